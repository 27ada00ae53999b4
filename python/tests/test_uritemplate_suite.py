"""The uritemplate-test suite (tests/data/uritemplate-test/ at the
repository's root, Apache-2.0, its source in SOURCE.md) through Python:
every case of its four files through ``urigram.Template(...).expand``.

A case's answer is a string (the expansion), a list (any one of them:
associative arrays have no order in JSON) or ``false`` (the template is
invalid, raising ``urigram.ParseError``, or cannot be expanded with these
variables, raising ``ValueError``). The suite's numbers stand for the
strings they are written as (``"long": 37.76``), so the JSON is read with
numbers kept as their text; a JSON array of strings is a list and an
object an associative array (a dict)."""

import json
from pathlib import Path
from typing import Any, Dict, List, Tuple

import pytest

import urigram

SUITE = Path(__file__).resolve().parents[2] / "tests" / "data" / "uritemplate-test"
FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"]


def _cases() -> List[Tuple[str, str, str, Dict[str, Any], Any]]:
    out = []
    for file in FILES:
        doc = json.loads((SUITE / file).read_text(encoding="utf-8"), parse_float=str, parse_int=str)
        for group, body in doc.items():
            for template, want in body["testcases"]:
                out.append((file, group, template, body["variables"], want))
    return out


CASES = _cases()


def test_the_suite_is_all_there() -> None:
    # The sizes the Rust runner (tests/template_suite.rs) also checks, so
    # that a file that stops being read is noticed.
    assert len(CASES) >= 250
    for file in FILES:
        assert sum(1 for c in CASES if c[0] == file) >= 20, file
    assert sum(1 for c in CASES if c[4] is False) >= 30


@pytest.mark.parametrize("file,group,template,variables,want", CASES,
                         ids=[f"{c[0]}:{c[1]}:{c[2]}" for c in CASES])
def test_case(file: str, group: str, template: str, variables: Dict[str, Any], want: Any) -> None:
    if want is False:
        with pytest.raises(ValueError):
            urigram.Template(template).expand(variables)
        return
    got = urigram.Template(template).expand(variables)
    accepted = want if isinstance(want, list) else [want]
    assert got in accepted


def test_an_invalid_template_of_the_suite_raises_parse_error_with_the_diagnostic() -> None:
    # negative-tests.json: "{/id*" (no closing brace); the RFC's grammar
    # expects a varchar, a modifier, ',' or '}' after "id*": here '}'.
    invalid = [c for c in CASES if c[2] == "{/id*" and c[4] is False]
    assert invalid
    with pytest.raises(urigram.ParseError) as e:
        urigram.Template("{/id*")
    assert (e.value.grammar, e.value.offset, e.value.input) == ("rfc6570", 5, "{/id*")
    assert e.value.rules[0] == "URI-Template"
    assert any("}" in x for x in e.value.expected)
