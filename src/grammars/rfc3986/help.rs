//! What a [`ParseError`] probably means: a `help:` line for the common
//! mistakes whose exact offset points away from the cause.
//!
//! The offset of an error is exact, but exact is not always helpful: in
//! `http://example.com:abc/` the first byte that no URI can have is the `/`,
//! because `example.com:abc` is still a possible `userinfo` (`user:password`)
//! waiting for its `@`. The help says what the writer probably meant. It is
//! derived from the error alone (its kind, its rule path, what was found and
//! the text around the offset), never from matching whole inputs, and it is
//! worded so that it is true wherever it fires.

use std::fmt;
use std::net::Ipv6Addr;

use crate::ast::RelativeRef;
use crate::engine::pointer::{self, Pointer, Words};
use crate::error::{Expected, Found, Kind, ParseError};
use crate::escape::quoted;
use crate::rule::Rule;

/// A likely cause of a [`ParseError`], with what to do about it.
///
/// `Display` writes it as one sentence, as the `help:` line of the `{:#}`
/// frame prints it.
///
/// ```
/// use urigram::{Help, Uri};
/// let err = Uri::parse("http://example.com:abc/").unwrap_err();
/// assert_eq!(err.offset(), 22); // the `/`: "example.com:abc" could be a userinfo
/// assert_eq!(err.help(), Some(Help::PortNotDigits));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Help {
    /// The authority has a `:` followed by something other than digits and
    /// no `@`: a port that is not a number, or a password without its host.
    PortNotDigits,
    /// The authority reads as an IPv6 address (possibly with a port) that is
    /// not in brackets.
    Ipv6NeedsBrackets,
    /// A `%` inside an IPv6 literal: a zone ID, which is RFC 6874 syntax.
    ZoneId,
    /// Under RFC 6874, a `%` after an IPv6 address not followed by `25`: the
    /// `%` that begins a zone ID is itself percent-encoded.
    ZoneIdPercent,
    /// A reference without a scheme where a URI was asked for.
    RelativeReference,
    /// A non-ASCII character in what is probably a host name.
    NonAsciiHost(char),
    /// A non-ASCII character elsewhere.
    NonAscii(char),
    /// Whitespace at the start of the input, or only whitespace after the
    /// offset.
    SurroundingWhitespace,
    /// A space inside the text.
    Space,
    /// A backslash.
    Backslash,
    /// A `#` inside the fragment.
    SecondHash,
    /// A `%` that does not begin a percent-encoding.
    LiteralPercent,
    /// A `#` where an `absolute-URI` was asked for, which has no fragment.
    FragmentNotAllowed,
    /// An ASCII character that no URI can hold where it stands.
    PercentEncode(char),
}

impl fmt::Display for Help {
    /// The sentence, naming what it points to as a Rust reader types it
    /// ([`pointer::rust`]); [`Help::words`] names it for another reader.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, true, pointer::rust)
    }
}

/// A [`Help`]'s sentence with its [`Pointer`] named by a face's
/// [`Words`], made by [`Help::words`].
#[derive(Clone, Copy, Debug)]
pub struct HelpWords {
    help: Help,
    words: Words,
}

impl fmt::Display for HelpWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.help.write(f, true, self.words)
    }
}

impl Help {
    /// What the help sends its reader to beyond the input, if anything: a
    /// grammar that reads the text, or the file-path conversion. The
    /// sentence is whole without it; each face names it for its reader
    /// ([`Help::words`]).
    ///
    /// ```
    /// use urigram::{Help, Uri, engine::Pointer};
    /// let err = Uri::parse("http://h/a\\b").unwrap_err();
    /// assert_eq!(err.help(), Some(Help::Backslash));
    /// assert_eq!(Help::Backslash.pointer(), Some(Pointer::FilePath));
    /// assert_eq!(Help::Space.pointer(), None);
    /// ```
    #[must_use]
    pub fn pointer(&self) -> Option<Pointer> {
        match self {
            Help::ZoneId => Some(Pointer::Grammar("rfc6874")),
            Help::NonAsciiHost(_) | Help::NonAscii(_) => Some(Pointer::Grammar("rfc3987")),
            Help::Backslash => Some(Pointer::FilePath),
            _ => None,
        }
    }

