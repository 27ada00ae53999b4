//! Resolution and normalization on the RFC 3986 section 5.4 references,
//! urigram against fluent-uri on the same
//! inputs, side by side in one run: `cargo bench --bench algorithms_rfc`
//! (`--bench algorithms` runs the same on the corpora).
//!
//! Both crates get already-parsed inputs, so the numbers are the algorithms
//! alone (each producing an owned, parsed URI).
#![allow(clippy::unwrap_used)]

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// The references of RFC 3986 sections 5.4.1 and 5.4.2, plus a few longer
/// ones of the kind a crawler meets.
const REFS: &[&str] = &[
    "g:h",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "g?y#s",
    ";x",
    "g;x",
    "g;x?y#s",
    "",
    ".",
    "./",
    "..",
    "../",
    "../g",
    "../..",
    "../../",
    "../../g",
    "../../../g",
    "../../../../g",
    "/./g",
    "/../g",
    "g.",
    ".g",
    "g..",
    "..g",
    "./../g",
    "./g/.",
    "g/./h",
    "g/../h",
    "g;x=1/./y",
    "g;x=1/../y",
    "g?y/./x",
    "g?y/../x",
    "g#s/./x",
    "g#s/../x",
    "../../static/css/site.min.css?v=20240101",
    "/search?q=urigram&lang=en#results",
    "https://cdn.example.net/assets/img/logo.png",
    "articles/2024/05/some-long-slug-of-an-article-title/index.html",
];

const BASE: &str = "http://a/b/c/d;p?q";

/// URIs to normalize: the examples of section 6 and some of every kind.
const URIS: &[&str] = &[
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    "http://example.com",
    "http://example.com:/",
    "http://example.com:80/",
    "HTTP://www.Example.COM/%7euser/a/./b/../c?Q=%3d#Frag",
    "https://user:pass@EXAMPLE.org:443/a/b/c/../../d/e.html",
    "foo://[2001:DB8:0:0:0:0:0:1]:8042/over/there?name=ferret#nose",
    "file:///C:/Program%20Files/Example/./bin/../lib/x.dll",
    "mailto:John.Doe@example.com",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "http://example.com/already/normal/path/with/many/segments/index.html?x=1&y=2",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
];

fn resolve(c: &mut Criterion) {
    let mut g = c.benchmark_group("resolve");
    g.throughput(Throughput::Elements(REFS.len() as u64));

    let base = urigram::Uri::parse(BASE).unwrap();
    let refs: Vec<_> = REFS
        .iter()
        .map(|r| urigram::UriRef::parse(r).unwrap())
        .collect();
    g.bench_function("urigram", |b| {
        b.iter(|| {
            for r in &refs {
                black_box(base.resolve(black_box(r)));
            }
        })
    });

    let fbase = fluent_uri::Uri::parse(BASE).unwrap();
    let frefs: Vec<_> = REFS
        .iter()
        .map(|r| fluent_uri::UriRef::parse(*r).unwrap())
        .collect();
    g.bench_function("fluent-uri", |b| {
        b.iter(|| {
            for r in &frefs {
                black_box(black_box(r).resolve_against(&fbase).unwrap());
            }
        })
    });
    g.finish();
}

fn normalize(c: &mut Criterion) {
    let mut g = c.benchmark_group("normalize");
    g.throughput(Throughput::Elements(URIS.len() as u64));

    let uris: Vec<_> = URIS
        .iter()
        .map(|u| urigram::Uri::parse(u).unwrap())
        .collect();
    let options = urigram::normalize::Options::default().with_rfc5952();
    g.bench_function("urigram", |b| {
        b.iter(|| {
            for u in &uris {
                black_box(urigram::normalize::normalize_with(black_box(u), options));
            }
        })
    });

    let furis: Vec<_> = URIS
        .iter()
        .map(|u| fluent_uri::Uri::parse(*u).unwrap())
        .collect();
    g.bench_function("fluent-uri", |b| {
        b.iter(|| {
            for u in &furis {
                black_box(black_box(u).normalize());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, resolve, normalize);
criterion_main!(benches);
