"""grammar=, zone IDs and urigram.compare: every grammar the CLI lists, from
Python. Expected values come from the RFCs' grammars (cited per case) and,
for compare, from the `urigram compare --json` command, a separate reading
of the same library by the CLI."""

import ipaddress
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import urigram

ROOT = Path(__file__).resolve().parents[2]


def cli():
    # Where cargo built it: CARGO_TARGET_DIR when set (.ci/run's clone
    # shares the checkout's target folder), else the repository's target/.
    target = Path(os.environ.get("CARGO_TARGET_DIR") or ROOT / "target")
    for build in ["debug", "release"]:
        exe = target / build / "urigram"
        if exe.is_file():
            return exe
    pytest.skip("the urigram CLI is not built (cargo build -p urigram-cli)")


def test_grammars_are_those_the_cli_lists():
    out = subprocess.run([cli(), "grammars", "--json"], capture_output=True, text=True, check=True).stdout
    # The Python package reads URIs: RFC 6570's grammar of templates, which
    # the CLI lists with "reads_uris": false, is not among its grammars.
    every = [json.loads(line) for line in out.splitlines()]
    assert [g["grammar"] for g in every if not g["reads_uris"]] == ["rfc6570"]
    listed = [g for g in every if g["reads_uris"]]
    assert urigram.GRAMMARS == tuple(g["grammar"] for g in listed)
    mine = urigram.grammars()
    for g in listed:
        title, top, rules = mine[g["grammar"]]
        assert title == g["title"]
        assert rules == tuple((r["rule"], r["section"]) for r in g["rules"])
        assert top in {r for r, _ in rules}


# (input, the grammars that accept it with their top rule, why)
VERDICTS = [
    # RFC 6874 section 2: a zone ID follows "%25" in an IPv6 literal; RFC
    # 1945's absoluteURI takes "[" and "]" as "national" characters and
    # "%25" as an escape (section 3.2.1).
    ("http://[fe80::1%25eth0]/", {"rfc6874", "rfc1945"}, "zone ID"),
    # RFC 2396 section 3.2.1: a reg_name may hold "@"; RFC 1808's net_loc
    # too (section 2.2), and RFC 1945's URI is lenient past the scheme.
    ("http://u@v@h/", {"rfc2396", "rfc1808", "rfc1945"}, "two @"),
    # RFC 9112 section 3.2.3: authority-form; RFC 3986 reads a scheme
    # "example.com" and path "80".
    # RFC 3987 section 2.2: every URI is an IRI (its rules extend RFC
    # 3986's), so rfc3987 accepts what rfc3986 does here.
    ("example.com:80", {"rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112", "rfc3987"}, "authority-form"),
    # RFC 9112 section 3.2.4: asterisk-form; a relative path elsewhere.
    ("*", {"rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112", "rfc3987"}, "asterisk"),
    # RFC 9112 section 3.2: a request-target has no fragment.
    ("http://h/p#f", {"rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc3987"}, "fragment"),
    # RFC 3987 section 2.2: ucschar in an ireg-name; RFC 1945's "national"
    # is any octet its other classes leave out, 8-bit ones included.
    ("http://例え.jp/", {"rfc1945", "rfc3987"}, "non-ASCII host"),
    # A space is in no grammar's URI.
    ("http://h/a b", set(), "space"),
]


@pytest.mark.parametrize("text, accepted, why", VERDICTS, ids=[v[2] for v in VERDICTS])
def test_is_valid_under_every_grammar(text, accepted, why):
    assert {g for g in urigram.GRAMMARS if urigram.is_valid(text, grammar=g)} == accepted
    for g in urigram.GRAMMARS:
        if g in accepted:
            assert urigram.parse(text, grammar=g).grammar == g
        else:
            with pytest.raises(urigram.ParseError) as e:
                urigram.parse(text, grammar=g)
            assert e.value.grammar == g and e.value.offset <= len(text.encode())


