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
            query or fragment, since it cannot say which.
    """

    input: str
    readings: Tuple[Reading, ...]
    differ: Tuple[str, ...]

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
    return Comparison(text, tuple(readings), _differences(readings))


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


def _differences(readings: List[Reading]) -> Tuple[str, ...]:
    out: List[str] = []
    if any(r.valid != readings[0].valid for r in readings):
        out.append("valid")
    for part in PARTS:
        seen: List[Optional[str]] = []
        loose = False
        for r in readings:
            if r.parts is None or part in r.unsplit:
                continue
            v = r.parts.get(part)
            if r.reader == "urllib" and v == "" and part in ("query", "fragment"):
                loose = True
                continue
            if v not in seen:
                seen.append(v)
        if len(seen) > 1 or (loose and any(seen)):
            out.append(part)
    return tuple(out)
