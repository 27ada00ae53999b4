//! Where the `wget2` reader's host differs from libwget's for
//! `http://a<c>/`, over every code point `c` from U+0080: the check (and
//! the source) of the table of code points libidn2 2.3.3's Unicode 14.0
//! data disallows and ICU4X's does not
//! (`src/compare/readers/wget2/idn2.rs`).
//!
//! ```text
//! scripts/wget2/wget2_code_points.sh > /tmp/wget2-code-points.tsv
//! cargo run --release --example wget2_idna_gap -- /tmp/wget2-code-points.tsv
//! ```
//!
//! Prints `HEX TAB libwget TAB reader` for each code point whose host
//! differs, and the count on stderr; with libwget 1.99.1 and libidn2
//! 2.3.3, none.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use urigram::compare::{self, Reader};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: wget2_idna_gap CODE-POINTS.tsv")?;
    let wget2: Reader = "wget2".parse()?;
    let text = std::fs::read_to_string(path)?;
    let mut differ = 0;
    for line in text.lines() {
        let (hex, want) = line.split_once('\t').ok_or("no tab")?;
        let want: String = serde_json::from_str(want)?;
        let c = char::from_u32(u32::from_str_radix(hex, 16)?).ok_or("no char")?;
        let read = compare::compare(format!("http://a{c}/"), &[wget2]);
        let got = match read.readings()[0].outcome() {
            Err(e) => format!("!{}", e.message()),
            Ok(p) => p.host.clone().unwrap_or_default(),
        };
        if got != want {
            println!("{hex}\t{want}\t{got}");
            differ += 1;
        }
    }
    eprintln!("{differ} code points differ");
    Ok(())
}
