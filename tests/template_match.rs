//! Matching a URI back to a template's variables (`urigram::template`):
//! the MCP SDK issues' templates, the ambiguity analysis on each class it
//! names, the uritemplate-test suite's expansions read back, and the two
//! round-trip properties on generated templates and values (fixed seed).

use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngAlgorithm, TestRng, TestRunner};
use urigram::template::{Matcher, Template, Value, Vars};

fn t(s: &str) -> Template {
    Template::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn vars(pairs: &[(&str, Value)]) -> Vars {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone()))
        .collect()
}

fn s(v: &str) -> Value {
    Value::from(v)
}

fn list(v: &[&str]) -> Value {
    Value::List(v.iter().map(|x| (*x).to_owned()).collect())
}

/// typescript-sdk#1079: `{?a,b}` with either part, both or none.
#[test]
fn mcp_optional_query_parts() {
    let m = Matcher::new(&t("search://items{?a,b}"));
    for (uri, want) in [
        ("search://items", vars(&[])),
        ("search://items?a=1", vars(&[("a", s("1"))])),
        ("search://items?b=2", vars(&[("b", s("2"))])),
        (
            "search://items?a=1&b=2",
            vars(&[("a", s("1")), ("b", s("2"))]),
        ),
        ("search://items?a=", vars(&[("a", s(""))])),
        ("search://items?a=x%20y", vars(&[("a", s("x y"))])),
    ] {
        let got = m.match_uri(uri);
        assert_eq!(got.vars(), Some(&want), "{uri}");
        assert!(!got.is_ambiguous(), "{uri}");
    }
    // Another order than the template's is no expansion of it.
    assert!(!m.match_uri("search://items?b=2&a=1").is_match());
    assert!(!m.match_uri("search://items?c=3").is_match());
    assert!(m.analysis().is_unambiguous());
}

/// Query parameters in another order match only under the opt-in mode,
/// and there as the template's names say.
#[test]
fn query_in_any_order_is_opt_in() {
    let tpl = t("api://items/{id}{?a,b,c}");
    let strict = Matcher::new(&tpl);
    let loose = Matcher::new(&tpl).query_in_any_order();
    let uri = "api://items/7?c=3&a=1";
    assert!(!strict.match_uri(uri).is_match());
    let got = loose.match_uri(uri).into_vars().unwrap();
    assert_eq!(got, vars(&[("id", s("7")), ("a", s("1")), ("c", s("3"))]));
    // With an exploded `{&rest*}`, `?b=2&a=1` is an expansion already (`b`,
    // then the pair `(a, 1)`), and reads so in both modes.
    let tpl = t("api://items/{id}{?a,b}{&rest*}");
    let loose = Matcher::new(&tpl).query_in_any_order();
    // An unknown name goes to the exploded variable; a name twice is no
    // match; a value expansion would not write is no match.
    let got = loose
        .match_uri("api://items/7?z=9&a=1")
        .into_vars()
        .unwrap();
    assert_eq!(
        got,
        vars(&[
            ("id", s("7")),
            ("a", s("1")),
            ("rest", Value::Assoc(vec![("z".into(), "9".into())]))
        ])
    );
    let loose1 = Matcher::new(&t("api://items/{id}{?a,b,c}")).query_in_any_order();
    assert!(!loose1.match_uri("api://items/7?c=1&a=1&c=2").is_match());
    assert!(!loose1.match_uri("api://items/7?c=1&a=x%2fy").is_match());
    assert!(loose1.match_uri("api://items/7?c=1&a=x%2Fy").is_match());
    // In the template's order both read the same.
    let inorder = "api://items/7?a=1&b=2";
    assert_eq!(
        Matcher::new(&tpl).match_uri(inorder),
        loose.match_uri(inorder)
    );
    assert!(loose.match_uri(inorder).is_ambiguous());
    // Without a named exploded variable, an unknown name is no match.
    let plain = Matcher::new(&t("/s{?q}")).query_in_any_order();
    assert!(!plain.match_uri("/s?x=1").is_match());
    assert!(plain.match_uri("/s?q=1").is_match());
}

