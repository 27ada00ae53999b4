"""Errors for the reader in front of them: every function of the strict
layer raises the same ``ParseError`` that ``urigram.parse`` does, with the
section line and the help line, characters shown as themselves; and a help
that points somewhere names what a Python caller passes
(``grammar="rfc6874"``), never a Rust path. The names are checked by using
them: the grammar named reads the input, and the file-path conversion named
is CPython's own (``pathlib``), whose answer the help's example must match.
"""

import pathlib
import unicodedata

import pytest

import urigram

#: A host that is not ASCII: RFC 3986 section 3.2.2's reg-name, help and all.
IDN = "https://\u4f8b\u3048.jp/./a"


def _raised(call, *args, **kwargs) -> urigram.ParseError:
    with pytest.raises(urigram.ParseError) as info:
        call(*args, **kwargs)
    return info.value


def _lines(e: urigram.ParseError, mark: str):
    return [line.strip() for line in str(e).splitlines() if line.strip().startswith(mark)]


# Each function with a call that fails on IDN: the URI-reference functions
# and those that need a URI, whose rule path starts at URI.
CALLS = [
    ("parse", lambda: urigram.parse(IDN)),
    ("Reference", lambda: urigram.Reference(IDN)),
    ("normalize", lambda: urigram.normalize(IDN)),
    ("normalize rfc6874", lambda: urigram.normalize(IDN, grammar="rfc6874")),
    ("resolve base", lambda: urigram.resolve(IDN, "g")),
    ("resolve reference", lambda: urigram.resolve("http://a/b", IDN)),
    ("relativize base", lambda: urigram.relativize(IDN, "http://a/")),
    ("relativize target", lambda: urigram.relativize("http://a/", IDN)),
    ("uri_to_iri", lambda: urigram.uri_to_iri(IDN)),
    ("lint", lambda: urigram.lint(IDN)),
]


@pytest.mark.parametrize("name,call", CALLS, ids=[n for n, _ in CALLS])
def test_every_function_gives_the_section_and_help_of_parse(name, call) -> None:
    reference = _raised(urigram.parse, IDN)
    e = _raised(call)
    assert e.input == IDN and e.offset == 8, name
    assert e.section == "3.2.2" and e.rule == "reg-name", name
    assert _lines(e, "= see") == ["= see RFC 3986, section 3.2.2"], name
    assert _lines(e, "= help:") == _lines(reference, "= help:"), name
    assert e.help is not None and e.help == reference.help, name
    # Characters as themselves: a str holds them; no Rust escapes.
    text = str(e)
    assert "\u4f8b\u3048.jp" in text and "\\u{" not in text and "U+4F8B" not in text, text
    assert "'\u4f8b'" in e.help
    # The caret stands under the character found, as wide as a terminal
    # draws it: U+4F8B is East Asian Wide, two columns.
    assert unicodedata.east_asian_width("\u4f8b") == "W"
    assert "\n  |         ^^ expected" in text, text


def test_the_help_names_what_python_passes() -> None:
    e = _raised(urigram.parse, IDN)
    assert e.help.endswith('or parse the text as an IRI (RFC 3987), with grammar="rfc3987"'), e.help
    assert urigram.parse(IDN, grammar="rfc3987").host.text == "\u4f8b\u3048.jp"

    zone = "http://[fe80::1%25eth0]/"
    e = _raised(urigram.parse, zone)
    assert e.help.endswith('leave the zone ID out, or read the text under RFC 6874, with grammar="rfc6874"'), e.help
    assert str(e).endswith(e.help)
    assert urigram.parse(zone, grammar="rfc6874").host.zone_id == "eth0"
    assert urigram.normalize(zone, grammar="rfc6874") == "http://[fe80::1%25eth0]/"

    e = _raised(urigram.parse, "http://h/a\\b")
    assert e.help.endswith(
        'a Windows file path is written as a "file:" URI (RFC 8089: "C:\\a\\b" is '
        '"file:///C:/a/b"), which pathlib.PureWindowsPath(path).as_uri() gives'), e.help
    # The sentence's example is what the conversion it names gives.
    assert pathlib.PureWindowsPath("C:\\a\\b").as_uri() == "file:///C:/a/b"

    for text in (IDN, zone, "http://h/a\\b"):
        e = _raised(urigram.parse, text)
        assert "urigram::" not in str(e) and "ParseOptions" not in str(e)


def test_errors_without_help_have_none() -> None:
    e = _raised(urigram.parse, "http://h/%zz")
    assert e.help is not None and "%25" in e.help
    e = _raised(urigram.parse, "http://[::1")
    assert e.help is None and "= help:" not in str(e)
    assert _lines(e, "= see") == ["= see RFC 3986, section 3.2.2"]


def test_iri_errors_show_characters_too() -> None:
    e = _raised(urigram.iri_to_uri, "http://\u4f8b/a b")
    assert e.grammar == "rfc3987" and e.offset == len("http://\u4f8b/a".encode())
    assert "http://\u4f8b/a b" in str(e) and "\\u{" not in str(e)
    assert _lines(e, "= see")[0].startswith("= see RFC 3987, section")
    e = _raised(urigram.normalize, "http://\u4f8b/a b", grammar="rfc3987")
    assert e.grammar == "rfc3987" and "http://\u4f8b/a b" in str(e)


def test_control_characters_stay_escaped_in_the_frame() -> None:
    e = _raised(urigram.parse, "http://h/a\x1bb")
    assert "\x1b" not in str(e), repr(str(e))
    assert e.input == "http://h/a\x1bb"


def test_normalize_rfc3987_section_5_3_2() -> None:
    n = lambda s: urigram.normalize(s, grammar="rfc3987")  # noqa: E731
    # Section 5.3.2's example: both normalize to the first.
    assert n("example://a/./b/../b/%63/%7bfoo%7d/ros\u00e9") == "example://a/b/c/%7Bfoo%7D/ros\u00e9"
    assert n("example://a/b/c/%7Bfoo%7D/ros\u00e9") == "example://a/b/c/%7Bfoo%7D/ros\u00e9"
    # Section 5.3.2.3's example: percent-encoded iunreserved decoded.
    assert n("http://www.example.org/r%C3%A9sum%C3%A9.html") == "http://www.example.org/r\u00e9sum\u00e9.html"
    # 5.3.2.1: scheme and host case; the rest of the characters as written.
    assert n("HTTP://www.EXAMPLE.org/D\u00fcrst") == "http://www.example.org/D\u00fcrst"
    # 5.3.2.2 (NFC) is the application's choice and is not done.
    assert n("http://a/e\u0301") == "http://a/e\u0301"
    # No scheme-based step (5.3.3): the default port stays.
    assert n("http://\u4f8b.jp:80") == "http://\u4f8b.jp:80"
    # Under RFC 3986 the IRI is no URI; the RFC 3986 normal form of its URI
    # maps back to the same IRI.
    with pytest.raises(urigram.ParseError):
        urigram.normalize("http://www.example.org/r\u00e9sum\u00e9.html")
    assert urigram.parse("http://\u4f8b.jp/./a", grammar="rfc3987").normalize() == "http://\u4f8b.jp/a"


def test_normalize_takes_only_the_grammars_it_normalizes() -> None:
    with pytest.raises(ValueError, match="rfc3987"):
        urigram.normalize("http://a/", grammar="rfc2396")
    with pytest.raises(ValueError, match="unknown grammar"):
        urigram.normalize("http://a/", grammar="nope")
