//! What every grammar shares, and no grammar owns: input spans, the cheap
//! failure a matcher records and the owned error it becomes, the frame that
//! renders it, and the registry that names a grammar's rules and matches a
//! whole input against one of them.
//!
//! The engine imports no grammar. A grammar (see [`crate::grammars`]) writes
//! one combinator per rule on top of [`Cursor`], declares a [`RuleInfo`] per
//! rule, and lists them in a [`Registry`].
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

//! # RFC 3986 on the engine, later
//!
//! The RFC 3986 layer keeps its own [`crate::ParseError`] and
//! [`crate::Rule`] for now (its fast path and speed are tuned to them). Its
//! parts map onto the engine's one for one: each `Rule` variant is a
//! [`RuleInfo`] (name, `"RFC 3986"`, section), each `Expected` variant a
//! static [`Expected`] class, its `RuleStack` a [`RuleStack`], and its frame
//! is the one [`Error`] renders (the two share the character escaping).
//! What the engine would need first: a semantic reason beside the expected
//! set (RFC 3986's `Kind`, e.g. a second `::`) and the `help:` line; both are
//! `&'static` data and fit the same `Copy` failure.

mod error;
mod expected;
mod frame;
mod matcher;
mod registry;
mod rule;
mod span;

pub use error::{Error, Found};
pub use expected::{Expected, ExpectedSet, ascii_mask};
pub use matcher::{Cursor, Ends, Failure, union};
pub use registry::{Entry, Matcher, Registry};
pub use rule::{MAX_DEPTH, RuleInfo, RuleStack};
pub use span::Span;
