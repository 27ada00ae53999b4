//! `parse_qs` and `parse_qsl`: a query string (HTML form encoding) split into
//! names and values, as `urllib.parse` does it.
//!
//! Fields are separated by `separator` (`&` by default); a field's name and
//! value are separated by its first `=`; `+` is a space; then both are
//! unquoted. Python's `bytes` form decodes the query as ASCII first and
//! encodes every name and value back as ASCII, with Python's errors.

use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::Hash;

use super::codec::Arg;
use super::decode::decode_into;
use super::encode::encode_into;
use super::unquote::{Unquote, percent_decode_utf8};
use super::{Codec, ErrorHandler, PyError};

/// A (name, value) pair of the `bytes` form of `parse_qsl`.
pub type BytesPair = (Vec<u8>, Vec<u8>);

/// A name and all its values, in the `bytes` form of `parse_qs`.
pub type BytesField = (Vec<u8>, Vec<Vec<u8>>);

/// A (name, value) pair of [`parse_qsl_cow`], borrowed from the query where
/// unquoting changed nothing.
pub type CowPair<'s> = (Cow<'s, str>, Cow<'s, str>);

/// Options of `parse_qs` and `parse_qsl`, Python's keyword arguments, built
/// from Python's defaults.
///
/// ```
/// use urigram::urllib::ParseQs;
/// let p = ParseQs::new().keep_blank_values(true);
/// assert_eq!(
///     p.parse_qsl("a=1&b&c=%20+x&a=2").unwrap(),
///     [("a", "1"), ("b", ""), ("c", "  x"), ("a", "2")].map(|(k, v)| (k.to_string(), v.to_string()))
/// );
/// assert_eq!(p.parse_qs("a=1&a=2").unwrap(), [("a".to_string(), vec!["1".to_string(), "2".to_string()])]);
/// ```
#[derive(Clone, Debug)]
pub struct ParseQs<'a> {
    keep_blank_values: bool,
    strict_parsing: bool,
    unquote: Unquote<'a>,
    max_num_fields: Option<usize>,
    separator: &'a str,
}

impl Default for ParseQs<'_> {
    fn default() -> Self {
        ParseQs::new()
    }
}

impl<'a> ParseQs<'a> {
    /// Python's defaults: blank values dropped, lenient parsing, UTF-8 with
    /// `errors='replace'`, no field limit, `&` separates.
    #[must_use]
    pub fn new() -> Self {
        ParseQs {
            keep_blank_values: false,
            strict_parsing: false,
            unquote: Unquote::new(),
            max_num_fields: None,
            separator: "&",
        }
    }

    /// Keep fields with an empty value (and fields without `=`, as empty).
    #[must_use]
    pub fn keep_blank_values(mut self, yes: bool) -> Self {
        self.keep_blank_values = yes;
        self
    }

    /// Fail on an empty field or a field without `=`.
    #[must_use]
    pub fn strict_parsing(mut self, yes: bool) -> Self {
        self.strict_parsing = yes;
        self
    }

    /// The encoding of percent-encoded bytes, by Python codec name.
    #[must_use]
    pub fn encoding(mut self, name: &'a str) -> Self {
        self.unquote = self.unquote.encoding(name);
        self
    }

    /// The error handler for bytes that do not decode, by Python name.
    #[must_use]
    pub fn errors(mut self, name: &'a str) -> Self {
        self.unquote = self.unquote.errors(name);
        self
    }

    pub(crate) fn encoding_arg(mut self, arg: Arg<'a>) -> Self {
        self.unquote = self.unquote.encoding_arg(arg);
        self
    }

    pub(crate) fn errors_arg(mut self, arg: Arg<'a>) -> Self {
        self.unquote = self.unquote.errors_arg(arg);
        self
    }

    /// Fail when the query has more than `n` fields (a guard against
    /// memory exhaustion, counted before parsing).
    #[must_use]
    pub fn max_num_fields(mut self, n: Option<usize>) -> Self {
        self.max_num_fields = n;
        self
    }

    /// The field separator (Python requires it non-empty).
    #[must_use]
    pub fn separator(mut self, sep: &'a str) -> Self {
        self.separator = sep;
        self
    }

    /// `parse_qsl(qs)`: the (name, value) pairs in order.
    ///
    /// # Errors
    /// Python's `ValueError`s (empty separator, `Max number of fields
    /// exceeded`, `bad query field: '...'` when strict) and what unquoting
    /// raises.
    pub fn parse_qsl(&self, qs: &str) -> Result<Vec<(String, String)>, PyError> {
        // Same size and alignment, so the Vec is reused in place.
        Ok(self
            .parse_qsl_cow(qs)?
            .into_iter()
            .map(|(name, value)| (name.into_owned(), value.into_owned()))
            .collect())
    }

