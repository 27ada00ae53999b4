//! Every library entry point is linear in memory on hostile input, the error
//! path included: the bytes it allocates for a 100 KB input are at most
//! twelve times those for a 10 KB input of the same shape (a quadratic path
//! would allocate a hundred times as much). Counted with
//! `allocation-counter`, as in `alloc`, so the test says nothing about time:
//! `benches/linear.rs` measures that.
//!
//! The shapes are the ones that have cost URI parsers dearly: long runs of a
//! delimiter or of a construct that opens an alternative (`%41`, `:`, `@`,
//! `[`, `/..`, `a:`, `1.`, `;a`, `a:b` without `@`, IPv6-like groups, query
//! pairs, spaces, encoded and plain dot segments), each placed where the
//! authority is read and where the path is.

use std::hint::black_box;

use allocation_counter::measure;
use serde_json::json;
use urigram::grammars::rfc1808::Url as Rfc1808Url;
use urigram::grammars::rfc1945::{HttpUrl as Rfc1945HttpUrl, Uri as Rfc1945Uri};
use urigram::grammars::rfc2396::UriReference as Rfc2396Ref;
use urigram::request_target::RequestTarget;
use urigram::{ParseOptions, Uri, UriRef, lint, urllib};

/// The repeated units, each with the prefix that puts it where it matters.
const SHAPES: &[(&str, &str)] = &[
    ("http://h/", "%41"),
    ("http://", ":"),
    ("http://", "@"),
    ("http://", "["),
    ("http://[", "1:"),
    ("http://h", "/.."),
    ("", "a:"),
    ("http://", "1."),
    ("http://h/", ";a"),
    ("http://", "a:b"),
    ("http://h/?", "a=b&"),
    ("http://h/", " "),
    ("http://h/", "%2e%2e/"),
    ("http://h/", "../"),
    ("http://h/", "a/"),
];

/// Bytes of input in the small and the large run.
const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
/// A quadratic path allocates `(LARGE / SMALL)^2 = 100` times as much; a
/// linear one about ten times, with room for a growing buffer's doubling.
const GROWTH: u64 = 12;
/// Allocations below this at the small size are a constant overhead (a
/// message, a result struct), not a function of the input.
const FLOOR: u64 = 4096;

/// `prefix` then `unit` repeated to about `size` bytes.
fn hostile(prefix: &str, unit: &str, size: usize) -> String {
    let mut s = String::with_capacity(size + unit.len());
    s.push_str(prefix);
    while s.len() < size {
        s.push_str(unit);
    }
    s
}

/// Checks `f` on every shape at both sizes.
fn assert_linear(what: &str, f: impl Fn(&str)) {
    for (prefix, unit) in SHAPES {
        let small = hostile(prefix, unit, SMALL);
        let large = hostile(prefix, unit, LARGE);
        let a = measure(|| f(black_box(&small))).bytes_total;
        let b = measure(|| f(black_box(&large))).bytes_total;
        assert!(
            b <= GROWTH * a.max(FLOOR),
            "{what} on {prefix:?} + {unit:?}*: {a} bytes allocated at {SMALL} bytes of input, {b} at {LARGE}",
        );
    }
}

#[test]
fn every_grammar_checks_in_linear_memory() {
    for g in urigram::grammars::ALL {
        assert_linear(g.name(), |s| {
            let _ = black_box(g.top_rule().check(s.as_bytes()));
        });
    }
}

