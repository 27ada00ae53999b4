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

use super::mask::{self, Bits256, Mask};
use super::scan;
use super::text::codec::Arg;
use super::text::decode::decode_into;
use super::text::encode::encode_into;
use super::unquote::{Unquote, decode_utf8_plus_from};
use super::{Codec, ErrorHandler, PyError, Python};

/// A (name, value) pair of the `bytes` form of `parse_qsl`.
pub type BytesPair = (Vec<u8>, Vec<u8>);

/// A name and all its values, in the `bytes` form of `parse_qs`.
pub type BytesField = (Vec<u8>, Vec<Vec<u8>>);

/// A (name, value) pair of [`parse_qsl`]: each borrowed from the query when
/// unquoting leaves it as it is, owned when it decodes to other text.
pub type CowPair<'s> = (Cow<'s, str>, Cow<'s, str>);

/// Options of `parse_qs` and `parse_qsl`, Python's keyword arguments, built
/// from Python's defaults.
///
/// ```
/// use std::borrow::Cow;
/// use urigram::urllib::ParseQs;
/// let p = ParseQs::new().keep_blank_values(true);
/// assert_eq!(
///     p.parse_qsl("a=1&b&c=%20+x&a=2").unwrap(),
///     [("a", "1"), ("b", ""), ("c", "  x"), ("a", "2")].map(|(k, v)| (Cow::from(k), Cow::from(v)))
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
    python: Python,
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
            python: Python::V3_11,
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

    /// The CPython release whose answers to give (3.11 unless set): before
    /// 3.11 an empty query had one empty field
    /// ([`Python::empty_query_has_no_fields`]), and the messages of codec
    /// errors changed in 3.12.
    #[must_use]
    pub fn python(mut self, py: Python) -> Self {
        self.python = py;
        self.unquote = self.unquote.python(py);
        self
    }

    /// The field separator (Python requires it non-empty).
    #[must_use]
    pub fn separator(mut self, sep: &'a str) -> Self {
        self.separator = sep;
        self
    }

    /// `parse_qsl(qs)`: the (name, value) pairs in order. A name or value
    /// that unquoting leaves as it is (no `%` or `+` in it) is borrowed from
    /// `qs`, as `unquote` and `urlsplit`'s components are: most are, and an
    /// allocation for each would cost more than all the parsing.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use urigram::urllib::ParseQs;
    /// let pairs = ParseQs::new().parse_qsl("a=1&b=x%20y").unwrap();
    /// assert_eq!(pairs, [("a", "1"), ("b", "x y")].map(|(k, v)| (Cow::from(k), Cow::from(v))));
    /// assert!(matches!(pairs[0].1, Cow::Borrowed("1")));
    /// ```
    ///
    /// # Errors
    /// Python's `ValueError`s (empty separator, `Max number of fields
    /// exceeded`, `bad query field: '...'` when strict) and what unquoting
    /// raises.
    pub fn parse_qsl<'s>(&self, qs: &'s str) -> Result<Vec<CowPair<'s>>, PyError> {
        let one_byte = match *self.separator.as_bytes() {
            [sep] if sep.is_ascii() => Some(sep),
            _ => None,
        };
        // Guards on the length rather than a `match` on its ranges, which
        // compiles to a jump table whose indirect branch mispredicts. The
        // web build keeps the widest mask alone: one copy of the masked
        // loop, not three, in the npm package, which times no query
        // (docs/performance.md#web).
        let n = qs.len();
        match one_byte {
            #[cfg(not(urigram_web))]
            Some(sep) if (8..=u64::MAX_LEN).contains(&n) => self.masked_pairs::<u64>(qs, sep),
            #[cfg(not(urigram_web))]
            Some(sep) if (8..=u128::MAX_LEN).contains(&n) => self.masked_pairs::<u128>(qs, sep),
            Some(sep) if (8..=Bits256::MAX_LEN).contains(&n) => {
                self.masked_pairs::<Bits256>(qs, sep)
            }
            _ => {
                let mut out = Vec::new();
                // Decided once per query rather than once per name and value.
                let plain_utf8 = self.unquote.is_plain_utf8();
                self.each_pair(qs, &mut out, |name, value, plain| {
                    let special = |part: &str, plain| {
                        if plain {
                            None
                        } else {
                            scan::find2(part.as_bytes(), 0, b'%', b'+')
                        }
                    };
                    let name = self.unquote_part(plain_utf8, name, special(name, plain.0))?;
                    let value = self.unquote_part(plain_utf8, value, special(value, plain.1))?;
                    Ok((name, value))
                })?;
                Ok(out)
            }
        }
    }

    /// [`ParseQs::parse_qsl`] of a query of 8 to [`Mask::MAX_LEN`] bytes with a
    /// one-byte separator, given its [`query_masks`]: each field ends at a
    /// separator, or the end; its first `=`, and where its name and value
    /// hold a `%` or `+`, are bit operations on the masks, so the loop
    /// branches once per field and not on the bytes.
    fn masked_pairs<'s, M: Mask>(&self, qs: &'s str, sep: u8) -> Result<Vec<CowPair<'s>>, PyError> {
        let [seps, eqs, specials] = query_masks::<M>(qs.as_bytes(), sep);
        let fields = seps.count() + 1;
        self.check_fields(fields)?;
        let mut out = Vec::with_capacity(fields);
        let plain_utf8 = self.unquote.is_plain_utf8();
        // In the mask of a part, the index of its first `%` or `+`.
        let first = |mask: M, start: usize| (mask != M::ZERO).then(|| mask.lowest() - start);
        let mut ends = seps | M::bit(qs.len());
        let mut start = 0;
        while ends != M::ZERO {
            let end = ends.lowest();
            ends = ends.without_lowest();
            let field = M::below(end) & !M::below(start);
            let field_eqs = eqs & field;
            let eq = (field_eqs != M::ZERO).then(|| field_eqs.lowest());
            if let Some((name, value)) = self.split_field(&qs[start..end], eq.map(|e| e - start))? {
                let split = eq.unwrap_or(end);
                let name_specials = specials & field & M::below(split);
                let value_specials = specials & field & !M::below(split + 1);
                let name = self.unquote_part(plain_utf8, name, first(name_specials, start))?;
                let value =
                    self.unquote_part(plain_utf8, value, first(value_specials, split + 1))?;
                out.push((name, value));
            }
            start = end + 1;
        }
        Ok(out)
    }

    /// `unquote_plus(part)`, given where its first `%` or `+` is: the part
    /// itself when it has none; with the plain UTF-8 options, `+` and `%XX`
    /// in one pass; anything that does not decode as plain UTF-8 goes the
    /// exact way.
    fn unquote_part<'s>(
        &self,
        plain_utf8: bool,
        part: &'s str,
        first_special: Option<usize>,
    ) -> Result<Cow<'s, str>, PyError> {
        let Some(first) = first_special else {
            return Ok(Cow::Borrowed(part));
        };
        if plain_utf8 {
            if let Some(text) = decode_utf8_plus_from(part, first) {
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
        let owned = self
            .parse_qsl(qs)?
            .into_iter()
            .map(|(name, value)| (name.into_owned(), value.into_owned()));
        Ok(group(owned))
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
        self.each_pair(&text, &mut out, |name, value, _| {
            let name = ascii_bytes(&self.unquote.unquote_plus(name)?)?;
            let value = ascii_bytes(&self.unquote.unquote_plus(value)?)?;
            Ok((name, value))
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

    /// Python's `Max number of fields exceeded` when the query has more
    /// than `max_num_fields` fields.
    fn check_fields(&self, fields: usize) -> Result<(), PyError> {
        match self.max_num_fields {
            Some(max) if max < fields => Err(PyError::value_error("Max number of fields exceeded")),
            _ => Ok(()),
        }
    }

    /// Splits `qs` into raw (name, value) fields and makes an item of each
    /// kept one with `make`, in order, with Python's checks. The third
    /// argument says, for the name and the value, whether the scan saw that
    /// it holds no `%` and no `+`, so that unquoting would give it back as
    /// it is (`false` when not known).
    fn each_pair<'s, T>(
        &self,
        qs: &'s str,
        out: &mut Vec<T>,
        mut make: impl FnMut(&'s str, &'s str, (bool, bool)) -> Result<T, PyError>,
    ) -> Result<(), PyError> {
        let sep = self.separator;
        if sep.is_empty() {
            return Err(empty_separator());
        }
        let empty_has_none = self.python.empty_query_has_no_fields();
        if self.max_num_fields.is_some() {
            let fields = if qs.is_empty() && empty_has_none {
                0
            } else {
                1 + qs.matches(sep).count()
            };
            self.check_fields(fields)?;
        }
        if qs.is_empty() && empty_has_none {
            return Ok(());
        }
        let mut field = |field: &'s str, eq: Option<usize>, plain| {
            if let Some((name, value)) = self.split_field(field, eq)? {
                out.push(make(name, value, plain)?);
            }
            Ok::<(), PyError>(())
        };
        match sep.as_bytes() {
            &[b] if b.is_ascii() => {
                // A one-byte separator (`&`, `;`) on a query too short or
                // too long for the masks: one pass over the bytes finds the
                // separators, each field's first `=`, and whether its name
                // and value hold a `%` or `+`.
                let bytes = qs.as_bytes();
                let (mut start, mut eq, mut special) = (0, None, [false; 2]);
                for (i, &c) in bytes.iter().enumerate() {
                    if c == b {
                        let plain = (!special[0], !special[1]);
                        field(&qs[start..i], eq.map(|e| e - start), plain)?;
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
                field(&qs[start..], eq.map(|e| e - start), plain)?;
            }
            _ => {
                for f in qs.split(sep) {
                    field(f, f.find('='), (false, false))?;
                }
            }
        }
        Ok(())
    }

    /// One field of the query, whose first `=` is at `eq`: its name and
    /// value, or `None` when Python drops it; Python's error when strict.
    #[inline(always)]
    fn split_field<'s>(
        &self,
        field: &'s str,
        eq: Option<usize>,
    ) -> Result<Option<(&'s str, &'s str)>, PyError> {
        if field.is_empty() && !self.strict_parsing {
            return Ok(None);
        }
        let (name, value) = match eq.map(|e| (&field[..e], &field[e + 1..])) {
            Some(nv) => nv,
            None if self.strict_parsing => {
                return Err(PyError::value_error(format!(
                    "bad query field: {}",
                    super::repr_str_in(self.python, field)
                )));
            }
            None if self.keep_blank_values => (field, ""),
            None => return Ok(None),
        };
        Ok((!value.is_empty() || self.keep_blank_values).then_some((name, value)))
    }
}

/// Python's error for an empty separator.
fn empty_separator() -> PyError {
    PyError::value_error("Separator must be of type string or bytes.")
}

/// The separators, the `=` and the `%` or `+` of `b` (8 to
/// [`Mask::MAX_LEN`] bytes) as masks, bit `i` for byte `i` (see
/// [`mask::classify`]), where a loop over the bytes would branch on each
/// delimiter it meets and mispredict many of them.
fn query_masks<M: Mask>(b: &[u8], sep: u8) -> [M; 3] {
    mask::classify(b, |w| {
        [w.find(sep), w.find(b'='), w.find(b'%') | w.find(b'+')]
    })
}

/// Groups pairs by name, in order of each name's first appearance.
fn group<K: Eq + Hash + Clone, V>(pairs: impl IntoIterator<Item = (K, V)>) -> Vec<(K, Vec<V>)> {
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

/// `parse_qsl(qs)` with Python's defaults: every name and value that
/// unquoting leaves as it is borrowed from `qs` (see [`ParseQs::parse_qsl`]).
///
/// ```
/// use std::borrow::Cow;
/// let pairs = urigram::urllib::parse_qsl("a=1&b=&c=x%20y");
/// assert_eq!(pairs, [("a".into(), "1".into()), ("c".into(), "x y".into())]);
/// assert!(matches!(pairs[0].0, Cow::Borrowed("a")));
/// ```
#[must_use]
pub fn parse_qsl(qs: &str) -> Vec<CowPair<'_>> {
    // With the defaults (lenient, UTF-8 with replace, no limit) nothing fails.
    ParseQs::new().parse_qsl(qs).unwrap_or_default()
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

#[cfg(test)]
mod tests {
    use super::{Bits256, Mask, ParseQs, parse_qsl};
    use crate::urllib::unquote_plus;

    /// Python's definition, with the defaults: split on `&`, drop fields
    /// without `=` or with an empty value, then `unquote_plus` both sides.
    fn reference(qs: &str) -> Vec<(String, String)> {
        qs.split('&')
            .filter_map(|f| f.split_once('='))
            .filter(|(_, v)| !v.is_empty())
            .map(|(n, v)| (unquote_plus(n).into_owned(), unquote_plus(v).into_owned()))
            .collect()
    }

    /// A query of at least `len` bytes: `pieces` in turn from the `k`th,
    /// so that the delimiters fall at every offset as `len` and `k` move.
    fn from_pieces(pieces: &[&str], k: usize, len: usize) -> String {
        let mut qs = String::new();
        let mut i = k;
        while qs.len() < len {
            qs.push_str(pieces[i % pieces.len()]);
            i += 1;
        }
        qs
    }

    #[test]
    fn every_length_splits_as_python_does() {
        // Delimiters at every offset, on both sides of the mask widths.
        let pieces = [
            "a=1",
            "&",
            "b=%41+c",
            "&&",
            "=x",
            "d%2B=%C3%A9",
            "e=",
            "&f=g=h",
            "+",
        ];
        for len in 0..=260 {
            for k in 0..pieces.len() {
                let qs = from_pieces(&pieces, k, len);
                let got: Vec<(String, String)> = parse_qsl(&qs)
                    .into_iter()
                    .map(|(n, v)| (n.into_owned(), v.into_owned()))
                    .collect();
                assert_eq!(got, reference(&qs), "{qs:?}");
                let strict = ParseQs::new().strict_parsing(true).parse_qsl(&qs);
                let bad = !qs.is_empty() && qs.split('&').any(|f| !f.contains('='));
                assert_eq!(strict.is_err(), bad, "{qs:?}");
                let limited = ParseQs::new().max_num_fields(Some(3)).parse_qsl(&qs);
                assert_eq!(
                    limited.is_err(),
                    !qs.is_empty() && qs.split('&').count() > 3,
                    "{qs:?}"
                );
            }
        }
    }

    /// The web build reads every query of 8 to 256 bytes with the widest
    /// mask alone (`parse_qsl`'s `cfg(not(urigram_web))` arms): it splits
    /// the short ones as Python does too, as the host's narrower masks do.
    #[test]
    fn the_widest_mask_splits_every_length_as_python_does() {
        let pieces = [
            "a=1",
            "&",
            "b=%41+c",
            "&&",
            "=x",
            "d%2B=%C3%A9",
            "e=",
            "&f=g=h",
        ];
        for len in 8..=Bits256::MAX_LEN {
            for k in 0..pieces.len() {
                let qs = from_pieces(&pieces, k, len);
                if qs.len() > Bits256::MAX_LEN {
                    continue;
                }
                let Ok(pairs) = ParseQs::new().masked_pairs::<Bits256>(&qs, b'&') else {
                    panic!("{qs:?}: an error");
                };
                let got: Vec<(String, String)> = pairs
                    .into_iter()
                    .map(|(n, v)| (n.into_owned(), v.into_owned()))
                    .collect();
                assert_eq!(got, reference(&qs), "{qs:?}");
            }
        }
    }
}
