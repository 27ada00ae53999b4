//! The oracle: each ABNF rule translated mechanically into a regular
//! expression, compiled into an anchored DFA, and asked two questions about an
//! input: does the whole input match, and if not, at which byte does it stop
//! being a prefix of any string the rule accepts.
//!
//! Every rule of RFC 3986 Appendix A is regular (none refers to itself,
//! directly or not), so inlining the rules it refers to gives a finite regular
//! expression. The translation is literal: alternation is `|`, repetition is
//! `{n,m}`, a quoted string matches each letter in either case, `%x` values
//! are bytes. The DFA is built with `MatchKind::All`, so it recognizes the
//! whole language of the rule rather than stopping at a preferred match;
//! nothing here calls urigram.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, OnceLock};

use regex_automata::dfa::{Automaton, StartKind, dense};
use regex_automata::nfa::thompson;
use regex_automata::util::primitives::StateID;
use regex_automata::util::{start, syntax};
use regex_automata::{Anchored, MatchKind};

use super::abnf::{Grammar, Node};

/// The grammar file, read once.
pub fn grammar() -> &'static Grammar {
    static GRAMMAR: OnceLock<Grammar> = OnceLock::new();
    GRAMMAR.get_or_init(Grammar::load)
}

/// The regular expression for rule `name` of `g`, with every rule it refers
/// to written out in place.
pub fn rule_regex(g: &Grammar, name: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut stack = Vec::new();
    rule_into(g, name, &mut stack, &mut out)?;
    Ok(out)
}

fn rule_into(
    g: &Grammar,
    name: &str,
    stack: &mut Vec<String>,
    out: &mut String,
) -> Result<(), String> {
    let def = g
        .get(name)
        .ok_or_else(|| format!("rule {name} is not defined"))?;
    if stack.iter().any(|n| n.eq_ignore_ascii_case(name)) {
        return Err(format!("rule {name} refers to itself: not regular"));
    }
    stack.push(def.name.clone());
    out.push_str("(?:");
    node_into(g, &def.body, stack, out)?;
    out.push(')');
    stack.pop();
    Ok(())
}

fn node_into(
    g: &Grammar,
    node: &Node,
    stack: &mut Vec<String>,
    out: &mut String,
) -> Result<(), String> {
    match node {
        Node::Alt(alts) => {
            out.push_str("(?:");
            for (i, a) in alts.iter().enumerate() {
                if i > 0 {
                    out.push('|');
                }
                node_into(g, a, stack, out)?;
            }
            out.push(')');
        }
        Node::Seq(items) => {
            out.push_str("(?:");
            for item in items {
                node_into(g, item, stack, out)?;
            }
            out.push(')');
        }
        // Zero repetitions match the empty string, whatever is repeated; this
        // is how `path-empty = 0<pchar>` reads.
        Node::Repeat { max: Some(0), .. } => out.push_str("(?:)"),
        Node::Repeat { min, max, node } => {
            out.push_str("(?:");
            node_into(g, node, stack, out)?;
            match max {
                Some(max) => out.push_str(&format!("){{{min},{max}}}")),
                None => out.push_str(&format!("){{{min},}}")),
            }
        }
        Node::Rule(name) => rule_into(g, name, stack, out)?,
        Node::Literal(text) => {
            out.push_str("(?:");
            for b in text.bytes() {
                if b.is_ascii_alphabetic() {
                    out.push_str(&format!(
                        "[\\x{:02X}\\x{:02X}]",
                        b.to_ascii_lowercase(),
                        b.to_ascii_uppercase()
                    ));
                } else {
                    out.push_str(&format!("\\x{b:02X}"));
                }
            }
            out.push(')');
        }
        Node::Range(lo, hi) => out.push_str(&format!("[\\x{lo:02X}-\\x{hi:02X}]")),
        // Code points, for a grammar compiled in Unicode mode (see
        // `Oracle::build`), where the class matches their UTF-8.
        Node::Chars(lo, hi) => out.push_str(&format!("[\\x{{{lo:X}}}-\\x{{{hi:X}}}]")),
        Node::Bytes(bytes) => {
            out.push_str("(?:");
            for b in bytes {
                out.push_str(&format!("\\x{b:02X}"));
            }
            out.push(')');
        }
        Node::Prose(text) => return Err(format!("prose value <{text}> cannot be matched")),
    }
    Ok(())
}

