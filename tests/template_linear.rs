//! The template entry points are linear in memory: parsing, expanding,
//! compiling a matcher and matching allocate, for a 100 KB template or URI,
//! at most twelve times what they allocate for a 10 KB one of the same
//! shape (a quadratic path would allocate a hundred times as much).
//! Counted with `allocation-counter`, as `linear_alloc` does; the analysis
//! (quadratic in the automaton, documented so) is not an entry point here.

use std::hint::black_box;

use allocation_counter::measure;
use urigram::template::{Matcher, Template, Value, Vars};

const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
const GROWTH: u64 = 12;

/// `unit` repeated to about `size` bytes.
fn repeat(unit: &str, size: usize) -> String {
    unit.repeat(size.div_ceil(unit.len()))
}

fn bytes(f: impl FnOnce()) -> u64 {
    measure(f).bytes_total
}

fn assert_linear(what: &str, small: u64, large: u64) {
    assert!(
        large <= small.max(4096) * GROWTH,
        "{what}: {small} bytes at 10 KB, {large} at 100 KB"
    );
}

/// Templates of many expressions, literals, varspecs and bad endings.
#[test]
fn templates_parse_expand_and_compile_linearly() {
    let mut vars = Vars::new();
    vars.insert("a".into(), Value::from("x y"));
    vars.insert("b".into(), Value::List(vec!["1".into(), "2".into()]));
    for unit in [
        "{a}",
        "/x{/a,b}",
        "{?a,b*}",
        "lit%20",
        "{a:3}{+b}",
        "{x.y.z_1}",
    ] {
        let run = |size: usize| {
            let text = repeat(unit, size);
            bytes(|| {
                let t = Template::parse(black_box(&text)).unwrap();
                black_box(t.expand(&vars).unwrap());
                black_box(Matcher::new(&t));
            })
        };
        assert_linear(unit, run(SMALL), run(LARGE));
        // The error path: the same template cut inside its last expression.
        let err = |size: usize| {
            let mut text = repeat(unit, size);
            text.push_str("{a b");
            bytes(|| {
                black_box(Template::parse(black_box(&text)).unwrap_err());
            })
        };
        assert_linear(unit, err(SMALL), err(LARGE));
    }
}

/// Long URIs against templates that take them whole, in parts, or not.
#[test]
fn matching_is_linear() {
    for (template, unit) in [
        ("file:///{+path}", "a/b%20"),
        ("repo://tree{/path*}", "/seg"),
        ("{?q,rest*}", "&k=v"),
        ("{a}{b}", "xy"),
        ("/users/{id}", "%C3%A9"),
        ("/users/{id}", "?"),
    ] {
        let m = Matcher::new(&Template::parse(template).unwrap());
        let run = |size: usize| {
            let uri = match template {
                "{?q,rest*}" => format!("?q=1{}", repeat(unit, size)),
                "file:///{+path}" => format!("file:///{}", repeat(unit, size)),
                "repo://tree{/path*}" => format!("repo://tree{}", repeat(unit, size)),
                "/users/{id}" => format!("/users/{}", repeat(unit, size)),
                _ => repeat(unit, size),
            };
            bytes(|| {
                black_box(m.match_uri(black_box(&uri)));
            })
        };
        assert_linear(template, run(SMALL), run(LARGE));
    }
}

/// Long templates matched against their own expansion, twice (the second
/// call runs on the deterministic automaton where it fits the budget):
/// shapes whose literals pin each expression to its place, so that the
/// automaton's live states at an offset stay few, and the answer is the
/// values expanded (each variable written a thousand times, agreeing).
#[test]
fn long_templates_match_linearly() {
    let mut vars = Vars::new();
    vars.insert("a".into(), Value::from("x y"));
    vars.insert("b".into(), Value::List(vec!["1".into(), "2".into()]));
    let mut prefix_vars = Vars::new();
    prefix_vars.insert("a".into(), Value::from("x/"));
    prefix_vars.insert("b".into(), Value::from("é"));
    for (unit, vars) in [
        ("/x{/a,b}", &vars),
        ("lit%20", &Vars::new()),
        ("/q{?a,b}", &vars),
        ("/{a:3};{b}", &prefix_vars),
    ] {
        let run = |size: usize| {
            let t = Template::parse(&repeat(unit, size)).unwrap();
            let uri = t.expand(vars).unwrap();
            let m = Matcher::new(&t);
            bytes(|| {
                for _ in 0..2 {
                    let found = m.match_uri(black_box(&uri));
                    assert_eq!(found.vars(), Some(vars), "{unit}");
                }
            })
        };
        assert_linear(unit, run(SMALL), run(LARGE));
    }
}

/// A template of twenty thousand unpinned expressions side by side
/// (`{a0}` to `{a19999}`, about 130 KB) is past the deterministic
/// automaton's budget, so its automaton is simulated, and every expression
/// is alive at every offset of `xxx...`: unbounded, that is the template's
/// length times the URI's (2 * 10^9 states stepped for a 100 KB URI). The
/// simulation's budget (1 Mi states plus 64 a byte) keeps the match linear
/// in the URI: it answers undecided, in memory linear in the URI, and a
/// short URI still matches (ambiguously: any two of the variables).
#[test]
fn unpinned_long_templates_match_within_a_budget() {
    let text: String = (0..20_000).map(|i| format!("{{a{i}}}")).collect();
    let t = Template::parse(&text).unwrap();
    let m = Matcher::new(&t);
    let run = |size: usize| {
        let uri = "x".repeat(size);
        measure(|| {
            for _ in 0..2 {
                let found = m.match_uri(black_box(&uri));
                assert!(!found.is_match() && !found.is_complete(), "{size}");
            }
        })
    };
    let (small, large) = (run(SMALL), run(LARGE));
    assert_linear("{aN} x 20000", small.bytes_total, large.bytes_total);
    // Held at once: at most the budget's trace (eight bytes a state) and
    // the sets being stepped, beside the URI's bytes.
    let held = 8 * ((1 << 20) + 64 * LARGE as u64);
    assert!(large.bytes_max <= 2 * held, "{} of {held}", large.bytes_max);
    let short = m.match_uri("xy");
    assert!(short.is_match() && short.is_ambiguous());
}
