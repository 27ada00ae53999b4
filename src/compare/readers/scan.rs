//! Bytes of a class found a block at a time: the readers' scans of a
//! whole input (is there a byte to escape, where does a run of path bytes
//! end) with the class as a table of 256 answers.
//!
//! A scan that stops at the first byte outside the class tests, compares
//! and branches on every byte (eight to eleven instructions a byte in
//! the readers' loops over the real URL lists, whose lines are about 90
//! bytes). Here a block of sixteen bytes is one load of the table for each
//! byte, folded without a branch (which the compiler unrolls), and only
//! the block where the answer changes is read again a byte at a time.

/// A class of bytes: the answer for each byte.
pub(super) type Class = [bool; 256];

/// Whether some byte of `bytes` is in `class` (node-url's test, which
/// the `idna` feature brings).
#[cfg(feature = "idna")]
pub(super) fn any_in(bytes: &[u8], class: &Class) -> bool {
    any_by(bytes, |b| class[usize::from(b)])
}

/// [`any_in`] with the class as a test of a byte. A test made of
/// comparisons (`b < 0x20 || b == 0x7f`) is vectorized by the compiler, a
/// block at a time: a fraction of an instruction a byte, where a table's
/// load is one or two.
#[inline]
pub(super) fn any_by(bytes: &[u8], is: impl Fn(u8) -> bool) -> bool {
    let mut blocks = bytes.chunks_exact(16);
    for block in &mut blocks {
        if block.iter().fold(false, |any, &b| any | is(b)) {
            return true;
        }
    }
    blocks.remainder().iter().any(|&b| is(b))
}

/// The end of the run of bytes of `bytes` in `class` that starts at `at`:
/// the index of the first byte from `at` not in it, or the length.
pub(super) fn run_end(bytes: &[u8], at: usize, class: &Class) -> usize {
    run_end_by(bytes, at, |b| class[usize::from(b)])
}

/// [`run_end`] with the class as a test of a byte (one the compiler
/// inlines: a few loads and comparisons, no branch).
#[inline]
pub(super) fn run_end_by(bytes: &[u8], at: usize, is: impl Fn(u8) -> bool) -> usize {
    let mut i = at;
    while let Some(block) = bytes.get(i..i + 16) {
        if !block.iter().fold(true, |all, &b| all & is(b)) {
            break;
        }
        i += 16;
    }
    while bytes.get(i).is_some_and(|&b| is(b)) {
        i += 1;
    }
    i
}

/// The class of the bytes for which `is` says yes, as a table: made at
/// compile time by [`class!`].
macro_rules! class {
    ($b:ident => $is:expr) => {{
        let mut t = [false; 256];
        let mut i = 0;
        while i < 256 {
            let $b = i as u8;
            t[i] = $is;
            i += 1;
        }
        t
    }};
}
pub(super) use class;

#[cfg(test)]
mod tests {
    use super::*;

    /// `any_in`, `any_by`, `run_end` and `run_end_by` are the byte-at-a-time
    /// definitions, for
    /// every byte at every place of texts up to forty bytes (the blocks,
    /// their tails, and runs starting anywhere).
    #[test]
    fn scans_are_the_definitions_at_every_byte_and_place() {
        const DIGITS: Class = class!(b => b.is_ascii_digit());
        for len in 0..40 {
            let line = vec![b'7'; len];
            for at in 0..len {
                for c in 0..=u8::MAX {
                    let mut t = line.clone();
                    t[at] = c;
                    let naive_any = t.iter().any(|b| b.is_ascii_digit());
                    #[cfg(feature = "idna")]
                    assert_eq!(any_in(&t, &DIGITS), naive_any, "{t:?}");
                    assert_eq!(any_by(&t, |b| b.is_ascii_digit()), naive_any, "{t:?}");
                    let control = |b: u8| b < 0x20 || b == 0x7f;
                    let naive_control = t.iter().any(|&b| control(b));
                    assert_eq!(any_by(&t, control), naive_control, "{t:?}");
                    let other = t
                        .iter()
                        .map(|&b| if b == b'7' { b'x' } else { b })
                        .collect::<Vec<_>>();
                    let naive_other = other.iter().any(u8::is_ascii_digit);
                    #[cfg(feature = "idna")]
                    assert_eq!(any_in(&other, &DIGITS), naive_other);
                    assert_eq!(any_by(&other, |b| b.is_ascii_digit()), naive_other);
                    for from in [0, at / 2, at, len] {
                        let naive_end = t[from..]
                            .iter()
                            .position(|b| !b.is_ascii_digit())
                            .map_or(len, |p| from + p);
                        assert_eq!(run_end(&t, from, &DIGITS), naive_end, "{t:?} {from}");
                        let by = run_end_by(&t, from, |b| b.is_ascii_digit());
                        assert_eq!(by, naive_end, "{t:?} {from}");
                    }
                }
            }
        }
    }
}
