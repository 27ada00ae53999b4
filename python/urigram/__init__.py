"""urigram: URIs parsed exactly.

* :mod:`urigram.urllib`: a drop-in :mod:`urllib.parse`, native, exact for the
  running interpreter.
* :func:`parse`, :func:`is_valid`, :func:`resolve`, :func:`normalize`,
  :func:`relativize`, :func:`lint`, :class:`ParseError`: strict RFC 3986
  with diagnostics that point at the byte.
* :mod:`urigram.arrow`: the same over Arrow string arrays, for pyarrow,
  Polars, DuckDB and Spark.
"""

from urigram import _native

__all__ = []
__version__ = "0.1.0"
