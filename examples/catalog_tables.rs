//! Writes the confusion catalog's tables: `docs/confusion-catalog.md` (a
//! table per input, every reader of the registry a row) and the README's
//! one table (the backslash class), from `tests/data/compare/confusion.tsv`.
//! Run it from the repository's root after adding a reader or an input:
//!
//! ```sh
//! cargo run --example catalog_tables
//! INSTA_UPDATE=always cargo test --test integration compare_catalog
//! ```
//!
//! (the second command rewrites the snapshot of each class, whose diff
//! shows what changed). The tables are made by the module the
//! `compare_catalog` tests check them with.

use std::fs;
use std::io;

#[allow(dead_code)]
#[path = "../tests/compare_catalog/tables.rs"]
mod tables;

fn main() -> io::Result<()> {
    fs::write(tables::DOCUMENT, tables::document())?;
    let readme = fs::read_to_string("README.md")?;
    let Some(updated) = tables::readme_with_table(&readme) else {
        return Err(io::Error::other(format!(
            "README.md has no line {:?}: put it, and {:?}, where the table goes",
            tables::README_BEGIN,
            tables::README_END
        )));
    };
    fs::write("README.md", updated)
}
