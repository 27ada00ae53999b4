//! The `template_roundtrip` fuzz target's property (fuzz/fuzz_targets/
//! template_roundtrip.rs; its inputs kept in
//! tests/data/regressions/template_roundtrip/ and replayed by
//! `regressions`): a template and values built from the input's bytes,
//! expanded, and the URI matched back.
//!
//! What must hold, for every template and values the bytes describe:
//!
//! - the expansion matches (it is an expansion), unless the template
//!   writes a variable in two shapes (`{#c}` and `{#c*}`) and no reading
//!   of it fits every place: the limit `Matcher` documents;
//! - every assignment of the match expands back to the URI;
//! - one of them is the values given, modulo the canonical forms
//!   `Matcher` documents (a prefix as its prefix, a string with commas as
//!   a list, an associative array as the list of its names and values,
//!   a reserved value as its text, an expression that expands to nothing
//!   with its variables undefined). "Modulo the canonical forms" is
//!   checked without restating them: two assignments read a varspec the
//!   same when the varspec alone, as a one-variable expression of its
//!   operator, expands to the same text under both;
//!   (The one exception is the same limit: an associative array under
//!   `+` or `#`, exploded and written elsewhere too, `{+a*,a}`.)
//! - a template the analysis calls unambiguous has no ambiguous match;
//! - each engine alone ([`Config`]: the simulation, the deterministic
//!   automaton, the one-pass table) gives the same answer as the default
//!   strategy on the URI and on URIs near it, the one-pass table but for
//!   forks its bytes do not decide (alone, it answers undecided there);
//! - nothing panics.
//!
//! The bytes are read as a small program rather than through `arbitrary`,
//! so that this file also compiles in the integration test binary.

use urigram::template::{Config, Match, Matcher, Modifier, Template, Value, Vars};

/// Reads the input a byte at a time; zeros once it runs out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }

    fn pick<'s, T: ?Sized>(&mut self, from: &[&'s T]) -> &'s T {
        from[usize::from(self.next()) % from.len()]
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

const OPS: [&str; 8] = ["", "+", "#", ".", "/", ";", "?", "&"];
const NAMES: [&str; 4] = ["a", "b", "c", "d"];
/// Literals, with what expansion copies (`/`, `=`), encodes (`é`) and keeps
/// (a pct-encoded triplet).
const LITERALS: [&str; 12] = [
    "", "/", "x", "-", "?", ".", "=", ",", "&", ";", "%41", "\u{e9}",
];
/// What a value is written with: every class the operators treat apart
/// (unreserved, each reserved character, `%` alone and in triplets, a space,
/// characters outside ASCII).
const CHARS: [&str; 32] = [
    "a", "Z", "0", "2", "F", "-", ".", "_", "~", ",", "/", "?", "#", "&", "=", ";", "%", " ", "+",
    ":", "@", "!", "*", "'", "(", "[", "]", "$", "\u{e9}", "\u{20ac}", "%41", "%2C",
];

/// A short string of `CHARS`.
fn text(b: &mut Bytes<'_>) -> String {
    let n = b.next() % 5;
    (0..n).map(|_| b.pick(&CHARS)).collect()
}

/// A value of any of the three kinds, or undefined.
fn value(b: &mut Bytes<'_>) -> Option<Value> {
    Some(match b.next() % 5 {
        0 => return None,
        1 | 2 => Value::String(text(b)),
        3 => Value::List((0..b.next() % 4).map(|_| text(b)).collect()),
        _ => Value::Assoc((0..b.next() % 4).map(|_| (text(b), text(b))).collect()),
    })
}

/// A template of up to six parts, and values for its variables.
fn case(b: &mut Bytes<'_>) -> (String, Vars) {
    let mut tpl = String::new();
    for _ in 0..=b.next() % 6 {
        tpl.push_str(b.pick(&LITERALS));
        if b.is_empty() {
            break;
        }
        tpl.push('{');
        tpl.push_str(b.pick(&OPS));
        for i in 0..=b.next() % 3 {
            if i > 0 {
                tpl.push(',');
            }
            tpl.push_str(b.pick(&NAMES));
            match b.next() % 6 {
                0 => tpl.push('*'),
                1 => tpl.push_str(&format!(":{}", 1 + b.next() % 4)),
                _ => {}
            }
        }
        tpl.push('}');
    }
    let mut vars = Vars::new();
    for name in NAMES {
        if let Some(v) = value(b) {
            vars.insert(name.to_owned(), v);
        }
    }
    (tpl, vars)
}

/// Whether `got` reads every varspec of `tpl` as `want` does: each
/// varspec alone, in a one-variable expression of its operator, expands
/// to the same text under both.
fn reads_alike(tpl: &Template, want: &Vars, got: &Vars) -> bool {
    tpl.expressions().all(|e| {
        let op = e.operator().as_str();
        e.varspecs().iter().all(|v| {
            let modifier = match v.modifier() {
                Modifier::Explode => "*".to_owned(),
                Modifier::Prefix(n) => format!(":{n}"),
                _ => String::new(),
            };
            let Ok(alone) = Template::parse(&format!("{{{op}{}{modifier}}}", v.name())) else {
                return false;
            };
            alone.expand(want).ok() == alone.expand(got).ok()
        })
    })
}

/// Whether `tpl` writes a variable under two operators, or exploded and
/// not (`{a}{;a*}`), whose readings come back in different shapes.
fn repeated_in_two_shapes(tpl: &Template) -> bool {
    let mut seen: Vec<(&str, &str, bool)> = Vec::new();
    for e in tpl.expressions() {
        for v in e.varspecs() {
            // A prefix reads a string, as no modifier does.
            let explode = v.modifier() == Modifier::Explode;
            let shape = (v.name(), e.operator().as_str(), explode);
            if seen.iter().any(|s| s.0 == shape.0 && *s != shape) {
                return true;
            }
            seen.push(shape);
        }
    }
    false
}