    /// [`ParseQs::parse_qsl`] borrowing from `qs` every name and value that
    /// unquoting leaves as it is (no `%` or `+` in it), as `urlsplit`'s
    /// components and `unquote` do: the same pairs, without an allocation
    /// per name and value.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urigram::urllib::ParseQs;
    /// let pairs = ParseQs::new().parse_qsl_cow("a=1&b=x%20y").unwrap();
    /// assert_eq!(pairs, [("a", "1"), ("b", "x y")].map(|(k, v)| (Cow::from(k), Cow::from(v))));
    /// assert!(matches!(pairs[0].1, Cow::Borrowed("1")));
    /// ```
    ///
    /// # Errors
    /// As [`ParseQs::parse_qsl`].
    pub fn parse_qsl_cow<'s>(&self, qs: &'s str) -> Result<Vec<CowPair<'s>>, PyError> {
        let mut out = Vec::new();
        // Decided once per query rather than once per name and value.
        let plain_utf8 = self.unquote.is_plain_utf8();
        self.each_pair(qs, |name, value, plain| {
            let name = self.unquote_part(plain_utf8, name, plain.0)?;
            let value = self.unquote_part(plain_utf8, value, plain.1)?;
            out.push((name, value));
            Ok(())
        })?;
        Ok(out)
    }

    /// `unquote_plus(part)`: the part itself when the scan saw no `%` or `+`
    /// in it (`literal`); with the plain UTF-8 options, `+` and `%XX` in one
    /// pass (see [`percent_decode_utf8`]); anything that does not decode as
    /// plain UTF-8 goes the exact way.
    fn unquote_part<'s>(
        &self,
        plain_utf8: bool,
        part: &'s str,
        literal: bool,
    ) -> Result<Cow<'s, str>, PyError> {
        if literal {
            return Ok(Cow::Borrowed(part));
        }
        if plain_utf8 {
            if let Some(text) = percent_decode_utf8(part, true) {
                return Ok(Cow::Owned(text));
            }
        }
        self.unquote.unquote_plus(part)
    }

    /// `parse_qs(qs)`: each name with all its values, names in order of
    /// first appearance.
    ///
    /// # Errors
    /// As [`ParseQs::parse_qsl`].
    pub fn parse_qs(&self, qs: &str) -> Result<Vec<(String, Vec<String>)>, PyError> {
        Ok(group(self.parse_qsl(qs)?))
    }

    /// `parse_qsl(qs)` of `bytes`: the query is decoded as ASCII, and each
    /// name and value is encoded back as ASCII, as Python does.
    ///
    /// # Errors
    /// As [`ParseQs::parse_qsl`], plus Python's `UnicodeDecodeError` for a
    /// non-ASCII query and `UnicodeEncodeError` for a name or value that
    /// unquotes to non-ASCII.
    pub fn parse_qsl_bytes(&self, qs: &[u8]) -> Result<Vec<BytesPair>, PyError> {
        let text = ascii_str(qs)?;
        let mut out = Vec::new();
        self.each_pair(&text, |name, value, _| {
            let name = ascii_bytes(&self.unquote.unquote_plus(name)?)?;
            let value = ascii_bytes(&self.unquote.unquote_plus(value)?)?;
            out.push((name, value));
            Ok(())
        })?;
        Ok(out)
    }

    /// `parse_qs(qs)` of `bytes`.
    ///
    /// # Errors
    /// As [`ParseQs::parse_qsl_bytes`].
    pub fn parse_qs_bytes(&self, qs: &[u8]) -> Result<Vec<BytesField>, PyError> {
        Ok(group(self.parse_qsl_bytes(qs)?))
    }

    /// Splits `qs` into raw (name, value) fields and hands each kept one to
    /// `f`, in order, with Python's checks. The third argument says, for the
    /// name and the value, whether the scan saw that it holds no `%` and no
    /// `+`, so that unquoting would give it back as it is (`false` when not
    /// known).
    fn each_pair<'s>(
        &self,
        qs: &'s str,
        mut f: impl FnMut(&'s str, &'s str, (bool, bool)) -> Result<(), PyError>,
    ) -> Result<(), PyError> {
        let sep = self.separator;
        if sep.is_empty() {
            return Err(PyError::value_error(
                "Separator must be of type string or bytes.",
            ));
        }
        if let Some(max) = self.max_num_fields {
            let fields = if qs.is_empty() {
                0
            } else {
                1 + qs.matches(sep).count()
            };
            if max < fields {
                return Err(PyError::value_error("Max number of fields exceeded"));
            }
        }
        if qs.is_empty() {
            return Ok(());
        }
        match sep.as_bytes() {
            &[b] if b.is_ascii() => {
                // A one-byte separator (`&`, `;`): one pass over the bytes
                // finds the separators, each field's first `=`, and whether
                // its name and value hold a `%` or `+` (fields are short, so
                // this beats a search call per field and per part).
                let bytes = qs.as_bytes();
                let (mut start, mut eq, mut special) = (0, None, [false; 2]);
                for (i, &c) in bytes.iter().enumerate() {
                    if c == b {
                        let plain = (!special[0], !special[1]);
                        self.field(&qs[start..i], eq.map(|e| e - start), plain, &mut f)?;
                        start = i + 1;
                        eq = None;
                        special = [false; 2];
                    } else if c == b'=' {
                        if eq.is_none() {
                            eq = Some(i);
                        }
                    } else if c == b'%' || c == b'+' {
                        special[usize::from(eq.is_some())] = true;
                    }
                }
                let plain = (!special[0], !special[1]);
                self.field(&qs[start..], eq.map(|e| e - start), plain, &mut f)?;
            }
            _ => {
                for field in qs.split(sep) {
                    self.field(field, field.find('='), (false, false), &mut f)?;
                }
            }
        }
        Ok(())
    }

    /// One field of the query, whose first `=` is at `eq`: split there and
    /// handed to `f` unless Python drops it; Python's error when strict.
    #[inline]
    fn field<'s>(
        &self,
        field: &'s str,
        eq: Option<usize>,
        plain: (bool, bool),
        f: &mut impl FnMut(&'s str, &'s str, (bool, bool)) -> Result<(), PyError>,
    ) -> Result<(), PyError> {
        if field.is_empty() && !self.strict_parsing {
            return Ok(());
        }
        let (name, value) = match eq.map(|e| (&field[..e], &field[e + 1..])) {
            Some(nv) => nv,
            None if self.strict_parsing => {
                return Err(PyError::value_error(format!(
                    "bad query field: {}",
                    super::repr_str(field)
                )));
            }
            None if self.keep_blank_values => (field, ""),
            None => return Ok(()),
        };
        if !value.is_empty() || self.keep_blank_values {
            f(name, value, plain)?;
        }
        Ok(())
    }
}

