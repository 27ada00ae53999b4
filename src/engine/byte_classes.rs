//! Byte classes: the coarsest partition of the 256 bytes that every byte set
//! an automaton's transitions read is a union of, so that a table holds one
//! column a class rather than one a byte. The one builder of them, for the
//! engine's automata ([`super::Automaton`]) and for RFC 6570 matching's.

use super::byteset::ByteSet;

/// The classes of `sets`: two bytes share a class when every set holds both
/// or neither. Gives each byte's class and the lowest byte of each class;
/// the classes are numbered by their lowest byte, so byte 0 is in class 0
/// and the representatives ascend.
///
/// Each distinct set splits every class it cuts in two (a partition
/// refinement), so the work is the number of distinct sets times the number
/// of classes, at most 256 of them.
pub(crate) fn byte_classes<'a>(
    sets: impl IntoIterator<Item = &'a ByteSet>,
) -> ([u8; 256], Vec<u8>) {
    let mut blocks = vec![ByteSet::range(0, 255)];
    let mut seen: Vec<ByteSet> = Vec::new();
    for set in sets {
        if seen.contains(set) {
            continue;
        }
        seen.push(*set);
        let mut split = Vec::with_capacity(blocks.len() + 1);
        for blk in &blocks {
            for part in [blk.intersection(set), blk.difference(set)] {
                if let Some(lowest) = part.lowest() {
                    split.push((lowest, part));
                }
            }
        }
        split.sort_unstable_by_key(|&(lowest, _)| lowest);
        blocks = split.into_iter().map(|(_, part)| part).collect();
    }
    let mut class_of = [0u8; 256];
    let mut lowest = Vec::with_capacity(blocks.len());
    for (id, blk) in blocks.iter().enumerate() {
        // At most 256 classes, one a byte: the id fits.
        let id = id as u8;
        lowest.extend(blk.lowest());
        for b in 0..=255u8 {
            if blk.contains(b) {
                class_of[usize::from(b)] = id;
            }
        }
    }
    (class_of, lowest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(bytes: &[u8]) -> ByteSet {
        let mut s = ByteSet::default();
        for &b in bytes {
            s.insert(b);
        }
        s
    }

    /// The classes against the definition, byte pair by byte pair: two
    /// bytes share a class exactly when no set tells them apart.
    #[test]
    fn bytes_share_a_class_exactly_when_no_set_tells_them_apart() {
        let sets = [
            ByteSet::range(b'a', b'z'),
            ByteSet::range(b'0', b'9'),
            set(b"aeiou%"),
            ByteSet::range(b'0', b'9'),
            ByteSet::either_case(b'q'),
            ByteSet::range(0x80, 0xff),
            ByteSet::default(),
        ];
        let (class_of, lowest) = byte_classes(&sets);
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                let apart = sets.iter().any(|s| s.contains(a) != s.contains(b));
                let same = class_of[usize::from(a)] == class_of[usize::from(b)];
                assert_eq!(same, !apart, "{a:#04x} {b:#04x}");
            }
        }
        // Numbered by lowest byte: the classes of NUL, '%', '0', 'Q', 'a',
        // 'b', 'q', 0x80 (the bytes in no set make up the first).
        assert_eq!(lowest, [0, b'%', b'0', b'Q', b'a', b'b', b'q', 0x80]);
        for (id, &b) in lowest.iter().enumerate() {
            assert_eq!(usize::from(class_of[usize::from(b)]), id);
        }
    }

    #[test]
    fn no_sets_make_one_class_and_every_byte_apart_makes_256() {
        let (class_of, lowest) = byte_classes(&[]);
        assert_eq!((class_of, lowest), ([0; 256], vec![0]));
        let singles: Vec<ByteSet> = (0..=255u8).map(|b| set(&[b])).collect();
        let (class_of, lowest) = byte_classes(&singles);
        assert_eq!(lowest, (0..=255u8).collect::<Vec<_>>());
        assert!((0..=255u8).all(|b| class_of[usize::from(b)] == b));
    }
}
