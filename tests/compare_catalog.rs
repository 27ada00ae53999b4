//! The confusion catalog per class (issue 37 item 5): for each class, each
//! input and every reader of the registry, the host, the port and the
//! destination, with the verdict on host and port. A snapshot per class
//! (`snapshots/compare_catalog_<class>.snap`) keeps each from drifting
//! unseen; `docs/confusion-catalog.md` and the README's table must be what
//! the generator (`tables.rs`, run by `cargo run --example catalog_tables`)
//! gives now. After adding a reader or an input:
//!
//! ```sh
//! cargo run --example catalog_tables
//! INSTA_UPDATE=always cargo test --test integration compare_catalog
//! ```
//!
//! The destinations themselves are held to each reader's real
//! implementation by its own vector test (`compare_curl`, ...) and by
//! `compare_destinations`; these tables only gather them.

mod tables;

use urigram::compare::Reader;
use urigram::urllib::Python;

/// A snapshot per class: each input's table under every reader.
#[test]
fn a_snapshot_per_class() {
    let classes = tables::classes();
    assert!(classes.len() >= 18, "{classes:?}");
    for class in &classes {
        let section = tables::class_section(class);
        insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
            insta::assert_snapshot!(format!("compare_catalog_{class}"), section);
        });
    }
}

/// Every reader of the registry has a row in every table: a reader added
/// later is in the catalog once the generator runs again.
#[test]
fn every_reader_has_a_row() {
    let readers = Reader::all(Python::V3_11);
    let doc = tables::document();
    let inputs = tables::catalog().len();
    for r in &readers {
        let rows = doc
            .lines()
            .filter(|l| l.starts_with(&format!("| {} |", r.name())))
            .count();
        assert_eq!(
            rows,
            inputs,
            "{}: {rows} rows for {inputs} inputs",
            r.name()
        );
    }
}

/// The document is what the generator gives now.
#[test]
fn the_document_is_generated() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/confusion-catalog.md");
    let on_disk = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        on_disk == tables::document(),
        "{} is not what the generator gives (a reader or an input was added, \
         or a reading changed): run `{}` and commit it",
        tables::DOCUMENT,
        tables::REGENERATE
    );
}

/// The README holds the backslash class's table as the generator gives
/// it, and links to the whole catalog.
#[test]
fn the_readme_table_is_generated() {
    let readme = include_str!("../README.md");
    assert!(
        tables::readme_with_table(readme).as_deref() == Some(readme),
        "README.md's confusion-catalog table (between its two marker lines) is not what \
         the generator gives: run `{}` and commit it",
        tables::REGENERATE
    );
    assert!(readme.contains("(docs/confusion-catalog.md)"));
}

/// The headline: the backslash class sends one URL to two places, and the
/// table says which reader goes where (expected values: the readers' own
/// vector tests, from the real libraries; the issue's text for who reads
/// which host).
#[test]
fn the_backslash_table_splits_the_readers() {
    let section = tables::class_section(tables::README_CLASS);
    assert!(section.contains("Host: differ (*)"), "{section}");
    // CPython's urlsplit reads evil.example, the URL Standard good.example
    // (issue 37, from the real parsers).
    let place = |reader: &str| {
        let line = section
            .lines()
            .find(|l| l.starts_with(&format!("| {reader} |")))
            .unwrap_or_default();
        line.rsplit('|')
            .nth(1)
            .unwrap_or_default()
            .trim()
            .to_owned()
    };
    assert!(
        place("urllib").ends_with("dns:evil.example, 443"),
        "{section}"
    );
    assert!(
        place("whatwg").ends_with("dns:good.example, 443"),
        "{section}"
    );
}
