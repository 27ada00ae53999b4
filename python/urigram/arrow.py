"""Arrow kernels: urigram over whole columns of URLs.

Each function takes a string array (utf8, large_utf8 or string_view) from
anything that speaks the Arrow PyCapsule interface (a pyarrow ``Array``, a
Polars ``Series``, DuckDB's Arrow results) and returns a pyarrow array; a
chunked input (``__arrow_c_stream__`` only, such as a ``ChunkedArray`` or a
Polars ``Series`` of several chunks) gives a ``pyarrow.ChunkedArray``. The
work runs in Rust with the GIL released, on every core for an array of
16,384 elements or more; nulls in give nulls out. Between calls the kernels
keep up to 64 MiB of scratch memory, so that the next batch writes into
memory already in place.

Requires pyarrow.
"""

from typing import Optional

import pyarrow as pa

from urigram import _native

_K = _native.arrow_kernels

__all__ = ["is_valid", "parse", "urlsplit", "normalize", "resolve", "set_threads", "threads"]


def _map(kernel, array, *args):
    if hasattr(array, "__arrow_c_array__"):
        return kernel(*args, array)
    if isinstance(array, pa.ChunkedArray):
        chunks = array.chunks
    elif hasattr(array, "to_arrow") and not hasattr(array, "__arrow_c_stream__"):
        return _map(kernel, array.to_arrow(), *args)
    elif hasattr(array, "__arrow_c_stream__"):
        chunks = pa.chunked_array(array).chunks
    else:
        return kernel(*args, pa.array(array, type=pa.string()))
    out = [kernel(*args, c) for c in chunks]
    if not out:
        out_type = kernel(*args, pa.array([], pa.string())).type
        return pa.chunked_array([], type=out_type)
    return pa.chunked_array(out)


def is_valid(array):
    """Whether each element is an RFC 3986 URI-reference: a boolean array."""
    return _map(_K["is_valid"], array)


def parse(array):
    """The strict parse of each element: a struct array of ``scheme``,
    ``userinfo``, ``host``, ``host_kind``, ``port``, ``path``, ``query``,
    ``fragment`` (null where absent) and ``error_offset`` (the byte where
    an invalid element fails; null for a valid one, whose other fields are
    then null)."""
    return _map(_K["parse"], array)


def urlsplit(array):
    """CPython's ``urllib.parse.urlsplit`` of each element: a struct array of
    ``scheme``, ``netloc``, ``path``, ``query``, ``fragment``, with a null
    row where CPython raises ``ValueError``."""
    return _map(_K["urlsplit"], array)


def normalize(array):
    """The RFC 3986 normal form of each element that is an absolute URI;
    null for the others."""
    return _map(_K["normalize"], array)


def resolve(base, array):
    """Each element (a URI-reference) resolved against the URI ``base``;
    null for an element that is not a valid reference."""
    return _map(_K["resolve"], array, base)


def set_threads(n: Optional[int]) -> None:
    """How many threads the kernels use: ``n`` (1 or more; above 8 counts
    as 8), or ``None`` for one per core (up to 8), the default.

    ``set_threads(1)`` keeps every call on its calling thread: for an engine
    that already runs one call per core (Spark executors, several DuckDB or
    Polars threads calling at once), where more threads would only compete.
    The setting is for the whole process.

    >>> set_threads(1); threads()
    1
    >>> set_threads(None)
    """
    _K["set_threads"](n)


def threads() -> int:
    """The number of threads the kernels use now."""
    return _K["threads"]()
