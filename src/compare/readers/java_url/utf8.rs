//! Bytes as JDK 17's `new String(bytes, UTF_8)` reads them: well-formed
//! UTF-8 as it is, each ill-formed piece one U+FFFD, where the JDK cuts
//! the pieces otherwise than Rust's `String::from_utf8_lossy` (and
//! Unicode's maximal subparts) does: an encoded surrogate (`ed a0 80`) is
//! one piece, not three; a sequence cut by the end of the input is one
//! piece with whatever follows its lead. Held to the JDK by the vectors'
//! `input_hex` rows.

use std::borrow::Cow;

/// Whether `b` is a continuation byte (`10xxxxxx`).
fn cont(b: u8) -> bool {
    b & 0xc0 == 0x80
}

/// `String.decodeUTF8_UTF16` with replacement (JDK 17).
pub(super) fn java_lossy(input: &[u8]) -> Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(input) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(input.len() + 8);
    let (mut sp, sl) = (0, input.len());
    while sp < sl {
        let b1 = input[sp];
        sp += 1;
        match b1 {
            0x00..=0x7f => out.push(char::from(b1)),
            0xc2..=0xdf => {
                if sp < sl && cont(input[sp]) {
                    let c = (u32::from(b1 & 0x1f) << 6) | u32::from(input[sp] & 0x3f);
                    out.push(char::from_u32(c).unwrap_or('\u{fffd}'));
                    sp += 1;
                } else {
                    out.push('\u{fffd}');
                }
            }
            0xe0..=0xef => {
                out.push_str(&three(input, &mut sp, b1));
                if sp == usize::MAX {
                    break;
                }
            }
            0xf0..=0xf7 => {
                let (text, stop) = four(input, &mut sp, b1);
                out.push_str(&text);
                if stop {
                    break;
                }
            }
            _ => out.push('\u{fffd}'),
        }
    }
    Cow::Owned(out)
}

/// A three-byte lead at `sp - 1`: the character, or U+FFFD with `sp` past
/// the piece the JDK replaces (`usize::MAX` when it stops there).
fn three(input: &[u8], sp: &mut usize, b1: u8) -> String {
    let sl = input.len();
    let overlong = |b2: u8| b1 == 0xe0 && b2 & 0xe0 == 0x80;
    if *sp + 1 < sl {
        let (b2, b3) = (input[*sp], input[*sp + 1]);
        if overlong(b2) || !cont(b2) || !cont(b3) {
            *sp += if overlong(b2) || !cont(b2) { 0 } else { 1 };
            return "\u{fffd}".to_owned();
        }
        *sp += 2;
        let c = (u32::from(b1 & 0x0f) << 12) | (u32::from(b2 & 0x3f) << 6) | u32::from(b3 & 0x3f);
        // A surrogate is no char: one U+FFFD for the three bytes.
        return char::from_u32(c).unwrap_or('\u{fffd}').to_string();
    }
    if *sp < sl && (overlong(input[*sp]) || !cont(input[*sp])) {
        return "\u{fffd}".to_owned();
    }
    *sp = usize::MAX;
    "\u{fffd}".to_owned()
}

/// A four-byte lead at `sp - 1`: the character or U+FFFD, and whether the
/// JDK stops reading there (a sequence cut by the end).
fn four(input: &[u8], sp: &mut usize, b1: u8) -> (String, bool) {
    let sl = input.len();
    let bad_second = |b2: u8| {
        b1 > 0xf4
            || (b1 == 0xf0 && !(0x90..=0xbf).contains(&b2))
            || (b1 == 0xf4 && b2 & 0xf0 != 0x80)
            || !cont(b2)
    };
    let repl = "\u{fffd}".to_owned();
    if *sp + 2 < sl {
        let (b2, b3, b4) = (input[*sp], input[*sp + 1], input[*sp + 2]);
        let c = (u32::from(b1 & 0x07) << 18)
            | (u32::from(b2 & 0x3f) << 12)
            | (u32::from(b3 & 0x3f) << 6)
            | u32::from(b4 & 0x3f);
        if cont(b2) && cont(b3) && cont(b4) && (0x10000..=0x10ffff).contains(&c) {
            *sp += 3;
            return (char::from_u32(c).map_or(repl, String::from), false);
        }
        // The piece replaced: the lead alone, or with its second byte,
        // or with its second and third.
        *sp += if bad_second(b2) {
            0
        } else if !cont(b3) {
            1
        } else {
            2
        };
        return (repl, false);
    }
    if b1 > 0xf4 || (*sp < sl && bad_second(input[*sp])) {
        return (repl, false);
    }
    *sp += 1;
    let go_on = *sp < sl && !cont(input[*sp]);
    (repl, !go_on)
}
