//! Section 2.2's paths: `ipath` and its five variants, the segments, and
//! `ipchar`.

use super::authority::{chars, one_of};
use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// `*( "/" isegment )` after `starts`.
fn slash_segments(c: &mut Cursor<'_>, starts: Ends) -> Ends {
    c.star(starts, |c, p| {
        let e = c.one(p, &SLASH);
        c.then(e, isegment)
    })
}

/// ```abnf
/// ipath          = ipath-abempty   ; begins with "/" or is empty
///                / ipath-absolute  ; begins with "/" but not "//"
///                / ipath-noscheme  ; begins with a non-colon segment
///                / ipath-rootless  ; begins with a segment
///                / ipath-empty     ; zero characters
/// ```
/// RFC 3987 section 2.2.
pub fn ipath(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH, |c| {
        c.any(
            at,
            &[
                ipath_abempty,
                ipath_absolute,
                ipath_noscheme,
                ipath_rootless,
                ipath_empty,
            ],
        )
    })
}

/// ```abnf
/// ipath-abempty  = *( "/" isegment )
/// ```
/// RFC 3987 section 2.2.
pub fn ipath_abempty(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH_ABEMPTY, |c| slash_segments(c, vec![at]))
}

/// ```abnf
/// ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
/// ```
/// RFC 3987 section 2.2.
pub fn ipath_absolute(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH_ABSOLUTE, |c| {
        let e = c.one(at, &SLASH);
        c.opt(e, |c, p| {
            let e = isegment_nz(c, p);
            slash_segments(c, e)
        })
    })
}

/// ```abnf
/// ipath-noscheme = isegment-nz-nc *( "/" isegment )
/// ```
/// RFC 3987 section 2.2.
pub fn ipath_noscheme(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH_NOSCHEME, |c| {
        let e = isegment_nz_nc(c, at);
        slash_segments(c, e)
    })
}

/// ```abnf
/// ipath-rootless = isegment-nz *( "/" isegment )
/// ```
/// RFC 3987 section 2.2.
pub fn ipath_rootless(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH_ROOTLESS, |c| {
        let e = isegment_nz(c, at);
        slash_segments(c, e)
    })
}

/// ```abnf
/// ipath-empty    = 0<ipchar>
/// ```
/// RFC 3987 section 2.2: no characters at all.
pub fn ipath_empty(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPATH_EMPTY, |_| vec![at])
}

/// ```abnf
/// isegment       = *ipchar
/// ```
/// RFC 3987 section 2.2.
pub fn isegment(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ISEGMENT, |c| c.star(vec![at], ipchar))
}

/// ```abnf
/// isegment-nz    = 1*ipchar
/// ```
/// RFC 3987 section 2.2.
pub fn isegment_nz(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ISEGMENT_NZ, |c| c.plus(vec![at], ipchar))
}

/// ```abnf
/// isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
///                      / "@" )
///                ; non-zero-length segment without any colon ":"
/// ```
/// RFC 3987 section 2.2.
pub fn isegment_nz_nc(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ISEGMENT_NZ_NC, |c| {
        let e = one_of(c, at, &NZ_NC_ASCII);
        chars(c, e, &NZ_NC_ASCII)
    })
}

/// ```abnf
/// ipchar         = iunreserved / pct-encoded / sub-delims / ":"
///                / "@"
/// ```
/// RFC 3987 section 2.2.
pub fn ipchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPCHAR, |c| one_of(c, at, &IPCHAR_ASCII))
}

/// `ipchar / "/" / "?"`, one character of `ifragment` (and of `iquery`,
/// with `iprivate` beside it).
pub(super) fn fragment_char(c: &mut Cursor<'_>, at: usize) -> Ends {
    let e = ipchar(c, at);
    let e = union(e, c.one(at, &SLASH));
    union(e, c.one(at, &QUESTION))
}
