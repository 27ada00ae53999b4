"""urigram.arrow: the kernels against CPython and the strict layer, over the
three string layouts, with nulls, on whole URL lists. A null comes out only
for a null in; every other row that fails carries its reason."""

import array
import struct
import urllib.parse as std
from pathlib import Path

import pytest

pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")

import urigram  # noqa: E402
import urigram.arrow as ua  # noqa: E402

# The real URL lists, part of the repository (tests/data/real-urls/README.md).
CORPORA = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"
REAL_URL_FILES = ["isaacs_files.txt", "kasztp.txt", "node_files.txt"]
LAYOUTS = [pa.string(), pa.large_string(), pa.string_view()]
SAMPLE = ["http://a/b?c#d", None, "http://[::1/", "x y", "//h:99/p", "mailto:a@b", ""]


PARTS = ["scheme", "netloc", "path", "query", "fragment"]
PROPERTIES = ["username", "password", "hostname", "port"]


def cpython_split(url):
    """The row urigram.arrow.urlsplit must give, from the running CPython:
    the parts and properties, or the exception's class and message."""
    if url is None:
        return None
    row = dict.fromkeys(PARTS + PROPERTIES + ["error_type", "error_message"])
    try:
        r = std.urlsplit(url)
    except ValueError as e:
        row.update(error_type=type(e).__name__, error_message=str(e))
        return row
    row.update(r._asdict(), username=r.username, password=r.password, hostname=r.hostname)
    try:
        row["port"] = r.port
    except ValueError as e:
        row.update(error_type=type(e).__name__, error_message=str(e))
    return row


def strict_row(text, fields):
    """The reason fields the strict kernels must give for ``text``, from
    urigram.parse's ParseError (null fields for a valid text), with
    ``fields(reference)`` for the rest."""
    try:
        r = urigram.parse(text)
    except urigram.ParseError as e:
        return dict(fields(None), error_offset=e.offset, error_rule=e.rule, error_message=e.message)
    return dict(fields(r), error_offset=None, error_rule=None, error_message=None)


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
    assert parsed[0]["authority"] == "a" and parsed[0]["error_offset"] is None
    assert parsed[1] is None
    # "x y": RFC 3986 has no space anywhere; the first segment stops at byte 1
    assert parsed[3]["error_offset"] == 1 and parsed[3]["path"] is None
    assert parsed[3]["error_rule"] == "segment-nz-nc"
    norm = ua.normalize(pa.array(["HTTP://A/./b", "rel/./%7e", "a b", None], type=layout)).to_pylist()
    assert [r and r["value"] for r in norm] == ["http://a/b", "rel/./~", None, None]
    assert norm[2]["error_offset"] == 1
    res = ua.resolve("http://a/b/c/d;p?q", pa.array(["../g", None, "x y"], type=layout)).to_pylist()
    assert [r and r["value"] for r in res] == ["http://a/b/g", None, None]  # RFC 3986 section 5.4.1
    assert res[2]["error_offset"] == 1 and res[1] is None


# RFC 3986 section 5.4.1's base, and targets from its normal examples.
RFC_BASE = "http://a/b/c/d;p?q"
RFC_TARGETS = ["g:h", "http://a/b/c/g", "http://a/b/c/g/", "http://a/g", "http://g", "http://a/b/c/d;p?y",
               "http://a/b/c/g?y", "http://a/b/c/d;p?q#s", "http://a/b/c/g#s", "http://a/b/c/g?y#s",
               "http://a/b/c/;x", "http://a/b/c/g;x", "http://a/b/c/g;x?y#s", "http://a/b/c/d;p?q",
               "http://a/b/c/", "http://a/b/", "http://a/b/g", "http://a/", "http://a/b/c/g:h"]


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_relativize_is_undone_by_cpython_urljoin(layout):
    # CPython's urljoin (RFC 3986 since 3.5) takes each answer back to its
    # target; the answer is the scalar urigram.relativize's, and a row that
    # is not a URI carries urigram.parse's reason.
    arr = pa.array(RFC_TARGETS + [None, "x y", "/no/scheme"], type=layout)
    got = ua.relativize(RFC_BASE, arr).to_pylist()
    for target, row in zip(RFC_TARGETS, got):
        assert std.urljoin(RFC_BASE, row["value"]) == target, (target, row)
        assert row["value"] == urigram.relativize(RFC_BASE, target) and row["error_offset"] is None
    assert [r["value"] for r in got[:5]] == ["g:h", "g", "g/", "/g", "//g"]
    assert got[-3] is None
    assert got[-2]["value"] is None and got[-2]["error_offset"] == 1
    assert got[-1]["value"] is None and got[-1]["error_message"]
    with pytest.raises(urigram.ParseError):
        ua.relativize("not a base", arr)


