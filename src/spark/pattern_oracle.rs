//! The key pattern's engine (`pattern.rs`) held to the `regex-lite` crate,
//! which read Spark's keys before it: generated patterns (a fixed seed)
//! over every construct a key may hold, each compiled by both (the same
//! error message, or both compile) and run by both on generated queries
//! (the same group 2, or none).

use super::KeyError;
use super::key::Key;
use super::pattern::Pattern;

/// A fixed-seed xorshift generator: the same cases every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).unwrap_or(0)
    }
}

/// The pieces a pattern is made of: literals (ASCII, two-byte and
/// four-byte UTF-8, `=` and `&`), `.`, groups, `|`, anchors, every
/// quantifier with its lazy form (and stacked ones, which `regex-lite`
/// reads as a repetition of a repetition), escaped metacharacters, and
/// the suffix's `[^&]`.
const PIECES: &[&str] = &[
    "a", "b", "a", "b", "é", "𝄞", "=", "&", ".", "(", "(", ")", ")", "|", "^", "$", "*", "+", "?",
    "*?", "+?", "??", "\\.", "\\*", "\\(", "\\)", "\\|", "\\^", "\\$", "\\\\", "[^&]", "",
];

/// The characters a query is made of.
const QUERY: &[&str] = &[
    "a", "b", "=", "&", "é", "𝄞", "\n", ".", "*", "(", "ab", "a=b",
];

fn group_by_regex_lite(re: &regex_lite::Regex, q: &str) -> Option<String> {
    re.captures(q)?.get(2).map(|m| m.as_str().to_string())
}

fn queries(rng: &mut Rng) -> Vec<String> {
    (0..12)
        .map(|_| {
            let len = rng.below(9);
            (0..len).map(|_| QUERY[rng.below(QUERY.len())]).collect()
        })
        .collect()
}

/// Compiles `pattern` with both and, where both compile, compares group
/// 2 on each query; returns whether it compiled.
fn same(pattern: &str, qs: &[String]) -> bool {
    let ours = Pattern::new(pattern);
    let theirs = regex_lite::Regex::new(pattern);
    match (&ours, &theirs) {
        (Ok(p), Ok(re)) => {
            for q in qs {
                let want = group_by_regex_lite(re, q);
                assert_eq!(p.group(q).map(str::to_string), want, "{pattern:?} on {q:?}");
            }
            true
        }
        (Err(m), Err(e)) => {
            assert_eq!(*m, e.to_string(), "{pattern:?}");
            false
        }
        _ => panic!("{pattern:?}: ours {ours:?}, regex-lite {theirs:?}"),
    }
}

/// Raw patterns of up to ten pieces, and the same pieces as a key inside
/// Spark's `(&|^)KEY=([^&]*)`: the engine answers as `regex-lite` on each
/// (many compile; the rest fail with the same message).
#[test]
fn the_engine_reads_and_matches_as_regex_lite() {
    let mut rng = Rng(0x5eed_2026_1129);
    let (mut compiled, mut total) = (0, 0);
    for _ in 0..12_000 {
        let len = 1 + rng.below(10);
        let key: String = (0..len).map(|_| PIECES[rng.below(PIECES.len())]).collect();
        // A special group, which `Key::new` refuses (and `regex-lite`
        // reads as flags or a named group).
        if key.contains("(?") {
            continue;
        }
        let qs = queries(&mut rng);
        for pattern in [key.clone(), format!("(&|^){key}=([^&]*)")] {
            total += 1;
            compiled += usize::from(same(&pattern, &qs));
        }
    }
    // Both kinds of answer were exercised.
    assert!(
        compiled > total / 3 && compiled < total,
        "{compiled} of {total}"
    );
}

/// Nesting near `regex-lite`'s limit of 50: groups in groups, groups
/// holding a concatenation (two levels each), repetitions of
/// repetitions, and unbalanced groups past the limit (whose first error
/// is the one `regex-lite` meets first).
#[test]
fn nesting_is_refused_where_regex_lite_refuses_it() {
    let qs = vec!["a=1".to_string(), "&a=2".to_string(), String::new()];
    for n in 20..60 {
        let open = "(".repeat(n);
        let close = ")".repeat(n);
        for pattern in [
            format!("{open}a{close}"),
            format!("{}{close}", "(a".repeat(n)),
            format!("{open}a"),
            format!("{open}a{close})"),
            format!("a{}", "*?".repeat(n)),
            format!("(&|^){open}a{close}=([^&]*)"),
            format!("(&|^){}{close}=([^&]*)", "(a|".repeat(n)),
        ] {
            same(&pattern, &qs);
        }
    }
}

/// Through `Key::new`: a key the checks let through compiles to a
/// pattern whose answers are `regex-lite`'s; its error is
/// `regex-lite`'s message.
#[test]
fn keys_answer_as_regex_lite_did() {
    for (key, query, want) in [
        ("a", "a=1&a=2", Ok(Some("1"))),
        ("a.c", "abc=1", Ok(Some("1"))),
        ("(a)??", "k=1&a=2", Ok(Some("a"))),
        ("()*", "k=1&a=2", Ok(None)),
        ("x|y?", "k=1&a=2&ab=3&x=4", Ok(Some("1"))),
        ("a(", "a=1", Err("found open group without closing ')'")),
        ("a)", "a=1", Err("found closing ')' without matching '('")),
    ] {
        let got = Key::new(key).map(|k| k.find(query).map(str::to_string));
        let want = want
            .map(|v| v.map(str::to_string))
            .map_err(|m| KeyError::Pattern(m.to_string()));
        assert_eq!(got, want, "{key:?}");
        let re = regex_lite::Regex::new(&format!("(&|^){key}=([^&]*)"));
        match (re, &got) {
            (Ok(re), Ok(v)) => assert_eq!(group_by_regex_lite(&re, query), *v),
            (Err(e), Err(KeyError::Pattern(m))) => assert_eq!(e.to_string(), *m),
            (re, got) => panic!("{key:?}: regex-lite {re:?}, ours {got:?}"),
        }
    }
}
