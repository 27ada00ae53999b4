//! How `compare` lines up an input's readings: the eight parts (the
//! grammars' come from the library, `urigram::grammars::Grammar::parts`),
//! the JSON of a reading's error, and `urlsplit`'s result cut into the same
//! parts.

use serde_json::{Value, json};
use urigram::urllib::{Python, Urllib};

/// The parts every reading is split into, in this order (the library's
/// names).
pub use urigram::grammars::PART_NAMES as PARTS;

/// An input's parts, in [`PARTS`]' order; `None` when absent.
pub type Parts = [Option<String>; 8];

/// A reading's parts, and those of [`PARTS`] its grammar does not split
/// out (neither present nor absent: `compare` leaves them out of the
/// comparison).
pub type Split = (Parts, &'static [&'static str]);

/// An owned copy of a part.
fn own(s: Option<&str>) -> Option<String> {
    s.map(str::to_string)
}

/// Why a reading has no split: the JSON `error` of `compare`.
pub fn error(offset: usize, rule: &str, message: &str) -> Value {
    json!({"offset": offset, "rule": rule, "message": message})
}

/// Why `urigram split` (and `compare`'s urllib row) has no answer for an
/// input that is not UTF-8: no Python `str` holds it, so it is not split as
/// text; and CPython's `urlsplit` given the bytes decodes them as ASCII
/// first, which fails on the first byte above 0x7F.
pub fn not_utf8(python: Python, bytes: &[u8]) -> String {
    let at = std::str::from_utf8(bytes)
        .err()
        .map_or(0, |e| e.valid_up_to());
    let mut msg = format!("not UTF-8 (invalid byte at offset {at})");
    if let Err(e) = Urllib::new(python).urlsplit_bytes(bytes, b"", true) {
        msg.push_str(&format!(
            "; urlsplit() of the bytes raises UnicodeDecodeError: {e}"
        ));
    }
    msg
}

/// `urlsplit(text)` as CPython `python` splits it (an input that is not
/// UTF-8 is refused as `urigram split` refuses it: [`not_utf8`]). The
/// netloc is `authority`; userinfo, host and port are its pieces as
/// `SplitResult` cuts them (before the last `@`; the host keeps its
/// brackets and its case). `urlsplit` cannot tell an empty query or
/// fragment from none: `""` is what it gives for both.
pub fn urllib(python: Python, bytes: &[u8]) -> Result<Parts, Value> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Err(json!({"message": not_utf8(python, bytes)}));
    };
    let r = Urllib::new(python)
        .urlsplit(text)
        .map_err(|e| json!({"exception": "ValueError", "message": e.to_string()}))?;
    let netloc: &str = &r.netloc;
    let has_netloc = !netloc.is_empty() || text_has_empty_netloc(text, &r.scheme);
    let (userinfo, hostinfo) = match netloc.rfind('@') {
        Some(at) => (Some(&netloc[..at]), &netloc[at + 1..]),
        None => (None, netloc),
    };
    let (host, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (inside, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            let port = after.split_once(':').map(|(_, p)| p);
            (format!("[{inside}]"), port)
        }
        None => match hostinfo.split_once(':') {
            Some((h, p)) => (h.to_string(), Some(p)),
            None => (hostinfo.to_string(), None),
        },
    };
    let port = port.filter(|p| !p.is_empty());
    Ok([
        Some(r.scheme.to_string()).filter(|s| !s.is_empty()),
        has_netloc.then(|| netloc.to_string()),
        own(userinfo),
        has_netloc.then_some(host),
        own(port),
        Some(r.path.to_string()),
        Some(r.query.to_string()),
        Some(r.fragment.to_string()),
    ])
}

/// Whether the input has `//` with an empty netloc where urlsplit looks for
/// one (right after the scheme's colon, or at the start).
fn text_has_empty_netloc(text: &str, scheme: &str) -> bool {
    let t = text.trim_start_matches(|c: char| c <= ' ');
    let rest = if scheme.is_empty() {
        t
    } else {
        t.get(scheme.len() + 1..).unwrap_or("")
    };
    rest.starts_with("//")
}
