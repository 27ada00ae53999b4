"""Typed and tried: this file uses every public name of urigram,
urigram.urllib and urigram.arrow as a user's code would, and
`mypy --strict` must pass on it (test_mypy_strict_passes_on_this_file);
`python -m mypy.stubtest urigram` must find the stubs equal to the module
(test_stubs_match_the_module; urigram.arrow only where pyarrow is
installed), and the package's own source must pass
`mypy --strict` too. The uses run too, so each annotation is
checked against what the call returns."""

import importlib.util
import subprocess
import sys
import urllib.parse as std
from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING, Dict, List, Optional, Tuple

import pytest

import urigram
import urigram.urllib as u

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def use_strict() -> None:
    r: urigram.Reference = urigram.parse("http://u:p@[::1]:80/a?b=c#d")
    r2 = urigram.Reference("x", "URI-reference", grammar="rfc3986")
    host: Optional[urigram.Host] = r.host
    assert host is not None and host.zone_id is None and host.kind == "ipv6"
    parts: Tuple[Optional[str], ...] = (r.scheme, r.authority, r.userinfo, r.username, r.password, r.port,
                                        r.query, r.fragment)
    assert parts == ("http", "u:p@[::1]:80", "u:p", "u", "p", "80", "b=c", "d")
    pairs: List[Tuple[str, str]] = r.query_pairs
    assert pairs == [("b", "c")] and r.port_number == 80 and r.is_absolute and r2.path == "x"
    spans: Dict[str, Tuple[int, int]] = r.spans
    assert spans["scheme"] == (0, 4) and r.segments == ("a",) and r.path_kind == "path-abempty"
    assert (r.rule, r.grammar, r.unsplit, str(r)) == ("URI-reference", "rfc3986", (), r.text)
    assert r.resolve("g") == "http://u:p@[::1]:80/g" and r.normalize() == "http://u:p@[::1]/a?b=c#d"
    ok: bool = urigram.is_valid("http://[fe80::1%25x]/", None, grammar="rfc6874")
    assert ok and urigram.GRAMMARS[0] == "rfc3986"
    title, top, rules = urigram.grammars()["rfc9112"]
    assert top == "request-target" and title and rules
    assert urigram.resolve("http://a/b", "c") == "http://a/c"
    assert urigram.normalize("A/%7e") == "A/~" and urigram.relativize("http://a/b/c", "http://a/b/d") == "d"
    assert urigram.normalize("/%C3%A9", grammar="rfc3987") == "/\u00e9"
    assert urigram.iri_to_uri("/\u00e9") == "/%C3%A9" and urigram.uri_to_iri("/%C3%A9") == "/\u00e9"
    warnings: List[urigram.LintWarning] = urigram.lint("http://u:p@h/")
    assert [(w.check, w.span, bool(w.message), bool(w.note)) for w in warnings] == [
        ("password-in-userinfo", (9, 10), True, True)]
    c: urigram.Comparison = urigram.compare("http://h/")
    reading: urigram.Reading = c.reading("urllib")
    assert reading.valid and reading.parts is not None and c.differ == () and c.input == "http://h/"
    assert (reading.error_offset, reading.error_rule, reading.error_message, reading.unsplit) == (
        None, None, None, ())
    try:
        urigram.parse("a b")
    except urigram.ParseError as e:
        where: Tuple[int, str, Tuple[str, ...], Tuple[str, ...], str, str, str] = (
            e.offset, e.rule, e.rules, e.expected, e.section, e.grammar, e.message)
        assert where[0] == 1 and e.input == "a b" and e.frame
        help_line: Optional[str] = e.help
        assert help_line is not None and "%20" in help_line


def use_template() -> None:
    t: urigram.Template = urigram.Template("/users/{id}{?tags*}", any_order=False)
    uri: str = t.expand({"id": "42", "tags": {"a": "1"}, "x": None, "l": ["a"], "p": [("k", "v")]})
    assert uri == "/users/42?a=1"
    m: Optional[urigram.Match] = t.match(uri)
    assert m is not None and not m.ambiguous and m.complete and (m.index, m.template) == (0, t.text)
    vars = m.vars
    assert vars == {"id": "42", "tags": {"a": "1"}} and m.assignments == (vars,)
    ambiguities: Tuple[urigram.Ambiguity, ...] = urigram.Template("{a}{b}").ambiguities
    assert ambiguities[0].expressions == ("{a}", "{b}") and not ambiguities[0].literal and ambiguities[0].witness
    flags: Tuple[bool, bool, bool] = (t.is_unambiguous, t.analysed, t.any_order)
    assert flags == (True, True, False) and t.variables == ("id", "tags") and t.repeated_variables == ()
    routes = urigram.TemplateSet(["/users/{id}", t, "/users/me"])
    found: Optional[urigram.Match] = routes.match("/users/me")
    assert found is not None and found.index == 0 and len(routes) == 3
    overlaps: Tuple[urigram.Overlap, ...] = routes.overlaps
    assert (0, 2, ("/users/{id}", "/users/me"), "/users/me") in [
        (o.first, o.second, o.templates, o.witness) for o in overlaps]
    templates: Tuple[urigram.Template, ...] = routes.templates
    assert templates[1] == t


