"""The strict layer's Python classes: the parse result (:class:`Reference`,
:class:`Host`), :class:`LintWarning`, and :class:`ParseError`. The work is
done in Rust (``urigram._native``)."""

import ipaddress
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple, Union

from urigram import _native

_S = _native.strict

#: The grammars ``grammar=`` takes, as ``urigram grammars`` lists them.
GRAMMARS: Tuple[str, ...] = tuple(name for name, *_ in _S["grammar_list"]())


class ParseError(ValueError):
    """Text that does not match the grammar rule it was parsed with.

    ``str()`` gives the caret frame pointing at the byte; the attributes say
    the same as data.

    Attributes:
        input: the text parsed.
        offset: the byte offset (in the UTF-8 text) where parsing failed.
        rule: the innermost ABNF rule that failed there.
        rules: the chain of rules from the outermost, e.g.
            ``("URI-reference", "URI", "hier-part", ...)``.
        expected: descriptions of what would have been accepted there.
        section: the section of the rule's RFC that defines ``rule``.
        grammar: the grammar parsed with (``"rfc3986"``, ...).
        message: the one-line form.
        help: what the text probably meant, where a common mistake
            explains the error (the frame's ``help:`` line), naming what to
            pass in Python (``grammar="rfc6874"``); ``None`` otherwise.
        frame: the caret frame ``str()`` gives, characters shown as
            themselves.
    """

    def __init__(self, message: str, *, input: str = "", offset: int = 0, rule: str = "",
                 rules: Tuple[str, ...] = (), expected: Tuple[str, ...] = (),
                 section: str = "", grammar: str = "rfc3986", frame: str = "",
                 help: Optional[str] = None) -> None:
        super().__init__(message)
        self.message = message
        self.input = input
        self.offset = offset
        self.rule = rule
        self.rules = tuple(rules)
        self.expected = tuple(expected)
        self.section = section
        self.grammar = grammar
        self.frame = frame or message
        self.help = help

    def __str__(self) -> str:
        return self.frame

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_rebuild_error, (self.message, self.__dict__.copy()))


def _rebuild_error(message: str, attrs: Dict[str, Any]) -> ParseError:
    e = ParseError(message)
    e.__dict__.update(attrs)
    return e


@dataclass(frozen=True)
class Host:
    """The host of an authority (RFC 3986 section 3.2.2).

    Attributes:
        text: the host as written (with brackets for an IP literal).
        kind: ``"reg-name"``, ``"ipv4"``, ``"ipv6"`` or ``"ipvfuture"``;
            ``""`` under a grammar other than rfc3986 and rfc6874, which
            this layer does not classify.
        address: an :mod:`ipaddress` object for ``ipv4`` and ``ipv6`` (a
            zone ID is its ``scope_id``).
        zone_id: the RFC 6874 zone ID of an IPv6 literal (only under
            ``grammar="rfc6874"``), as written (``%25`` stays encoded in
            ``text``; this is what follows it).
    """

    text: str
    kind: str
    address: Optional[Union[ipaddress.IPv4Address, ipaddress.IPv6Address]] = None
    zone_id: Optional[str] = None

    def __str__(self) -> str:
        return self.text


#: The attributes a :class:`Reference` holds, all set from the parse.
_FIELDS = ("text", "rule", "grammar", "scheme", "authority", "userinfo", "host", "port",
           "path", "path_kind", "segments", "query", "fragment", "spans", "unsplit")


