//! Reading the generated tables: a range table by binary search, and a
//! mapping's text, looked up in a table of runs.

use super::tables::{CASE_FOLD_FIRSTS, CASE_FOLD_ROWS, DECOMPOSED_FIRSTS, DECOMPOSED_ROWS, MAPPED};
use crate::column_planes::ColumnPlanes;
use crate::sorted_deltas::SortedDeltas;

/// A table of runs as its two generated columns: each run's first code
/// point, sorted, and at the same index its `(count - 1) << 24 | mapping of
/// first`. Columns rather than `(first, row)` pairs, because each column
/// alike in its bytes gzips tighter (the web package's size); the search is
/// the same. The firsts are LEB128 deltas, expanded on first use (a quarter
/// of their bytes); the rows are four byte planes, read in place (a
/// quarter less by gzip).
#[derive(Clone, Copy)]
pub(super) struct Runs<const N: usize> {
    firsts: &'static SortedDeltas<N>,
    rows: ColumnPlanes<N>,
}

/// Table B.2, case folding for NFKC.
pub(super) const CASE_FOLD: Runs<{ CASE_FOLD_ROWS.len() }> = Runs {
    firsts: &CASE_FOLD_FIRSTS,
    rows: CASE_FOLD_ROWS,
};

/// Unicode 3.2's full compatibility decompositions.
pub(super) const DECOMPOSED: Runs<{ DECOMPOSED_ROWS.len() }> = Runs {
    firsts: &DECOMPOSED_FIRSTS,
    rows: DECOMPOSED_ROWS,
};

/// A run's count less one: the top byte of its row's mapping, which no
/// mapping uses (`MAPPED` is under 64 KB), so that the row's code point is
/// plain, searched and compressed as the rows per code point were.
const COUNT_SHIFT: u32 = 24;

/// Whether `c` lies in one of the ranges whose sorted boundaries `table`
/// holds (each range's first code point and the one after its last): in
/// one where an odd number of boundaries lie at or below it.
pub(super) fn in_ranges<const N: usize>(table: &SortedDeltas<N>, c: char) -> bool {
    let cp = u32::from(c);
    table.get().partition_point(|&b| b <= cp) % 2 == 1
}

/// The mapping of `c` in a table of runs ([`CASE_FOLD`], [`DECOMPOSED`]),
/// or `None` where it maps nothing. Runs, not one row per code point,
/// because they hold the same data in less than half the bytes (the web
/// package's size); the search is the same binary search over fewer rows.
#[inline]
pub(super) fn mapping<const N: usize>(table: Runs<N>, c: char) -> Option<&'static str> {
    let cp = u32::from(c);
    let firsts = table.firsts.get();
    // Below the first run (ASCII, for the decompositions): no search.
    if cp < *firsts.first()? {
        return None;
    }
    // The last run starting at or before `cp`.
    let i = firsts
        .partition_point(|&first| first <= cp)
        .checked_sub(1)?;
    let (&first, row) = (firsts.get(i)?, table.rows.get(i)?);
    let step = cp - first;
    if step > row >> COUNT_SHIFT {
        return None;
    }
    let at = row & ((1 << COUNT_SHIFT) - 1);
    let length = at & 0xff;
    Some(mapped(at + ((step * length) << 8)))
}

/// A mapping of the tables: `offset << 8 | length` in
/// [`MAPPED`]'s text, in bytes (the generator keeps each on characters'
/// boundaries).
fn mapped(at: u32) -> &'static str {
    let (start, len) = ((at >> 8) as usize, (at & 0xff) as usize);
    MAPPED.get().get(start..start + len).unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::{CASE_FOLD, DECOMPOSED, mapping};

    /// CPython's mappings, one code point at a time (written with the
    /// tables by scripts/gen_idna2003_tables.py).
    const MAPS: &str = include_str!("../../../tests/data/compare/idna2003-maps.tsv");

    /// Text of space-separated hex code points.
    fn text(hexes: &str) -> Option<String> {
        if hexes.is_empty() {
            return None;
        }
        hexes
            .split(' ')
            .map(|h| u32::from_str_radix(h, 16).ok().and_then(char::from_u32))
            .collect()
    }

    /// The runs answer exactly what CPython answers, over every code point:
    /// its mapping where it has one, nothing elsewhere (a run reaching one
    /// code point too far would show here).
    #[test]
    fn runs_hold_every_mapping() {
        let mut expected = std::collections::HashMap::new();
        for line in MAPS.lines().filter(|l| !l.starts_with('#')) {
            let mut fields = line.split('\t');
            let cp = u32::from_str_radix(fields.next().unwrap_or(""), 16).expect("a code point");
            let fold = text(fields.next().unwrap_or(""));
            let decomposed = text(fields.next().unwrap_or(""));
            expected.insert(cp, (fold, decomposed));
        }
        assert!(expected.len() > 6000, "{}", expected.len());
        for c in (0..=0x10ffff).filter_map(char::from_u32) {
            let (fold, decomposed) = expected.remove(&u32::from(c)).unwrap_or_default();
            assert_eq!(
                mapping(CASE_FOLD, c).map(str::to_owned),
                fold,
                "B.2 of {c:?}"
            );
            let hangul = (0xac00..0xac00 + 11172).contains(&u32::from(c));
            if !hangul {
                assert_eq!(
                    mapping(DECOMPOSED, c).map(str::to_owned),
                    decomposed,
                    "NFKD of {c:?}"
                );
            }
        }
        assert!(expected.is_empty());
    }
}
