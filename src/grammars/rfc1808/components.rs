//! The components of section 2.2 that are runs of characters: `scheme`,
//! `net_loc`, `query` and `fragment`.

use super::chars::escape;
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// scheme      = 1*( alpha | digit | "+" | "-" | "." )
/// ```
/// RFC 1808 section 2.2. Unlike RFC 2396, a scheme may start with a digit
/// or a sign. The repetition is one class of single bytes, so its ends are
/// every offset along the run but the first.
pub fn scheme(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SCHEME, |c| c.repeat_class(at, 1, None, &SCHEME_CHAR))
}

/// ```abnf
/// net_loc     =  *( pchar | ";" | "?" )
/// ```
/// RFC 1808 section 2.2. Everything but `/` (and `#`, which no URL
/// character is), so a `net_loc` runs to the next `/`.
pub fn net_loc(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NET_LOC, |c| {
        c.star(vec![at], |c, p| {
            let one = c.one(p, &NET_LOC_CHAR);
            union(one, escape(c, p))
        })
    })
}

/// `*( uchar | reserved )`, the body of `query`, `fragment` and the
/// opaque branch of `absoluteURL`.
pub(super) fn uchars_or_reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.star(vec![at], |c, p| {
        let one = c.one(p, &UCHAR_OR_RESERVED_CHAR);
        union(one, escape(c, p))
    })
}

/// ```abnf
/// query       =  *( uchar | reserved )
/// ```
/// RFC 1808 section 2.2.
pub fn query(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&QUERY, |c| uchars_or_reserved(c, at))
}

/// ```abnf
/// fragment    =  *( uchar | reserved )
/// ```
/// RFC 1808 section 2.2. No `#`, so the first `#` of a URL starts it.
pub fn fragment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&FRAGMENT, |c| uchars_or_reserved(c, at))
}
