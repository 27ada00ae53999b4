//! Section 3.2.1: the general syntax of URIs, from `URI` down to `net_loc`,
//! `query` and `fragment`.

use super::chars::{pchar, uchar_or_reserved};
use super::rules::*;
use crate::engine::{Cursor, Ends};

/// ```abnf
/// URI            = ( absoluteURI | relativeURI ) [ "#" fragment ]
/// ```
/// RFC 1945 section 3.2.1. The two overlap (`a:b` is an `absoluteURI` and,
/// `:` being a `pchar`, a `rel_path` too); both are tried and every end of
/// either kept, so the match and its errors are the ABNF's. The typed tree
/// chooses a reading (see [`super::Uri`]).
pub fn uri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URI, |c| {
        let e = c.any(at, &[absolute_uri, relative_uri]);
        c.opt(e, |c, p| {
            let e = c.one(p, &HASH);
            c.then(e, fragment)
        })
    })
}

/// ```abnf
/// absoluteURI    = scheme ":" *( uchar | reserved )
/// ```
/// RFC 1945 section 3.2.1.
pub fn absolute_uri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABSOLUTE_URI, |c| {
        let e = scheme(c, at);
        let e = c.then(e, |c, p| c.one(p, &COLON));
        c.star(e, uchar_or_reserved)
    })
}

/// ```abnf
/// relativeURI    = net_path | abs_path | rel_path
/// ```
/// RFC 1945 section 3.2.1. A `rel_path` never starts with `/` (its `path`
/// starts with an `fsegment` of at least one `pchar`), so `//` can only
/// begin a `net_path` and a single `/` an `abs_path`; all three are tried
/// all the same, as the ABNF reads.
pub fn relative_uri(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RELATIVE_URI, |c| {
        c.any(at, &[net_path, abs_path, rel_path])
    })
}

/// ```abnf
/// net_path       = "//" net_loc [ abs_path ]
/// ```
/// RFC 1945 section 3.2.1.
pub fn net_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NET_PATH, |c| {
        let e = c.seq_classes(at, &[&SLASH, &SLASH]);
        let e = c.then(e, net_loc);
        c.opt(e, abs_path)
    })
}

/// ```abnf
/// abs_path       = "/" rel_path
/// ```
/// RFC 1945 section 3.2.1.
pub fn abs_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABS_PATH, |c| {
        let e = c.one(at, &SLASH);
        c.then(e, rel_path)
    })
}

/// ```abnf
/// rel_path       = [ path ] [ ";" params ] [ "?" query ]
/// ```
/// RFC 1945 section 3.2.1.
pub fn rel_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&REL_PATH, |c| {
        let e = c.opt(vec![at], path);
        let e = c.opt(e, |c, p| {
            let e = c.one(p, &SEMICOLON);
            c.then(e, params)
        });
        c.opt(e, |c, p| {
            let e = c.one(p, &QUESTION);
            c.then(e, query)
        })
    })
}

/// ```abnf
/// path           = fsegment *( "/" segment )
/// ```
/// RFC 1945 section 3.2.1.
pub fn path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PATH, |c| {
        let e = fsegment(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &SLASH);
            c.then(e, segment)
        })
    })
}

/// ```abnf
/// fsegment       = 1*pchar
/// ```
/// RFC 1945 section 3.2.1.
pub fn fsegment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&FSEGMENT, |c| c.plus(vec![at], pchar))
}

/// ```abnf
/// segment        = *pchar
/// ```
/// RFC 1945 section 3.2.1.
pub fn segment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SEGMENT, |c| c.star(vec![at], pchar))
}

/// ```abnf
/// params         = param *( ";" param )
/// ```
/// RFC 1945 section 3.2.1.
pub fn params(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PARAMS, |c| {
        let e = param(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &SEMICOLON);
            c.then(e, param)
        })
    })
}

/// ```abnf
/// param          = *( pchar | "/" )
/// ```
/// RFC 1945 section 3.2.1.
pub fn param(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PARAM, |c| c.star(vec![at], param_element))
}

/// `pchar | "/"`: one byte of the class, or a `pchar`'s `escape`.
fn param_element(c: &mut Cursor<'_>, at: usize) -> Ends {
    let one = c.one(at, &PARAM_CHAR);
    let esc = super::chars::escape(c, at);
    crate::engine::union(one, esc)
}

/// ```abnf
/// scheme         = 1*( ALPHA | DIGIT | "+" | "-" | "." )
/// ```
/// RFC 1945 section 3.2.1.
pub fn scheme(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SCHEME, |c| c.repeat_class(at, 1, None, &SCHEME_CHAR))
}

/// ```abnf
/// net_loc        = *( pchar | ";" | "?" )
/// ```
/// RFC 1945 section 3.2.1.
pub fn net_loc(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NET_LOC, |c| {
        c.star(vec![at], |c, p| {
            let one = c.one(p, &NET_LOC_CHAR);
            let esc = super::chars::escape(c, p);
            crate::engine::union(one, esc)
        })
    })
}

/// ```abnf
/// query          = *( uchar | reserved )
/// ```
/// RFC 1945 section 3.2.1.
pub fn query(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&QUERY, |c| c.star(vec![at], uchar_or_reserved))
}

/// ```abnf
/// fragment       = *( uchar | reserved )
/// ```
/// RFC 1945 section 3.2.1.
pub fn fragment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&FRAGMENT, |c| c.star(vec![at], uchar_or_reserved))
}
