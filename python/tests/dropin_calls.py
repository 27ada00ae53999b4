"""Calls CPython's own suites never make, against the running interpreter's
``urllib.parse``, with ``urigram.urllib.install()`` in effect.

1. Fallback types: every native function, with each of its parameters in
   turn given an argument outside the Python-typed model (a ``bytearray``,
   a ``memoryview``, a ``float``, ``None``, an object with ``__str__``, an
   ``OrderedDict``, ``str`` and ``bytes`` subclasses, ...), positionally and
   by keyword. Such calls go to the standard library's function; under
   ``install()`` that used to find ``urllib.parse`` (ours) and call itself,
   recursing (3.9) or crashing the interpreter (3.13). Run this file as a
   subprocess, so that a crash fails the caller rather than killing it.
2. Every argument by position and by keyword: every function with all its
   parameters given (none left at its default), split at every point into
   positional and keyword arguments, so that a fast path that drops or
   misreads an argument shows (``urljoin('http://a/b?q', '#f', False)``).

Each call's outcome (the value, or the exception's type and message) must
equal the standard library's. Usage: ``python dropin_calls.py``; exit
status 0 when every call matched. Standard library and ``urigram`` only.
"""

import collections
import inspect
import sys
import urllib.parse as std  # the standard library's, imported before install()
import warnings

import urigram.urllib as ours
from urigram import _native

ours.install()
import urllib.parse as installed  # noqa: E402  (ours, now)


class _WithStr:
    """An object that urlencode turns into text through ``str()``."""

    def __str__(self):
        return "with str"

    def __repr__(self):
        return "_WithStr()"


class _Str(str):
    pass


class _Bytes(bytes):
    pass


#: One valid call of each function: the arguments the odd ones replace.
VALID = {
    "urlsplit": ("http://a/b?c#d",),
    "urlparse": ("http://a/b;p?c#d",),
    "urlunsplit": (("http", "a", "/b", "c", "d"),),
    "urlunparse": (("http", "a", "/b", "p", "c", "d"),),
    "urljoin": ("http://a/b/c", "../d"),
    "urldefrag": ("http://a/b#c",),
    "unwrap": ("<URL:http://a/b>",),
    "parse_qs": ("a=1&b=2&b=3",),
    "parse_qsl": ("a=1&b=2&b=3",),
    "quote": ("a b/c",),
    "quote_plus": ("a b/c",),
    "quote_from_bytes": (b"a b/c",),
    "unquote": ("a%20b+c",),
    "unquote_plus": ("a%20b+c",),
    "unquote_to_bytes": ("a%20b",),
    "urlencode": ({"a": "b c", "d": ["e", "f"]},),
}

#: Arguments outside the Python-typed model (and a few inside it, of types
#: a parameter does not expect), each made fresh for every call.
ODD = [
    lambda: bytearray(b"a b=c&d"),
    lambda: memoryview(b"a=b&c"),
    lambda: 1.5,
    lambda: None,
    lambda: _WithStr(),
    lambda: collections.OrderedDict([("k", "v"), ("l", ["m", "n"])]),
    lambda: _Str("http://a/b c"),
    lambda: _Bytes(b"http://a/b c"),
    lambda: ["a", "b"],
    lambda: ("a", "b"),
    lambda: 0,
    lambda: True,
    lambda: {"k": _WithStr()},
    lambda: {"k": collections.OrderedDict(x=1)},
    lambda: [("k", bytearray(b"v"))],
    lambda: object,
]

