"""Runs the running interpreter's own ``test/test_urlparse.py`` (and the
quoting tests of its ``test/test_urllib.py``) against ``urigram.urllib``
instead of ``urllib.parse``, in one of two ways:

* pointed (the default): the test modules read every function as
  ``urllib.parse.NAME`` when a test runs, through their global ``urllib``;
  the runner imports them, then points that global at a stand-in package
  whose ``parse`` is ``urigram.urllib``;
* installed (``--install``): ``urigram.urllib.install()`` replaces
  ``urllib.parse`` in ``sys.modules`` before the test modules are imported,
  as a program switching over would, so that everything they import
  (``urllib.request`` too) sees the native functions, and every call that
  falls back to the standard library runs with ``urllib.parse`` being ours.

Every test must pass: there is no list of known failures. Afterwards the
runner checks that every one of the sixteen native functions was called
(the native call counters, ``_native.calls()``), that each is the native
function (not the standard library's), and that no call fell back to the
standard library beyond the few the suites force.

Usage: ``python stdlib_urlparse.py [-v] [--install]``; the exit status is 0
when every test passed and the checks hold. Standard library and
``urigram`` only.
"""

import importlib
import sys
import types
import unittest

import urllib
import urllib.parse as std

import urigram.urllib as ours
from urigram import _native

NATIVE = dict(_native.urllib_functions)

#: The suites: the module, and the classes of it to run (None: all).
#: test_urlparse.py is the proof the issue asks for; the quoting classes of
#: test_urllib.py are where CPython tests quote, unquote and urlencode.
SUITES = [
    ("test.test_urlparse", None),
    ("test.test_urllib", ("QuotingTests", "UnquotingTests", "urlencode_Tests")),
]

#: Calls that may go to the standard library because an argument is outside
#: the Python-typed model, per suite: test_urlparse.py needs none.
FALLBACKS_ALLOWED = {
    "test.test_urlparse": 0,
    # urlencode({"a": OrderedDict(...)}, True): a dict subclass as a value.
    "test.test_urllib": 1,
}


def stand_in():
    """A `urllib` package like the real one but whose `parse` is ours."""
    pkg = types.ModuleType("urllib")
    pkg.__dict__.update({k: v for k, v in vars(urllib).items() if not k.startswith("__")})
    pkg.parse = ours
    return pkg


def run(verbosity=1, suites=SUITES, installed=False):
    """Runs the suites; returns (whether all passed, problems found by the checks).

    `installed`: `urigram.urllib.install()` is in effect (the caller made it
    so before anything imported the test modules), so the modules are run
    as they are; otherwise each module's `urllib` is pointed at a stand-in
    while it runs.
    """
    loader = unittest.defaultTestLoader
    ok = True
    problems = []
    calls_before = _native.calls()
    for module_name, classes in suites:
        module = importlib.import_module(module_name)
        suite = unittest.TestSuite()
        if classes is None:
            suite.addTests(loader.loadTestsFromModule(module))
        else:
            for c in classes:
                suite.addTests(loader.loadTestsFromTestCase(getattr(module, c)))
        real = module.urllib
        if installed:
            if module.urllib.parse is not ours:
                problems.append(f"{module_name} sees {module.urllib.parse!r}, not urigram.urllib")
        else:
            module.urllib = stand_in()
        before = _native.fallbacks()
        try:
            result = unittest.TextTestRunner(verbosity=verbosity, stream=sys.stderr).run(suite)
        finally:
            module.urllib = real
        if not result.wasSuccessful():
            ok = False
        fell_back = _native.fallbacks() - before
        if fell_back > FALLBACKS_ALLOWED.get(module_name, 0):
            problems.append(f"{module_name}: {fell_back} calls fell back to the standard library")
        how = "installed as urllib.parse" if installed else "pointed at urigram.urllib"
        print(
            f"Python {sys.version.split()[0]}, {module_name}, {how} "
            f"(native behaviour of {ours.BEHAVIOUR}): ran {result.testsRun}, "
            f"failures {len(result.failures)}, errors {len(result.errors)}, "
            f"skipped {len(result.skipped)}, standard-library fallbacks {fell_back}",
            file=sys.stderr,
        )
    calls_after = _native.calls()
    calls = {name: calls_after[name] - calls_before[name] for name in NATIVE}
    for name, fn in NATIVE.items():
        public = getattr(ours, name)
        # urlsplit, from 3.11: functools.lru_cache over the native function.
        if getattr(public, "__wrapped__", public) is not fn or fn is getattr(std, name):
            problems.append(f"urigram.urllib.{name} is not the native function")
        if installed and getattr(urllib.parse, name) is not public:
            problems.append(f"urllib.parse.{name} is not the native function under install()")
        if calls[name] == 0:
            problems.append(f"{name} was never called by the suites")
    print(f"native calls: {sum(calls.values())} ({dict(sorted(calls.items()))})", file=sys.stderr)
    return ok, problems


def main():
    installed = "--install" in sys.argv
    if installed:
        for name, _ in SUITES:
            if name in sys.modules:
                sys.exit(f"{name} was imported before install()")
        ours.install()
    ok, problems = run(2 if "-v" in sys.argv else 1, installed=installed)
    for p in problems:
        print("check failed:", p, file=sys.stderr)
    return 0 if ok and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