# Each kernel's fields, in order, as the docstrings of urigram.arrow give
# them (a struct's field order is part of what a kernel returns: Spark and
# DuckDB read a struct by position).
REASON = [("error_offset", "int64"), ("error_rule", "string"), ("error_message", "string")]
FIELDS = {
    "parse": [(f, "string") for f in ["scheme", "authority", "userinfo", "host", "host_kind", "port", "path",
                                      "query", "fragment"]] + REASON,
    "urlsplit": [(f, "string") for f in PARTS + ["username", "password", "hostname"]]
    + [("port", "int64"), ("error_type", "string"), ("error_message", "string")],
    "is_valid": [("valid", "bool")] + REASON,
    "normalize": [("value", "string")] + REASON,
    "java_uri": [("valid", "bool"), ("opaque", "bool")]
    + [(f, "string") for f in ["scheme", "scheme_specific_part", "authority", "userinfo", "host"]]
    + [("port", "int64")] + [(f, "string") for f in ["path", "query", "fragment"]]
    + [("decoded", "struct<" + ", ".join(f"{f}: string" for f in ["scheme_specific_part", "authority",
                                                                   "userinfo", "path", "query", "fragment"]) + ">")]
    + [("exception", "string"), ("index", "int64"), ("reason", "string"), ("message", "string")],
    "match_templates": [("index", "int64"), ("template", "string"), ("vars", "string"), ("ambiguous", "bool")],
}


@pytest.mark.parametrize("name", sorted(FIELDS))
def test_each_kernel_s_fields_in_their_documented_order(name):
    args = {"is_valid": {"detailed": True}}.get(name, KERNEL_ARGS.get(name, {}))
    out = getattr(ua, name)(array=["http://a/", None, "x y"], **args)
    assert [(f.name, str(f.type)) for f in out.type] == FIELDS[name]


# Each case where CPython reads a port: its own answer or exception is the
# expected value (3.10 on: only ASCII digits; 3.9: what int(port, 10) takes).
PORTS = ["http://h:80/", "http://h:0", "http://h:65535", "http://h:65536", "http://h:99999999999999999999",
         "http://h:-1", "http://h:+80", "http://h: 80", "http://h:\u0668\u0660", "http://h:8_0", "http://h:",
         "http://h:ab", "http://[::1]:8080/", "http://[::1]x:9", "http://u:p@H:1/", "http://[fe80::1%eth0]:5/",
         "http://a:b@c:d@H:7/", "//:@:/", "http://h:80:90/"]


def test_urlsplit_gives_cpython_properties_and_port_reasons():
    got = ua.urlsplit(pa.array(PORTS)).to_pylist()
    assert got == [cpython_split(u) for u in PORTS]
    # the bad ports are reasons, with the parts still there
    bad = [row for row in got if row["error_type"] is not None]
    assert bad and all(row["netloc"] is not None and row["port"] is None for row in bad)


def test_a_null_only_for_a_null_and_a_reason_for_every_failure():
    urls = _mixed(20000) + PORTS + SAMPLE
    arr = pa.array(urls)
    # (name, result, the grammar whose verdict says which rows fail)
    results = [("urlsplit", ua.urlsplit(arr), None), ("normalize", ua.normalize(arr), "rfc3986"),
               ("resolve", ua.resolve("http://a/b", arr), "rfc3986")]
    for grammar in urigram.GRAMMARS:
        results.append((f"parse {grammar}", ua.parse(arr, grammar=grammar), grammar))
        results.append((f"is_valid {grammar}", ua.is_valid(arr, grammar=grammar, detailed=True), grammar))
    for name, out, grammar in results:
        rows = out.to_pylist()
        assert [r is None for r in rows] == [u is None for u in urls], name
        assert out.null_count == urls.count(None), name
        for url, row in zip(urls, rows):
            if row is None:
                continue
            if grammar is None:
                assert (row["error_type"] is None) == (row["error_message"] is None)
                continue
            failed = not urigram.is_valid(url, grammar=grammar)
            assert failed == (row["error_offset"] is not None), (name, url)
            assert failed == (row["error_rule"] is not None) == (row["error_message"] is not None)
            if "value" in row:
                assert failed == (row["value"] is None)