/// Groups pairs by name, in order of each name's first appearance.
fn group<K: Eq + Hash + Clone, V>(pairs: Vec<(K, V)>) -> Vec<(K, Vec<V>)> {
    let mut out: Vec<(K, Vec<V>)> = Vec::new();
    let mut index: HashMap<K, usize> = HashMap::new();
    for (k, v) in pairs {
        match index.get(&k) {
            Some(&i) => out[i].1.push(v),
            None => {
                index.insert(k.clone(), out.len());
                out.push((k, vec![v]));
            }
        }
    }
    out
}

/// Python's `bytes.decode('ascii')` of a query.
pub(crate) fn ascii_str(b: &[u8]) -> Result<String, PyError> {
    let mut out = String::with_capacity(b.len());
    decode_into(b, Codec::Ascii, &ErrorHandler::Strict, &mut out)?;
    Ok(out)
}

/// Python's `str.encode('ascii')` of a result.
fn ascii_bytes(s: &str) -> Result<Vec<u8>, PyError> {
    let mut out = Vec::with_capacity(s.len());
    encode_into(s, Codec::Ascii, &ErrorHandler::Strict, &mut out)?;
    Ok(out)
}

/// `parse_qsl(qs)` with Python's defaults.
///
/// ```
/// let pairs = urigram::urllib::parse_qsl("a=1&b=&c=x%20y");
/// assert_eq!(pairs, [("a".to_string(), "1".to_string()), ("c".to_string(), "x y".to_string())]);
/// ```
#[must_use]
pub fn parse_qsl(qs: &str) -> Vec<(String, String)> {
    // With the defaults (lenient, UTF-8 with replace, no limit) nothing fails.
    ParseQs::new().parse_qsl(qs).unwrap_or_default()
}

/// `parse_qsl(qs)` with Python's defaults, borrowing every name and value
/// that unquoting leaves as it is (see [`ParseQs::parse_qsl_cow`]).
///
/// ```
/// let pairs = urigram::urllib::parse_qsl_cow("a=1&b=&c=x%20y");
/// assert_eq!(pairs, [("a".into(), "1".into()), ("c".into(), "x y".into())]);
/// ```
#[must_use]
pub fn parse_qsl_cow(qs: &str) -> Vec<CowPair<'_>> {
    // With the defaults (lenient, UTF-8 with replace, no limit) nothing fails.
    ParseQs::new().parse_qsl_cow(qs).unwrap_or_default()
}

/// `parse_qs(qs)` with Python's defaults.
///
/// ```
/// let fields = urigram::urllib::parse_qs("a=1&a=2&b=3");
/// assert_eq!(fields[0], ("a".to_string(), vec!["1".to_string(), "2".to_string()]));
/// ```
#[must_use]
pub fn parse_qs(qs: &str) -> Vec<(String, Vec<String>)> {
    ParseQs::new().parse_qs(qs).unwrap_or_default()
}
