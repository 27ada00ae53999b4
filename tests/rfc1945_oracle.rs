//! RFC 1945 against the DFA oracle built from `grammar/rfc1945.abnf`, over
//! octets.
//!
//! For every rule of the file, on hand-picked inputs, on strings generated
//! from the grammar (`national`'s `%x80-FF` included) and on those strings
//! with one byte edited (non-ASCII and non-UTF-8 bytes among the edits), the
//! rule's combinator (through `rfc1945::REGISTRY`) must give the oracle's
//! verdict and, on rejection, the oracle's byte offset, with a truthful
//! expected set. A valid `URI` or `http_URL` must be rebuilt byte for byte
//! from its typed tree's parts.
//!
//! The larger run is
//! `cargo test -p urigram --test integration -- --ignored rfc1945_large_run --nocapture`.

use crate::engine_oracle::Spec;
use crate::oracle::abnf::Grammar;
use crate::oracle::regex::Verdict;
use urigram::grammars::rfc1945::{HttpUrl, Reading, Relative, RelativeKind, Text, Uri};

/// The grammar as the shared harness (`engine_oracle`) runs it.
pub const SPEC: Spec = Spec {
    grammar: "rfc1945",
    tree: tree_agrees,
};

/// `grammar/rfc1945.abnf`, read once.
pub fn grammar() -> &'static Grammar {
    SPEC.abnf()
}

/// The oracle's verdict for rule `name` (either spelling) on `input`.
pub fn verdict(name: &str, input: &[u8]) -> Verdict {
    SPEC.verdict(name, input)
}

/// Whether urigram's rule `name` agrees with the oracle on `input`; the
/// disagreement, in words, if not.
pub fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    SPEC.agree(name, input)
}

/// A part's bytes are the input's bytes at its span.
fn part(input: &[u8], t: Text<'_>, out: &mut Vec<u8>) -> Result<(), String> {
    if &input[t.span().range()] != t.as_bytes() {
        return Err(format!("span {:?} does not hold its bytes", t.span()));
    }
    if t.span().start() != out.len() {
        return Err(format!(
            "part at {:?} does not follow the one before (ends at {})",
            t.span(),
            out.len()
        ));
    }
    out.extend_from_slice(t.as_bytes());
    Ok(())
}

/// Rebuilds the input of a relative reading from its parts, checking spans.
fn relative_bytes(input: &[u8], r: &Relative<'_>, out: &mut Vec<u8>) -> Result<(), String> {
    if let Some(n) = r.net_loc() {
        out.extend_from_slice(b"//");
        part(input, n, out)?;
    }
    if let Some(p) = r.path() {
        part(input, p.text(), out)?;
        let joined: Vec<&[u8]> = p.segments().map(|s| s.as_bytes()).collect();
        let rest = &p.text().as_bytes()[usize::from(p.is_absolute())..];
        if joined.join(&b'/') != rest {
            return Err("segments do not make the path".into());
        }
    }
    if r.kind() == RelativeKind::AbsPath && r.path().is_none() {
        return Err("an abs_path without its path".into());
    }
    if let Some(p) = r.params() {
        out.push(b';');
        part(input, p, out)?;
    }
    if let Some(q) = r.query() {
        out.push(b'?');
        part(input, q, out)?;
    }
    Ok(())
}

/// The typed tree of a valid `URI`: its parts, in order, make up the input.
pub fn check_uri_tree(input: &[u8], u: &Uri<'_>) -> Result<(), String> {
    let mut out = Vec::new();
    match u.reading() {
        Reading::Absolute(a) => {
            part(input, a.scheme(), &mut out)?;
            out.push(b':');
            part(input, a.rest(), &mut out)?;
        }
        Reading::Relative(r) => relative_bytes(input, &r, &mut out)?,
    }
    if let Some(f) = u.fragment() {
        out.push(b'#');
        part(input, f, &mut out)?;
    }
    if out != input || u.as_bytes() != input {
        return Err(format!("rebuilt as \"{}\"", out.escape_ascii()));
    }
    if let Ok(s) = std::str::from_utf8(input)
        && u.to_string() != s
    {
        return Err(format!("writes back {u}"));
    }
    Ok(())
}