@pytest.mark.parametrize("grammar", ["rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112"])
def test_grammar_kernels_agree_with_the_strict_layer(grammar):
    urls = _mixed(300) + ["*", "example.com:80", "http://[fe80::1%25eth0]/", "http://u@v@h/", "/p?q",
                          "http://h:8/p;q?x#f", "ftp://h/a;type=d", "\u00e9"]
    got = ua.parse(pa.array(urls), grammar=grammar).to_pylist()
    valid = ua.is_valid(pa.array(urls), grammar=grammar).to_pylist()
    detailed = ua.is_valid(pa.array(urls), grammar=grammar, detailed=True).to_pylist()
    for url, row, ok, d in zip(urls, got, valid, detailed):
        if url is None:
            assert row is None and ok is None and d is None
            continue
        assert ok == urigram.is_valid(url, grammar=grammar) == d["valid"], url
        try:
            r = urigram.parse(url, grammar=grammar)
        except urigram.ParseError as e:
            want = (e.offset, e.rule, e.message)
            assert (row["error_offset"], row["error_rule"], row["error_message"]) == want, url
            assert (d["error_offset"], d["error_rule"], d["error_message"]) == want, url
            assert not ok and row["path"] is None
            continue
        assert ok and row["error_offset"] is None and d["error_offset"] is None
        for part in ["scheme", "authority", "userinfo", "port", "path", "query", "fragment"]:
            assert row[part] == (None if part in r.unsplit else getattr(r, part)), (url, part)
        assert row["host"] == (r.host and r.host.text)


def test_zone_ids_under_rfc6874():
    arr = pa.array(["http://[fe80::1%25eth0]:8080/", "http://[fe80::1%eth0]/"])  # RFC 6874 section 2
    assert ua.is_valid(arr).to_pylist() == [False, False]
    assert ua.is_valid(arr, grammar="rfc6874").to_pylist() == [True, False]
    rows = ua.parse(arr, grammar="rfc6874").to_pylist()
    assert rows[0]["host"] == "[fe80::1%25eth0]" and rows[0]["host_kind"] == "ipv6" and rows[0]["port"] == "8080"
    assert rows[1]["error_offset"] == 16  # "%" must be followed by "25"


def test_unknown_grammar_and_rule_are_value_errors():
    with pytest.raises(ValueError, match="unknown grammar"):
        ua.is_valid(pa.array(["x"]), grammar="rfc0")
    with pytest.raises(ValueError, match="unknown rule"):
        ua.is_valid(pa.array(["x"]), rule="nope")
    assert ua.is_valid(pa.array(["[::1]", "h:1"]), rule="host").to_pylist() == [True, False]


def test_chunked_input_gives_chunked_output():
    arr = pa.chunked_array([["http://a/"], ["b", None]])
    out = ua.is_valid(arr)
    assert isinstance(out, pa.ChunkedArray) and out.to_pylist() == [True, True, None]


def test_non_string_array_is_a_type_error():
    with pytest.raises(TypeError, match="string array"):
        ua.is_valid(pa.array([1, 2]))


def _strings(kind, offsets, data):
    """A string array made from raw buffers, which pyarrow checks only for
    size (not its UTF-8, nor its offsets between the first and last)."""
    width = "q" if kind == pa.large_string() else "i"
    raw = pa.py_buffer(array.array(width, offsets).tobytes())
    return pa.Array.from_buffers(kind, len(offsets) - 1, [None, raw, pa.py_buffer(data)])


def _view_of(data):
    """A string_view array of one value of at most twelve bytes, kept in
    its view, made from raw buffers as above."""
    view = struct.pack("<i", len(data)) + data.ljust(12, b"\0")
    return pa.Array.from_buffers(pa.string_view(), 1, [None, pa.py_buffer(view)])


# Arrays whose bytes are not what their type says, each with the part of
# arrow's own message that names what is wrong. The import
# (python/src/raw/arrow_input.rs) checks them itself, so that a kernel
# never reads such text as str.
MALFORMED = {
    "invalid UTF-8": (lambda: _strings(pa.string(), [0, 9, 13], b"http://a/\xffb/c"), "Invalid UTF8"),
    "large, invalid UTF-8": (lambda: _strings(pa.large_string(), [0, 3, 6], b"abc\xffbc"), "Invalid UTF8"),
    "an offset inside a character": (
        lambda: _strings(pa.string(), [0, 10, 11], "http://a/\u00e9".encode()),
        "incomplete utf-8",
    ),
    "offsets going down": (lambda: _strings(pa.string(), [0, 4, 2, 6], b"abcdef"), "non-monotonic"),
    "an offset past the text": (lambda: _strings(pa.string(), [0, 9, 6], b"abcdef"), "out of bounds"),
    "large, offsets going down": (lambda: _strings(pa.large_string(), [0, 5, 1, 6], b"abcdef"), "non-monotonic"),
    "a view of invalid UTF-8": (lambda: _view_of(b"ab\xff"), "Invalid UTF8|utf-8"),
}


@pytest.mark.parametrize("case", MALFORMED, ids=str)
@pytest.mark.parametrize("kernel", ["urlsplit", "is_valid"])
def test_malformed_string_arrays_are_refused(case, kernel):
    make, message = MALFORMED[case]
    with pytest.raises(pa.ArrowException, match=message):
        getattr(ua, kernel)(make())


