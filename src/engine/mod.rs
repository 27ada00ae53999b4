//! What every grammar shares, and no grammar owns: input spans, the cheap
//! failure a matcher records and the owned error it becomes, the frame that
//! renders it, and the registry that names a grammar's rules and matches a
//! whole input against one of them.
//!
//! The engine imports no grammar. A grammar (see [`crate::grammars`]) writes
//! one combinator per rule on top of [`Cursor`], declares a [`RuleInfo`] per
//! rule, and lists them in a [`Registry`].
//!
//! Its files stand in layers, with no circle: the rule names, the expected
//! set and spans at the bottom; the cursor the combinators run on
//! (`matcher.rs`, with the [`Matcher`] signature) and the [`Error`] it
//! becomes above them; the frame (through which the error's `{}` and `{:#}`
//! print) and the registry on top. `byte_classes.rs` is the one builder of
//! byte classes, for these automata and RFC 6570 matching's.
//!
//! # How a rule is matched, and why the offset is exact
//!
//! A combinator takes the [`Cursor`] and a start offset and returns every
//! offset at which its rule can end ([`Ends`]), not just the first one an
//! ordered choice would find: alternation is the union of its branches,
//! concatenation runs the next element from every end of the one before, and
//! a repetition runs its element from every end until no new end appears.
//! That is ABNF's own meaning (unordered alternation, backtracking
//! repetition), so no combinator needs an argument for why nom's `alt` and
//! greedy `many0` give the ABNF's answer: there is no ordered choice.
//!
//! Every time a terminal (one byte of a class) is tried at an offset and does
//! not match, the cursor records a [`Failure`] there; it keeps the furthest,
//! with the union of what was expected at that offset and the rule path of
//! the first reading that died there. Since every reading is followed, and every reading that reaches
//! an offset has read a prefix that some accepted string starts with, the
//! furthest failure is exactly the first byte at which the input stops being
//! a prefix of any string the rule accepts.
//!
//! The failure is `Copy` and allocates nothing; the sets of ends are small
//! vectors. The typed trees of each grammar are built afterwards, from a
//! valid input only, by a deterministic reading whose choices each grammar
//! documents.
//!
//! # The compiled automaton, and why the combinators stay
//!
//! Following every reading costs a fresh set of ends per rule per offset,
//! about two microseconds a byte. The grammars are regular (no rule names
//! itself), so each rule also compiles, from the grammar's ABNF file, into a
//! deterministic automaton over bytes ([`Compiled`], [`Automaton`]: an ABNF
//! reader, Thompson's construction with every rule written in place, and a
//! subset construction over byte classes, built once per rule on first use
//! in a few milliseconds). Its first dead byte is, by construction, the same
//! offset the combinators find. [`Entry::check`] and [`Entry::is_valid`]
//! are one pass of the automaton, a failure included.
//!
//! # Where a failure's words come from
//!
//! What the combinators record at the furthest offset (the expected set, in
//! the order the readings reached it, and the rule path of the first
//! reading that died there) depends on which readings are alive just
//! before it, and that is what a state of the automaton is: a set of
//! positions in the grammar, each with its rule path. So each state keeps
//! how it was first reached (breadth first, so its *witness*, the shortest
//! input that reaches it, is at most as long as the automaton has states),
//! and the first failure in a state runs the combinators on that witness,
//! a few dozen bytes, and keeps their words for the state. A failure after
//! megabytes costs the pass and one lookup.
//!
//! This rests on two things the construction does not prove, which the
//! tests hold instead. First, the state records which positions are alive,
//! not where each live reading started: the combinators meet two readings
//! of one sub-rule entered at different offsets in the order of those
//! offsets (of the rounds, in a repetition), and the witness meets them in
//! the order of its own; where that order decided the first word or the
//! rule path, a long input and its witness could differ. Second, the
//! automaton is built from the ABNF file and the words from the
//! combinators, which follow the file rule by rule (merging a rule's
//! one-byte alternatives into one class) but are a separate program. None
//! of the grammars here shows a difference: the catalogs, the sampled lines
//! of the corpora, the hostile shapes, every state entered by one byte
//! from every other state's witness, and the `engine_automata` fuzz target
//! (on inputs with a stretch repeated, too) hold `check` to
//! [`Entry::check_by_ends`], diagnostic and all. Where the combinators do
//! not fail on a witness where the automaton does, `check` answers with
//! [`Entry::check_by_ends`] on the whole input (no test finds one).
//!
//! The combinators stay as the automaton's independent oracle
//! ([`Entry::check_by_ends`]) and as the source of its words. A grammar
//! registered with [`Entry::new`] alone keeps matching on the combinators.

//! # RFC 3986 and the engine
//!
//! The RFC 3986 layer keeps its nom combinators, its fast path and its own
//! [`crate::ParseError`] and [`crate::Rule`] (its speed and its public API
//! are built on them), and meets the engine where a caller needs one
//! description of every grammar: each `Rule` is a [`RuleInfo`]
//! ([`crate::Rule::info`]); a `ParseError` becomes an [`Error`] (`From`),
//! each of its expected classes an engine [`Expected`] with the same words
//! and bytes, its semantic reason ([`Error::reason`]) and help line
//! ([`Error::help`]) kept; and [`crate::grammars::ALL`] lists every grammar,
//! RFC 3986's among them, with one rule lookup and one `check` that answers
//! with this module's [`Error`].

mod abnf;
pub(crate) mod abnf_comments;
mod byte_classes;
pub(crate) mod byte_ranges;
mod byteset;
mod compiled;
mod dfa;
mod error;
mod expected;
mod frame;
mod matcher;
mod nfa;
pub(crate) mod pointer;
mod registry;
mod rule;
mod span;
mod text;
pub(crate) mod tree_nom;
pub(crate) mod tree_scan;

pub(crate) use byte_classes::byte_classes;
pub(crate) use byteset::ByteSet;
pub use compiled::{Compiled, SLOTS};
pub use dfa::Automaton;
pub use error::{Error, Found};
pub use expected::{Expected, ExpectedSet, ascii_mask};
pub use frame::Frame;
pub use matcher::{Cursor, Ends, Failure, Matcher, union};
pub use pointer::{Pointer, Words, rust};
pub use registry::{Entry, Registry};
pub use rule::{MAX_DEPTH, RuleInfo, RuleStack};
pub use span::Span;
pub use text::Text;
