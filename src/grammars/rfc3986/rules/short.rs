//! The verdict on a short input (under [`SHORT`] bytes) from a small
//! automaton, one table step a byte: what [`super::fast`]'s verdict runs
//! before its blocks.
//!
//! On an input shorter than a block the blocks cost more than the bytes:
//! the head's window does not apply, the scheme is read a byte at a time,
//! and each run pads its bytes into a block behind a dispatch on the
//! length, so that such a line cost about 240 instructions and 2.5
//! mispredicted branches where the byte-class scan takes 70 and one
//! (docs/performance.md, "Validation against the byte-class scan"). A
//! deterministic automaton reads the same grammar in a table load a byte,
//! with no branch but the loop's end, as the scan does.
//!
//! It is `URI-reference` with the IP literals left out: the automaton is
//! small (thirty-two states of sixteen byte classes) because a host is a
//! `reg-name` (an `IPv4address` is one as well, so the verdict does not
//! tell them apart) and a `[` where a host may begin goes to [`FALLBACK`],
//! for the caller to read the input its usual way. Every other byte of a
//! valid reference is one of the classes below, and `pct-encoded` is two
//! states after each `%`, one a digit.
//!
//! Its tests, against the scalar reading, stand in [`super::fast`]'s, which
//! holds that reading (a test here would make the two files import each
//! other).

use super::chars;

/// The inputs this reads: those shorter than sixteen bytes, which the
/// blocks read worst (an input of sixteen or more has the head's window).
pub(super) const SHORT: usize = 16;

/// The byte classes: the automaton's transitions tell no two bytes of one
/// class apart.
mod class {
    /// No rule of a reference holds it (controls, space, `"`, `<`, `>`,
    /// `\`, `]`, `^`, `` ` ``, `{`, `|`, `}`, DEL, non-ASCII).
    pub(super) const OUT: u8 = 0;
    /// `A`-`F`, `a`-`f`: letters and hexadecimal digits.
    pub(super) const HEX_ALPHA: u8 = 1;
    /// The other letters.
    pub(super) const ALPHA: u8 = 2;
    /// `0`-`9`.
    pub(super) const DIGIT: u8 = 3;
    /// `+`, `-`, `.`: in a scheme after its first byte, as in `pchar`.
    pub(super) const SCHEME_MARK: u8 = 4;
    /// The rest of `unreserved` and `sub-delims` (`_`, `~`, `!`, `$`, `&`,
    /// `'`, `(`, `)`, `*`, `,`, `;`, `=`): in `pchar`, not in a scheme.
    pub(super) const OTHER: u8 = 5;
    /// `:`.
    pub(super) const COLON: u8 = 6;
    /// `@`.
    pub(super) const AT: u8 = 7;
    /// `/`.
    pub(super) const SLASH: u8 = 8;
    /// `?`.
    pub(super) const QUESTION: u8 = 9;
    /// `#`.
    pub(super) const HASH: u8 = 10;
    /// `%`.
    pub(super) const PERCENT: u8 = 11;
    /// `[`.
    pub(super) const BRACKET: u8 = 12;
}

/// The states, each a row of the table.
mod state {
    /// No reading is alive: absorbing, not accepting.
    pub(super) const DEAD: u16 = 0;
    /// A `[` where a host may begin: absorbing; the caller decides.
    pub(super) const FALLBACK: u16 = 1;
    /// Nothing read.
    pub(super) const START: u16 = 2;
    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: a scheme if a `:`
    /// comes, else the first segment of a relative path.
    pub(super) const SCHEME: u16 = 3;
    /// In `segment-nz-nc` (a relative reference's first segment, no `:`).
    pub(super) const NOSCHEME: u16 = 4;
    /// After `scheme ":"`.
    pub(super) const HIER: u16 = 5;
    /// After a first `/` (of a path, or of `//`).
    pub(super) const SLASH: u16 = 6;
    /// In a path (after its first byte).
    pub(super) const PATH: u16 = 7;
    /// In a query.
    pub(super) const QUERY: u16 = 8;
    /// In a fragment.
    pub(super) const FRAGMENT: u16 = 9;
    /// After `//`: the authority's start.
    pub(super) const AUTHORITY: u16 = 10;
    /// A run of `reg-name`'s bytes from the authority's start: a host, or
    /// the start of a userinfo.
    pub(super) const NAME: u16 = 11;
    /// A `:` after [`NAME`]: a port, or inside a userinfo.
    pub(super) const COLON: u16 = 12;
    /// Digits after [`COLON`]: a port, or inside a userinfo.
    pub(super) const PORT_OR_INFO: u16 = 13;
    /// Inside a userinfo (a byte no port holds came): an `@` must end it.
    pub(super) const USERINFO: u16 = 14;
    /// After `userinfo "@"`: the host's start.
    pub(super) const HOST_START: u16 = 15;
    /// In a `reg-name` host after a userinfo.
    pub(super) const HOST: u16 = 16;
    /// In the port after such a host.
    pub(super) const PORT: u16 = 17;
    /// The first of the two states after a `%` in the state `s`, which
    /// is one of [`PCT_CONTEXTS`]; the second is the next.
    pub(super) const fn pct(s: u16) -> u16 {
        let mut i = 0;
        while i < PCT_CONTEXTS.len() {
            if PCT_CONTEXTS[i] == s {
                return 18 + 2 * i as u16;
            }
            i += 1;
        }
        DEAD
    }
    /// The states whose runs may hold `pct-encoded`, where the reading
    /// goes back after its two digits.
    pub(super) const PCT_CONTEXTS: [u16; 7] =
        [NOSCHEME, PATH, QUERY, FRAGMENT, NAME, USERINFO, HOST];
    /// How many states there are.
    pub(super) const COUNT: usize = 18 + 2 * PCT_CONTEXTS.len();
}

