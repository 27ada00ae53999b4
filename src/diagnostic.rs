//! Renders a [`ParseError`] as a frame: the input with a caret under the
//! offending byte, what was expected, the rule path and the RFC section.

use std::fmt::{self, Write as _};

use crate::error::{Found, ParseError};

/// Writes `c` so that it takes visible, single-line columns: control and
/// non-ASCII characters as escapes. Returns how many columns it took.
pub(crate) fn escaped(out: &mut String, c: char) -> usize {
    let before = out.len();
    match c {
        ' '..='~' => out.push(c),
        '\t' => out.push_str("\\t"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        c if (c as u32) < 0x80 => {
            let _ = write!(out, "\\x{:02x}", c as u32);
        }
        c => {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
    }
    out.len() - before
}

/// The frame, as `{:#}` prints it.
pub(crate) fn render(err: &ParseError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    render_at(err, 1, f)
}

/// A [`ParseError`]'s frame with a chosen line number in its gutter, made by
/// [`ParseError::frame_at_line`].
#[derive(Clone, Copy, Debug)]
pub struct Frame<'a> {
    err: &'a ParseError,
    line: u64,
}

impl fmt::Display for Frame<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        render_at(self.err, self.line, f)
    }
}

impl ParseError {
    /// The frame that `{:#}` prints, with `line` in the gutter instead of 1:
    /// a tool that reads one input per line shows where in its input the
    /// error is (the gutter widens to fit the number).
    ///
    /// ```
    /// let e = urigram::Uri::parse("http://a b").unwrap_err();
    /// let frame = e.frame_at_line(11).to_string();
    /// assert!(frame.contains("\n11 | http://a b\n"), "{frame}");
    /// assert!(frame.contains("\n   |         ^"), "{frame}");
    /// ```
    #[must_use]
    pub fn frame_at_line(&self, line: u64) -> Frame<'_> {
        Frame { err: self, line }
    }
}

fn render_at(err: &ParseError, line_no: u64, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let headline = match err.kind {
        Some(kind) => {
            let rule = kind.rule().unwrap_or_else(|| err.top_rule());
            format!("invalid {}: {}", rule.abnf_name(), kind.message())
        }
        None => match err.found {
            Found::End => format!(
                "invalid {}: unexpected end of input",
                err.top_rule().abnf_name()
            ),
            found => format!("invalid {}: unexpected {found}", err.top_rule().abnf_name()),
        },
    };
    let mut line = String::new();
    let mut caret_col = 0;
    let local = err.offset - err.context_start;
    if err.context_start > 0 {
        line.push('…');
        caret_col += 1;
    }
    for (i, c) in err.context.char_indices() {
        if i == local {
            break;
        }
        caret_col += escaped(&mut line, c);
    }
    let mut caret_width = 1;
    match err.found {
        Found::Char(c) => {
            let mut rest = String::new();
            caret_width = escaped(&mut rest, c);
            line.push_str(&rest);
            let after = &err.context[local + c.len_utf8()..];
            for c in after.chars() {
                escaped(&mut line, c);
            }
        }
        Found::Byte(b) => {
            let _ = write!(line, "\\x{b:02x}");
            caret_width = 4;
        }
        Found::End => {}
    }
    if err.context_cut {
        line.push('…');
    }
    // The gutter is as wide as the line number: "  |" beside line 1.
    let gutter = " ".repeat(line_no.to_string().len());
    writeln!(f, "error: {headline}")?;
    writeln!(f, "{gutter} |")?;
    writeln!(f, "{line_no} | {line}")?;
    write!(
        f,
        "{gutter} | {}{}",
        " ".repeat(caret_col),
        "^".repeat(caret_width)
    )?;
    if err.expected.is_empty() {
        writeln!(f)?;
    } else {
        f.write_str(" expected ")?;
        err.write_expected(f)?;
        writeln!(f)?;
    }
    let path: Vec<&str> = err.rules().iter().map(|r| r.abnf_name()).collect();
    writeln!(f, "{gutter} = while parsing: {}", path.join(" > "))?;
    write!(
        f,
        "{gutter} = see RFC {}, section {}",
        err.rfc(),
        err.section()
    )?;
    write_help(err, &gutter, f)
}

/// The `help:` line, when the error has one (see [`ParseError::help`]),
/// aligned with the gutter like the lines above it.
fn write_help(err: &ParseError, gutter: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match err.help() {
        Some(help) => write!(f, "\n{gutter} = help: {help}"),
        None => Ok(()),
    }
}
