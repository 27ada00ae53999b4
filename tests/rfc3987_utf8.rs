//! `grammar/rfc3987-utf8.abnf`, RFC 3987's `ucschar` and `iprivate` as
//! UTF-8 byte sequences for a matcher over bytes: the file is what
//! `scripts/gen_rfc3987_utf8.py` writes today, and, read over
//! `grammar/rfc3987.abnf`, it accepts exactly the UTF-8 of the code points
//! that the file's ranges (compiled over characters) accept, every code
//! point of Unicode tried.

use std::path::Path;
use std::process::Command;

use crate::oracle::abnf::Grammar;
use crate::oracle::regex::{Oracle, Verdict};

/// What the generator prints with `flag`, against the committed `file`.
fn fresh(flag: &str, file: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new("python3")
        .arg(root.join("scripts/gen_rfc3987_utf8.py"))
        .arg(flag)
        .output()
        .expect("python3 runs the generator");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let committed = std::fs::read_to_string(root.join("grammar").join(file)).unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        committed,
        "run python3 scripts/gen_rfc3987_utf8.py"
    );
}

#[test]
fn the_generated_file_is_fresh() {
    fresh("--stdout", "rfc3987-utf8.abnf");
}

/// `grammar/rfc3987-bytes.abnf`, which the automata of
/// `urigram::grammars::rfc3987` are compiled from, is the generator's too,
/// and is the character grammar with the UTF-8 rules over it, rule for
/// rule: what the oracle harness holds the automata to.
#[test]
fn the_whole_grammar_over_bytes_is_fresh_and_the_same() {
    fresh("--stdout-bytes", "rfc3987-bytes.abnf");
    let over =
        Grammar::load_file("rfc3987.abnf").with_overrides(&Grammar::load_file("rfc3987-utf8.abnf"));
    let whole = Grammar::load_file("rfc3987-bytes.abnf");
    assert!(!whole.has_chars());
    for rule in [
        "IRI-reference",
        "ipath-empty",
        "ucschar",
        "iprivate",
        "iquery",
    ] {
        let a = Oracle::build(&over, rule).unwrap();
        let b = Oracle::build(&whole, rule).unwrap();
        for input in [
            &b""[..],
            "http://例え.jp/パス?q\u{E000}#f".as_bytes(),
            "\u{E000}".as_bytes(),
            "\u{FDD0}".as_bytes(),
            b"a\xffb",
            b"//h/p",
        ] {
            assert_eq!(a.verdict(input), b.verdict(input), "{rule} {input:?}");
        }
    }
}

#[test]
fn the_byte_rules_accept_exactly_the_code_points_of_the_ranges() {
    let chars = Grammar::load_file("rfc3987.abnf");
    let bytes = chars.with_overrides(&Grammar::load_file("rfc3987-utf8.abnf"));
    assert!(chars.has_chars() && !bytes.has_chars());
    for rule in ["ucschar", "iprivate"] {
        let by_char = Oracle::build(&chars, rule).unwrap();
        let by_byte = Oracle::build(&bytes, rule).unwrap();
        let mut accepted = 0u32;
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            let utf8 = c.to_string();
            let want = by_char.verdict(utf8.as_bytes()) == Verdict::Match;
            let got = by_byte.verdict(utf8.as_bytes()) == Verdict::Match;
            assert_eq!(got, want, "{rule} U+{:04X}", u32::from(c));
            accepted += u32::from(got);
        }
        // ucschar: 17 ranges; iprivate: 3 (RFC 3987 section 2.2).
        let want = match rule {
            "ucschar" => {
                (0xD7FF - 0xA0 + 1)
                    + (0xFDCF - 0xF900 + 1)
                    + (0xFFEF - 0xFDF0 + 1)
                    + 13 * 0xFFFE
                    + (0xE_FFFD - 0xE_1000 + 1)
            }
            _ => (0xF8FF - 0xE000 + 1) + 2 * 0xFFFE,
        };
        assert_eq!(accepted, want, "{rule}");
        // Bytes that are no UTF-8 match neither.
        for bad in [
            &b"\xc0\x80"[..],
            b"\xed\xa0\x80",
            b"\xf4\x90\x80\x80",
            b"\xff",
            b"\xe4\xb8",
        ] {
            assert_ne!(by_byte.verdict(bad), Verdict::Match, "{rule} {bad:?}");
        }
    }
}
