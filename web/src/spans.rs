//! `parse`'s fast path for its default rule (RFC 3986 `URI-reference`):
//! the parts as byte offsets into the input, a handful of numbers that
//! JavaScript slices the input with, instead of JSON text that it would
//! have to parse. Answering as JSON cost ten times fast-uri's time a URL
//! (`node scripts/bench_web.mjs`), most of it in `JSON.parse` and string
//! copies on the JavaScript side, not in the parser.
//!
//! A valid URI-reference is ASCII, so its byte offsets are JavaScript's
//! string indices too. Anything else (an invalid input, whose error the
//! JSON path words; an IP literal or IPv4 host, whose `address` the JSON
//! path writes in its canonical form) gets no spans, and JavaScript asks
//! [`crate::strict::parse`] instead: one answer, written in one place.
//!
//! Two doors to the same numbers: [`parse_spans`] takes a string and hands
//! back a fresh array (wasm-bindgen copies the string in and the array out,
//! allocating both); [`parse_scratch`] reads the input JavaScript wrote into
//! a buffer of WebAssembly memory that lives as long as the module and
//! writes the numbers into another, which JavaScript reads through views it
//! made once. `parse` is called once a URL, and those allocations and
//! copies cost more than the parse itself (`node scripts/bench_web.mjs`).

use std::cell::RefCell;

use urigram::json::Json;
use urigram::{Host, PathKind, UriRef, ast::Span};
use wasm_bindgen::prelude::*;

/// Where a part is absent: the start of its span.
const ABSENT: u32 = u32::MAX;

/// The path kinds in the order of [`parse_spans`]'s path kind number.
const PATH_KINDS: [PathKind; 5] = [
    PathKind::AbEmpty,
    PathKind::Absolute,
    PathKind::NoScheme,
    PathKind::Rootless,
    PathKind::Empty,
];

/// The numbers as they are written, into an array (no allocation).
struct Out {
    /// The numbers so far, `ABSENT` past them.
    numbers: [u32; SPANS],
    /// How many are written.
    len: usize,
}

impl Out {
    /// One number (past the 18th, dropped: [`spans`] writes exactly 18).
    #[cfg_attr(urigram_web, optimize(speed))]
    fn one(&mut self, n: u32) {
        if let Some(slot) = self.numbers.get_mut(self.len) {
            *slot = n;
        }
        self.len += 1;
    }

    /// A span as two numbers (offsets fit: JavaScript strings are far
    /// below 4 GiB).
    #[cfg_attr(urigram_web, optimize(speed))]
    fn span(&mut self, span: Option<Span>) {
        match span {
            Some(s) => {
                self.one(u32::try_from(s.start).unwrap_or(ABSENT));
                self.one(u32::try_from(s.end).unwrap_or(ABSENT));
            }
            None => {
                self.one(ABSENT);
                self.one(ABSENT);
            }
        }
    }
}

/// The parts of the URI-reference `input` as 18 numbers, or none when the
/// JSON path must answer (the module's doc): the start and end of the
/// scheme, authority, userinfo and host; the host's kind (0 `reg-name`, 1
/// `ipvfuture`, as [`parse_names`] lists them); the port's span, the
/// path's, its kind (an index into [`parse_names`]'s `paths`); the query's
/// and the fragment's span. An absent part starts at `u32::MAX`.
#[wasm_bindgen(js_name = parseSpans)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn parse_spans(input: &str) -> Vec<u32> {
    spans(input).map_or_else(Vec::new, Vec::from)
}

