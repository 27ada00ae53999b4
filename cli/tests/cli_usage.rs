//! The CLI explains itself: help for every command (three ways), `--version`,
//! options rejected the same way everywhere with a one-line usage error and
//! exit status 2, `--` and `-`, and the `--rule` names with a suggestion on a
//! typo.

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

/// Every command, with the options the issue asks each to explain.
const COMMANDS: &[(&str, &[&str])] = &[
    ("check", &["--grammar", "--rule", "--json", "-q", "--quiet"]),
    ("parse", &["--grammar", "--rule", "--json"]),
    ("grammars", &["--json"]),
    ("compare", &["--json"]),
    ("readers", &["--json", "--python"]),
    ("lint", &["--json"]),
    ("resolve", &["--json", "--non-strict", "--rfc1808"]),
    ("normalize", &["--json", "--rfc5952", "--syntax-only"]),
    ("relativize", &["--json"]),
    ("urllib", &["--jsonl"]),
    (
        "template",
        &[
            "--json",
            "--vars",
            "--any-order",
            "--templates",
            "--template",
            "--all",
        ],
    ),
    ("java", &["--json"]),
    ("spark", &["--ansi"]),
    ("split", &["--scheme", "--no-fragments"]),
    ("join", &["--no-fragments"]),
    ("quote", &["--safe", "--encoding", "--errors"]),
    ("unquote", &["--encoding", "--errors"]),
    (
        "qs",
        &[
            "--keep-blank-values",
            "--strict-parsing",
            "--encoding",
            "--errors",
            "--max-num-fields",
            "--separator",
        ],
    ),
];

#[test]
fn every_command_has_help_three_ways_naming_each_option_and_the_exit_status() {
    for (command, options) in COMMANDS {
        let long = urigram(&[command, "--help"], b"");
        assert_eq!(long.status.code(), Some(0), "{command} --help");
        let help = text(&long.stdout);
        assert!(
            help.starts_with(&format!("urigram {command}:")),
            "{command}: {help}"
        );
        for option in *options {
            assert!(help.contains(option), "{command} --help names {option}");
        }
        assert!(help.contains("Exit status"), "{command}");
        assert!(long.stderr.is_empty());
        assert_eq!(urigram(&[command, "-h"], b"").stdout, long.stdout);
        assert_eq!(urigram(&["help", command], b"").stdout, long.stdout);
        // --help wins over everything else and runs nothing.
        let mixed = urigram(&[command, "x", "--help", "--bogus"], b"");
        assert_eq!(
            mixed.status.code(),
            Some(2),
            "{command}: a bad option still errs"
        );
        let only_help = urigram(&[command, "x", "--help"], b"");
        assert_eq!(only_help.stdout, long.stdout, "{command}");
    }
}

#[test]
fn the_main_help_lists_every_command_streams_and_exit_statuses() {
    let out = urigram(&["--help"], b"");
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    for (command, _) in COMMANDS {
        assert!(help.contains(&format!("\n  {command} ")), "{command}");
    }
    for needle in ["standard error", "Exit status", "NO_COLOR", "'-'", "'--'"] {
        assert!(help.contains(needle), "{needle}");
    }
    assert_eq!(urigram(&["help"], b"").stdout, out.stdout);
    assert_eq!(urigram(&["help", "--help"], b"").stdout, out.stdout);
    assert_eq!(urigram(&["-h"], b"").stdout, out.stdout);
}

#[test]
fn quiet_check_prints_nothing_and_tells_by_its_exit_status() {
    for args in [&["check", "-q"][..], &["check", "--quiet", "--json"][..]] {
        let out = urigram(args, b"http://a/\n");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{args:?}");
        let out = urigram(args, b"http://a/\na b\n\xff\n");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty() && out.stderr.is_empty(), "{args:?}");
    }
}

#[test]
fn version_prints_the_package_version() {
    for flag in ["--version", "-V"] {
        let out = urigram(&[flag], b"");
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(text(&out.stdout), "urigram 0.1.0\n");
    }
}

/// A usage error: exit 2, nothing on stdout, one line saying what, then the
/// pointer to the command's help.
fn assert_usage_error(args: &[&str], what: &str, help: &str) {
    let out = urigram(args, b"a\n");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{args:?}: {err}");
    assert!(lines[0].contains(what), "{args:?}: {err}");
    assert_eq!(lines[1], format!("Try '{help}' for more information."));
}

