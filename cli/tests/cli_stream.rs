//! The CLI on hostile streams: many lines and huge lines in bounded memory,
//! and lines that are not UTF-8, hold NUL bytes, end in CR LF or lack the
//! final newline, each answered correctly.
//!
//! Memory is bounded with `prlimit --as`: if the child needed memory in
//! proportion to the whole stream, it would fail under a cap smaller than the
//! stream.

use std::io::{Read, Write};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_urigram");
const MIB: usize = 1024 * 1024;

/// Runs `urigram args` with its address space capped at `cap` bytes, feeding
/// `input` from a writer thread; returns (exit code, stdout).
fn run_capped(
    cap: usize,
    args: &[&str],
    input: impl FnOnce(&mut dyn Write) + Send + 'static,
) -> (i32, Vec<u8>) {
    let (code, out, _) = run_capped_with_stderr(cap, args, input);
    (code, out)
}

/// As `run_capped`, returning standard error too.
fn run_capped_with_stderr(
    cap: usize,
    args: &[&str],
    input: impl FnOnce(&mut dyn Write) + Send + 'static,
) -> (i32, Vec<u8>, Vec<u8>) {
    let mut child = Command::new("prlimit")
        .arg(format!("--as={cap}"))
        .arg(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("prlimit (util-linux) runs");
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let mut w = std::io::BufWriter::with_capacity(1 << 16, &mut stdin);
        input(&mut w);
        let _ = w.flush();
    });
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut err = Vec::new();
        stderr.read_to_end(&mut err).unwrap();
        err
    });
    let mut out = Vec::new();
    child.stdout.take().unwrap().read_to_end(&mut out).unwrap();
    writer.join().unwrap();
    let status = child.wait().unwrap();
    (status.code().unwrap_or(-1), out, errors.join().unwrap())
}

#[test]
fn three_million_lines_stream_in_flat_memory() {
    // About 98 MB of input under a 64 MiB address-space cap.
    let (code, out) = run_capped(64 * MIB, &["check", "-q"], |w| {
        for i in 0..3_000_000u32 {
            writeln!(w, "http://example.com/a/b?q={i}").unwrap();
        }
    });
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&out));
    assert!(out.is_empty());
}

#[test]
fn a_100_mb_line_is_checked_in_memory_proportional_to_it() {
    let n = 100 * MIB;
    let (code, out) = run_capped(400 * MIB, &["check", "-q"], move |w| {
        w.write_all(b"http://h/").unwrap();
        let chunk = vec![b'a'; MIB];
        for _ in 0..n / MIB {
            w.write_all(&chunk).unwrap();
        }
        w.write_all(b"\n").unwrap();
    });
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&out));
}

#[test]
fn a_100_mb_invalid_line_reports_its_last_byte() {
    let n = 100 * MIB;
    let (code, out, err) = run_capped_with_stderr(400 * MIB, &["check"], move |w| {
        w.write_all(b"http://h/").unwrap();
        let chunk = vec![b'a'; MIB];
        for _ in 0..n / MIB {
            w.write_all(&chunk).unwrap();
        }
        w.write_all(b" \n").unwrap();
    });
    assert_eq!(code, 1);
    assert!(out.is_empty(), "the frame goes to stderr");
    let text = String::from_utf8(err).unwrap();
    // The frame shows a window around the offset, not the whole line.
    assert!(text.len() < 2000, "{} bytes of diagnostic", text.len());
    assert!(text.contains("expected pchar"), "{text}");
}

#[test]
fn odd_lines_each_get_the_right_answer() {
    let (code, out) = run_capped(64 * MIB, &["check", "--json"], |w| {
        w.write_all(b"a:b\r\n/\xff\xfe\na\x00b\n\nhttp://h/x")
            .unwrap();
    });
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        lines.len(),
        5,
        "one answer per input line, the unterminated last one included"
    );
    assert_eq!(lines[0]["input"], "a:b", "CR LF ends the line");
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(
        lines[1]["error"]["offset"], 1,
        "the first byte that is not UTF-8"
    );
    assert_eq!(lines[2]["valid"], false);
    assert_eq!(lines[2]["error"]["offset"], 1, "NUL is outside the grammar");
    assert_eq!(
        lines[3]["valid"], true,
        "the empty string is a relative reference"
    );
    assert_eq!(lines[4]["input"], "http://h/x");
    assert_eq!(lines[4]["valid"], true);
}
