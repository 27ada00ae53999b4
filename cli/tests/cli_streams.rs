//! Output like a Unix tool: answers on stdout and diagnostics on stderr for
//! every command, frames numbered by input line or operand position, blank
//! lines answered by every command, no colour into pipes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn urigram(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A usage error may end the run before it reads: a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn the_frame_shows_the_input_line_number_on_stdin() {
    let mut input = String::new();
    for i in 1..=10 {
        input.push_str(&format!("http://h/{i}\n"));
    }
    input.push_str("http://h/a b\n");
    let out = urigram(&["check", "-"], input.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    // The gutter widens to the number, as rustc's does.
    assert!(
        err.contains("\n   |\n11 | http://h/a b\n   |           ^ "),
        "{err}"
    );
    assert!(err.contains("\n   = while parsing: "), "{err}");
    assert_eq!(text(&out.stdout).lines().count(), 10);
}

#[test]
fn the_frame_shows_the_operand_position_on_the_command_line() {
    let out = urigram(&["check", "a:b", "c:d", "e f"], b"");
    assert!(
        text(&out.stderr).contains("\n3 | e f\n"),
        "{}",
        text(&out.stderr)
    );
    // resolve's BASE is operand 1, so its first reference is 2.
    let out = urigram(&["resolve", "http://a/b", "g", "h i"], b"");
    assert_eq!(out.status.code(), Some(1));
    // An empty line in the invalid reference's place keeps the pairing.
    assert_eq!(text(&out.stdout), "http://a/g\n\n");
    assert!(
        text(&out.stderr).contains("\n3 | h i\n"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn diagnostics_go_to_stderr_and_answers_to_stdout_for_every_command() {
    for (args, answer) in [
        (&["check", "a:b", "a b"][..], "ok: a:b\n"),
        (&["parse", "a b"][..], ""),
        (&["lint", "a b"][..], ""),
        // The line-for-line commands: an empty line for the invalid input.
        (&["resolve", "http://a/b", "a b"][..], "\n"),
        (&["normalize", "HTTP://A/", "a b"][..], "http://a/\n\n"),
        (&["relativize", "http://a/b", "a b"][..], "\n"),
        (&["to-uri", "a b"][..], "\n"),
        (
            &["to-iri", "http://a/%C3%BC", "a b"][..],
            "http://a/\u{fc}\n\n",
        ),
    ] {
        let out = urigram(args, b"");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(text(&out.stdout), answer, "{args:?}");
        let err = text(&out.stderr);
        assert!(err.starts_with("error: invalid "), "{args:?}: {err}");
        assert!(!err.contains('\x1b'), "no colour into a pipe: {err}");
    }
    let out = urigram(&["split", "http://[::1/"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "\n");
    // Lint warnings are lint's answers: stdout, numbered like frames.
    let out = urigram(&["lint", "a:b", "http://u:pw@h/"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stderr.is_empty());
    let warn = text(&out.stdout);
    assert!(warn.starts_with("warning[password-in-userinfo]"), "{warn}");
    assert!(warn.contains("\n2 | http://u:pw@h/\n"), "{warn}");
}

#[test]
fn an_invalid_base_is_framed_like_any_input() {
    // Exit status 2, as `resolve --help` says for an invalid BASE.
    let out = urigram(&["resolve", "not a base", "g"], b"");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.starts_with("error: invalid URI: "), "{err}");
    assert!(err.contains("\n1 | not a base\n"), "{err}");
    assert!(
        err.contains("urigram resolve: BASE is not a URI, as the frame above shows"),
        "{err}"
    );
    // Not the reason of a relative BASE: this one has no scheme because its
    // first word is not one, and the frame says so.
    assert!(!err.contains("needs a scheme"), "{err}");
    let out = urigram(&["resolve", "http://a b/", "g"], b"");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("\n1 | http://a b/\n  |         ^ "), "{err}");
    assert!(!err.contains("needs a scheme"), "{err}");
}

#[test]
fn every_command_answers_a_blank_line() {
    // One answer per input line, the blank one included, from each command.
    // The expected answers for the urllib commands are CPython 3.11.7's:
    // print(urlsplit('')), print(urljoin('http://a/b/c', '')),
    // print(quote('')), print(unquote('')), print(parse_qs('')).
    for (args, answers) in [
        (&["check"][..], "ok: a:b\nok: \nok: c:d\n"),
        (&["normalize", "--json"][..], ""),
        (&["split"][..], ""),
        (&["join", "http://a/b/c"][..], "a:b\nhttp://a/b/c\nc:d\n"),
        (&["quote"][..], "a%3Ab\n\nc%3Ad\n"),
        (&["unquote"][..], "a:b\n\nc:d\n"),
        (&["qs"][..], "{}\n{}\n{}\n"),
    ] {
        let out = urigram(args, b"a:b\n\nc:d\n");
        let stdout = text(&out.stdout);
        assert_eq!(stdout.lines().count(), 3, "{args:?}: {stdout}");
        if !answers.is_empty() {
            assert_eq!(stdout, answers, "{args:?}");
        }
    }
    let out = urigram(&["split"], b"\n");
    assert_eq!(
        text(&out.stdout),
        "SplitResult(scheme='', netloc='', path='', query='', fragment='')\n"
    );
    let out = urigram(&["urllib", "--jsonl"], b"\n");
    assert!(text(&out.stdout).starts_with(r#"{"error":{"type":"RequestError""#));
}

#[test]
#[cfg(unix)]
fn arguments_that_are_not_utf8_are_judged_like_stdin_lines() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    // `urigram check $'http://a/\xff'` exited 101 with a panic.
    let bad = OsStr::from_bytes(b"http://a/\xff");
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg("check")
        .arg(bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let from_stdin = urigram(&["check"], b"http://a/\xff\n");
    assert_eq!(out.stderr, from_stdin.stderr, "the same frame both ways");
    assert!(text(&out.stderr).contains("\n1 | http://a/\\xff\n"));
    for command in ["parse", "lint", "normalize", "split", "quote"] {
        let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .arg(command)
            .arg(bad)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{command}");
    }
    for args in [
        &["resolve", "http://a/"][..],
        &["relativize", "http://a/"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(args)
            .arg(bad)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
    // Not UTF-8 where a command name or an option value goes: usage errors.
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg(bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(["check", "--rule"])
        .arg(bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("the value of --rule is not UTF-8"));
}
