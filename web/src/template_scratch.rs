//! `Template.match`'s fast path, built as `parse`'s ([`crate::spans`]): the
//! URI comes in through the module's input buffer (which JavaScript fills
//! with `encodeInto`, no allocation), and the answer goes out as numbers
//! written into a buffer of WebAssembly memory that JavaScript reads
//! through an `Int32Array` made once: for each variable, the index of its
//! name, the offsets of its value and how to read them, which JavaScript
//! slices from its own string. The former fast path, one NUL-separated
//! string per match ([`CompiledTemplate::match_flat`]), cost a string
//! copied in and another copied out and split, which put one template's
//! match below the MCP SDK's speed (docs/performance.md#web).
//!
//! The numbers come from the library's positional match
//! ([`Matcher::match_positions`](urigram::template::Matcher::match_positions)):
//! no `Vars`, no `String`, no map, where building the owned answer was
//! most of a match's time. A value is the URI's bytes [`SLICE`], or those
//! bytes pct-decoded [`DECODE`] (checked by the library to be what
//! expansion writes, so `decodeURIComponent` reads them as it does).
//! Where positions do not answer (a prefix, a variable written twice), the
//! owned match is read as before: each value's offsets name any run of
//! the URI that holds the same characters, and a value in no run is
//! written as UTF-8 into a second buffer ([`match_scratch_values`]),
//! [`VALUES_KIND`] its kind. A value that is not a string, an ambiguous or
//! incomplete match, more than [`MAX_VARS`] variables or [`VALUE_BYTES`]
//! bytes of decoded values: JavaScript asks
//! [`CompiledTemplate::match_uri`] instead, one answer written in one
//! place. JavaScript sends only ASCII URIs this way, so that byte offsets
//! are its string indices.

use std::cell::RefCell;

use urigram::json::Json;
use urigram::template::{Located, Match, Positions, Value};
use wasm_bindgen::prelude::*;

use crate::spans::{address, with_scratch_input};
use crate::template::CompiledTemplate;

/// The most variables a match answers through the offsets buffer.
const MAX_VARS: usize = 64;

/// The numbers of the offsets buffer: four a variable.
const SLOTS: usize = 4 * MAX_VARS;

/// A value's kind: the URI's bytes at its offsets.
const SLICE: i32 = 0;

/// A value's kind: the URI's bytes at its offsets, pct-decoded.
const DECODE: i32 = 1;

/// A value's kind: the values buffer's bytes at its offsets, UTF-8.
const VALUES_KIND: i32 = 2;

/// The bytes of decoded values one match writes at most.
const VALUE_BYTES: usize = 4096;

/// [`CompiledTemplate::match_scratch`]'s answer for no match.
const NO_MATCH: i32 = -1;

/// [`CompiledTemplate::match_scratch`]'s answer where JavaScript must ask
/// [`CompiledTemplate::match_uri`].
const ASK_JSON: i32 = -2;

thread_local! {
    /// WebAssembly here has one thread: one buffer for the module; boxed,
    /// so that its address never changes.
    static OFFSETS: RefCell<Box<[i32; SLOTS]>> = RefCell::new(Box::new([0; SLOTS]));
    /// The decoded values that are in no run of the URI, as UTF-8.
    static VALUES: RefCell<Box<[u8; VALUE_BYTES]>> = RefCell::new(Box::new([0; VALUE_BYTES]));
    /// The positions of the last match, kept so that a match allocates
    /// nothing.
    static POSITIONS: RefCell<Positions> = RefCell::new(Positions::new());
}

/// The address of the 4096 bytes where [`CompiledTemplate::match_scratch`]
/// writes the values that are in no run of the URI; it never moves.
#[wasm_bindgen(js_name = matchScratchValues)]
#[must_use]
pub fn match_scratch_values() -> u32 {
    VALUES.with_borrow(|v| address(v.as_ptr()))
}

