//! A generated column of `u32`s kept as its four byte planes and read in
//! place: CPython's IDNA 2003 rows (`compare::python_idna`: a run's count,
//! offset and length; a composite code point) compress by a quarter
//! better so than as plain `u32`s (docs/performance.md#web).

/// `N` values written as their low bytes, then the second bytes, the
/// third, and the high bytes, each plane `N` bytes long: value `i` is read
/// from the four planes in place, four loads where a `&[u32]` took one.
///
/// Why: a row's fields are bytes of one meaning (a length, an offset's
/// halves, a count; a code point's low byte, its block, its plane), and
/// each plane alone is alike in its bytes, which gzip finds where it finds
/// little in the rows interleaved (the rows of IDNA 2003's four columns:
/// 5.2 KB by zlib as planes, 6.7 KB as `u32`s).
#[derive(Clone, Copy)]
pub(crate) struct ColumnPlanes<const N: usize> {
    bytes: &'static [u8],
}

impl<const N: usize> ColumnPlanes<N> {
    /// The column written in `bytes` (as the generating script writes it).
    #[must_use]
    pub(crate) const fn new(bytes: &'static [u8]) -> ColumnPlanes<N> {
        ColumnPlanes { bytes }
    }

    /// Value `i`, or `None` past the column's end (or past its bytes,
    /// which the script writes in full: no input makes it panic).
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<u32> {
        if i >= N {
            return None;
        }
        let b = |plane: usize| self.bytes.get(plane * N + i).map(|&b| u32::from(b));
        Some(b(0)? | b(1)? << 8 | b(2)? << 16 | b(3)? << 24)
    }

    /// How many values the column holds.
    pub(crate) const fn len(&self) -> usize {
        N
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 0x04030201 and 0xFFEEDDCC as planes; nothing past the end.
    #[test]
    fn reads_the_planes_in_place() {
        const C: ColumnPlanes<2> = ColumnPlanes::new(b"\x01\xcc\x02\xdd\x03\xee\x04\xff");
        assert_eq!(C.get(0), Some(0x0403_0201));
        assert_eq!(C.get(1), Some(0xffee_ddcc));
        assert_eq!(C.get(2), None);
        assert_eq!(C.len(), 2);
        // Planes cut short: no value, no panic.
        const CUT: ColumnPlanes<2> = ColumnPlanes::new(b"\x01\xcc\x02");
        assert_eq!(CUT.get(0), None);
    }
}
