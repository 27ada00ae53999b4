"""urigram.Template and urigram.TemplateSet (RFC 6570 URI Templates):
expansion against the RFC's own examples, matching against what the MCP SDK
issues ask, the ambiguity analysis, the router, the round trip on the
uritemplate-test suite, and the errors bad Python values get."""

import json
import pickle
from pathlib import Path

import pytest

import urigram
from urigram import Template, TemplateSet

# RFC 6570 section 3.2.1's variables.
RFC_VARS = {
    "count": ["one", "two", "three"], "dom": ["example", "com"], "dub": "me/too",
    "hello": "Hello World!", "half": "50%", "var": "value", "who": "fred",
    "base": "http://example.com/home/", "path": "/foo/bar", "list": ["red", "green", "blue"],
    "keys": {"semi": ";", "dot": ".", "comma": ","}, "v": "6", "x": "1024", "y": "768",
    "empty": "", "empty_keys": {}, "undef": None,
}


@pytest.mark.parametrize("template,want", [
    # Section 3.2.1 to 3.2.9's tables, as the RFC prints them.
    ("{count}", "one,two,three"),
    ("{count*}", "one,two,three"),
    ("{/count}", "/one,two,three"),
    ("{/count*}", "/one/two/three"),
    ("{;count}", ";count=one,two,three"),
    ("{;count*}", ";count=one;count=two;count=three"),
    ("{?count}", "?count=one,two,three"),
    ("{?count*}", "?count=one&count=two&count=three"),
    ("{&count*}", "&count=one&count=two&count=three"),
    ("{var:3}", "val"),
    ("{+path:6}/here", "/foo/b/here"),
    ("{hello}", "Hello%20World%21"),
    ("{half}", "50%25"),
    ("{+half}", "50%25"),
    ("{+base}index", "http://example.com/home/index"),
    ("{keys}", "semi,%3B,dot,.,comma,%2C"),
    ("{keys*}", "semi=%3B,dot=.,comma=%2C"),
    ("{?keys*}", "?semi=%3B&dot=.&comma=%2C"),
    ("{#path:6}/here", "#/foo/b/here"),
    ("X{.empty_keys*}", "X"),
    ("{x,undef,y}", "1024,768"),
    ("{?x,y,empty}", "?x=1024&y=768&empty="),
    ("{;x,y,empty}", ";x=1024;y=768;empty"),
    ("www{.dom*}", "www.example.com"),
    ("{/who,dub}", "/fred/me%2Ftoo"),
])
def test_expand_gives_the_rfc_examples(template: str, want: str) -> None:
    assert Template(template).expand(RFC_VARS) == want


def test_an_associative_array_may_be_pairs_or_any_mapping() -> None:
    pairs = [("semi", ";"), ("dot", "."), ("comma", ",")]
    t = Template("{?keys*}")
    assert t.expand({"keys": pairs}) == t.expand({"keys": tuple(pairs)}) == "?semi=%3B&dot=.&comma=%2C"
    from types import MappingProxyType
    assert t.expand(MappingProxyType({"keys": MappingProxyType(dict(pairs))})) == "?semi=%3B&dot=.&comma=%2C"
    # Pairs may repeat a name, which a dict cannot.
    assert t.expand({"keys": [("x", "1"), ("x", "2")]}) == "?x=1&x=2"
    # A tuple of str is a list.
    assert Template("{/l*}").expand({"l": ("a", "b")}) == "/a/b"


def test_undefined_values() -> None:
    t = Template("/a{/b}{?c,d}")
    for undefined in ({}, {"b": None}, {"b": []}, {"b": {}}, {"b": ()}):
        assert t.expand(undefined) == "/a"


# --- matching ------------------------------------------------------------

def test_mcp_optional_query_parts() -> None:
    """typescript-sdk#1079: ``{?a,b}`` with either part, both or none."""
    t = Template("search://items{?a,b}")
    for uri, want in [("search://items", {}), ("search://items?a=1", {"a": "1"}),
                      ("search://items?b=2", {"b": "2"}), ("search://items?a=1&b=2", {"a": "1", "b": "2"}),
                      ("search://items?a=x%20y", {"a": "x y"})]:
        m = t.match(uri)
        assert m is not None and m.vars == want and not m.ambiguous, uri
        assert t.expand(m.vars) == uri
    assert t.match("search://items?c=3") is None
    assert t.is_unambiguous and t.ambiguities == ()


