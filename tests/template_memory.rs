//! Template matching holds at most 16 bytes a URI byte, whatever the engine
//! (each chosen alone through [`Config`]) and whatever the template: the
//! peak of the bytes allocated at once while matching a URI of 100 KB and
//! of 1 MB, the URI itself not counted, templates pinned and unpinned,
//! one-pass and ambiguous (`{+a}{+b}{+c}{+d}` reads a long URI in a great
//! many ways). Counted with `allocation-counter`, as `template_linear`
//! does; time is the benchmarks' (`benches/templates.rs`).

use std::hint::black_box;

use allocation_counter::measure;
use urigram::template::Template;

use crate::template_roundtrip::engines;

/// Bytes held at once a URI byte, at most.
const PER_BYTE: u64 = 16;

/// The templates, each with the URI of `n` bytes matched against it.
fn cases(n: usize) -> Vec<(&'static str, String)> {
    let x = |prefix: &str, unit: &str| {
        let mut s = String::from(prefix);
        while s.len() < n {
            s.push_str(unit);
        }
        s
    };
    vec![
        ("/{x}", x("/", "x")),
        ("/{x}", x("/", "%C3%A9")),
        ("{+a}{+b}{+c}{+d}", x("", "x")),
        ("{+a}{+b}{+c}{+d}", x("", "a/b%20")),
        ("file:///{+path}", x("file:///", "a/b%20")),
        ("/users/{id}{?fields,page}", x("/users/", "x")),
        ("repo://tree{/path*}", x("repo://tree", "/seg")),
        ("{a}{b}", x("", "xy")),
        ("{.d:3}/{x}", x(".abc/", "x")),
    ]
}

#[test]
fn matching_holds_at_most_16_bytes_a_uri_byte() {
    for n in [100_000, 1 << 20] {
        for (text, uri) in cases(n) {
            let t = Template::parse(text).unwrap();
            let built = engines(&t, false);
            assert!(built.len() >= 2, "{text}: {}", built.len());
            for (name, m) in built {
                // Twice: the second run reuses what the first built.
                for run in 0..2 {
                    let info = measure(|| {
                        black_box(m.match_uri(black_box(&uri)));
                    });
                    let per_byte = info.bytes_max as f64 / uri.len() as f64;
                    assert!(
                        info.bytes_max <= PER_BYTE * uri.len() as u64,
                        "{text} by the {name} engine, run {run}, {} bytes: {} bytes held at most ({per_byte:.2} a byte)",
                        uri.len(),
                        info.bytes_max
                    );
                }
            }
        }
    }
}
