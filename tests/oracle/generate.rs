//! Random strings derived from the grammar file: one proptest strategy per
//! rule, built mechanically from its ABNF, and mutations of those strings.
//!
//! Every string a strategy produces is in the rule's language by construction
//! (it is a derivation from the grammar). Unbounded repetitions are cut at a
//! few more than their minimum, which keeps strings short enough to read when
//! a case fails, and quoted strings come out in random case.

use proptest::prelude::*;
use proptest::sample::{Index, select};

use super::abnf::{Grammar, Node};
use super::regex::grammar;

/// How many repetitions past its minimum an unbounded `*` may produce.
const EXTRA_REPETITIONS: u32 = 4;

/// The strategy for rule `name` of the grammar file.
pub fn rule(name: &str) -> BoxedStrategy<Vec<u8>> {
    rule_in(grammar(), name)
}

/// The strategy for rule `name` of `g`.
pub fn rule_in(g: &Grammar, name: &str) -> BoxedStrategy<Vec<u8>> {
    let def = g
        .get(name)
        .unwrap_or_else(|| panic!("rule {name} is not defined"));
    node(g, &def.body)
}

fn node(g: &Grammar, n: &Node) -> BoxedStrategy<Vec<u8>> {
    match n {
        Node::Alt(alts) => {
            proptest::strategy::Union::new(alts.iter().map(|a| node(g, a)).collect::<Vec<_>>())
                .boxed()
        }
        Node::Seq(items) => items
            .iter()
            .map(|i| node(g, i))
            .collect::<Vec<_>>()
            .prop_map(|parts| parts.concat())
            .boxed(),
        Node::Repeat { max: Some(0), .. } => Just(Vec::new()).boxed(),
        Node::Repeat { min, max, node: n } => {
            let max = max.unwrap_or(min + EXTRA_REPETITIONS);
            proptest::collection::vec(node(g, n), *min as usize..=max as usize)
                .prop_map(|parts| parts.concat())
                .boxed()
        }
        Node::Rule(name) => rule_in(g, name),
        Node::Literal(text) => text
            .bytes()
            .map(|b| {
                if b.is_ascii_alphabetic() {
                    select(vec![b.to_ascii_lowercase(), b.to_ascii_uppercase()]).boxed()
                } else {
                    Just(b).boxed()
                }
            })
            .collect::<Vec<_>>()
            .boxed(),
        Node::Range(lo, hi) => (*lo..=*hi).prop_map(|b| vec![b]).boxed(),
        // A code point of the range, in UTF-8; the ends of a range are
        // drawn as often as the inside, since that is where bounds go wrong.
        Node::Chars(lo, hi) => proptest::strategy::Union::new_weighted(vec![
            (1, Just(*lo).boxed()),
            (1, Just(*hi).boxed()),
            (4, (*lo..=*hi).boxed()),
        ])
        .prop_filter_map("a surrogate", char::from_u32)
        .prop_map(|c| c.to_string().into_bytes())
        .boxed(),
        Node::Bytes(bytes) => Just(bytes.clone()).boxed(),
        Node::Prose(text) => panic!("prose value <{text}> cannot be generated"),
    }
}

/// Bytes to put into a string when mutating it, from every class that matters
/// to the grammar: the delimiters, `%` and hex digits, letters that start
/// something (`v` of IPvFuture), characters no URI holds, controls, and
/// bytes that are not ASCII (a lone continuation byte, a lead byte, 0xFF).
pub const MUTATION_BYTES: &[u8] =
    b":/?#[]@!$&'()*+,;=%0123456789aAbBfFgGvVxXzZ-._~ \"<>\\^`{|}\x00\x01\x09\x0a\x0d\x1f\x7f\x80\xbf\xc3\xe2\xff";

/// One edit of a string.
#[derive(Clone, Debug)]
pub enum Mutation {
    /// Replace the byte at the index with this one.
    Replace(Index, u8),
    /// Insert this byte before the index (or at the end).
    Insert(Index, u8),
    /// Delete the byte at the index.
    Delete(Index),
    /// Insert a two-byte UTF-8 character (`é`), so that some mutated inputs
    /// are non-ASCII but still valid UTF-8.
    InsertChar(Index),
}

impl Mutation {
    /// Applies the edit to `s`.
    pub fn apply(&self, s: &[u8]) -> Vec<u8> {
        let mut out = s.to_vec();
        match self {
            Mutation::Replace(i, b) if !s.is_empty() => out[i.index(s.len())] = *b,
            Mutation::Replace(_, b) | Mutation::Insert(_, b) if s.is_empty() => out.push(*b),
            Mutation::Insert(i, b) => out.insert(i.index(s.len() + 1), *b),
            Mutation::Delete(i) if !s.is_empty() => {
                out.remove(i.index(s.len()));
            }
            Mutation::InsertChar(i) => {
                let at = i.index(s.len() + 1);
                out.splice(at..at, "é".bytes());
            }
            _ => {}
        }
        out
    }
}