/// The address of the numbers [`CompiledTemplate::match_scratch`] writes
/// (an `Int32Array` of 256 for JavaScript); it never moves.
#[wasm_bindgen(js_name = matchScratchOffsets)]
#[must_use]
pub fn match_scratch_offsets() -> u32 {
    OFFSETS.with_borrow(|o| address(o.as_ptr()))
}

/// Writes `[index, start, end, kind]` of each position of a positional
/// match into `out` and answers how many, or [`ASK_JSON`] past
/// [`MAX_VARS`] or offsets that `i32` cannot hold.
#[cfg_attr(urigram_web, optimize(speed))]
fn positions(found: &Positions, out: &mut [i32; SLOTS]) -> i32 {
    let mut count = 0;
    let mut slots = out.chunks_exact_mut(4);
    for p in found.as_slice() {
        let (Some(slot), Ok(index), Ok(start), Ok(end)) = (
            slots.next(),
            i32::try_from(p.var),
            i32::try_from(p.start),
            i32::try_from(p.end),
        ) else {
            return ASK_JSON;
        };
        slot.copy_from_slice(&[index, start, end, if p.decode { DECODE } else { SLICE }]);
        count += 1;
    }
    count
}

/// Writes the name index, start, end and kind of each variable of `m`'s
/// one reading into `out` (a value in no run of the URI into `values`, of
/// kind [`VALUES_KIND`]) and answers how many, or answers [`NO_MATCH`] or
/// [`ASK_JSON`] (the module's doc says when). `names` is sorted, as the
/// reading's variables are, so one forward walk finds every index. For
/// the owned match, where positions do not answer.
#[cfg_attr(urigram_web, optimize(speed))]
fn offsets(
    names: &[String],
    uri: &str,
    m: &Match,
    out: &mut [i32; SLOTS],
    values: &mut [u8; VALUE_BYTES],
) -> i32 {
    if !m.is_match() {
        return NO_MATCH;
    }
    if m.is_ambiguous() || !m.is_complete() {
        return ASK_JSON;
    }
    let Some(vars) = m.assignments().first() else {
        return ASK_JSON;
    };
    let mut name_at = 0;
    let mut slots = out.chunks_exact_mut(4);
    let mut count = 0;
    let mut written = 0;
    for (name, value) in vars {
        let Value::String(v) = value else {
            return ASK_JSON;
        };
        while names.get(name_at).is_some_and(|n| n != name) {
            name_at += 1;
        }
        let (Some(slot), Ok(index)) = (slots.next(), i32::try_from(name_at)) else {
            return ASK_JSON;
        };
        if name_at >= names.len() {
            return ASK_JSON;
        }
        let (kind, start) = match uri.find(v.as_str()) {
            Some(start) => (SLICE, start),
            None => {
                let end = written + v.len();
                let Some(to) = values.get_mut(written..end) else {
                    return ASK_JSON;
                };
                to.copy_from_slice(v.as_bytes());
                written = end;
                (VALUES_KIND, end - v.len())
            }
        };
        let (Ok(start), Ok(end)) = (i32::try_from(start), i32::try_from(start + v.len())) else {
            return ASK_JSON;
        };
        slot.copy_from_slice(&[index, start, end, kind]);
        count += 1;
    }
    count
}