/// laravel/mcp#329 and python-sdk#378: `{+path}` takes reserved
/// characters, slashes included; `{/path*}` a list of segments; `{#frag}`.
#[test]
fn mcp_reserved_explode_and_fragment() {
    let m = Matcher::new(&t("file:///{+path}"));
    let got = m.match_uri("file:///home/user/a%20b.txt");
    assert_eq!(
        got.vars(),
        Some(&vars(&[("path", s("home/user/a%20b.txt"))]))
    );
    assert!(m.analysis().is_unambiguous());

    let m = Matcher::new(&t("repo://tree{/path*}"));
    let got = m.match_uri("repo://tree/src/lib.rs");
    assert_eq!(
        got.vars(),
        Some(&vars(&[("path", list(&["src", "lib.rs"]))]))
    );
    assert_eq!(m.match_uri("repo://tree").vars(), Some(&vars(&[])));
    assert!(m.analysis().is_unambiguous());

    let m = Matcher::new(&t("doc://page{#frag}"));
    let got = m.match_uri("doc://page#sec/2,3");
    assert_eq!(got.vars(), Some(&vars(&[("frag", s("sec/2,3"))])));
    assert_eq!(m.match_uri("doc://page").vars(), Some(&vars(&[])));
    assert!(!m.match_uri("doc://page/x").is_match());
    // java-sdk#596: a `?` in a simple value is encoded, so a raw one is not
    // a value's.
    let m = Matcher::new(&t("q://{x}"));
    assert_eq!(
        m.match_uri("q://a%3Fb").vars(),
        Some(&vars(&[("x", s("a?b"))]))
    );
    assert!(!m.match_uri("q://a?b").is_match());
}

/// modelcontextprotocol#697: a variable written twice takes one value.
#[test]
fn repeated_variables_agree() {
    let m = Matcher::new(&t("/{a}/x/{a}"));
    assert_eq!(m.match_uri("/1/x/1").vars(), Some(&vars(&[("a", s("1"))])));
    assert!(!m.match_uri("/1/x/2").is_match());
    assert_eq!(m.analysis().repeated_variables(), ["a"]);
    let m = Matcher::new(&t("/{a:2}/{a}"));
    assert_eq!(
        m.match_uri("/ab/abc").vars(),
        Some(&vars(&[("a", s("abc"))]))
    );
    assert!(!m.match_uri("/ab/xbc").is_match());
    // `""` in `{+a}` writes nothing, which reads as undefined there, yet
    // `{+a:1,a}` shows it defined: the value that writes nothing fits both
    // (found by the template_roundtrip fuzz target).
    let m = Matcher::new(&t("{+a:1,a}{+a}"));
    assert_eq!(m.match_uri(",").vars(), Some(&vars(&[("a", s(""))])));
    // A value that would write something where nothing is written does not.
    let m = Matcher::new(&t("{+a,b}{+a}"));
    assert_eq!(m.match_uri("x,y").assignments(), [vars(&[("b", s("x,y"))])]);
    // One value read in two shapes: `{;a}` reads the pairs as a list of
    // names and values, `{;a*}` as pairs (RFC 6570 section 3.2.7's
    // `{;keys}` and `{;keys*}`).
    let pairs = Value::Assoc(vec![("x".into(), "1".into())]);
    let m = Matcher::new(&t("{;a}{;a*}"));
    assert_eq!(
        m.match_uri(";a=x,1;x=1").vars(),
        Some(&vars(&[("a", pairs)]))
    );
    let m = Matcher::new(&t("{a}{;a*}"));
    assert_eq!(m.match_uri("x;a=x").vars(), Some(&vars(&[("a", s("x"))])));
    // A prefix beside an exploded one-item reading (section 2.4.1: a
    // prefix applies to a string).
    let m = Matcher::new(&t("{.a*,a:3}"));
    assert!(
        m.match_uri(".abc.abc")
            .assignments()
            .contains(&vars(&[("a", s("abc"))]))
    );
}

