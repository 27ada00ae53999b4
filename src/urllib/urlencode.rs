//! `urlencode`: names and values joined into a query string, each quoted
//! with `quote_plus` (or `quote`), as `urllib.parse` does it.

use super::PyError;
use super::quote::Quote;
use super::text::codec::Arg;

/// Which quoting function `urlencode` applies: Python's `quote_via`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum QuoteVia {
    /// `quote_plus` (the default): a space is `+`.
    #[default]
    QuotePlus,
    /// `quote`: a space is `%20`.
    Quote,
}

/// One name or value of a query: Python's `str` or `bytes` (any other
/// Python value is first turned into a `str` by `str()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part<'a> {
    /// A `str`: encoded, then quoted.
    Str(&'a str),
    /// A `bytes`: quoted as it is.
    Bytes(&'a [u8]),
}

impl<'a> From<&'a str> for Part<'a> {
    fn from(s: &'a str) -> Self {
        Part::Str(s)
    }
}

impl<'a> From<&'a String> for Part<'a> {
    fn from(s: &'a String) -> Self {
        Part::Str(s)
    }
}

impl<'a> From<&'a [u8]> for Part<'a> {
    fn from(b: &'a [u8]) -> Self {
        Part::Bytes(b)
    }
}

/// Options of `urlencode`, Python's keyword arguments (`doseq` is a matter
/// of which pairs you pass), built from Python's defaults.
///
/// ```
/// use urigram::urllib::{QuoteVia, UrlEncode};
/// let pairs = [("a b", "1/2"), ("c", "é")];
/// assert_eq!(UrlEncode::new().encode(pairs).unwrap(), "a+b=1%2F2&c=%C3%A9");
/// let e = UrlEncode::new().quote_via(QuoteVia::Quote).safe("/");
/// assert_eq!(e.encode(pairs).unwrap(), "a%20b=1/2&c=%C3%A9");
/// ```
#[derive(Clone, Debug)]
pub struct UrlEncode<'a> {
    safe: &'a [u8],
    encoding: Option<Arg<'a>>,
    errors: Option<Arg<'a>>,
    quote_via: QuoteVia,
}

impl Default for UrlEncode<'_> {
    fn default() -> Self {
        UrlEncode::new()
    }
}

impl<'a> UrlEncode<'a> {
    /// Python's defaults: `quote_plus`, nothing extra safe, UTF-8, strict.
    #[must_use]
    pub fn new() -> Self {
        UrlEncode {
            safe: b"",
            encoding: None,
            errors: None,
            quote_via: QuoteVia::QuotePlus,
        }
    }

    /// Extra characters to leave unquoted (ASCII only counts).
    #[must_use]
    pub fn safe(mut self, safe: &'a (impl AsRef<[u8]> + ?Sized)) -> Self {
        self.safe = safe.as_ref();
        self
    }

    /// The encoding of `str` parts, by Python codec name.
    #[must_use]
    pub fn encoding(mut self, name: &'a str) -> Self {
        self.encoding = Some(Arg::Name(name));
        self
    }

    /// The error handler of that encoding, by Python name.
    #[must_use]
    pub fn errors(mut self, name: &'a str) -> Self {
        self.errors = Some(Arg::Name(name));
        self
    }

    /// `quote` or `quote_plus`.
    #[must_use]
    pub fn quote_via(mut self, via: QuoteVia) -> Self {
        self.quote_via = via;
        self
    }

    pub(crate) fn encoding_arg(mut self, arg: Option<Arg<'a>>) -> Self {
        self.encoding = arg;
        self
    }

    pub(crate) fn errors_arg(mut self, arg: Option<Arg<'a>>) -> Self {
        self.errors = arg;
        self
    }

    /// One part quoted as `urlencode` quotes it.
    ///
    /// # Errors
    /// What encoding a `str` part raises in Python.
    pub fn quote_part(&self, part: Part<'_>) -> Result<String, PyError> {
        let mut q = match self.quote_via {
            QuoteVia::QuotePlus => Quote::plus(),
            QuoteVia::Quote => Quote::new(),
        }
        .safe(self.safe);
        Ok(match part {
            Part::Bytes(b) => q.quote_bytes(b).into_owned(),
            Part::Str(s) => {
                if let Some(e) = &self.encoding {
                    q = q.encoding_arg(e.clone());
                }
                if let Some(e) = &self.errors {
                    q = q.errors_arg(e.clone());
                }
                q.quote(s)?.into_owned()
            }
        })
    }

    /// `urlencode(pairs)`: `name=value` for each pair, joined by `&`.
    ///
    /// # Errors
    /// What encoding a `str` part raises in Python.
    pub fn encode<'p, K, V>(
        &self,
        pairs: impl IntoIterator<Item = (K, V)>,
    ) -> Result<String, PyError>
    where
        K: Into<Part<'p>>,
        V: Into<Part<'p>>,
    {
        let mut out = String::new();
        for (k, v) in pairs {
            self.push_pair(&mut out, k.into(), v.into())?;
        }
        Ok(out)
    }

    /// Appends `name=value` (after a `&` unless `out` is empty).
    pub(crate) fn push_pair(
        &self,
        out: &mut String,
        k: Part<'_>,
        v: Part<'_>,
    ) -> Result<(), PyError> {
        let k = self.quote_part(k)?;
        let v = self.quote_part(v)?;
        self.push_quoted(out, &k, &v);
        Ok(())
    }

    /// Appends an already quoted `name=value`.
    pub(crate) fn push_quoted(&self, out: &mut String, k: &str, v: &str) {
        if !out.is_empty() {
            out.push('&');
        }
        out.push_str(k);
        out.push('=');
        out.push_str(v);
    }
}

/// `urlencode(pairs)` with Python's defaults.
///
/// ```
/// assert_eq!(urigram::urllib::urlencode([("q", "a&b c")]), "q=a%26b+c");
/// ```
#[must_use]
pub fn urlencode<'p, K, V>(pairs: impl IntoIterator<Item = (K, V)>) -> String
where
    K: Into<Part<'p>>,
    V: Into<Part<'p>>,
{
    // UTF-8 with quote_plus has no failure mode.
    UrlEncode::new().encode(pairs).unwrap_or_default()
}
