"""RFC 3987's mappings from Python: ``urigram.iri_to_uri`` (section 3.1),
``urigram.uri_to_iri`` (section 3.2) and their Arrow kernels. The expected
values are the RFC's own examples; the kernels must answer row for row what
the functions answer, and what the CLI's ``to-uri`` and ``to-iri`` print."""

import json
import os
import subprocess
from pathlib import Path
from typing import List, Optional

import pytest

import urigram

ROOT = Path(__file__).resolve().parents[2]

# (IRI, URI): RFC 3987 section 3.1's examples. The first is written in XML
# notation in the RFC ("http://r&#xE9;sum&#xE9;.example.org"); in the second
# "%09" stays as it is and only the e-acute is encoded.
TO_URI = [
    ("http://r\u00e9sum\u00e9.example.org", "http://r%C3%A9sum%C3%A9.example.org"),
    ("http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red"),
    ("foo://user@example.com:8042/over/there?name=ferret#nose",
     "foo://user@example.com:8042/over/there?name=ferret#nose"),
]

# (URI, IRI): RFC 3987 section 3.2's examples. %FC is Latin-1, not UTF-8, so
# it stays; %E2%80%AE is U+202E, a bidi formatting character section 4.1
# forbids, so it stays too.
TO_IRI = [
    ("http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"),
    ("http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"),
    ("http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%e2%80%ae"),
]


@pytest.mark.parametrize("iri, uri", TO_URI)
def test_iri_to_uri_gives_section_3_1s_examples(iri: str, uri: str) -> None:
    assert urigram.iri_to_uri(iri) == uri


@pytest.mark.parametrize("uri, iri", TO_IRI)
def test_uri_to_iri_gives_section_3_2s_examples(uri: str, iri: str) -> None:
    assert urigram.uri_to_iri(uri) == iri


def test_errors_say_where_and_under_which_grammar() -> None:
    # iprivate (U+E000) is allowed only in iquery (RFC 3987 section 2.2):
    # in the path it is refused at its first byte.
    with pytest.raises(urigram.ParseError) as e:
        urigram.iri_to_uri("http://a/\ue000")
    assert (e.value.offset, e.value.grammar) == (9, "rfc3987")
    assert urigram.iri_to_uri("http://a/?\ue000") == "http://a/?%EE%80%80"
    # A URI has no space (RFC 3986).
    with pytest.raises(urigram.ParseError) as e:
        urigram.uri_to_iri("http://a b/")
    assert e.value.offset == 8


def _cli() -> Path:
    # Where cargo built it: CARGO_TARGET_DIR when set (.ci/run's clone
    # shares the checkout's target folder), else the repository's target/.
    target = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
    for build in ["debug", "release"]:
        exe = target / build / "urigram"
        if exe.is_file():
            return exe
    pytest.skip("the urigram CLI is not built (cargo build -p urigram-cli)")


@pytest.mark.parametrize("command, cases", [("to-uri", TO_URI), ("to-iri", TO_IRI)])
def test_the_functions_answer_as_the_cli(command: str, cases: List[tuple]) -> None:
    inputs = [a for a, _ in cases]
    out = subprocess.run([str(_cli()), command, "--json", "--", *inputs],
                         capture_output=True, text=True, check=True).stdout
    function = urigram.iri_to_uri if command == "to-uri" else urigram.uri_to_iri
    for line, text in zip(out.splitlines(), inputs):
        assert json.loads(line)["result"] == function(text)


def test_arrow_kernels_answer_row_for_row() -> None:
    pa = pytest.importorskip("pyarrow")
    import urigram.arrow as ua

    for kernel, function, cases in [
        (ua.iri_to_uri, urigram.iri_to_uri, TO_URI),
        (ua.uri_to_iri, urigram.uri_to_iri, TO_IRI),
    ]:
        bad = "http://a/\ue000" if kernel is ua.iri_to_uri else "http://a b/"
        rows: List[Optional[str]] = [a for a, _ in cases] + [None, bad]
        got = kernel(pa.array(rows, pa.string())).to_pylist()
        for text, want_out, row in zip(rows, [b for _, b in cases], got):
            assert row["value"] == want_out == function(text)  # type: ignore[arg-type]
            assert row["error_message"] is None
        # A null in, a null out; a bad row, its reason and no value.
        assert got[-2] is None
        with pytest.raises(urigram.ParseError) as e:
            function(bad)
        assert got[-1]["value"] is None
        assert (got[-1]["error_offset"], got[-1]["error_rule"]) == (e.value.offset, e.value.rule)
        assert got[-1]["error_message"]
