//! The paths of section 2.2: `net_path`, `abs_path`, `rel_path`, `path`,
//! `fsegment`, `segment`, `params` and `param`.

use super::chars::{escape, pchar};
use super::components::{net_loc, query};
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// net_path    = "//" net_loc [ abs_path ]
/// ```
/// RFC 1808 section 2.2. `net_loc` holds no `/`, so it ends only at the
/// next `/` (or wherever the run of its characters stops).
pub fn net_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NET_PATH, |c| {
        let e = c.seq_classes(at, &[&SLASH, &SLASH]);
        let e = c.then(e, net_loc);
        c.opt(e, abs_path)
    })
}

/// ```abnf
/// abs_path    = "/"  rel_path
/// ```
/// RFC 1808 section 2.2. A `rel_path` cannot start with `/` (a `fsegment`
/// has at least one `pchar`), so `//` never starts an `abs_path`.
pub fn abs_path(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABS_PATH, |c| {
        let e = c.one(at, &SLASH);
        c.then(e, rel_path)
    })
}

/// ```abnf
/// rel_path    = [ path ] [ ";" params ] [ "?" query ]
/// ```
/// RFC 1808 section 2.2. Every part optional, so it matches the empty
/// string; `path` holds no `;` or `?` and `params` no `?`, so the first `;`
/// starts the parameters and the first `?` after them the query.
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
/// path        = fsegment *( "/" segment )
/// ```
/// RFC 1808 section 2.2.
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
/// fsegment    = 1*pchar
/// ```
/// RFC 1808 section 2.2.
pub fn fsegment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&FSEGMENT, |c| c.plus(vec![at], pchar))
}

/// ```abnf
/// segment     =  *pchar
/// ```
/// RFC 1808 section 2.2.
pub fn segment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SEGMENT, |c| c.star(vec![at], pchar))
}

/// ```abnf
/// params      = param *( ";" param )
/// ```
/// RFC 1808 section 2.2.
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
/// param       = *( pchar | "/" )
/// ```
/// RFC 1808 section 2.2. The single bytes of `pchar` and `/` are one class;
/// `escape` beside it.
pub fn param(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PARAM, |c| {
        c.star(vec![at], |c, p| {
            let one = c.one(p, &PARAM_CHAR);
            union(one, escape(c, p))
        })
    })
}
