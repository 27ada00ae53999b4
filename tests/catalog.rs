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

/// The input as the catalog writes it: printable ASCII as is, the rest
/// escaped (UTF-8 as its bytes).
pub fn escape(input: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for &b in input {
        match b {
            b'\\' => out.push_str("\\\\"),
            b' '..=b'~' => out.push(b as char),
            _ => {
                let _ = write!(out, "\\x{b:02x}");
            }
        }
    }
    out
}

/// A stable, readable snapshot name: kind, rule, the input's letters and
/// digits, and an FNV-1a hash of its bytes.
pub fn snapshot_name(kind: &str, rule: &str, input: &[u8]) -> String {
    let mut slug = String::new();
    for &b in input.iter().take(40) {
        if b.is_ascii_alphanumeric() {
            slug.push(b as char);
        } else if !slug.ends_with('_') {
            slug.push('_');
        }
    }
    if slug.is_empty() {
        slug.push('_');
    }
    // FNV-1a, 32 bits: small, stable across runs and platforms.
    let hash = input.iter().fold(0x811c_9dc5_u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    format!("{kind}__{rule}__{slug}__{hash:08x}")
}

/// Snapshots `content` as catalog line `e`'s, under `snapshots/DIR/`.
pub fn snapshot(dir: &str, kind: &str, e: &Entry, content: &str) {
    insta::with_settings!({
        snapshot_path => format!("../snapshots/{dir}"),
        prepend_module_to_snapshot => false,
        description => e.line.replace('\t', " <TAB> "),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(snapshot_name(kind, &e.rule, &e.input), content);
    });
}

/// Every snapshot under `snapshots/DIR/` belongs to a line of the catalog
/// in `tests/data/grammar/FOLDER/`, so a line removed from a catalog cannot
/// leave its snapshot behind; no line is there twice.
pub fn no_stale_snapshots(folder: &str, dir: &str) {
    let mut want = std::collections::BTreeSet::new();
    for (kind, file) in [("invalid", "invalid.txt"), ("valid", "valid.txt")] {
        for e in read(folder, file) {
            assert!(
                want.insert(format!("{}.snap", snapshot_name(kind, &e.rule, &e.input))),
                "duplicate catalog line {}",
                e.line
            );
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("snapshots")
        .join(dir);
    let have: std::collections::BTreeSet<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".snap"))
        .collect();
    let stale: Vec<&String> = have.difference(&want).collect();
    assert!(stale.is_empty(), "stale snapshots: {stale:?}");
}

/// The invalid catalog of a grammar on the engine (`tests/data/grammar/
/// NAME/invalid.txt`, snapshots under `snapshots/NAME/`): each input is
/// rejected by the grammar's DFA oracle, urigram agrees with the oracle
/// (offset and expected set, [`crate::engine_oracle::Spec::agree`]), and
/// its error is snapshotted: offset, rule path, expected set, section, the
/// one-line `{}` and the `{:#}` frame, so the caret of every frame stands
/// where the grammar says.
pub fn engine_invalid(spec: &crate::engine_oracle::Spec) {
    use std::fmt::Write as _;
    let name = spec.grammar;
    let entries = read(name, "invalid.txt");
    assert!(entries.len() >= 40, "{} invalid inputs", entries.len());
    let grammar = urigram::grammars::named(name).unwrap();
    for e in &entries {
        let rule = grammar
            .rule(&e.rule)
            .unwrap_or_else(|| panic!("no rule {}", e.rule));
        let crate::oracle::regex::Verdict::Fail(at) = spec.verdict(&e.rule, &e.input) else {
            panic!("the grammar accepts {}", e.line);
        };
        spec.agree(&e.rule, &e.input)
            .unwrap_or_else(|err| panic!("{err}"));
        let err = rule.check(&e.input).unwrap_err();
        assert_eq!(err.offset(), at, "{}", e.line);
        assert_eq!(err.top_rule(), rule.info(), "{}", e.line);
        let mut s = String::new();
        let _ = writeln!(s, "input: \"{}\"", escape(&e.input));
        let _ = writeln!(s, "offset: {} (the DFA oracle's)", err.offset());
        let path: Vec<&str> = err.rules().iter().map(|r| r.name()).collect();
        let _ = writeln!(s, "rules: {}", path.join(" > "));
        let expected: Vec<&str> = err.expected().map(|x| x.describe()).collect();
        let _ = writeln!(s, "expected: {}", expected.join(", "));
        let _ = writeln!(s, "found: {}", err.found());
        let _ = writeln!(s, "section: {}, {}", err.document(), err.section());
        let _ = writeln!(s, "display: {err}");
        let _ = write!(s, "\n{err:#}");
        snapshot(name, "invalid", e, &s);
    }
}
