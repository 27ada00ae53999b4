//! A `utf8` column written value by value into plain vectors, and made an
//! array without arrow-rs's check of its text.
//!
//! Why: the Arrow `urlsplit` writes six such columns a row. arrow-rs's
//! `StringBuilder` copies each value with a `memcpy` call, checks each
//! offset's conversion, and sets a validity bit for each value once the
//! column has held a null; arrays made from plain vectors by the safe
//! constructor pay a check of all their text again. Here a value of up to
//! 32 bytes is copied as a fixed 16 or 32 bytes read from the input (the
//! copy then cut back to the value), an empty value or a null is an
//! offset, and the array is made with `new_unchecked`: what that skips is
//! true by how the column is written, which this file alone can do.

use arrow_array::StringArray;
use arrow_buffer::{BooleanBufferBuilder, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};

/// A `utf8` column. Its fields are written only by the methods below, and
/// hold at every step: `offsets` starts at 0 and each next offset is the
/// length of `values` after a whole `&str` (or nothing) was appended to
/// it, so the offsets never go down, each is a character boundary, and
/// `values` is UTF-8; `nulls` holds the rows that are null.
pub(crate) struct TextColumn {
    values: Vec<u8>,
    offsets: Vec<i32>,
    nulls: Vec<usize>,
}

impl TextColumn {
    /// A column of about `rows` rows and `bytes` bytes of text.
    pub(crate) fn with_capacity(rows: usize, bytes: usize) -> TextColumn {
        let mut offsets = Vec::with_capacity(rows + 1);
        offsets.push(0);
        TextColumn {
            // Room for the last copy's overshoot.
            values: Vec::with_capacity(bytes + 32),
            offsets,
            nulls: Vec::new(),
        }
    }

    /// Appends `v`. `tail` is the input's bytes from `v` on, where `v` is
    /// a slice of the input (else anything: `v` itself, say). When `tail`
    /// begins at `v` itself and holds 16 or 32 bytes, the value is copied
    /// as those fixed bytes and cut back, which takes a few moves where a
    /// copy of `v`'s own length is a `memcpy` call.
    #[inline(always)]
    pub(crate) fn value(&mut self, v: &str, tail: &[u8]) {
        let at = self.values.len();
        let n = v.len();
        // The same address as `v`, and at least as long: its first `n`
        // bytes are `v`'s. Each width a constant, so that the copy is a
        // few moves.
        let starts_at_v = |fixed: &[u8]| fixed.as_ptr() == v.as_ptr();
        match (tail.first_chunk::<16>(), tail.first_chunk::<32>()) {
            (Some(fixed), _) if n <= 16 && starts_at_v(fixed) => {
                self.values.extend_from_slice(fixed);
                self.values.truncate(at + n);
            }
            (_, Some(fixed)) if n <= 32 && starts_at_v(fixed) => {
                self.values.extend_from_slice(fixed);
                self.values.truncate(at + n);
            }
            _ => self.values.extend_from_slice(v.as_bytes()),
        }
        // Wraps only past 2 GiB, which `finish` refuses.
        self.offsets.push((at + n) as i32);
    }

    /// Appends an empty value.
    #[inline(always)]
    pub(crate) fn empty(&mut self) {
        self.offsets.push(self.values.len() as i32);
    }

    /// Appends a null.
    #[inline]
    pub(crate) fn null(&mut self) {
        self.nulls.push(self.offsets.len() - 1);
        self.empty();
    }

    /// The text written so far, in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.values.len()
    }

    /// The column as an array; `None` when its text passed 2 GiB (Arrow's
    /// 32-bit offsets), for the caller to raise its own error.
    pub(crate) fn finish(self) -> Option<StringArray> {
        if i32::try_from(self.values.len()).is_err() {
            return None;
        }
        let rows = self.offsets.len() - 1;
        let nulls = (!self.nulls.is_empty()).then(|| {
            let mut valid = BooleanBufferBuilder::new(rows);
            valid.append_n(rows, true);
            for &row in &self.nulls {
                valid.set_bit(row, false);
            }
            NullBuffer::new(valid.finish())
        });
        // SAFETY: the offsets start at 0 and never go down (the type's
        // invariant), and none wrapped: each is at most the values' final
        // length, checked above to fit an `i32`. Test: this file's
        // `columns_are_the_builders_columns` (random columns against
        // arrow-rs's `StringBuilder`) and python/tests/test_arrow.py's
        // urlsplit tests, every real URL among them.
        let offsets = unsafe { OffsetBuffer::new_unchecked(ScalarBuffer::from(self.offsets)) };
        // SAFETY: `StringArray::new_unchecked` skips two checks: that the
        // values are UTF-8 and that each offset is a character boundary.
        // Both hold by the type's invariant: the values are whole `&str`s
        // end to end (a fixed-width copy is cut back to its value, whose
        // bytes it begins with), and each offset ends one. The lengths
        // agree: one null bit a row. Tests: as above.
        Some(unsafe { StringArray::new_unchecked(offsets, Buffer::from_vec(self.values), nulls) })
    }
}

#[cfg(test)]
mod tests {
    use arrow_array::builder::StringBuilder;

    use super::*;

    #[test]
    fn columns_are_the_builders_columns() {
        // Random rows of nulls, empty values and values of 1 to 70 bytes
        // (ASCII and not), each a slice of one text, written with the
        // text's tail, with a wrong tail and with none, against arrow-rs's
        // builder. Fixed-seed xorshift.
        let text = "http://\u{e9}x.example/a/b/c?\u{4e2d}=1&x=yz#frag\u{1f600}-and-some-more-bytes-to-reach-past-thirty-two";
        let bounds: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        let mut seed = 0x7e47_u64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for _ in 0..300 {
            let mut column = TextColumn::with_capacity(next(10), next(100));
            let mut want = StringBuilder::new();
            for _ in 0..next(200) {
                match next(4) {
                    0 => {
                        column.null();
                        want.append_null();
                    }
                    1 => {
                        column.empty();
                        want.append_value("");
                    }
                    _ => {
                        let a = bounds[next(bounds.len())];
                        let b = bounds[next(bounds.len())];
                        let v = &text[a.min(b)..a.max(b)];
                        let tail = match next(3) {
                            0 => &text.as_bytes()[a.min(b)..],
                            1 => text.as_bytes(),
                            _ => v.as_bytes(),
                        };
                        column.value(v, tail);
                        want.append_value(v);
                    }
                }
            }
            assert_eq!(column.finish(), Some(want.finish()));
        }
    }
}
