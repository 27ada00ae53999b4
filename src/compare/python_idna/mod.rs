//! CPython's `idna` codec (`encodings/idna.py`): `str.encode('idna')`, what
//! Python's socket does with a `str` host before `getaddrinfo` reads it.
//! The codec is IDNA 2003: RFC 3490's ToASCII with the RFC 3491 nameprep
//! profile over Unicode 3.2, unassigned code points allowed, and no STD3
//! rules. Ported step by step, with the codec's tables generated from
//! CPython itself (`scripts/gen_idna2003_tables.py`), because a later IDNA
//! (UTS #46, IDNA 2008) keeps or drops other characters: U+180F and U+2064,
//! unassigned in 3.2, stay in a name the codec encodes, where UTS #46 maps
//! them to nothing (`https://\u{180f}localhost` is `xn--localhost-fi3c`,
//! not `localhost`).
//!
//! `tests/data/compare/python-idna.tsv` holds CPython's own answers, to
//! which `tests/python_idna.rs` holds this module.

mod lookup;
mod nameprep;
mod nfkc;
mod tables;

use nameprep::nameprep;

/// `host.encode('idna')` as CPython's codec computes it for a host with a
/// non-ASCII character (the caller takes the codec's ASCII fast path, and
/// bounds the length), or `None` where the codec raises `UnicodeError`.
///
/// The host is split at `.`, U+3002, U+FF0E and U+FF61, an empty last
/// label being a trailing dot (kept), and each label goes through
/// [`to_ascii`].
pub(crate) fn encode(host: &str) -> Option<String> {
    let mut labels: Vec<&str> = host
        .split(['.', '\u{3002}', '\u{ff0e}', '\u{ff61}'])
        .collect();
    let trailing = labels.last().is_some_and(|l| l.is_empty());
    if trailing {
        labels.pop();
    }
    let mut out = String::with_capacity(host.len() + 8);
    for (i, label) in labels.iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.push_str(&to_ascii(label)?);
    }
    if trailing {
        out.push('.');
    }
    Some(out)
}

/// RFC 3490 section 4.1 ToASCII of one label, as the codec's `ToASCII`:
/// an ASCII label is kept (1 to 63 bytes); any other is nameprepped, and
/// kept if that made it ASCII (1 to 63 bytes, even when nameprep made a
/// `.` of it: the codec does not split again, so U+2488 makes `1.`);
/// else refused if it starts with `xn--`, else Punycode after `xn--`, at
/// most 63 bytes.
fn to_ascii(label: &str) -> Option<String> {
    let fits = |s: &str| (1..64).contains(&s.len());
    if label.is_ascii() {
        return fits(label).then(|| label.to_owned());
    }
    let label = nameprep(label)?;
    if label.is_ascii() {
        return fits(&label).then_some(label);
    }
    if label.starts_with("xn--") {
        return None;
    }
    let ace = format!("xn--{}", idna::punycode::encode_str(&label)?);
    fits(&ace).then_some(ace)
}

#[cfg(test)]
mod tests {
    use super::encode;

    /// The cases, with CPython 3.12's answers.
    #[test]
    fn cpythons_answers() {
        assert_eq!(
            encode("\u{180f}localhost").as_deref(),
            Some("xn--localhost-fi3c")
        );
        assert_eq!(
            encode("\u{2064}localhost").as_deref(),
            Some("xn--localhost-uw0e")
        );
        assert_eq!(encode("１２７．０．０．１").as_deref(), Some("127.0.0.1"));
        assert_eq!(encode("0⑰700000001").as_deref(), Some("017700000001"));
        assert_eq!(encode("2130706㊸3").as_deref(), Some("2130706433"));
        // U+2488 is "1." to NFKC: one label, which the codec keeps.
        assert_eq!(encode("\u{2488}.com").as_deref(), Some("1..com"));
    }
}
