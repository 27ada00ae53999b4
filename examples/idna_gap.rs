//! Where a reader's host differs from its real library's for
//! `http://a<c>/`, over every code point `c` from U+0080: the check (and
//! the source) of the tables of code points a library's IDNA data
//! disallows and ICU4X's does not: ada's for `node-url`
//! (`src/compare/readers/node_url/to_ascii.rs`), libidn2 2.3.3's Unicode
//! 14.0 data for `wget2` (`src/compare/readers/wget2/unicode14.rs`).
//!
//! ```text
//! node scripts/node/node_url_code_points.mjs > /tmp/node-url-code-points.tsv
//! cargo run --release --example idna_gap -- node-url /tmp/node-url-code-points.tsv
//! scripts/wget2/wget2_code_points.sh > /tmp/wget2-code-points.tsv
//! cargo run --release --example idna_gap -- wget2 /tmp/wget2-code-points.tsv
//! ```
//!
//! Prints `HEX TAB library TAB reader` for each code point whose outcome
//! differs (a host, or `!` and the error), and the count on stderr; with
//! Node v20.20.2, and with libwget 1.99.1 and libidn2 2.3.3, none.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use urigram::compare::{self, Reader};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: idna_gap READER CODE-POINTS.tsv";
    let reader: Reader = args.next().ok_or(usage)?.parse()?;
    let text = std::fs::read_to_string(args.next().ok_or(usage)?)?;
    let mut differ = 0;
    for line in text.lines() {
        let (hex, want) = line.split_once('\t').ok_or("no tab")?;
        let want: String = serde_json::from_str(want)?;
        let c = char::from_u32(u32::from_str_radix(hex, 16)?).ok_or("no char")?;
        let read = compare::compare(format!("http://a{c}/"), &[reader]);
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
