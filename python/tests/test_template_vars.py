"""A template's variables, one rule for Python and the command line
(``urigram::template::json``): a str is itself; an int, a finite float or
a bool stands for its JSON text, what ``json.dumps`` writes; a sequence of
those is a list; a mapping of str to them, or a sequence of pairs (tuples,
or two-item lists as ``json.loads`` gives them), an associative array;
None undefined. ``Template(t).expand(v)`` equals ``urigram template expand
--vars json.dumps(v) t`` for every value here, and what one refuses the
other refuses. Expected texts come from ``json.dumps`` (CPython's)."""

import enum
import json
import math
import os
import subprocess
from pathlib import Path
from typing import Any, Dict

import pytest

from urigram import Template

ROOT = Path(__file__).resolve().parents[2]


def cli() -> Path:
    # The command-line tool as cargo built it (as test_grammars.py finds
    # it): CARGO_TARGET_DIR when set, else the repository's target/.
    target = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
    for build in ["debug", "release"]:
        exe = target / build / "urigram"
        if exe.is_file():
            return exe
    pytest.skip("the urigram CLI is not built (cargo build -p urigram-cli)")


class Color(enum.IntEnum):
    RED = 1


CASES = [
    ("{?n}", {"n": 6}, "?n=6"),
    ("{?n}", {"n": 10**30}, "?n=1000000000000000000000000000000"),
    ("{?f}", {"f": 37.76}, "?f=37.76"),
    ("{?f}", {"f": 2.50}, "?f=2.5"),
    # json.dumps(1e20) is 1e+20; `+` is pct-encoded under `?`.
    ("{?f}", {"f": 1e20}, "?f=1e%2B20"),
    ("{+f}", {"f": 1e-05}, "1e-05"),
    ("{?f}", {"f": -0.0}, "?f=-0.0"),
    ("{?b,c}", {"b": True, "c": False}, "?b=true&c=false"),
    # An IntEnum is its int's text, as json.dumps writes it (not its name).
    ("{?e}", {"e": Color.RED}, "?e=1"),
    ("/{l}", {"l": [1, 2.5, True, "x"]}, "/1,2.5,true,x"),
    ("{?m*}", {"m": {"a": 1, "b": False}}, "?a=1&b=false"),
    ("{?p*}", {"p": [["k", 1], ["k", 2]]}, "?k=1&k=2"),
    ("{?p*}", {"p": [("k", 1.5)]}, "?k=1.5"),
    ("/{x}{y}", {"x": None, "y": []}, "/"),
]


@pytest.mark.parametrize("template,vars,want", CASES)
def test_numbers_and_booleans_are_their_json_text(template: str, vars: Dict[str, Any], want: str) -> None:
    assert Template(template).expand(vars) == want


@pytest.mark.parametrize("template,vars,want", CASES)
def test_python_and_the_command_line_agree(template: str, vars: Dict[str, Any], want: str) -> None:
    run = subprocess.run([cli(), "template", "expand", "--vars", json.dumps(vars), "--", template],
                         capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, want + "\n"), run.stderr


REFUSED = [
    {"x": [None]},
    {"x": ["a", [1]]},
    {"x": {"k": None}},
    {"x": {"k": [1]}},
    {"x": [["a", "b"], "c"]},
    {"x": [["a"]]},
]


@pytest.mark.parametrize("vars", REFUSED)
def test_what_one_refuses_the_other_refuses(vars: Dict[str, Any]) -> None:
    with pytest.raises(TypeError, match='variable "x"'):
        Template("{x}").expand(vars)
    run = subprocess.run([cli(), "template", "expand", "--vars", json.dumps(vars), "{x}"],
                         capture_output=True, text=True)
    assert run.returncode == 2 and 'variable "x"' in run.stderr, run.stderr


@pytest.mark.parametrize("x", [math.nan, math.inf, -math.inf])
def test_a_float_json_cannot_write_is_a_value_error(x: float) -> None:
    # json.dumps writes NaN and Infinity, which are not JSON (RFC 8259
    # section 6): the command line cannot be given them either.
    with pytest.raises(ValueError, match='variable "x".*no JSON number'):
        Template("{x}").expand({"x": x})
