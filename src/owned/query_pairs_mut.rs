//! `query_pairs_mut`, as the `url` crate has it: a writer that appends
//! `name=value` pairs to the query, encoded as
//! `application/x-www-form-urlencoded`, and puts the query back when it is
//! dropped.

use super::setters::set;
use super::{RefBuf, UriRefString, UriString};
use crate::component::Component;

/// Appends `application/x-www-form-urlencoded` pairs to a reference's query
/// (made by `query_pairs_mut`); the query is written back into the
/// reference when this is dropped (or [`finish`](QueryPairsMut::finish)ed).
///
/// Names and values are encoded as the URL Standard's
/// `application/x-www-form-urlencoded` serializer encodes them (the `url`
/// crate's `form_urlencoded`): ASCII letters, digits and `*-._` as they
/// are, a space as `+`, every other byte of the UTF-8 as `%XX`. The result
/// is always a valid `query`. Pairs are joined with `&`; a query that was
/// there stays in front, and a reference without one gets one (possibly
/// empty), as with the `url` crate.
///
/// ```
/// let mut u = urigram::UriString::parse("https://h/search?lang=en#top").unwrap();
/// u.query_pairs_mut().append_pair("q", "caf\u{e9} & cr\u{e8}me").append_key_only("safe");
/// assert_eq!(u, "https://h/search?lang=en&q=caf%C3%A9+%26+cr%C3%A8me&safe#top");
/// u.query_pairs_mut().clear().append_pair("page", "2");
/// assert_eq!(u, "https://h/search?page=2#top");
/// ```
pub struct QueryPairsMut<'a> {
    target: &'a mut RefBuf,
    query: String,
}

impl QueryPairsMut<'_> {
    /// Appends `name=value`.
    pub fn append_pair(&mut self, name: &str, value: &str) -> &mut Self {
        self.separate();
        encode_into(&mut self.query, name);
        self.query.push('=');
        encode_into(&mut self.query, value);
        self
    }

    /// Appends `name` alone, with no `=`.
    pub fn append_key_only(&mut self, name: &str) -> &mut Self {
        self.separate();
        encode_into(&mut self.query, name);
        self
    }

    /// Appends every pair of `pairs`, as [`append_pair`](Self::append_pair).
    pub fn extend_pairs<I, K, V>(&mut self, pairs: I) -> &mut Self
    where
        I: IntoIterator,
        I::Item: std::borrow::Borrow<(K, V)>,
        K: AsRef<str>,
        V: AsRef<str>,
    {
        for pair in pairs {
            let (k, v) = std::borrow::Borrow::<(K, V)>::borrow(&pair);
            self.append_pair(k.as_ref(), v.as_ref());
        }
        self
    }

    /// Removes every pair, the ones the query had included: the query is
    /// then empty (`?` alone) unless pairs are appended.
    pub fn clear(&mut self) -> &mut Self {
        self.query.clear();
        self
    }

    /// Writes the query back now (dropping does it too).
    pub fn finish(&mut self) {
        // Every byte written is a query character (see `encode_into`), and
        // a query fits any path: the setter cannot fail.
        let done = set(self.target, Component::Query, Some(&self.query), |p, v| {
            p.query = v;
        });
        debug_assert!(done.is_ok(), "{done:?}");
    }

    /// The `&` before a pair, unless the query is empty.
    fn separate(&mut self) {
        if !self.query.is_empty() {
            self.query.push('&');
        }
    }
}

impl Drop for QueryPairsMut<'_> {
    fn drop(&mut self) {
        self.finish();
    }
}

impl std::fmt::Debug for QueryPairsMut<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("QueryPairsMut").field(&self.query).finish()
    }
}

/// `text` as the `application/x-www-form-urlencoded` serializer writes it
/// (the URL Standard, section 5.2): `*-._`, ASCII letters and digits as
/// they are, a space as `+`, every other byte as `%XX` in upper case. Each
/// of these is a `query` character of RFC 3986.
fn encode_into(out: &mut String, text: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &b in text.as_bytes() {
        match b {
            b'*' | b'-' | b'.' | b'_' | b'0'..=b'9' | b'A'..=b'Z' | b'a'..=b'z' => {
                out.push(char::from(b));
            }
            b' ' => out.push('+'),
            _ => {
                out.push('%');
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 15)]));
            }
        }
    }
}

/// `query_pairs_mut` on the owned types that can have a query and a scheme
/// or not.
macro_rules! query_pairs_mut {
    ($($ty:ident),*) => {$(
        impl $ty {
            /// A writer that appends `name=value` pairs to the query as
            /// `application/x-www-form-urlencoded`, as the `url` crate's
            /// method of this name does; the query is written back when
            /// the writer is dropped. See [`QueryPairsMut`].
            ///
            /// ```
            #[doc = concat!("let mut u = urigram::", stringify!($ty), "::parse(\"http://h/p\").unwrap();")]
            /// u.query_pairs_mut().append_pair("a b", "1/2");
            /// assert_eq!(u, "http://h/p?a+b=1%2F2");
            /// ```
            pub fn query_pairs_mut(&mut self) -> QueryPairsMut<'_> {
                let query = self.0.layout.view(&self.0.text).query().map_or_else(String::new, |q| q.as_str().to_owned());
                QueryPairsMut { target: &mut self.0, query }
            }
        }
    )*};
}

query_pairs_mut!(UriString, UriRefString);
