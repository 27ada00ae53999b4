"""urigram.urllib against the running interpreter's urllib.parse: its own
test suite, every name, result classes, errors, and whole URL lists."""

import pickle
import sys
import urllib.parse as std
from pathlib import Path

import pytest

import urigram.urllib as ours
from urigram import _native

sys.path.insert(0, str(Path(__file__).parent))
import stdlib_urlparse  # noqa: E402

CORPORA = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpora" / "real-urls"
CORPORA = Path("/work/shared/corpora/real-urls") if not CORPORA.is_dir() else CORPORA


def test_cpython_own_suites_pass():
    ok, problems = stdlib_urlparse.run(verbosity=0)
    assert problems == []
    assert ok


def test_every_name_of_urllib_parse_resolves():
    for name in dir(std):
        assert hasattr(ours, name), name
    assert ours.__all__ == std.__all__


def test_the_sixteen_are_native():
    for name in _native.urllib_functions:
        fn = getattr(ours, name)
        assert fn is not getattr(std, name)
        assert type(fn).__name__ == "builtin_function_or_method"
        assert fn.__module__ == "urllib.parse"


def test_signatures_read_as_the_stdlibs():
    import inspect
    for name in _native.urllib_functions:
        if name == "urlencode":  # its default quote_via is a function: see urllib.rs
            continue
        assert inspect.signature(getattr(ours, name)) == inspect.signature(getattr(std, name)), name


def test_results_are_the_stdlib_classes():
    r = ours.urlsplit("http://u:p@Host:80/p?q#f")
    assert type(r) is std.SplitResult
    assert r == std.urlsplit("http://u:p@Host:80/p?q#f")
    assert (r.username, r.password, r.hostname, r.port) == ("u", "p", "host", 80)
    assert pickle.loads(pickle.dumps(r)) == r
    assert r._replace(scheme="https").geturl() == "https://u:p@Host:80/p?q#f"
    assert type(ours.urlparse(b"http://h/p;x")) is std.ParseResultBytes
    assert type(ours.urldefrag("a#b")) is std.DefragResult
    assert type(ours.urlsplit(b"http://h/")) is std.SplitResultBytes


@pytest.mark.parametrize("call", [
    lambda m: m.urlsplit("http://[::1/"),
    lambda m: m.urlsplit("http://h:x/").port,
    lambda m: m.urlsplit("http://h:99999/").port,
    lambda m: m.urlsplit(b"http://h/\xff"),
    lambda m: m.urljoin("a", b"b"),
    lambda m: m.urlsplit(),
    lambda m: m.urlsplit("a", "b", True, 4),
    lambda m: m.urlsplit(["x"]),
    lambda m: m.quote("\xe9", encoding="ascii"),
    lambda m: m.quote("x", encoding="nope"),
    lambda m: m.unquote("%ff", errors="strict"),
    lambda m: m.parse_qsl("a=1&b=2", max_num_fields=1),
    lambda m: m.urlencode("foo"),
    lambda m: m.quote_from_bytes("x"),
    lambda m: m.urlunsplit(("a", "b")),
])
def test_errors_are_cpythons(call):
    with pytest.raises(Exception) as expected:
        call(std)
    with pytest.raises(Exception) as got:
        call(ours)
    assert type(got.value) is type(expected.value)
    assert str(got.value) == str(expected.value)
    assert got.value.args == expected.value.args


@pytest.mark.parametrize("args", [
    (None,), (b"",), (0,), (False,), ("x", None), (b"http://h/p", b"https"),
    ("http://h/p", "", False), ("//h:1/p",),
])
def test_odd_arguments_answer_as_cpython(args):
    for name in ("urlsplit", "urlparse"):
        try:
            expected = getattr(std, name)(*args)
        except Exception as e:  # the same exception, then
            with pytest.raises(type(e)):
                getattr(ours, name)(*args)
            continue
        assert getattr(ours, name)(*args) == expected


def test_arguments_outside_the_model_go_to_the_stdlib():
    before = _native.fallbacks()
    assert ours.quote(bytearray(b"a b")) == std.quote(bytearray(b"a b"))
    assert _native.fallbacks() == before + 1


class _Truthy:
    """An object with a truth value and nothing else urllib can use."""

    def __bool__(self):
        return True


class _BadBool:
    def __bool__(self):
        raise RuntimeError("no truth here")


class _Bytes(bytes):
    pass


class _Str(str):
    pass


