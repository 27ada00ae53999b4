//! A grammar's ABNF text without its comments, made at compile time for
//! the web package: the grammars compile from the text at first use, and
//! its comment lines are about a third of it (docs/performance.md#web),
//! while the package exposes no grammar's text. Elsewhere the text stays
//! whole, as [`super::Compiled::abnf`] documents it.
//!
//! A comment is what [`super::abnf`]'s reader drops: from a `;` outside a
//! quoted string to the end of its line. The line ends stay, so the
//! definitions, and a line's number, are the same.

// Outside the web build only the tests call the two functions.
#![cfg_attr(not(urigram_web), allow(dead_code))]

/// How many bytes `text` keeps once its comments are out.
#[must_use]
pub(crate) const fn stripped_len(text: &str) -> usize {
    let b = text.as_bytes();
    let (mut i, mut n) = (0, 0);
    let mut state = (false, false);
    while i < b.len() {
        state = step(state, b[i]);
        if !state.1 {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The state `(quoted, comment)` after byte `c`: a line end closes both,
/// a `"` outside a comment opens or closes a quoted string, a `;` outside
/// both opens a comment. One definition for [`stripped_len`] and
/// [`strip`], which must agree byte for byte.
const fn step((quoted, comment): (bool, bool), c: u8) -> (bool, bool) {
    if c == b'\n' {
        (false, false)
    } else if !comment && c == b'"' {
        (!quoted, comment)
    } else if !comment && !quoted && c == b';' {
        (quoted, true)
    } else {
        (quoted, comment)
    }
}

/// The bytes of `text` without its comments; `N` is
/// [`stripped_len`]`(text)` (a shorter `N` cuts the text, a longer one
/// pads it with spaces).
#[must_use]
pub(crate) const fn strip<const N: usize>(text: &str) -> [u8; N] {
    let b = text.as_bytes();
    let mut out = [b' '; N];
    let (mut i, mut n) = (0, 0);
    let mut state = (false, false);
    while i < b.len() {
        let c = b[i];
        state = step(state, c);
        if !state.1 && n < N {
            out[n] = c;
            n += 1;
        }
        i += 1;
    }
    out
}

/// The ABNF text of the file at `$path` (relative to the calling file, as
/// `include_str!` takes it): whole, or in the web build (`--cfg
/// urigram_web`) without its comments, made at compile time.
macro_rules! abnf_text {
    ($path:literal) => {{
        #[cfg(not(urigram_web))]
        let text: &'static str = include_str!($path);
        #[cfg(urigram_web)]
        let text: &'static str = {
            const RAW: &str = include_str!($path);
            const N: usize = $crate::engine::abnf_comments::stripped_len(RAW);
            const BYTES: [u8; N] = $crate::engine::abnf_comments::strip::<N>(RAW);
            // Cutting bytes that are whole lines' tails after an ASCII `;`
            // keeps UTF-8 whole; "" is unreachable.
            match ::core::str::from_utf8(&BYTES) {
                Ok(s) => s,
                Err(_) => "",
            }
        };
        text
    }};
}
pub(crate) use abnf_text;

#[cfg(test)]
mod tests {
    use super::*;

    /// Every grammar file the library compiles, as the web build reads it:
    /// the same definitions, line for line, and no `;` left outside a
    /// quoted string.
    #[test]
    fn stripped_grammars_define_the_same_rules() {
        let files = [
            include_str!("../../grammar/rfc1808.abnf"),
            include_str!("../../grammar/rfc1945.abnf"),
            include_str!("../../grammar/rfc2396.abnf"),
            include_str!("../../grammar/rfc3987-bytes.abnf"),
            include_str!("../../grammar/rfc6570.abnf"),
        ];
        for raw in files {
            let bytes = strip_vec(raw);
            let stripped = std::str::from_utf8(&bytes).expect("UTF-8");
            assert!(stripped.len() < raw.len());
            assert_eq!(stripped.lines().count(), raw.lines().count());
            assert_eq!(
                super::super::abnf::definitions(stripped),
                super::super::abnf::definitions(raw)
            );
        }
    }

    /// [`strip`]'s walk, into a `Vec`, for texts whose length is not a
    /// constant (the same loop as [`strip`] with `N` its length).
    fn strip_vec(text: &str) -> Vec<u8> {
        const BIG: usize = 1 << 15;
        let n = stripped_len(text);
        assert!(n <= BIG);
        strip::<BIG>(text)[..n].to_vec()
    }

    /// A `;` inside quotes is no comment; one outside cuts to the line end;
    /// a longer `N` pads with spaces.
    #[test]
    fn comments_end_at_line_ends() {
        const T: &str = "a = \";\" b ; note\n; whole line\nb = %x3B\n";
        assert_eq!(stripped_len(T), "a = \";\" b \n\nb = %x3B\n".len());
        assert_eq!(&strip::<20>(T), b"a = \";\" b \n\nb = %x3B");
        assert_eq!(&strip::<23>(T)[..], b"a = \";\" b \n\nb = %x3B\n  ");
    }
}
