//! `urldefrag` and `unwrap`: the two small helpers of `urllib.parse`.

use std::borrow::Cow;

use super::split::{SplitOptions, urlparse_in};
use super::text::pytext::strip;
use super::unsplit::urlunparse_in;
use super::{Python, UrlError};

/// Python's `DefragResult`: a URL without its fragment, and the fragment.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DefragResult<'a> {
    /// The URL without fragment.
    pub url: Cow<'a, str>,
    /// The fragment, without its `#`; empty when there was none.
    pub fragment: Cow<'a, str>,
}

impl DefragResult<'_> {
    /// The URL with its fragment put back, if it has a non-empty one.
    #[must_use]
    pub fn geturl(&self) -> String {
        if self.fragment.is_empty() {
            self.url.to_string()
        } else {
            format!("{}#{}", self.url, self.fragment)
        }
    }
}

/// Python's `urldefrag(url)`.
///
/// A URL without `#` comes back as it is, unchecked; one with `#` goes
/// through `urlparse` and `urlunparse`, which may rewrite it (drop an empty
/// query, remove tabs) and may refuse it.
///
/// # Errors
/// [`UrlError`] when the URL has a `#` and `urlparse` refuses it.
///
/// ```
/// use urigram::urllib::urldefrag;
/// let d = urldefrag("http://h/p?#f").unwrap();
/// assert_eq!((&*d.url, &*d.fragment), ("http://h/p", "f"));
/// ```
pub fn urldefrag(url: &str) -> Result<DefragResult<'_>, UrlError> {
    urldefrag_in(Python::V3_11, url)
}

/// [`urldefrag`] as the release `py` answers.
///
/// # Errors
/// As [`urldefrag`], as the release refuses.
pub(crate) fn urldefrag_in(py: Python, url: &str) -> Result<DefragResult<'_>, UrlError> {
    if !url.contains('#') {
        return Ok(DefragResult {
            url: Cow::Borrowed(url),
            fragment: Cow::Borrowed(""),
        });
    }
    let p = urlparse_in(py, url, SplitOptions::default())?;
    let defragged = urlunparse_in(py, &p.scheme, &p.netloc, &p.path, &p.params, &p.query, "");
    Ok(DefragResult {
        url: Cow::Owned(defragged),
        fragment: p.fragment,
    })
}

/// Python's `unwrap(url)`: `'<URL:scheme://host/path>'` to
/// `'scheme://host/path'`, whitespace stripped as `str.strip()` does.
///
/// ```
/// use urigram::urllib::unwrap;
/// assert_eq!(unwrap(" <URL: http://h/ > "), "http://h/");
/// assert_eq!(unwrap("<http://h/>"), "http://h/");
/// ```
#[must_use]
pub fn unwrap(url: &str) -> &str {
    let mut url = strip(url);
    if url.starts_with('<') && url.ends_with('>') && url.len() >= 2 {
        url = strip(&url[1..url.len() - 1]);
    }
    if let Some(rest) = url.strip_prefix("URL:") {
        url = strip(rest);
    }
    url
}
