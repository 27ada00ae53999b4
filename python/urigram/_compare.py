"""``urigram.compare`` and ``urigram.agree``: one input read by several
readers (every grammar, the running interpreter's ``urllib.parse.urlsplit``,
``java.net.URI`` as JDK 17 reads, the WHATWG URL Standard), side by side, as data: what the ``urigram compare``
command prints, without the printing. The readings and the verdict are the
Rust library's (``urigram::compare``); this module only wraps them in
classes."""

from dataclasses import dataclass, field
from typing import Dict, Iterable, Optional, Tuple

from urigram import _native

#: The parts every reading is split into, in this order.
PARTS: Tuple[str, ...] = ("scheme", "authority", "userinfo", "host", "port", "path", "query",
                          "fragment")


@dataclass(frozen=True)
class Destination:
    """Where a valid reading's client would connect.

    Attributes:
        host: the DNS name (ASCII, lower-case, without one trailing dot),
            the IPv4 address (dotted) or the IPv6 address (in brackets, a
            zone after ``%``) the reader's client looks up; ``None`` when
            the reading has no host or one its client cannot look up.
        port: the written port, else the scheme's default (http 80, https
            443, ws 80, wss 443, ftp 21), else ``None``.
    """

    host: Optional[str]
    port: Optional[int]


@dataclass(frozen=True)
class Reading:
    """How one reader (a grammar, ``"urllib"``, ``"java"`` or ``"whatwg"``)
    reads the input.

    Attributes:
            reader: ``"rfc3986"``, ..., ``"urllib"``, ``"java"``,
            ``"whatwg"``, or a reader read only when named: ``"go"`` (Go's
            ``net/url.Parse``), ``"urllib3"`` (urllib3's ``parse_url``),
            ``"curl"`` (libcurl's URL API), ``"php"`` (PHP's ``parse_url``),
            ``"node-url"`` (Node's legacy ``url.parse``), ``"java-url"``
            (``java.net.URL``), ``"ruby"`` (Ruby's ``URI.parse``),
            ``"ruby-rfc2396"`` (Ruby's ``URI::RFC2396_Parser``), ``"perl"``
            (Perl's ``URI->new``), ``"wget2"`` (GNU Wget2's
            ``wget_iri_parse``), ``"python-rfc3986"`` (PyPI rfc3986's
            ``uri_reference`` and ``is_valid()``), ``"httptools"``
            (httptools's ``parse_url``), ``"url-parse"`` (npm url-parse's
            ``new Url``), ``"mono"`` (Mono's ``System.Uri``).
        valid: whether the reader accepts the input.
        parts: for a valid input, each part of :data:`PARTS` the reader
            splits out, ``None`` when absent (``urlsplit`` gives ``""`` for
            an absent query or fragment: it cannot tell); ``None`` when
            invalid.
        unsplit: the parts the reader leaves whole, so neither has nor lacks
            (RFC 1808's ``net_loc`` is not split into userinfo, host and
            port; the URL Standard has no authority; java leaves a
            registry-based authority's userinfo, host and port, and an
            opaque URI's path and query, unsplit).
        destination: for a valid reading that splits its host, where its
            client would connect.
        error_offset, error_rule: where (a byte offset) and in which rule a
            grammar rejects the input; java's offset is the byte its
            exception's index points at (``None`` for the other readers and
            for a valid input).
        error_exception: the Python exception urllib's ``urlsplit`` raises,
            or java's (``"java.net.URISyntaxException"``).
        error_message: why the input is rejected.
        resolved: with a base, what the input resolved to under the
            reader's own resolution (``urljoin``, ``new URL(input, base)``,
            RFC 3986 section 5.2; for a client, how it follows a redirect:
            libcurl's ``curl_url_set``, urllib3's ``urljoin``, LWP's
            ``URI->abs``, Ruby's ``URI.join``, Node's ``url.resolve``,
            url-parse's ``new Url(input, base)``, wget2's
            ``wget_iri_relative_to_abs``, Mono's ``new Uri(Uri, string)``;
            ...),
            which is what it read; ``None`` without a base, or when the
            reader refused the base or the input.
    """

    reader: str
    valid: bool
    parts: Optional[Dict[str, Optional[str]]] = field(default=None, hash=False)
    unsplit: Tuple[str, ...] = ()
    destination: Optional[Destination] = None
    error_offset: Optional[int] = None
    error_rule: Optional[str] = None
    error_exception: Optional[str] = None
    error_message: Optional[str] = None
    resolved: Optional[str] = None