/// An associative array exploded under `{x*}`, `{/x*}` and `{.x*}` writes
/// `name=value` items (RFC 6570 section 3.2.2's `{keys*}`, 3.2.6's
/// `{/keys*}`, 3.2.5's `X{.keys*}`), and reads back as those pairs.
#[test]
fn exploded_associative_arrays_under_unnamed_operators() {
    let keys = Value::Assoc(vec![
        ("semi".into(), ";".into()),
        ("dot".into(), ".".into()),
        ("comma".into(), ",".into()),
    ]);
    for (template, uri) in [
        ("{keys*}", "semi=%3B,dot=.,comma=%2C"),
        ("{/keys*}", "/semi=%3B/dot=./comma=%2C"),
        ("X{.keys*}", "X.semi=%3B.dot=..comma=%2C"),
    ] {
        let tpl = t(template);
        assert_eq!(tpl.expand(&vars(&[("keys", keys.clone())])).unwrap(), uri);
        let got = Matcher::new(&tpl).match_uri(uri);
        assert!(
            got.assignments().contains(&vars(&[("keys", keys.clone())])),
            "{template}: {:?}",
            got.assignments()
        );
        for v in got.assignments() {
            assert_eq!(tpl.expand(v).unwrap(), uri, "{template}: {v:?}");
        }
    }
    // A list's items never hold a bare `=` there, so a list reads as one.
    let got = Matcher::new(&t("{/keys*}")).match_uri("/a%3Db/c");
    assert_eq!(got.vars(), Some(&vars(&[("keys", list(&["a=b", "c"]))])));
    assert!(!got.is_ambiguous());
    // `.` is unreserved, so `dot=..comma` splits two ways under `{.x*}`.
    assert!(
        Matcher::new(&t("X{.keys*}"))
            .match_uri("X.semi=%3B.dot=..comma=%2C")
            .is_ambiguous()
    );
    assert!(Matcher::new(&t("{/keys*}")).analysis().is_unambiguous());
}

/// Each ambiguity class the documentation names, flagged with its
/// expressions, and a witness that really has two assignments.
#[test]
fn the_analysis_names_each_ambiguity() {
    for (template, exprs, literal) in [
        // Adjacent expressions with nothing between them.
        ("{a}{b}", vec!["{a}", "{b}"], false),
        ("{a}{.b}", vec!["{a}", "{.b}"], false),
        // An open set of query pairs beside named ones.
        ("{?a,b}{&c*}", vec!["{?a,b}", "{&c*}"], false),
        // Two optional path segments: "/" is an empty first or second.
        ("{/a}{/b}", vec!["{/a}", "{/b}"], false),
        // A prefix next to the full value of the same variable.
        ("{a:2}{a}", vec!["{a:2}", "{a}"], false),
        // Unnamed variables that may be undefined: which one is it?
        ("{a,b}", vec!["{a,b}"], false),
        ("{/a,b}", vec!["{/a,b}"], false),
        // A separator allowed inside a value: `.` in labels, `,` in `+`.
        ("X{.a*}", vec!["{.a*}"], false),
        ("{+a*}", vec!["{+a*}"], false),
        // A literal the separator could also be.
        ("{/a*}/x{/b}", vec!["{/a*}"], true),
        ("{/a*}{/b}", vec!["{/a*}", "{/b}"], false),
    ] {
        let m = Matcher::new(&t(template));
        let a = m.analysis();
        assert!(!a.is_unambiguous(), "{template}");
        let found = a
            .ambiguities()
            .iter()
            .any(|x| x.expressions == exprs && x.literal == literal);
        assert!(found, "{template}: {:?}", a.ambiguities());
        // The witness has two assignments (with a repeated variable, the
        // analysis does not use their agreement, which may leave fewer).
        if a.repeated_variables().is_empty() {
            for amb in a.ambiguities() {
                let got = m.match_uri(&amb.witness);
                assert!(got.is_ambiguous(), "{template}: witness {:?}", amb.witness);
            }
        }
    }
    for template in [
        "/users/{id}",
        "/users/{id}/posts{?page,per_page}",
        "{?a,b}{&c}",
        "{;x,y}",
        "/v1/{res}/x.json",
        "{#frag}",
        "/a/{b:3}",
        "{x*}",
        // `/` never stands in a simple value, so it ends one.
        "/{a}{/b}",
        // The last `/b` can only be the literal.
        "{/a*}/b",
    ] {
        let m = Matcher::new(&t(template));
        assert!(
            m.analysis().is_unambiguous(),
            "{template}: {:?}",
            m.analysis().ambiguities()
        );
    }
}