def test_mcp_reserved_explode_and_fragment() -> None:
    """laravel/mcp#329 (``{+path}`` must match slashes), python-sdk#378
    (explode), and ``{#frag}``."""
    m = Template("file:///{+path}").match("file:///docs/a/b.txt")
    assert m is not None and m.vars == {"path": "docs/a/b.txt"}
    m = Template("repo://files{/path*}").match("repo://files/src/lib.rs")
    assert m is not None and m.vars == {"path": ["src", "lib.rs"]}
    m = Template("doc://page{#frag}").match("doc://page#intro/part-2")
    assert m is not None and m.vars == {"frag": "intro/part-2"}
    # java-sdk#596: a "?" in a simple value is encoded, so "?" in the URI
    # is no value of {q}.
    assert Template("q://{q}").match("q://a?b") is None
    m = Template("q://{q}").match("q://a%3Fb")
    assert m is not None and m.vars == {"q": "a?b"}


def test_an_exploded_query_with_a_name_twice_comes_back_as_pairs() -> None:
    t = Template("/f{?x*}")
    m = t.match("/f?x=1&x=2")
    assert m is not None and m.vars == {"x": [("x", "1"), ("x", "2")]}
    assert t.expand(m.vars) == "/f?x=1&x=2"
    m = t.match("/f?a=1&b=2")
    assert m is not None and m.vars == {"x": {"a": "1", "b": "2"}}


def test_query_parameters_in_another_order_match_only_with_any_order() -> None:
    uri = "/items?b=2&a=1"
    assert Template("/items{?a,b}").match(uri) is None
    t = Template("/items{?a,b}", any_order=True)
    m = t.match(uri)
    assert m is not None and m.vars == {"a": "1", "b": "2"}
    assert t.any_order and t != Template("/items{?a,b}")


def test_adjacent_expressions_are_ambiguous() -> None:
    t = Template("{a}{b}")
    assert not t.is_unambiguous and t.analysed
    (amb,) = t.ambiguities
    assert amb.expressions == ("{a}", "{b}") and not amb.literal
    m = t.match(amb.witness)
    assert m is not None and m.ambiguous and len(m.assignments) >= 2
    assert m.vars == m.assignments[0]
    for a in m.assignments:
        assert t.expand(a) == amb.witness


def test_a_list_and_a_literal_slash_are_ambiguous() -> None:
    # "/x/x": a = ["x"] and the literal "/x", or a undefined, the literal
    # and b = "x".
    t = Template("{/a*}/x{/b}")
    assert any(a.expressions == ("{/a*}",) and a.literal for a in t.ambiguities)
    m = t.match("/x/x")
    assert m is not None and m.ambiguous
    assert {"a": ["x"]} in m.assignments and {"b": "x"} in m.assignments
    # The last "/b" can only be the literal.
    assert Template("{/a*}/b").is_unambiguous


def test_repeated_variables_must_agree() -> None:
    t = Template("/{a}/{a}")
    assert t.repeated_variables == ("a",)
    m = t.match("/x/x")
    assert m is not None and m.vars == {"a": "x"}
    assert t.match("/x/y") is None


def test_the_suite_reads_back() -> None:
    """For every expansion of the uritemplate-test suite, the match gives
    assignments that each expand back to the URI (``expand(match(u)) ==
    u``), through the Python conversions both ways."""
    suite = Path(__file__).resolve().parents[2] / "tests" / "data" / "uritemplate-test"
    checked = 0
    for file in ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json"]:
        doc = json.loads((suite / file).read_text(encoding="utf-8"), parse_float=str, parse_int=str)
        for group in doc.values():
            for template, want in group["testcases"]:
                if want is False:
                    continue
                t = Template(template)
                uri = t.expand(group["variables"])
                m = t.match(uri)
                assert m is not None, (template, uri)
                for a in m.assignments:
                    assert t.expand(a) == uri, (template, uri, a)
                checked += 1
    assert checked >= 200


# --- the router ----------------------------------------------------------

def test_template_set_routes_and_reports_overlaps() -> None:
    routes = TemplateSet(["/users/{id}", "/users/me", Template("/posts{/id}{?page}")])
    m = routes.match("/posts/7?page=2")
    assert m is not None and (m.index, m.template, m.vars) == (2, "/posts{/id}{?page}", {"id": "7", "page": "2"})
    m = routes.match("/users/me")
    assert m is not None and (m.index, m.vars) == (0, {"id": "me"})
    assert routes.match("/nothing") is None
    assert routes.overlaps == (urigram.Overlap(0, 1, ("/users/{id}", "/users/me"), "/users/me"),)
    assert len(routes) == 3 and [t.text for t in routes.templates][1] == "/users/me"
    assert TemplateSet([]).match("/") is None


def test_template_set_errors() -> None:
    with pytest.raises(urigram.ParseError) as e:
        TemplateSet(["/ok", "/bad{"])
    assert (e.value.input, e.value.offset, e.value.grammar) == ("/bad{", 5, "rfc6570")
    with pytest.raises(TypeError, match="template 1"):
        TemplateSet(["/ok", 3])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="iterable"):
        TemplateSet("/users/{id}")
    with pytest.raises(ValueError, match="any_order"):
        TemplateSet([Template("/a{?x}", any_order=True)])


