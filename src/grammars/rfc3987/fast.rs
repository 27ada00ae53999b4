//! A shortcut that accepts most valid `IRI-reference`s in one pass of the
//! RFC 3986 layer's fast path, so that checking an IRI costs about what
//! checking a URI does. It never rejects: when it says no, the combinators
//! run and find the error.
//!
//! Why it is sound. Let `T(s)` be `s` with every `ucschar` written `_`, and
//! every `iprivate` that stands after the first `?` and before the first
//! `#` written `_` too (any other character that is not ASCII: no
//! shortcut). RFC 3986's grammar takes `_` only as `unreserved`, inside a
//! `userinfo`, `reg-name`, `pchar` (so in segments, query and fragment),
//! `segment-nz-nc` or `IPvFuture`; RFC 3987 widens each of these to
//! `iunreserved`, which holds every `ucschar`, but for `IPvFuture`, which
//! needs a `[`. So when `s` has no `[` (or is ASCII, when `T(s)` is `s`) and
//! `T(s)` is an RFC 3986 `URI-reference`, putting each character back in
//! place of its `_` in that derivation gives an `IRI-reference` derivation
//! of `s`. An `iprivate` written `_` stands in the query of `T(s)`: no rule
//! before the query holds a `?`, none before the fragment a `#`, so the
//! first `?` before the first `#` starts the query, which runs to that `#`,
//! and `iquery` takes an `iprivate` wherever `query` takes a `pchar`.

use super::chars::{is_iprivate, is_ucschar, non_ascii_char};

/// Whether the shortcut accepts `input` as an `IRI-reference`; `false`
/// means only "not by the shortcut". One pass over the bytes: ASCII runs
/// are copied whole, each other character decoded where it starts.
pub(super) fn accepts(input: &[u8]) -> bool {
    let Some(first) = input.iter().position(|b| !b.is_ascii()) else {
        return std::str::from_utf8(input).is_ok_and(crate::is_valid);
    };
    if input.contains(&b'[') {
        return false;
    }
    let fragment = input.iter().position(|&b| b == b'#').unwrap_or(input.len());
    let query = input[..fragment]
        .iter()
        .position(|&b| b == b'?')
        .unwrap_or(fragment);
    // One buffer per thread, reused: a line of an IRI-heavy stream would
    // otherwise cost an allocation.
    thread_local! {
        static PLAIN: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
    }
    PLAIN.with_borrow_mut(|plain| {
        plain.clear();
        let (mut run, mut at) = (0, first);
        loop {
            // `input[run..at]` is ASCII, so UTF-8.
            let Ok(ascii) = std::str::from_utf8(&input[run..at]) else {
                return false;
            };
            plain.push_str(ascii);
            if at == input.len() {
                break;
            }
            let Some(c) = non_ascii_char(input, at) else {
                return false;
            };
            let cp = u32::from(c);
            if !(is_ucschar(cp) || (is_iprivate(cp) && at > query && at < fragment)) {
                return false;
            }
            plain.push('_');
            run = at + c.len_utf8();
            at = input[run..]
                .iter()
                .position(|b| !b.is_ascii())
                .map_or(input.len(), |p| run + p);
        }
        crate::is_valid(plain)
    })
}