/// `{a}{b}`: the match says it is ambiguous and gives every split.
#[test]
fn an_ambiguous_match_says_so() {
    let got = t("{a}{b}").match_uri("xy");
    assert!(got.is_ambiguous());
    let all: Vec<&Vars> = got.assignments().iter().collect();
    assert!(all.contains(&&vars(&[("a", s("x")), ("b", s("y"))])));
    assert!(all.contains(&&vars(&[("a", s("xy"))])));
    assert!(all.contains(&&vars(&[("b", s("xy"))])));
    assert_eq!(all.len(), 3);
    assert!(got.is_complete());
}

/// Every expansion of the uritemplate-test suite that matches back
/// expands again to itself, and most do match.
#[test]
fn the_suite_read_back() {
    let mut matched = 0;
    let mut total = 0;
    for c in crate::template_suite::cases() {
        let (Some(want), Ok(tpl)) = (&c.want, Template::parse(&c.template)) else {
            continue;
        };
        let m = Matcher::new(&tpl);
        for uri in want {
            total += 1;
            let got = m.match_uri(uri);
            for v in got.assignments() {
                assert_eq!(
                    tpl.expand(v).as_deref(),
                    Ok(uri.as_str()),
                    "{} on {uri}: {v:?}",
                    c.template
                );
            }
            matched += usize::from(got.is_match());
        }
    }
    assert!(matched * 10 >= total * 8, "{matched} of {total}");
}

/// The operators, with and without modifiers, for the generated templates.
const VARSPECS: [&str; 7] = ["", "*", ":3", "", "", "*", ":1"];
const OPS: [&str; 8] = ["", "+", "#", ".", "/", ";", "?", "&"];

/// A template of one to three expressions with literals between them, and
/// values for its variables, each drawn from what its operator writes as
/// itself or encodes.
fn case() -> impl Strategy<Value = (String, Vars)> {
    let expr = (0..OPS.len(), prop::collection::vec(0..VARSPECS.len(), 1..3));
    let lit = prop::sample::select(vec!["", "/", "/x/", "-", "?", "."]);
    let value = prop::string::string_regex("[a-z0-9 ,/?%é]{1,4}").unwrap();
    (
        prop::collection::vec((lit, expr), 1..4),
        prop::collection::vec(value, 12),
        any::<u16>(),
    )
        .prop_map(|(parts, values, mask)| {
            let mut text = String::new();
            let mut vars = Vars::new();
            let mut n = 0;
            for (lit, (op, specs)) in parts {
                text.push_str(lit);
                text.push('{');
                text.push_str(OPS[op]);
                for (i, spec) in specs.iter().enumerate() {
                    let name = format!("v{n}");
                    if i > 0 {
                        text.push(',');
                    }
                    text.push_str(&name);
                    text.push_str(VARSPECS[*spec]);
                    let raw = values[n % values.len()].clone();
                    if mask & (1 << (n % 16)) != 0 {
                        let v = match VARSPECS[*spec] {
                            "*" => Value::List(vec![raw.clone(), format!("{raw}2")]),
                            _ => Value::String(raw),
                        };
                        vars.insert(name, v);
                    }
                    n += 1;
                }
                text.push('}');
            }
            (text, vars)
        })
}

/// `expand(match(u)) == u` for every assignment of every match, and
/// `match(expand(vars))` holds `vars` read the way the matcher documents.
#[test]
fn round_trips() {
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases: 400,
            failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]),
    );
    runner
        .run(&case(), |(text, vars)| {
            let tpl = t(&text);
            let uri = tpl.expand(&vars).unwrap();
            let got = Matcher::new(&tpl).match_uri(&uri);
            prop_assert!(got.is_match(), "{text} {vars:?} -> {uri}");
            for v in got.assignments() {
                prop_assert_eq!(tpl.expand(v).unwrap(), uri.clone(), "{} {:?}", text, v);
            }
            let want = expected_reading(&tpl, &vars);
            prop_assert!(
                !got.is_complete() || got.assignments().contains(&want),
                "{text}: {uri} gave {:?}, want {want:?}",
                got.assignments()
            );
            Ok(())
        })
        .unwrap();
}

