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
    on_pty_in(&[], want, feed, no_color, args)
}

/// [`on_pty`] with the environment variables `env` set (the locale).
fn on_pty_in(
    env: &[(&str, &str)],
    want: &str,
    feed: &str,
    no_color: &str,
    args: &[&str],
) -> (bool, String) {
    let mut cmd = Command::new("python3");
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
        cmd.env_remove(name);
    }
    let out = cmd
        .envs(env.iter().copied())
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
    // compare reads lines in batches into a pipe; on a terminal each line
    // is answered as it comes, human and JSON alike.
    let (before, shown) = on_pty("readings agree", "http://a/", "", &["compare"]);
    assert!(before, "{shown:?}");
    let (before, shown) = on_pty(
        "{\"input\":\"http://a/\"",
        "http://a/",
        "",
        &["compare", "--json", "--readers", "all"],
    );
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

#[test]
fn unquote_escapes_its_data_on_a_terminal() {
    // Into a pipe the answer is the data (cli_bytes); on a terminal ESC [2J
    // would clear the screen, so it is shown as \x1b[2J.
    let (_, shown) = on_pty("[2J", "", "1", &["unquote", "%1b[2J%c2%9b"]);
    assert!(shown.contains("\\x1b[2J\\u{9b}"), "{shown:?}");
    assert!(
        !shown.contains('\x1b') && !shown.contains('\u{9b}'),
        "{shown:?}"
    );
}

#[test]
fn the_locale_decides_whether_a_frame_shows_non_ascii() {
    let args = ["check", "https://例え.jp/"];
    let (_, shown) = on_pty_in(&[("LANG", "C.UTF-8")], "see RFC", "", "1", &args);
    assert!(shown.contains("| https://例え.jp/"), "{shown:?}");
    // LC_ALL overrides LANG; the "C" locale is ASCII.
    let env = [("LANG", "C.UTF-8"), ("LC_ALL", "C")];
    let (_, shown) = on_pty_in(&env, "see RFC", "", "1", &args);
    assert!(
        shown.contains("| https://\\u{4f8b}\\u{3048}.jp/"),
        "{shown:?}"
    );
    assert!(shown.is_ascii(), "{shown:?}");
}
