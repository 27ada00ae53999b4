//! `urlsplit` and `urlparse`: a URL into its five (or six) components, as
//! CPython 3.11 splits it, and the result types with their properties.
//!
//! The components borrow from the input unless Python's clean-up (removing
//! tab, CR and LF, lower-casing the scheme) changed them.

use std::borrow::Cow;

use super::netloc;
use super::schemes::uses_params_in;
use super::split_scan::{
    UNREAD, netloc_and_rest, plain_netloc_end, query_and_fragment, scheme_window,
};
use super::unsplit::{urlunparse, urlunsplit};
use super::{PortError, Python, UrlError};

/// The keyword arguments of `urlsplit` and `urlparse`, with Python's defaults
/// (`scheme=''`, `allow_fragments=True`).
///
/// ```
/// use urigram::urllib::{SplitOptions, urlsplit_with};
/// let opts = SplitOptions::default().scheme("https").allow_fragments(false);
/// let r = urlsplit_with("//h/p#f", opts).unwrap();
/// assert_eq!((&*r.scheme, &*r.path, &*r.fragment), ("https", "/p#f", ""));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitOptions<'s> {
    /// The scheme to report when the URL has none.
    pub scheme: &'s str,
    /// Whether `#` starts a fragment; when false it stays in the path or query.
    pub allow_fragments: bool,
}

impl Default for SplitOptions<'_> {
    fn default() -> Self {
        SplitOptions {
            scheme: "",
            allow_fragments: true,
        }
    }
}

impl<'s> SplitOptions<'s> {
    /// Sets the default scheme.
    #[must_use]
    pub fn scheme(mut self, scheme: &'s str) -> Self {
        self.scheme = scheme;
        self
    }

    /// Sets whether fragments are split off.
    #[must_use]
    pub fn allow_fragments(mut self, allow: bool) -> Self {
        self.allow_fragments = allow;
        self
    }
}

/// Python's `SplitResult`: `scheme://netloc/path?query#fragment`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SplitResult<'a> {
    /// The scheme, lower-cased, or the default scheme.
    pub scheme: Cow<'a, str>,
    /// The network location after `//`, up to the first `/`, `?` or `#`.
    pub netloc: Cow<'a, str>,
    /// The path.
    pub path: Cow<'a, str>,
    /// The query, without its `?`.
    pub query: Cow<'a, str>,
    /// The fragment, without its `#`.
    pub fragment: Cow<'a, str>,
}

/// Python's `ParseResult`: a [`SplitResult`] whose last path segment's
/// `;params` are split off, for the schemes of `uses_params`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ParseResult<'a> {
    /// The scheme, lower-cased, or the default scheme.
    pub scheme: Cow<'a, str>,
    /// The network location.
    pub netloc: Cow<'a, str>,
    /// The path, without params.
    pub path: Cow<'a, str>,
    /// The params of the last path segment, without their `;`.
    pub params: Cow<'a, str>,
    /// The query, without its `?`.
    pub query: Cow<'a, str>,
    /// The fragment, without its `#`.
    pub fragment: Cow<'a, str>,
}

/// The netloc properties that Python computes from the netloc when read.
macro_rules! netloc_properties {
    () => {
        /// The user name: the text before the last `@` up to its first `:`.
        #[must_use]
        pub fn username(&self) -> Option<&str> {
            netloc::userinfo(&self.netloc).0
        }

        /// The password: after the first `:` of the text before the last `@`.
        #[must_use]
        pub fn password(&self) -> Option<&str> {
            netloc::userinfo(&self.netloc).1
        }

        /// The host, lower-cased except its zone id, without brackets;
        /// `None` when empty.
        #[must_use]
        pub fn hostname(&self) -> Option<Cow<'_, str>> {
            netloc::hostname(&self.netloc)
        }

        /// The port, read when asked for, as Python's property does.
        ///
        /// # Errors
        /// [`PortError`] when the port text is not ASCII digits or is above 65535.
        pub fn port(&self) -> Result<Option<u16>, PortError> {
            netloc::port(&self.netloc, false)
        }
    };
}

