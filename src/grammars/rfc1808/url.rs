//! The top of section 2.2: `URL`, `absoluteURL`, `generic-RL` and
//! `relativeURL`.

use super::components::{fragment, scheme, uchars_or_reserved};
use super::path::{abs_path, net_path, rel_path};
use super::rules::*;
use crate::engine::{Cursor, Ends};

/// ```abnf
/// URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
/// ```
/// RFC 1808 section 2.2. The two overlap: `a:b` is an `absoluteURL` and a
/// `rel_path` too (`pchar` holds `:`). Both are tried from the same offset
/// and every end kept, so the match and its errors are the ABNF's; the typed
/// tree ([`super::Url`]) reads a text that starts with `scheme ":"` as
/// absolute, as section 2.4.2 parses it.
pub fn url(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URL, |c| {
        let e = c.any(at, &[absolute_url, relative_url]);
        c.opt(e, |c, p| {
            let e = c.one(p, &HASH);
            c.then(e, fragment)
        })
    })
}

/// ```abnf
/// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
/// ```
/// RFC 1808 section 2.2. Every `generic-RL` is also the second branch (a
/// `relativeURL` is made of `uchar`s and `reserved`s); both are tried. The
/// typed tree reads the text after `:` as a `generic-RL` when it is a
/// `relativeURL`, and as opaque otherwise (`x:////` and `http://a//b`, where
/// the `rel_path` after the `net_loc` would start with `/`).
pub fn absolute_url(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ABSOLUTE_URL, |c| {
        let generic = generic_rl(c, at);
        let e = scheme(c, at);
        let e = c.then(e, |c, p| c.one(p, &COLON));
        let opaque = c.then(e, uchars_or_reserved);
        crate::engine::union(generic, opaque)
    })
}

/// ```abnf
/// generic-RL  = scheme ":" relativeURL
/// ```
/// RFC 1808 section 2.2.
pub fn generic_rl(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&GENERIC_RL, |c| {
        let e = scheme(c, at);
        let e = c.then(e, |c, p| c.one(p, &COLON));
        c.then(e, relative_url)
    })
}

/// ```abnf
/// relativeURL = net_path | abs_path | rel_path
/// ```
/// RFC 1808 section 2.2. Disjoint: `//` starts only a `net_path` (a
/// `rel_path` cannot start with `/`), one `/` only an `abs_path`.
pub fn relative_url(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RELATIVE_URL, |c| {
        c.any(at, &[net_path, abs_path, rel_path])
    })
}