class Reference:
    """A reference parsed by a grammar: RFC 3986's URI-reference unless
    another rule or grammar is named.

    ``Reference(text, rule=None, *, grammar="rfc3986")`` parses ``text``,
    exactly as :func:`parse` does, and raises :class:`ParseError` when it
    does not match: every ``Reference`` was validated. It is immutable.

    Components that are absent are ``None`` (an empty query ``?`` is ``""``).
    ``spans`` maps each present component to its ``(start, end)`` byte
    offsets in ``text`` (under rfc3986 and rfc6874). Equality and hashing
    are by ``text``, ``rule`` and ``grammar``; ``str()`` gives the text back.

    Under the grammars other than rfc3986 and rfc6874, the components are
    those ``urigram compare`` lines up; ``unsplit`` names those the grammar
    leaves whole (RFC 1808's ``net_loc``, for one, is an ``authority`` with
    no ``userinfo``, ``host`` or ``port`` split out of it), which are then
    ``None`` (``""`` for ``path``). A rule other than the grammar's top rule
    is checked, not split (under rfc3986 and rfc6874, the components are
    those of the text read as a URI-reference, if it is one).

    Attributes:
        text: the text parsed.
        rule: the ABNF rule it matched.
        grammar: the grammar of the rule.
        scheme, authority, userinfo, port, path, query, fragment: the
            components as written.
        host: the :class:`Host`, or ``None``.
        path_kind: the ABNF rule of the path (``"path-abempty"``, ...).
        segments: the path's segments, as written.
        spans: ``{component: (start, end)}``.
        unsplit: the components the grammar does not split out.
    """

    __slots__ = _FIELDS
    text: str
    rule: str
    grammar: str
    scheme: Optional[str]
    authority: Optional[str]
    userinfo: Optional[str]
    host: Optional[Host]
    port: Optional[str]
    path: str
    path_kind: str
    segments: Tuple[str, ...]
    query: Optional[str]
    fragment: Optional[str]
    spans: Dict[str, Tuple[int, int]]
    unsplit: Tuple[str, ...]

    def __init__(self, text: str, rule: Optional[str] = None, *, grammar: str = "rfc3986") -> None:
        d = _S["parse_fields"](text, rule, grammar)
        host = None
        if "host" in d:
            kind = d.get("host_kind", "")
            address: Optional[Union[ipaddress.IPv4Address, ipaddress.IPv6Address]] = None
            if kind in ("ipv4", "ipv6"):
                address = ipaddress.ip_address(d["address"])
            host = Host(d["host"], kind, address, d.get("zone_id"))
        values = {
            "text": text, "rule": d["rule"], "grammar": d["grammar"], "scheme": d.get("scheme"),
            "authority": d.get("authority"), "userinfo": d.get("userinfo"), "host": host,
            "port": d.get("port"), "path": d.get("path", ""), "path_kind": d.get("path_kind", ""),
            "segments": tuple(d.get("segments", ())), "query": d.get("query"),
            "fragment": d.get("fragment"), "spans": dict(d.get("spans", {})),
            "unsplit": tuple(d.get("unsplit", ())),
        }
        for name in _FIELDS:
            object.__setattr__(self, name, values[name])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Reference is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Reference is immutable: cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Reference):
            return NotImplemented
        return (self.text, self.rule, self.grammar) == (other.text, other.rule, other.grammar)

    def __hash__(self) -> int:
        return hash((self.text, self.rule, self.grammar))

    def __reduce__(self) -> Tuple[Any, ...]:
        # Unpickling parses again: a pickle cannot smuggle in a Reference
        # that was never validated.
        return (_reparse, (self.text, self.rule, self.grammar))

    @property
    def username(self) -> Optional[str]:
        """The userinfo up to its first ``:`` (RFC 3986 section 3.2.1's
        ``user:password`` convention), as written; ``None`` without userinfo."""
        if self.userinfo is None:
            return None
        return self.userinfo.partition(":")[0]

    @property
    def password(self) -> Optional[str]:
        """The userinfo after its first ``:``, as written; ``None`` without
        userinfo or without a ``:`` in it. (RFC 3986 section 3.2.1 deprecates
        passwords in URIs; :func:`lint` warns about them.)"""
        if self.userinfo is None:
            return None
        _, colon, password = self.userinfo.partition(":")
        return password if colon else None

    @property
    def query_pairs(self) -> List[Tuple[str, str]]:
        """The query's ``name=value`` pairs, decoded as
        ``application/x-www-form-urlencoded`` (split on ``&``, ``+`` as a
        space, then percent-decoding; the same as CPython's
        ``parse_qsl(query, keep_blank_values=True)``); ``[]`` without a query.

        >>> parse("http://h/?q=caf%C3%A9+au+lait&flag").query_pairs
        [('q', 'café au lait'), ('flag', '')]
        """
        if self.query is None:
            return []
        pairs: List[Tuple[str, str]] = _S["query_pairs"](self.query)
        return pairs

    @property
    def port_number(self) -> Optional[int]:
        """The port as an int; None when absent, empty or above 65535."""
        if not self.port or not self.port.isdigit():
            return None
        n = int(self.port)
        return n if n <= 65535 else None

    @property
    def is_absolute(self) -> bool:
        """Whether the reference has a scheme (is a URI)."""
        return self.scheme is not None

    def resolve(self, reference: str) -> str:
        """``reference`` resolved against this URI (RFC 3986 section 5.2)."""
        return resolve(self.text, reference)

    def normalize(self) -> str:
        """The normal form of this reference (RFC 3986 section 6; RFC 3987
        section 5.3 for a reference parsed with ``grammar="rfc3987"``, with
        zone IDs under ``grammar="rfc6874"``)."""
        grammar = self.grammar if self.grammar in ("rfc6874", "rfc3987") else "rfc3986"
        return normalize(self.text, grammar=grammar)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        args = [repr(self.text)]
        if self.grammar == "rfc3986" and self.rule != "URI-reference":
            args.append(f"rule={self.rule!r}")
        if self.grammar != "rfc3986":
            args.append(f"rule={self.rule!r}")
            args.append(f"grammar={self.grammar!r}")
        return f"urigram.parse({', '.join(args)})"