#: parse_qs and parse_qsl of arguments outside the Python-typed model:
#: buffers, numbers and plain objects as the query, odd separators, and
#: each together with an earlier error (a bad keyword, a bad separator) and
#: a later one (max_num_fields), so that the order of the checks shows.
ODD_QS_CALLS = [
    ((bytearray(b"a=1&b=%41"),), {}),
    ((memoryview(b"a=1;b=2"),), {"separator": ";"}),
    ((bytearray(b"a=\xff+b"),), {}),
    ((bytearray(b""),), {"strict_parsing": True}),
    ((memoryview(b""),), {"separator": 1.5}),
    ((0.0,), {}),
    ((0.5,), {}),
    ((_Truthy(),), {}),
    ((object(),), {"separator": 2.5}),
    ((iter(b"a=b"),), {"separator": b"&"}),
    ((object(),), {"bogus": 1}),
    (("a=b",), {"separator": 0.0}),
    (("a=b",), {"separator": object()}),
    ((bytearray(b"a=1&b=2"),), {"max_num_fields": 1}),
    ((bytearray(b"a&b"),), {"strict_parsing": True}),
    ((_Bytes(b"a=1"),), {}),
    ((_Str("a=1"),), {}),
    (("a=1",), {"separator": _Str("=")}),
    ((_BadBool(),), {}),
]


@pytest.mark.parametrize("name", ["parse_qs", "parse_qsl"])
@pytest.mark.parametrize("args,kwargs", ODD_QS_CALLS)
def test_parse_qs_of_odd_arguments_answers_as_cpython(name, args, kwargs):
    try:
        expected = getattr(std, name)(*args, **kwargs)
    except Exception as e:
        with pytest.raises(type(e)) as got:
            getattr(ours, name)(*args, **kwargs)
        assert str(got.value) == str(e)
        return
    assert getattr(ours, name)(*args, **kwargs) == expected


def test_parse_qs_of_odd_arguments_stays_native_from_3_13():
    """From 3.13, parse_qsl asks only a query's truth value and bytes, and
    a separator's type: such arguments have exact native stand-ins. Only a
    str subclass, a str or bytes subclass as separator, and a truth value
    that raises still go to the standard library."""
    outside = 0
    before = _native.fallbacks()
    for args, kwargs in ODD_QS_CALLS:
        sep = kwargs.get("separator")
        if (isinstance(args[0], str) and type(args[0]) is not str) \
                or (isinstance(sep, (str, bytes)) and type(sep) not in (str, bytes)) \
                or isinstance(args[0], _BadBool):
            outside += 1
        try:
            ours.parse_qsl(*args, **kwargs)
        except Exception:
            pass
    fell_back = _native.fallbacks() - before
    if tuple(map(int, ours.RELEASE.split("."))) >= (3, 13):
        assert fell_back == outside
    else:  # every call holds an argument outside the model
        assert fell_back == len(ODD_QS_CALLS)


def test_the_release_is_the_running_interpreters():
    running = "%d.%d" % sys.version_info[:2]
    assert ours.RELEASE == running
    assert ours.BEHAVIOUR == running


def _lines():
    for f in sorted(CORPORA.glob("*.txt")):
        for line in f.read_text(encoding="utf-8", errors="surrogateescape").splitlines():
            yield line


@pytest.mark.skipif(not CORPORA.is_dir(), reason="the real URL lists are not here")
def test_real_url_lists_match_cpython():
    n = 0
    for url in _lines():
        n += 1
        for fn in ("urlsplit", "urlparse", "urldefrag", "quote", "unquote", "quote_plus",
                   "unquote_plus"):
            try:
                expected = getattr(std, fn)(url)
            except ValueError as e:
                with pytest.raises(ValueError, match=None) as got:
                    getattr(ours, fn)(url)
                assert str(got.value) == str(e)
                continue
            assert getattr(ours, fn)(url) == expected, (fn, url)
        assert ours.urljoin("http://a/b/c/d;p?q", url) == std.urljoin("http://a/b/c/d;p?q", url)
    assert n > 90000


def test_install_makes_it_urllib_parse():
    import subprocess
    code = (
        "import urigram.urllib as u; u.install()\n"
        "from urllib.parse import urlsplit\n"
        "import urllib.parse\n"
        "assert urlsplit is u.urlsplit and urllib.parse is u, 'not installed'\n"
        "assert type(urlsplit('http://h/')).__module__ == 'urllib.parse'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