@pytest.mark.parametrize("layout", LAYOUTS, ids=str)
def test_non_ascii_and_sliced_arrays_read_as_pyarrow_reads_them(layout):
    # Non-ASCII text takes arrow's own check of the values; ASCII text, the
    # import's vectorized one. Both must accept what is valid.
    urls = ["http://\u00e9x.org/\u00fc?\u00e4#\u00f6", "http://a/b", None, "//h\u4e2d/", ""] * 20
    column = pa.array(urls, type=layout)
    assert ua.urlsplit(column).to_pylist() == [cpython_split(u) for u in urls]
    for start, length in [(1, 3), (5, 0), (7, 50)]:
        part = column.slice(start, length)
        want = [cpython_split(u) for u in urls[start : start + length]]
        assert ua.urlsplit(part).to_pylist() == want


def test_bytes_outside_a_slice_are_not_read():
    # A slice whose neighbours in the buffer are not UTF-8 is valid (as
    # pyarrow's own full check says): only the slice's text is checked.
    whole = _strings(pa.string(), [0, 1, 10, 11], b"\xffhttp://a/\xfe")
    part = whole.slice(1, 1)
    part.validate(full=True)
    assert ua.urlsplit(part).to_pylist() == [cpython_split("http://a/")]
    with pytest.raises(pa.ArrowException, match="Invalid UTF8"):
        ua.urlsplit(whole)


# The entries of the kernels' registry that are settings and helpers, not
# kernels of a column.
NOT_KERNELS = {"set_threads", "threads", "value_bytes"}
# What a kernel needs besides its column; a kernel that needs more and is
# not listed fails the test below with a TypeError of another message.
KERNEL_ARGS = {
    "resolve": {"base": "http://a/b/c"},
    "relativize": {"base": "http://a/b/c"},
    "spark_parse_url": {"part": "HOST"},
    "match_templates": {"templates": ["/{x}"]},
}


def registered_kernels():
    """Every kernel of the registry, by its name in urigram.arrow."""
    names = sorted(set(urigram._native.arrow_kernels) - NOT_KERNELS)
    assert len(names) >= 11, names
    return names


@pytest.mark.parametrize("name", registered_kernels())
@pytest.mark.parametrize("value", ["http://a/", b"http://a/", pa.array([1, 2])], ids=["str", "bytes", "int64"])
def test_every_kernel_refuses_a_str_a_bytes_and_an_integer_array(name, value):
    # A str is not a column of one-character rows (nine rows for
    # "http://a/"): every kernel registered, so a new one is covered too,
    # refuses it as it refuses integers.
    kernel = getattr(ua, name)
    message = "string array" if isinstance(value, pa.Array) else f"not a {type(value).__name__}"
    with pytest.raises(TypeError, match=message):
        kernel(array=value, **KERNEL_ARGS.get(name, {}))


@pytest.mark.parametrize("name", registered_kernels())
def test_every_kernel_reads_a_list_of_one_url_as_one_row(name):
    # The way the str's error message gives: the same arguments, one row.
    kernel = getattr(ua, name)
    assert len(kernel(array=["http://a/"], **KERNEL_ARGS.get(name, {}))) == 1


def test_urlsplit_equals_cpython_on_every_real_url():
    for name in REAL_URL_FILES:
        f = CORPORA / name
        assert f.is_file(), f"{f} is missing: the real URL lists are part of the repository"
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
    want = [cpython_split(u) for u in urls]
    for name in PARTS + PROPERTIES + ["error_type", "error_message"]:
        field = got.field(name)
        assert field.to_pylist() == [None if w is None else w[name] for w in want]
        assert field.null_count == sum(w is None or w[name] is None for w in want)


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
    names = ["scheme", "authority", "userinfo", "port", "path", "query", "fragment"]

    def fields(u):
        if u is None:
            return dict.fromkeys(names + ["host", "host_kind"])
        return dict({n: getattr(u, n) for n in names}, host=u.host and u.host.text,
                    host_kind=u.host and u.host.kind)

    for url, row in zip(urls, got):
        assert row == (None if url is None else strict_row(url, fields)), url


def test_normalize_and_resolve_in_ranges():
    urls = _mixed(16384 + 3)
    norm = ua.normalize(pa.array(urls)).to_pylist()
    res = ua.resolve("http://a/b/c/d;p?q", pa.array(urls)).to_pylist()
    for url, n, r in zip(urls, norm, res):
        if url is None:
            assert n is None and r is None
            continue
        assert n == strict_row(url, lambda u: {"value": u and urigram.normalize(url)}), url
        assert r == strict_row(url, lambda u: {"value": u and urigram.resolve("http://a/b/c/d;p?q", url)}), url


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
