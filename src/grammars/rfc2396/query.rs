//! Section 3.4: the query.

use super::chars::uric;
use super::rules::*;
use crate::engine::{Cursor, Ends};

/// ```abnf
/// query         = *uric
/// ```
/// RFC 2396 section 3.4.
pub fn query(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&QUERY, |c| c.star(vec![at], uric))
}