/// Whether a pattern names a byte above 0x7F as `\\xNN` (code points are
/// written `\\x{...}`).
fn has_high_byte(pattern: &str) -> bool {
    pattern.split("\\x").skip(1).any(|rest| {
        rest.get(..2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .is_some_and(|b| b >= 0x80)
    })
}

/// A rule compiled for the two questions.
pub struct Oracle {
    /// Whether the grammar is over characters in UTF-8 ([`Grammar::has_chars`]).
    chars: bool,
    dfa: dense::DFA<Vec<u32>>,
    start: StateID,
    /// The states from which some continuation of the input reaches a match.
    live: HashSet<StateID>,
}

/// What the oracle says about an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The whole input matches the rule.
    Match,
    /// It does not; the first byte at which it stopped being a prefix of any
    /// string the rule accepts (the input's length if it never stopped).
    Fail(usize),
}

impl Oracle {
    /// Compiles rule `name` of `g`.
    pub fn build(g: &Grammar, name: &str) -> Result<Oracle, String> {
        let pattern = rule_regex(g, name)?;
        // A grammar with ranges of code points is compiled in Unicode mode:
        // `\x{A0}` is then U+00A0 (its two UTF-8 bytes), and the DFA matches
        // only UTF-8. Its byte values must then all be ASCII, which mean the
        // same in either mode.
        let chars = g.has_chars();
        if chars && pattern.contains("\\x") && has_high_byte(&pattern) {
            return Err(format!(
                "rule {name}: a byte above 0x7F in a grammar over characters"
            ));
        }
        let dfa = dense::Builder::new()
            .syntax(syntax::Config::new().unicode(chars).utf8(chars))
            .thompson(thompson::Config::new().utf8(chars))
            .configure(
                dense::Config::new()
                    .match_kind(MatchKind::All)
                    .start_kind(StartKind::Anchored)
                    .accelerate(false),
            )
            .build(&pattern)
            .map_err(|e| format!("rule {name}: {e}"))?;
        let start = dfa
            .start_state(&start::Config::new().anchored(Anchored::Yes))
            .map_err(|e| format!("rule {name}: {e}"))?;
        let live = live_states(&dfa, start);
        Ok(Oracle {
            chars,
            dfa,
            start,
            live,
        })
    }

    /// Whether `input` matches, and if not, where it stopped being viable:
    /// for a grammar over characters, the start of the first character that
    /// cannot continue a viable prefix (where a byte that is not UTF-8 is a
    /// character of its own that continues nothing).
    pub fn verdict(&self, input: &[u8]) -> Verdict {
        match self.byte_verdict(input) {
            Verdict::Fail(at) if self.chars => {
                let valid = match std::str::from_utf8(input) {
                    Ok(_) => input.len(),
                    Err(e) => e.valid_up_to(),
                };
                if at >= valid {
                    return Verdict::Fail(valid.min(at));
                }
                // Inside valid UTF-8: back to the start of the character.
                let mut start = at;
                while start > 0 && (0x80..0xC0).contains(&input[start]) {
                    start -= 1;
                }
                Verdict::Fail(start)
            }
            v => v,
        }
    }

    /// The verdict over bytes: the first byte at which the input stops
    /// being viable.
    fn byte_verdict(&self, input: &[u8]) -> Verdict {
        let mut state = self.start;
        for (i, &b) in input.iter().enumerate() {
            state = self.dfa.next_state(state, b);
            if !self.live.contains(&state) {
                return Verdict::Fail(i);
            }
        }
        if self.accepts_at_end(state) {
            Verdict::Match
        } else {
            Verdict::Fail(input.len())
        }
    }

    /// What could come next after the first `len` bytes of `input` (which
    /// must be a viable prefix): every byte that keeps it viable, and whether
    /// the input may end there.
    pub fn next(&self, input: &[u8], len: usize) -> (Vec<u8>, bool) {
        let mut state = self.start;
        for &b in &input[..len] {
            state = self.dfa.next_state(state, b);
        }
        let bytes = (0..=255u8)
            .filter(|&b| self.live.contains(&self.dfa.next_state(state, b)))
            .collect();
        (bytes, self.accepts_at_end(state))
    }