/// `vars` as the matcher gives them back: a prefix as the prefix, a whole
/// value under `+` and `#` as the text it expands to, an exploded value
/// of `;`, `?`, `&` as pairs, and an expression that expands to nothing
/// with its variables undefined.
fn expected_reading(tpl: &Template, vars: &Vars) -> Vars {
    use urigram::template::{Modifier, Operator};
    let mut out = Vars::new();
    for e in tpl.expressions() {
        let op = e.operator();
        let mut one = Vars::new();
        for v in e.varspecs() {
            let Some(value) = vars.get(v.name()) else {
                continue;
            };
            let read = match (value, v.modifier()) {
                (Value::String(s), Modifier::Prefix(n)) => {
                    Value::String(s.chars().take(usize::from(n)).collect())
                }
                (Value::String(s), _) if op.allows_reserved() => {
                    let single = Template::parse(&format!("{{+{}}}", v.name())).unwrap();
                    let mut only = Vars::new();
                    only.insert(v.name().to_owned(), Value::String(s.clone()));
                    Value::String(single.expand(&only).unwrap())
                }
                (Value::List(items), Modifier::Explode)
                    if matches!(
                        op,
                        Operator::PathParam | Operator::Query | Operator::QueryContinuation
                    ) =>
                {
                    Value::Assoc(
                        items
                            .iter()
                            .map(|i| (v.name().to_owned(), i.clone()))
                            .collect(),
                    )
                }
                (Value::List(items), Modifier::Explode) if op.allows_reserved() => Value::List(
                    items
                        .iter()
                        .map(|i| {
                            let mut only = Vars::new();
                            only.insert("x".to_owned(), Value::String(i.clone()));
                            t("{+x}").expand(&only).unwrap()
                        })
                        .collect(),
                ),
                (other, _) => other.clone(),
            };
            one.insert(v.name().to_owned(), read);
        }
        let mut alone = Vars::new();
        for v in e.varspecs() {
            if let Some(x) = vars.get(v.name()) {
                alone.insert(v.name().to_owned(), x.clone());
            }
        }
        let text = &tpl.as_str()[e.span().range()];
        if t(text).expand(&alone).unwrap().is_empty() {
            continue;
        }
        out.extend(one);
    }
    out
}

/// A list whose one item is empty joins to the empty string, which
/// Appendix A calls an empty value: under `;` it writes `;a`, as the
/// string `""` does (Python's uritemplate package writes `;a=`, departing
/// from the RFC; `template_exactness` has the RFC's reasoning). `;a` comes
/// back as the string, `;a=` is what no value writes. Found by the
/// `template_roundtrip` fuzz target (`/{;c,a}`).
#[test]
fn path_parameter_list_of_one_empty_item() {
    let tpl = t("/{;c,a}");
    let one_empty = vars(&[("a", list(&[""]))]);
    assert_eq!(tpl.expand(&one_empty).unwrap(), "/;a");
    let empty = vars(&[("a", s(""))]);
    assert_eq!(tpl.expand(&empty).unwrap(), "/;a");
    let m = Matcher::new(&tpl);
    assert!(!m.match_uri("/;a=").is_match());
    assert_eq!(m.match_uri("/;a").vars(), Some(&empty));
    assert!(!m.match_uri("/;a").is_ambiguous());
    assert!(!m.match_uri("/;c=1;a=").is_match());
    assert_eq!(
        m.match_uri("/;c=1;a").vars(),
        Some(&vars(&[("c", s("1")), ("a", s(""))]))
    );
}

