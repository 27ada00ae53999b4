//! The independent oracle: `grammar/rfc3986.abnf` read by a small ABNF
//! reader ([`abnf`]), each rule turned into an anchored DFA ([`regex`]), and
//! random strings derived from the same rules ([`generate`]). Nothing here
//! uses urigram; the tests that compare urigram against it live beside it.

pub mod abnf;
pub mod generate;
pub mod regex;
