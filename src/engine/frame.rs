//! Renders an engine [`Error`] as a frame: the input with a caret under the
//! offending byte, what was expected, the rule path and the section. Control
//! and non-ASCII characters are escaped with the RFC 3986 layer's own
//! escaping (`crate::diagnostic::escaped`), so the caret lines up the same
//! way in every grammar's frame.

use std::fmt::{self, Write as _};

use super::error::{Error, Found};
use crate::diagnostic::escaped;

/// Writes `bytes` escaped: valid UTF-8 character by character, any other
/// byte as `\xNN`. Returns how many columns it took.
fn escaped_bytes(out: &mut String, bytes: &[u8]) -> usize {
    let mut cols = 0;
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            cols += escaped(out, c);
        }
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02x}");
            cols += 4;
        }
    }
    cols
}

/// The frame, as `{:#}` prints it.
pub(super) fn render(err: &Error, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let top = err.top_rule().abnf_name();
    let headline = match err.found() {
        Found::End => format!("invalid {top}: unexpected end of input"),
        found => format!("invalid {top}: unexpected {found}"),
    };
    let (context, start, cut) = err.context();
    let local = err.offset() - start;
    let mut line = String::new();
    let mut caret_col = 0;
    if start > 0 {
        line.push('…');
        caret_col += 1;
    }
    caret_col += escaped_bytes(&mut line, &context[..local]);
    let caret_width = match err.found() {
        Found::Char(c) => escaped(&mut line, c),
        Found::Byte(b) => escaped_bytes(&mut line, &[b]),
        Found::End => 1,
    };
    let after = match err.found() {
        Found::Char(c) => local + c.len_utf8(),
        Found::Byte(_) => local + 1,
        Found::End => local,
    };
    escaped_bytes(&mut line, &context[after.min(context.len())..]);
    if cut {
        line.push('…');
    }
    writeln!(f, "error: {headline}")?;
    writeln!(f, "  |")?;
    writeln!(f, "1 | {line}")?;
    write!(
        f,
        "  | {}{}",
        " ".repeat(caret_col),
        "^".repeat(caret_width)
    )?;
    let expected = err.expected_list();
    match (err.reason(), expected.is_empty()) {
        (Some(reason), true) => write!(f, " {reason}")?,
        (Some(reason), false) => write!(f, " {reason}; expected {expected}")?,
        (None, false) => write!(f, " expected {expected}")?,
        (None, true) => {}
    }
    writeln!(f)?;
    let path: Vec<&str> = err.rules().iter().map(|r| r.name()).collect();
    writeln!(f, "  = while parsing: {}", path.join(" > "))?;
    let section = err.section();
    if section.starts_with(|c: char| c.is_ascii_digit()) {
        write!(f, "  = see {}, section {section}", err.document())?;
    } else {
        write!(f, "  = see {}, {section}", err.document())?;
    }
    match err.help() {
        Some(help) => write!(f, "\n  = help: {help}"),
        None => Ok(()),
    }
}
