//! RFC 3491 nameprep, the stringprep profile of IDNA 2003, step by step as
//! CPython's `encodings.idna.nameprep` takes it: map (RFC 3454 tables B.1
//! and B.2), normalize (NFKC of Unicode 3.2), prohibit (tables C.1.2,
//! C.2.2, C.3 to C.9) and check bidi (section 6: tables D.1 and D.2).
//! Unassigned code points (table A.1) are allowed, as RFC 3490's queries
//! allow them and the codec does.

use super::lookup::CASE_FOLD;
use super::lookup::{in_ranges, mapping};
use super::nfkc::nfkc;
use super::tables::{L, MAP_TO_NOTHING, PROHIBITED, RAND_AL};

/// The nameprepped `label`, or `None` where the codec raises (a prohibited
/// character, or a violation of the bidi rules).
pub(super) fn nameprep(label: &str) -> Option<String> {
    let mut folded = String::with_capacity(label.len());
    for c in label.chars() {
        let cp = u32::from(c);
        if MAP_TO_NOTHING.binary_search(&cp).is_ok() {
            continue;
        }
        match mapping(CASE_FOLD, c) {
            Some(m) => folded.push_str(m),
            None => folded.push(c),
        }
    }
    let label = nfkc(&folded);
    if label.chars().any(|c| in_ranges(&PROHIBITED, c)) {
        return None;
    }
    // RFC 3454 section 6: with any RandALCat character, no LCat character,
    // and a RandALCat character first and last.
    if label.chars().any(|c| in_ranges(&RAND_AL, c)) {
        let first_last = [label.chars().next(), label.chars().next_back()];
        if label.chars().any(|c| in_ranges(&L, c))
            || !first_last.iter().flatten().all(|&c| in_ranges(&RAND_AL, c))
        {
            return None;
        }
    }
    Some(label)
}