/// The class of each byte.
static CLASSES: [u8; 256] = {
    let mut t = [class::OUT; 256];
    let alpha = chars::ascii_mask_of(chars::ALPHA);
    let hex = chars::ascii_mask_of(chars::HEXDIG);
    let digit = chars::ascii_mask_of(chars::DIGIT);
    let ordinary = chars::ascii_mask_of(chars::UNRESERVED | chars::SUB_DELIMS);
    let mut b = 0;
    while b < 0x80 {
        t[b] = match b as u8 {
            b':' => class::COLON,
            b'@' => class::AT,
            b'/' => class::SLASH,
            b'?' => class::QUESTION,
            b'#' => class::HASH,
            b'%' => class::PERCENT,
            b'[' => class::BRACKET,
            b'+' | b'-' | b'.' => class::SCHEME_MARK,
            _ if has(alpha, b) && has(hex, b) => class::HEX_ALPHA,
            _ if has(alpha, b) => class::ALPHA,
            _ if has(digit, b) => class::DIGIT,
            _ if has(ordinary, b) => class::OTHER,
            _ => class::OUT,
        };
        b += 1;
    }
    t
};

/// Whether the bit of byte `b` is set in the mask `m`.
const fn has(m: u128, b: usize) -> bool {
    m >> b & 1 == 1
}

