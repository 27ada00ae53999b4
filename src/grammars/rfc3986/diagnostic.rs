//! Renders a [`ParseError`] as a frame: the input with a caret under the
//! offending byte, what was expected, the rule path and the RFC section.

use std::fmt;

use crate::engine::{Words, rust};
use crate::error::{Found, ParseError};
use crate::escape::{push_bytes, push_char, quoted};
use crate::rule::Rule;

/// The frame, as `{:#}` prints it: line 1, non-ASCII escaped.
pub(crate) fn render(err: &ParseError, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    render_at(err, 1, (false, rust), f)
}

/// A [`ParseError`]'s frame with a chosen line number in its gutter, made by
/// [`ParseError::frame_at_line`], and non-ASCII text escaped unless
/// [`Frame::unicode`] says the output takes UTF-8; the help line names what
/// it points to in Rust's terms unless [`Frame::words`] gives another
/// reader's.
#[derive(Clone, Copy, Debug)]
pub struct Frame<'a> {
    err: &'a ParseError,
    line: u64,
    unicode: bool,
    words: Words,
}

impl Frame<'_> {
    /// Draws non-ASCII characters as themselves (`true`) rather than as
    /// `\u{N}` escapes (the default, safe on any terminal). The caret still
    /// lines up: it is placed by display width, two columns for a wide CJK
    /// character. Controls and invisible formatting characters are escaped
    /// either way ([`crate::escape`]).
    ///
    /// ```
    /// let e = urigram::Uri::parse("http://例え.jp/").unwrap_err();
    /// let frame = e.frame_at_line(1).unicode(true).to_string();
    /// assert!(frame.contains("\n1 | http://例え.jp/\n  |        ^^ expected"), "{frame}");
    /// let escaped = e.frame_at_line(1).to_string();
    /// assert!(escaped.contains("\n1 | http://\\u{4f8b}\\u{3048}.jp/\n"), "{escaped}");
    /// ```
    #[must_use]
    pub fn unicode(self, on: bool) -> Self {
        Frame {
            unicode: on,
            ..self
        }
    }

    /// Names what the help line points to (another grammar, the file-path
    /// conversion) with `words`, the terms of the reader the frame is for
    /// (the default is [`rust`]: `urigram::ParseOptions::RFC6874`).
    ///
    /// ```
    /// use urigram::engine::Pointer;
    /// let e = urigram::Uri::parse("http://[fe80::1%25eth0]/").unwrap_err();
    /// let cli = |p: Pointer| match p { Pointer::Grammar(g) => Some(format!("--grammar {g}")), _ => None };
    /// let frame = e.frame_at_line(1).words(cli).to_string();
    /// assert!(frame.ends_with("under RFC 6874, with --grammar rfc6874"), "{frame}");
    /// ```
    #[must_use]
    pub fn words(self, words: Words) -> Self {
        Frame { words, ..self }
    }
}

impl fmt::Display for Frame<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        render_at(self.err, self.line, (self.unicode, self.words), f)
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
        Frame {
            err: self,
            line,
            unicode: false,
            words: rust,
        }
    }
}

fn render_at(
    err: &ParseError,
    line_no: u64,
    (unicode, words): (bool, Words),
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
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
            Found::Char(c) => format!(
                "invalid {}: unexpected {}",
                err.top_rule().abnf_name(),
                quoted(c, unicode)
            ),
            found => format!("invalid {}: unexpected {found}", err.top_rule().abnf_name()),
        },
    };
    let mut line = String::new();
    let mut caret_col = 0;
    let local = err.offset - err.context_start;
    // The mark of a cut line: "…" where the output takes UTF-8.
    let ellipsis = if unicode { "…" } else { "..." };
    if err.context_start > 0 {
        line.push_str(ellipsis);
        caret_col += if unicode { 1 } else { 3 };
    }
    caret_col += push_bytes(&mut line, &err.context.as_bytes()[..local], unicode);
    let mut caret_width = 1;
    match err.found {
        Found::Char(c) => {
            caret_width = push_char(&mut line, c, unicode);
            let after = &err.context[local + c.len_utf8()..];
            push_bytes(&mut line, after.as_bytes(), unicode);
        }
        Found::Byte(b) => {
            caret_width = push_bytes(&mut line, &[b], unicode);
            // The rest of the line, bytes and all: a bad byte does not end it.
            push_bytes(&mut line, &err.tail, unicode);
        }
        Found::End => {}
    }
    if err.context_cut {
        line.push_str(ellipsis);
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
    if err.context_start > 0 || err.context_cut {
        // A window of a long line: say where it is.
        let bad_byte = usize::from(matches!(err.found, Found::Byte(_)));
        let end = err.context_start + err.context.len() + bad_byte + err.tail.len();
        writeln!(
            f,
            "{gutter} = at byte {}; the line is long: bytes {}..{end} of it are shown",
            err.offset, err.context_start
        )?;
    }
    let path: Vec<&str> = err.rules().iter().map(|r| r.abnf_name()).collect();
    writeln!(f, "{gutter} = while parsing: {}", path.join(" > "))?;
    write!(
        f,
        "{gutter} = see RFC {}, section {}",
        err.rfc(),
        err.section()
    )?;
    write_help(err, &gutter, (unicode, words), f)
}

/// The `help:` line, when the error has one (see [`ParseError::help`]),
/// aligned with the gutter like the lines above it.
fn write_help(
    err: &ParseError,
    gutter: &str,
    (unicode, words): (bool, Words),
    f: &mut fmt::Formatter<'_>,
) -> fmt::Result {
    match err.help() {
        Some(help) => {
            // The help may name the character found; it is shown as the
            // input line is.
            let mut text = String::new();
            help.write(&mut text, unicode, words)?;
            let shown = crate::escape::bytes(text.as_bytes(), unicode);
            write!(f, "\n{gutter} = help: {shown}")
        }
        None => Ok(()),
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return render(self, f);
        }
        write!(
            f,
            "invalid {} at byte {}: ",
            self.top_rule().abnf_name(),
            self.offset
        )?;
        self.write_message(f)
    }
}

/// Shows a value through its `Display`, inside a `Debug` output.
struct Shown<T>(T);

impl<T: fmt::Display> fmt::Debug for Shown<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// The rule path, as `URI > hier-part > authority`.
struct RulePath<'a>(&'a [Rule]);

impl fmt::Display for RulePath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, r) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" > ")?;
            }
            f.write_str(r.abnf_name())?;
        }
        Ok(())
    }
}

/// What every `unwrap()` prints: the offset, the rule path, what was found
/// and expected, and the reason and help where there are some; none of the
/// fixed-size arrays the error keeps inside.
///
/// ```
/// let err = urigram::Uri::parse("http://h/a b").unwrap_err();
/// assert_eq!(
///     format!("{err:?}"),
///     r##"ParseError { offset: 10, rules: URI > hier-part > path-abempty > segment > pchar, found: ' ', expected: [pchar, "/", "?", "#", end of input], help: Space }"##
/// );
/// ```
impl fmt::Debug for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("ParseError");
        d.field("offset", &self.offset)
            .field("rules", &Shown(RulePath(self.rules())))
            .field("found", &Shown(self.found));
        if let Some(kind) = self.kind {
            d.field("kind", &kind);
        }
        if !self.expected.is_empty() {
            let expected: Vec<Shown<&str>> =
                self.expected.iter().map(|e| Shown(e.describe())).collect();
            d.field("expected", &expected);
        }
        if let Some(help) = self.help() {
            d.field("help", &help);
        }
        d.finish()
    }
}