/// The typed tree of a valid `http_URL`: its parts make up the input.
pub fn check_http_tree(input: &[u8], u: &HttpUrl<'_>) -> Result<(), String> {
    let mut out = input[..7].to_vec();
    part(input, u.host().text(), &mut out)?;
    if let Some(p) = u.port() {
        out.push(b':');
        part(input, p.text(), &mut out)?;
    }
    if let Some(r) = u.abs_path() {
        if r.kind() != RelativeKind::AbsPath {
            return Err("an http_URL's path is no abs_path".into());
        }
        relative_bytes(input, &r, &mut out)?;
    }
    if out != input {
        return Err(format!("rebuilt as \"{}\"", out.escape_ascii()));
    }
    Ok(())
}

/// An accepted `URI` or `http_URL` parses into a tree that rebuilds it.
fn tree_agrees(name: &str, input: &[u8]) -> Result<(), String> {
    let shown = input.escape_ascii();
    let result = if name.eq_ignore_ascii_case("URI") {
        Uri::parse(input)
            .map_err(|e| e.to_string())
            .and_then(|u| check_uri_tree(input, &u))
    } else if name.eq_ignore_ascii_case("http-URL") {
        HttpUrl::parse(input)
            .map_err(|e| e.to_string())
            .and_then(|u| check_http_tree(input, &u))
    } else {
        Ok(())
    };
    result.map_err(|e| format!("{name} \"{shown}\": {e}"))
}

/// Hand-picked inputs, valid or not by RFC 1945's text, each also checked
/// against the oracle.
const EXAMPLES: &[(&str, &[u8], bool)] = &[
    ("URI", b"", true),
    ("URI", b"#", true),
    ("URI", b"a:b", true),
    ("URI", b":b", true), // no scheme, but ":" is a pchar: a rel_path
    ("URI", b"a:", true),
    ("URI", b"/a/../b", true),
    ("URI", b"//a//b", false), // abs_path's rel_path cannot start with "/"
    ("URI", b"/a b", false),
    ("URI", b"/a#b#c", false),
    ("URI", b"/%zz", false),
    ("URI", b"/~a/[b]/{c}|^`\\", true), // national
    ("URI", b"/\x80\xff", true),
    ("URI", b"/\x7f", false), // DEL is a CTL, so unsafe
    ("URI", b"/a\"b", false),
    ("URI", b"/a<b>", false),
    ("URI", b"/a;b;c/d?e?f", true),
    ("URI", b";p", true),
    ("URI", b"?q", true),
    ("http_URL", b"http://a", true),
    ("http_URL", b"HTTP://A.B:80/c", true),
    ("http_URL", b"http://", false),
    ("http_URL", b"http://a:b/", false),
    ("http_URL", b"http://a_b/", false),
    ("http_URL", b"http://-a/", false),
    ("http_URL", b"http://a-/", false),
    ("http_URL", b"http://a?q", false),
    ("http_URL", b"http://a/?q", true),
    ("http_URL", b"http://a.b./", false),
    ("http_URL", b"https://a/", false),
    ("host", b"1.2.3.4", true),
    ("host", b"999.999.999.999", true),
    ("IPv4address", b"1.2.3.4567", false),
    ("IPv4address", b"1.2.3", false),
    ("hostname", b"1a.b-c.d", true),
    ("hostname", b"a..b", false),
    ("label", b"a--b", true),
    ("port", b"", true),
    ("escape", b"%4G", false),
    ("national", b"\xc3", true),
    ("national", b"~", true),
    ("unsafe", b"\x00", true),
    ("unsafe", b"~", false),
    ("scheme", b"a+b-c.d", true),
];

#[test]
fn hand_picked_examples_agree_with_the_rfc_and_the_oracle() {
    SPEC.examples(EXAMPLES);
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    SPEC.every_rule(48, 96);
}

/// Bytes from 0x80 are generated: `national`'s strings hold them, and every
/// rule with a `uchar` accepts them.
#[test]
fn high_bytes_are_national_and_accepted_everywhere_a_uchar_is() {
    for b in 0x80..=0xffu8 {
        assert_eq!(verdict("national", &[b]), Verdict::Match, "{b:#x}");
        for rule in [
            "national",
            "unreserved",
            "uchar",
            "pchar",
            "query",
            "fragment",
        ] {
            assert!(
                urigram::grammars::rfc1945::check(rule, &[b])
                    .unwrap()
                    .is_ok(),
                "{rule} {b:#x}"
            );
        }
        assert_eq!(
            urigram::grammars::rfc1945::check("host", &[b])
                .unwrap()
                .unwrap_err()
                .offset(),
            0
        );
    }
}

/// The large run, by hand: `cargo test -p urigram --test integration --
/// --ignored rfc1945_large_run --nocapture`; `ORACLE_CASES` sets the generated
/// cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
fn rfc1945_large_run_against_the_oracle() {
    SPEC.large_run();
}
