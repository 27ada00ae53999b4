//! The name-value pairs of a query, read as `application/x-www-form-urlencoded`
//! (the rules are on [`QueryPairs`]).

use std::borrow::Cow;
use std::iter::FusedIterator;

use super::Query;
use crate::pct;

/// The iterator of [`Query::pairs`]: `(name, value)`, decoded, in order.
///
/// RFC 3986 gives a query no inner syntax (section 3.4): `a=1&b=2` is one
/// opaque string to it. The pairs that HTML forms and most web software put
/// there follow the WHATWG URL Standard's `application/x-www-form-urlencoded`
/// parser (section 5.1), and so does this iterator:
///
/// 1. split on `&` (only: not on `;`), skipping empty pieces;
/// 2. split each piece at its first `=`; a piece without one is a name with
///    an empty value;
/// 3. in both, replace `+` with a space, then decode `%XX` triplets;
/// 4. read the bytes as UTF-8, each invalid sequence becoming U+FFFD.
///
/// These are also the rules of CPython's `urllib.parse.parse_qsl(query,
/// keep_blank_values=True)` with its default `&` separator, and the tests
/// check the iterator against it.
#[derive(Clone, Debug)]
pub struct QueryPairs<'a> {
    rest: Option<&'a str>,
}

impl<'a> QueryPairs<'a> {
    /// The pairs of `query` (without its `?`); `None` gives no pairs.
    pub(crate) fn new(query: Option<&'a str>) -> QueryPairs<'a> {
        QueryPairs { rest: query }
    }

    /// The pairs of the query text `query` (without its `?`), read by the
    /// same rules whatever grammar the query came from: for a caller that
    /// holds a query's text rather than a parsed reference (the Python
    /// `Reference.query_pairs` of every grammar).
    ///
    /// ```
    /// use urigram::ast::QueryPairs;
    /// let pairs: Vec<(String, String)> = QueryPairs::from_query("a=1+2&b")
    ///     .map(|(k, v)| (k.into_owned(), v.into_owned()))
    ///     .collect();
    /// assert_eq!(pairs, [("a".into(), "1 2".into()), ("b".into(), "".into())]);
    /// ```
    #[must_use]
    pub fn from_query(query: &'a str) -> QueryPairs<'a> {
        QueryPairs { rest: Some(query) }
    }
}

impl<'a> Query<'a> {
    /// The query's `name=value` pairs, decoded as
    /// `application/x-www-form-urlencoded` (the WHATWG URL Standard's parser;
    /// see [`QueryPairs`] for the rules).
    ///
    /// ```
    /// use urigram::Uri;
    /// let uri = Uri::parse("http://h/?q=caf%C3%A9+au+lait&empty=&flag&&a=b=c").unwrap();
    /// let pairs: Vec<(String, String)> = uri
    ///     .query_pairs()
    ///     .map(|(k, v)| (k.into_owned(), v.into_owned()))
    ///     .collect();
    /// assert_eq!(pairs, [
    ///     ("q".into(), "café au lait".into()),
    ///     ("empty".into(), "".into()),
    ///     ("flag".into(), "".into()),
    ///     ("a".into(), "b=c".into()),
    /// ]);
    /// ```
    #[must_use]
    pub fn pairs(&self) -> QueryPairs<'a> {
        QueryPairs::new(Some(self.as_str()))
    }
}

/// Replaces `+` with a space, decodes triplets, and reads the bytes as UTF-8
/// with U+FFFD for invalid sequences; borrows when there is nothing to do.
fn decode(text: &str) -> Cow<'_, str> {
    if !text.contains(['+', '%']) {
        return Cow::Borrowed(text);
    }
    let spaced = text.replace('+', " ");
    let bytes = pct::decode(&spaced);
    Cow::Owned(String::from_utf8_lossy(&bytes).into_owned())
}

impl<'a> Iterator for QueryPairs<'a> {
    type Item = (Cow<'a, str>, Cow<'a, str>);

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let rest = self.rest?;
            let (piece, after) = match rest.split_once('&') {
                Some((piece, after)) => (piece, Some(after)),
                None => (rest, None),
            };
            self.rest = after;
            if piece.is_empty() {
                continue;
            }
            let (name, value) = piece.split_once('=').unwrap_or((piece, ""));
            return Some((decode(name), decode(value)));
        }
    }
}

impl FusedIterator for QueryPairs<'_> {}
