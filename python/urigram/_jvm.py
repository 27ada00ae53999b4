"""The JVM's readers: ``new java.net.URI(s)`` as JDK 17 reads it, and Spark
4's ``parse_url`` / ``try_parse_url``, computed by urigram's Rust library
(``urigram::java``, ``urigram::spark``) exactly as the JVM computes them."""

from typing import Any, Dict, Optional, cast

from urigram import _native

_J = _native.jvm


class SparkError(ValueError):
    """Where Spark's query fails: ``INVALID_URL`` (ANSI mode),
    ``java.lang.NumberFormatException`` (any mode), or a key that is no
    pattern (``java.util.regex.PatternSyntaxException``) or that urigram
    does not read as Java would (``UNSUPPORTED_KEY``). ``name`` is that
    name; the message is Spark's. ``row`` is the index of the row that
    failed, from :func:`urigram.arrow.spark_parse_url` (whose message starts
    with ``row N: ``), and None from :func:`spark_parse_url`."""

    def __init__(self, name: str, message: str, row: Optional[int] = None) -> None:
        super().__init__(message)
        self.name = name
        self.row = row


def java_uri(s: str) -> Dict[str, Any]:
    """``new java.net.URI(s)``: for an accepted string ``{"valid": True,
    "opaque", "scheme", "scheme_specific_part", "authority", "userinfo",
    "host", "port", "path", "query", "fragment", "decoded": {...}}`` (the raw
    getters, None where java gives null, ``port`` None for -1; the decoded
    getters under ``decoded``); for a rejected one ``{"valid": False,
    "exception", "index", "reason", "message"}``, the exception's."""
    return cast(Dict[str, Any], _J["java_uri"](s))


def spark_parse_url(url: str, part: str, key: Optional[str] = None, *, ansi: bool = True) -> Optional[str]:
    """Spark 4's ``parse_url(url, part[, key])``: the part's text or None.
    With ``ansi`` (Spark 4's default) a URL java.net.URI rejects raises
    :class:`SparkError` ``INVALID_URL``; without it (``try_parse_url``) it
    gives None."""
    r = _J["spark_parse_url"](url, part, key, ansi)
    if r[0]:
        return cast(Optional[str], r[1])
    raise SparkError(r[1], r[2])
