"""Arrow kernels: urigram over whole columns of URLs.

Each function takes a string array (utf8, large_utf8 or string_view) from
anything that speaks the Arrow PyCapsule interface (a pyarrow ``Array``, a
Polars ``Series``, DuckDB's Arrow results) and returns a pyarrow array; a
chunked input (``__arrow_c_stream__`` only, such as a ``ChunkedArray`` or a
Polars ``Series`` of several chunks) gives a ``pyarrow.ChunkedArray``. The
work runs in Rust with the GIL released, on every core for an array of
16,384 elements or more. Between calls the kernels keep up to 64 MiB of
scratch memory, so that the next batch writes into memory already in place.

**Nulls and reasons.** A null in gives a null out, and nothing else does:
an element that fails gets a row that says why, in fields of the result's
struct. For the strict kernels (:func:`parse`, :func:`normalize`,
:func:`resolve`, and :func:`is_valid` with ``detailed=True``) those are
``error_offset`` (the byte where the element stops matching, an int64),
``error_rule`` (the innermost ABNF rule there) and ``error_message`` (the
one-line message of the :class:`urigram.ParseError` that
:func:`urigram.parse` raises for the same element); for :func:`urlsplit`,
``error_type`` and ``error_message``, the class and message of the
exception CPython raises. All are null on a row without an error.

The reasons are fields of the struct rather than a companion array because
a struct is one value per row that every engine carries whole (a Polars
struct column, a DuckDB ``STRUCT``, a Spark ``struct`` out of
``mapInArrow``): a reason cannot come apart from its row when the engine
filters, sorts or shuffles, and each kernel keeps the one array in, one
array out shape that ``map_batches`` and ``mapInArrow`` expect. In a batch
without errors the reason fields are all null, which costs a bit per row.
Integers are int64 (Spark has no unsigned types).

Requires pyarrow.
"""

from typing import Any, Callable, Iterable, Optional, Sequence, Union, cast

import pyarrow as pa  # type: ignore[import-untyped,unused-ignore]  # pyarrow ships no types

from urigram import _native
from urigram._jvm import SparkError
from urigram._template import Template, TemplateSet

_K = _native.arrow_kernels

#: What a kernel returns: a ``pyarrow.Array``, or a ``pyarrow.ChunkedArray``
#: for a chunked input.
ArrowResult = Union["pa.Array", "pa.ChunkedArray"]

__all__ = ["ArrowResult", "compare", "is_valid", "match_templates", "parse", "urlsplit", "normalize", "resolve",
           "relativize", "iri_to_uri", "uri_to_iri", "java_uri", "spark_parse_url", "set_threads", "threads"]


def _map(kernel: Callable[[Any], Any], array: object) -> ArrowResult:
    """``kernel`` over ``array``: one call for an array, one per chunk for
    a chunked input, whose results are chunked the same way."""
    return _map_at(lambda a, _start: kernel(a), array)


def _map_at(kernel: Callable[[Any, int], Any], array: object) -> ArrowResult:
    """As :func:`_map`, ``kernel`` also told the row at which each chunk
    starts in the whole input.

    A ``str`` or ``bytes`` is refused: ``pa.array`` would read it as a
    column of its characters (nine rows for ``"http://a/"``), which is
    never what a caller of a column function means."""
    if isinstance(array, (str, bytes, bytearray)):
        kind = type(array).__name__
        raise TypeError(
            f"urigram.arrow takes an array of strings, not a {kind}: a {kind} would be read as a "
            f"column of its characters; for one URL pass a list of one ([url])")
    if hasattr(array, "__arrow_c_array__"):
        return cast(ArrowResult, kernel(array, 0))
    if isinstance(array, pa.ChunkedArray):
        chunks = array.chunks
    elif hasattr(array, "to_arrow") and not hasattr(array, "__arrow_c_stream__"):
        return _map_at(kernel, array.to_arrow())
    elif hasattr(array, "__arrow_c_stream__"):
        chunks = pa.chunked_array(array).chunks
    else:
        return cast(ArrowResult, kernel(pa.array(array, type=pa.string()), 0))
    out = []
    start = 0
    for c in chunks:
        out.append(kernel(c, start))
        start += len(c)
    if not out:
        out_type = kernel(pa.array([], pa.string()), 0).type
        return cast(ArrowResult, pa.chunked_array([], type=out_type))
    return cast(ArrowResult, pa.chunked_array(out))


def is_valid(array: object, *, grammar: str = "rfc3986", rule: Optional[str] = None,
             detailed: bool = False) -> ArrowResult:
    """Whether each element matches ``rule`` of ``grammar`` (its top rule
    when None; see :data:`urigram.GRAMMARS`): a boolean array, null only for
    a null element.

    With ``detailed=True``, a struct array of ``valid`` (bool) and the
    reason fields ``error_offset``, ``error_rule``, ``error_message`` (null
    for a valid element).

    Raises:
        ValueError: an unknown grammar or rule.
        TypeError: ``array`` is not an array of strings.
    """
    kernel = _K["is_valid"]
    return _map(lambda a: kernel(a, grammar, rule, detailed), array)


