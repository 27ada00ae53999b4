"""The extension on the interpreters and in the situations its unsafe code
must survive (issue 32): a legacy subinterpreter (as mod_wsgi makes),
finalizers that come back into the caches, and the path CPython 3.14's
tuples need, forced on here by URIGRAM_FORCE_TUPLE_NEW=1.

The subinterpreter and tuple-path checks run in a child interpreter, so
that a crash is a failed test rather than a dead test run."""

import json
import os
import subprocess
import sys
import textwrap
import urllib.parse as std

from urigram import _native

NATIVE = _native.urllib_functions


def run_child(code, **env):
    """Runs `code` in a new interpreter, with the environment variables
    `env` set (or removed, for `None`); its return code and output."""
    full_env = dict(os.environ)
    for name, value in env.items():
        full_env.pop(name, None)
        if value is not None:
            full_env[name] = value
    done = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=120,
    )
    return done.returncode, done.stdout, done.stderr


# The child: the main interpreter imports urigram (or not, first), fills the
# caches, then a legacy subinterpreter (Py_NewInterpreter, through
# _testcapi.run_in_subinterp) tries to import and use it; then the main
# interpreter clears the caches and splits again. Before the fix the
# subinterpreter got the main interpreter's classes and filled the caches
# with its own strings, which clear_caches() then freed after the
# subinterpreter had ended: a segmentation fault.
SUBINTERPRETER = """
import os, sys, _testcapi
MAIN_FIRST = {main_first}
if MAIN_FIRST:
    import urigram.urllib as u
    for _ in range(2):
        u.urlsplit("http://main.example/a?b#c")
r, w = os.pipe()
code = '''
import os
try:
    import urigram.urllib as u
except ImportError as e:
    said = "ImportError: " + str(e)
else:
    for i in range(3):
        for _ in range(2):
            u.urlsplit("http://sub.example/%d" % i)
    said = "loaded"
os.write({{w}}, said.encode())
'''.replace("{{w}}", str(w))
rc = _testcapi.run_in_subinterp(code)
os.close(w)
said = os.read(r, 65536).decode()
import urigram
import urigram.urllib as u
urigram._native.clear_caches()
answers = [u.urlsplit("http://main.example/a?b#c") for _ in range(3)]
print(rc)
print(said)
print(answers[-1] == ("http", "main.example", "/a", "b", "c"))
print(type(answers[-1]) is __import__("urllib.parse").parse.SplitResult)
# An interpreter made by _xxsubinterpreters (3.13: _interpreters), which
# from 3.12 has its own GIL: CPython itself refuses the module there, as it
# declares no support for a per-interpreter GIL.
try:
    import _interpreters as xi
    def run_isolated(code):
        i = xi.create("isolated")
        try:
            failure = xi.exec(i, code)
            return failure and failure.type.__name__ + ": " + failure.msg
        finally:
            xi.destroy(i)
except ImportError:
    try:
        import _xxsubinterpreters as xi
        def run_isolated(code):
            i = xi.create()
            try:
                xi.run_string(i, code)
            except xi.RunFailedError as e:
                return str(e).replace("<class 'ImportError'>", "ImportError")
            finally:
                xi.destroy(i)
    except ImportError:
        run_isolated = None
if run_isolated is None:
    print("no isolated interpreters")
else:
    print(run_isolated("import urigram.urllib"))
    urigram._native.clear_caches()
    print(u.urlsplit("http://main.example/a?b#c") == ("http", "main.example", "/a", "b", "c"))
"""


def check_subinterpreter(main_first):
    rc, out, err = run_child(SUBINTERPRETER.format(main_first=main_first))
    assert rc == 0, (rc, err)
    sub_rc, said, right, std_class, *isolated = out.splitlines()
    assert sub_rc == "0", err
    assert said.startswith("ImportError: urigram._native cannot be loaded in a subinterpreter"), said
    assert "WSGIApplicationGroup %{GLOBAL}" in said
    assert (right, std_class) == ("True", "True")
    if sys.version_info >= (3, 12):
        assert isolated == [
            "ImportError: module urigram._native does not support loading in subinterpreters",
            "True",
        ], (isolated, err)
    else:
        # Before 3.12 every subinterpreter shares the GIL: the module's own
        # refusal again.
        assert isolated[0].startswith("ImportError: urigram._native cannot be loaded in a subinterpreter")
        assert isolated[1:] == ["True"]


def test_a_legacy_subinterpreter_gets_an_import_error_not_a_crash():
    check_subinterpreter(main_first=True)


def test_a_subinterpreter_importing_first_leaves_the_main_interpreter_working():
    check_subinterpreter(main_first=False)


def same_slot_urls(n):
    """`n` distinct URLs whose hashes pick the same cache slot (the hash's
    low bits, as python/src/cache.rs picks it)."""
    mask = _native.cache_slots - 1
    first = "http://finalizer.example/0"
    urls = [first]
    i = 1
    while len(urls) < n:
        url = f"http://finalizer.example/{i}"
        if hash(url) & mask == hash(first) & mask:
            urls.append(url)
        i += 1
    return urls