#: Every parameter given, per function: all differ from the defaults.
FULL = {
    "urlsplit": [("http://a/b?q#f", "https", False), ("b?q#f", "ftp", True),
                 (b"//h/p#f", b"x", False)],
    "urlparse": [("http://a/b;p?q#f", "https", False), ("b;p#f", "ftp", False)],
    "urlunsplit": [(("http", "a", "/b", "q", "f"),)],
    "urlunparse": [(("http", "a", "/b", "p", "q", "f"),)],
    "urljoin": [("http://a/b?q", "#f", False), ("http://a/b?q#x", "c#f", False),
                ("http://a/b?q", "#f", True), (b"http://a/b", b"c#f", False)],
    "urldefrag": [("http://a/b#f",), (b"http://a/b#f",)],
    "unwrap": [("<URL:http://a/>",)],
    "parse_qs": [("a=1;b=&c;a=%E9", True, False, "latin-1", "strict", 5, ";"),
                 (b"a=1&b", True, False, "ascii", "replace", 3, b"&")],
    "parse_qsl": [("a=1;b=&c;a=%E9", True, False, "latin-1", "strict", 5, ";"),
                  (b"a=1&b", True, False, "ascii", "replace", 3, b"&")],
    "quote": [("a b/\xe9~", "", "latin-1", "strict"), ("a/b c", "/ ", "utf-8", "replace")],
    "quote_plus": [("a b/\xe9", "/", "latin-1", "strict")],
    "quote_from_bytes": [(b"a b/c", ""), (b"a b/c", " ")],
    "unquote": [("a%E9+b", "latin-1", "strict"), ("a%ff", "utf-8", "ignore")],
    "unquote_plus": [("a%E9+b", "latin-1", "strict")],
    "unquote_to_bytes": [("a%20b",)],
    "urlencode": [({"a": ["1 2", "\xe9"]}, True, "/", "latin-1", "strict", std.quote),
                  ([("a", "b c/")], False, "", "ascii", "replace", std.quote_plus)],
}


def outcome(fn, args, kwargs):
    """What the call gives: ('ok', value) or ('raise', type, message)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ("ok", fn(*args, **kwargs))
    except Exception as e:  # the outcome, compared below
        return ("raise", type(e), str(e))


def calls_with_odd_arguments():
    """(name, args, kwargs) factories: each parameter of each function in
    turn given each odd argument, positionally and by keyword."""
    for name, valid in VALID.items():
        params = list(inspect.signature(getattr(std, name)).parameters)
        for i, param in enumerate(params):
            for make in ODD:
                head = list(valid[:i]) + [None] * max(0, i - len(valid))
                yield name, lambda h=head, m=make: (tuple(h) + (m(),), {})
                yield name, lambda i=i, p=param, m=make: (valid[:i], {p: m()})


def calls_with_every_argument():
    """(name, args, kwargs): every full call split at every point into
    positional and keyword arguments."""
    for name, calls in FULL.items():
        params = list(inspect.signature(getattr(std, name)).parameters)
        for full in calls:
            for k in range(len(full) + 1):
                yield name, full[:k], dict(zip(params[k:], full[k:]))


def main():
    mismatches = []
    n = 0
    for name, make in calls_with_odd_arguments():
        n += 1
        args, kwargs = make()  # the same objects for both (none is consumed)
        expected = outcome(getattr(std, name), args, kwargs)
        got = outcome(getattr(installed, name), args, kwargs)
        if got != expected:
            mismatches.append((name, args, kwargs, expected, got))
    odd = n
    for name, args, kwargs in calls_with_every_argument():
        n += 1
        expected = outcome(getattr(std, name), args, kwargs)
        got = outcome(getattr(installed, name), args, kwargs)
        if got != expected:
            mismatches.append((name, args, kwargs, expected, got))
    for name, args, kwargs, expected, got in mismatches[:40]:
        print(f"MISMATCH {name}(*{args!r}, **{kwargs!r}):\n  stdlib {expected!r}\n  ours   {got!r}",
              file=sys.stderr)
    print(f"Python {sys.version.split()[0]}, urigram.urllib installed: {odd} calls with odd "
          f"arguments ({_native.fallbacks()} fell back to the standard library), "
          f"{n - odd} with every argument; {len(mismatches)} differ from the standard library",
          file=sys.stderr)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
