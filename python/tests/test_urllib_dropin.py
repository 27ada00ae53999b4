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

# The real URL lists, part of the repository (tests/data/real-urls/README.md).
CORPORA = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"
REAL_URL_FILES = ["isaacs_files.txt", "kasztp.txt", "node_files.txt"]


def test_cpython_own_suites_pass():
    ok, problems = stdlib_urlparse.run(verbosity=0)
    assert problems == []
    assert ok


def test_cpython_own_suites_pass_under_install():
    """The same suites with install() replacing urllib.parse before they
    import it: in a subprocess, since install() is for the whole process."""
    import subprocess
    script = Path(__file__).with_name("stdlib_urlparse.py")
    run = subprocess.run([sys.executable, str(script), "--install"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "installed as urllib.parse" in run.stderr


def test_calls_the_suites_never_make_answer_as_cpython():
    """Every function with every fallback argument type under install(),
    and with every argument by position and by keyword (dropin_calls.py),
    in a subprocess so that a crash or a recursion fails this test."""
    import subprocess
    script = Path(__file__).with_name("dropin_calls.py")
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    assert "0 differ from the standard library" in run.stderr


@pytest.mark.parametrize("call", [
    "urllib.parse.quote(bytearray(b'a b'))",
    "urllib.parse.urlencode({'a': collections.OrderedDict(b=1)}, True)",
    "urllib.parse.urlsplit(_Str('http://h/'))",
    "urllib.parse.parse_qsl(1.5)",
])
def test_fallback_under_install_calls_the_stdlib(call):
    """The issue's reproducer and its kin: before the fix the first raised
    RecursionError on 3.9 and crashed 3.13."""
    import subprocess
    code = (
        "import collections, urllib.parse as std\n"
        "class _Str(str): pass\n"
        "import urigram.urllib as u; u.install()\n"
        "import urllib.parse\n"
        "assert urllib.parse is u\n"
        f"try:\n    got = repr({call})\nexcept Exception as e:\n    got = repr(e)\n"
        "urllib.parse = std\n"
        f"try:\n    want = repr({call})\nexcept Exception as e:\n    want = repr(e)\n"
        "assert got == want, (got, want)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]


def test_every_name_of_urllib_parse_resolves():
    for name in dir(std):
        assert hasattr(ours, name), name
    assert ours.__all__ == std.__all__


def test_the_sixteen_are_native():
    for name, native in _native.urllib_functions.items():
        fn = getattr(ours, name)
        assert fn is not getattr(std, name)
        assert fn is native
        assert type(native) is _native.Function
        assert fn.__module__ == native.__module__ == "urllib.parse"
        assert native._stdlib is getattr(std, name)


def _plain(fn):
    """The function under urlsplit's lru_cache (3.11+), else itself."""
    return getattr(fn, "__wrapped__", fn)


@pytest.mark.parametrize("name", list(_native.urllib_functions))
def test_signature_help_and_doc_read_as_the_stdlibs(name):
    import inspect
    import pydoc
    fn, std_fn = getattr(ours, name), getattr(std, name)
    assert inspect.signature(fn) == inspect.signature(std_fn)
    assert fn.__doc__ == std_fn.__doc__ and fn.__doc__
    assert fn.__name__ == std_fn.__name__ == name
    assert fn.__qualname__ == std_fn.__qualname__
    assert fn.__defaults__ == _plain(std_fn).__defaults__
    assert fn.__kwdefaults__ == _plain(std_fn).__kwdefaults__
    # help()'s text of the function itself (its first line names the type).
    assert pydoc.plaintext.document(fn) == pydoc.plaintext.document(std_fn)


def test_attributes_of_the_stdlibs_functions_exist_on_ours():
    skip = {"__code__", "__globals__", "__closure__", "__builtins__", "__wrapped__",
            "__get__", "__call__", "__class__", "__init__", "__new__", "__reduce__",
            "__reduce_ex__", "__getstate__", "__sizeof__", "__copy__", "__deepcopy__",
            "__init_subclass__", "__subclasshook__", "__dir__", "__format__", "__hash__",
            "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__repr__",
            "__str__", "__setattr__", "__delattr__", "__getattribute__"}
    for name in _native.urllib_functions:
        missing = {a for a in dir(getattr(std, name)) if a not in skip} \
            - set(dir(getattr(ours, name)))
        assert not missing, (name, missing)


def test_the_functions_pickle_and_copy_as_themselves():
    """As the standard library's functions (pickled by name): a pickled
    native function unpickles as the same object, and copy gives it back."""
    import copy
    import pickle
    for name in _native.urllib_functions:
        fn, std_fn = getattr(ours, name), getattr(std, name)
        assert pickle.loads(pickle.dumps(std_fn)) is std_fn
        assert copy.copy(std_fn) is std_fn and copy.deepcopy(std_fn) is std_fn
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            assert pickle.loads(pickle.dumps(fn, protocol)) is fn, (name, protocol)
        assert copy.copy(fn) is fn and copy.deepcopy(fn) is fn
        assert copy.deepcopy({"f": fn})["f"] is fn


def test_the_functions_take_weak_references_as_the_stdlibs_do():
    import weakref
    for name in _native.urllib_functions:
        fn, std_fn = getattr(ours, name), getattr(std, name)
        assert weakref.ref(std_fn)() is std_fn
        assert weakref.ref(fn)() is fn
        cache = weakref.WeakKeyDictionary({fn: name})
        assert cache[fn] == name


def test_multiprocessing_sends_the_functions_to_workers():
    """A pool's workers (spawned: a fresh interpreter) get the native
    function by name and answer as the standard library does."""
    import multiprocessing
    urls = ["http://u@a/b;p?c#d", "//h:1/p", "x:y", "http://[::1]:80/"]
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        split = pool.map(ours.urlsplit, urls)
        quoted = pool.map(ours.quote, urls)
    assert split == [std.urlsplit(u) for u in urls]
    assert [type(r) for r in split] == [std.SplitResult] * len(urls)
    assert quoted == [std.quote(u) for u in urls]


def test_functions_bind_as_methods_as_the_stdlibs_do():
    class Holder:
        split = ours.urlsplit
        std_split = std.urlsplit
    assert Holder.split is ours.urlsplit
    with pytest.raises(Exception) as expected:
        Holder().std_split()
    with pytest.raises(type(expected.value)):
        Holder().split()


@pytest.mark.skipif(not hasattr(std.urlsplit, "cache_info"), reason="urlsplit has no cache before 3.11")
def test_urlsplit_cache_info_clear_and_parameters_report_the_native_cache():
    """From 3.11 CPython's urlsplit is an lru_cache; ours has the same three
    methods, reading and emptying the native cache, which keeps a URL on
    its second miss (see python/src/cache.rs)."""
    import functools
    ours.urlsplit.cache_clear()
    slots = _native.cache_slots
    assert ours.urlsplit.cache_info() == (0, 0, slots, 0)
    assert type(ours.urlsplit.cache_info()) is type(std.urlsplit.cache_info()) is functools._CacheInfo
    assert ours.urlsplit.cache_parameters() == {"maxsize": slots, "typed": True}
    for method in ("cache_info", "cache_clear", "cache_parameters"):
        assert getattr(ours.urlsplit, method).__doc__ == getattr(std.urlsplit, method).__doc__
    url = "http://cache.example/a?b#c"
    first = ours.urlsplit(url)
    assert ours.urlsplit.cache_info() == (0, 1, slots, 0)  # a first miss is not kept
    second = ours.urlsplit(url)
    assert ours.urlsplit.cache_info() == (0, 2, slots, 1)  # the second is
    again = ours.urlsplit("".join(["http://cache.example/a", "?b#c"]))  # equal, not identical
    assert again is second and second == first == std.urlsplit(url)
    assert ours.urlsplit.cache_info() == (1, 2, slots, 1)
    ours.urlsplit(url, "http")  # any other call is a miss, as lru_cache counts it
    assert ours.urlsplit.cache_info() == (1, 3, slots, 1)
    ours.urlsplit.cache_clear()
    assert ours.urlsplit.cache_info() == (0, 0, slots, 0)
    assert ours.urlsplit(url) == first and ours.urlsplit(url) is not second


def test_vectorcall_and_tuple_calls_answer_alike():
    """The sixteen are called through vectorcall; `tp_call` (the class's
    `__call__`, which callers holding a tuple reach) gives the same answers
    and errors, with arguments by position and by keyword."""
    assert "__vectorcalloffset__" in vars(_native.Function)
    calls = [
        ("urlsplit", ("http://h:80/p?q#f",), {}),
        ("urlsplit", ("//h/p",), {"scheme": "https", "allow_fragments": False}),
        ("urlsplit", (), {"url": "http://[::1]/"}),
        ("urlsplit", ("http://[::1/",), {}),
        ("urljoin", ("http://a/b?q", "#f", False), {}),
        ("urljoin", ("http://a/b",), {"url": "../c"}),
        ("parse_qsl", ("a=1&b=%20",), {"keep_blank_values": True}),
        ("quote", ("a b/c",), {"safe": ""}),
        ("urlencode", ({"a": [1, 2]},), {"doseq": True}),
        ("urlparse", (b"http://h/p;x",), {}),
        ("unquote", (), {}),
    ]
    for name, args, kwargs in calls:
        fn = getattr(ours, name)
        answers = []
        for call in (fn, lambda *a, **k: type(fn).__call__(fn, *a, **k)):
            try:
                answers.append(("ok", call(*args, **kwargs)))
            except Exception as e:
                answers.append(("raise", type(e), str(e)))
        try:
            expected = ("ok", getattr(std, name)(*args, **kwargs))
        except Exception as e:
            expected = ("raise", type(e), str(e))
        assert answers == [expected, expected], (name, args, kwargs)


def test_urlsplit_of_unhashable_arguments_answers_as_cpython():
    """From 3.11 the cache in front raises TypeError for an unhashable
    argument, as CPython's does; before, the call is answered."""
    for arg in (bytearray(b"http://h/"), ["x"]):
        try:
            expected = ("ok", std.urlsplit(arg))
        except Exception as e:
            expected = ("raise", type(e), str(e))
        try:
            got = ("ok", ours.urlsplit(arg))
        except Exception as e:
            got = ("raise", type(e), str(e))
        assert got == expected


def test_clear_cache_clears_ours_and_the_stdlibs():
    ours.urlsplit("http://clear.example/")
    ours.urlparse("http://clear.example/")
    first = ours.urlparse("http://clear.example/")
    ours.clear_cache()
    if hasattr(ours.urlsplit, "cache_info"):
        assert ours.urlsplit.cache_info().currsize == 0
    assert ours.urlparse("http://clear.example/") is not first
    assert ours.clear_cache.__module__ == std.clear_cache.__module__


def test_the_caches_are_bounded_in_entries():
    ours.clear_cache()
    urls = [f"http://h/{i}" for i in range(3 * _native.cache_slots)]
    for u in urls:
        for _ in range(2):  # kept on the second miss
            ours.urlsplit(u)
            ours.urlparse(u)
    if hasattr(ours.urlsplit, "cache_info"):
        held = ours.urlsplit.cache_info().currsize
        assert 0 < held <= _native.cache_slots
    # The native cache (urlparse; urlsplit before 3.11) still answers.
    for u in urls[:1000]:
        second = (ours.urlparse(u), ours.urlparse(u))[1]
        assert ours.urlparse(u) is second
        assert second == std.urlparse(u)
    ours.clear_cache()


def test_the_native_cache_keeps_a_url_on_its_second_miss():
    ours.clear_cache()
    u = "http://second.example/miss"
    first, second, third = ours.urlparse(u), ours.urlparse(u), ours.urlparse(u)
    assert first == second == std.urlparse(u)
    assert first is not second and third is second
    ours.clear_cache()


def test_the_caches_are_bounded_in_bytes():
    ours.clear_cache()
    # A URL longer than the native cache keeps is answered, not kept.
    long = "http://h/" + "a" * _native.cache_max_url_bytes
    assert ours.urlparse(long) is not ours.urlparse(long)
    assert ours.urlparse(long) == std.urlparse(long)
    assert ours.urlsplit(long) is not ours.urlsplit(long)
    # URLs each under the bound are kept until their bytes reach the total.
    size = _native.cache_max_url_bytes - 100
    n = 3 * _native.cache_max_bytes // size
    for i in range(n):
        for _ in range(2):
            ours.urlparse(f"http://h/{i}/" + "a" * size)
    kept = sum(ours.urlparse(f"http://h/{i}/" + "a" * size) is ours.urlparse(f"http://h/{i}/" + "a" * size)
               for i in range(n))
    assert 0 < kept * size <= _native.cache_max_bytes
    ours.clear_cache()


def test_the_cache_under_threads_returns_the_stdlibs_answers():
    import threading
    urls = [f"http://h{i % 7}/p{i % 13}?q={i % 5}#f" for i in range(2000)]
    expected = {u: std.urlsplit(u) for u in urls}
    wrong = []

    def work():
        for u in urls:
            if ours.urlsplit(u) != expected[u] or ours.urlparse(u) != std.urlparse(u):
                wrong.append(u)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []


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


def test_one_str_calls_count_and_release_what_they_make():
    """`urlsplit` and `urlparse` of one `str` run from their own entry, outside
    PyO3's trampoline (python/src/raw/vectorcall.rs, `one_str_entry`): each
    call is still counted, and what an error or a lone surrogate's general
    path lets go of is released at once, not queued in PyO3's pool of
    deferred releases (which only a later call through the trampoline would
    empty). tracemalloc sees what such a queue would keep: the errors'
    messages and the general path's objects, some 100 bytes a call."""
    import tracemalloc

    bad = [f"http://[::{i}/p" for i in range(10_000)]
    surrogates = [f"http://h/{i}\ud800" for i in range(10_000)]
    before = _native.calls()
    grown = []
    tracemalloc.start()
    try:
        # Each loop measured alone: any call through the trampoline (the
        # general path among them) empties PyO3's pool.
        for fn in (ours.urlsplit, ours.urlparse):
            start = tracemalloc.get_traced_memory()[0]
            for url in bad:
                try:
                    fn(url)
                except ValueError:
                    pass
                else:
                    raise AssertionError(f"{url!r} split")
            grown.append(tracemalloc.get_traced_memory()[0] - start)
            start = tracemalloc.get_traced_memory()[0]
            for url in surrogates:
                assert fn(url).netloc == "h"
            grown.append(tracemalloc.get_traced_memory()[0] - start)
    finally:
        tracemalloc.stop()
    after = _native.calls()
    for name in ("urlsplit", "urlparse"):
        assert after[name] - before[name] == len(bad) + len(surrogates)
    assert max(grown) < 100_000, grown


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


def test_urljoin_reads_a_positional_allow_fragments():
    assert ours.urljoin("http://a/b?q", "#f", False) == std.urljoin("http://a/b?q", "#f", False)
    assert ours.urljoin("http://a/b?q", "#f", False) == "http://a/#f"  # CPython 3.9-3.13
    assert ours.urljoin("http://a/b?q", "#f") == "http://a/b?q#f"


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
    for name in REAL_URL_FILES:
        f = CORPORA / name
        assert f.is_file(), f"{f} is missing: the real URL lists are part of the repository"
        for line in f.read_text(encoding="utf-8", errors="surrogateescape").splitlines():
            yield line


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


def test_parts_made_in_place_read_as_cpython_s():
    """The parts of an ASCII URL are written straight into new `str`s and
    the named tuple's items into its slots (python/src/raw/): each at the
    offset CPython's own layout gives, and each part a `str` that compares,
    hashes, encodes and looks up as the standard library's does."""
    import struct
    # An empty ASCII `str` is its header and the terminating NUL
    # (sys.getsizeof); the header is where the characters begin.
    assert _native.ascii_data_offset == sys.getsizeof("") - 1
    # PyVarObject's header (reference count, type, size), then the items;
    # from 3.14 results go through tuple.__new__ and the offset is unused.
    items = 3 * struct.calcsize("P") if sys.version_info < (3, 14) else 0
    assert _native.tuple_items_offset == items
    urls = [
        "http://h:80/p?q#f",             # one-character parts
        "HTTPS://Example.COM/a/b?x=1&y=2#frag",
        "file:///usr/share/doc/x.html",
        "gopher://host/1path",           # a scheme outside the common ones
        "http://h\u00e9st/p?q=\u00fc#f",  # non-ASCII: decoded from UTF-8
        "http://h/p?q#\U0001f600",
        "mailto:someone@example.org",
        "//netloc/only",
        "a",
        "",
    ]
    for url in urls:
        _native.clear_caches()
        for fn in ("urlsplit", "urlparse", "urldefrag"):
            got, expected = getattr(ours, fn)(url), getattr(std, fn)(url)
            assert got == expected and type(got) is type(expected), (fn, url)
            for part, want in zip(got, expected):
                assert type(part) is str
                assert len(part) == len(want) and part.isascii() == want.isascii()
                assert hash(part) == hash(want) and {want: 1}[part] == 1
                assert part.encode("utf-8") == want.encode("utf-8")
                assert part[::-1] == want[::-1] and part + "!" == want + "!"


@pytest.mark.parametrize("url", ["http://a/\ud800", "\udcff://h\udc80st/p?q#f",
                                 "ht\ud800tp://x/y", "http://x\udfff/#\ud800"])
def test_lone_surrogates_split_as_cpython(url):
    """A `str` with no UTF-8 form takes the general path, and answers (or
    raises) as the standard library does."""
    for fn in ("urlsplit", "urlparse", "urldefrag", "unquote"):
        try:
            expected = getattr(std, fn)(url)
        except (ValueError, UnicodeError) as e:
            with pytest.raises(type(e)) as got:
                getattr(ours, fn)(url)
            assert str(got.value) == str(e)
            continue
        assert getattr(ours, fn)(url) == expected, (fn, url)


def test_repeated_schemes_and_netlocs_split_as_cpython():
    """Schemes and network locations shared by many URLs (the native side
    hands out one `str` per recent text): every length around the kept
    limit, ASCII and not, and enough hosts to evict one another, each
    twice."""
    urls = []
    for n in (1, 31, 32, 33, 200):
        for scheme in ("http", "HTTP", "file", "x-" + "s" * 40, "h" * n):
            for host in ("h" * n, "h" * (n - 1) + "\u00e9", "u@" + "h" * n + ":80"):
                urls += [f"{scheme}://{host}/a", f"{scheme}://{host}/b?q#f", f"{scheme}:{host}"]
    urls += [f"https://host{i}.example/p{i % 7}" for i in range(5000)]
    for _ in range(2):
        for u in urls:
            for fn in ("urlsplit", "urlparse"):
                got, expected = getattr(ours, fn)(u), getattr(std, fn)(u)
                assert got == expected, (fn, u)
                assert [type(p) for p in got] == [str] * len(expected)


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
