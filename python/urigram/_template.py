"""RFC 6570 URI Templates: :class:`Template` (expand, match a URI back to
its variables, and the analysis that says whether a match can have two
answers) and :class:`TemplateSet` (a router: which template, which
variables, and which templates overlap). The work is done in Rust
(``urigram._native``, over ``urigram::template``)."""

from dataclasses import dataclass
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from urigram import _native

#: A scalar of a value: a str, or an int, a finite float or a bool, which
#: stands for its JSON text (what ``json.dumps`` writes: ``6``, ``2.5``,
#: ``1e+20``, ``true``), as the command line's ``--vars`` reads the same
#: JSON (one rule, the library's ``urigram::template::json``).
Scalar = Union[str, int, float, bool]

#: A variable's value as :meth:`Template.expand` takes it and
#: :meth:`Template.match` gives it back: a scalar; a list (a sequence of
#: scalars); an associative array (a mapping of str to scalars, or a
#: sequence of ``(name, value)`` pairs, tuples or two-item lists, which
#: may repeat a name); or ``None`` (undefined, as an absent variable, an
#: empty list or an empty mapping). A match gives strings back.
VarValue = Union[Scalar, Sequence[Scalar], Mapping[str, Scalar], Sequence[Tuple[Scalar, Scalar]],
                 Sequence[Sequence[Scalar]], None]

#: A value as a match gives it back: ``str``, ``list`` of str, ``dict`` of
#: str to str, or ``list`` of ``(name, value)`` tuples where a name repeats
#: (``?x=1&x=2`` under ``{?x*}``).
MatchedValue = Union[str, List[str], Dict[str, str], List[Tuple[str, str]]]


@dataclass(frozen=True)
class Match:
    """A URI matched against a template: the assignment of values to the
    template's variables that expands to it.

    Attributes:
        vars: the assignment, in the shape :meth:`Template.expand` takes, so
            that ``template.expand(m.vars) == uri``; a variable the URI
            leaves undefined is absent. When several assignments expand to
            the URI, the first of ``assignments`` (the canonical one).
        ambiguous: whether more than one assignment expands to the URI.
        assignments: every assignment found, ``vars`` first (at most 16;
            ``complete`` says whether that is all of them).
        complete: whether ``assignments`` holds every assignment.
        index: which template matched: its position in the
            :class:`TemplateSet` (0 for a lone :class:`Template`).
        template: the text of the template that matched.
    """

    vars: Dict[str, MatchedValue]
    ambiguous: bool
    assignments: Tuple[Dict[str, MatchedValue], ...]
    complete: bool
    index: int
    template: str


@dataclass(frozen=True)
class Ambiguity:
    """One way a template is ambiguous: the expressions where two
    assignments part, and a URI both expand to.

    Attributes:
        expressions: the expressions involved, as the template writes them
            (one when the ambiguity is inside an expression, such as
            ``{/a*}``'s items).
        literal: whether a literal of the template is one of the two
            readings (``{/a*}/b``: the ``/`` may be the list's separator or
            the literal).
        witness: a URI with two assignments.
    """

    expressions: Tuple[str, ...]
    literal: bool
    witness: str


@dataclass(frozen=True)
class Overlap:
    """Two templates of a :class:`TemplateSet` that some URI matches both
    of: where the set's order decides.

    Attributes:
        first, second: their positions in the set (``first < second``).
        templates: their texts.
        witness: the shortest URI both match.
    """

    first: int
    second: int
    templates: Tuple[str, str]
    witness: str


def _match(raw: Any, index: int, template: str) -> Optional[Match]:
    if raw is None:
        return None
    assignments, complete = raw
    return Match(vars=assignments[0], ambiguous=len(assignments) > 1 or not complete,
                 assignments=tuple(assignments), complete=complete, index=index, template=template)


