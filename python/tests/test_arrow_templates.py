"""urigram.arrow.match_templates: a column of URIs routed to a template
set, row for row the same as urigram.TemplateSet.match, over the three
string layouts, chunked inputs, nulls, and a column long enough to run on
several threads."""

import json

import pytest

pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")

import urigram  # noqa: E402
import urigram.arrow as ua  # noqa: E402

ROUTES = ["/users/{id}", "/users/{id}/posts{?page,sort}", "/files{/path*}", "/search{?q,tags}", "/users/me",
          "/t/{a}{b}"]
URIS = ["/users/42", None, "/users/42/posts?page=2", "/files/a/b%20c", "/search?q=x%2Cy&tags=a,b",
        "/nope", "", "/users/me", "/t/xy", "/users/\u00e9", "/search?q=%22%5C%0A"]
LAYOUTS = [pa.string(), pa.large_string(), pa.string_view()]


def expected(routes: urigram.TemplateSet, uri):
    """The row for ``uri``, from urigram.TemplateSet.match."""
    if uri is None:
        return None
    m = routes.match(uri)
    if m is None:
        return {"index": None, "template": None, "vars": None, "ambiguous": False}
    return {"index": m.index, "template": m.template, "vars": m.vars, "ambiguous": m.ambiguous}


def decoded(rows):
    """Rows with ``vars`` read from JSON (pairs as tuples, as Python's
    matches give them)."""
    out = []
    for r in rows:
        if r is not None and r["vars"] is not None:
            v = json.loads(r["vars"])
            r = dict(r, vars={k: [tuple(p) for p in x] if isinstance(x, list) and x and isinstance(x[0], list)
                              else x for k, x in v.items()})
        out.append(r)
    return out


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_rows_are_what_template_set_match_gives(layout):
    routes = urigram.TemplateSet(ROUTES)
    got = ua.match_templates(pa.array(URIS, type=layout), routes)
    assert got.type == pa.struct([("index", pa.int64()), ("template", pa.string()), ("vars", pa.string()),
                                  ("ambiguous", pa.bool_())])
    assert decoded(got.to_pylist()) == [expected(routes, u) for u in URIS]
    # The values a reader can check without urigram: the first rows.
    rows = got.to_pylist()
    assert rows[0] == {"index": 0, "template": "/users/{id}", "vars": '{"id":"42"}', "ambiguous": False}
    assert rows[1] is None
    assert json.loads(rows[2]["vars"]) == {"id": "42", "page": "2"}
    assert json.loads(rows[3]["vars"]) == {"path": ["a", "b c"]}
    assert json.loads(rows[4]["vars"]) == {"q": "x,y", "tags": ["a", "b"]}
    assert rows[5] == {"index": None, "template": None, "vars": None, "ambiguous": False}
    assert rows[7]["index"] == 0  # "/users/me" is also /users/{id}: the set's order decides
    assert rows[8]["ambiguous"] is True
    assert json.loads(rows[10]["vars"]) == {"q": '"\\\n'}


def test_the_vars_expand_back_to_the_uri():
    routes = urigram.TemplateSet(ROUTES)
    for uri, row in zip(URIS, decoded(ua.match_templates(pa.array(URIS), routes).to_pylist())):
        if row is not None and row["index"] is not None:
            assert routes.templates[row["index"]].expand(row["vars"]) == uri


def test_templates_may_be_given_as_texts_and_chunks_stay_chunks():
    chunked = pa.chunked_array([URIS[:4], URIS[4:]])
    got = ua.match_templates(chunked, ROUTES)
    assert isinstance(got, pa.ChunkedArray) and got.num_chunks == 2
    assert got.to_pylist() == ua.match_templates(pa.array(URIS), urigram.TemplateSet(ROUTES)).to_pylist()
    assert ua.match_templates(pa.chunked_array([], pa.string()), ROUTES).to_pylist() == []


def test_a_long_column_on_several_threads_gives_the_same_rows():
    routes = urigram.TemplateSet(ROUTES)
    uris = [f"/users/{i}/posts?page={i % 7}" if i % 3 else f"/files/{i}/x" for i in range(40_000)]
    got = ua.match_templates(pa.array(uris), routes).to_pylist()
    assert got[1] == {"index": 1, "template": ROUTES[1], "vars": '{"id":"1","page":"1"}', "ambiguous": False}
    assert got[39_999]["vars"] == '{"path":["39999","x"]}'
    assert all(json.loads(r["vars"]) == expected(routes, u)["vars"] for u, r in zip(uris[:500], got))


def test_errors():
    with pytest.raises(urigram.ParseError):
        ua.match_templates(pa.array(["/"]), ["/ok", "/{bad"])
    with pytest.raises(TypeError):
        ua.match_templates(pa.array([1, 2]), ROUTES)
