//! Where the `node-url` reader's host differs from Node's for
//! `http://a<c>/`, over every code point `c` from U+0080: the check (and
//! the source) of the table of code points ada's IDNA data disallows and
//! ICU4X's does not (`src/compare/readers/node_url/to_ascii.rs`).
//!
//! ```text
//! node scripts/node/node_url_code_points.mjs > /tmp/node-url-code-points.tsv
//! cargo run --release --example node_url_idna_gap -- /tmp/node-url-code-points.tsv
//! ```
//!
//! Prints `HEX TAB node TAB reader` for each code point whose outcome
//! differs (a host, or `!` and the error), and the count on stderr; with
//! Node v20.20.2, none.
#![allow(clippy::print_stdout, clippy::print_stderr)]

use urigram::compare::{self, Reader};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .ok_or("usage: node_url_idna_gap CODE-POINTS.tsv")?;
    let node: Reader = "node-url".parse()?;
    let text = std::fs::read_to_string(path)?;
    let mut differ = 0;
    for line in text.lines() {
        let (hex, want) = line.split_once('\t').ok_or("no tab")?;
        let want: String = serde_json::from_str(want)?;
        let c = char::from_u32(u32::from_str_radix(hex, 16)?).ok_or("no char")?;
        let read = compare::compare(format!("http://a{c}/"), &[node]);
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