#[wasm_bindgen]
impl CompiledTemplate {
    /// The match of the first `len` bytes of the module's input buffer
    /// (`parseScratchInput`), its variables written into the offsets
    /// buffer ([`match_scratch_offsets`]) as `[name index, start, end,
    /// kind]` each, the index into [`Self::match_names`], the kind
    /// [`SLICE`], [`DECODE`] or [`VALUES_KIND`]: how many variables it
    /// wrote, -1 for no match, -2 where [`Self::match_uri`] must answer
    /// (also when `len` is past the buffer or its bytes are not UTF-8).
    #[wasm_bindgen(js_name = matchScratch)]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_scratch(&self, len: usize) -> i32 {
        with_scratch_input(len, |uri| {
            let located =
                POSITIONS.with_borrow_mut(|found| match self.matcher.match_positions(uri, found) {
                    Located::Match => Some(OFFSETS.with_borrow_mut(|out| positions(found, out))),
                    Located::NoMatch => Some(NO_MATCH),
                    _ => None,
                });
            located.unwrap_or_else(|| {
                let m = self.matcher.match_uri(uri);
                OFFSETS.with_borrow_mut(|out| {
                    VALUES.with_borrow_mut(|values| offsets(&self.names, uri, &m, out, values))
                })
            })
        })
        .unwrap_or(ASK_JSON)
    }

    /// The names [`Self::match_scratch`]'s indices stand for, as a JSON
    /// array.
    #[wasm_bindgen(js_name = matchNames)]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn match_names(&self) -> String {
        Json::from(self.names.clone()).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use urigram::template::Template;

    /// The offsets of a match, as JavaScript would read them.
    fn read(template: &str, uri: &str) -> (i32, Vec<i32>) {
        let t = Template::parse(template).expect("a template");
        let mut names: Vec<String> = t.variables().into_iter().map(str::to_owned).collect();
        names.sort_unstable();
        names.dedup();
        let mut out = Box::new([0; SLOTS]);
        let mut values = Box::new([0; VALUE_BYTES]);
        let n = offsets(&names, uri, &t.match_uri(uri), &mut out, &mut values);
        let used = usize::try_from(n.max(0)).expect("not negative") * 4;
        (n, out[..used].to_vec())
    }

    /// RFC 6570 section 1.2's `{+path}` and `{x}` (level 2 and 1): the
    /// values' runs of the URI, the names in sorted order (`path` index 0,
    /// `x` 1).
    #[test]
    fn offsets_of_plain_values() {
        assert_eq!(
            read("http://h{+path}/here?q={x}", "http://h/foo/bar/here?q=1024"),
            (2, vec![0, 8, 16, SLICE, 1, 24, 28, SLICE])
        );
    }

    /// A value in no run of the URI: `{x}` decodes `%20` (section 3.2.1),
    /// so "a b" is written into the values buffer, its index negated.
    #[test]
    fn decoded_value() {
        let t = Template::parse("/{x}/{y}").expect("a template");
        let names = vec!["x".to_owned(), "y".to_owned()];
        let mut out = Box::new([0; SLOTS]);
        let mut values = Box::new([0; VALUE_BYTES]);
        let uri = "/a%20b/c";
        let n = offsets(&names, uri, &t.match_uri(uri), &mut out, &mut values);
        assert_eq!(
            (n, &out[..8]),
            (2, &[0, 0, 3, VALUES_KIND, 1, 7, 8, SLICE][..])
        );
        assert_eq!(&values[..3], b"a b");
    }

    /// The positional path (RFC 6570 section 3.2.2's `{x}` decodes
    /// `%20`): the URI's bytes of each value, the decoded one of kind
    /// [`DECODE`]; the same on the first match (the deterministic
    /// automaton's one path) and the second (the one-pass table).
    #[test]
    fn positions_of_a_decoded_value() {
        let m = urigram::template::Matcher::new(&Template::parse("/{x}/{y}").expect("a template"));
        for _ in 0..2 {
            let mut found = Positions::new();
            assert_eq!(m.match_positions("/a%20b/c", &mut found), Located::Match);
            let mut out = Box::new([0; SLOTS]);
            assert_eq!(positions(&found, &mut out), 2);
            assert_eq!(&out[..8], &[0, 1, 6, DECODE, 1, 7, 8, SLICE]);
        }
    }

    /// An exploded variable, and no match.
    #[test]
    fn json_and_no_match() {
        assert_eq!(read("/{x*}", "/a,b").0, ASK_JSON);
        assert_eq!(read("/{x}", "x").0, NO_MATCH);
    }
}
