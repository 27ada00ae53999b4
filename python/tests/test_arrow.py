"""urigram.arrow: the kernels against CPython and the strict layer, over the
three string layouts, with nulls, on whole URL lists."""

import urllib.parse as std
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")

import urigram  # noqa: E402
import urigram.arrow as ua  # noqa: E402

CORPORA = Path("/work/shared/corpora/real-urls")
LAYOUTS = [pa.string(), pa.large_string(), pa.string_view()]
SAMPLE = ["http://a/b?c#d", None, "http://[::1/", "x y", "//h:99/p", "mailto:a@b", ""]


def cpython_split(url):
    if url is None:
        return None
    try:
        return std.urlsplit(url)._asdict()
    except ValueError:
        return None


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_urlsplit_matches_cpython(layout):
    got = ua.urlsplit(pa.array(SAMPLE, type=layout)).to_pylist()
    assert got == [cpython_split(u) for u in SAMPLE]


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_is_valid_parse_normalize_resolve(layout):
    arr = pa.array(SAMPLE, type=layout)
    assert ua.is_valid(arr).to_pylist() == [None if u is None else urigram.is_valid(u) for u in SAMPLE]
    parsed = ua.parse(arr).to_pylist()
    assert parsed[0]["host"] == "a" and parsed[0]["host_kind"] == "reg-name"
    assert parsed[1] is None
    assert parsed[3]["error_offset"] == 1 and parsed[3]["path"] is None
    assert ua.normalize(pa.array(["HTTP://A/./b", "rel"], type=layout)).to_pylist() == ["http://a/b", None]
    assert ua.resolve("http://a/b/c/d;p?q", pa.array(["../g", None, "x y"], type=layout)).to_pylist() == [
        "http://a/b/g", None, None]


def test_chunked_input_gives_chunked_output():
    arr = pa.chunked_array([["http://a/"], ["b", None]])
    out = ua.is_valid(arr)
    assert isinstance(out, pa.ChunkedArray) and out.to_pylist() == [True, True, None]


def test_non_string_array_is_a_type_error():
    with pytest.raises(TypeError, match="string array"):
        ua.is_valid(pa.array([1, 2]))


@pytest.mark.skipif(not CORPORA.is_dir(), reason="the real URL lists are not here")
def test_urlsplit_equals_cpython_on_every_real_url():
    for f in sorted(CORPORA.glob("*.txt")):
        lines = f.read_text(encoding="utf-8").splitlines()
        got = ua.urlsplit(pa.array(lines)).to_pylist()
        for url, row in zip(lines, got):
            assert row == cpython_split(url), url


# The kernels cut an input of 16,384 elements or more into one range per
# core and join the ranges' columns; these inputs cross that line, with nulls,
# null rows and values Python rewrites (a lower-cased scheme, a removed tab)
# at and around the ranges' ends.
def _mixed(n):
    kinds = ["http://h{}/p?q#f", None, "HTTPS://U{}@h/", "http://[::1/{}", "ht\ttp://h/{}", "", "//x/{}#",
             "mailto:a{}@b", "http://h/\u00e9{}", "s:/{}?a?b#c#d"]
    return [None if k is None else k.format(i) for i, k in
            ((i, kinds[(i * 7 + i // 13) % len(kinds)]) for i in range(n))]


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_urlsplit_in_ranges_matches_cpython(layout):
    urls = _mixed(3 * 16384 + 11)
    got = ua.urlsplit(pa.array(urls, type=layout))
    assert got.to_pylist() == [cpython_split(u) for u in urls]
    # The fields carry the row's null too, so a field read alone is right.
    rows_null = sum(cpython_split(u) is None for u in urls)
    for name in ["scheme", "netloc", "path", "query", "fragment"]:
        field = got.field(name)
        assert field.null_count == rows_null
        assert field.to_pylist() == [None if cpython_split(u) is None else cpython_split(u)[name] for u in urls]


def test_urlsplit_of_a_slice_and_of_calls_in_turn():
    urls = _mixed(40000)
    whole = pa.array(urls)
    # A slice starts inside the input's buffers.
    part = whole.slice(12345, 20000)
    assert ua.urlsplit(part).to_pylist() == [cpython_split(u) for u in urls[12345:32345]]
    # Scratch memory kept from one call must not leak into the next.
    short = ["http://a/"] * 20000
    assert ua.urlsplit(pa.array(short)).to_pylist() == [cpython_split(u) for u in short]
    assert ua.urlsplit(whole).to_pylist() == [cpython_split(u) for u in urls]


def test_parse_in_ranges_matches_the_strict_layer():
    urls = _mixed(2 * 16384 + 5)
    got = ua.parse(pa.array(urls)).to_pylist()
    for url, row in zip(urls, got):
        if url is None:
            assert row is None
            continue
        try:
            u = urigram.parse(url)
        except urigram.ParseError as e:
            assert row["error_offset"] == e.offset and row["path"] is None and row["scheme"] is None
            continue
        assert row["error_offset"] is None
        assert row["scheme"] == u.scheme and row["query"] == u.query and row["fragment"] == u.fragment
        assert row["path"] == u.path and row["userinfo"] == u.userinfo and row["port"] == u.port
        assert row["host"] == (u.host and u.host.text) and row["host_kind"] == (u.host and u.host.kind)


def test_normalize_and_resolve_in_ranges():
    urls = _mixed(16384 + 3)
    norm = ua.normalize(pa.array(urls)).to_pylist()
    res = ua.resolve("http://a/b/c/d;p?q", pa.array(urls)).to_pylist()
    for url, n, r in zip(urls, norm, res):
        want_n = want_r = None
        if url is not None:
            try:
                want_n = urigram.normalize(url)
            except (urigram.ParseError, ValueError):
                pass
            try:
                want_r = urigram.resolve("http://a/b/c/d;p?q", url)
            except (urigram.ParseError, ValueError):
                pass
        assert (n, r) == (want_n, want_r), url


def test_set_threads_changes_the_threads_not_the_answers():
    urls = _mixed(2 * 16384 + 9)
    arr = pa.array(urls)
    want = [cpython_split(u) for u in urls]
    default = ua.threads()
    assert 1 <= default <= 8
    try:
        for n, used in [(1, 1), (3, 3), (100, 8)]:
            ua.set_threads(n)
            assert ua.threads() == used
            assert ua.urlsplit(arr).to_pylist() == want
            assert ua.is_valid(arr).to_pylist() == [None if u is None else urigram.is_valid(u) for u in urls]
        for bad in [0, -1]:
            with pytest.raises(ValueError, match="set_threads takes a number of threads of 1 or more"):
                ua.set_threads(bad)
        with pytest.raises(TypeError):
            ua.set_threads("2")
        assert ua.threads() == 8  # a refused call changes nothing
    finally:
        ua.set_threads(None)
    assert ua.threads() == default