    /// Whether the input read so far, ending here, is a match. A DFA of this
    /// crate reports a match one transition late, so the end of input is a
    /// transition of its own.
    fn accepts_at_end(&self, state: StateID) -> bool {
        self.dfa.is_match_state(self.dfa.next_eoi_state(state))
    }
}

/// The states reachable from `start` that can still reach a match: a forward
/// walk over every byte, then a backward walk from the accepting states.
fn live_states(dfa: &dense::DFA<Vec<u32>>, start: StateID) -> HashSet<StateID> {
    let mut seen = HashSet::from([start]);
    let mut queue = VecDeque::from([start]);
    let mut preds: HashMap<StateID, Vec<StateID>> = HashMap::new();
    let mut accepting = Vec::new();
    while let Some(s) = queue.pop_front() {
        if dfa.is_match_state(dfa.next_eoi_state(s)) {
            accepting.push(s);
        }
        if dfa.is_dead_state(s) {
            continue;
        }
        for b in 0..=255u8 {
            let t = dfa.next_state(s, b);
            preds.entry(t).or_default().push(s);
            if seen.insert(t) {
                queue.push_back(t);
            }
        }
    }
    let mut live: HashSet<StateID> = accepting.iter().copied().collect();
    let mut queue: VecDeque<StateID> = accepting.into_iter().collect();
    while let Some(t) = queue.pop_front() {
        for &s in preds.get(&t).map(Vec::as_slice).unwrap_or(&[]) {
            if live.insert(s) {
                queue.push_back(s);
            }
        }
    }
    live
}

/// The oracle of rule `name` of the grammar file, built once per run.
pub fn oracle(name: &str) -> &'static Oracle {
    static CACHE: OnceLock<Mutex<HashMap<String, &'static Oracle>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = name.to_ascii_lowercase();
    if let Some(o) = cache.lock().unwrap().get(&key) {
        return o;
    }
    // Built outside the lock so that tests on other threads keep going; two
    // threads may build the same rule once each, which is harmless.
    let built: &'static Oracle = Box::leak(Box::new(
        Oracle::build(grammar(), name).unwrap_or_else(|e| panic!("{e}")),
    ));
    cache.lock().unwrap().entry(key).or_insert(built)
}

/// The oracle's answer for rule `name` on `input`.
pub fn verdict(name: &str, input: &[u8]) -> Verdict {
    oracle(name).verdict(input)
}

#[test]
fn oracle_reads_the_grammar_literally() {
    // Small grammars whose answers are known by hand.
    let g = Grammar::parse("a = \"ab\" 1*2%x30-31 [ \"c\" ]\nb = 0<x> \"z\"\n").unwrap();
    let a = Oracle::build(&g, "a").unwrap();
    assert_eq!(a.verdict(b"ab0"), Verdict::Match);
    assert_eq!(a.verdict(b"AB01c"), Verdict::Match);
    assert_eq!(a.verdict(b"aB1C"), Verdict::Match);
    assert_eq!(a.verdict(b"ab"), Verdict::Fail(2));
    assert_eq!(a.verdict(b"ab012"), Verdict::Fail(4));
    assert_eq!(a.verdict(b"ax"), Verdict::Fail(1));
    assert_eq!(a.verdict(b"ab0cc"), Verdict::Fail(4));
    assert_eq!(a.verdict(b""), Verdict::Fail(0));
    assert_eq!(a.verdict(b"a\xff"), Verdict::Fail(1));
    let b = Oracle::build(&g, "b").unwrap();
    assert_eq!(b.verdict(b"z"), Verdict::Match);
    assert_eq!(b.verdict(b"Z"), Verdict::Match);
    assert!(Oracle::build(&Grammar::parse("r = \"x\" [ r ]\n").unwrap(), "r").is_err());
}

#[test]
fn oracle_knows_the_issue_offsets() {
    // The offsets issue 2 states in words.
    assert_eq!(verdict("URI-reference", b"http://h/a b"), Verdict::Fail(10));
    assert_eq!(verdict("pct-encoded", b"%4"), Verdict::Fail(2));
    assert_eq!(verdict("URI-reference", b"http://[v1.]"), Verdict::Fail(11));
    assert_eq!(
        verdict("URI-reference", b"http://[::1::2]/"),
        Verdict::Fail(12)
    );
    assert_eq!(
        verdict("IPv6address", b"1:2:3:4:5:6:7:1.2.3.4"),
        Verdict::Fail(15)
    );
}