impl SplitResult<'_> {
    netloc_properties!();

    /// The URL put back together (`urlunsplit`).
    #[must_use]
    pub fn geturl(&self) -> String {
        urlunsplit(
            &self.scheme,
            &self.netloc,
            &self.path,
            &self.query,
            &self.fragment,
        )
    }

    /// The same components, owning their text.
    #[must_use]
    pub fn into_owned(self) -> SplitResult<'static> {
        SplitResult {
            scheme: Cow::Owned(self.scheme.into_owned()),
            netloc: Cow::Owned(self.netloc.into_owned()),
            path: Cow::Owned(self.path.into_owned()),
            query: Cow::Owned(self.query.into_owned()),
            fragment: Cow::Owned(self.fragment.into_owned()),
        }
    }
}

impl ParseResult<'_> {
    netloc_properties!();

    /// The URL put back together (`urlunparse`).
    #[must_use]
    pub fn geturl(&self) -> String {
        urlunparse(
            &self.scheme,
            &self.netloc,
            &self.path,
            &self.params,
            &self.query,
            &self.fragment,
        )
    }
}

/// Python's `urlsplit(url)`.
///
/// # Errors
/// [`UrlError`] for unbalanced brackets, an invalid bracketed host, or a
/// netloc that NFKC-normalizes into a delimiter.
///
/// ```
/// use urigram::urllib::urlsplit;
/// let r = urlsplit(" HTTP://User@[::1%eth0]:80/p?q#f").unwrap();
/// assert_eq!((&*r.scheme, &*r.netloc, &*r.path), ("http", "User@[::1%eth0]:80", "/p"));
/// assert_eq!((r.username(), r.hostname().as_deref(), r.port()), (Some("User"), Some("::1%eth0"), Ok(Some(80))));
/// assert_eq!(urlsplit("http://[::1/").unwrap_err().to_string(), "Invalid IPv6 URL");
/// ```
pub fn urlsplit(url: &str) -> Result<SplitResult<'_>, UrlError> {
    urlsplit_with(url, SplitOptions::default())
}

/// Python's `urlsplit(url, scheme, allow_fragments)`.
///
/// # Errors
/// As [`urlsplit`].
pub fn urlsplit_with<'a>(
    url: &'a str,
    opts: SplitOptions<'a>,
) -> Result<SplitResult<'a>, UrlError> {
    urlsplit_in(Python::V3_11, url, opts)
}

/// [`urlsplit_with`] as the release `py` splits.
///
/// # Errors
/// As [`urlsplit`], as the release refuses.
#[inline]
pub(crate) fn urlsplit_in<'a>(
    py: Python,
    url: &'a str,
    opts: SplitOptions<'a>,
) -> Result<SplitResult<'a>, UrlError> {
    // Leading C0 controls and spaces go (WHATWG), trailing ones stay; tab, CR
    // and LF go wherever they are.
    let url = trim_start_c0_or_space(url);
    // The default scheme is nearly always `''`: nothing to clean.
    let default_scheme = if opts.scheme.is_empty() {
        Cow::Borrowed("")
    } else {
        remove_tab_cr_lf(opts.scheme.trim_matches(is_c0_or_space))
    };
    // The scan that splits also looks for tab, CR and LF, so a URL without
    // them (nearly all) is read once; one with them is cleaned and read again.
    if let Some(p) = split_parts::<true>(py, url, opts.allow_fragments)? {
        return Ok(p.into_result(default_scheme, Cow::Borrowed));
    }
    let url = remove_tab_cr_lf(url).into_owned();
    match split_parts::<true>(py, &url, opts.allow_fragments)? {
        Some(p) => Ok(p.into_result(default_scheme, |s| Cow::Owned(s.to_owned()))),
        None => unreachable!("tab, CR and LF were removed"),
    }
}

