//! A set of templates matched at once (`TemplateSet`, issue 31 item 4):
//! its one automaton answers as each template's own matcher does, tried
//! in turn; generated sets and URIs from a fixed seed. And the set's
//! entry points allocate linearly, 10 KB against 100 KB.

use std::hint::black_box;

use allocation_counter::measure;
use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngAlgorithm, TestRng, TestRunner};
use urigram::template::{Matcher, Template, TemplateSet, Value, Vars};

const OPS: [&str; 8] = ["", "+", "#", ".", "/", ";", "?", "&"];
const SPECS: [&str; 4] = ["", "*", ":2", ""];
/// Few literals, shared between templates, so that sets overlap often.
const LITS: [&str; 6] = ["", "/a", "/b", "/a/", "x", "?"];

/// A template: literal, expression, literal, expression..., the variable
/// names drawn from a small pool (so that a variable can repeat).
fn template() -> impl Strategy<Value = String> {
    prop::collection::vec(
        (
            0..LITS.len(),
            0..OPS.len(),
            prop::collection::vec((0..3usize, 0..SPECS.len()), 1..3),
        ),
        1..3,
    )
    .prop_map(|parts| {
        let mut text = String::new();
        for (lit, op, specs) in parts {
            text.push_str(LITS[lit]);
            text.push('{');
            text.push_str(OPS[op]);
            let specs: Vec<String> = specs
                .iter()
                .map(|&(n, s)| format!("v{n}{}", SPECS[s]))
                .collect();
            text.push_str(&specs.join(","));
            text.push('}');
        }
        text
    })
}

/// Values for the pool's variables: strings, and a list for explode.
fn values() -> impl Strategy<Value = Vec<Option<String>>> {
    prop::collection::vec(
        prop::option::weighted(
            0.8,
            prop::string::string_regex("[ab0/,?=&%é]{0,3}").unwrap(),
        ),
        3,
    )
}

/// A set of one to five templates and URIs to route: each template's
/// expansion with the drawn values, the same cut short or with a byte
/// added, and a few fixed strings.
fn case() -> impl Strategy<Value = (Vec<String>, Vec<String>)> {
    (
        prop::collection::vec(template(), 1..6),
        values(),
        any::<u64>(),
    )
        .prop_map(|(templates, values, bits)| {
            let mut uris = vec![
                String::new(),
                "/a".to_owned(),
                "/a/b".to_owned(),
                "x?v0=1".to_owned(),
            ];
            for (i, text) in templates.iter().enumerate() {
                let t = Template::parse(text).unwrap();
                let mut vars = Vars::new();
                for (n, v) in values.iter().enumerate() {
                    if let Some(v) = v {
                        let value = if bits & (1 << (i * 3 + n)) != 0 {
                            Value::List(vec![v.clone(), format!("{v}b")])
                        } else {
                            Value::String(v.clone())
                        };
                        vars.insert(format!("v{n}"), value);
                    }
                }
                // A prefix of a list cannot be expanded: that value is
                // then a string.
                let uri = t.expand(&vars).unwrap_or_else(|_| {
                    for v in vars.values_mut() {
                        if let Value::List(l) = v {
                            *v = Value::String(l[0].clone());
                        }
                    }
                    t.expand(&vars).unwrap()
                });
                let mut cut = uri.clone();
                cut.pop();
                uris.push(cut);
                uris.push(format!("{uri}a"));
                uris.push(uri);
            }
            (templates, uris)
        })
}

#[test]
fn a_set_answers_as_its_templates_one_by_one() {
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases: 120,
            failure_persistence: Some(Box::new(FileFailurePersistence::Off)),
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &[31; 32]),
    );
    let matched = std::cell::Cell::new(0usize);
    let several = std::cell::Cell::new(0usize);
    runner
        .run(&case(), |(texts, uris)| {
            let templates: Vec<Template> =
                texts.iter().map(|t| Template::parse(t).unwrap()).collect();
            let alone: Vec<Matcher> = templates.iter().map(Matcher::new).collect();
            let set = TemplateSet::new(templates);
            for uri in &uris {
                let want: Vec<(usize, _)> = alone
                    .iter()
                    .enumerate()
                    .map(|(i, m)| (i, m.match_uri(uri)))
                    .filter(|(_, m)| m.is_match())
                    .collect();
                let got = set.matches(uri);
                prop_assert_eq!(&got, &want, "{:?} on {:?}", texts, uri);
                prop_assert_eq!(
                    set.match_uri(uri),
                    want.first().cloned(),
                    "{:?} on {:?}",
                    texts,
                    uri
                );
                matched.set(matched.get() + usize::from(!want.is_empty()));
                several.set(several.get() + usize::from(want.len() > 1));
            }
            Ok(())
        })
        .unwrap();
    // The generator reaches both kinds of answer often.
    let (matched, several) = (matched.get(), several.get());
    assert!(
        matched >= 500 && several >= 50,
        "{matched} matched, {several} by several"
    );
}

