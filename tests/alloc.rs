//! Parsing a valid URI-reference allocates nothing.
//!
//! The counting global allocator comes from the `allocation-counter` crate,
//! chosen over writing one here because a `GlobalAlloc` impl is an `unsafe
//! impl`, which `unsafe_code = "forbid"` rules out in every target of this
//! crate (and `forbid` cannot be lifted by an `allow` further in). The crate
//! keeps its counters per thread, so tests running in parallel on other
//! threads do not show up in a measurement here.

use std::hint::black_box;

use allocation_counter::measure;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use urigram::{AbsoluteUri, RelativeRef, Uri, UriRef};

use crate::oracle::generate;

/// References of every shape: each host form, each path kind, empty and
/// absent components, percent-encoding, long inputs.
const VALID: &[&str] = &[
    "",
    "#",
    "?",
    ".",
    "../../g",
    "g;x=1/../y",
    "//g",
    "///a",
    "a:",
    "a:b",
    "a:/b/c",
    "mailto:John.Doe@example.com",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "http://example.com",
    "http://u:p@example.com:8080/a/b%20c/?q=1&r=%7e#frag/?",
    "ftp://%75ser@h/",
    "http://192.0.2.1/",
    "http://1.2.3.256/",
    "http://[::]/",
    "http://[2001:db8::7]:80/x",
    "http://[::ffff:1.2.3.4]/",
    "http://[1:2:3:4:5:6:7:8]/",
    "http://[v7.fe80::a+en1]/",
    "http://h:123456789012345678901234567890/",
    "http:////a",
    "foo://example.com:8042/over/there?name=ferret#nose",
];

fn assert_no_allocation(what: &str, f: impl FnOnce()) {
    let info = measure(f);
    assert_eq!(info.count_total, 0, "{what}: {info:?}");
}

#[test]
fn parsing_valid_references_allocates_nothing() {
    for s in VALID {
        assert_no_allocation(s, || {
            black_box(UriRef::parse(black_box(s)).unwrap());
        });
    }
}

#[test]
fn parsing_with_the_other_entry_points_allocates_nothing() {
    assert_no_allocation("Uri", || {
        black_box(Uri::parse(black_box("http://[::1]:80/a?b#c")).unwrap());
    });
    assert_no_allocation("RelativeRef", || {
        black_box(RelativeRef::parse(black_box("//h/a?b#c")).unwrap());
    });
    assert_no_allocation("AbsoluteUri", || {
        black_box(AbsoluteUri::parse(black_box("a:b?c")).unwrap());
    });
    assert_no_allocation("bytes", || {
        black_box(UriRef::parse_bytes(black_box(b"http://h/a")).unwrap());
    });
}

#[test]
fn parsing_generated_references_allocates_nothing() {
    let strategy = generate::rule("URI-reference");
    let mut runner = TestRunner::deterministic();
    for _ in 0..200 {
        let bytes = strategy.new_tree(&mut runner).unwrap().current();
        let s = String::from_utf8(bytes).unwrap();
        assert_no_allocation(&s, || {
            black_box(UriRef::parse(black_box(&s)).unwrap());
        });
    }
}

#[test]
fn the_counter_sees_allocations() {
    // Without this the tests above could pass on a counter that counts
    // nothing: an invalid input builds an owned error, which allocates.
    let info = measure(|| {
        black_box(UriRef::parse(black_box("http://h/a b")).unwrap_err());
    });
    assert!(info.count_total > 0, "{info:?}");
}