/// Python's `urlparse(url)`.
///
/// # Errors
/// As [`urlsplit`].
///
/// ```
/// use urigram::urllib::urlparse;
/// let r = urlparse("http://h/a;x/b;y?q").unwrap();
/// assert_eq!((&*r.path, &*r.params, &*r.query), ("/a;x/b", "y", "q"));
/// ```
pub fn urlparse(url: &str) -> Result<ParseResult<'_>, UrlError> {
    urlparse_with(url, SplitOptions::default())
}

/// Python's `urlparse(url, scheme, allow_fragments)`.
///
/// # Errors
/// As [`urlsplit`].
pub fn urlparse_with<'a>(
    url: &'a str,
    opts: SplitOptions<'a>,
) -> Result<ParseResult<'a>, UrlError> {
    urlparse_in(Python::V3_11, url, opts)
}

/// [`urlparse_with`] as the release `py` splits.
///
/// # Errors
/// As [`urlsplit`], as the release refuses.
pub(crate) fn urlparse_in<'a>(
    py: Python,
    url: &'a str,
    opts: SplitOptions<'a>,
) -> Result<ParseResult<'a>, UrlError> {
    Ok(split_to_parse(py, urlsplit_in(py, url, opts)?))
}

/// `urlparse`'s six components, borrowed: what [`urljoin`](super::urljoin)
/// reads of the base and of the reference.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Components<'b> {
    pub(crate) scheme: &'b str,
    pub(crate) netloc: &'b str,
    pub(crate) path: &'b str,
    pub(crate) params: &'b str,
    pub(crate) query: &'b str,
    pub(crate) fragment: &'b str,
}

impl ParseResult<'_> {
    /// The components, borrowed from this result.
    pub(crate) fn components(&self) -> Components<'_> {
        Components {
            scheme: &self.scheme,
            netloc: &self.netloc,
            path: &self.path,
            params: &self.params,
            query: &self.query,
            fragment: &self.fragment,
        }
    }
}

/// `urlsplit(url)`'s five parts (scheme, netloc, path, query, fragment)
/// as slices of `url`, without building a [`SplitResult`]: `None` when
/// Python's clean-up would change the text (a tab, CR or LF; an upper-case
/// scheme), where [`urlsplit_in`] is needed. The same scan as
/// [`urlsplit_in`]'s first, so the same errors on the same inputs.
///
/// # Errors
/// As [`urlsplit`].
///
/// Always inlined, as [`split_parts`] is: out of line, its five slices
/// went back to the caller through memory (the Arrow `urlsplit`'s row,
/// about 18 instructions; callgrind).
#[inline(always)]
pub(crate) fn urlsplit_borrowed(py: Python, url: &str) -> Result<Option<[&str; 5]>, UrlError> {
    let Some(p) = split_parts::<true>(py, trim_start_c0_or_space(url), true)? else {
        return Ok(None);
    };
    if p.scheme_upper {
        return Ok(None);
    }
    Ok(Some([
        p.scheme.unwrap_or(""),
        p.netloc,
        p.path,
        p.query,
        p.fragment,
    ]))
}

/// `urlparse(url, default_scheme, allow_fragments)` as slices of its
/// arguments, without building a [`ParseResult`]: `None` when Python's
/// clean-up would change the text (a tab, CR or LF; an upper-case scheme; a
/// default scheme with controls or spaces), where [`urlparse_with`] is
/// needed. For callers inside the layer that only read the components.
///
/// # Errors
/// As [`urlsplit`], on the same inputs.
pub(crate) fn urlparse_borrowed<'b>(
    py: Python,
    url: &'b str,
    default_scheme: &'b str,
    allow_fragments: bool,
) -> Result<Option<Components<'b>>, UrlError> {
    urlparse_borrowed_to::<true>(py, url, default_scheme, allow_fragments)
}

