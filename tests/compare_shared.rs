//! Readings `compare` shares rather than makes again (RFC 6874, RFC 3987
//! and, for an absolute URI with an authority and no fragment, RFC 9112
//! read an input RFC 3986 accepts as RFC 3986 does; grammars with one host,
//! scheme and port share one destination) are the readings each grammar
//! makes alone: on every line of the real URL lists, the confusion catalog
//! and the WHATWG corpus, each grammar's reading beside RFC 3986's equals
//! its reading with no other reader.

use urigram::compare::{self, Reader};

#[test]
fn shared_readings_are_the_readings_made_alone() {
    let every = Reader::every(Default::default());
    let lists = [
        include_str!("data/real-urls/isaacs_files.txt"),
        include_str!("data/real-urls/kasztp.txt"),
        include_str!("data/real-urls/node_files.txt"),
        include_str!("data/compare/confusion.tsv"),
        include_str!("data/compare/whatwg-node.jsonl"),
    ];
    let mut n = 0;
    for (i, line) in lists.iter().flat_map(|l| l.lines()).enumerate() {
        // A sample of the lists (every 7th line) and all of the small files.
        if i % 7 != 0 && i < 97_000 {
            continue;
        }
        let input = match serde_json::from_str::<serde_json::Value>(line) {
            Ok(v) => v["input"].as_str().map_or(line.to_owned(), str::to_owned),
            Err(_) => line
                .split('\t')
                .nth(1)
                .and_then(|j| serde_json::from_str(j).ok())
                .unwrap_or_else(|| line.to_owned()),
        };
        let together = compare::compare(&input, &every);
        for (r, reader) in together.readings().iter().zip(&every) {
            let alone = compare::compare(&input, &[*reader]);
            assert_eq!(r, &alone.readings()[0], "{reader} on {input:?}");
        }
        n += 1;
    }
    assert!(n > 14_000, "{n}");
}
