//! Section 3: the syntactic components of an absolute URI (`absoluteURI`,
//! `hier_part`, `opaque_part`, `uric_no_slash`, `net_path`, `abs_path`), and
//! section 3.3's `path`, which is one of two of them.

use super::authority::authority;
use super::chars::{escaped, uric};
use super::path::path_segments;
use super::query::query;
use super::rules::*;
use super::scheme::scheme;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// absoluteURI   = scheme ":" ( hier_part | opaque_part )
/// ```
/// RFC 2396 section 3. `hier_part` starts with `/` and `opaque_part`
/// cannot, so at most one of the two reads any input; both are tried.
pub fn absolute_uri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABSOLUTE_URI, |c| {
        let e = scheme(c, at);
        let e = c.then(e, |c, p| c.one(p, &COLON));
        c.then(e, |c, p| c.any(p, &[hier_part, opaque_part]))
    })
}

/// ```abnf
/// hier_part     = ( net_path | abs_path ) [ "?" query ]
/// ```
/// RFC 2396 section 3. The two overlap: `//a` is a `net_path` (the
/// authority `a`) and an `abs_path` too (an empty first segment, then `a`).
/// Both are tried from the same offset and every end of either kept, so the
/// match and its errors are the ABNF's; the typed tree reads such a text as a
/// `net_path`, as section 3 means `//` to introduce an authority and as
/// `java.net.URI` does.
pub fn hier_part(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HIER_PART, |c| {
        let e = c.any(at, &[net_path, abs_path]);
        c.opt(e, question_query)
    })
}

/// `"?" query`, the tail of `hier_part` and `relativeURI`.
pub(super) fn question_query(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = c.one(at, &QUESTION);
    c.then(e, query)
}

/// ```abnf
/// opaque_part   = uric_no_slash *uric
/// ```
/// RFC 2396 section 3.
pub fn opaque_part(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&OPAQUE_PART, |c| {
        let e = uric_no_slash(c, at);
        c.star(e, uric)
    })
}

/// ```abnf
/// uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
///                 "&" | "=" | "+" | "$" | ","
/// ```
/// RFC 2396 section 3. The single bytes are one class; `escaped` beside it.
pub fn uric_no_slash(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URIC_NO_SLASH, |c| {
        let one = c.one(at, &URIC_NO_SLASH_CHAR);
        union(one, escaped(c, at))
    })
}

/// ```abnf
/// net_path      = "//" authority [ abs_path ]
/// ```
/// RFC 2396 section 3. `authority` ends wherever a `server` or a
/// `reg_name` reading of it can end, and `abs_path` is tried from each.
pub fn net_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NET_PATH, |c| {
        let e = c.seq_classes(at, &[&SLASH, &SLASH]);
        let e = c.then(e, authority);
        c.opt(e, abs_path)
    })
}

/// ```abnf
/// abs_path      = "/"  path_segments
/// ```
/// RFC 2396 section 3.
pub fn abs_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABS_PATH, |c| {
        let e = c.one(at, &SLASH);
        c.then(e, path_segments)
    })
}

/// ```abnf
/// path          = [ abs_path | opaque_part ]
/// ```
/// RFC 2396 section 3.3. Empty, an `abs_path` (starting with `/`) or an
/// `opaque_part` (not starting with `/`).
pub fn path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PATH, |c| {
        let e = c.any(at, &[abs_path, opaque_part]);
        union(vec![at], e)
    })
}