/// [`urlparse_borrowed`] up to the end of the path: the query and fragment
/// are left unread (empty), and so is any tab, CR or LF in them, which
/// cannot move the path's end. For a base of `urljoin`, whose query is
/// needed only now and then, and whose fragment never.
///
/// # Errors
/// As [`urlsplit`]: its checks are all on the netloc, which is read.
pub(crate) fn urlparse_borrowed_head<'b>(
    py: Python,
    url: &'b str,
    allow_fragments: bool,
) -> Result<Option<Components<'b>>, UrlError> {
    urlparse_borrowed_to::<false>(py, url, "", allow_fragments)
}

/// [`urlparse_borrowed`], reading the query and fragment when `TAIL`.
fn urlparse_borrowed_to<'b, const TAIL: bool>(
    py: Python,
    url: &'b str,
    default_scheme: &'b str,
    allow_fragments: bool,
) -> Result<Option<Components<'b>>, UrlError> {
    if default_scheme.bytes().any(|b| b <= b' ') {
        return Ok(None);
    }
    let Some(p) = split_parts::<TAIL>(py, trim_start_c0_or_space(url), allow_fragments)? else {
        return Ok(None);
    };
    let scheme = match p.scheme {
        Some(_) if p.scheme_upper => return Ok(None),
        Some(s) => s,
        None => default_scheme,
    };
    let (path, params) = match params_start(py, scheme, p.path) {
        None => (p.path, ""),
        Some(i) => (&p.path[..i], &p.path[i + 1..]),
    };
    Ok(Some(Components {
        scheme,
        netloc: p.netloc,
        path,
        params,
        query: p.query,
        fragment: p.fragment,
    }))
}

/// `urlparse` from `urlsplit`'s answer: params are split off the path for the
/// schemes of `uses_params` (after the last `/`, at the first `;`).
pub(crate) fn split_to_parse(py: Python, s: SplitResult<'_>) -> ParseResult<'_> {
    let (path, params) = match params_start(py, &s.scheme, &s.path) {
        None => (s.path, Cow::Borrowed("")),
        Some(i) => split_cow(s.path, i),
    };
    ParseResult {
        scheme: s.scheme,
        netloc: s.netloc,
        path,
        params,
        query: s.query,
        fragment: s.fragment,
    }
}

/// Where `;params` start in `path`, as Python's `_splitparams` finds it.
fn params_start(py: Python, scheme: &str, path: &str) -> Option<usize> {
    if !uses_params_in(py, scheme) {
        return None;
    }
    // One backward pass: the last `;` seen before reaching the last `/` is
    // the first `;` after it. Paths are short, so a byte loop beats two
    // memchr calls.
    let mut semi = None;
    for (i, &b) in path.as_bytes().iter().enumerate().rev() {
        match b {
            b'/' => break,
            b';' => semi = Some(i),
            _ => {}
        }
    }
    semi
}

/// `(text[..at], text[at + 1..])`, borrowing when `text` does.
fn split_cow(text: Cow<'_, str>, at: usize) -> (Cow<'_, str>, Cow<'_, str>) {
    match text {
        Cow::Borrowed(t) => (Cow::Borrowed(&t[..at]), Cow::Borrowed(&t[at + 1..])),
        Cow::Owned(t) => (
            Cow::Owned(t[..at].to_owned()),
            Cow::Owned(t[at + 1..].to_owned()),
        ),
    }
}

/// `_WHATWG_C0_CONTROL_OR_SPACE`: U+0000 to U+0020.
fn is_c0_or_space(c: char) -> bool {
    c <= ' '
}

/// The text without its leading C0 controls and spaces, read as bytes: they
/// are all ASCII, so no character needs decoding.
#[inline]
fn trim_start_c0_or_space(s: &str) -> &str {
    let n = s.bytes().take_while(|&b| b <= b' ').count();
    &s[n..]
}

/// The text without tab, CR and LF (`_UNSAFE_URL_BYTES_TO_REMOVE`).
#[inline]
fn remove_tab_cr_lf(s: &str) -> Cow<'_, str> {
    // A byte loop: the strings cleaned here are short (a default scheme,
    // usually empty), where a memchr call costs more than the scan.
    if s.bytes().any(|b| STOPS[usize::from(b)] & REMOVED != 0) {
        Cow::Owned(
            s.chars()
                .filter(|c| !matches!(c, '\t' | '\r' | '\n'))
                .collect(),
        )
    } else {
        Cow::Borrowed(s)
    }
}

