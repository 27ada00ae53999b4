//! `parse`'s fast path for its default rule (RFC 3986 `URI-reference`):
//! the parts as byte offsets into the input, a handful of numbers that
//! JavaScript slices the input with, instead of JSON text that it would
//! have to parse. Answering as JSON cost ten times fast-uri's time a URL
//! (`node scripts/bench_web.mjs`), most of it in `JSON.parse` and string
//! copies on the JavaScript side, not in the parser.
//!
//! A valid URI-reference is ASCII, so its byte offsets are JavaScript's
//! string indices too. Anything else (an invalid input, whose error the
//! JSON path words; an IP literal or IPv4 host, whose `address` the JSON
//! path writes in its canonical form) gets no spans, and JavaScript asks
//! [`crate::strict::parse`] instead: one answer, written in one place.

use serde_json::json;
use urigram::{Host, PathKind, UriRef, ast::Span};
use wasm_bindgen::prelude::*;

/// Where a part is absent: the start of its span.
const ABSENT: u32 = u32::MAX;

/// The path kinds in the order of [`parse_spans`]'s path kind number.
const PATH_KINDS: [PathKind; 5] = [
    PathKind::AbEmpty,
    PathKind::Absolute,
    PathKind::NoScheme,
    PathKind::Rootless,
    PathKind::Empty,
];

/// A span as two numbers (offsets fit: JavaScript strings are far below
/// 4 GiB).
fn push(out: &mut Vec<u32>, span: Option<Span>) {
    match span {
        Some(s) => {
            out.push(u32::try_from(s.start).unwrap_or(ABSENT));
            out.push(u32::try_from(s.end).unwrap_or(ABSENT));
        }
        None => out.extend([ABSENT, ABSENT]),
    }
}

/// The parts of the URI-reference `input` as 18 numbers, or none when the
/// JSON path must answer (the module's doc): the start and end of the
/// scheme, authority, userinfo and host; the host's kind (0 `reg-name`, 1
/// `ipvfuture`, as [`parse_names`] lists them); the port's span, the
/// path's, its kind (an index into [`parse_names`]'s `paths`); the query's
/// and the fragment's span. An absent part starts at `u32::MAX`.
#[wasm_bindgen(js_name = parseSpans)]
#[must_use]
pub fn parse_spans(input: &str) -> Vec<u32> {
    let Ok(u) = UriRef::parse(input) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(18);
    push(&mut out, u.scheme().map(|s| s.span()));
    let a = u.authority();
    push(&mut out, a.map(|a| a.span()));
    push(&mut out, a.and_then(|a| a.userinfo()).map(|u| u.span()));
    match a.map(|a| a.host()) {
        None => out.extend([ABSENT, ABSENT, 0]),
        Some(h @ Host::RegName(_)) => {
            push(&mut out, Some(h.span()));
            out.push(0);
        }
        Some(h @ Host::IpvFuture { .. }) => {
            push(&mut out, Some(h.span()));
            out.push(1);
        }
        Some(_) => return Vec::new(),
    }
    push(&mut out, a.and_then(|a| a.port()).map(|p| p.span()));
    let p = u.path();
    push(&mut out, Some(p.span()));
    let kind = PATH_KINDS.iter().position(|k| *k == p.kind()).unwrap_or(0);
    out.push(u32::try_from(kind).unwrap_or(0));
    push(&mut out, u.query().map(|q| q.span()));
    push(&mut out, u.fragment().map(|f| f.span()));
    out
}

/// The names [`parse_spans`]'s numbers stand for, as JSON: `{"hosts":
/// [...], "paths": [...]}`, each the library's own (`Host::kind_name`,
/// `PathKind::abnf_name`), so that the fast path names a part exactly as
/// the JSON path does.
#[wasm_bindgen(js_name = parseNames)]
#[must_use]
pub fn parse_names() -> String {
    let kind = |example: &str| {
        UriRef::parse(example)
            .ok()
            .and_then(|u| u.authority().map(|a| a.host().kind_name()))
    };
    let paths: Vec<&str> = PATH_KINDS.iter().map(|k| k.abnf_name()).collect();
    json!({"hosts": [kind("//h"), kind("//[v1.x]")], "paths": paths}).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts of RFC 3986 section 1.1.2's `foo://example.com:8042/over/there?name=ferret#nose`
    /// at the offsets the RFC's own figure of section 3 shows.
    #[test]
    fn spans_of_the_rfc_example() {
        let s = parse_spans("foo://example.com:8042/over/there?name=ferret#nose");
        let n = ABSENT;
        assert_eq!(
            s,
            [
                0, 3, 6, 22, n, n, 6, 17, 0, 18, 22, 22, 33, 0, 34, 45, 46, 50
            ]
        );
    }

    /// Invalid input and IP hosts have no spans: the JSON path answers.
    #[test]
    fn json_path_cases_have_no_spans() {
        assert!(parse_spans("http://[::1]/").is_empty());
        assert!(parse_spans("http://127.0.0.1/").is_empty());
        assert!(parse_spans("http://a b/").is_empty());
        assert_eq!(parse_spans("a")[6], ABSENT);
    }

    /// The names are the library's.
    #[test]
    fn names() {
        assert_eq!(
            parse_names(),
            r#"{"hosts":["reg-name","ipvfuture"],"paths":["path-abempty","path-absolute","path-noscheme","path-rootless","path-empty"]}"#
        );
    }
}
