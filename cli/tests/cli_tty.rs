//! The CLI on a pseudo-terminal: an answer appears while standard input is
//! still open (line-buffered on a terminal), and colour appears on a terminal
//! unless `NO_COLOR` is set.
//!
//! The terminal is made by Python's `pty` module (python3 is already needed
//! by the repository's scripts): the test stays free of `unsafe` and of a
//! terminal crate, and works the same on any Unix CI machine.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_urigram");

/// Runs `urigram ARGS` with stdout and stderr on a pseudo-terminal and stdin
/// a pipe; writes FEED (if any) and waits up to 30 s for WANT to appear
/// before closing stdin. Prints `before_eof=<bool>` and then the hex of all
/// the terminal showed.
const DRIVER: &str = r#"
import os, pty, select, subprocess, sys, time
bin, want, feed, no_color = sys.argv[1], sys.argv[2].encode(), sys.argv[3], sys.argv[4]
args = sys.argv[5:]
env = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
if no_color:
    env["NO_COLOR"] = no_color
master, slave = pty.openpty()
p = subprocess.Popen([bin] + args, stdin=subprocess.PIPE, stdout=slave, stderr=slave, env=env)
os.close(slave)
if feed:
    p.stdin.write(feed.encode() + b"\n")
    p.stdin.flush()
got = b""
def read(timeout):
    global got
    r, _, _ = select.select([master], [], [], timeout)
    if not r:
        return False
    try:
        chunk = os.read(master, 4096)
    except OSError:
        return False
    got += chunk
    return bool(chunk)
deadline = time.time() + 30
while want not in got and time.time() < deadline:
    read(1)
before_eof = want in got
p.stdin.close()
while read(5):
    pass
p.wait(timeout=30)
print("before_eof=" + str(before_eof))
print(got.hex())
"#;

/// (whether WANT came before stdin closed, everything the terminal showed).
fn on_pty(want: &str, feed: &str, no_color: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new("python3")
        .args(["-c", DRIVER, BIN, want, feed, no_color])
        .args(args)
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let before = lines.next() == Some("before_eof=True");
    let hex = lines.next().unwrap_or("");
    let bytes: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect();
    (before, String::from_utf8(bytes).unwrap())
}

#[test]
fn an_answer_comes_before_the_input_ends_on_a_terminal() {
    let (before, shown) = on_pty("ok: http://a/", "http://a/", "", &["check"]);
    assert!(before, "no answer while stdin was open: {shown:?}");
    let (before, shown) = on_pty("http://a/b/", "HTTP://A/b/./", "", &["normalize"]);
    assert!(before, "{shown:?}");
    let (before, shown) = on_pty("a%20b", "a b", "", &["quote"]);
    assert!(before, "{shown:?}");
}

#[test]
fn colour_on_a_terminal_and_never_with_no_color() {
    let (_, shown) = on_pty("see RFC", "", "", &["check", "a b"]);
    assert!(
        shown.contains("\x1b[1;31merror\x1b[0m: invalid"),
        "{shown:?}"
    );
    assert!(shown.contains("\x1b[1;31m^\x1b[0m"), "{shown:?}");
    let (_, shown) = on_pty("see RFC", "", "1", &["check", "a b"]);
    assert!(shown.contains("error: invalid"), "{shown:?}");
    assert!(!shown.contains('\x1b'), "{shown:?}");
}
