//! Renders a [`Warning`] as a frame, in the same shape as a parse error.

use std::fmt;

use super::Warning;

/// The frame `{:#}` prints. A linted URI is valid, so every byte is printable
/// ASCII and the caret lines up without escaping.
pub(super) fn frame(w: &Warning, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let width = w.span.end.saturating_sub(w.span.start).max(1);
    writeln!(f, "warning[{}]: {}", w.check, w.message)?;
    writeln!(f, "  |")?;
    writeln!(f, "1 | {}", w.input)?;
    writeln!(
        f,
        "  | {}{} {}",
        " ".repeat(w.span.start),
        "^".repeat(width),
        w.note
    )?;
    write!(f, "  = see RFC 3986, section {}", w.section())
}