def test_a_set_matches_query_parameters_in_any_order_only_when_asked() -> None:
    texts = ["/items{?a,b}", "/items/{id}"]
    assert TemplateSet(texts).match("/items?b=2&a=1") is None
    routes = TemplateSet(texts, any_order=True)
    m = routes.match("/items?b=2&a=1")
    assert m is not None and (m.index, m.vars) == (0, {"a": "1", "b": "2"})
    # In the template's order, as without the option.
    m = routes.match("/items?a=1&b=2")
    assert m is not None and m.vars == {"a": "1", "b": "2"}
    assert routes.any_order and not TemplateSet(texts).any_order
    assert repr(routes) == "TemplateSet(['/items{?a,b}', '/items/{id}'], any_order=True)"
    again = pickle.loads(pickle.dumps(routes))
    assert again.any_order and again.match("/items?b=2&a=1") is not None
    assert TemplateSet([Template("/a{?x,y}", any_order=True)], any_order=True).match("/a?y=1&x=2") is not None


def test_pickle_and_equality() -> None:
    t = Template("/a{?b}", any_order=True)
    assert pickle.loads(pickle.dumps(t)) == t and hash(t) == hash(Template("/a{?b}", any_order=True))
    assert repr(t) == "Template('/a{?b}', any_order=True)" and str(t) == "/a{?b}"
    s = pickle.loads(pickle.dumps(TemplateSet(["/a", "/{x}"])))
    m = s.match("/a")
    assert m is not None and m.index == 0 and len(s.overlaps) == 1
    with pytest.raises(AttributeError):
        t.text = "x"  # type: ignore[misc]
    assert Template("{a}{.b}{a}").variables == ("a", "b")


# --- errors ---------------------------------------------------------------

def test_an_invalid_template_raises_parse_error() -> None:
    with pytest.raises(urigram.ParseError) as e:
        Template("/users/{id")
    err = e.value
    assert isinstance(err, ValueError)
    # The RFC's grammar: after "id", a varchar, a modifier, "," or "}".
    assert (err.offset, err.grammar, err.input) == (10, "rfc6570", "/users/{id")
    assert err.rules[0] == "URI-Template" and "expression" in err.rules
    assert err.expected and "^" in str(err)
    with pytest.raises(urigram.ParseError) as e:
        Template("/a{b c}")
    assert e.value.offset == 4 and e.value.rule in ("varname", "varchar", "variable-list", "expression")


def test_a_reserved_operator_is_refused_at_the_operator() -> None:
    with pytest.raises(urigram.ParseError) as e:
        Template("/a{=b}")
    assert e.value.offset == 3


def test_prefix_of_a_list_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="2.4.1"):
        Template("{x:2}").expand({"x": ["ab", "cd"]})


# Numbers and booleans are values (their JSON text, as on the command
# line: test_template_vars.py); what no JSON value of a variable is stays
# a TypeError naming the variable and what was found.
@pytest.mark.parametrize("vars,message", [
    ({"x": b"a"}, 'variable "x".*got bytes'),
    ({"x": bytearray(b"a")}, "got bytearray"),
    ({"x": {"a": {"b": "c"}}}, "maps str to a str, int, float or bool.*dict value"),
    ({"x": {1: "c"}}, "int key"),
    ({"x": ["a", None]}, "a list holds str, int, float or bool; item 1 is a NoneType"),
    ({"x": ["a", [1]]}, "item 1 is a list"),
    ({"x": [("a", "b", "c")]}, "item 0 is a tuple that is not such a pair"),
    ({"x": [["a", "b"], "c"]}, "item 1 is a str"),
    ({"x": object()}, "got object"),
    ({1: "a"}, "variable name is a str"),
])
def test_bad_python_values_are_type_errors(vars: object, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        Template("{x}").expand(vars)  # type: ignore[arg-type]


def test_bad_arguments_are_type_errors() -> None:
    with pytest.raises(TypeError, match="mapping"):
        Template("{x}").expand(["x"])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Template(b"{x}")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Template("{x}").match(b"a")  # type: ignore[arg-type]
    with pytest.raises(UnicodeEncodeError):
        Template("{x}").expand({"x": "\ud800"})
    with pytest.raises(UnicodeEncodeError):
        Template("{x}").match("\ud800")


def test_long_inputs_are_answered() -> None:
    value = "a b" * 100_000
    t = Template("/v/{x}")
    uri = t.expand({"x": value})
    assert uri == "/v/" + "a%20b" * 100_000
    m = t.match(uri)
    assert m is not None and m.vars == {"x": value}
    long = Template("/" + "{a}/" * 5_000)
    assert len(long.variables) == 1 and long.match("/" + "x/" * 5_000) is not None
    assert long.match("/" + "x/" * 4_999 + "y/") is None