def parse(array: object, *, grammar: str = "rfc3986") -> ArrowResult:
    """Each element parsed with ``grammar``'s top rule: a struct array of
    ``scheme``, ``authority``, ``userinfo``, ``host``, ``host_kind``,
    ``port``, ``path``, ``query``, ``fragment`` (each null where absent;
    ``host_kind`` only under rfc3986 and rfc6874: ``"reg-name"``,
    ``"ipv4"``, ``"ipv6"``, ``"ipvfuture"``), then the reason fields
    ``error_offset``, ``error_rule``, ``error_message`` (null for a valid
    element; for an invalid one, the parts are null). ``grammar="rfc6874"``
    accepts IPv6 zone IDs (``http://[fe80::1%25eth0]/``). Under the other
    grammars the parts are those :func:`urigram.compare` shows, a part the
    grammar leaves whole being null.

    Raises:
        ValueError: an unknown grammar.
        TypeError: ``array`` is not an array of strings.
    """
    kernel = _K["parse"]
    return _map(lambda a: kernel(a, grammar), array)


def urlsplit(array: object) -> ArrowResult:
    """CPython's ``urllib.parse.urlsplit`` of each element, as the running
    interpreter's release computes it: a struct array of ``scheme``,
    ``netloc``, ``path``, ``query``, ``fragment``, the result's properties
    ``username``, ``password``, ``hostname`` (strings) and ``port`` (int64),
    then ``error_type`` and ``error_message``.

    Where ``urlsplit`` raises, the parts are null and ``error_type`` and
    ``error_message`` are the exception's class and message (``"ValueError"``,
    ``"Invalid IPv6 URL"``). Where it succeeds but reading ``.port`` raises
    (``http://h:99999/``), the parts are there, ``port`` is null and the
    error fields say what ``.port`` raises.
    """
    return _map(_K["urlsplit"], array)


def compare(array: object, *, readers: Optional[Sequence[str]] = None,
            parts: Optional[Sequence[str]] = None) -> ArrowResult:
    """:func:`urigram.compare` of each element: a struct array of ``agree``
    (bool: no part of ``parts`` differs), ``differ`` (list of the part
    names that differ, among ``parts``) and ``<reader>_host`` for each
    reader (its host as it spells it; null where it refuses the element or
    reads no host). ``readers`` and ``parts`` are names, every reader
    (each grammar, ``"urllib"`` as the running interpreter's release,
    ``"whatwg"``) and every part by default; ``parts=["scheme", "userinfo",
    "host", "port"]`` asks whether the readers send each row to one place.

    Raises:
        ValueError: an unknown reader or part.
        TypeError: ``array`` is not an array of strings.
    """
    kernel = _K["compare"]
    names = None if readers is None else list(readers)
    wanted = None if parts is None else list(parts)
    return _map(lambda a: kernel(a, names, wanted), array)


def normalize(array: object) -> ArrowResult:
    """The RFC 3986 section 6 normal form of each element, a URI-reference
    (a relative one: case and percent-encoding only, as
    :func:`urigram.normalize`): a struct array of ``value`` and the reason
    fields, ``value`` null where the element is not a URI-reference."""
    return _map(_K["normalize"], array)


def resolve(base: str, array: object) -> ArrowResult:
    """Each element (a URI-reference) resolved against the URI ``base``
    (RFC 3986 section 5.2): a struct array of ``value`` and the reason
    fields, ``value`` null where the element is not a URI-reference.

    Raises:
        urigram.ParseError: ``base`` is not a URI.
    """
    kernel = _K["resolve"]
    return _map(lambda a: kernel(base, a), array)


def relativize(base: str, array: object) -> ArrowResult:
    """Each element, a URI, as the shortest reference that resolves against
    the URI ``base`` back to it (:func:`urigram.relativize` over a column;
    the inverse of :func:`resolve`): a struct array of ``value`` and the
    reason fields, ``value`` null where the element is not a URI.

    Raises:
        urigram.ParseError: ``base`` is not a URI.
    """
    kernel = _K["relativize"]
    return _map(lambda a: kernel(base, a), array)


def iri_to_uri(array: object) -> ArrowResult:
    """Each element, an IRI reference, as a URI reference (RFC 3987
    section 3.1, as :func:`urigram.iri_to_uri`): a struct array of ``value``
    and the reason fields, ``value`` null where the element is not an IRI
    reference."""
    return _map(_K["iri_to_uri"], array)


def uri_to_iri(array: object) -> ArrowResult:
    """Each element, a URI reference, as an IRI reference (RFC 3987 section
    3.2, as :func:`urigram.uri_to_iri`): a struct array of ``value`` and the
    reason fields, ``value`` null where the element is not a URI
    reference."""
    return _map(_K["uri_to_iri"], array)