/// [`parse_spans`]'s numbers, or `None` where it answers with none.
#[cfg_attr(urigram_web, inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
fn spans(input: &str) -> Option<[u32; SPANS]> {
    let u = UriRef::parse(input).ok()?;
    let mut out = Out {
        numbers: [ABSENT; SPANS],
        len: 0,
    };
    out.span(u.scheme().map(|s| s.span()));
    let a = u.authority();
    out.span(a.map(|a| a.span()));
    out.span(a.and_then(|a| a.userinfo()).map(|u| u.span()));
    match a.map(|a| a.host()) {
        None => {
            out.span(None);
            out.one(0);
        }
        Some(h @ Host::RegName(_)) => {
            out.span(Some(h.span()));
            out.one(0);
        }
        Some(h @ Host::IpvFuture { .. }) => {
            out.span(Some(h.span()));
            out.one(1);
        }
        Some(_) => return None,
    }
    out.span(a.and_then(|a| a.port()).map(|p| p.span()));
    let p = u.path();
    out.span(Some(p.span()));
    let kind = PATH_KINDS.iter().position(|k| *k == p.kind()).unwrap_or(0);
    out.one(u32::try_from(kind).unwrap_or(0));
    out.span(u.query().map(|q| q.span()));
    out.span(u.fragment().map(|f| f.span()));
    (out.len == SPANS).then_some(out.numbers)
}

/// How many numbers [`parse_spans`] answers with.
const SPANS: usize = 18;

/// The buffers of [`parse_scratch`]: the input, as UTF-8, and the numbers.
struct Scratch {
    /// The bytes JavaScript writes the input into ([`parse_scratch_input`]).
    input: Vec<u8>,
    /// The numbers of the last [`parse_scratch`] that answered 1; a boxed
    /// array, so that its address never changes.
    spans: Box<[u32; SPANS]>,
}

thread_local! {
    /// WebAssembly here has one thread: one scratch for the module.
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch {
        input: Vec::new(),
        spans: Box::new([ABSENT; SPANS]),
    });
}

/// An address in WebAssembly memory, as JavaScript indexes it (on a 64-bit
/// host, where nothing reads it, an address above 4 GiB is 0).
pub(crate) fn address<T>(p: *const T) -> u32 {
    u32::try_from(p as usize).unwrap_or(0)
}

/// The address of a buffer of at least `capacity` bytes that
/// [`parse_scratch`] reads its input from; it moves only when a larger one
/// is asked for (and WebAssembly memory may grow, so JavaScript makes its
/// view again when the old one is detached).
#[wasm_bindgen(js_name = parseScratchInput)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn parse_scratch_input(capacity: usize) -> u32 {
    SCRATCH.with_borrow_mut(|s| {
        if s.input.len() < capacity {
            s.input.resize(capacity, 0);
        }
        address(s.input.as_ptr())
    })
}

/// The address of the 18 numbers [`parse_scratch`] writes (a `Uint32Array`
/// for JavaScript); it never moves.
#[wasm_bindgen(js_name = parseScratchSpans)]
#[must_use]
pub fn parse_scratch_spans() -> u32 {
    SCRATCH.with_borrow(|s| address(s.spans.as_ptr()))
}

/// [`parse_spans`] of the first `len` bytes of the input buffer
/// ([`parse_scratch_input`]), its numbers written into the spans buffer
/// ([`parse_scratch_spans`]): 1 if it wrote them, 0 if the JSON path must
/// answer (as [`parse_spans`]'s empty answer; also when `len` is past the
/// buffer or its bytes are not UTF-8).
#[wasm_bindgen(js_name = parseScratch)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn parse_scratch(len: usize) -> u32 {
    SCRATCH.with_borrow_mut(|s| parse_in(s, len))
}

/// [`parse_scratch`] over the module's scratch: its own function, at speed
/// and never inlined, since the closure that calls it is compiled at the
/// crate's "z" (a closure does not take its function's `optimize`), and so
/// would be anything inlined into it (`from_utf8` above all).
#[cfg_attr(urigram_web, inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
fn parse_in(s: &mut Scratch, len: usize) -> u32 {
    let Some(Ok(input)) = s.input.get(..len).map(std::str::from_utf8) else {
        return 0;
    };
    match spans(input) {
        Some(found) => {
            *s.spans = found;
            1
        }
        None => 0,
    }
}

