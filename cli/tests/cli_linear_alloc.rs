//! Every command of the CLI is linear in memory on hostile input, the error
//! path and the output included: run in-process through `urigram_cli::run`,
//! a command allocates at most twelve times as many bytes for a 100 KB
//! hostile line as for a 10 KB one (a quadratic path would allocate a
//! hundred times as much). This covers what the library's own test
//! (`tests/linear_alloc.rs` at the workspace root) cannot: `compare`, which
//! lives in the CLI, the JSON-lines request loop, and the writing of frames
//! and JSON. Counted with `allocation-counter`, whose counters are per
//! thread, so the tests running beside it do not show up.

use std::ffi::OsString;
use std::hint::black_box;

use allocation_counter::measure;
use urigram_cli::{Streams, run};

/// A few of the library test's shapes: a run of percent-encodings, of `@`
/// in the authority, of dot segments, an IP literal that never closes, and
/// a space (an invalid line, so the error path and its frame).
const SHAPES: &[(&str, &str)] = &[
    ("http://h/", "%41"),
    ("http://", "a:b@"),
    ("http://h/", "%2e%2e/"),
    ("http://[", "1:"),
    ("http://h/", "a "),
];

const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
const GROWTH: u64 = 12;
const FLOOR: u64 = 64 * 1024;

fn hostile(prefix: &str, unit: &str, size: usize) -> Vec<u8> {
    let mut s = String::from(prefix);
    while s.len() < size {
        s.push_str(unit);
    }
    s.into_bytes()
}

/// The bytes `urigram ARGS` allocates with `line` on standard input. The
/// output goes to a sink, so that a buffer holding it (which grows by
/// doubling) is not counted as the command's.
fn allocated(args: &[&str], line: &[u8]) -> u64 {
    let argv: Vec<OsString> = args.iter().map(OsString::from).collect();
    let mut stdin: &[u8] = line;
    let (mut out, mut err) = (std::io::sink(), std::io::sink());
    let info = measure(|| {
        let mut io = Streams {
            stdin: &mut stdin,
            stdout: &mut out,
            stderr: &mut err,
            line_buffered: false,
            colour_stdout: false,
            colour_stderr: false,
            terminal_stdout: false,
            unicode_stdout: true,
            unicode_stderr: true,
        };
        black_box(run(argv, &mut io));
    });
    info.bytes_total
}

fn assert_linear(args: &[&str], wrap: impl Fn(&[u8]) -> Vec<u8>) {
    for (prefix, unit) in SHAPES {
        let small = wrap(&hostile(prefix, unit, SMALL));
        let large = wrap(&hostile(prefix, unit, LARGE));
        let a = allocated(args, &small);
        let b = allocated(args, &large);
        assert!(
            b <= GROWTH * a.max(FLOOR),
            "urigram {} on {prefix:?} + {unit:?}*: {a} bytes allocated at {SMALL} bytes of input, {b} at {LARGE}",
            args.join(" ")
        );
    }
}

fn line(bytes: &[u8]) -> Vec<u8> {
    let mut v = bytes.to_vec();
    v.push(b'\n');
    v
}

#[test]
fn compare_is_linear_in_memory() {
    assert_linear(&["compare"], line);
    assert_linear(&["compare", "--json"], line);
}

#[test]
fn the_rfc3986_commands_are_linear_in_memory() {
    for args in [
        &["check"][..],
        &["check", "--json"],
        &["parse"],
        &["parse", "--json"],
        &["lint"],
        &["lint", "--json"],
        &["normalize"],
        &["normalize", "--json"],
        &["resolve", "http://a/b/c/d;p?q"],
        &["relativize", "http://a/b/c/d;p?q"],
    ] {
        assert_linear(args, line);
    }
}

#[test]
fn every_grammar_is_linear_in_memory_through_check_and_parse() {
    for g in ["rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112"] {
        assert_linear(&["check", "--json", "--grammar", g], line);
        assert_linear(&["parse", "--grammar", g], line);
    }
}