    /// The sentence with its [`pointer`](Help::pointer) named by `words`,
    /// the terms of the reader in front of it (`Display` is
    /// `words(pointer::rust)`).
    ///
    /// ```
    /// use urigram::{Help, engine::Pointer};
    /// fn command_line(p: Pointer) -> Option<String> {
    ///     match p {
    ///         Pointer::Grammar(name) => Some(format!("--grammar {name}")),
    ///         _ => None,
    ///     }
    /// }
    /// assert!(Help::ZoneId.words(command_line).to_string().ends_with(
    ///     "or read the text under RFC 6874, with --grammar rfc6874"));
    /// assert!(Help::ZoneId.to_string().ends_with(", with urigram::ParseOptions::RFC6874"));
    /// ```
    #[must_use]
    pub fn words(self, words: Words) -> HelpWords {
        HelpWords { help: self, words }
    }

    /// The help's sentence, its pointer named by `words`; a character it
    /// names is shown as [`crate::escape::quoted`] shows it with `unicode`,
    /// so a frame that escapes non-ASCII names it as `U+4F8B` in its help
    /// line too.
    pub(crate) fn write(
        &self,
        f: &mut impl fmt::Write,
        unicode: bool,
        words: Words,
    ) -> fmt::Result {
        self.write_sentence(f, unicode)?;
        match self.pointer() {
            Some(p) => p.write_clause(words, f),
            None => Ok(()),
        }
    }

    /// The sentence alone, which says what to do in the RFC's terms.
    pub(crate) fn write_sentence(&self, f: &mut impl fmt::Write, unicode: bool) -> fmt::Result {
        match *self {
            Help::PortNotDigits => f.write_str(
                "a port is digits only (section 3.2.3); if the text after \":\" is a password, \
                 the userinfo must end with \"@\" and a host must follow",
            ),
            Help::Ipv6NeedsBrackets => f.write_str(
                "an IPv6 address in a URI goes in brackets, with any port after them: \
                 \"http://[::1]:8080/\" (section 3.2.2)",
            ),
            Help::ZoneId => f.write_str(
                "a zone ID (\"[fe80::1%25eth0]\") is RFC 6874 syntax, which RFC 3986 does not \
                 have: leave the zone ID out, or read the text under RFC 6874",
            ),
            Help::ZoneIdPercent => f.write_str(
                "in a URI, the \"%\" before a zone ID is written \"%25\" (RFC 6874 section \
                 2): \"[fe80::1%25eth0]\", not \"[fe80::1%eth0]\"",
            ),
            Help::RelativeReference => f.write_str(
                "a URI begins with a scheme and \":\" (such as \"https:\"); this is a relative \
                 reference, which means something only against a base URI: resolve it \
                 against one first",
            ),
            Help::NonAsciiHost(c) => write!(
                f,
                "a URI is ASCII only: write a host name with {} in its IDNA (punycode, \
                 \"xn--\") form, or parse the text as an IRI (RFC 3987)",
                quoted(c, unicode)
            ),
            Help::NonAscii(c) => {
                write!(
                    f,
                    "a URI is ASCII only: percent-encode {} as \"",
                    quoted(c, unicode)
                )?;
                let mut utf8 = [0; 4];
                for b in c.encode_utf8(&mut utf8).bytes() {
                    write!(f, "%{b:02X}")?;
                }
                f.write_str("\", or parse the text as an IRI (RFC 3987)")
            }
            Help::SurroundingWhitespace => {
                f.write_str("whitespace around a URI is not part of it: trim the input")
            }
            Help::Space => f.write_str(
                "a space is not allowed in a URI; where it is data, percent-encode it as \"%20\"",
            ),
            Help::Backslash => f.write_str(
                "\"\\\" is not a delimiter in a URI: separate path segments with \"/\", or \
                 percent-encode a backslash that is data as \"%5C\"; a Windows file path is \
                 written as a \"file:\" URI (RFC 8089: \"C:\\a\\b\" is \"file:///C:/a/b\")",
            ),
            Help::SecondHash => f.write_str(
                "only the first \"#\" begins the fragment; percent-encode a later one as \"%23\"",
            ),
            Help::FragmentNotAllowed => f.write_str(
                "an absolute URI has no fragment (section 4.3): leave out the \"#\" and what \
                 follows it, or percent-encode a \"#\" that is data as \"%23\"",
            ),
            Help::LiteralPercent => f.write_str(
                "\"%\" begins a percent-encoding; a \"%\" that is data is written \"%25\"",
            ),
            Help::PercentEncode(c) => write!(
                f,
                "{} is not allowed here; where it is data, percent-encode it as \"%{:02X}\"",
                quoted(c, unicode),
                c as u32
            ),
        }
    }
}

