"""urigram: URIs parsed exactly.

* :mod:`urigram.urllib`: a drop-in :mod:`urllib.parse`, native, that
  follows the running interpreter's release.
* :func:`parse`, :func:`is_valid`, :func:`resolve`, :func:`normalize`,
  :func:`relativize`, :func:`lint`, :class:`ParseError`: strict RFC 3986
  with diagnostics that point at the byte.
* :mod:`urigram.arrow`: the same over Arrow string arrays, for pyarrow,
  Polars, DuckDB and Spark (needs pyarrow).
"""

from urigram._strict import (
    Host,
    ParseError,
    Reference,
    Warning,
    is_valid,
    lint,
    normalize,
    parse,
    relativize,
    resolve,
)

__all__ = [
    "Host", "ParseError", "Reference", "Warning", "is_valid", "lint",
    "normalize", "parse", "relativize", "resolve",
]
__version__ = "0.1.0"
