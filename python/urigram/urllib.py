"""A drop-in replacement for :mod:`urllib.parse`, in Rust.

Every name of the running interpreter's ``urllib.parse`` resolves here. The
sixteen public functions (``urlsplit``, ``urlparse``, ``urlunsplit``,
``urlunparse``, ``urljoin``, ``urldefrag``, ``unwrap``, ``parse_qs``,
``parse_qsl``, ``quote``, ``quote_plus``, ``quote_from_bytes``, ``unquote``,
``unquote_plus``, ``unquote_to_bytes``, ``urlencode``) are native; they
return the standard library's own result classes (``SplitResult``,
``ParseResult``, ``DefragResult`` and their bytes forms) and raise the same
exceptions with the same messages. Everything else (the result classes,
the deprecated ``splittype`` family, private helpers, the module's
``__getattr__``) is the standard library's own object.

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
globals().update(_native.urllib_functions)

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
