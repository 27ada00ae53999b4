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
