//! Section 2.2's references: `IRI`, `IRI-reference`, `absolute-IRI`,
//! `irelative-ref`, their parts, the query and the fragment, and RFC 3986's
//! `scheme`.

use super::authority::iauthority;
use super::chars::iprivate;
use super::path::{
    fragment_char, ipath_abempty, ipath_absolute, ipath_empty, ipath_noscheme, ipath_rootless,
};
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// `"?" iquery`.
fn question_query(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = c.one(at, &QUESTION);
    c.then(e, iquery)
}

/// `"#" ifragment`.
fn hash_fragment(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = c.one(at, &HASH);
    c.then(e, ifragment)
}

/// `"//" iauthority ipath-abempty`.
fn net_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = c.seq_classes(at, &[&SLASH, &SLASH]);
    let e = c.then(e, iauthority);
    c.then(e, ipath_abempty)
}

/// `scheme ":" ihier-part [ "?" iquery ]`.
fn scheme_hier_query(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = scheme(c, at);
    let e = c.then(e, |c, p| c.one(p, &COLON));
    let e = c.then(e, ihier_part);
    c.opt(e, question_query)
}

/// ```abnf
/// IRI            = scheme ":" ihier-part [ "?" iquery ]
///                  [ "#" ifragment ]
/// ```
/// RFC 3987 section 2.2.
pub fn iri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IRI, |c| {
        let e = scheme_hier_query(c, at);
        c.opt(e, hash_fragment)
    })
}

/// ```abnf
/// ihier-part     = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-rootless
///                / ipath-empty
/// ```
/// RFC 3987 section 2.2.
pub fn ihier_part(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IHIER_PART, |c| {
        c.any(at, &[net_path, ipath_absolute, ipath_rootless, ipath_empty])
    })
}

/// ```abnf
/// IRI-reference  = IRI / irelative-ref
/// ```
/// RFC 3987 section 2.2. Both are followed; an `irelative-ref` has no `:`
/// before its first `/`, `?` or `#`, so at most one reads an input.
pub fn iri_reference(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IRI_REFERENCE, |c| c.any(at, &[iri, irelative_ref]))
}

/// ```abnf
/// absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]
/// ```
/// RFC 3987 section 2.2.
pub fn absolute_iri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABSOLUTE_IRI, |c| scheme_hier_query(c, at))
}

/// ```abnf
/// irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]
/// ```
/// RFC 3987 section 2.2.
pub fn irelative_ref(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IRELATIVE_REF, |c| {
        let e = irelative_part(c, at);
        let e = c.opt(e, question_query);
        c.opt(e, hash_fragment)
    })
}

/// ```abnf
/// irelative-part = "//" iauthority ipath-abempty
///                / ipath-absolute
///                / ipath-noscheme
///                / ipath-empty
/// ```
/// RFC 3987 section 2.2.
pub fn irelative_part(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IRELATIVE_PART, |c| {
        c.any(at, &[net_path, ipath_absolute, ipath_noscheme, ipath_empty])
    })
}

/// ```abnf
/// iquery         = *( ipchar / iprivate / "/" / "?" )
/// ```
/// RFC 3987 section 2.2: the one place `iprivate` may stand.
pub fn iquery(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IQUERY, |c| {
        c.star(vec![at], |c, p| {
            let e = fragment_char(c, p);
            union(e, iprivate(c, p))
        })
    })
}

/// ```abnf
/// ifragment      = *( ipchar / "/" / "?" )
/// ```
/// RFC 3987 section 2.2.
pub fn ifragment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IFRAGMENT, |c| c.star(vec![at], fragment_char))
}

/// ```abnf
/// scheme         = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
/// RFC 3986 section 3.1.
pub fn scheme(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SCHEME, |c| {
        let e = c.one(at, &LETTER);
        c.then(e, |c, p| c.star_class(p, &SCHEME_CHAR))
    })
}