/// A random single-byte edit.
pub fn mutation() -> impl Strategy<Value = Mutation> {
    let byte = select(MUTATION_BYTES);
    prop_oneof![
        4 => (any::<Index>(), byte.clone()).prop_map(|(i, b)| Mutation::Replace(i, b)),
        4 => (any::<Index>(), byte).prop_map(|(i, b)| Mutation::Insert(i, b)),
        2 => any::<Index>().prop_map(Mutation::Delete),
        1 => any::<Index>().prop_map(Mutation::InsertChar),
    ]
}

/// A string of rule `name`, with one edit made to it: `(original, mutated)`.
pub fn mutated(name: &str) -> BoxedStrategy<(Vec<u8>, Vec<u8>)> {
    (rule(name), mutation())
        .prop_map(|(s, m)| {
            let t = m.apply(&s);
            (s, t)
        })
        .boxed()
}

/// How many bytes may follow the first `%` of a run before the fast path
/// (`src/grammars/rfc3986/rules/fast.rs`, its `LONG_INPUT`) stops checking the run's triplets
/// all at once and checks them one by one as they come. Its only length
/// threshold; the word sizes it reads in (four and eight bytes) are passed by
/// the unpadded strings already.
pub const FAST_PATH_LONG_INPUT: usize = 256;

/// How many bytes after a path's `?` the fast path's typed parse reads in
/// rounds of blocks rather than as the query's plain run first (its
/// `LONG_QUERY`). Both readings are whole, so the threshold needs no
/// padding of its own: the unpadded strings stand under it, and a
/// [`padding`] (at least `FAST_PATH_LONG_INPUT - 80` bytes) that follows
/// a `?` over it.
pub const FAST_PATH_LONG_QUERY: usize = 128;

/// The pieces a padding is made of: bytes that most components hold (letters
/// and digits, which even a scheme does), other unreserved and sub-delims
/// bytes, the delimiters a path, query or fragment holds, and whole
/// percent-encoded triplets, so that the long check loops over several.
const PAD_PIECES: &[&[u8]] = &[
    b"a", b"Z", b"0", b"9", b"-", b".", b"_", b"~", b"!", b"=", b":", b"@", b"/", b"?", b"%41",
    b"%7e", b"%C3%A9",
];

/// A run of bytes inserted into a string to make it long: where it goes, and
/// what it holds.
#[derive(Clone, Debug)]
pub struct Padding {
    /// Before which byte the run goes (scaled to the string's length), or
    /// `None` for the end, which puts every `%` of the string before it.
    pub at: Option<Index>,
    /// The bytes.
    pub bytes: Vec<u8>,
}

impl Padding {
    /// `s` with the padding inserted.
    pub fn apply(&self, s: &[u8]) -> Vec<u8> {
        let at = self.at.map_or(s.len(), |i| i.index(s.len() + 1));
        let mut out = s.to_vec();
        out.splice(at..at, self.bytes.iter().copied());
        out
    }
}

/// A random padding of about [`FAST_PATH_LONG_INPUT`] bytes, from a little
/// under it to well past it, so that the distance from a `%` to the end falls
/// on either side of the threshold. Half of the paddings are letters and
/// digits only (which keep most strings valid), half mix every piece of
/// [`PAD_PIECES`]; half go at the end, half anywhere.
pub fn padding() -> impl Strategy<Value = Padding> {
    let plain = proptest::collection::vec(
        select(&b"aZ09"[..]),
        FAST_PATH_LONG_INPUT - 8..=FAST_PATH_LONG_INPUT + 64,
    );
    let mixed = proptest::collection::vec(
        select(PAD_PIECES),
        FAST_PATH_LONG_INPUT - 80..=FAST_PATH_LONG_INPUT + 40,
    )
    .prop_map(|pieces| pieces.concat());
    let bytes = prop_oneof![plain, mixed];
    let at = prop_oneof![Just(None), any::<Index>().prop_map(Some)];
    (at, bytes).prop_map(|(at, bytes)| Padding { at, bytes })
}

/// A string of rule `name` made long by a [`padding`].
pub fn padded(name: &str) -> BoxedStrategy<Vec<u8>> {
    (rule(name), padding())
        .prop_map(|(s, p)| p.apply(&s))
        .boxed()
}

/// A string of rule `name` and the same with one edit made to it, both made
/// long by the same [`padding`]: `(original, mutated)`. A padding at the end
/// follows the edit, so a broken triplet comes before it.
pub fn padded_mutated(name: &str) -> BoxedStrategy<(Vec<u8>, Vec<u8>)> {
    (rule(name), mutation(), padding())
        .prop_map(|(s, m, p)| (p.apply(&s), p.apply(&m.apply(&s))))
        .boxed()
}

#[test]
fn generated_strings_follow_the_small_grammar() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let g = Grammar::parse("a = \"x\" 2*3%x30-31 [ \"-\" ] 0<none>\n").unwrap();
    let strategy = rule_in(&g, "a");
    let mut runner = TestRunner::deterministic();
    for _ in 0..200 {
        let s = strategy.new_tree(&mut runner).unwrap().current();
        assert!(matches!(s[0], b'x' | b'X'), "{s:?}");
        let digits = s[1..]
            .iter()
            .take_while(|b| matches!(b, b'0' | b'1'))
            .count();
        assert!((2..=3).contains(&digits), "{s:?}");
        assert!(s.len() == 1 + digits || s[1 + digits..] == *b"-", "{s:?}");
    }
}
