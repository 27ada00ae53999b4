//! Sections 4 and 5: URI references, the fragment, and relative URIs.

use super::chars::{escaped, uric};
use super::components::{abs_path, absolute_uri, net_path, question_query};
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
/// ```
/// RFC 2396 section 4. An `absoluteURI` has a `:` before its first `/`,
/// `?` or `#`, and a `relativeURI`'s `rel_segment` cannot hold one, so at
/// most one of the two reads an input; both are tried.
pub fn uri_reference(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URI_REFERENCE, |c| {
        let e = c.any(at, &[absolute_uri, relative_uri]);
        let e = union(vec![at], e);
        c.opt(e, |c, p| {
            let e = c.one(p, &HASH);
            c.then(e, fragment)
        })
    })
}

/// ```abnf
/// fragment      = *uric
/// ```
/// RFC 2396 section 4.1.
pub fn fragment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&FRAGMENT, |c| c.star(vec![at], uric))
}

/// ```abnf
/// relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
/// ```
/// RFC 2396 section 5.
pub fn relative_uri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RELATIVE_URI, |c| {
        let e = c.any(at, &[net_path, abs_path, rel_path]);
        c.opt(e, question_query)
    })
}

/// ```abnf
/// rel_path      = rel_segment [ abs_path ]
/// ```
/// RFC 2396 section 5.
pub fn rel_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&REL_PATH, |c| {
        let e = rel_segment(c, at);
        c.opt(e, abs_path)
    })
}

/// ```abnf
/// rel_segment   = 1*( unreserved | escaped |
///                     ";" | "@" | "&" | "=" | "+" | "$" | "," )
/// ```
/// RFC 2396 section 5. No `:`: a first segment with one would read as a
/// scheme, which is why `relativeURI` and `absoluteURI` never overlap.
pub fn rel_segment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&REL_SEGMENT, |c| {
        c.plus(vec![at], |c, p| {
            let one = c.one(p, &REL_SEGMENT_CHAR);
            union(one, escaped(c, p))
        })
    })
}
