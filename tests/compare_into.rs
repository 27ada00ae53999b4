//! `compare::compare_into`, which writes a comparison over the one made of
//! the line before (each reading's strings reused), answers as a new
//! `compare` does on every input, whatever came before it: a sample of the
//! real URL lists and the confusion catalog, read in order with inputs
//! between them that leave each reader's last reading in another state
//! (refused, not UTF-8, empty, long, with every part, with none), and with
//! the list of readers changed from one input to the next.

use urigram::compare::{self, Comparison, Reader};

/// Inputs that leave a reading in each state a reader's next one is
/// written over: parts present and absent, a shared reading, a refusal, a
/// name and an address as the destination.
const BETWEEN: &[&[u8]] = &[
    b"",
    b"http://u:p@Host.Example:8080/a/b;p?q=1#f",
    b"not a url at all",
    b"http://h\xff/\xfe",
    b"mailto:a@b",
    b"http://[fe80::1%25eth0]/",
    b"http://0x7f.1/",
    b"//h",
    b"https://good.example:443\\@evil.example/",
];

#[test]
fn a_comparison_written_over_is_a_new_one() {
    let all = Reader::all(Default::default());
    let some = Reader::parse_list("rfc3986,urllib,curl", Default::default()).unwrap();
    let lists = [
        include_str!("data/real-urls/isaacs_files.txt"),
        include_str!("data/real-urls/kasztp.txt"),
        include_str!("data/real-urls/node_files.txt"),
        include_str!("data/compare/confusion.tsv"),
    ];
    let long = format!("http://{}.example/{}", "a".repeat(300), "p/".repeat(500));
    let mut c = Comparison::default();
    let mut n = 0;
    for (i, line) in lists.iter().flat_map(|l| l.lines()).enumerate() {
        // A sample of the lists (every 41st line) and all of the catalog.
        if i % 41 != 0 && i < 97_000 {
            continue;
        }
        let input = line.split('\t').next().unwrap_or(line).as_bytes();
        let between: &[u8] = match n % 5 {
            0 => long.as_bytes(),
            k => BETWEEN[(n / 5 + k) % BETWEEN.len()],
        };
        // Fewer readers now and then, then all of them again.
        let readers = if n % 13 == 0 { &some } else { &all };
        for bytes in [between, input] {
            compare::compare_into(bytes, readers, &mut c);
            assert_eq!(
                c,
                compare::compare(bytes, readers),
                "{:?} after the line before",
                String::from_utf8_lossy(bytes)
            );
        }
        n += 1;
    }
    assert!(n > 2_000, "{n} inputs");
}

/// `compare::compare_batch_into`, which reads a batch of inputs reader by
/// reader, answers for each input as a new `compare` does, whatever the
/// batch held before: the same sample and catalog in batches of changing
/// sizes (one, the CLI's 32, a prime), each input beside the states of
/// `BETWEEN`, with the readers changed now and then.
#[test]
fn a_batch_is_each_inputs_own_comparison() {
    let all = Reader::all(Default::default());
    let some = Reader::parse_list("rfc3986,urllib,curl", Default::default()).unwrap();
    let lists = [
        include_str!("data/real-urls/isaacs_files.txt"),
        include_str!("data/real-urls/kasztp.txt"),
        include_str!("data/compare/confusion.tsv"),
    ];
    let long = format!("http://{}.example/{}", "a".repeat(300), "p/".repeat(500));
    let mut inputs: Vec<&[u8]> = Vec::new();
    for (i, line) in lists.iter().flat_map(|l| l.lines()).enumerate() {
        if i % 53 != 0 && i < 97_000 {
            continue;
        }
        inputs.push(line.split('\t').next().unwrap_or(line).as_bytes());
        inputs.push(BETWEEN[i % BETWEEN.len()]);
        if i % 7 == 0 {
            inputs.push(long.as_bytes());
        }
    }
    let mut batch = Vec::new();
    let (mut at, mut n) = (0, 0);
    while at < inputs.len() {
        let size = [32, 1, 17, 32, 5][n % 5].min(inputs.len() - at);
        let readers = if n % 11 == 3 { &some } else { &all };
        let chunk = &inputs[at..at + size];
        compare::compare_batch_into(chunk, readers, &mut batch);
        assert_eq!(batch.len(), chunk.len());
        for (c, bytes) in batch.iter().zip(chunk) {
            assert_eq!(
                *c,
                compare::compare(bytes, readers),
                "{:?} in a batch",
                String::from_utf8_lossy(bytes)
            );
        }
        at += size;
        n += 1;
    }
    assert!(inputs.len() > 1_000, "{} inputs", inputs.len());
}
