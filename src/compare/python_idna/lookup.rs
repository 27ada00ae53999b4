//! Reading the generated tables: a range table by binary search, and a
//! mapping's text.

use super::tables::MAPPED;

/// Whether `c` lies in one of `table`'s inclusive, sorted ranges.
pub(super) fn in_ranges(table: &[(u32, u32)], c: char) -> bool {
    let cp = u32::from(c);
    let i = table.partition_point(|&(_, end)| end < cp);
    table.get(i).is_some_and(|&(start, _)| start <= cp)
}

/// A mapping of the tables: `offset << 8 | length` in
/// [`MAPPED`], in bytes (the generator keeps each on characters'
/// boundaries).
pub(super) fn mapped(at: u32) -> &'static str {
    let (start, len) = ((at >> 8) as usize, (at & 0xff) as usize);
    MAPPED.get(start..start + len).unwrap_or("")
}
