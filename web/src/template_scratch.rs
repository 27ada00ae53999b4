//! `Template.match`'s fast path, built as `parse`'s ([`crate::spans`]): the
//! URI comes in through the module's input buffer (which JavaScript fills
//! with `encodeInto`, no allocation), and the answer goes out as numbers
//! written into a buffer of WebAssembly memory that JavaScript reads
//! through an `Int32Array` made once: for each variable, the index of its
//! name and the offsets of a run of the URI that equals its value, which
//! JavaScript slices from its own string. The former fast path, one
//! NUL-separated string per match ([`CompiledTemplate::match_flat`]), cost
//! a string copied in and another copied out and split, which put one
//! template's match below the MCP SDK's speed (docs/performance.md#web).
//!
//! The values are the library's, decoded where the operator asks for it;
//! the offsets name any run of the URI that holds the same characters (the
//! first), so a value sliced from the URI is the decoded value exactly.
//! A value that is in no run of the URI (a pct-encoded triplet decoded,
//! say) is written as UTF-8 into a second buffer ([`match_scratch_values`])
//! and its name index negated (`-1 - index`): JavaScript decodes those
//! bytes, so a decoded value costs no second match. A value that is not a
//! string, an ambiguous or incomplete match, more than [`MAX_VARS`]
//! variables or [`VALUE_BYTES`] bytes of decoded values: JavaScript asks
//! [`CompiledTemplate::match_uri`] instead, one answer written in one
//! place. JavaScript sends only ASCII URIs this way, so that byte offsets
//! are its string indices.

use std::cell::RefCell;

use urigram::template::{Match, Value};
use wasm_bindgen::prelude::*;

use crate::spans::{address, with_scratch_input};
use crate::template::CompiledTemplate;

/// The most variables a match answers through the offsets buffer.
const MAX_VARS: usize = 64;

/// The numbers of the offsets buffer: three a variable.
const SLOTS: usize = 3 * MAX_VARS;

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
}

/// The address of the 4096 bytes where [`CompiledTemplate::match_scratch`]
/// writes the values that are in no run of the URI; it never moves.
#[wasm_bindgen(js_name = matchScratchValues)]
#[must_use]
pub fn match_scratch_values() -> u32 {
    VALUES.with_borrow(|v| address(v.as_ptr()))
}

/// The address of the numbers [`CompiledTemplate::match_scratch`] writes
/// (an `Int32Array` of 192 for JavaScript); it never moves.
#[wasm_bindgen(js_name = matchScratchOffsets)]
#[must_use]
pub fn match_scratch_offsets() -> u32 {
    OFFSETS.with_borrow(|o| address(o.as_ptr()))
}

/// Writes the name index, start and end of each variable of `m`'s one
/// reading into `out` (a value in no run of the URI into `values`, its
/// index negated) and answers how many, or answers [`NO_MATCH`] or
/// [`ASK_JSON`] (the module's doc says when). `names` is sorted, as the
/// reading's variables are, so one forward walk finds every index.
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
    let mut slots = out.chunks_exact_mut(3);
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
        let (index, start) = match uri.find(v.as_str()) {
            Some(start) => (index, start),
            None => {
                let end = written + v.len();
                let Some(to) = values.get_mut(written..end) else {
                    return ASK_JSON;
                };
                to.copy_from_slice(v.as_bytes());
                written = end;
                (-1 - index, end - v.len())
            }
        };
        let (Ok(start), Ok(end)) = (i32::try_from(start), i32::try_from(start + v.len())) else {
            return ASK_JSON;
        };
        slot.copy_from_slice(&[index, start, end]);
        count += 1;
    }
    count
}

#[wasm_bindgen]
impl CompiledTemplate {
    /// The match of the first `len` bytes of the module's input buffer
    /// (`parseScratchInput`), its variables written into the offsets
    /// buffer ([`match_scratch_offsets`]) as `[name index, start, end]`
    /// each, the index into [`Self::match_names`]: how many variables it
    /// wrote, -1 for no match, -2 where [`Self::match_uri`] must answer
    /// (also when `len` is past the buffer or its bytes are not UTF-8).
    #[wasm_bindgen(js_name = matchScratch)]
    #[must_use]
    pub fn match_scratch(&self, len: usize) -> i32 {
        with_scratch_input(len, |uri| {
            let m = self.matcher.match_uri(uri);
            OFFSETS.with_borrow_mut(|out| {
                VALUES.with_borrow_mut(|values| offsets(&self.names, uri, &m, out, values))
            })
        })
        .unwrap_or(ASK_JSON)
    }

    /// The names [`Self::match_scratch`]'s indices stand for, as a JSON
    /// array.
    #[wasm_bindgen(js_name = matchNames)]
    #[must_use]
    pub fn match_names(&self) -> String {
        serde_json::Value::from(self.names.clone()).to_string()
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
        let used = usize::try_from(n.max(0)).expect("not negative") * 3;
        (n, out[..used].to_vec())
    }

    /// RFC 6570 section 1.2's `{+path}` and `{x}` (level 2 and 1): the
    /// values' runs of the URI, the names in sorted order (`path` index 0,
    /// `x` 1).
    #[test]
    fn offsets_of_plain_values() {
        assert_eq!(
            read("http://h{+path}/here?q={x}", "http://h/foo/bar/here?q=1024"),
            (2, vec![0, 8, 16, 1, 24, 28])
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
        assert_eq!((n, &out[..6]), (2, &[-1, 0, 3, 1, 7, 8][..]));
        assert_eq!(&values[..3], b"a b");
    }

    /// An exploded variable, and no match.
    #[test]
    fn json_and_no_match() {
        assert_eq!(read("/{x*}", "/a,b").0, ASK_JSON);
        assert_eq!(read("/{x}", "x").0, NO_MATCH);
    }
}
