//! The JSON of a rejected input, whichever error rejected it: the RFC 3986
//! layer's ([`urigram::ParseError`]) or a grammar's on the engine
//! ([`urigram::engine::Error`]). The JavaScript side turns it into a
//! `UrigramError` with the fields of Python's `urigram.ParseError`.

use urigram::ParseError;
use urigram::engine::{self, Pointer};
use urigram::json::Json;

/// How JavaScript names what a help line points to: a grammar as the
/// `{grammar}` option that reads with it.
#[allow(clippy::unnecessary_wraps)] // the signature is the library's `Words`
#[cfg_attr(urigram_web, optimize(size))]
fn js_words(pointer: Pointer) -> Option<String> {
    match pointer {
        Pointer::Grammar(name) => Some(format!("{{grammar: \"{name}\"}}")),
        _ => None,
    }
}

/// `{"error": {...}}` for `e`, an error of the RFC 3986 layer reading
/// `input` under `grammar`.
#[cfg_attr(urigram_web, optimize(size))]
pub fn layer(input: &str, e: &ParseError, grammar: &str) -> Json {
    error(Json::object(vec![
        ("message", e.to_string().into()),
        ("input", input.into()),
        ("grammar", grammar.into()),
        ("offset", e.offset().into()),
        ("rule", e.rule().abnf_name().into()),
        (
            "rules",
            e.rules()
                .iter()
                .map(|r| r.abnf_name())
                .collect::<Vec<_>>()
                .into(),
        ),
        (
            "expected",
            e.expected()
                .map(|x| x.describe())
                .collect::<Vec<_>>()
                .into(),
        ),
        ("section", e.section().into()),
        (
            "frame",
            e.frame_at_line(1)
                .unicode(true)
                .words(js_words)
                .to_string()
                .into(),
        ),
        (
            "help",
            e.help().map(|h| h.words(js_words).to_string()).into(),
        ),
    ]))
}

/// `{"error": {...}}` for `e`, an error of a grammar on the engine.
#[cfg_attr(urigram_web, optimize(size))]
pub fn engine(input: &str, e: &engine::Error, grammar: &str) -> Json {
    error(Json::object(vec![
        ("message", e.to_string().into()),
        ("input", input.into()),
        ("grammar", grammar.into()),
        ("offset", e.offset().into()),
        ("rule", e.rule().abnf_name().into()),
        (
            "rules",
            e.rules()
                .iter()
                .map(|r| r.abnf_name())
                .collect::<Vec<_>>()
                .into(),
        ),
        (
            "expected",
            e.expected()
                .map(|x| x.describe())
                .collect::<Vec<_>>()
                .into(),
        ),
        ("section", e.section().into()),
        (
            "frame",
            e.frame_at_line(1)
                .unicode(true)
                .words(js_words)
                .to_string()
                .into(),
        ),
        ("help", e.help_words(js_words).into()),
    ]))
}

/// `{"error": {...}}` of an error that has no grammar behind it (a bad
/// argument, Python's ValueError, java's exception): its `kind` names it
/// (`TypeError`, `RangeError`, `ValueError`, `URISyntaxException`...).
#[cfg_attr(urigram_web, optimize(size))]
pub fn other(kind: &str, message: &str, input: &str, grammar: &str) -> Json {
    error(Json::object(vec![
        ("kind", kind.into()),
        ("message", message.into()),
        ("input", input.into()),
        ("grammar", grammar.into()),
    ]))
}

/// `{"ok": value}`.
pub fn ok(value: Json) -> Json {
    Json::object(vec![("ok", value)])
}

/// `{"error": fields}`.
fn error(fields: Json) -> Json {
    Json::object(vec![("error", fields)])
}
