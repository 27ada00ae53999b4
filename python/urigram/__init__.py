"""urigram: URIs parsed exactly.

* :mod:`urigram.urllib`: a drop-in :mod:`urllib.parse`, native, that
  follows the running interpreter's release.
* :func:`parse`, :func:`is_valid`, :class:`Reference`, :class:`ParseError`:
  strict parsing with diagnostics that point at the byte, under RFC 3986
  or any grammar of :data:`GRAMMARS` (``grammar="rfc6874"`` for IPv6 zone
  IDs); :func:`grammars` lists them with their rules.
* :func:`resolve`, :func:`normalize`, :func:`relativize`, :func:`lint`:
  RFC 3986's algorithms and the security lint (:class:`LintWarning`).
* :func:`compare`, :func:`agree`: one input under every grammar,
  ``urlsplit``, ``java.net.URI`` and the WHATWG URL Standard, side by side, hosts compared as
  destinations (:class:`Comparison`, :class:`Reading`, :class:`Destination`).
* :func:`java_uri`, :func:`spark_parse_url`: ``java.net.URI`` (JDK 17)
  and Spark 4's ``parse_url``, exactly (:class:`SparkError`).
* :class:`Template`, :class:`TemplateSet`: RFC 6570 URI Templates,
  expanded, and URIs matched back to their variables (:class:`Match`),
  with the analysis of which templates can match a URI two ways
  (:class:`Ambiguity`) and which overlap (:class:`Overlap`).
* :mod:`urigram.arrow`: the same over Arrow string arrays, for pyarrow,
  Polars, DuckDB and Spark (needs pyarrow).

No public name shadows a builtin, so ``from urigram import *`` is safe.
"""

from urigram._compare import Comparison, Destination, Reading, agree, compare
from urigram._template import Ambiguity, Match, Overlap, Template, TemplateSet
from urigram._jvm import SparkError, java_uri, spark_parse_url
from urigram._strict import (
    GRAMMARS,
    Host,
    LintWarning,
    ParseError,
    Reference,
    grammars,
    iri_to_uri,
    is_valid,
    lint,
    normalize,
    parse,
    relativize,
    resolve,
    uri_to_iri,
)

__all__ = [
    "GRAMMARS", "Comparison", "Destination", "Host", "LintWarning", "ParseError", "Reading",
    "Reference", "agree", "compare", "grammars", "iri_to_uri", "is_valid", "lint", "normalize", "parse", "relativize",
    "resolve", "uri_to_iri",
    "SparkError", "java_uri", "spark_parse_url",
    "Ambiguity", "Match", "Overlap", "Template", "TemplateSet",
]
__version__ = "0.1.0"