#[test]
fn unknown_options_are_rejected_the_same_way_by_every_command() {
    for (command, _) in COMMANDS {
        let help = format!("urigram {command} --help");
        // These were taken as URIs before: now they are options, unknown.
        assert_usage_error(&[command, "-foo"], "unknown option '-f'", &help);
        assert_usage_error(&[command, "--bogus"], "unknown option '--bogus'", &help);
        assert_usage_error(
            &[command, "--help=x"],
            "option '--help' takes no value",
            &help,
        );
    }
    // Clustered short flags: -q is known to check, -j is not.
    assert_usage_error(
        &["check", "-qj"],
        "unknown option '-j'",
        "urigram check --help",
    );
    assert_usage_error(
        &["check", "--json=yes"],
        "takes no value",
        "urigram check --help",
    );
    assert_usage_error(
        &["check", "--rule"],
        "--rule needs a value",
        "urigram check --help",
    );
    assert_usage_error(&["nope"], "unknown command 'nope'", "urigram --help");
    assert_usage_error(&[], "no command given", "urigram --help");
    assert_usage_error(&["help", "chek"], "did you mean 'check'?", "urigram --help");
    assert_usage_error(&["resolve"], "BASE", "urigram resolve --help");
    assert_usage_error(&["join"], "BASE", "urigram join --help");
    assert_usage_error(
        &["qs", "--max-num-fields", "two"],
        "--max-num-fields takes an integer",
        "urigram qs --help",
    );
}

#[test]
fn double_dash_ends_the_options_and_a_dash_reads_stdin_in_place() {
    // '-x' after '--' is an input: a relative reference, valid.
    let out = urigram(&["check", "--", "-x", "--json"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "ok: -x\nok: --json\n");
    let out = urigram(&["check", "a:b", "-", "c:d"], b"stdin:1\nstdin:2\n");
    assert_eq!(
        text(&out.stdout),
        "ok: a:b\nok: stdin:1\nok: stdin:2\nok: c:d\n"
    );
    let out = urigram(&["quote", "--", "-a b"], b"");
    assert_eq!(text(&out.stdout), "-a%20b\n");
    // After '--', '-' is an input like any other: a valid relative reference.
    let out = urigram(&["check", "-", "--", "-"], b"stdin\n");
    assert_eq!(text(&out.stdout), "ok: stdin\nok: -\n");
    // An option's value may look like '--' or '-'.
    let out = urigram(&["quote", "--safe", "--", "a-b -"], b"");
    assert_eq!(text(&out.stdout), "a-b%20-\n");
}

#[test]
fn rule_names_are_listed_and_a_typo_gets_the_nearest() {
    let out = urigram(&["check", "--rule", "list"], b"");
    assert_eq!(out.status.code(), Some(0));
    let names = text(&out.stdout);
    // Rule names from RFC 3986 Appendix A, typed in from the RFC.
    for name in [
        "URI-reference",
        "absolute-URI",
        "IPv6address",
        "path-abempty",
        "segment-nz-nc",
        "pct-encoded",
        "dec-octet",
    ] {
        assert!(names.lines().any(|l| l == name), "{name} in {names}");
    }
    // The help of check and parse names them too.
    for command in ["check", "parse"] {
        let help = text(&urigram(&[command, "--help"], b"").stdout);
        let (_, appendix) = help.split_once("for --rule:\n").unwrap();
        let listed: Vec<&str> = appendix.split_whitespace().collect();
        assert_eq!(listed, names.lines().collect::<Vec<_>>(), "{command}");
    }
    let out = urigram(&["check", "--rule", "IPv6adress", "::1"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("did you mean 'IPv6address'?"),
        "{}",
        text(&out.stderr)
    );
    let out = urigram(&["parse", "--rule=zzzzzz", "::1"], b"");
    let err = text(&out.stderr);
    assert!(!err.contains("did you mean"), "{err}");
    assert!(err.contains("'--rule list'"), "{err}");
    // Names are case-insensitive, as ABNF's are (RFC 5234 section 2.1).
    let out = urigram(&["check", "--rule", "ipv6ADDRESS", "::1"], b"");
    assert_eq!(out.status.code(), Some(0));
}