/// Routing a URI: the templates of the MCP issues and GitHub's API, with
/// the overlap found when the set is built.
#[test]
fn a_router() {
    let set = TemplateSet::new(
        [
            "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
            "https://api.github.com/repos/{owner}/{repo}",
            "https://api.github.com/repos/{owner}/{repo}/contents/{+path}",
            "file:///{+path}",
            "test://items{?a,b}",
        ]
        .map(|t| Template::parse(t).unwrap()),
    );
    let (i, m) = set
        .match_uri("https://api.github.com/repos/rust-lang/rust/issues/7")
        .unwrap();
    assert_eq!(i, 0);
    let v = m.vars().unwrap();
    assert_eq!(
        (&v["owner"], &v["repo"], &v["number"]),
        (
            &Value::from("rust-lang"),
            &Value::from("rust"),
            &Value::from("7")
        )
    );
    let (i, m) = set
        .match_uri("https://api.github.com/repos/a/b/contents/src/lib.rs")
        .unwrap();
    assert_eq!(
        (i, &m.vars().unwrap()["path"]),
        (2, &Value::from("src/lib.rs"))
    );
    let (i, m) = set.match_uri("test://items?b=2").unwrap();
    assert_eq!(i, 4);
    assert_eq!(m.vars().unwrap().get("a"), None);
    assert_eq!(set.match_uri("https://api.github.com/repos/a"), None);
    // No value of `{owner}` or `{repo}` holds a `/`, so no URI matches two.
    assert_eq!(set.overlaps(), []);
}

const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
const GROWTH: u64 = 12;

fn assert_linear(what: &str, f: impl Fn(usize) -> u64) {
    let (small, large) = (f(SMALL), f(LARGE));
    assert!(
        large <= small.max(4096) * GROWTH,
        "{what}: {small} bytes at 10 KB, {large} at 100 KB"
    );
}

/// Long URIs through a set that takes them whole, in parts, or not.
#[test]
fn set_matching_is_linear() {
    let set = TemplateSet::new(
        [
            "file:///{+path}",
            "repo://tree{/path*}",
            "{?q,rest*}",
            "/users/{id}",
            "{a}{b}",
        ]
        .map(|t| Template::parse(t).unwrap()),
    );
    for (prefix, unit) in [
        ("file:///", "a/b%20"),
        ("repo://tree", "/seg"),
        ("?q=1", "&k=v"),
        ("/users/", "%C3%A9"),
        ("/users/", "?"),
        ("", "xy"),
    ] {
        assert_linear(unit, |size| {
            let uri = format!("{prefix}{}", unit.repeat(size.div_ceil(unit.len())));
            measure(|| {
                black_box(set.match_uri(black_box(&uri)));
                black_box(set.matches(black_box(&uri)));
            })
            .bytes_total
        });
    }
}

/// Building a set of long templates. It once allocated 728,464,538 bytes
/// for `{a:3}{+b}` at 10 KB and 8,790,370,650 at 100 KB (12.07 times as
/// much, each prefix character spelling out every UTF-8 sequence in
/// states, each state with vectors of its own); 13.4 MB and 136 MB since
/// the automata share their triplet states and keep their transitions in
/// flat tables.
#[test]
fn set_building_is_linear() {
    for unit in ["{a}", "/x{/a,b}", "lit%20", "{a:3}{+b}"] {
        assert_linear(unit, |size| {
            let texts = [
                unit.repeat(size.div_ceil(unit.len())),
                format!("/{}", unit.repeat(size.div_ceil(unit.len()))),
            ];
            let templates: Vec<Template> =
                texts.iter().map(|t| Template::parse(t).unwrap()).collect();
            measure(|| {
                black_box(TemplateSet::new(black_box(templates.clone())));
            })
            .bytes_total
        });
    }
}
