//! The consensus check copies no reading (`agree` and `scan` judge
//! readings borrowed from the input and from the `url` crate's
//! serialization, made only for the parts asked); its verdict is
//! `compare`'s, made with every reading copied out: on the real URL lists,
//! the confusion catalog and the WHATWG corpus, for several sets of readers
//! and of parts, `agree` is `compare(..).agrees_on(parts)`, `scan`'s
//! differing parts are `compare`'s among those asked, and its hosts are the
//! readings' hosts.

use urigram::compare::{self, Part, Reader};

#[test]
fn agree_and_scan_are_compares_verdict() {
    let every = Reader::every(Default::default());
    let reader_sets = [
        every.clone(),
        Reader::parse_list("whatwg,urllib", Default::default()).unwrap(),
        Reader::parse_list("urllib,rfc3986,rfc3987,whatwg", Default::default()).unwrap(),
        Reader::parse_list("java,rfc2396,urllib", Default::default()).unwrap(),
    ];
    let part_sets: [&[Part]; 6] = [
        &Part::DESTINATION,
        &Part::ALL,
        &[Part::Host],
        &[Part::Valid, Part::Port],
        &[Part::Query, Part::Fragment],
        &[Part::Authority, Part::Path],
    ];
    let lists = [
        include_str!("data/real-urls/isaacs_files.txt"),
        include_str!("data/real-urls/kasztp.txt"),
        include_str!("data/real-urls/node_files.txt"),
        include_str!("data/compare/confusion.tsv"),
        include_str!("data/compare/whatwg-node.jsonl"),
    ];
    let (mut n, mut differing) = (0, 0);
    let mut differ = Vec::new();
    for (i, line) in lists.iter().flat_map(|l| l.lines()).enumerate() {
        // A sample of the lists (every 11th line) and all of the small files.
        if i % 11 != 0 && i < 97_000 {
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
        for readers in &reader_sets {
            let c = compare::compare(&input, readers);
            for &parts in &part_sets {
                let agrees = c.agrees_on(parts);
                assert_eq!(
                    compare::agree(&input, readers, parts),
                    agrees,
                    "agree {input:?} {parts:?}"
                );
                let mut hosts = Vec::new();
                let scanned = compare::scan(&input, readers, parts, &mut differ, |h| {
                    hosts.push(h.map(str::to_owned));
                });
                assert_eq!(scanned, agrees, "scan {input:?} {parts:?}");
                let expected: Vec<Part> = c
                    .differ()
                    .iter()
                    .copied()
                    .filter(|p| parts.contains(p))
                    .collect();
                assert_eq!(differ, expected, "scan {input:?} {parts:?}");
                let readings_hosts: Vec<Option<String>> = c
                    .readings()
                    .iter()
                    .map(|r| r.parts().and_then(|p| p.host.clone()))
                    .collect();
                assert_eq!(hosts, readings_hosts, "hosts {input:?}");
                differing += usize::from(!agrees);
            }
        }
        n += 1;
    }
    assert!(n > 9_000, "{n}");
    // The sets of parts and readers tell inputs apart: both verdicts occur.
    assert!(differing > 1_000, "{differing}");
}
