"""A drop-in replacement for :mod:`urllib.parse`, in Rust.

Every name of the running interpreter's ``urllib.parse`` resolves here. The
sixteen public functions (``urlsplit``, ``urlparse``, ``urlunsplit``,
``urlunparse``, ``urljoin``, ``urldefrag``, ``unwrap``, ``parse_qs``,
``parse_qsl``, ``quote``, ``quote_plus``, ``quote_from_bytes``, ``unquote``,
``unquote_plus``, ``unquote_to_bytes``, ``urlencode``) are native; they
return the standard library's own result classes (``SplitResult``,
``ParseResult``, ``DefragResult`` and their bytes forms) and raise the same
exceptions with the same messages. They carry the standard library's
names, docstrings, defaults and signatures (``help()`` and ``inspect`` read
them as the standard library's), and from 3.11 ``urlsplit`` has, as there,
``cache_info``, ``cache_clear`` and ``cache_parameters``, for its own
cache. An argument outside the native model goes to the standard
library's function captured when this module was imported, so that it
works after ``install()`` too. ``clear_cache()``
empties the native caches as well as the standard library's. Everything
else (the result classes, the deprecated ``splittype`` family, private
helpers, the module's ``__getattr__``) is the standard library's own
object.

Use it as ``import urigram.urllib as parse`` or, to switch a whole program
over, ``urigram.urllib.install()`` before the imports that use it.
"""

import sys as _sys
import urllib.parse as _std

from urigram import _native

# The standard library's names first (its module `__getattr__` included, so
# `Quoter` warns as it does there), then the native functions over them.
_KEEP = {"__name__", "__doc__", "__spec__", "__loader__", "__file__",
         "__cached__", "__package__", "__builtins__"}
globals().update({k: v for k, v in vars(_std).items() if k not in _KEEP})

#: What a native function takes over from the standard library's function:
#: what `help()`, `inspect` and tests read (`__defaults__`, for one, by
#: CPython's own `test_default_safe`). `__signature__` is the standard
#: function's already (a property of the native class).
_COPIED = ("__module__", "__name__", "__qualname__", "__doc__", "__defaults__",
           "__kwdefaults__", "__annotations__", "__type_params__")


def _dress(native, std):
    """Gives `native` the attributes of the standard library's `std`."""
    plain = getattr(std, "__wrapped__", std)  # urlsplit's lru_cache, since 3.11
    for attr in _COPIED:
        if hasattr(plain, attr):
            setattr(native, attr, getattr(plain, attr))
    return native


for _name, _fn in _native.urllib_functions.items():
    globals()[_name] = _dress(_fn, getattr(_std, _name))
del _name, _fn

if hasattr(_std.urlsplit, "cache_info"):
    # Since 3.11 CPython's `urlsplit` is `functools.lru_cache(typed=True)`
    # over the Python function. The native `urlsplit` has its own cache
    # (python/src/cache.rs: bounded in entries and bytes, keyed by exact
    # `str`, so typed in effect), and hashes its arguments first as the
    # lru_cache does; these read and empty that cache as `lru_cache`'s
    # methods do theirs. (An lru_cache in front instead would cost every
    # distinct URL some 130 ns.)
    import functools as _functools

    def _cache_info() -> "_functools._CacheInfo":
        hits, misses, maxsize, currsize = _native.urlsplit_cache_info()
        return _functools._CacheInfo(hits, misses, maxsize, currsize)

    def _cache_clear() -> None:
        _native.urlsplit_cache_clear()

    def _cache_parameters() -> "dict[str, object]":
        return {"maxsize": _native.cache_slots, "typed": True}

    for _attr, _fn in (("cache_info", _cache_info), ("cache_clear", _cache_clear),
                       ("cache_parameters", _cache_parameters)):
        _std_method = getattr(_std.urlsplit, _attr)
        _fn.__name__ = _fn.__qualname__ = _std_method.__name__
        _fn.__doc__ = _std_method.__doc__
        setattr(urlsplit, _attr, _fn)  # noqa: F821 (set above)
    del _attr, _fn, _std_method


def _function(name: str) -> object:
    """The native function `name`: what a pickled one unpickles to."""
    return _native.urllib_functions[name]


def clear_cache():
    """Clears the standard library's parse caches and the native ones."""
    _std.clear_cache()
    _native.clear_caches()


clear_cache.__module__ = _std.clear_cache.__module__
clear_cache.__qualname__ = _std.clear_cache.__qualname__

#: The CPython feature release this module follows (that of the running
#: interpreter).
RELEASE = _native.release

#: The release whose behaviour the native functions give: the library's
#: profile of RELEASE, so the same as RELEASE.
BEHAVIOUR = _native.behaviour


def install():
    """Make ``urllib.parse`` this module for the rest of the process.

    Modules that run ``import urllib.parse`` or ``from urllib.parse import
    ...`` afterwards get the native functions; already imported modules keep
    what they imported.
    """
    import urllib

    _sys.modules["urllib.parse"] = _sys.modules[__name__]
    urllib.parse = _sys.modules[__name__]
