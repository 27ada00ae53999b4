"""The strict layer: parse results, ParseError, the RFC algorithms. Expected
values come from RFC 3986's own examples and from Python's ipaddress."""

import builtins
import ipaddress
import pickle
import urllib.parse

import pytest

import urigram


def test_parse_components_and_spans():
    r = urigram.parse("foo://example.com:8042/over/there?name=ferret#nose")  # RFC 3986 section 3
    assert (r.scheme, r.host.text, r.host.kind, r.port, r.port_number) == (
        "foo", "example.com", "reg-name", "8042", 8042)
    assert (r.path, r.segments, r.query, r.fragment) == (
        "/over/there", ("over", "there"), "name=ferret", "nose")
    assert r.path_kind == "path-abempty"
    assert r.spans["host"] == (6, 17)
    assert str(r) == "foo://example.com:8042/over/there?name=ferret#nose"
    assert repr(r) == "urigram.parse('foo://example.com:8042/over/there?name=ferret#nose')"


def test_ip_hosts_carry_ipaddress_objects():
    assert urigram.parse("http://[2001:db8::7]/").host.address == ipaddress.ip_address("2001:db8::7")
    assert urigram.parse("http://192.0.2.16/").host.address == ipaddress.ip_address("192.0.2.16")
    assert urigram.parse("http://[v7.x]/").host.kind == "ipvfuture"


def test_references_are_hashable_and_compare_by_text():
    a, b = urigram.parse("a/b"), urigram.parse("a/b")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != urigram.parse("a/c")
    assert pickle.loads(pickle.dumps(a)) == a


def test_parse_error_points_at_the_byte():
    with pytest.raises(urigram.ParseError) as e:
        urigram.parse("http://[fe80::1::2]/x")
    err = e.value
    assert isinstance(err, ValueError)
    assert err.offset == 16 and err.rule == "IPv6address"
    assert err.rules[0] == "URI-reference"
    # the gutter "  | ", then the caret under byte 16
    assert str(err).splitlines()[3] == "  | " + " " * 16 + "^ expected hexadecimal digit"
    assert pickle.loads(pickle.dumps(err)).offset == 16


def test_rules():
    assert urigram.is_valid("g;x?y#s")
    assert not urigram.is_valid("g;x?y#s", rule="URI")
    assert urigram.is_valid("[::1]", rule="host")
    with pytest.raises(ValueError, match="unknown rule 'nope' of the grammar 'rfc3986'"):
        urigram.is_valid("x", rule="nope")
    assert urigram.parse("http://a", rule="absolute-URI").rule == "absolute-URI"


@pytest.mark.parametrize("ref, target", [  # RFC 3986 section 5.4.1
    ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("../g", "http://a/b/g"),
    ("?y", "http://a/b/c/d;p?y"), ("", "http://a/b/c/d;p?q"), ("../../../g", "http://a/g"),
])
def test_resolve_rfc_examples(ref, target):
    assert urigram.resolve("http://a/b/c/d;p?q", ref) == target


def test_normalize_relativize_lint():
    assert urigram.normalize("HTTP://www.Example.com:80/%7Euser/a/./../b") == "http://www.example.com/~user/b"
    assert urigram.resolve("http://a/b/c/d", urigram.relativize("http://a/b/c/d", "http://a/x/y")) == "http://a/x/y"
    assert [w.check for w in urigram.lint("http://user:pw@h/")] == ["password-in-userinfo"]


def test_reference_is_validated_and_immutable():
    with pytest.raises(urigram.ParseError) as e:
        urigram.Reference("http://a b")  # the only way to build one parses
    assert e.value.offset == 8
    r = urigram.Reference("http://a/b")
    assert r == urigram.parse("http://a/b") and r.host.text == "a"
    with pytest.raises(AttributeError):
        r.host = None  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del r.text  # type: ignore[misc]
    # a pickle is parsed again when loaded: it cannot carry an unchecked value
    assert pickle.loads(pickle.dumps(urigram.parse("//h", grammar="rfc2396"))).grammar == "rfc2396"
    forged = pickle.dumps(r).replace(b"http://a/b", b"http://a b")
    with pytest.raises(urigram.ParseError):
        pickle.loads(forged)
    assert not hasattr(r, "__dict__")


@pytest.mark.parametrize("text, authority, userinfo, username, password", [
    # RFC 3986 section 3.2.1: userinfo = user ":" password (deprecated), split at the first ":"
    ("ftp://anonymous:pw@h:21/", "anonymous:pw@h:21", "anonymous:pw", "anonymous", "pw"),
    ("ftp://a:b:c@h/", "a:b:c@h", "a:b:c", "a", "b:c"),
    ("ftp://a@h/", "a@h", "a", "a", None),
    ("ftp://:@h/", ":@h", ":", "", ""),
    ("ftp://h/", "h", None, None, None),
    ("/p", None, None, None, None),
])
def test_authority_userinfo_username_password(text, authority, userinfo, username, password):
    r = urigram.parse(text)
    assert (r.authority, r.userinfo, r.username, r.password) == (authority, userinfo, username, password)
    if userinfo is not None and "@" not in userinfo:
        # CPython's SplitResult cuts the same way
        s = urllib.parse.urlsplit(text)
        assert (s.username, s.password) == (username, password)


@pytest.mark.parametrize("query", ["a=1&b=2", "q=caf%C3%A9+au+lait", "flag&&a=b=c&=v", "", "x=%41&y=%E9", "a;b=c"])
def test_query_pairs_are_parse_qsl_with_blank_values(query):
    r = urigram.parse("http://h/?" + query)
    assert r.query_pairs == urllib.parse.parse_qsl(query, keep_blank_values=True)
    assert urigram.parse("http://h/").query_pairs == []


def test_normalize_relative_references_as_rust_does():
    # section 6.2.2: case and percent-encoding; the dot segments of a
    # relative reference stay (section 5.2.4 removes them after the merge)
    assert urigram.normalize("../a/./b") == "../a/./b"
    assert urigram.normalize("../%7Euser/%2e/A%2fb?Q%3d#%61") == "../~user/%2E/A%2Fb?Q%3D#a"
    assert urigram.normalize("//User@Example.COM:80/./x") == "//User@example.com:80/./x"
    # resolving the normal form gives the normal form of the resolution
    base = "http://a/b/c/d;p?q"
    for ref in ["../g", "./g/.", "g;x?y#s", "../../../g", "%7e/./x"]:
        assert urigram.normalize(urigram.resolve(base, urigram.normalize(ref))) == \
            urigram.normalize(urigram.resolve(base, ref))
    with pytest.raises(urigram.ParseError):
        urigram.normalize("a b")


def test_no_public_name_shadows_a_builtin():
    assert not set(urigram.__all__) & set(dir(builtins))
    assert not hasattr(urigram, "Warning")
    namespace: dict = {}
    exec("from urigram import *", namespace)
    assert namespace["__builtins__"]["Warning"] is builtins.Warning
    assert set(namespace) - {"__builtins__"} == set(urigram.__all__)
    w = urigram.lint("http://user:pw@h/")[0]
    assert isinstance(w, urigram.LintWarning) and w.span == (12, 14)  # the bytes of "pw"


@pytest.mark.parametrize("module", ["urigram._strict", "urigram._compare", "urigram.arrow"])
def test_docstring_examples(module):
    if module == "urigram.arrow":
        pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import doctest
    import importlib
    result = doctest.testmod(importlib.import_module(module))
    assert result.failed == 0 and result.attempted > 0