def _reparse(text: str, rule: str, grammar: str) -> Reference:
    return Reference(text, rule, grammar=grammar)


def parse(text: str, rule: Optional[str] = None, *, grammar: str = "rfc3986") -> Reference:
    """Parses ``text`` with the ABNF rule ``rule`` of ``grammar`` (its top
    rule when ``rule`` is None: URI-reference for rfc3986, rfc6874 and
    rfc2396, URL for rfc1808, URI for rfc1945, request-target for rfc9112).

    >>> r = parse("http://user@[::1]:8080/a/b?q#f")
    >>> r.host.kind, r.host.address, r.port_number, r.segments
    ('ipv6', IPv6Address('::1'), 8080, ('a', 'b'))
    >>> parse("http://[fe80::1%25eth0]/", grammar="rfc6874").host.zone_id
    'eth0'

    Raises:
        ParseError: the text does not match; ``str()`` of it points at the byte.
        ValueError: ``grammar`` is not one of :data:`GRAMMARS`, or ``rule``
            is not a rule of it.
    """
    return Reference(text, rule, grammar=grammar)


def is_valid(text: str, rule: Optional[str] = None, *, grammar: str = "rfc3986") -> bool:
    """Whether ``text`` matches the ABNF rule ``rule`` of ``grammar`` (its
    top rule when ``rule`` is None).

    >>> is_valid("http://[fe80::1%25eth0]/"), is_valid("http://[fe80::1%25eth0]/", grammar="rfc6874")
    (False, True)

    Raises:
        ValueError: an unknown grammar or rule.
    """
    valid: bool = _S["is_valid"](text, rule, grammar)
    return valid


def grammars() -> Dict[str, Tuple[str, str, Tuple[Tuple[str, str], ...]]]:
    """Every grammar ``grammar=`` takes, as ``urigram grammars`` lists them:
    ``{name: (title, top rule, ((rule, section), ...))}``."""
    return {name: (title, top, tuple(tuple(r) for r in rules))
            for name, title, top, rules in _S["grammar_list"]()}


def resolve(base: str, reference: str) -> str:
    """``reference`` resolved against the URI ``base`` (RFC 3986 section 5.2).

    >>> resolve("http://a/b/c/d;p?q", "../g")
    'http://a/b/g'

    Raises:
        ParseError: ``base`` is not a URI or ``reference`` not a URI-reference.
    """
    resolved: str = _S["resolve"](base, reference)
    return resolved