/// The components of a cleaned URL, as slices of it.
struct Parts<'b> {
    scheme: Option<&'b str>,
    /// Whether the scheme holds an upper-case letter, found by the scan.
    scheme_upper: bool,
    netloc: &'b str,
    path: &'b str,
    query: &'b str,
    fragment: &'b str,
}

impl<'b> Parts<'b> {
    /// The parts of `url` whose path starts at `rest`, with the first `?`
    /// and the fragment's `#` at `query` and `fragment` (`url`'s length
    /// for none): a `?` after the `#` starts no query. Plain numbers
    /// rather than `Option`s, which cost some twenty instructions a URL
    /// to fold (callgrind, `examples/urlsplit_instructions.rs`).
    #[inline(always)]
    fn cut(
        url: &'b str,
        (scheme, scheme_upper): (Option<&'b str>, bool),
        netloc: &'b str,
        rest: usize,
        query: usize,
        fragment: usize,
    ) -> Parts<'b> {
        let path_end = query.min(fragment);
        Parts {
            scheme,
            scheme_upper,
            netloc,
            path: &url[rest..path_end],
            query: if query < fragment {
                &url[query + 1..fragment]
            } else {
                ""
            },
            fragment: url.get(fragment + 1..).unwrap_or(""),
        }
    }

    fn into_result<'a>(
        self,
        default_scheme: Cow<'a, str>,
        text: impl Fn(&'b str) -> Cow<'a, str>,
    ) -> SplitResult<'a> {
        let scheme = match self.scheme {
            None => default_scheme,
            Some(s) if self.scheme_upper => Cow::Owned(s.to_ascii_lowercase()),
            Some(s) => text(s),
        };
        SplitResult {
            scheme,
            netloc: text(self.netloc),
            path: text(self.path),
            query: text(self.query),
            fragment: text(self.fragment),
        }
    }
}

/// A scheme character (ASCII letter or digit, `+`, `-`, `.`), as a bit of
/// [`SCHEME_BYTES`].
const SCHEME_CHAR: u8 = 1;
/// An upper-case ASCII letter.
const UPPER: u8 = 2;

/// The scheme bits of each byte for [`scheme_run`].
static SCHEME_BYTES: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.') {
            t[b] = SCHEME_CHAR;
        }
        if c.is_ascii_uppercase() {
            t[b] |= UPPER;
        }
        b += 1;
    }
    t
};

/// The length of the run of scheme characters that starts `bytes`, and
/// whether it holds an upper-case letter: one table look-up a byte, where
/// the run and a second pass for the case took two (about 30 instructions
/// a call, callgrind on `tests/data/real-urls`).
#[inline(always)]
fn scheme_run(bytes: &[u8]) -> (usize, bool) {
    let mut seen = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let class = SCHEME_BYTES[usize::from(b)];
        if class & SCHEME_CHAR == 0 {
            return (i, seen & UPPER != 0);
        }
        seen |= class;
    }
    (bytes.len(), seen & UPPER != 0)
}

/// The bytes [`split_parts`] stops at, as bits of [`STOPS`]: one table
/// lookup per byte tells whether a byte matters to the split at all.
const NETLOC_END: u8 = 1;
/// `?`: starts the query (before any `#`).
const QUERY: u8 = 2;
/// `#`: starts the fragment.
const FRAGMENT: u8 = 4;
/// Tab, CR and LF, which Python removes before splitting.
const REMOVED: u8 = 8;
/// `[` and `]`, which make Python check the netloc's brackets.
const BRACKET: u8 = 16;
/// A byte of a non-ASCII character, which makes Python check the netloc's
/// NFKC form.
const NON_ASCII: u8 = 32;

