//! Answers that are data stay data, and answers stay paired with inputs:
//!
//! - `to-iri` writes characters, never display escapes, into a pipe, and
//!   keeps percent-encoded what RFC 3987 section 3.2 step 4 keeps (bidi
//!   formatting, zero-width and other invisible characters), so that its
//!   output piped into `to-uri` gives the URI back, byte for byte, on the
//!   RFC's own examples;
//! - every line-for-line command writes exactly one line per input line on
//!   the real URL lists (`tests/data/real-urls/`), invalid lines included
//!   (an empty line in their place, the diagnostic on standard error).

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_urigram")
}

/// `urigram ARGS` with `input` on standard input: its standard output.
fn run(args: &[&str], input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(bin())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread, so that a full stdout pipe cannot stall us.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out.stdout
}

/// `urigram to-iri | urigram to-uri` through a real pipe between the two
/// processes: what `to-iri` wrote, and what `to-uri` made of it.
fn to_iri_then_to_uri(input: &str) -> (Vec<u8>, Vec<u8>) {
    let iri = run(&["to-iri"], input.as_bytes());
    let mut to_iri = Command::new(bin())
        .arg("to-iri")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = to_iri.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let to_uri = Command::new(bin())
        .arg("to-uri")
        .stdin(Stdio::from(to_iri.stdout.take().unwrap()))
        .stdout(Stdio::piped())
        .output()
        .unwrap();
    assert!(to_iri.wait().unwrap().success());
    assert!(to_uri.status.success(), "{input:?}");
    (iri, to_uri.stdout)
}

#[test]
fn to_iri_into_to_uri_gives_the_uri_back() {
    // RFC 3987 section 3.2's examples, section 3.1's two results, and the
    // invisible characters: U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER,
    // U+FEFF ZERO WIDTH NO-BREAK SPACE, U+2067 RIGHT-TO-LEFT ISOLATE.
    let cases: &[(&str, &str)] = &[
        (
            "http://www.example.org/D%C3%BCrst",
            "http://www.example.org/D\u{fc}rst",
        ),
        (
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D%FCrst",
        ),
        (
            "http://xn--99zt52a.example.org/%e2%80%ae",
            "http://xn--99zt52a.example.org/%e2%80%ae",
        ),
        (
            "http://www.example.org/r%E9sum%E9.html",
            "http://www.example.org/r%E9sum%E9.html",
        ),
        (
            "http://r%C3%A9sum%C3%A9.example.org",
            "http://r\u{e9}sum\u{e9}.example.org",
        ),
        (
            "http://www.example.org/red%09ros%C3%A9#red",
            "http://www.example.org/red%09ros\u{e9}#red",
        ),
        (
            "http://example.com/a%E2%80%8Bb",
            "http://example.com/a%E2%80%8Bb",
        ),
        (
            "http://example.com/a%E2%81%A0b",
            "http://example.com/a%E2%81%A0b",
        ),
        (
            "http://example.com/a%EF%BB%BFb",
            "http://example.com/a%EF%BB%BFb",
        ),
        (
            "http://example.com/?q=%E2%81%A7x",
            "http://example.com/?q=%E2%81%A7x",
        ),
    ];
    for (uri, iri) in cases {
        let (mapped, back) = to_iri_then_to_uri(&format!("{uri}\n"));
        assert_eq!(String::from_utf8(mapped).unwrap(), format!("{iri}\n"));
        assert_eq!(String::from_utf8(back).unwrap(), format!("{uri}\n"));
    }
    // All at once, one line each: the pipe pairs them line for line.
    let all: String = cases.iter().map(|(u, _)| format!("{u}\n")).collect();
    let (_, back) = to_iri_then_to_uri(&all);
    assert_eq!(String::from_utf8(back).unwrap(), all);
}

#[test]
fn data_commands_write_characters_into_a_pipe() {
    // `unquote` decodes to the zero-width space itself, and `quote` and
    // `join` write what Python's print() writes; none of them a `\u{200b}`.
    let out = run(&["unquote"], b"a%E2%80%8Bb\n");
    assert_eq!(out, "a\u{200b}b\n".as_bytes());
    let out = run(&["join", "http://h/a/"], "b\u{200b}c\n".as_bytes());
    assert_eq!(out, "http://h/a/b\u{200b}c\n".as_bytes());
    let out = run(&["quote"], "a\u{200b}b\n".as_bytes());
    assert_eq!(out, b"a%E2%80%8Bb\n");
}

/// The real URL lists the tests read, `tests/data/real-urls/*.txt` at the
/// workspace root.
fn real_lists() -> Vec<(PathBuf, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/real-urls");
    let mut lists: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("the real URL lists at {}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        })
        .collect();
    lists.sort();
    assert!(
        lists.len() >= 3,
        "{} lists in {}",
        lists.len(),
        dir.display()
    );
    lists
}

/// How many lines `bytes` holds: its `\n`s, and one more for a last line
/// without one.
fn lines_in(bytes: &[u8]) -> usize {
    let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
    newlines + usize::from(bytes.last().is_some_and(|&b| b != b'\n'))
}

#[test]
fn every_line_for_line_command_pairs_its_answers_with_the_real_lists() {
    let commands: &[&[&str]] = &[
        &["normalize"],
        &["to-uri"],
        &["to-iri"],
        &["resolve", "http://a/b/c/d;p?q"],
        &["relativize", "http://a/b/c/d;p?q"],
        &["split"],
        &["join", "http://a/b/c/d;p?q"],
        &["quote"],
        &["unquote"],
        &["qs"],
    ];
    let mut total = 0;
    let mut invalid = 0;
    for (path, bytes) in real_lists() {
        let expected = lines_in(&bytes);
        total += expected;
        for args in commands {
            let out = run(args, &bytes);
            assert_eq!(
                lines_in(&out),
                expected,
                "urigram {} < {}",
                args.join(" "),
                path.display()
            );
        }
        // The lists hold invalid lines, so the empty lines in their place
        // are what is counted here, not only the valid answers.
        let normalized = run(&["normalize"], &bytes);
        invalid += normalized
            .split(|&b| b == b'\n')
            .zip(bytes.split(|&b| b == b'\n'))
            .filter(|(answer, input)| answer.is_empty() && !input.is_empty())
            .count();
    }
    assert!(total > 90_000, "{total} lines");
    assert!(invalid > 0, "no invalid line in {total}");
}