def java_uri(array: object, *, decoded: bool = True) -> ArrowResult:
    """``new java.net.URI(s)`` of each element, as JDK 17 reads it
    (:func:`urigram.java_uri` over a column): a struct array with the keys
    of :func:`urigram.java_uri`'s dict as fields, in its order:

    * ``valid`` (bool) and ``opaque`` (bool, ``isOpaque()``);
    * the raw getters ``scheme``, ``scheme_specific_part``, ``authority``,
      ``userinfo``, ``host`` (null for a registry-based authority, as
      ``getHost()``), ``port`` (int64, null for java's -1), ``path``,
      ``query``, ``fragment``: null where java's getter gives null;
    * ``decoded``: a struct of the decoded getters ``scheme_specific_part``,
      ``authority``, ``userinfo``, ``path``, ``query``, ``fragment`` (left
      out with ``decoded=False``, which saves decoding each row);
    * where java throws: ``exception`` (the class name), ``index``
      (``getIndex()``, in UTF-16 units; -1 where java has none; null for a
      ``NumberFormatException``), ``reason`` (``getReason()``; null for a
      ``NumberFormatException``) and ``message`` (``getMessage()``).

    An accepted row has the exception's fields null; a rejected one has
    ``opaque``, the getters and ``decoded`` null. A null element gives a
    null row.

    Raises:
        TypeError: ``array`` is not an array of strings.
    """
    kernel = _K["java_uri"]
    return _map(lambda a: kernel(a, decoded), array)


def spark_parse_url(array: object, part: str, key: Optional[str] = None, *,
                    ansi: bool = False) -> ArrowResult:
    """Spark 4's ``parse_url(url, part[, key])`` of each element
    (:func:`urigram.spark_parse_url` over a column): a string array, null
    where Spark gives null. ``part`` is Spark's name (``"HOST"``,
    ``"PATH"``, ``"QUERY"``, ``"REF"``, ``"PROTOCOL"``, ``"FILE"``,
    ``"AUTHORITY"``, ``"USERINFO"``; matched as written, so ``"host"``
    gives nulls, as in Spark); ``key`` looks up a query parameter (with any
    part but ``"QUERY"``, null).

    By default (``ansi=False``) it is ``try_parse_url``: a URL java.net.URI
    rejects gives null. Unlike :func:`urigram.spark_parse_url`, whose
    default is Spark 4's ANSI mode, a column's default is the function that
    answers every row. With ``ansi=True`` (``parse_url`` under ANSI mode)
    such a URL fails the call as it fails Spark's query.

    Raises:
        urigram.SparkError: where Spark's query fails, naming the first row
            that fails it (``row``, an index into the whole input, chunks
            included) and the row's text in the message: ``INVALID_URL``
            (with ``ansi=True``), ``java.lang.NumberFormatException`` (in
            either mode), a key Spark cannot compile
            (``java.util.regex.PatternSyntaxException``) or that urigram
            does not read as Java would (``UNSUPPORTED_KEY``), each only on
            a row where Spark would meet it.
        TypeError: ``array`` is not an array of strings.
    """
    kernel = _K["spark_parse_url"]

    def run(a: Any, start: int) -> Any:
        r = kernel(a, part, key, ansi)
        if isinstance(r, tuple):
            row, name, message = r
            raise SparkError(name, f"row {start + row}: {message}", row=start + row)
        return r

    return _map_at(run, array)


def match_templates(array: object, templates: Union[TemplateSet, Iterable[Union[str, Template]]]) -> ArrowResult:
    """Each element, a URI, matched against ``templates`` (a
    :class:`urigram.TemplateSet`, or the templates to build one from), as
    :meth:`urigram.TemplateSet.match` does: a log routed to its API
    endpoints. A struct array of:

    * ``index`` (int64): the position of the first template that matches;
    * ``template`` (string): its text;
    * ``vars`` (string): the variables, a JSON object in the shape
      :meth:`urigram.Template.expand` and ``urigram template expand
      --vars`` take (a string, an array of strings, an object, or an array
      of ``[name, value]`` pairs where a name repeats); an undefined
      variable is absent. JSON text rather than an Arrow map because a
      value is a string, a list or an associative array, which no one
      Arrow type holds; every engine reads JSON (``json_extract_string``
      in DuckDB, ``str.json_decode`` in Polars, ``from_json`` in Spark);
    * ``ambiguous`` (bool): whether two assignments expand to the URI
      (``vars`` is then the canonical one).

    ``index``, ``template`` and ``vars`` are null where no template matches
    (``ambiguous`` is false); a null element gives a null row.

    Raises:
        urigram.ParseError: one of ``templates`` is not a template.
        TypeError: ``array`` is not an array of strings.
    """
    routes = templates if isinstance(templates, TemplateSet) else TemplateSet(templates)
    kernel = _K["match_templates"]
    compiled = routes._compiled
    return _map(lambda a: kernel(a, compiled), array)


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
    n: int = _K["threads"]()
    return n