def use_urllib() -> None:
    s = u.urlsplit("http://h:8/p?q#f")
    assert s.port == 8 and u.urlunsplit(s) == "http://h:8/p?q#f"
    p = u.urlparse("http://h/p;x")
    assert p.params == "x" and u.urlunparse(p) == "http://h/p;x"
    assert u.urljoin("http://a/b", "c") == "http://a/c" and u.urldefrag("a#b").fragment == "b"
    assert u.unwrap("<URL:http://h/>") == "http://h/"
    assert u.parse_qs("a=1&a=2") == {"a": ["1", "2"]} and u.parse_qsl("a=1") == [("a", "1")]
    assert u.quote("a b") == "a%20b" and u.quote_plus("a b") == "a+b"
    assert u.quote_from_bytes(b"a b") == "a%20b" and u.unquote("a%20b") == "a b"
    assert u.unquote_plus("a+b") == "a b" and u.unquote_to_bytes("a%20b") == b"a b"
    assert u.urlencode(OrderedDict([("a", "1")])) == "a=1"
    assert u.SplitResult is std.SplitResult and u.RELEASE == u.BEHAVIOUR
    if TYPE_CHECKING:  # typed, not run: it would switch urllib.parse for the whole test process
        u.install()


def use_arrow() -> None:
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    arr = pa.array(["http://h:1/", "a b", None])
    results: List[ua.ArrowResult] = [
        ua.is_valid(arr), ua.is_valid(arr, grammar="rfc2396", rule="URI-reference", detailed=True),
        ua.parse(arr, grammar="rfc6874"), ua.urlsplit(arr), ua.normalize(arr), ua.resolve("http://a/", arr),
        ua.iri_to_uri(arr), ua.uri_to_iri(arr), ua.java_uri(arr), ua.java_uri(arr, decoded=False),
        ua.match_templates(arr, ["/{x}"]),
        ua.match_templates(arr, urigram.TemplateSet(["/{x}"]))]
    assert all(len(r) == 3 and r.null_count == 1 for r in results)
    hosts: ua.ArrowResult = ua.spark_parse_url(arr, "HOST")
    assert hosts.to_pylist() == ["h", None, None]
    assert ua.spark_parse_url(arr, "QUERY", "k", ansi=False).null_count == 3
    try:
        ua.spark_parse_url(arr, "HOST", ansi=True)
    except urigram.SparkError as e:
        failed: Tuple[str, Optional[int]] = (e.name, e.row)
        assert failed == ("INVALID_URL", 1)
    before: int = ua.threads()
    ua.set_threads(1)
    ua.set_threads(None)
    assert ua.threads() == before


def test_uses_run() -> None:
    use_strict()
    use_template()
    use_urllib()
    use_arrow()


def _run(*args: str) -> "subprocess.CompletedProcess[str]":
    pytest.importorskip("mypy", reason="the typing checks need mypy (pip install mypy)")
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True, cwd=Path(__file__).parent)


def test_mypy_strict_passes_on_this_file() -> None:
    out = _run("mypy", "--strict", "--config-file", str(PYPROJECT), "--no-incremental", __file__)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_package_source_passes_mypy_strict() -> None:
    out = _run("mypy", "--strict", "--config-file", str(PYPROJECT), "--no-incremental",
               str(PYPROJECT.parent / "urigram"))
    assert out.returncode == 0, out.stdout + out.stderr


def test_stubs_match_the_module(tmp_path: Path) -> None:
    """stubtest imports each module it checks, and urigram.arrow cannot be
    imported without pyarrow (an optional dependency): without it, every
    other module is checked and then the test skips, saying that
    urigram.arrow was not (URIGRAM_NO_SKIPS=1 makes that a failure)."""
    if importlib.util.find_spec("pyarrow") is None:
        allowlist = tmp_path / "allowlist.txt"
        allowlist.write_text("urigram\\.arrow(\\..*)?\n")
        # The project's mypy settings (pyarrow's missing stubs are ignored
        # there), or mypy stops at arrow.py's import before stubtest starts.
        out = _run("mypy.stubtest", "urigram", "--allowlist", str(allowlist),
                   "--mypy-config-file", str(PYPROJECT))
        assert out.returncode == 0, out.stdout + out.stderr
        pytest.skip("urigram.arrow's stubs were not checked: stubtest imports it, which needs pyarrow")
    out = _run("mypy.stubtest", "urigram")
    assert out.returncode == 0, out.stdout + out.stderr
