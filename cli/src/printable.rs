//! Whether text is printable ASCII, and so shown as itself: eight bytes at
//! a time. `compare` asks it of every value of every reading it writes
//! (about seventy a line, most a few bytes long), where a byte-at-a-time
//! scan cost more than the writing of the values.

/// Eight copies of a byte in a word.
const fn ones(b: u8) -> u64 {
    u64::from_ne_bytes([b; 8])
}

/// Whether a byte of the eight in `x` is below a space, DEL or above, or
/// (with `no_quote`) `"`. Each test is the word-at-a-time test of
/// "Bit Twiddling Hacks" (`hasless`, `hasmore`, `haszero`), exact as to
/// whether any byte passes it (a borrow or carry only marks bytes above
/// one that passes).
#[inline]
fn any_not_printable(x: u64, no_quote: bool) -> bool {
    const HIGH: u64 = ones(0x80);
    // A byte below 0x20 (hasless(x, 0x20)).
    let low = x.wrapping_sub(ones(0x20)) & !x;
    // A byte above 0x7e (hasmore(x, 0x7e)): adding one carries DEL into
    // the high bit, and a byte with the high bit set has it already.
    let high = x.wrapping_add(ones(1)) | x;
    // A `"` (haszero(x ^ `"`...)).
    let q = x ^ ones(b'"');
    let quote = q.wrapping_sub(ones(1)) & !q & u64::from(no_quote).wrapping_neg();
    (low | high | quote) & HIGH != 0
}

/// The word of the eight bytes at `at` of `b` (which holds them).
#[inline]
fn word(b: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[at..at + 8]);
    u64::from_ne_bytes(w)
}

/// Whether every byte of `b` is printable ASCII (space to `~`) and, with
/// `no_quote`, none is `"`.
pub fn ascii(b: &[u8], no_quote: bool) -> bool {
    let n = b.len();
    if n < 8 {
        // Below eight bytes, the first and the last four (overlapping), or
        // the first, middle and last byte below four: each a fixed copy
        // into a word padded with spaces, which pass every test, not a
        // copy of `n` bytes (a call of `memcpy`).
        let mut w = [b' '; 8];
        match n {
            0 => return true,
            1..=3 => {
                for (slot, at) in w.iter_mut().zip([0, n / 2, n - 1]) {
                    *slot = b.get(at).copied().unwrap_or(b' ');
                }
            }
            _ => {
                if let (Some(first), Some(last)) = (b.get(..4), b.get(n - 4..)) {
                    w[..4].copy_from_slice(first);
                    w[4..].copy_from_slice(last);
                }
            }
        }
        return !any_not_printable(u64::from_ne_bytes(w), no_quote);
    }
    let mut at = 0;
    while at + 8 <= n {
        if any_not_printable(word(b, at), no_quote) {
            return false;
        }
        at += 8;
    }
    // The last eight bytes, overlapping some already seen: each byte's
    // test is its own, so a byte seen twice changes nothing.
    at == n || !any_not_printable(word(b, n - 8), no_quote)
}

#[cfg(test)]
mod tests {
    use super::ascii;

    /// The definition, a byte at a time.
    fn naive(b: &[u8], no_quote: bool) -> bool {
        b.iter()
            .all(|&c| (b' '..=b'~').contains(&c) && !(no_quote && c == b'"'))
    }

    /// Every byte value at every place of strings of 0 to 19 bytes, among
    /// printable neighbours of both edges (`!`, `~`), with and without the
    /// quote test.
    #[test]
    fn as_the_definition_says() {
        for len in 0..20 {
            for fill in [b'!', b'~', b' ', b'a'] {
                let base = vec![fill; len];
                for no_quote in [false, true] {
                    assert_eq!(ascii(&base, no_quote), naive(&base, no_quote));
                    for at in 0..len {
                        for byte in 0..=255u8 {
                            let mut b = base.clone();
                            b[at] = byte;
                            assert_eq!(
                                ascii(&b, no_quote),
                                naive(&b, no_quote),
                                "{b:?} {no_quote}"
                            );
                        }
                    }
                }
            }
        }
    }
}