/// The next state from `s` on a byte of class `k`.
///
/// ```abnf
/// URI-reference = URI / relative-ref
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// hier-part     = "//" authority path-abempty / path-absolute
///               / path-rootless / path-empty
/// relative-part = "//" authority path-abempty / path-absolute
///               / path-noscheme / path-empty
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// A scheme's bytes read as the first segment of a relative path until a
/// `:` makes them a scheme; a `:` before that, or in that segment, is no
/// reference. After `//`, a run of `reg-name`'s bytes is the host unless
/// an `@` comes (then it was a userinfo); after a `:`, digits are the port
/// unless a byte only a userinfo holds, or an `@`, comes. The path, the
/// query and the fragment are runs of their bytes, which the `/`, `?` and
/// `#` that end the authority begin.
const fn step(s: u16, k: u8) -> u16 {
    use class as c;
    use state as q;
    let ordinary = matches!(
        k,
        c::HEX_ALPHA | c::ALPHA | c::DIGIT | c::SCHEME_MARK | c::OTHER
    );
    let hex = matches!(k, c::HEX_ALPHA | c::DIGIT);
    // After the `%` of a context, two hexadecimal digits, then back.
    if s >= 18 && (s as usize) < q::COUNT {
        let i = (s - 18) as usize;
        return if !hex {
            q::DEAD
        } else if i % 2 == 0 {
            s + 1
        } else {
            q::PCT_CONTEXTS[i / 2]
        };
    }
    // What ends an authority (or the first segment): path-abempty's `/`,
    // the query's `?`, the fragment's `#`.
    let ends = match k {
        c::SLASH => q::PATH,
        c::QUESTION => q::QUERY,
        c::HASH => q::FRAGMENT,
        _ => q::DEAD,
    };
    match s {
        q::START => match k {
            c::HEX_ALPHA | c::ALPHA => q::SCHEME,
            c::DIGIT | c::SCHEME_MARK | c::OTHER | c::AT => q::NOSCHEME,
            c::PERCENT => q::pct(q::NOSCHEME),
            c::SLASH => q::SLASH,
            _ => ends,
        },
        q::SCHEME => match k {
            c::HEX_ALPHA | c::ALPHA | c::DIGIT | c::SCHEME_MARK => q::SCHEME,
            c::OTHER | c::AT => q::NOSCHEME,
            c::COLON => q::HIER,
            c::PERCENT => q::pct(q::NOSCHEME),
            _ => ends,
        },
        q::NOSCHEME => match k {
            _ if ordinary => q::NOSCHEME,
            c::AT => q::NOSCHEME,
            c::PERCENT => q::pct(q::NOSCHEME),
            _ => ends,
        },
        q::HIER | q::SLASH => match k {
            c::SLASH if s == q::HIER => q::SLASH,
            c::SLASH => q::AUTHORITY,
            _ if ordinary => q::PATH,
            c::COLON | c::AT => q::PATH,
            c::PERCENT => q::pct(q::PATH),
            _ => ends,
        },
        q::PATH => match k {
            _ if ordinary => q::PATH,
            c::COLON | c::AT | c::SLASH => q::PATH,
            c::PERCENT => q::pct(q::PATH),
            _ => ends,
        },
        q::QUERY | q::FRAGMENT => match k {
            _ if ordinary => s,
            c::COLON | c::AT | c::SLASH | c::QUESTION => s,
            c::PERCENT => q::pct(s),
            c::HASH if s == q::QUERY => q::FRAGMENT,
            _ => q::DEAD,
        },
        q::AUTHORITY | q::NAME => match k {
            _ if ordinary => q::NAME,
            c::PERCENT => q::pct(q::NAME),
            c::COLON => q::COLON,
            c::AT => q::HOST_START,
            c::BRACKET if s == q::AUTHORITY => q::FALLBACK,
            _ => ends,
        },
        q::COLON | q::PORT_OR_INFO => match k {
            c::DIGIT => q::PORT_OR_INFO,
            _ if ordinary => q::USERINFO,
            c::COLON => q::USERINFO,
            c::PERCENT => q::pct(q::USERINFO),
            c::AT => q::HOST_START,
            _ => ends,
        },
        q::USERINFO => match k {
            _ if ordinary => q::USERINFO,
            c::COLON => q::USERINFO,
            c::PERCENT => q::pct(q::USERINFO),
            c::AT => q::HOST_START,
            _ => q::DEAD,
        },
        q::HOST_START | q::HOST => match k {
            _ if ordinary => q::HOST,
            c::PERCENT => q::pct(q::HOST),
            c::COLON => q::PORT,
            c::BRACKET if s == q::HOST_START => q::FALLBACK,
            _ => ends,
        },
        q::PORT => match k {
            c::DIGIT => q::PORT,
            _ => ends,
        },
        q::FALLBACK => q::FALLBACK,
        _ => q::DEAD,
    }
}

/// The width of a row: sixteen classes (thirteen used), so that a state's
/// row starts at its number times sixteen.
const WIDTH: usize = 16;

/// The table: the next state's row (its number times [`WIDTH`]) at the
/// row of the state plus the byte's class.
static NEXT: [u16; state::COUNT * WIDTH] = {
    let mut t = [0; state::COUNT * WIDTH];
    let mut s = 0;
    while s < state::COUNT {
        let mut k = 0;
        while k < WIDTH {
            t[s * WIDTH + k] = step(s as u16, k as u8) * WIDTH as u16;
            k += 1;
        }
        s += 1;
    }
    t
};

/// The accepting states, bit `s` for state `s`: those where the input may
/// end (all but the dead one, a userinfo without its `@`, and inside a
/// `pct-encoded`).
const ACCEPT: u64 = {
    let mut m = 0u64;
    let mut s = state::START;
    while s <= state::PORT {
        if s != state::USERINFO {
            m |= 1 << s;
        }
        s += 1;
    }
    m
};

// The table's index is masked to its length, a power of two.
const _: () = assert!(state::COUNT * WIDTH == 512 && state::COUNT <= 64);

/// Whether `b` (shorter than [`SHORT`] bytes, though any length reads
/// right) is a `URI-reference`, or `None` where an IP literal may begin
/// (a `[` at a host's start), which the caller reads its usual way. One
/// load of the class and one of the next row a byte, no branch but the
/// loop's: the index is masked to the table's length rather than checked.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn verdict(b: &[u8]) -> Option<bool> {
    let mut row = state::START * WIDTH as u16;
    for &c in b {
        let k = CLASSES[usize::from(c)];
        row = NEXT[(usize::from(row) + usize::from(k)) & (NEXT.len() - 1)];
    }
    let s = row / WIDTH as u16;
    (s != state::FALLBACK).then_some(ACCEPT >> s & 1 == 1)
}
