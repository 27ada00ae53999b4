"""The strict RFC 3986 layer's Python classes: the parse result
(:class:`Reference`, :class:`Host`), lint :class:`Warning`, and
:class:`ParseError`. The work is done in Rust (``urigram._native``)."""

import ipaddress
from dataclasses import dataclass, field
from typing import Dict, Optional, Tuple, Union

from urigram import _native

_S = _native.strict


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
        section: the RFC 3986 section of ``rule``.
        message: the one-line form.
    """

    def __init__(self, message, *, input="", offset=0, rule="", rules=(),
                 expected=(), section="", frame=""):
        super().__init__(message)
        self.message = message
        self.input = input
        self.offset = offset
        self.rule = rule
        self.rules = tuple(rules)
        self.expected = tuple(expected)
        self.section = section
        self.frame = frame or message

    def __str__(self):
        return self.frame

    def __reduce__(self):
        return (_rebuild_error, (self.message, self.__dict__.copy()))


def _rebuild_error(message, attrs):
    e = ParseError(message)
    e.__dict__.update(attrs)
    return e


@dataclass(frozen=True)
class Host:
    """The host of an authority (RFC 3986 section 3.2.2).

    Attributes:
        text: the host as written (with brackets for an IP literal).
        kind: ``"reg-name"``, ``"ipv4"``, ``"ipv6"`` or ``"ipvfuture"``.
        address: an :mod:`ipaddress` object for ``ipv4`` and ``ipv6``.
    """

    text: str
    kind: str
    address: Optional[Union[ipaddress.IPv4Address, ipaddress.IPv6Address]] = field(
        default=None, compare=False)

    def __str__(self):
        return self.text


@dataclass(frozen=True)
class Reference:
    """A URI-reference parsed by the strict RFC 3986 grammar.

    Components that are absent are ``None`` (an empty query ``?`` is ``""``).
    ``spans`` maps each present component to its ``(start, end)`` byte
    offsets in ``text``. Equality and hashing are by ``text`` and ``rule``;
    ``str()`` gives the text back.
    """

    text: str
    rule: str = "URI-reference"
    scheme: Optional[str] = field(default=None, compare=False)
    userinfo: Optional[str] = field(default=None, compare=False)
    host: Optional[Host] = field(default=None, compare=False)
    port: Optional[str] = field(default=None, compare=False)
    path: str = field(default="", compare=False)
    path_kind: str = field(default="", compare=False)
    segments: Tuple[str, ...] = field(default=(), compare=False)
    query: Optional[str] = field(default=None, compare=False)
    fragment: Optional[str] = field(default=None, compare=False)
    spans: Dict[str, Tuple[int, int]] = field(default_factory=dict, compare=False, hash=False)

    @property
    def port_number(self) -> Optional[int]:
        """The port as an int; None when absent, empty or above 65535."""
        if not self.port:
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
        """The normal form of this URI (RFC 3986 section 6)."""
        return normalize(self.text)

    def __str__(self):
        return self.text

    def __repr__(self):
        if self.rule == "URI-reference":
            return f"urigram.parse({self.text!r})"
        return f"urigram.parse({self.text!r}, rule={self.rule!r})"


def parse(text: str, rule: str = "URI-reference") -> Reference:
    """Parses ``text`` with the RFC 3986 ABNF rule ``rule``.

    >>> r = parse("http://user@[::1]:8080/a/b?q#f")
    >>> r.host.kind, r.host.address, r.port_number, r.segments
    ('ipv6', IPv6Address('::1'), 8080, ('a', 'b'))

    Raises:
        ParseError: the text does not match; ``str()`` of it points at the byte.
        ValueError: ``rule`` is not a rule of RFC 3986.
    """
    d = _S["parse_fields"](text, rule)
    host = None
    if "host" in d:
        kind = d["host_kind"]
        address = None
        if kind in ("ipv4", "ipv6"):
            address = ipaddress.ip_address(d["host_text"])
        host = Host(d["host"], kind, address)
    return Reference(
        text=text, rule=d["rule"], scheme=d.get("scheme"), userinfo=d.get("userinfo"),
        host=host, port=d.get("port"), path=d.get("path", ""),
        path_kind=d.get("path_kind", ""), segments=tuple(d.get("segments", ())),
        query=d.get("query"), fragment=d.get("fragment"), spans=dict(d.get("spans", {})),
    )


def is_valid(text: str, rule: str = "URI-reference") -> bool:
    """Whether ``text`` matches the RFC 3986 ABNF rule ``rule``."""
    return _S["is_valid"](text, rule)


def resolve(base: str, reference: str) -> str:
    """``reference`` resolved against the URI ``base`` (RFC 3986 section 5.2).

    >>> resolve("http://a/b/c/d;p?q", "../g")
    'http://a/b/g'
    """
    return _S["resolve"](base, reference)


def normalize(uri: str) -> str:
    """The normal form of the URI ``uri`` (RFC 3986 section 6).

    >>> normalize("HTTP://Example.COM:80/%7euser/./a/../b")
    'http://example.com/~user/b'
    """
    return _S["normalize"](uri)


def relativize(base: str, target: str) -> str:
    """The shortest reference that resolves against ``base`` to ``target``.

    >>> relativize("http://a/b/c/d", "http://a/b/x")
    '../x'
    """
    return _S["relativize"](base, target)


@dataclass(frozen=True)
class Warning:
    """A lint finding: the ``check`` that fired, the byte ``span`` it is
    about, what is wrong (``message``) and why it matters (``note``)."""

    check: str
    span: Tuple[int, int]
    message: str
    note: str


def lint(text: str):
    """The lint warnings for the URI-reference ``text``, in order of position."""
    return [Warning(c, (s, e), m, n) for c, s, e, m, n in _S["lint"](text)]