/// The help for `err`, if one of the common mistakes explains it.
pub(crate) fn help(err: &ParseError) -> Option<Help> {
    let rules = err.rules();
    let has = |r: Rule| rules.contains(&r);
    if err.kind == Some(Kind::NotUtf8) {
        return None;
    }
    if relative_where_uri_required(err) {
        return Some(Help::RelativeReference);
    }
    let c = match err.found {
        Found::Char(c) => Some(c),
        _ => None,
    };
    if err.zone_ids() {
        // RFC 6874's grammar has zone IDs: a "%" that fails inside an
        // address is not one, and one not followed by "25" is a zone ID
        // written the way a system writes it rather than a URI.
        if has(Rule::Ipv6addrz) && err.expected.contains(crate::Expected::Pct25) {
            return Some(Help::ZoneIdPercent);
        }
    } else if c == Some('%') && has(Rule::Ipv6address) {
        return Some(Help::ZoneId);
    }
    if let Some(help) = authority_help(err) {
        return Some(help);
    }
    if err.kind == Some(Kind::BadPercent) || broken_percent(err) {
        return Some(Help::LiteralPercent);
    }
    let c = c?;
    if !c.is_ascii() {
        return Some(if in_host_name(err) {
            Help::NonAsciiHost(c)
        } else {
            Help::NonAscii(c)
        });
    }
    if c.is_ascii_whitespace() && surrounding_whitespace(err) {
        return Some(Help::SurroundingWhitespace);
    }
    match c {
        ' ' => Some(Help::Space),
        '\\' => Some(Help::Backslash),
        '#' if rules.last() == Some(&Rule::Fragment) => Some(Help::SecondHash),
        '#' if err.top_rule() == Rule::AbsoluteUri => Some(Help::FragmentNotAllowed),
        '"' | '<' | '>' | '^' | '`' | '{' | '|' | '}' => Some(Help::PercentEncode(c)),
        '[' | ']' if !has(Rule::IpLiteral) => Some(Help::PercentEncode(c)),
        c if c.is_ascii_control() => Some(Help::PercentEncode(c)),
        _ => None,
    }
}

/// The input (when the error holds all of it) is a `relative-ref`, and a
/// `URI` or `absolute-URI` was asked for.
fn relative_where_uri_required(err: &ParseError) -> bool {
    matches!(err.top_rule(), Rule::Uri | Rule::AbsoluteUri)
        && err.context_start == 0
        && !err.context_cut
        && err.kind.is_none()
        && RelativeRef::parse(&err.context).is_ok()
}

/// The text before the offset, from the context the error keeps.
fn before(err: &ParseError) -> &str {
    let local = err.offset.saturating_sub(err.context_start);
    err.context.get(..local).unwrap_or_default()
}

