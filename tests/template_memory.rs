//! Template matching holds at most 16 bytes a URI byte, whatever the engine
//! (each chosen alone through `Config`) and whatever the template: the
//! peak of the bytes allocated at once while matching a URI of 100 KB and
//! of 1 MB, less the answer the match returns (the values read: a list of
//! many short items costs a `String` each, 24 bytes, which is the answer's
//! shape, not the matching), the URI itself not counted; and where the
//! answer is a few strings, the whole peak. Templates pinned and unpinned,
//! one-pass and ambiguous (`{+a}{+b}{+c}{+d}` reads a long URI in a great
//! many ways). Counted with `allocation-counter`, as `template_linear`
//! does; time is the benchmarks' (`benches/templates.rs`). `cargo test`
//! matches the 100 KB URIs only (in a debug build they take minutes
//! already); with `URIGRAM_LARGE_TESTS=1`, as CI's optimized run of the
//! library's tests sets it (`scripts/ci_oracle_fuzz.sh`), the 1 MiB ones
//! too.

use std::hint::black_box;

use allocation_counter::measure;
use urigram::template::Template;

use crate::template_roundtrip::engines;

/// Bytes held at once a URI byte, at most.
const PER_BYTE: u64 = 16;

/// The URIs' lengths: 1 MiB too with `URIGRAM_LARGE_TESTS=1`.
fn sizes() -> &'static [usize] {
    if std::env::var_os("URIGRAM_LARGE_TESTS").is_some_and(|v| v == "1") {
        &[100_000, 1 << 20]
    } else {
        &[100_000]
    }
}

/// The templates, each with the URI of `n` bytes matched against it, and
/// whether its answer is a list of many items.
fn cases(n: usize) -> Vec<(&'static str, String, bool)> {
    let x = |prefix: &str, unit: &str| {
        let mut s = String::from(prefix);
        while s.len() < n {
            s.push_str(unit);
        }
        s
    };
    vec![
        ("/{x}", x("/", "x"), false),
        ("/{x}", x("/", "%C3%A9"), false),
        ("{+a}{+b}{+c}{+d}", x("", "x"), false),
        ("{+a}{+b}{+c}{+d}", x("", "a/b%20"), false),
        ("file:///{+path}", x("file:///", "a/b%20"), false),
        ("/users/{id}{?fields,page}", x("/users/", "x"), false),
        ("repo://tree{/path*}", x("repo://tree", "/seg"), true),
        ("{a}{b}", x("", "xy"), false),
        ("{.d:3}/{x}", x(".abc/", "x"), false),
        // The densest lists: an item every two bytes, one every byte
        // (empty items), and a pair every two bytes (empty names and
        // values), each read off the path (eight bytes a step).
        ("/{x}", x("/", "a,"), true),
        ("/{x}", x("/", ","), true),
        ("{?q*}", x("?=", "&="), true),
    ]
}

/// Every case at both sizes by every engine built, twice; the figures
/// (peak, answer, held beside it, per URI byte) are written to stderr,
/// and every case over the bound is named.
#[test]
fn matching_holds_at_most_16_bytes_a_uri_byte() {
    let mut table = String::new();
    let mut over = Vec::new();
    for &n in sizes() {
        for (text, uri, list) in cases(n) {
            let t = Template::parse(text).unwrap();
            let built = engines(&t, false);
            assert!(built.len() >= 2, "{text}: {}", built.len());
            let most = PER_BYTE * uri.len() as u64;
            for (name, m) in built {
                // Twice: the second run reuses what the first built.
                for run in 0..2 {
                    let mut answer = None;
                    let info = measure(|| {
                        answer = Some(m.match_uri(black_box(&uri)));
                    });
                    // Every case matches, so the figures are those of
                    // reading it whole (the one-pass table alone may leave
                    // a fork to the others, undecided).
                    let got = answer.unwrap_or_else(|| panic!("{text}: no answer"));
                    assert!(
                        got.is_match() || (name == "one-pass" && !got.is_complete()),
                        "{text} {name}: no match"
                    );
                    black_box(got);
                    // What is still held at the end is the answer (and a
                    // few buffers kept for the next match, at most 1 KiB
                    // each).
                    let kept = u64::try_from(info.bytes_current).unwrap_or(0);
                    let held = info.bytes_max.saturating_sub(kept);
                    let per_byte = |b: u64| b as f64 / uri.len() as f64;
                    let row = format!(
                        "{text:28} {:>24} {name:13} run {run} {:>8} B: peak {:>9} ({:5.2}/B), answer {:>9}, beside it {:>9} ({:5.2}/B)\n",
                        format!("{:?}", &uri[uri.len() - 6..]),
                        uri.len(),
                        info.bytes_max,
                        per_byte(info.bytes_max),
                        kept,
                        held,
                        per_byte(held),
                    );
                    if held > most || (!list && info.bytes_max > PER_BYTE * uri.len() as u64) {
                        over.push(row.clone());
                    }
                    table.push_str(&row);
                }
            }
        }
    }
    let _ = std::io::Write::write_all(&mut std::io::stderr(), table.as_bytes());
    assert!(
        over.is_empty(),
        "over {PER_BYTE} bytes a URI byte:\n{}",
        over.concat()
    );
}