class Template:
    """A URI Template (RFC 6570), compiled for expansion and matching.

    ``Template(text)`` reads ``text`` as section 2's ``URI-Template`` and
    raises :class:`urigram.ParseError` (a ``ValueError``; ``grammar`` is
    ``"rfc6570"``, with the offset, the rule path and what was expected
    there) when it is not one, or when an expression has an operator the
    RFC reserves (``=``, ``,``, ``!``, ``@``, ``|``).

    :meth:`expand` is section 3's expansion, all four levels.
    :meth:`match` reads a URI back to the variables that expand to it, in
    one pass of an automaton (linear in the URI), and says when more than
    one assignment does; :attr:`ambiguities` says, before any URI arrives,
    whether that can happen and which expressions cause it.

    How values come back: a variable without a modifier is a ``str``
    (under an operator that encodes ``,``, a value with commas comes back
    as a list, which expands the same); an exploded variable is a list
    under ``{x*}``, ``{.x*}``, ``{/x*}``, ``{#x*}``, ``{+x*}``, and a dict
    (or pairs, where a name repeats) under ``{;x*}``, ``{?x*}``,
    ``{&x*}``; a prefix ``{x:n}`` gives the prefix the URI shows. Values are
    pct-decoded, except under ``+`` and ``#``, which keep pct-encoded
    triplets and so give the text as the URI has it. An expression that
    expands to nothing has its variables undefined (absent). The URI must
    be what expansion writes (uppercase hex in the triplets it makes).

    With ``any_order=True``, a template that ends with ``{?...}`` (and
    ``{&...}``) also matches a URI whose query has those parameters in
    another order than the template's, which no expansion produces (so by
    default it does not match).

    >>> t = Template("/users/{id}{?fields,page}")
    >>> t.expand({"id": "42", "page": "2"})
    '/users/42?page=2'
    >>> t.match("/users/42?page=2").vars
    {'id': '42', 'page': '2'}
    >>> Template("{a}{b}").ambiguities[0].expressions
    ('{a}', '{b}')

    Templates are immutable; equality and hashing are by text and
    ``any_order``.
    """

    __slots__ = ("_text", "_any_order", "_compiled")
    _text: str
    _any_order: bool
    _compiled: "_native.CompiledTemplate"

    def __init__(self, text: str, *, any_order: bool = False) -> None:
        if not isinstance(text, str):
            raise TypeError(f"Template takes a str, not {type(text).__name__}")
        object.__setattr__(self, "_compiled", _native.CompiledTemplate(text, bool(any_order)))
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_any_order", bool(any_order))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Template is immutable")

    @property
    def text(self) -> str:
        """The template's text."""
        return self._text

    @property
    def any_order(self) -> bool:
        """Whether query parameters match in any order."""
        return self._any_order

    @property
    def variables(self) -> Tuple[str, ...]:
        """The names of its variables, each once, in the order they first
        appear."""
        return tuple(self._compiled.variables())

    def expand(self, vars: Mapping[str, VarValue]) -> str:
        """The expansion of the template with ``vars`` (section 3): each
        expression replaced by its defined variables as its operator says,
        characters outside each operator's allowed set pct-encoded.

        Raises:
            TypeError: ``vars`` is not a mapping of str to the values
                :data:`VarValue` names (bytes, a nested mapping, None in a
                list, ...).
            ValueError: a prefix modifier (``{x:3}``) on a list or an
                associative array (section 2.4.1), or a float that is not
                finite (JSON has no NaN or infinity).
        """
        result: str = self._compiled.expand(vars)
        return result

    def match(self, uri: str) -> Optional[Match]:
        """The assignment that expands to ``uri``, or ``None`` when none
        does. See the class's documentation for the shape of the values."""
        if not isinstance(uri, str):
            raise TypeError(f"match takes a str, not {type(uri).__name__}")
        return _match(self._compiled.match_uri(uri), 0, self._text)

    @property
    def ambiguities(self) -> Tuple[Ambiguity, ...]:
        """The ways the template is ambiguous (some URI it produces has two
        assignments), each naming the expressions that make it so, with a
        URI that shows it; empty when it is unambiguous. Worked out on first
        use (quadratic in the template's automaton)."""
        _, found, _ = self._compiled.analysis()
        return tuple(Ambiguity(tuple(e), literal, witness) for e, literal, witness in found)

    @property
    def is_unambiguous(self) -> bool:
        """Whether every URI the template produces has exactly one
        assignment; ``False`` also when the template is too large to
        analyse (:attr:`analysed`)."""
        complete, found, _ = self._compiled.analysis()
        return bool(complete) and not found

    @property
    def analysed(self) -> bool:
        """Whether the analysis ran (its automaton has at most 4,000
        states)."""
        complete: bool = self._compiled.analysis()[0]
        return complete

    @property
    def repeated_variables(self) -> Tuple[str, ...]:
        """Variables written more than once (``{a}/{a}``): a match keeps the
        assignments where each occurrence takes the same value, which the
        analysis does not account for (so it may call such a template
        ambiguous where matches have one answer)."""
        return tuple(self._compiled.analysis()[2])

    def __repr__(self) -> str:
        extra = ", any_order=True" if self._any_order else ""
        return f"Template({self._text!r}{extra})"

    def __str__(self) -> str:
        return self._text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Template):
            return NotImplemented
        return (self._text, self._any_order) == (other._text, other._any_order)

    def __hash__(self) -> int:
        return hash((Template, self._text, self._any_order))

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_rebuild_template, (self._text, self._any_order))


