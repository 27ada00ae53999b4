//! The RFC 3986 layer's [`ParseError`] as the engine's [`engine::Error`], the
//! one error type every grammar's failures can be held in.
//!
//! The RFC 3986 layer keeps its own error type: its fast path and its
//! public API were built around it, and it knows more than the engine's
//! (the `Kind` of a semantic failure, the typed `Help`). What a caller that
//! handles several grammars needs is one type; this conversion gives it,
//! keeping everything the frame shows: the offset, what was expected (each
//! RFC 3986 class as an engine class with the same words and bytes), the
//! rule path (each [`Rule`] as its [`Rule::info`]), what was found, the
//! input around the offset, the reason and the help.

use crate::engine::{self, RuleStack, ascii_mask};
use crate::error::{Expected, Found, ParseError};
use crate::grammars::rfc3986::rules::chars;

/// The bytes that an RFC 3986 [`Expected`] stands for (for `End`, none).
const fn bytes_of(e: Expected) -> u128 {
    // A class that may start a `pct-encoded` triplet holds `%` too.
    let pct = chars::PERCENT;
    let class = match e {
        Expected::Alpha => chars::ALPHA,
        Expected::Digit => chars::DIGIT,
        Expected::Hexdig => chars::HEXDIG,
        Expected::Unreserved => chars::UNRESERVED,
        Expected::SubDelims => chars::SUB_DELIMS,
        Expected::GenDelims => chars::GEN_DELIMS,
        Expected::Reserved => chars::RESERVED,
        Expected::SchemeChar => chars::SCHEME,
        Expected::UserinfoChar => chars::USERINFO | pct,
        Expected::RegNameChar => chars::REG_NAME | pct,
        Expected::Pchar => chars::PCHAR | pct,
        Expected::PcharNoColon => chars::PCHAR_NC | pct,
        Expected::QueryChar | Expected::FragmentChar => chars::QUERY | pct,
        // `unreserved / sub-delims / ":"`, as userinfo's single bytes.
        Expected::IpvFutureChar => chars::USERINFO,
        Expected::ZoneIdChar => chars::UNRESERVED | pct,
        Expected::Colon => return ascii_mask(b":"),
        Expected::Slash => return ascii_mask(b"/"),
        Expected::Question => return ascii_mask(b"?"),
        Expected::Hash => return ascii_mask(b"#"),
        Expected::OpenBracket => return ascii_mask(b"["),
        Expected::CloseBracket => return ascii_mask(b"]"),
        Expected::At => return ascii_mask(b"@"),
        Expected::Percent => return ascii_mask(b"%"),
        Expected::Dot => return ascii_mask(b"."),
        Expected::V => return ascii_mask(b"vV"),
        // The `2` after the `%` of `%25`, or the `5` after the `2`.
        Expected::Pct25 => return ascii_mask(b"25"),
        Expected::Asterisk => return ascii_mask(b"*"),
        Expected::End => return 0,
    };
    chars::ascii_mask_of(class)
}

/// Each RFC 3986 [`Expected`] as an engine class, by discriminant.
static CLASSES: [engine::Expected; Expected::ALL.len()] = {
    let mut out = [const { engine::Expected::END }; Expected::ALL.len()];
    let mut i = 0;
    while i < Expected::ALL.len() {
        let e = Expected::ALL[i];
        if !matches!(e, Expected::End) {
            out[e as usize] = engine::Expected::class(e.describe(), bytes_of(e));
        }
        i += 1;
    }
    out
};

/// The engine class of `e`, with the same words and bytes.
fn class(e: Expected) -> &'static engine::Expected {
    &CLASSES[e as usize]
}

impl From<&ParseError> for engine::Error {
    /// The error on the engine's type. Its `message()` and one-line form
    /// read as the RFC 3986 error's do; its `section()` is the innermost
    /// rule's own (for a core rule such as `HEXDIG`, RFC 3986's section 1.3,
    /// where [`ParseError::section`] names the section of the rule using
    /// it).
    ///
    /// ```
    /// use urigram::{Uri, engine};
    /// let e = Uri::parse("http://[::1::2]/").unwrap_err();
    /// let on_engine = engine::Error::from(&e);
    /// assert_eq!(on_engine.offset(), e.offset());
    /// assert_eq!(on_engine.message(), e.message());
    /// assert_eq!(on_engine.reason(), Some("\"::\" may appear only once"));
    /// assert_eq!(on_engine.rule().name(), e.rule().abnf_name());
    /// ```
    fn from(e: &ParseError) -> engine::Error {
        let mut rules = RuleStack::EMPTY;
        for r in e.rules() {
            rules.push(r.info());
        }
        let mut expected = engine::ExpectedSet::EMPTY;
        for x in e.expected() {
            expected.insert(class(x));
        }
        let found = e.found();
        // The engine keeps its context as bytes: the text before the offset,
        // and for an input that is not UTF-8 the bad byte and what follows.
        let mut context = e.context.as_bytes().to_vec();
        if let Found::Byte(b) = e.found() {
            context.push(b);
            context.extend_from_slice(&e.tail);
        }
        engine::Error::from_parts(
            e.offset(),
            expected,
            rules,
            found,
            (&context, e.context_start, e.context_cut),
            e.kind().map(crate::Kind::message),
            e.help().map(|h| {
                let mut sentence = String::new();
                // Writing to a String does not fail.
                let _ = h.write_sentence(&mut sentence, true);
                (sentence, h.pointer())
            }),
        )
    }
}

impl From<ParseError> for engine::Error {
    /// As `From<&ParseError>`.
    fn from(e: ParseError) -> engine::Error {
        engine::Error::from(&e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_keeps_its_words_and_its_bytes_match_its_rule() {
        for e in Expected::ALL {
            let c = class(e);
            assert_eq!(c.describe(), e.describe(), "{e:?}");
            assert_eq!(c.is_end(), e == Expected::End, "{e:?}");
        }
        // Spot checks against RFC 3986's own sets (sections 2.2, 2.3, 3.3).
        assert!(class(Expected::Pchar).matches(b'@') && !class(Expected::Pchar).matches(b'/'));
        assert!(
            class(Expected::Unreserved).matches(b'~') && !class(Expected::Unreserved).matches(b'!')
        );
        assert!(
            class(Expected::SubDelims).matches(b'\'') && !class(Expected::SubDelims).matches(b'/')
        );
        assert!(!class(Expected::PcharNoColon).matches(b':'));
    }
}
