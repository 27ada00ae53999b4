//! Words for the command-line reader, and the commands that close the last
//! gaps with the library: a help line names the option that reads the text
//! (`--grammar rfc6874`), never a Rust path, and the option it names does
//! read it; `normalize --grammar rfc3987` on RFC 3987 section 5.3.2's
//! examples; `to-uri --idna` on section 3.1's example and on hosts whose
//! ToASCII Node's `url.domainToASCII` (ICU's UTS #46) gave.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

/// Runs the binary with a UTF-8 locale, so that frames on standard error
/// show characters as themselves.
fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    if let Some(bytes) = stdin {
        input.write_all(bytes).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn out(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn err(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// The `help:` line of the one frame on standard error.
fn help_line(o: &Output) -> String {
    let e = err(o);
    e.lines()
        .find_map(|l| l.trim_start().strip_prefix("= help: "))
        .unwrap_or_else(|| panic!("no help line in {e}"))
        .to_owned()
}

#[test]
fn the_zone_id_help_names_the_option_that_reads_it() {
    let zone = "http://[fe80::1%25eth0]/";
    for command in ["check", "parse", "normalize", "resolve"] {
        let args: Vec<&str> = if command == "resolve" {
            vec![command, "http://a/", zone]
        } else {
            vec![command, zone]
        };
        let o = run(&args, None);
        assert_eq!(o.status.code(), Some(1), "{command}");
        let help = help_line(&o);
        assert!(
            help.ends_with(
                "leave the zone ID out, or read the text under RFC 6874, with --grammar rfc6874"
            ),
            "{command}: {help}"
        );
        assert!(!err(&o).contains("urigram::"), "{command}");
    }
    // What it names works.
    for command in ["check", "normalize"] {
        let o = run(&[command, "--grammar", "rfc6874", zone], None);
        assert_eq!(o.status.code(), Some(0), "{command}: {}", err(&o));
    }
}

#[test]
fn the_non_ascii_help_names_the_iri_grammar() {
    let idn = "https://\u{4f8b}\u{3048}.jp/./a";
    let o = run(&["check", idn], None);
    assert_eq!(o.status.code(), Some(1));
    let help = help_line(&o);
    assert!(
        help.ends_with("or parse the text as an IRI (RFC 3987), with --grammar rfc3987"),
        "{help}"
    );
    assert!(help.contains("'\u{4f8b}'"), "{help}");
    let o = run(&["check", "--grammar", "rfc3987", idn], None);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let o = run(&["normalize", "--grammar", "rfc3987", idn], None);
    assert_eq!(out(&o), "https://\u{4f8b}\u{3048}.jp/a\n");
}

#[test]
fn the_backslash_help_names_no_rust_module() {
    let o = run(&["check"], Some(b"http://h/a\\b\nC:\\Users\\me\n"));
    let e = err(&o);
    assert!(!e.contains("urigram::"), "{e}");
    let helps: Vec<&str> = e.lines().filter(|l| l.contains("= help:")).collect();
    assert_eq!(helps.len(), 2, "{e}");
    for h in helps {
        assert!(
            h.ends_with(r#"a Windows file path is written as a "file:" URI (RFC 8089: "C:\a\b" is "file:///C:/a/b")"#),
            "{h}"
        );
    }
}

#[test]
fn normalize_rfc3987_section_5_3_2() {
    let o = run(
        &["normalize", "--grammar", "rfc3987"],
        Some(
            "example://a/./b/../b/%63/%7bfoo%7d/ros\u{e9}\n\
             eXAMPLE://a/b/c/%7Bfoo%7D/ros\u{e9}\n\
             http://www.example.org/r%C3%A9sum%C3%A9.html\n\
             http://a/e\u{301}\n\
             HTTP://\u{4f8b}.jp:80\n"
                .as_bytes(),
        ),
    );
    // Section 5.3.2's pair normalize to the same IRI; 5.3.2.3's example
    // decodes; no NFC (5.3.2.2) and no scheme-based step (5.3.3).
    assert_eq!(
        out(&o),
        "example://a/b/c/%7Bfoo%7D/ros\u{e9}\n\
         example://a/b/c/%7Bfoo%7D/ros\u{e9}\n\
         http://www.example.org/r\u{e9}sum\u{e9}.html\n\
         http://a/e\u{301}\n\
         http://\u{4f8b}.jp:80\n"
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    // Under RFC 3986 the same IRI is refused.
    let o = run(
        &["normalize", "http://www.example.org/r\u{e9}sum\u{e9}.html"],
        None,
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn normalize_rfc3987_errors_and_usage() {
    let o = run(
        &["normalize", "--grammar", "rfc3987", "--json", "http://a b/"],
        None,
    );
    let v: Value = serde_json::from_str(out(&o).trim()).unwrap();
    assert_eq!(v["error"]["offset"], 8);
    assert_eq!(o.status.code(), Some(1));
    let o = run(&["normalize", "--grammar", "rfc3987", "http://a b/"], None);
    assert!(err(&o).contains("= see RFC 3987, section"), "{}", err(&o));
    // Bytes that are not UTF-8 are no IRI: an error, not a replaced answer,
    // and an empty line in the output, so that it lines up with the input.
    let o = run(
        &["normalize", "--grammar", "rfc3987"],
        Some(b"http://a/\xff\n"),
    );
    assert_eq!((out(&o).as_str(), o.status.code()), ("\n", Some(1)));
    let o = run(
        &[
            "normalize",
            "--grammar",
            "rfc3987",
            "--rfc5952",
            "http://[::1]/",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err(&o).contains("--rfc5952"), "{}", err(&o));
}

#[test]
fn to_uri_idna() {
    let o = run(
        &["to-uri", "--idna"],
        Some(
            // RFC 3987 section 3.1's example; the rest as Node 20's
            // url.domainToASCII maps the hosts (ICU's UTS #46):
            // "例え.jp" is "xn--r8jz45g.jp", the full-width "Ｅｘａｍｐｌｅ.ｃｏｍ"
            // is "example.com", "ab--ü.com" is "xn--ab---3ra.com".
            "http://r\u{e9}sum\u{e9}.example.org\n\
             https://\u{4f8b}\u{3048}.jp/\u{30d1}\u{30b9}\n\
             http://\u{ff25}\u{ff58}\u{ff41}\u{ff4d}\u{ff50}\u{ff4c}\u{ff45}.\u{ff43}\u{ff4f}\u{ff4d}/\u{fc}\n\
             http://ab--\u{fc}.com/\n\
             http://[::1]/\u{e9}\n"
                .as_bytes(),
        ),
    );
    assert_eq!(
        out(&o),
        "http://xn--rsum-bpad.example.org\n\
         https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9\n\
         http://example.com/%C3%BC\n\
         http://xn--ab---3ra.com/\n\
         http://[::1]/%C3%A9\n"
    );
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    // Without --idna the host is percent-encoded (the RFC's own mapping).
    let o = run(&["to-uri", "http://r\u{e9}sum\u{e9}.example.org"], None);
    assert_eq!(out(&o), "http://r%C3%A9sum%C3%A9.example.org\n");
}

#[test]
fn to_uri_idna_refusals() {
    // Node's url.domainToASCII gives "" (a failure) for both hosts: an
    // "xn--" label that is no Punycode, and a ZERO WIDTH JOINER between
    // letters (CONTEXTJ).
    let o = run(
        &["to-uri", "--idna"],
        Some("http://xn--\u{fc}.com/a\nhttp://a\u{200d}b.com/\n".as_bytes()),
    );
    // One empty line for each refused input line, so the output lines up.
    assert_eq!(out(&o), "\n\n");
    assert_eq!(o.status.code(), Some(1));
    let e = err(&o);
    assert_eq!(
        e.matches("error: IDNA ToASCII refuses the host").count(),
        2,
        "{e}"
    );
    assert!(
        e.contains("\n1 | http://xn--\u{fc}.com/a\n  |        ^^^^^^^^^ "),
        "{e}"
    );
    // The invisible joiner is escaped on display.
    assert!(e.contains("\n2 | http://a\\u{200d}b.com/\n"), "{e}");
    let o = run(
        &["to-uri", "--idna", "--json", "http://xn--\u{fc}.com/a"],
        None,
    );
    let v: Value = serde_json::from_str(out(&o).trim()).unwrap();
    assert_eq!(v["error"]["offset"], 7);
    assert_eq!(v["error"]["rule"], "ihost");
    // Not an IRI at all: the grammar's error, as without --idna.
    let o = run(&["to-uri", "--idna", "http://a b/"], None);
    assert!(err(&o).contains("invalid IRI-reference"), "{}", err(&o));
    // A long line gets a window of a frame, not the whole line.
    let long = format!("http://xn--\u{fc}.com/{}", "a".repeat(100_000));
    let o = run(&["to-uri", "--idna", &long], None);
    assert!(err(&o).len() < 2_000, "{}", err(&o).len());
    assert!(err(&o).contains("\u{2026}"), "{}", err(&o));
    // --idna is to-uri's.
    let o = run(&["to-iri", "--idna", "http://a/"], None);
    assert_eq!(o.status.code(), Some(2));
}

/// A help names only an option the command in front of the reader takes:
/// `resolve` and `relativize` read with RFC 3986 or RFC 6874, so a zone ID
/// points to `--grammar rfc6874` (which then resolves it), while a
/// non-ASCII reference, which they cannot read as an IRI, keeps the
/// sentence without naming `--grammar rfc3987` (those commands refuse that
/// option); `to-iri` takes no `--grammar` at all.
#[test]
fn a_help_names_only_what_the_command_takes() {
    let zone = "http://[fe80::1%25eth0]/x";
    for command in ["resolve", "relativize"] {
        let o = run(&[command, "http://a/b/", zone], None);
        assert_eq!(o.status.code(), Some(1), "{command}");
        let help = help_line(&o);
        assert!(
            help.ends_with("with --grammar rfc6874"),
            "{command}: {help}"
        );
        let o = run(
            &[command, "--grammar", "rfc6874", "http://a/b/", zone],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{command}: {}", err(&o));
        let idn = "https://\u{4f8b}\u{3048}.jp/a";
        let o = run(&[command, "http://a/b/", idn], None);
        assert_eq!(o.status.code(), Some(1), "{command}");
        let help = help_line(&o);
        assert!(
            help.ends_with("or parse the text as an IRI (RFC 3987)"),
            "{command}: {help}"
        );
        let o = run(&[command, "--grammar", "rfc3987", "http://a/b/", idn], None);
        assert_eq!(
            o.status.code(),
            Some(2),
            "{command} refuses rfc3987: {}",
            err(&o)
        );
    }
    let o = run(&["to-iri", zone], None);
    assert_eq!(o.status.code(), Some(1));
    let e = err(&o);
    assert!(!e.contains("--grammar"), "{e}");
}
