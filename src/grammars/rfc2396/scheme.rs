//! Section 3.1: the scheme.

use super::chars::alpha;
use super::rules::*;
use crate::engine::{Cursor, Ends};

/// ```abnf
/// scheme        = alpha *( alpha | digit | "+" | "-" | "." )
/// ```
/// RFC 2396 section 3.1. The repetition is one class of single bytes, so
/// its ends are every offset along the run.
pub fn scheme(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SCHEME, |c| {
        let e = alpha(c, at);
        c.then(e, |c, p| c.star_class(p, &SCHEME_CHAR))
    })
}
