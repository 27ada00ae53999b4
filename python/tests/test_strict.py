"""The strict layer: parse results, ParseError, the RFC algorithms. Expected
values come from RFC 3986's own examples and from Python's ipaddress."""

import ipaddress
import pickle

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
    with pytest.raises(ValueError, match="unknown rule"):
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
