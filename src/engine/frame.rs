//! Renders an engine [`Error`] as a frame: the input with a caret under the
//! offending byte, what was expected, the rule path and the section. Text
//! from the input is drawn through [`crate::escape`], as the RFC 3986
//! layer's frames are, so the caret lines up the same way in every
//! grammar's frame and no input byte reaches a terminal raw.

use std::fmt;

use super::error::{Error, Found};
use super::pointer::{Words, rust};
use crate::escape::{push_bytes, push_char, quoted};

/// An engine [`Error`]'s frame with a chosen line number in its gutter (a
/// tool reading one input per line shows which), made by
/// [`Error::frame_at_line`]; non-ASCII text is escaped unless
/// [`Frame::unicode`] says the output takes UTF-8; the help line names what
/// it points to in Rust's terms unless [`Frame::words`] gives another
/// reader's. `{:#}` on the error is `frame_at_line(1)`.
///
/// ```
/// use urigram::grammars::rfc2396;
/// let err = rfc2396::UriReference::parse("http://a b/").unwrap_err();
/// let frame = err.frame_at_line(12).to_string();
/// assert!(frame.contains("\n12 | http://a b/\n   |         ^ expected"), "{frame}");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Frame<'a> {
    err: &'a Error,
    line: u64,
    unicode: bool,
    words: Words,
}

impl Frame<'_> {
    /// Draws non-ASCII characters as themselves (`true`) rather than as
    /// `\u{N}` escapes (the default). The caret is placed by display width;
    /// controls and invisible formatting characters stay escaped.
    #[must_use]
    pub fn unicode(self, on: bool) -> Self {
        Frame {
            unicode: on,
            ..self
        }
    }

    /// Names what the help line points to with `words`, the terms of the
    /// reader the frame is for (the default is [`rust`]).
    #[must_use]
    pub fn words(self, words: Words) -> Self {
        Frame { words, ..self }
    }
}

impl Error {
    /// The frame of `{:#}` with `line` in its gutter instead of 1.
    #[must_use]
    pub fn frame_at_line(&self, line: u64) -> Frame<'_> {
        Frame {
            err: self,
            line,
            unicode: false,
            words: rust,
        }
    }
}

/// `{}` is one line; `{:#}` the frame of [`Error::frame_at_line`]`(1)`. It
/// lives with the renderer it calls, so the error sits below its frame.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return render(self, 1, (false, rust), f);
        }
        write!(
            f,
            "invalid {} at byte {}: {}",
            self.top_rule().abnf_name(),
            self.offset(),
            self.message()
        )
    }
}

impl fmt::Display for Frame<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        render(self.err, self.line, (self.unicode, self.words), f)
    }
}

/// The frame, as [`Frame`] prints it.
pub(super) fn render(
    err: &Error,
    line_no: u64,
    (unicode, words): (bool, Words),
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    let top = err.top_rule().abnf_name();
    let headline = match err.found() {
        Found::End => format!("invalid {top}: unexpected end of input"),
        Found::Char(c) => format!("invalid {top}: unexpected {}", quoted(c, unicode)),
        found => format!("invalid {top}: unexpected {found}"),
    };
    let (context, start, cut) = err.context();
    let local = (err.offset() - start).min(context.len());
    let mut line = String::new();
    let mut caret_col = 0;
    // The mark of a cut line: "…" where the output takes UTF-8.
    let ellipsis = if unicode { "…" } else { "..." };
    if start > 0 {
        line.push_str(ellipsis);
        caret_col += if unicode { 1 } else { 3 };
    }
    caret_col += push_bytes(&mut line, &context[..local], unicode);
    let caret_width = match err.found() {
        Found::Char(c) => push_char(&mut line, c, unicode),
        Found::Byte(b) => push_bytes(&mut line, &[b], unicode),
        Found::End => 1,
    };
    let after = match err.found() {
        Found::Char(c) => local + c.len_utf8(),
        Found::Byte(_) => local + 1,
        Found::End => local,
    };
    push_bytes(&mut line, &context[after.min(context.len())..], unicode);
    if cut {
        line.push_str(ellipsis);
    }
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
    let expected = err.expected_list();
    match (err.reason(), expected.is_empty()) {
        (Some(reason), true) => write!(f, " {reason}")?,
        (Some(reason), false) => write!(f, " {reason}; expected {expected}")?,
        (None, false) => write!(f, " expected {expected}")?,
        (None, true) => {}
    }
    writeln!(f)?;
    if start > 0 || cut {
        // A window of a long line: say where it is.
        let end = start + context.len();
        writeln!(
            f,
            "{gutter} = at byte {}; the line is long: bytes {start}..{end} of it are shown",
            err.offset()
        )?;
    }
    let path: Vec<&str> = err.rules().iter().map(|r| r.name()).collect();
    writeln!(f, "{gutter} = while parsing: {}", path.join(" > "))?;
    let section = err.section();
    if section.starts_with(|c: char| c.is_ascii_digit()) {
        write!(f, "{gutter} = see {}, section {section}", err.document())?;
    } else {
        write!(f, "{gutter} = see {}, {section}", err.document())?;
    }
    match err.help_words(words) {
        Some(help) => {
            let shown = crate::escape::bytes(help.as_bytes(), unicode);
            write!(f, "\n{gutter} = help: {shown}")
        }
        None => Ok(()),
    }
}