def _rebuild_template(text: str, any_order: bool) -> Template:
    return Template(text, any_order=any_order)


class TemplateSet:
    """Templates matched together, in order: a router (which template,
    which variables), with the pairs that overlap (some URI matches both)
    found when the set is built.

    ``TemplateSet(templates)`` takes template texts (or :class:`Template`
    objects without ``any_order``) and raises :class:`urigram.ParseError`
    for the first that is not a template. :meth:`match` answers with the
    first template, in the set's order, that matches; :attr:`overlaps` says
    beforehand where that order decides. With ``any_order=True``, each
    template that ends with ``{?...}`` also matches a URI whose query has
    its parameters in another order (as :class:`Template` does).

    >>> routes = TemplateSet(["/users/{id}", "/users/me", "/posts{/id}"])
    >>> m = routes.match("/posts/7")
    >>> (m.index, m.template, m.vars)
    (2, '/posts{/id}', {'id': '7'})
    >>> routes.overlaps[0].witness
    '/users/me'
    """

    __slots__ = ("_templates", "_compiled", "_overlaps", "_any_order")
    _templates: Tuple[Template, ...]
    _compiled: "_native.CompiledSet"
    _overlaps: Tuple[Overlap, ...]
    _any_order: bool

    def __init__(self, templates: Iterable[Union[str, Template]], *, any_order: bool = False) -> None:
        if isinstance(templates, (str, Template)):
            raise TypeError("TemplateSet takes an iterable of templates; wrap one template in a list")
        texts: List[str] = []
        for i, t in enumerate(templates):
            if isinstance(t, Template):
                if t.any_order and not any_order:
                    raise ValueError(f"template {i} ({t.text!r}): a TemplateSet matches query parameters "
                                     "in any order only with TemplateSet(..., any_order=True)")
                texts.append(t.text)
            elif isinstance(t, str):
                texts.append(t)
            else:
                raise TypeError(f"template {i}: a template is a str or a urigram.Template, "
                                f"not {type(t).__name__}")
        object.__setattr__(self, "_any_order", bool(any_order))
        object.__setattr__(self, "_compiled", _native.CompiledSet(texts, self._any_order))
        object.__setattr__(self, "_templates", tuple(Template(t, any_order=self._any_order) for t in texts))
        object.__setattr__(self, "_overlaps", tuple(
            Overlap(a, b, (texts[a], texts[b]), w) for a, b, w in self._compiled.overlaps()))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a TemplateSet is immutable")

    @property
    def templates(self) -> Tuple[Template, ...]:
        """The templates, in order."""
        return self._templates

    @property
    def overlaps(self) -> Tuple[Overlap, ...]:
        """Every pair of templates that some URI matches both of."""
        return self._overlaps

    def match(self, uri: str) -> Optional[Match]:
        """The first template that matches ``uri`` (``index`` and
        ``template`` say which) and its variables, or ``None``."""
        if not isinstance(uri, str):
            raise TypeError(f"match takes a str, not {type(uri).__name__}")
        raw = self._compiled.match_uri(uri)
        if raw is None:
            return None
        index, found = raw
        return _match(found, index, self._templates[index].text)

    def __len__(self) -> int:
        return len(self._templates)

    @property
    def any_order(self) -> bool:
        """Whether query parameters match in any order."""
        return self._any_order

    def __repr__(self) -> str:
        texts = [t.text for t in self._templates]
        if self._any_order:
            return f"TemplateSet({texts!r}, any_order=True)"
        return f"TemplateSet({texts!r})"

    def __reduce__(self) -> Tuple[Any, ...]:
        return (_rebuild_set, ([t.text for t in self._templates], self._any_order))


def _rebuild_set(texts: List[str], any_order: bool) -> TemplateSet:
    return TemplateSet(texts, any_order=any_order)
