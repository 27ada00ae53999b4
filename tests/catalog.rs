//! The snapshot catalogs' files, read once for every grammar:
//! `tests/data/grammar/[GRAMMAR/]{valid,invalid}.txt`, one `RULE<TAB>input`
//! line each, `#` comments; in the input, `\xNN` is a byte, `\t`, `\r`, `\n`
//! the controls, `\\` a backslash. Each grammar's catalog test
//! (`snapshots_catalog`, `rfc6874`, `rfc2396_catalog`, `rfc1808_catalog`,
//! `rfc1945_catalog`, `rfc9112_catalog`) reads its files here, and
//! `grammars_every` reads them all.

use std::path::Path;

/// One line of a catalog: the rule, the raw input, and the line as written.
pub struct Entry {
    pub rule: String,
    pub input: Vec<u8>,
    pub line: String,
}

/// Reads `tests/data/grammar/FOLDER/NAME` (`FOLDER` empty for RFC 3986's).
pub fn read(folder: &str, name: &str) -> Vec<Entry> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/grammar")
        .join(folder)
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (rule, input) = l
                .split_once('\t')
                .unwrap_or_else(|| panic!("{folder}/{name}: no tab in {l:?}"));
            Entry {
                rule: rule.to_string(),
                input: unescape(input),
                line: l.to_string(),
            }
        })
        .collect()
}

/// A catalog input's bytes: `\xNN`, `\t`, `\r`, `\n` and `\\` unescaped.
pub fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'x' => {
                    let hex = std::str::from_utf8(&b[i + 2..i + 4]).unwrap();
                    out.push(u8::from_str_radix(hex, 16).unwrap());
                    i += 4;
                    continue;
                }
                b't' => out.push(b'\t'),
                b'r' => out.push(b'\r'),
                b'n' => out.push(b'\n'),
                b'\\' => out.push(b'\\'),
                c => panic!("unknown escape \\{}", c as char),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}
