//! Section 3.3: the path's segments and their parameters. Section 3.3's
//! `path` itself, an `abs_path` or an `opaque_part` of section 3, is written
//! with them in [`super::components`], above the segments they are made of;
//! its old path here stays.

use super::chars::escaped;
pub use super::components::path;
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// path_segments = segment *( "/" segment )
/// ```
/// RFC 2396 section 3.3.
pub fn path_segments(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PATH_SEGMENTS, |c| {
        let e = segment(c, at);
        c.star(e, |c, p| {
            let e = c.one(p, &SLASH);
            c.then(e, segment)
        })
    })
}

/// ```abnf
/// segment       = *pchar *( ";" param )
/// ```
/// RFC 2396 section 3.3. `pchar` holds no `;`, so the first `;` starts the
/// parameters.
pub fn segment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SEGMENT, |c| {
        let e = c.star(vec![at], pchar);
        c.star(e, |c, p| {
            let e = c.one(p, &SEMICOLON);
            c.then(e, param)
        })
    })
}

/// ```abnf
/// param         = *pchar
/// ```
/// RFC 2396 section 3.3.
pub fn param(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PARAM, |c| c.star(vec![at], pchar))
}

/// ```abnf
/// pchar         = unreserved | escaped |
///                 ":" | "@" | "&" | "=" | "+" | "$" | ","
/// ```
/// RFC 2396 section 3.3.
pub fn pchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PCHAR, |c| {
        let one = c.one(at, &PCHAR_CHAR);
        union(one, escaped(c, at))
    })
}