/// The text from the offset on, from the context the error keeps.
fn after(err: &ParseError) -> &str {
    let local = err.offset.saturating_sub(err.context_start);
    err.context.get(local..).unwrap_or_default()
}

/// The port and IPv6 mistakes: the authority ended (at `/`, `?`, `#` or the
/// end) while it could still only be a `userinfo` waiting for its `@`, or a
/// port held something other than a digit.
fn authority_help(err: &ParseError) -> Option<Help> {
    let rules = err.rules();
    let innermost = *rules.last()?;
    // A space, a control or a non-ASCII character in the port has help of
    // its own.
    if rules.contains(&Rule::Port) && matches!(err.found, Found::Char(c) if c.is_ascii_graphic()) {
        return Some(Help::PortNotDigits);
    }
    let ended = matches!(err.found, Found::End | Found::Char('/' | '?' | '#'));
    if innermost != Rule::Userinfo || !err.expected.contains(Expected::At) || !ended {
        return None;
    }
    let authority = authority_before(err)?;
    let (_, port) = authority.split_once(':')?;
    if authority.parse::<Ipv6Addr>().is_ok() {
        return Some(Help::Ipv6NeedsBrackets);
    }
    if let Some((addr, port)) = authority.rsplit_once(':')
        && !port.is_empty()
        && port.bytes().all(|b| b.is_ascii_digit())
        && addr.parse::<Ipv6Addr>().is_ok()
    {
        return Some(Help::Ipv6NeedsBrackets);
    }
    (!port.bytes().all(|b| b.is_ascii_digit())).then_some(Help::PortNotDigits)
}

/// Whether the offset stands one or two bytes after a `%` inside a
/// `pct-encoded` that did not get its two hexadecimal digits.
fn broken_percent(err: &ParseError) -> bool {
    let before = before(err).as_bytes();
    err.rules().contains(&Rule::PctEncoded)
        && (before.ends_with(b"%") || (before.len() >= 2 && before[before.len() - 2] == b'%'))
}

/// The authority's text up to the offset, when the offset is inside an
/// authority whose start is in the kept context: an authority holds no `/`,
/// so it is what follows the last `//` before the offset.
fn authority_before(err: &ParseError) -> Option<&str> {
    if !err.rules().contains(&Rule::Authority) {
        return None;
    }
    let before = before(err);
    let slash = before.rfind('/')?;
    before[..slash].ends_with('/').then(|| &before[slash + 1..])
}

/// Whether the character at the offset stands in a host name: in an
/// authority, after any `@`, before any `:` of a port, outside brackets, and
/// with no `@` later in the authority (which would make it a userinfo).
fn in_host_name(err: &ParseError) -> bool {
    let Some(authority) = authority_before(err) else {
        return matches!(err.top_rule(), Rule::Host | Rule::RegName);
    };
    let host = authority.rsplit('@').next().unwrap_or(authority);
    let rest = after(err);
    let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    !host.contains([':', '[']) && !rest[..end].contains('@')
}

/// Whether the whitespace at the offset begins the input, or is followed by
/// nothing but whitespace up to the end of the input.
fn surrounding_whitespace(err: &ParseError) -> bool {
    err.offset == 0 || (!err.context_cut && after(err).chars().all(|c| c.is_ascii_whitespace()))
}

impl ParseError {
    /// What the input probably meant, where a common mistake explains the
    /// error better than its offset does (the `help:` line of the frame).
    ///
    /// ```
    /// use urigram::{Help, Uri};
    /// let err = Uri::parse("http://::1/").unwrap_err();
    /// assert_eq!(err.help(), Some(Help::Ipv6NeedsBrackets));
    /// assert_eq!(Uri::parse("http://[::1]/x y").unwrap_err().help(), Some(Help::Space));
    /// ```
    #[must_use]
    pub fn help(&self) -> Option<Help> {
        help(self)
    }
}
