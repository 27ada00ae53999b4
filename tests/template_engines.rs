//! The template matcher's engines chosen one at a time through
//! [`Config`]: the simulation, the deterministic automaton and the one-pass
//! table each alone give the same answers, on the uritemplate-test suite
//! read back (and near misses), on generated sets of templates, and (in
//! `template_roundtrip`, replayed by `regressions`) on the fuzz corpus. And
//! a match that read back fewer readings than the URI has is ambiguous.

use urigram::template::{Config, Matcher, Template, TemplateSet};

use crate::template_roundtrip::{engines, same_answer};

/// Each engine alone answers as all of them together on every expansion of
/// the uritemplate-test suite and on near misses, in order and with the
/// query in any order; each engine is compared on most cases, and the
/// one-pass table alone decides most of those it is built for.
#[test]
fn each_engine_alone_answers_the_suite_alike() {
    let mut compared = [0usize; 3];
    let mut undecided_one_pass = 0;
    for c in crate::template_suite::cases() {
        let (Some(want), Ok(tpl)) = (&c.want, Template::parse(&c.template)) else {
            continue;
        };
        for any_order in [false, true] {
            let all = if any_order {
                Matcher::new(&tpl).query_in_any_order()
            } else {
                Matcher::new(&tpl)
            };
            for (name, engine) in engines(&tpl, any_order) {
                for uri in want {
                    for uri in [
                        uri.clone(),
                        format!("{uri}x"),
                        format!("{uri}%2"),
                        format!("/{uri}"),
                    ] {
                        let (got, all) = (engine.match_uri(&uri), all.match_uri(&uri));
                        assert!(
                            same_answer(name, &got, &all),
                            "{} on {uri:?}: {got:?} from the {name} engine alone, {all:?} from all",
                            c.template
                        );
                        let k = ["simulation", "deterministic", "one-pass"]
                            .iter()
                            .position(|n| *n == name)
                            .unwrap();
                        compared[k] += 1;
                        undecided_one_pass += usize::from(name == "one-pass" && got != all);
                    }
                }
            }
        }
    }
    let [simulation, deterministic, one_pass] = compared;
    assert!(
        simulation >= 1000 && deterministic == simulation && one_pass >= simulation / 4,
        "compared: {compared:?}"
    );
    assert!(
        undecided_one_pass * 10 <= one_pass,
        "{undecided_one_pass} of {one_pass} undecided by the one-pass table alone"
    );
}

/// A set whose templates each use one engine alone answers as the set of
/// every engine, the one-pass table but where its bytes do not decide.
#[test]
fn a_set_of_each_engine_answers_alike() {
    let texts = [
        "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
        "https://api.github.com/repos/{owner}/{repo}",
        "https://api.github.com/users/{user}",
        "/items{?a,b}",
        "/users/{id}",
        "/users/me",
    ];
    let templates: Vec<Template> = texts.iter().map(|t| Template::parse(t).unwrap()).collect();
    let all = TemplateSet::new(templates.clone());
    let uris = [
        "https://api.github.com/repos/a/b/issues/7",
        "https://api.github.com/repos/a/b",
        "https://api.github.com/users/me",
        "/items?a=1&b=2",
        "/items?b=2&a=1",
        "/users/me",
        "/users/42",
        "/nowhere",
    ];
    for (name, config) in [
        (
            "simulation",
            Config::new().deterministic(false).one_pass(false),
        ),
        (
            "deterministic",
            Config::new().simulation(false).one_pass(false),
        ),
        (
            "one-pass",
            Config::new().simulation(false).deterministic(false),
        ),
    ] {
        let set = TemplateSet::with_config(templates.clone(), config).unwrap();
        for uri in uris {
            assert_eq!(set.matches(uri), all.matches(uri), "{name} on {uri}");
        }
        // With the query in any order, too.
        let (set, all) = (
            set.query_in_any_order(),
            TemplateSet::new(templates.clone()).query_in_any_order(),
        );
        for uri in uris {
            assert_eq!(
                set.matches(uri),
                all.matches(uri),
                "{name} on {uri}, any order"
            );
        }
    }
    let any = all.query_in_any_order();
    let (which, m) = any.match_uri("/items?b=2&a=1").unwrap();
    assert_eq!(which, 3);
    assert_eq!(m.vars().unwrap()["a"], urigram::template::Value::from("1"));
}

/// An engine that cannot be built alone says so: a template past the
/// deterministic automaton's and the one-pass table's budgets (twenty
/// thousand unpinned expressions) has neither, while the simulation always
/// builds. The one-pass table of `{a}{b}` is built, but alone it cannot
/// decide `xy` (`a` or `b` may hold each byte): undecided.
#[test]
fn an_engine_alone_that_cannot_be_built_is_an_error() {
    let one_pass = Config::new().simulation(false).deterministic(false);
    let deterministic = Config::new().simulation(false).one_pass(false);
    let text: String = (0..20_000).map(|i| format!("{{a{i}}}")).collect();
    let big = Template::parse(&text).unwrap();
    let err = Matcher::with_config(&big, one_pass).unwrap_err();
    assert_eq!(err.config(), one_pass);
    assert!(err.to_string().contains("not one-pass"), "{err}");
    assert!(Matcher::with_config(&big, deterministic).is_err());
    let ab = Template::parse("{a}{b}").unwrap();
    assert!(Matcher::with_config(&ab, deterministic).is_ok());
    let found = Matcher::with_config(&ab, one_pass).unwrap().match_uri("xy");
    assert!(!found.is_match() && !found.is_complete() && found.is_ambiguous());
    let none = Config::new()
        .simulation(false)
        .deterministic(false)
        .one_pass(false);
    assert!(Matcher::with_config(&ab, none).is_err());
    assert!(Matcher::with_config(&big, Config::new().deterministic(false).one_pass(false)).is_ok());
}

/// A match with more readings than it read back is ambiguous: RFC 6570
/// expands twenty thousand unpinned expressions side by side (`{a0}` to
/// `{a19999}`) to `xxx...` in a great many ways, more than the simulation's
/// budget lets it read, so the match is undecided (no assignment given,
/// incomplete) and ambiguous; and `{+a}{+b}{+c}{+d}` reads 256 KiB of `x`
/// in about 10^15 ways (a, b, c, d any split of it), of which the match
/// gives those it has room for, incomplete and ambiguous, each expanding
/// back to the URI.
#[test]
fn a_match_with_more_readings_than_it_read_is_ambiguous() {
    let text: String = (0..20_000).map(|i| format!("{{a{i}}}")).collect();
    let m = Matcher::new(&Template::parse(&text).unwrap());
    let uri = "x".repeat(100_000);
    for _ in 0..2 {
        let found = m.match_uri(&uri);
        assert!(!found.is_match() && !found.is_complete(), "{found:?}");
        assert!(found.is_ambiguous(), "an undecided match is ambiguous");
    }
    let t = Template::parse("{+a}{+b}{+c}{+d}").unwrap();
    let uri = "x".repeat(1 << 18);
    for (name, m) in engines(&t, false) {
        let found = m.match_uri(&uri);
        // The one-pass table alone cannot decide where `b` begins.
        assert!(found.is_match() || name == "one-pass", "{name}");
        assert!(!found.is_complete(), "{name}");
        assert!(
            found.is_ambiguous(),
            "{name}: {} assignments",
            found.assignments().len()
        );
        for a in found.assignments() {
            assert_eq!(t.expand(a).unwrap().len(), uri.len(), "{name}");
        }
    }
}