/// The error path of the grammars compiled into automata allocates the same
/// at any length: the automaton's pass allocates nothing, a failure's words
/// come from its state (worked out once, on a short witness, then kept),
/// and the error keeps a window of at most 400 bytes around the offset. So
/// a 100 KB hostile line, its error at the end (a `%41` run cut in its last
/// escape) or anywhere else, allocates no more than a 10 KB one.
#[test]
fn the_engine_error_path_allocates_the_same_at_any_length() {
    for name in ["rfc2396", "rfc1808", "rfc1945"] {
        let g = urigram::grammars::named(name).unwrap();
        let entry = g.top_rule().engine_entry().unwrap();
        for (prefix, unit) in SHAPES {
            let mut small = hostile(prefix, unit, SMALL);
            let mut large = hostile(prefix, unit, LARGE);
            for cut in [0, 1] {
                if cut == 1 {
                    small.pop();
                    large.pop();
                }
                for s in [&small, &large] {
                    // The first failure in a state works its words out once.
                    let _ = black_box(entry.check(s.as_bytes()));
                }
                let a = measure(|| {
                    let _ = black_box(entry.check(black_box(small.as_bytes())));
                });
                let b = measure(|| {
                    let _ = black_box(entry.check(black_box(large.as_bytes())));
                });
                // An error's box and its window: a few hundred bytes, and at
                // most two allocations.
                assert!(
                    b.bytes_total <= a.bytes_total.max(1024) && b.count_total <= 2,
                    "{name} on {prefix:?} + {unit:?}* (cut {cut}): {} bytes in {} allocations at {SMALL} bytes, {} in {} at {LARGE}",
                    a.bytes_total,
                    a.count_total,
                    b.bytes_total,
                    b.count_total,
                );
            }
        }
    }
}

#[test]
fn every_typed_parse_is_linear_in_memory() {
    assert_linear("UriRef::parse", |s| {
        let _ = black_box(UriRef::parse(s));
    });
    assert_linear("UriRef::parse_with(RFC6874)", |s| {
        let _ = black_box(UriRef::parse_with(s, ParseOptions::RFC6874));
    });
    assert_linear("RequestTarget::parse", |s| {
        let _ = black_box(RequestTarget::parse(s));
    });
    assert_linear("rfc2396 UriReference::parse", |s| {
        let _ = black_box(Rfc2396Ref::parse(s));
    });
    assert_linear("rfc1808 Url::parse", |s| {
        let _ = black_box(Rfc1808Url::parse(s));
    });
    assert_linear("rfc1945 Uri::parse", |s| {
        let _ = black_box(Rfc1945Uri::parse(s.as_bytes()));
    });
    assert_linear("rfc1945 HttpUrl::parse", |s| {
        let _ = black_box(Rfc1945HttpUrl::parse(s.as_bytes()));
    });
}

#[test]
fn the_algorithms_are_linear_in_memory() {
    let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    assert_linear("lint", |s| {
        if let Ok(u) = UriRef::parse(s) {
            black_box(lint::lint(&u));
        }
    });
    assert_linear("normalize", |s| {
        if let Ok(u) = Uri::parse(s) {
            black_box(u.normalize());
        }
    });
    assert_linear("resolve", |s| {
        if let Ok(r) = UriRef::parse(s) {
            black_box(base.resolve(&r));
        }
    });
    assert_linear("relativize", |s| {
        if let Ok(t) = Uri::parse(s) {
            black_box(base.relativize(&t));
            black_box(t.relativize(&base));
        }
    });
}

/// `lint_summary` holds a few warnings a check and a count, whatever the
/// line draws: at its peak it holds the input's one shared copy and a
/// constant, at 100 KB as at 10 KB (a record per finding would be tens of
/// bytes per input byte on a line of `%2e%2e/`).
#[test]
fn a_lint_summary_holds_the_input_and_a_constant() {
    for (prefix, unit) in SHAPES {
        for size in [SMALL, LARGE] {
            let s = hostile(prefix, unit, size);
            let Ok(u) = UriRef::parse(&s) else { continue };
            let info = measure(|| {
                black_box(lint::lint_summary(black_box(&u), 10));
            });
            assert!(
                info.bytes_max <= s.len() as u64 + 16 * 1024,
                "lint_summary on {prefix:?} + {unit:?}* at {size} bytes: {} bytes at the peak",
                info.bytes_max
            );
        }
    }
}

/// At most this many bytes held at once per byte of input, by any
/// grammar's parse of one long valid line (issue 32: a 20 MB line under
/// 160 MB through the CLI, whose own buffers come on top of this).
const PEAK_PER_BYTE: u64 = 8;