/// Under `+` and `#` a prefix beside the full variable (`{+d:4,d}`): the
/// URI's `%20` is a space or the value's own `%20`, and `ab%25` is `ab%`
/// or the value's own `ab%25`, which the prefix keeps whole, since section
/// 2.4.1 counts a triplet as one character (Python's `uritemplate`
/// splits the triplet and expands `ab%25` to `ab%252,ab%25`; the readings
/// below are those that do not depend on the split, and the RFC's count
/// for the value's own triplets: `template_exactness`). Each match must
/// expand back to its URI. Found by the `template_roundtrip` fuzz target
/// (`.{#d:4,d}{+b}/{&c*,a}`, kept in the regressions).
#[test]
fn reserved_prefix_beside_the_full_value() {
    for (template, uri, readings) in [
        ("{+d:4,d}", "%20,%20", &[" ", "%20"][..]),
        ("{#d:4,d}", "#%20,%20", &[" ", "%20"]),
        ("{+d:4,d}", "ab%25,ab%25", &["ab%", "ab%25"]),
        ("{+d:1,d}", "%20,%20", &[" ", "%20"]),
        ("{d},{+d:4}", "%2520,%20", &["%20"]),
        ("{+d:4,d:4}", "%2C,%2C", &["%2C"]),
        ("{#d:4}", "#%2C%25", &["%2C%", "%2C%25"]),
        ("{+d:4}", "%2aa", &["%2aa"]),
        ("{+d:3}", "%8A", &["%8A"]),
        ("{#d:2,d*}", "#a%20,a%20+", &["a +", "a%20+"]),
        ("{#d:2,d*}", "#a%20,a%20%2C", &["a %2C", "a%20%2C"]),
    ] {
        let tpl = t(template);
        for r in readings {
            assert_eq!(
                tpl.expand(&vars(&[("d", s(r))])).unwrap(),
                uri,
                "{template} {r:?}"
            );
        }
        let m = Matcher::new(&tpl).match_uri(uri);
        assert!(m.is_match(), "{template}: {uri:?} does not match");
        let Some(Value::String(d)) = m.vars().and_then(|v| v.get("d")) else {
            panic!("{template}: {uri:?} matched as {:?}", m.vars());
        };
        assert!(
            readings.contains(&d.as_str()),
            "{template}: {uri:?} read as {d:?}"
        );
        for a in m.assignments() {
            assert_eq!(tpl.expand(a).unwrap(), uri, "{template}: {a:?}");
        }
    }
}

/// A prefix counts characters, not bytes or triplets (RFC 6570 section
/// 2.4.1, and its example `{var:3}` of "value" as "val"): `é` is the two
/// triplets `%C3%A9` (its UTF-8, RFC 3629) and one character, `日` three
/// triplets and one character, `😀` four and one. A triplet that is no
/// character of UTF-8 (a stray continuation byte, a sequence cut short, an
/// overlong form) is nothing expansion writes, so no match.
#[test]
fn a_prefix_counts_characters() {
    let m = Matcher::new(&t("/{a:2}/x"));
    for (uri, want) in [
        ("/ab/x", Some("ab")),
        ("/%C3%A9/x", Some("é")),
        ("/%C3%A9%C3%A9/x", Some("éé")),
        ("/a%E6%97%A5/x", Some("a日")),
        ("/%F0%9F%98%80%F0%9F%98%80/x", Some("😀😀")),
        ("/abc/x", None),
        ("/%C3%A9%C3%A9a/x", None),
        ("/%A9/x", None),
        ("/a%C3/x", None),
        ("/%C3%A9%A9/x", None),
        ("/%C0%80/x", None),
        ("/%c3%a9/x", None),
    ] {
        let found = m.match_uri(uri).into_vars();
        assert_eq!(found, want.map(|w| vars(&[("a", s(w))])), "{uri}");
    }
    // Under reserved expansion, reserved characters are characters too.
    let m = Matcher::new(&t("{+a:3}!"));
    assert_eq!(
        m.match_uri("/%C3%A9/!").into_vars(),
        Some(vars(&[("a", s("/é/"))]))
    );
    assert!(!m.match_uri("/a/b!").is_match());
}