/// `f` of the first `len` bytes of the input buffer
/// ([`parse_scratch_input`]), or `None` when `len` is past the buffer or
/// its bytes are not UTF-8: the door other fast paths
/// (`Template.match`'s, [`crate::template_scratch`]) share, so that
/// JavaScript keeps one input buffer for the module.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn with_scratch_input<R>(len: usize, f: impl FnOnce(&str) -> R) -> Option<R> {
    SCRATCH.with_borrow(|s| {
        let input = std::str::from_utf8(s.input.get(..len)?).ok()?;
        Some(f(input))
    })
}

/// The names [`parse_spans`]'s numbers stand for, as JSON: `{"hosts":
/// [...], "paths": [...]}`, each the library's own (`Host::kind_name`,
/// `PathKind::abnf_name`), so that the fast path names a part exactly as
/// the JSON path does.
#[wasm_bindgen(js_name = parseNames)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn parse_names() -> String {
    let kind = |example: &str| {
        UriRef::parse(example)
            .ok()
            .and_then(|u| u.authority().map(|a| a.host().kind_name()))
    };
    let paths: Vec<&str> = PATH_KINDS.iter().map(|k| k.abnf_name()).collect();
    Json::object(vec![
        ("hosts", vec![kind("//h"), kind("//[v1.x]")].into()),
        ("paths", paths.into()),
    ])
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts of RFC 3986 section 1.1.2's `foo://example.com:8042/over/there?name=ferret#nose`
    /// at the offsets the RFC's own figure of section 3 shows.
    #[test]
    fn spans_of_the_rfc_example() {
        let s = parse_spans("foo://example.com:8042/over/there?name=ferret#nose");
        let n = ABSENT;
        assert_eq!(
            s,
            [
                0, 3, 6, 22, n, n, 6, 17, 0, 18, 22, 22, 33, 0, 34, 45, 46, 50
            ]
        );
    }

    /// Invalid input and IP hosts have no spans: the JSON path answers.
    #[test]
    fn json_path_cases_have_no_spans() {
        assert!(parse_spans("http://[::1]/").is_empty());
        assert!(parse_spans("http://127.0.0.1/").is_empty());
        assert!(parse_spans("http://a b/").is_empty());
        assert_eq!(parse_spans("a")[6], ABSENT);
    }

    /// The scratch door answers as [`parse_spans`]: the same numbers where
    /// it has some, 0 where it has none, and 0 for bytes that are not UTF-8
    /// or a length past the buffer.
    #[test]
    fn scratch_as_parse_spans() {
        let spans_at = parse_scratch_spans();
        for input in [
            "foo://example.com:8042/over/there?name=ferret#nose",
            "a",
            "",
            "http://[::1]/",
            "a b",
        ] {
            let _ = parse_scratch_input(input.len());
            SCRATCH.with_borrow_mut(|s| s.input[..input.len()].copy_from_slice(input.as_bytes()));
            let expected = parse_spans(input);
            assert_eq!(
                parse_scratch(input.len()),
                u32::from(!expected.is_empty()),
                "{input}"
            );
            if !expected.is_empty() {
                assert_eq!(
                    SCRATCH.with_borrow(|s| s.spans.to_vec()),
                    expected,
                    "{input}"
                );
            }
        }
        assert_eq!(parse_scratch_spans(), spans_at);
        let _ = parse_scratch_input(2);
        SCRATCH.with_borrow_mut(|s| s.input[..2].copy_from_slice(&[b'a', 0xff]));
        assert_eq!(parse_scratch(2), 0);
        assert_eq!(parse_scratch(1 << 30), 0);
    }

    /// The names are the library's.
    #[test]
    fn names() {
        assert_eq!(
            parse_names(),
            r#"{"hosts":["reg-name","ipvfuture"],"paths":["path-abempty","path-absolute","path-noscheme","path-rootless","path-empty"]}"#
        );
    }
}