@dataclass(frozen=True)
class Comparison:
    """Every reading of ``input``, and the parts on which they differ.

    Attributes:
        input: the text compared.
        readings: one :class:`Reading` per reader, in the order asked for
            (by default every grammar of :data:`urigram.GRAMMARS`, then
            ``"urllib"``, ``"java"``, then ``"whatwg"``).
        differ: ``"valid"`` when some reader rejects what another accepts,
            then each part (of :data:`PARTS`) on which two valid readings
            that split it differ. Hosts are compared as destinations.
        spelling: the parts that valid readings only spell differently (a
            host in another case or another IPv4 form, a default port
            written out), as ``urigram compare`` marks them with ``~``.
        base: the base each reader resolved ``input`` against, or ``None``.
        without_resolution: with a base, the readers asked for that have
            no resolution of their own, left out of ``readings``.
    """

    input: str
    readings: Tuple[Reading, ...]
    differ: Tuple[str, ...]
    spelling: Tuple[str, ...] = ()
    base: Optional[str] = None
    without_resolution: Tuple[str, ...] = ()

    def reading(self, reader: str) -> Reading:
        """The reading of ``reader`` (a grammar's name, ``"urllib"``,
        ``"java"`` or ``"whatwg"``).

        Raises:
            KeyError: no such reader in this comparison.
        """
        for r in self.readings:
            if r.reader == reader:
                return r
        raise KeyError(reader)

    def agrees_on(self, parts: Iterable[str]) -> bool:
        """Whether no part of ``parts`` differs."""
        wanted = set(parts)
        return not any(p in wanted for p in self.differ)


def compare(text: str, readers: Optional[Iterable[str]] = None,
            parts: Optional[Iterable[str]] = None,
            base: Optional[str] = None) -> Comparison:
    """``text`` read by each of ``readers`` (names; by default every
    grammar, ``"urllib"`` as the running interpreter's release splits,
    ``"java"`` (java.net.URI, JDK 17) and ``"whatwg"``), with the parts where the readings part ways. A
    name may be a group's, standing for its readers: ``"clients"``,
    ``"python"``, ``"jvm"``, ``"node"``, ``"grammars"`` or ``"all"``
    (``urigram readers`` lists each group's). With ``parts``, ``differ``
    and ``spelling`` name only those parts. With ``base``, each reader
    first resolves ``text`` against it by its own resolution (what its
    client does with a ``Location`` header: the open-redirect check) and
    reads the result; a reader with none is left out and named in
    ``without_resolution``.

    >>> c = compare("http://u@v@h/")
    >>> [r.reader for r in c.readings if r.valid]
    ['rfc2396', 'rfc1808', 'rfc1945', 'urllib', 'java', 'whatwg']
    >>> c.reading("rfc3986").error_offset  # the second "@"
    10
    >>> compare("http://0xA9.0xFE.0xA9.0xFE/", readers=["urllib", "whatwg"]).spelling
    ('host',)
    >>> names = [r.reader for r in compare("http://h/", readers=["jvm", "python"]).readings]
    >>> names[0], "urllib" in names
    ('java', True)
    >>> c = compare("/\\\\evil.example/", ["urllib", "whatwg"], base="https://good.example/a")
    >>> [r.resolved for r in c.readings]
    ['https://good.example/\\\\evil.example/', 'https://evil.example/']

    Raises:
        ValueError: a reader or part name that is not one.
    """
    names = None if readers is None else list(readers)
    wanted = None if parts is None else list(parts)
    if wanted is not None:
        for p in wanted:
            if p != "valid" and p not in PARTS:
                raise ValueError(f"no part named {p!r} (parts: valid, {', '.join(PARTS)})")
    rows, differ, spelling, without = _native.strict["compare"](text, names, base)
    out = []
    for reader, split, unsplit, error, dest, resolved in rows:
        if error is None:
            d = None if dest is None else Destination(dest[0], dest[1])
            out.append(Reading(reader, True, dict(split), tuple(unsplit), d, resolved=resolved))
        else:
            offset, rule, exception, message = error
            out.append(Reading(reader, False, None, (), None, offset, rule, exception, message))
    if wanted is not None:
        differ = tuple(p for p in differ if p in wanted)
        spelling = tuple(p for p in spelling if p in wanted)
    return Comparison(text, tuple(out), tuple(differ), tuple(spelling), base, tuple(without))


def agree(text: str, readers: Optional[Iterable[str]] = None,
          parts: Optional[Iterable[str]] = None) -> bool:
    """Whether ``readers`` read ``text`` alike on every part of ``parts``
    (spelling aside): the consensus check, cheap enough for a request path
    (one call into Rust, the GIL released).

    >>> agree("https://good.example:443\\\\@evil.example/", ["whatwg", "urllib"],
    ...       ["scheme", "userinfo", "host", "port"])
    False

    Raises:
        ValueError: a reader or part name that is not one.
    """
    return bool(_native.strict["agree"](text, None if readers is None else list(readers),
                                         None if parts is None else list(parts)))