/// Variables written once (`a`, `b`) are not among the combinations of
/// shapes tried for those written in several (`c`, `d`): before, their
/// other shapes used up the eight tries, and the reading with `d` was
/// lost. Python's `uritemplate.expand` writes the URI from a = b = c = d =
/// "*" but for the literal `é`, which it leaves as is and RFC 6570 section
/// 3.1 pct-encodes as UTF-8 (`%C3%A9`). A fuzz find of `template_roundtrip`.
#[test]
fn single_variables_leave_the_tries_to_repeated_ones() {
    let template = "é{d*,a*}x{?d*,b*}={?c:3}={?c*}={?c*}";
    let uri = "%C3%A9%2A,%2Ax?d=%2A&b=%2A=?c=%2A=?c=%2A=?c=%2A";
    let tpl = t(template);
    let given = vars(&[("a", s("*")), ("b", s("*")), ("c", s("*")), ("d", s("*"))]);
    assert_eq!(tpl.expand(&given).unwrap(), uri);
    let m = Matcher::new(&tpl).match_uri(uri);
    assert!(m.is_complete());
    assert!(
        m.assignments().iter().any(|a| a.contains_key("d")),
        "{:?}",
        m.assignments()
    );
    for a in m.assignments() {
        assert_eq!(tpl.expand(a).unwrap(), uri, "{a:?}");
    }
}

/// Under `query_in_any_order`, the head is matched alone; a variable it
/// shares with the query (`{d}` and `{?d:1}`) must still take a value the
/// whole template expands: with no query in the URI, `d` is undefined and
/// `c` the associative array (`{d,c}` writes `%20,.-` from
/// `c = {" ": ".-"}`), never `d = [" ", ".-"]`, of which `{?d:1}` has no
/// prefix (RFC 6570 section 2.4.1). A fuzz find of `template_roundtrip`.
#[test]
fn any_order_keeps_to_the_whole_template() {
    let tpl = t("&{d,c}{#b,c*,c*}é{?d:1}");
    let uri = "&%20,.-#,%20=.-,%20=.-%C3%A9";
    let given = vars(&[
        ("b", s("")),
        ("c", Value::Assoc(vec![(" ".into(), ".-".into())])),
    ]);
    assert_eq!(tpl.expand(&given).unwrap(), uri);
    for m in [
        Matcher::new(&tpl).match_uri(uri),
        Matcher::new(&tpl).query_in_any_order().match_uri(uri),
    ] {
        for a in m.assignments() {
            assert_eq!(tpl.expand(a).as_deref(), Ok(uri), "{a:?}");
        }
    }
}

/// Variables read in several shapes (`b`, `c`, `d`) whose readings
/// together are more than eight combinations: the readings are now chosen
/// in the template's order, each checked where the variable is first
/// written, so the one with `b` defined is found beside the one where `a`
/// takes the whole of `{#b*,a,b:4}`: `#%41%41,%41%41,%41%41` from a =
/// `%41%41,%41%41,%41%41` alone, and the same from a = b = `%41%41`,
/// whose prefix `b:4` is the whole (two triplets, two characters: RFC
/// 6570 section 2.4.1; Python's `uritemplate.expand` splits the second
/// triplet). A fuzz find of `template_roundtrip`, once a match claiming
/// to be complete with one.
#[test]
fn readings_are_chosen_in_template_order() {
    let tpl = t("é{#b*,a,b:4}/{#c:3}é{.d:2,c,c*}={?d*}={?c*}");
    let given = vars(&[
        ("a", s("%41%41")),
        ("b", s("%41%41")),
        ("c", s("%41%41")),
        ("d", s("%41%41")),
    ]);
    let uri = tpl.expand(&given).unwrap();
    assert!(uri.starts_with("%C3%A9#%41%41,%41%41,%41%41/"), "{uri}");
    let m = Matcher::new(&tpl).match_uri(&uri);
    assert!(m.is_ambiguous());
    assert!(
        m.assignments().iter().any(|a| a.contains_key("b")),
        "{:?}",
        m.assignments()
    );
    assert!(
        m.assignments()
            .iter()
            .any(|a| a.get("a") == Some(&s("%41%41,%41%41,%41%41")) && !a.contains_key("b")),
        "{:?}",
        m.assignments()
    );
    for a in m.assignments() {
        assert_eq!(tpl.expand(a).unwrap(), uri, "{a:?}");
    }
}
