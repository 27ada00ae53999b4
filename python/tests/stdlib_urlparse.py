"""Runs the running interpreter's own ``test/test_urlparse.py`` (and the
quoting tests of its ``test/test_urllib.py``) against ``urigram.urllib``
instead of ``urllib.parse``.

The test modules read every function as ``urllib.parse.NAME`` when a test
runs, through their global ``urllib``. The runner imports them, then points
that global at a stand-in package whose ``parse`` is ``urigram.urllib``.
Afterwards it checks that every one of the sixteen native functions was
called, that each is the native function (not the standard library's), and
that no call fell back to the standard library.

Usage: ``python stdlib_urlparse.py [-v]``; the exit status is 0 when every
test passed and the checks hold. Standard library and ``urigram`` only.
"""

import collections
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


def stand_in():
    """A `urllib` package like the real one but whose `parse` is ours."""
    pkg = types.ModuleType("urllib")
    pkg.__dict__.update({k: v for k, v in vars(urllib).items() if not k.startswith("__")})
    pkg.parse = ours
    return pkg


def run(verbosity=1, suites=SUITES):
    """Runs the suites; returns (unittest result, problems found by the checks).

    Native calls are counted with `sys.setprofile`, which sees every call of
    a built-in function, so the functions the tests receive are the very
    objects `urigram.urllib` exports, unwrapped.
    """
    by_id = {id(f): name for name, f in NATIVE.items()}
    calls = collections.Counter()

    def profile(frame, event, arg):
        if event == "c_call" and id(arg) in by_id:
            calls[by_id[id(arg)]] += 1

    loader = unittest.defaultTestLoader
    suite = unittest.TestSuite()
    patched = []
    for module_name, classes in suites:
        module = importlib.import_module(module_name)
        patched.append((module, module.urllib))
        module.urllib = stand_in()
        if classes is None:
            suite.addTests(loader.loadTestsFromModule(module))
        else:
            for c in classes:
                suite.addTests(loader.loadTestsFromTestCase(getattr(module, c)))
    before = _native.fallbacks()
    sys.setprofile(profile)
    try:
        result = unittest.TextTestRunner(verbosity=verbosity, stream=sys.stderr).run(suite)
    finally:
        sys.setprofile(None)
        for module, real in patched:
            module.urllib = real
    problems = []
    for name, fn in NATIVE.items():
        if getattr(ours, name) is not fn or fn is getattr(std, name):
            problems.append(f"urigram.urllib.{name} is not the native function")
        if calls[name] == 0:
            problems.append(f"{name} was never called by the suites")
    fell_back = _native.fallbacks() - before
    if fell_back:
        problems.append(f"{fell_back} calls fell back to the standard library")
    print(
        f"Python {sys.version.split()[0]}: {', '.join(m for m, _ in suites)} against "
        f"urigram.urllib (native behaviour of {ours.BEHAVIOUR}): ran {result.testsRun}, "
        f"failures {len(result.failures)}, errors {len(result.errors)}, "
        f"skipped {len(result.skipped)}; native calls {sum(calls.values())}",
        file=sys.stderr,
    )
    return result, problems


def main():
    result, problems = run(2 if "-v" in sys.argv else 1)
    for p in problems:
        print("check failed:", p, file=sys.stderr)
    return 0 if result.wasSuccessful() and not problems else 1


if __name__ == "__main__":
    sys.exit(main())
