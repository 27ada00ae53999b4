"""``urigram.compare``: one input read by every grammar and by the running
interpreter's ``urllib.parse.urlsplit``, side by side, as data (what the
``urigram compare`` command prints, without the printing)."""

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from urigram import _native

#: The parts every reading is split into, in this order.
PARTS: Tuple[str, ...] = ("scheme", "authority", "userinfo", "host", "port", "path", "query",
                          "fragment")


@dataclass(frozen=True)
class Reading:
    """How one reader (a grammar, or ``"urllib"``) reads the input.

    Attributes:
        reader: ``"rfc3986"``, ..., or ``"urllib"``.
        valid: whether the reader accepts the input.
        parts: for a valid input, each part of :data:`PARTS` the reader
            splits out, ``None`` when absent (``urlsplit`` gives ``""`` for
            an absent query or fragment: it cannot tell); ``None`` when
            invalid.
        unsplit: the parts the reader leaves whole, so neither has nor lacks
            (RFC 1808's ``net_loc`` is not split into userinfo, host and port).
        error_offset, error_rule: where and in which rule a grammar
            rejects the input (``None`` for urllib and for a valid input).
        error_message: why the input is rejected (for urllib, the message
            of the ``ValueError`` urlsplit raises).
    """

    reader: str
    valid: bool
    parts: Optional[Dict[str, Optional[str]]] = field(default=None, hash=False)
    unsplit: Tuple[str, ...] = ()
    error_offset: Optional[int] = None
    error_rule: Optional[str] = None
    error_message: Optional[str] = None


@dataclass(frozen=True)
class Comparison:
    """Every reading of ``input``, and the parts on which they differ.

    Attributes:
        input: the text compared.
        readings: one :class:`Reading` per grammar, in the order of
            :data:`urigram.GRAMMARS`, then urllib's.
        differ: ``"valid"`` when some reader rejects what another accepts,
            then each part (of :data:`PARTS`) on which two valid readings
            that split it differ. urlsplit's ``""`` agrees with an absent
            query or fragment, since it cannot say which. A scheme or host
            spelled in another case is one reading (both are
            case-insensitive), not a difference.
        spelling: the parts that valid readings only spell differently (a
            scheme or host in another case: urlsplit lower-cases the
            scheme), as ``urigram compare`` marks them with ``~``.
    """

    input: str
    readings: Tuple[Reading, ...]
    differ: Tuple[str, ...]
    spelling: Tuple[str, ...] = ()

    def reading(self, reader: str) -> Reading:
        """The reading of ``reader`` (a grammar's name, or ``"urllib"``).

        Raises:
            KeyError: no such reader.
        """
        for r in self.readings:
            if r.reader == reader:
                return r
        raise KeyError(reader)


def compare(text: str) -> Comparison:
    """``text`` read by every grammar (with its top rule) and by
    ``urllib.parse.urlsplit`` as the running interpreter's release splits
    it, with the parts where the readings part ways.

    >>> c = compare("http://u@v@h/")
    >>> [r.reader for r in c.readings if r.valid]
    ['rfc2396', 'rfc1808', 'rfc1945', 'urllib']
    >>> c.reading("rfc3986").error_offset  # the second "@"
    10

    The grammars' readings are the library's (``urigram::grammars``), the
    same the ``urigram compare`` command shows.
    """
    readings: List[Reading] = []
    for grammar, parts, unsplit, error in _native.strict["readings"](text):
        if error is None:
            readings.append(Reading(grammar, True, dict(parts), tuple(unsplit)))
        else:
            offset, rule, message = error
            readings.append(Reading(grammar, False, None, (), offset, rule, message))
    readings.append(_urllib_reading(text))
    differ, spelling = _verdict(readings)
    return Comparison(text, tuple(readings), differ, spelling)


def _urllib_reading(text: str) -> Reading:
    """urlsplit's reading: the netloc is the authority; userinfo, host and
    port are its pieces as ``SplitResult`` cuts them (before the last
    ``@``; the host keeps its brackets and its case)."""
    from urigram.urllib import urlsplit

    try:
        r = urlsplit(text)
    except ValueError as e:
        return Reading("urllib", False, error_message=str(e))
    netloc = r.netloc
    has_netloc = bool(netloc) or _has_empty_netloc(text, r.scheme)
    userinfo: Optional[str] = None
    if "@" in netloc:
        userinfo, _, hostinfo = netloc.rpartition("@")
    else:
        hostinfo = netloc
    port: Optional[str]
    before, bracket, bracketed = hostinfo.partition("[")
    if bracket:
        inside, _, after = bracketed.partition("]")
        host = f"[{inside}]"
        _, colon, port_text = after.partition(":")
        port = port_text if colon else None
    else:
        host, colon, port_text = hostinfo.partition(":")
        port = port_text if colon else None
    parts: Dict[str, Optional[str]] = {
        "scheme": r.scheme or None,
        "authority": netloc if has_netloc else None,
        "userinfo": userinfo,
        "host": host if has_netloc else None,
        "port": port or None,
        "path": r.path,
        "query": r.query,
        "fragment": r.fragment,
    }
    return Reading("urllib", True, parts)


def _has_empty_netloc(text: str, scheme: str) -> bool:
    """Whether ``text`` has ``//`` where urlsplit looks for a netloc (right
    after the scheme's colon, or at the start)."""
    t = text.lstrip("".join(chr(c) for c in range(33)))
    rest = t[len(scheme) + 1:] if scheme else t
    return rest.startswith("//")


_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}


def _fold(s: str) -> str:
    """``s`` with ASCII letters lower-cased (and nothing else: RFC 3986's
    case-insensitivity is ASCII's)."""
    return s.translate(_ASCII_LOWER)


def _same_reading(part: str, a: Optional[str], b: Optional[str]) -> bool:
    """Whether two spellings of ``part`` are one reading: a scheme or a host
    in either case (RFC 3986 sections 3.1 and 3.2.2), and so the host within
    an authority (after its last ``@``); any other part only as spelled
    alike. The rule ``urigram compare`` applies."""
    if a is None or b is None:
        return a is None and b is None
    if part in ("scheme", "host"):
        return _fold(a) == _fold(b)
    if part == "authority":
        cut_a, cut_b = a.rfind("@") + 1, b.rfind("@") + 1
        return a[:cut_a] == b[:cut_b] and _fold(a[cut_a:]) == _fold(b[cut_b:])
    return a == b


def _verdict(readings: List[Reading]) -> Tuple[Tuple[str, ...], Tuple[str, ...]]:
    """The parts on which two readings differ, and those they only spell
    differently (see :class:`Comparison`)."""
    differ: List[str] = []
    spelling: List[str] = []
    if any(r.valid != readings[0].valid for r in readings):
        differ.append("valid")
    for part in PARTS:
        read: List[Optional[str]] = []
        spelt: List[Optional[str]] = []
        loose = False
        for r in readings:
            if r.parts is None or part in r.unsplit:
                continue
            v = r.parts.get(part)
            if r.reader == "urllib" and v == "" and part in ("query", "fragment"):
                loose = True
                continue
            if not any(_same_reading(part, seen, v) for seen in read):
                read.append(v)
            if v not in spelt:
                spelt.append(v)
        if len(read) > 1 or (loose and any(read)):
            differ.append(part)
        elif len(spelt) > 1:
            spelling.append(part)
    return tuple(differ), tuple(spelling)