def normalize(reference: str, *, grammar: str = "rfc3986") -> str:
    """The normal form of the URI-reference ``reference`` (RFC 3986 section
    6), as the Rust library gives it: for a URI, case, percent-encoding,
    dot segments and the scheme-based steps; for a relative reference, case
    and percent-encoding only, its dot segments kept, since section 5.2.4
    removes them only after merging with a base (so resolving the result
    against any base gives the URI resolving the original gives).

    With ``grammar="rfc6874"`` an IPv6 literal may hold a zone ID. With
    ``grammar="rfc3987"``, ``reference`` is an IRI reference, normalized by
    RFC 3987 section 5.3.2's syntax-based steps: ASCII case,
    percent-encodings of (i)unreserved characters decoded (non-ASCII ones
    too), dot segments removed; no NFC and no scheme-based steps.

    >>> normalize("HTTP://Example.COM:80/%7euser/./a/../b")
    'http://example.com/~user/b'
    >>> normalize("../%7Euser/./a")
    '../~user/./a'
    >>> normalize("HTTP://www.Example.org/r%C3%A9sum%C3%A9/./x", grammar="rfc3987")
    'http://www.example.org/r\u00e9sum\u00e9/x'

    Raises:
        ParseError: ``reference`` is not a reference of the grammar.
        ValueError: ``grammar`` is not ``"rfc3986"``, ``"rfc6874"`` or
            ``"rfc3987"``.
    """
    normal: str = _S["normalize"](reference, grammar)
    return normal


def iri_to_uri(iri: str) -> str:
    """The IRI reference ``iri`` (RFC 3987) as a URI reference, by section
    3.1's mapping: every character outside ASCII written as its UTF-8 octets,
    percent-encoded; everything else, ``%`` escapes included, as it is.

    >>> iri_to_uri("http://r\u00e9sum\u00e9.example.org")
    'http://r%C3%A9sum%C3%A9.example.org'

    Raises:
        ParseError: ``iri`` is not an IRI reference (``grammar`` is
            ``"rfc3987"``; the offset is a character's first byte in UTF-8).
    """
    uri: str = _S["iri_to_uri"](iri)
    return uri


def uri_to_iri(uri: str) -> str:
    """The URI reference ``uri`` as an IRI reference, by RFC 3987 section
    3.2's mapping: only the percent-encoded UTF-8 of characters an IRI
    allows is decoded; reserved characters, ``%25``, octets that are not
    UTF-8 and characters section 4.1 forbids (bidi formatting) stay encoded.

    >>> uri_to_iri("http://www.example.org/D%C3%BCrst")
    'http://www.example.org/D\u00fcrst'
    >>> uri_to_iri("http://www.example.org/D%FCrst")
    'http://www.example.org/D%FCrst'

    Raises:
        ParseError: ``uri`` is not a URI reference (RFC 3986).
    """
    iri: str = _S["uri_to_iri"](uri)
    return iri


def relativize(base: str, target: str) -> str:
    """The shortest reference that resolves against ``base`` to ``target``.

    >>> relativize("http://a/b/c/d", "http://a/b/x")
    '../x'
    """
    relative: str = _S["relativize"](base, target)
    return relative


@dataclass(frozen=True)
class LintWarning:
    """A lint finding: the ``check`` that fired, the byte ``span`` it is
    about, what is wrong (``message``) and why it matters (``note``).

    (Named so as not to shadow the builtin ``Warning``.)"""

    check: str
    span: Tuple[int, int]
    message: str
    note: str


def lint(text: str) -> List[LintWarning]:
    """The lint warnings for the URI-reference ``text``, in order of position.

    >>> [w.check for w in lint("http://user:pw@h/")]
    ['password-in-userinfo']

    Raises:
        ParseError: ``text`` is not a URI-reference.
    """
    return [LintWarning(c, (s, e), m, n) for c, s, e, m, n in _S["lint"](text)]
