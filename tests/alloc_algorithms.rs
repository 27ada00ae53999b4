//! Resolution and normalization are allocation-light: one allocation, the
//! output `String`, with a second in normalization only when the path's
//! percent-encodings need rewriting before dot segments are removed; the
//! percent-encoding functions allocate nothing when nothing changes.
//! (Counted with `allocation-counter`, as in `alloc`.)

use std::hint::black_box;

use allocation_counter::measure;
use urigram::pct::{self, EncodeSet};
use urigram::{Uri, UriRef};

fn allocations(f: impl FnOnce()) -> u64 {
    measure(f).count_total
}

#[test]
fn resolve_allocates_only_its_output() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    for r in [
        "g:h",
        "g",
        "./g",
        "g/",
        "/g",
        "//g",
        "?y",
        "#s",
        "",
        "../../../g",
        "g;x=1/../y",
        "g?y/./x",
        "http:g",
        "../../static/site.css?v=1",
    ] {
        let r = UriRef::parse(r).unwrap();
        let n = allocations(|| {
            black_box(base.resolve(black_box(&r)));
        });
        assert_eq!(n, 1, "{r}");
    }
}

#[test]
fn normalize_allocates_its_output_and_at_most_one_scratch_path() {
    for (u, expected) in [
        ("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", 2),
        ("HTTP://www.Example.COM:80/a/./b/../c?Q=%3d#F", 1),
        ("http://example.com", 1),
        ("foo://[2001:DB8::1]:8042/over/there", 1),
        ("mailto:John.Doe@example.com", 1),
    ] {
        let uri = Uri::parse(u).unwrap();
        let n = allocations(|| {
            black_box(black_box(&uri).normalize());
        });
        assert_eq!(n, expected, "{u}");
    }
}

#[test]
fn percent_coding_borrows_when_nothing_changes() {
    let n = allocations(|| {
        black_box(pct::encode(black_box("a/b:c@d"), EncodeSet::Path));
        black_box(pct::decode(black_box("abc")));
        black_box(pct::decode_utf8(black_box("abc")).unwrap());
        black_box(pct::decode_utf8_lossy(black_box("abc")));
        black_box(pct::normalize(black_box("a%2Fb")));
    });
    assert_eq!(n, 0);
}