def test_a_finalizer_replacing_a_slot_never_changes_an_answer():
    """A `SplitResult.__del__` that runs when the cache lets go of a result
    and calls urlsplit itself, filling the same slot: every URL is still
    answered with its own parts. Before the fix, the outer insert finished
    after the inner one and paired its key with the inner one's result."""
    split = NATIVE["urlsplit"]
    a, b, c = same_slot_urls(3)
    _native.clear_caches()
    split(a)
    split(a)  # kept on its second miss: the cache holds the only reference
    fired = []

    def finalizer(self):
        if not fired and self.geturl() == a:
            fired.append(True)
            split(c)
            split(c)  # kept: replaces b in the slot, from inside b's insert

    cls = std.SplitResult
    cls.__del__ = finalizer
    try:
        split(b)
        split(b)  # kept: lets go of a's result, whose finalizer runs
    finally:
        del cls.__del__
    assert fired == [True]
    for url in (a, b, c) * 2:
        assert split(url) == std.urlsplit(url), url
    _native.clear_caches()


def test_a_finalizer_run_by_clear_caches_leaves_a_consistent_cache():
    """clear_caches() lets go of every result last, once the cache is empty:
    a finalizer that then fills a slot is counted and answered."""
    split = NATIVE["urlsplit"]
    a, c = same_slot_urls(2)
    _native.clear_caches()
    split(a)
    split(a)
    fired = []

    def finalizer(self):
        if not fired and self.geturl() == a:
            fired.append(True)
            split(c)
            split(c)

    cls = std.SplitResult
    cls.__del__ = finalizer
    try:
        _native.clear_caches()
    finally:
        del cls.__del__
    assert fired == [True]
    hits, misses, _, entries = _native.urlsplit_cache_info()
    assert (hits, misses, entries) == (0, 2, 1)
    assert split(c) == std.urlsplit(c)
    assert _native.urlsplit_cache_info()[0] == 1  # c was found in its slot
    _native.clear_caches()
    assert _native.urlsplit_cache_info() == (0, 0, _native.cache_slots, 0)


# The child: every result kind, str and bytes, compared with the plain tuple
# of the same items as dictionaries and sets compare them. On CPython 3.14
# a result filled in place after tp_alloc would hash as 0 (the tuple's hash
# cache is not reset) while comparing equal to the plain tuple.
TUPLES = """
import json, pickle, sys, urllib.parse as std
from urigram import _native
import urigram.urllib as u
urls = ["http://h:80/p;x?q#f", "//h/p", "mailto:a@b", "http://[::1]/", "", "a/b#"]
calls = []
for url in urls:
    for arg in (url, url.encode()):
        calls.append(("urlsplit", arg))
        calls.append(("urlparse", arg))
        calls.append(("urldefrag", arg))
bad = []
for name, arg in calls:
    for _ in range(3):  # the cache's answers too
        r = getattr(u, name)(arg)
        plain = tuple(r)
        ok = (
            type(r) is type(getattr(std, name)(arg))
            and r == getattr(std, name)(arg)
            and hash(r) == hash(plain)
            and {plain: 1}.get(r) == 1
            and r in {plain}
            and pickle.loads(pickle.dumps(r)) == r
            and r.geturl() == getattr(std, name)(arg).geturl()
        )
        if not ok:
            bad.append([name, repr(arg), repr(r), hash(r), hash(plain)])
print(json.dumps({"path": _native.tuple_path, "calls": len(calls), "bad": bad}))
"""


def test_results_hash_and_compare_as_plain_tuples_on_either_path():
    """Both ways of making a result (python/src/raw/tuple.rs, tuple_of): the one
    this release takes, and the one 3.14 and later take, forced on."""
    native_default = "tuple.__new__" if sys.version_info >= (3, 14) else "tp_alloc"
    for forced, path in ((None, native_default), ("1", "tuple.__new__")):
        rc, out, err = run_child(TUPLES, URIGRAM_FORCE_TUPLE_NEW=forced)
        assert rc == 0, err
        report = json.loads(out)
        assert report == {"path": path, "calls": 36, "bad": []}


def test_the_interpreters_own_bracketed_netloc_rule_is_followed():
    """CPython's later patch releases (and distributions' backports, such as
    Debian 12's 3.11.2, which scripts/test_debug_python.sh runs this under)
    refuse text beside a bracketed host (gh-105704); earlier ones accept
    it. Whichever the running interpreter does, the drop-in does the same,
    through every function that parses a URL (python/src/bracketed.rs)."""
    import urigram.urllib as ours

    netlocs = ["prefix.[v6a.ip]", "[::1].suffix", "[::1].suffix:1a", "user@[v6a.ip].suffix",
               "[::1]:80", "u@[::1]", "[v1.x]", "[::1]x:9"]
    calls = []
    for n in netlocs:
        url = f"scheme://{n}/p?q#f"
        for arg in (url, url.encode()):
            calls += [("urlsplit", (arg,)), ("urlparse", (arg,)), ("urldefrag", (arg,)),
                      ("urlsplit", (arg, type(arg)(), False))]
        calls += [("urljoin", (url, "a")), ("urljoin", ("http://h/", url)), ("urljoin", (url, "")),
                  ("urldefrag", (url.partition("#")[0],))]

    def answer(fn, args):
        try:
            return ("ok", fn(*args))
        except ValueError as e:
            return ("raise", type(e), str(e))

    for name, args in calls:
        assert answer(getattr(ours, name), args) == answer(getattr(std, name), args), (name, args)
