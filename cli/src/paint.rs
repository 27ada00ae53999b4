//! Colour for frames on a terminal: the `error`/`warning` word, the gutter
//! and the carets, in ANSI SGR codes. The caller decides whether to colour
//! (only on a terminal, never with `NO_COLOR`); this only paints.

use std::borrow::Cow;

const RESET: &str = "\x1b[0m";
const BOLD_RED: &str = "\x1b[1;31m";
const BOLD_YELLOW: &str = "\x1b[1;33m";
const BOLD_BLUE: &str = "\x1b[1;34m";

/// `frame` (as the library renders it) painted when `colour` holds, else
/// unchanged.
pub fn frame(text: &str, colour: bool) -> Cow<'_, str> {
    if !colour {
        return Cow::Borrowed(text);
    }
    let accent = if text.starts_with("warning") {
        BOLD_YELLOW
    } else {
        BOLD_RED
    };
    let mut out = String::with_capacity(text.len() + 64);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        paint_line(&mut out, line, accent);
    }
    Cow::Owned(out)
}

/// One line of a frame: the headline's first word, or the gutter (up to and
/// with its `|` or `=`) and, on the caret line, the carets.
fn paint_line(out: &mut String, line: &str, accent: &str) {
    if let Some(word_end) = ["error", "warning"]
        .iter()
        .find(|w| line.starts_with(*w))
        .map(|w| w.len())
    {
        // "error: ..." or "warning[check]: ...": the word and its tag.
        let end = line.find(':').unwrap_or(word_end);
        out.push_str(accent);
        out.push_str(&line[..end]);
        out.push_str(RESET);
        out.push_str(&line[end..]);
        return;
    }
    let gutter_end = line
        .find(['|', '='])
        .filter(|&i| line[..i].bytes().all(|b| b == b' ' || b.is_ascii_digit()));
    let Some(g) = gutter_end else {
        out.push_str(line);
        return;
    };
    out.push_str(BOLD_BLUE);
    out.push_str(&line[..=g]);
    out.push_str(RESET);
    let rest = &line[g + 1..];
    let blank = rest.len() - rest.trim_start_matches(' ').len();
    let carets = rest[blank..].len() - rest[blank..].trim_start_matches('^').len();
    if line[..g].trim().is_empty() && carets > 0 {
        out.push_str(&rest[..blank]);
        out.push_str(accent);
        out.push_str(&rest[blank..blank + carets]);
        out.push_str(RESET);
        out.push_str(&rest[blank + carets..]);
    } else {
        out.push_str(rest);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_colour_leaves_the_text_alone() {
        assert_eq!(
            frame("error: x\n  |\n1 | a b", false),
            "error: x\n  |\n1 | a b"
        );
    }

    #[test]
    fn colour_marks_the_word_the_gutter_and_the_carets() {
        let painted = frame("error: bad\n  |\n1 | a b\n  |  ^ expected x", true);
        assert_eq!(
            painted,
            "\x1b[1;31merror\x1b[0m: bad\n\x1b[1;34m  |\x1b[0m\n\x1b[1;34m1 |\x1b[0m a b\n\x1b[1;34m  |\x1b[0m  \x1b[1;31m^\x1b[0m expected x"
        );
    }
}