/// The class bits of each byte for [`split_parts`].
static STOPS: [u8; 256] = {
    let mut t = [0u8; 256];
    t[b'/' as usize] = NETLOC_END;
    t[b'?' as usize] = NETLOC_END | QUERY;
    t[b'#' as usize] = NETLOC_END | FRAGMENT;
    t[b'\t' as usize] = REMOVED;
    t[b'\r' as usize] = REMOVED;
    t[b'\n' as usize] = REMOVED;
    t[b'[' as usize] = BRACKET;
    t[b']' as usize] = BRACKET;
    let mut b = 0x80;
    while b < 256 {
        t[b] = NON_ASCII;
        b += 1;
    }
    t
};

/// From `i`, the first byte whose class bits meet `mask` (or the end).
///
/// Four bytes a step: their classes are or-ed together and tested once, so
/// the loop takes one branch per four bytes; the step that hits is then
/// read byte by byte.
#[inline(always)]
fn skip(bytes: &[u8], i: usize, mask: u8) -> usize {
    let class = |b: u8| STOPS[usize::from(b)];
    let rest = &bytes[i..];
    let mut at = i;
    for q in rest.chunks_exact(4) {
        if (class(q[0]) | class(q[1]) | class(q[2]) | class(q[3])) & mask != 0 {
            break;
        }
        at += 4;
    }
    bytes[at..]
        .iter()
        .position(|&b| class(b) & mask != 0)
        .map_or(bytes.len(), |n| at + n)
}

/// Where a netloc that is not plain (a bracket, a byte above ASCII or
/// below a space) ends, read byte by byte, with Python's checks of its
/// brackets and NFKC form: `None` when it holds a tab, CR or LF.
///
/// Out of line and cold: inlined, its loop and checks made the common
/// path's frame larger and its registers spill.
///
/// # Errors
/// The checks' [`UrlError`]s.
#[cold]
#[inline(never)]
fn odd_netloc_end(py: Python, url: &str, start: usize) -> Result<Option<usize>, UrlError> {
    let bytes = url.as_bytes();
    let mut seen = 0;
    let mut i = start;
    loop {
        i = skip(bytes, i, NETLOC_END | REMOVED | BRACKET | NON_ASCII);
        let Some(&b) = bytes.get(i) else { break };
        let class = STOPS[usize::from(b)];
        if class & NETLOC_END != 0 {
            break;
        }
        if class & REMOVED != 0 {
            return Ok(None);
        }
        seen |= class;
        i += 1;
    }
    let netloc = &url[start..i];
    if seen & BRACKET != 0 {
        netloc::check_brackets(py, netloc)?;
    }
    if seen & NON_ASCII != 0 {
        netloc::check_nfkc(netloc)?;
    }
    Ok(Some(i))
}