/// Whether `tpl` writes an associative array of `vars` under `+` or `#`
/// exploded and elsewhere too (`{+a*,a}`): its `name=value` items come
/// back as list items there, so the match may find another assignment
/// than the values given (the limit `Matcher` documents).
fn reserved_pairs_twice(tpl: &Template, vars: &Vars) -> bool {
    tpl.expressions().any(|e| {
        e.operator().allows_reserved()
            && e.varspecs().iter().any(|v| {
                v.modifier() == Modifier::Explode
                    && matches!(vars.get(v.name()), Some(Value::Assoc(_)))
                    && tpl
                        .expressions()
                        .flat_map(|x| x.varspecs())
                        .filter(|w| w.name() == v.name())
                        .count()
                        > 1
            })
    })
}

/// Each engine alone: its name and matcher, for those that can be built
/// for `tpl` (the simulation always can; the deterministic automaton
/// within its budget; the one-pass table where the template is one-pass).
pub fn engines(tpl: &Template, any_order: bool) -> Vec<(&'static str, Matcher)> {
    let all = Config::new();
    let alone = [
        ("simulation", all.deterministic(false).one_pass(false)),
        ("deterministic", all.simulation(false).one_pass(false)),
        ("one-pass", all.simulation(false).deterministic(false)),
    ];
    alone
        .into_iter()
        .filter_map(|(name, config)| {
            let m = Matcher::with_config(tpl, config);
            assert!(
                m.is_ok() || name != "simulation",
                "{}: the simulation is always built",
                tpl.as_str()
            );
            let m = m.ok()?;
            Some((name, if any_order { m.query_in_any_order() } else { m }))
        })
        .collect()
}

/// Whether `got`, the answer of the engine `name` alone, is `want`: the
/// same, or for the one-pass table alone, undecided (a fork its bytes do
/// not decide, which the other engines read back).
pub fn same_answer(name: &str, got: &Match, want: &Match) -> bool {
    got == want || (name == "one-pass" && !got.is_match() && !got.is_complete())
}

/// The property (see the module's documentation).
pub fn template_roundtrip(data: &[u8]) {
    let mut b = Bytes(data);
    let any_order = b.next() % 4 == 0;
    let (text, vars) = case(&mut b);
    let tpl = Template::parse(&text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    let Ok(uri) = tpl.expand(&vars) else {
        // A prefix of a list or associative array: no expansion to match.
        return;
    };
    let mut m = Matcher::new(&tpl);
    if any_order {
        m = m.query_in_any_order();
    }
    let found = m.match_uri(&uri);
    // The first match of a matcher simulates its automaton and searches
    // the paths back; later ones run the deterministic automaton, or the
    // one-pass table where the template has one. All must agree, on the
    // URI and on URIs near it that may not match.
    assert_eq!(
        m.match_uri(&uri),
        found,
        "{text:?}: {uri:?} matches otherwise the second time"
    );
    let mut near: Vec<String> = vec![format!("{uri}x"), format!("{uri}%"), format!("/{uri}")];
    if let Some((cut, _)) = uri.char_indices().last() {
        near.push(uri[..cut].to_owned());
    }
    for other in &near {
        let mut fresh = Matcher::new(&tpl);
        if any_order {
            fresh = fresh.query_in_any_order();
        }
        assert_eq!(
            m.match_uri(other),
            fresh.match_uri(other),
            "{text:?}: {other:?} matches otherwise once the automaton is built"
        );
    }
    for other in std::iter::once(&uri).chain(&near) {
        crate::template_positions::positions_agree(&m, other);
    }
    for (name, engine) in engines(&tpl, any_order) {
        for other in std::iter::once(&uri).chain(&near) {
            let (got, want) = (engine.match_uri(other), m.match_uri(other));
            assert!(
                same_answer(name, &got, &want),
                "{text:?}: {other:?} is {got:?} to the {name} engine alone, {want:?} to all"
            );
        }
    }
    if !found.is_match() && !found.is_complete() {
        // Undecided: the read-back stopped at its documented bound (256
        // paths) before a path whose repeated variables agree, as a
        // variable written several times side by side (`{a*}{a*}{a*}`)
        // splits a long value in many ways. `Match::is_complete` says so,
        // and the CLI prints "undecided", not "no match".
        return;
    }
    if !found.is_match() && repeated_in_two_shapes(&tpl) {
        // The matcher's documented limit: a variable written in two shapes
        // is found only where one of its readings (or their other shapes)
        // expands to the URI in every place.
        return;
    }
    assert!(
        found.is_match(),
        "{text:?} with {vars:?} expands to {uri:?}, which does not match"
    );
    for a in found.assignments() {
        assert_eq!(
            tpl.expand(a).as_deref(),
            Ok(uri.as_str()),
            "{text:?}: {uri:?} matched as {a:?}, which expands to something else"
        );
    }
    assert!(
        !found.is_complete()
            || reserved_pairs_twice(&tpl, &vars)
            || found
                .assignments()
                .iter()
                .any(|a| reads_alike(&tpl, &vars, a)),
        "{text:?} with {vars:?} expands to {uri:?}, matched as {:?}: none reads the values given",
        found.assignments()
    );
    if m.analysis().is_unambiguous() {
        assert!(
            !found.is_ambiguous(),
            "{text:?} is called unambiguous, yet {uri:?} matches as {:?}",
            found.assignments()
        );
    }
}