/// Every grammar's check and typed parse of a long valid line holds at
/// most [`PEAK_PER_BYTE`] bytes per input byte at its peak, at 10 KB and
/// at 100 KB: a path of many segments and a long query, the shapes whose
/// trees have an entry per few bytes.
#[test]
fn every_grammar_parses_in_at_most_8_bytes_a_byte() {
    use urigram::grammars::rfc3987::IriRef;
    let shapes: &[(&str, &str)] = &[
        ("http://h", "/a"),
        ("http://h/p?", "q=1&"),
        ("http://h/", ";a"),
    ];
    for (prefix, unit) in shapes {
        for size in [SMALL, LARGE] {
            let s = hostile(prefix, unit, size);
            let limit = PEAK_PER_BYTE * s.len() as u64;
            let check = |what: &str, f: &dyn Fn()| {
                // A grammar's automaton is built on its first use and kept:
                // that is once per process, not per input byte.
                f();
                let held = measure(f).bytes_max;
                assert!(
                    held <= limit,
                    "{what} on {prefix:?} + {unit:?}* ({} bytes): {held} bytes held at once",
                    s.len()
                );
            };
            for g in urigram::grammars::ALL {
                check(g.name(), &|| {
                    let _ = black_box(g.top_rule().check(black_box(s.as_bytes())));
                });
                check(g.name(), &|| {
                    black_box(g.parts_of_valid(
                        black_box(s.as_bytes()),
                        urigram::grammars::Octets::Escaped,
                    ));
                });
            }
            check("UriRef::parse", &|| {
                let _ = black_box(UriRef::parse(black_box(&s)));
            });
            check("UriRef::parse_with(RFC6874)", &|| {
                let _ = black_box(UriRef::parse_with(black_box(&s), ParseOptions::RFC6874));
            });
            check("RequestTarget::parse", &|| {
                let _ = black_box(RequestTarget::parse(black_box(&s)));
            });
            check("rfc3987 IriRef::parse", &|| {
                let _ = black_box(IriRef::parse(black_box(&s)));
            });
            check("rfc2396 UriReference::parse", &|| {
                let _ = black_box(Rfc2396Ref::parse(black_box(&s)));
            });
            check("rfc1808 Url::parse", &|| {
                let _ = black_box(Rfc1808Url::parse(black_box(&s)));
            });
            check("rfc1945 Uri::parse", &|| {
                let _ = black_box(Rfc1945Uri::parse(black_box(s.as_bytes())));
            });
            check("rfc1945 HttpUrl::parse", &|| {
                let _ = black_box(Rfc1945HttpUrl::parse(black_box(s.as_bytes())));
            });
        }
    }
}

#[test]
fn the_hostile_shapes_reach_the_algorithms() {
    // The algorithms above see only the shapes that parse; make sure those
    // are not none, so that the test cannot pass by skipping them all.
    let valid = SHAPES
        .iter()
        .filter(|(p, u)| Uri::parse(&hostile(p, u, SMALL)).is_ok())
        .count();
    assert!(valid >= 8, "only {valid} shapes parse");
}

#[test]
fn the_urllib_functions_and_the_json_lines_reader_are_linear_in_memory() {
    assert_linear("urlsplit", |s| {
        let _ = black_box(urllib::urlsplit(s));
    });
    assert_linear("urljoin", |s| {
        let _ = black_box(urllib::urljoin("http://a/b/c/d;p?q", s));
        let _ = black_box(urllib::urljoin(s, "../g"));
    });
    for f in urllib::FUNCTIONS {
        let line = |s: &str| {
            match f {
                "urljoin" => json!({"fn": f, "args": [s, s]}),
                "urlunsplit" => json!({"fn": f, "args": [[s, s, s, s, s]]}),
                "urlunparse" => json!({"fn": f, "args": [[s, s, s, s, s, s]]}),
                "urlencode" => json!({"fn": f, "args": [{"dict": [[s, s]]}]}),
                _ => json!({"fn": f, "args": [s]}),
            }
            .to_string()
        };
        assert_linear(f, |s| {
            let request = line(s);
            black_box(urllib::jsonl::respond(&request));
        });
    }
}
