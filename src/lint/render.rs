//! Renders a [`Warning`] as a frame, in the same shape as a parse error.

use std::fmt;

use super::Warning;

/// How many bytes of the input a frame shows on either side of the span, and
/// at most of the span itself: the same reach as a parse error's context
/// (`crate::error`), so a long input gives frames of bounded size. A hostile
/// line can draw a warning every few bytes; printing it whole under each one
/// made the output quadratic in the input.
const REACH: usize = 200;

/// The largest char boundary of `s` at or below `i`.
fn floor_boundary(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The frame `{:#}` prints. A linted URI is valid, so every byte is printable
/// ASCII and the caret lines up without escaping. An input longer than the
/// window is cut on either side with `…`, and a line under the frame gives
/// the span's byte offsets in the whole input.
pub(super) fn frame(w: &Warning, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let input: &str = &w.input;
    let start = floor_boundary(input, w.span.start);
    let end = floor_boundary(input, w.span.end.max(start)).max(start);
    let shown_end = floor_boundary(input, end.min(start + REACH));
    let from = floor_boundary(input, start.saturating_sub(REACH));
    let to = floor_boundary(input, shown_end.saturating_add(REACH));
    let (lead, trail) = (from > 0, to < input.len());
    let (message, note) = w.words();
    writeln!(f, "warning[{}]: {}", w.check, message)?;
    writeln!(f, "  |")?;
    writeln!(
        f,
        "1 | {}{}{}",
        if lead { "…" } else { "" },
        &input[from..to],
        if trail { "…" } else { "" }
    )?;
    let column = input[from..start].chars().count() + usize::from(lead);
    let width = input[start..shown_end].chars().count().max(1);
    writeln!(
        f,
        "  | {}{} {}",
        " ".repeat(column),
        "^".repeat(width),
        note
    )?;
    if lead || trail {
        writeln!(
            f,
            "  = at bytes {}..{} of {}",
            w.span.start,
            w.span.end,
            input.len()
        )?;
    }
    write!(f, "  = see RFC 3986, section {}", w.section())
}