def test_parse_splits_under_each_grammar():
    # RFC 9112 section 3.2.1's origin-form example; without the method,
    # "example.com:80" is an absolute-form (an absolute-URI), not the
    # authority-form only CONNECT uses (section 3.2.3).
    r = urigram.parse("/where?q=now", grammar="rfc9112")
    assert (r.rule, r.scheme, r.authority, r.path, r.query) == ("request-target", None, None, "/where", "q=now")
    r = urigram.parse("example.com:80", grammar="rfc9112")
    assert (r.scheme, r.authority, r.path) == ("example.com", None, "80")
    r = urigram.parse("http://www.example.org/pub/WWW/TheProject.html", grammar="rfc9112")  # section 3.2.2
    assert (r.host.text, r.path, r.fragment) == ("www.example.org", "/pub/WWW/TheProject.html", None)
    # RFC 1945 section 3.2.2: http_URL = "http:" "//" host [ ":" port ] [ abs_path ]
    r = urigram.parse("http://h:8/p;q?x#f", grammar="rfc1945")
    assert (r.scheme, r.host.text, r.port, r.path, r.query, r.fragment) == ("http", "h", "8", "/p;q", "x", "f")
    # RFC 1808 section 2.1: the net_loc is left whole.
    r = urigram.parse("http://u@h:1/p;t?q#f", grammar="rfc1808")
    assert (r.authority, r.userinfo, r.host, r.path, r.unsplit) == (
        "u@h:1", None, None, "/p;t", ("userinfo", "host", "port"))
    assert r.rule == "URL" and r.grammar == "rfc1808"
    # a rule below the top: checked, not split
    r = urigram.parse("h:1", rule="hostport", grammar="rfc2396")
    assert (r.rule, r.host, r.path) == ("hostport", None, "")


def test_zone_ids():
    with pytest.raises(urigram.ParseError) as e:
        urigram.parse("http://[fe80::1%25eth0]/")
    assert e.value.rule == "IPv6address"
    r = urigram.parse("http://[fe80::1%25eth0]:80/", grammar="rfc6874")
    assert (r.host.kind, r.host.zone_id, r.port) == ("ipv6", "eth0", "80")
    # the zone is the address's scope (Python's ipaddress, 3.9 on)
    assert r.host.address == ipaddress.IPv6Address("fe80::1%eth0") and r.host.address.scope_id == "eth0"
    assert urigram.is_valid("[fe80::1%25en1]", rule="host", grammar="rfc6874")
    # RFC 6874 section 2: the "%" is written "%25"; a bare "%" is an error.
    assert not urigram.is_valid("http://[fe80::1%eth0]/", grammar="rfc6874")


def test_unknown_grammar_or_rule():
    with pytest.raises(ValueError, match="unknown grammar 'rfc0': give one of rfc3986, rfc6874, rfc2396, rfc1808, rfc1945, rfc9112"):
        urigram.parse("x", grammar="rfc0")
    with pytest.raises(ValueError, match="unknown rule 'nope' of the grammar 'rfc2396'"):
        urigram.is_valid("x", rule="nope", grammar="rfc2396")


COMPARED = ["http://u@v@h/", "mailto:a@b", "http://[fe80::1%25eth0]:80/", "example.com:80", "*",
            "//h/p?q#f", "http://h/a b", "http://[::1/", "HTTP://User@H:8/p;x?q#", "", "a:b:c", "//",
            "ftp://h/a;type=d", "http://[v1.x]/", "http://h:99999/"]


@pytest.mark.parametrize("text", COMPARED)
def test_compare_gives_what_the_cli_shows(text):
    out = subprocess.run([cli(), "compare", "--json", "--", text], capture_output=True, text=True).stdout
    shown = json.loads(out)
    c = urigram.compare(text)
    readers = [r["reader"] for r in shown["readings"]]
    assert [r.reader for r in c.readings] == readers
    # The CLI reads urllib as CPython 3.11; this interpreter's release may differ.
    same_release = sys.version_info[:2] == (3, 11)
    for want, got in zip(shown["readings"], c.readings):
        if want["reader"] == "urllib" and not same_release:
            continue
        assert got.valid == want["valid"], want["reader"]
        if want["valid"]:
            assert got.parts == want["split"] and got.unsplit == tuple(want.get("unsplit", ()))
            assert got.error_message is None
            want_dest = want["destination"]
            assert got.destination == (None if want_dest is None else urigram.Destination(
                want_dest["host"], want_dest["port"]))
        elif want["reader"] in ("urllib", "whatwg"):
            assert got.parts is None and got.error_message == want["error"]["message"]
        else:
            # A grammar's error names its rule; java's names none (its
            # exception's index is the offset).
            err = want["error"]
            rule = None if want["reader"] == "java" else err["rule"]
            assert (got.error_offset, got.error_rule, got.error_message) == (err["offset"], rule, err["message"])
    if same_release:
        assert list(c.differ) == shown["differ"]
        assert list(c.spelling) == shown["spelling"]


def test_compare_data():
    c = urigram.compare("http://u@v@h/")
    assert c.input == "http://u@v@h/"
    assert c.reading("urllib").parts["userinfo"] == "u@v"  # before the last "@", as CPython cuts it
    # RFC 2396 reads a registry-based authority: no host split out of it.
    assert "host" not in c.reading("rfc2396").parts
    assert c.reading("rfc2396").unsplit == ("userinfo", "host", "port")
    assert "valid" in c.differ and "userinfo" in c.differ
    with pytest.raises(KeyError):
        c.reading("rfc0")