/// The split proper, on a URL cleaned of leading controls: `None` when it
/// holds a tab, CR or LF, which Python removes first.
///
/// One forward scan finds every delimiter: the scheme's `:`, the end of
/// the netloc (the first `/`, `?` or `#` after `//`), then the first `?`
/// before the first `#` and the first `#`, and on the way any tab, CR or
/// LF, bracket or non-ASCII byte, which the checks need. A plain netloc
/// and a path, query and fragment without tab, CR or LF (nearly every URL)
/// are read sixteen bytes at a time ([`super::split_scan`]); anything else
/// byte by byte over a table, which on these short strings beats a memchr
/// call per delimiter.
///
/// Without `TAIL`, the scan stops at the end of the path: the query and
/// fragment are left empty, unread.
///
/// Always inlined into its callers: out of line, the parts went back
/// through memory as a struct of six slices and the frame's six registers
/// were saved and restored on every call, 42 of the 382 instructions a
/// real URL of `Urllib::urlsplit_slices` (callgrind,
/// `examples/urlsplit_instructions.rs`).
#[inline(always)]
fn split_parts<const TAIL: bool>(
    py: Python,
    url: &str,
    allow_fragments: bool,
) -> Result<Option<Parts<'_>>, UrlError> {
    let bytes = url.as_bytes();
    // Python takes a scheme when the text before the first `:` is an ASCII
    // letter and then scheme characters. `:` is not a scheme character, so
    // the first byte that is not one ends the scheme exactly when it is
    // that first `:`. Scheme characters hold no tab, CR or LF.
    // Before 3.11 the first character could be any scheme character.
    // The same loop notes an upper-case letter, which the result lowers.
    let (scheme_end, scheme_upper) = match bytes.first() {
        Some(b) if b.is_ascii_alphabetic() || !py.scheme_starts_with_letter() => {
            let (end, upper) = scheme_window(bytes).unwrap_or_else(|| scheme_run(bytes));
            (
                Some(end).filter(|&i| i > 0 && bytes.get(i) == Some(&b':')),
                upper,
            )
        }
        _ => (None, false),
    };
    let (scheme, mut i) = match scheme_end {
        Some(i) => (Some(&url[..i]), i + 1),
        None => (None, 0),
    };
    let mut netloc = "";
    // The query's and fragment's starts, when the windows read them
    // (`UNREAD` for a low byte after the netloc, or without `TAIL`).
    let (mut query, mut fragment) = (UNREAD, UNREAD);
    let mut scanned = false;
    if bytes[i..].starts_with(b"//") {
        let start = i + 2;
        // Nearly every netloc is plain: no bracket, no byte above ASCII,
        // no control. Its end is then found sixteen bytes at a time, and
        // with `TAIL` the path's windows read on in the same pass; any
        // other netloc takes the exact loop, from the start.
        let plain = if TAIL {
            netloc_and_rest(bytes, start, allow_fragments).map(|[end, q, f]| {
                (query, fragment, scanned) = (q, f, true);
                end
            })
        } else {
            plain_netloc_end(bytes, start)
        };
        i = match plain {
            Some(end) => end,
            None => match odd_netloc_end(py, url, start)? {
                Some(end) => end,
                None => return Ok(None),
            },
        };
        netloc = &url[start..i];
    }
    // The rest: the query starts at the first `?` before the first `#`,
    // the fragment at the first `#`; after it only tab, CR and LF matter.
    let rest = i;
    if TAIL && !scanned {
        [query, fragment] = query_and_fragment(bytes, rest, allow_fragments);
    }
    if query != UNREAD {
        return Ok(Some(Parts::cut(
            url,
            (scheme, scheme_upper),
            netloc,
            rest,
            query,
            fragment,
        )));
    }
    let (mut query, mut fragment) = (None, None);
    let mut mask = REMOVED | QUERY | if allow_fragments { FRAGMENT } else { 0 };
    loop {
        i = skip(bytes, i, mask);
        let Some(&b) = bytes.get(i) else { break };
        let class = STOPS[usize::from(b)];
        if class & REMOVED != 0 {
            return Ok(None);
        }
        if !TAIL {
            return Ok(Some(Parts {
                scheme,
                scheme_upper,
                netloc,
                path: &url[rest..i],
                query: "",
                fragment: "",
            }));
        }
        if class & QUERY != 0 {
            query = Some(i);
            mask &= !QUERY;
        } else {
            fragment = Some(i);
            mask = REMOVED;
        }
        i += 1;
    }
    Ok(Some(Parts::cut(
        url,
        (scheme, scheme_upper),
        netloc,
        rest,
        query.unwrap_or(url.len()),
        fragment.unwrap_or(url.len()),
    )))
}