#[test]
fn java_is_linear_in_memory() {
    assert_linear(&["java"], line);
    assert_linear(&["java", "--json"], line);
    assert_linear(&["spark", "parse-url", "--ansi", "FILE"], line);
    assert_linear(&["spark", "parse-url", "QUERY", "k"], line);
}

#[test]
fn the_urllib_commands_are_linear_in_memory() {
    for args in [
        &["split"][..],
        &["join", "http://a/b/c/d;p?q"],
        &["quote"],
        &["unquote"],
        &["qs"],
    ] {
        assert_linear(args, line);
    }
    // The JSON-lines loop, with the hostile text as a request's argument.
    assert_linear(&["urllib", "--jsonl"], |text| {
        let text = String::from_utf8_lossy(text);
        line(
            serde_json::json!({"fn": "urlsplit", "args": [text]})
                .to_string()
                .as_bytes(),
        )
    });
}

/// How many bytes `urigram` may hold at once per byte of a long line it
/// parses: issue 32's bound (a 20 MB line in under 160 MB).
const PEAK_PER_BYTE: u64 = 8;

/// The most bytes `urigram ARGS INPUT` holds at once, the input given as
/// an operand (so that no stdin buffer is counted) or on standard input.
fn peak(args: &[&str], input: &[u8], as_operand: bool) -> u64 {
    let mut argv: Vec<OsString> = args.iter().map(OsString::from).collect();
    let mut stdin_bytes: &[u8] = b"";
    let with_newline;
    if as_operand {
        argv.push("--".into());
        argv.push(OsString::from(String::from_utf8(input.to_vec()).unwrap()));
    } else {
        with_newline = line(input);
        stdin_bytes = &with_newline;
    }
    let (mut out, mut err) = (std::io::sink(), std::io::sink());
    let info = measure(|| {
        let mut io = Streams {
            stdin: &mut stdin_bytes,
            stdout: &mut out,
            stderr: &mut err,
            line_buffered: false,
            colour_stdout: false,
            colour_stderr: false,
            terminal_stdout: false,
            unicode_stdout: true,
            unicode_stderr: true,
        };
        black_box(run(argv, &mut io));
    });
    info.bytes_max
}

/// Every grammar's `parse`, text and JSON, holds at most 8 bytes per byte
/// of one long valid line, at 10 KB and 100 KB as an operand and at 1 MB on
/// standard input (its block buffer included): a path of many segments
/// (RFC 1808 and 1945 list them, which as a JSON `Value` cost 85 bytes a
/// byte) and a long query.
#[test]
fn every_grammar_parses_a_long_line_in_8_bytes_a_byte() {
    let shapes: &[(&str, &str)] = &[("http://h", "/a"), ("http://h/p?", "q=1&")];
    let grammars = [
        "rfc3986", "rfc6874", "rfc9112", "rfc3987", "rfc2396", "rfc1808", "rfc1945",
    ];
    for g in grammars {
        for (prefix, unit) in shapes {
            for mode in [
                &["parse", "--grammar", g][..],
                &["parse", "--json", "--grammar", g],
            ] {
                // A grammar's automata are built on its first use and kept
                // (the same for every input): one short line first, so that
                // what is measured is what the long line holds, whichever
                // test (or test runner, one process a test) ran before.
                peak(mode, prefix.as_bytes(), true);
                for (size, as_operand) in [(SMALL, true), (LARGE, true), (1_000_000, false)] {
                    let input = hostile(prefix, unit, size);
                    let held = peak(mode, &input, as_operand);
                    assert!(
                        held <= PEAK_PER_BYTE * input.len() as u64,
                        "urigram {} on {prefix:?} + {unit:?}* ({} bytes, {}): {held} bytes held at once, {:.1} a byte",
                        mode.join(" "),
                        input.len(),
                        if as_operand { "operand" } else { "stdin" },
                        held as f64 / input.len() as f64
                    );
                }
            }
        }
    }
}
