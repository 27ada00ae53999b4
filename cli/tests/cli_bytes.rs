//! Output that cannot drive a terminal, and inputs that keep their bytes.
//!
//! The sweep feeds every byte value 0x00 to 0xFF, alone and inside a
//! URL-ish line (in the host, the path, the query and the fragment, raw and
//! percent-encoded), as operands and as standard input lines, through every
//! command and mode, and `urllib --jsonl` through requests holding every
//! code point U+0000 to U+00FF (and the raw bytes). Nothing that can drive a
//! terminal may reach standard output or standard error: no C0 control but
//! the line feed that ends a line, no DEL, no C1 control (U+0080 to U+009F),
//! no bidi override, and (colour on) no escape sequence but the CLI's own
//! colours. The one exception is the issue's: `unquote`'s answers are the
//! decoded data itself, raw into a pipe; on a terminal they are escaped.
//!
//! The forbidden set is written out here from the standards (ECMA-48's C0
//! and C1 sets, Unicode's bidi controls), not taken from the CLI's code.

use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

use serde_json::{Value, json};

/// Where the binary's streams go, as `main` would set them.
#[derive(Clone, Copy, Debug)]
struct Setting {
    /// Standard output (and error) on a terminal.
    terminal: bool,
    /// The terminal takes UTF-8.
    unicode: bool,
    /// Colour on.
    colour: bool,
}

const PIPE: Setting = Setting {
    terminal: false,
    unicode: true,
    colour: false,
};
const SETTINGS: [Setting; 3] = [
    PIPE,
    // A terminal with a UTF-8 locale, in colour.
    Setting {
        terminal: true,
        unicode: true,
        colour: true,
    },
    // A terminal in the "C" locale: nothing but printable ASCII may show.
    Setting {
        terminal: true,
        unicode: false,
        colour: false,
    },
];

/// Runs the CLI's entry point in process; (status, stdout, stderr).
fn run(args: &[OsString], stdin: &[u8], s: Setting) -> (u8, Vec<u8>, Vec<u8>) {
    let mut input = stdin;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut streams = urigram_cli::Streams {
        stdin: &mut input,
        stdout: &mut out,
        stderr: &mut err,
        line_buffered: s.terminal,
        colour_stdout: s.colour,
        colour_stderr: s.colour,
        terminal_stdout: s.terminal,
        unicode_stdout: s.unicode,
        unicode_stderr: s.unicode,
    };
    let code = urigram_cli::run(args.to_vec(), &mut streams);
    (code, out, err)
}

/// The first thing in `out` that could drive a terminal, as a message.
fn first_forbidden(out: &[u8], s: Setting) -> Option<String> {
    // The CLI's own colours: SGR 0, 1;31, 1;33, 1;34 (paint.rs).
    let mut rest = out.to_vec();
    if s.colour {
        for sgr in ["\x1b[0m", "\x1b[1;31m", "\x1b[1;33m", "\x1b[1;34m"] {
            rest = String::from_utf8_lossy(&rest).replace(sgr, "").into_bytes();
        }
    }
    let Ok(text) = std::str::from_utf8(&rest) else {
        return Some("bytes that are not UTF-8".into());
    };
    for (i, c) in text.char_indices() {
        let bad = match c {
            '\n' => false,
            '\0'..='\x1f' | '\x7f' => true,
            '\u{80}'..='\u{9f}' => true,
            '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' => true,
            c if !s.unicode && !c.is_ascii() => true,
            _ => false,
        };
        if bad {
            let from = text[..i].rfind('\n').map_or(0, |n| n + 1);
            let line = &text[from..(i + 40).min(text.len())];
            return Some(format!("U+{:04X} at byte {i}, in {line:?}", c as u32));
        }
    }
    None
}

/// The inputs of the sweep for byte `b`.
fn inputs(b: u8) -> Vec<Vec<u8>> {
    let mut url = b"http://h".to_vec();
    url.push(b);
    url.extend_from_slice(b"x/p");
    url.push(b);
    url.extend_from_slice(b"q?k=");
    url.push(b);
    url.extend_from_slice(format!("&e=%{b:02x}%c2%{b:02x}#f").as_bytes());
    url.push(b);
    let mut lead = vec![b];
    lead.extend_from_slice(b"http://x/");
    let mut out = vec![vec![b], url, lead];
    if b >= 0x80 {
        // The code point U+00XX as UTF-8: the C1 controls as characters.
        let c = char::from(b);
        out.push(format!("{c}").into_bytes());
        out.push(format!("http://h{c}x/p{c}q?k={c}#f{c}").into_bytes());
        out.push(format!("http://h/{c}\u{202e}\u{200b}x").into_bytes());
    }
    out
}

/// Every command and mode that reads inputs, with the words before them.
fn commands() -> Vec<Vec<&'static str>> {
    let mut out: Vec<Vec<&str>> = Vec::new();
    for g in [
        "rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112",
    ] {
        out.push(vec!["check", "--grammar", g]);
        out.push(vec!["check", "--json", "--grammar", g]);
        out.push(vec!["parse", "--grammar", g]);
        out.push(vec!["parse", "--json", "--grammar", g]);
    }
    out.extend([
        vec!["check", "--rule", "host"],
        vec!["parse", "--rule", "path-abempty"],
        vec!["compare"],
        vec!["compare", "--json"],
        vec!["compare", "--python", "3.9"],
        vec!["lint"],
        vec!["lint", "--json"],
        vec!["lint", "--grammar", "rfc3987"],
        vec!["lint", "--json", "--grammar", "rfc3987"],
        vec!["normalize"],
        vec!["normalize", "--json"],
        vec!["resolve", "http://a/b/c"],
        vec!["resolve", "--json", "http://a/b/c"],
        vec!["relativize", "http://a/b/c"],
        vec!["relativize", "--json", "http://a/b/c"],
        vec!["split"],
        vec!["join", "http://a/b/c"],
        vec!["quote"],
        vec!["quote", "--safe", "\x1b\u{9b}"],
        vec!["unquote"],
        vec!["qs"],
        vec!["qs", "--keep-blank-values"],
        vec!["java"],
        vec!["java", "--json"],
        vec!["spark", "parse-url", "HOST"],
        vec!["spark", "parse-url", "--ansi", "QUERY", "k"],
    ]);
    out
}

fn words(cmd: &[&str]) -> Vec<OsString> {
    cmd.iter().map(OsString::from).collect()
}

#[test]
fn no_byte_of_any_input_reaches_a_terminal_raw() {
    let all: Vec<Vec<u8>> = (0..=255u8).flat_map(inputs).collect();
    let mut stdin = Vec::new();
    for i in &all {
        stdin.extend_from_slice(i);
        stdin.push(b'\n');
    }
    let mut failures = Vec::new();
    for cmd in commands() {
        for s in SETTINGS {
            let on_stdin = run(&words(&cmd), &stdin, s);
            let mut args = words(&cmd);
            args.push("--".into());
            args.extend(all.iter().map(|i| OsString::from_vec(i.clone())));
            let as_operands = run(&args, b"", s);
            for (how, (code, out, err)) in [("stdin", on_stdin), ("operands", as_operands)] {
                assert!(code <= 2, "{cmd:?} {how}: status {code}");
                // The answers that are data (the string unquote decodes,
                // quote's with a control in --safe, the URL join makes) go
                // raw into a pipe, by design: a program reads them.
                let data = matches!(cmd[0], "unquote" | "quote" | "join");
                let raw_ok = data && !s.terminal;
                if !raw_ok {
                    if let Some(bad) = first_forbidden(&out, s) {
                        failures.push(format!("{cmd:?} {how} {s:?}: stdout: {bad}"));
                    }
                }
                if let Some(bad) = first_forbidden(&err, s) {
                    failures.push(format!("{cmd:?} {how} {s:?}: stderr: {bad}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unquote_writes_data_raw_into_a_pipe_and_escaped_on_a_terminal() {
    let args = words(&["unquote", "%1b[2J%c2%9b"]);
    let (_, out, _) = run(&args, b"", PIPE);
    // CPython: print(unquote('%1b[2J%c2%9b')) writes ESC [2J and U+009B.
    assert_eq!(out, "\x1b[2J\u{9b}\n".as_bytes());
    let tty = Setting {
        terminal: true,
        unicode: true,
        colour: false,
    };
    let (_, out, _) = run(&args, b"", tty);
    assert_eq!(String::from_utf8(out).unwrap(), "\\x1b[2J\\u{9b}\n");
}

#[test]
fn jsonl_requests_with_every_code_point_and_byte() {
    let mut stdin = Vec::new();
    for cp in 0..=255u32 {
        let c = char::from_u32(cp).unwrap();
        let s = format!("http://h{c}/p{c}?k={c}#f{c}");
        let enc = format!("%{cp:02x}&%c2%{cp:02x}");
        for req in [
            json!({"fn": "urlsplit", "args": [s]}),
            json!({"fn": "urlparse", "args": [s]}),
            json!({"fn": "urljoin", "args": ["http://a/b", s]}),
            json!({"fn": "quote", "args": [s], "kwargs": {"safe": c.to_string()}}),
            json!({"fn": "unquote", "args": [enc]}),
            json!({"fn": "unquote_to_bytes", "args": [enc]}),
            json!({"fn": "parse_qs", "args": [format!("a={c}&{enc}")]}),
            json!({"fn": "urlencode", "args": [{"object": [[s, s]]}]}),
        ] {
            stdin.extend_from_slice(req.to_string().as_bytes());
            stdin.push(b'\n');
        }
        // The raw byte inside the request line itself.
        let mut raw = br#"{"fn": "urlsplit", "args": ["http://h/"#.to_vec();
        raw.push(cp as u8);
        raw.extend_from_slice(br#""]}"#);
        stdin.extend_from_slice(&raw);
        stdin.push(b'\n');
    }
    let args = words(&["urllib", "--jsonl"]);
    for s in SETTINGS {
        let (code, out, err) = run(&args, &stdin, s);
        assert_eq!(code, 0);
        if let Some(bad) = first_forbidden(&out, s) {
            panic!("{s:?}: stdout: {bad}");
        }
        assert_eq!(first_forbidden(&err, s), None);
        // Every response is JSON, one per request (9 a code point; a raw
        // line feed splits its request in two).
        let lines: Vec<Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 256 * 9 + 1);
    }
}

/// The bytes an answer's JSON says its input was: `input_bytes` (hex) when
/// present, else `input` as UTF-8.
pub fn input_of(v: &Value) -> Vec<u8> {
    match v.get("input_bytes").and_then(Value::as_str) {
        Some(hex) => (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
            .collect(),
        None => v["input"].as_str().unwrap().as_bytes().to_vec(),
    }
}

fn json_of(args: &[&str], stdin: &[u8]) -> Vec<Value> {
    let (_, out, _) = run(&words(args), stdin, PIPE);
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn json_keeps_the_bytes_of_an_input_that_is_not_utf8() {
    let input = b"http://h/\xff\xfeabc/def";
    for cmd in [
        &["check", "--json"][..],
        &["parse", "--json", "--grammar", "rfc1945"],
        &["compare", "--json"],
        &["lint", "--json"],
        &["lint", "--json", "--grammar", "rfc3987"],
        &["normalize", "--json"],
    ] {
        let mut line = input.to_vec();
        line.push(b'\n');
        let v = &json_of(cmd, &line)[0];
        assert_eq!(input_of(v), input, "{cmd:?}");
        assert_eq!(v["input"], "http://h/\\xff\\xfeabc/def", "{cmd:?}");
        assert!(!v.to_string().contains('\u{fffd}'), "{cmd:?}: {v}");
    }
    // Valid UTF-8 has no `input_bytes`.
    let v = &json_of(&["check", "--json"], b"http://h/\n")[0];
    assert_eq!(v.get("input_bytes"), None);
}

#[test]
fn a_frame_shows_the_whole_line_past_a_byte_that_is_not_utf8() {
    let (_, _, err) = run(&words(&["check", "http://h/\u{1}"]), b"", PIPE);
    let err = String::from_utf8(err).unwrap();
    assert!(
        err.contains("found U+0001") || err.contains("unexpected U+0001"),
        "{err}"
    );
    let args = vec![
        OsString::from("check"),
        OsString::from_vec(b"http://h/\xffabc/def".to_vec()),
    ];
    let (_, _, err) = run(&args, b"", PIPE);
    let err = String::from_utf8(err).unwrap();
    assert!(
        err.contains("\n1 | http://h/\\xffabc/def\n  |          ^^^^\n"),
        "{err}"
    );
    // The same under a grammar on the engine.
    let mut args = args.clone();
    args.splice(1..1, ["--grammar".into(), "rfc2396".into()]);
    let (_, _, err) = run(&args, b"", PIPE);
    let err = String::from_utf8(err).unwrap();
    assert!(
        err.contains("\n1 | http://h/\\xffabc/def\n  |          ^^^^ "),
        "{err}"
    );
}

#[test]
fn frames_show_non_ascii_as_itself_where_the_output_takes_utf8() {
    let args = words(&["check", "https://例え.jp/パス"]);
    let (_, _, err) = run(&args, b"", PIPE);
    let err = String::from_utf8(err).unwrap();
    // 例 and え take two columns each (East Asian Wide): the caret under 例
    // is two carets wide, after the eight columns of "https://".
    assert!(
        err.contains("\n1 | https://例え.jp/パス\n  |         ^^ expected"),
        "{err}"
    );
    let c_locale = Setting {
        terminal: true,
        unicode: false,
        colour: false,
    };
    let (_, _, err) = run(&args, b"", c_locale);
    let err = String::from_utf8(err).unwrap();
    assert!(err.is_ascii(), "{err}");
    assert!(
        err.contains(
            "\n1 | https://\\u{4f8b}\\u{3048}.jp/\\u{30d1}\\u{30b9}\n  |         ^^^^^^^^ "
        ),
        "{err}"
    );
}

#[test]
fn json_messages_name_characters_without_rust_escapes() {
    let v = &json_of(&["check", "--json"], b"http://a/\x01b\n")[0];
    let msg = v["error"]["message"].as_str().unwrap();
    assert!(msg.starts_with("found U+0001, expected pchar"), "{msg}");
    assert!(!msg.contains("\\u{"), "{msg}");
    let v = &json_of(&["compare", "--json"], b"http://a/\x7fb\n")[0];
    let text = v.to_string();
    assert!(!text.contains("\\\\u{"), "{text}");
    assert!(text.contains("found U+007F"), "{text}");
}

#[test]
fn compare_escapes_its_header_and_rows() {
    let (_, out, _) = run(&words(&["compare", "\x1b[2Jhttp://x/"]), b"", PIPE);
    let out = String::from_utf8(out).unwrap();
    assert!(out.starts_with("\\x1b[2Jhttp://x/\n"), "{out}");
    assert!(!out.contains('\x1b'));
}

fn compare(input: &str, extra: &[&str]) -> (u8, Value) {
    let mut args = vec!["compare", "--json"];
    args.extend(extra);
    args.push(input);
    let (code, out, _) = run(&words(&args), b"", PIPE);
    (code, serde_json::from_slice(&out).unwrap())
}

fn row<'v>(v: &'v Value, reader: &str) -> &'v Value {
    v["readings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["reader"] == reader)
        .unwrap()
}

#[test]
fn compare_tells_spelling_from_reading() {
    // CPython: urlsplit('HTTP://Example.COM:80/%7e').scheme == 'http'; the
    // grammars keep "HTTP". Schemes are case-insensitive (RFC 3986 3.1).
    let (code, v) = compare("HTTP://Example.COM:80/%7e", &[]);
    assert_eq!(row(&v, "urllib")["split"]["scheme"], "http");
    assert_eq!(row(&v, "rfc3986")["split"]["scheme"], "HTTP");
    assert_eq!(v["differ"], json!([]));
    // Node 20: new URL('HTTP://Example.COM:80/%7e') has hostname
    // 'example.com' and port '' (80 is http's default, which the Standard
    // drops): the host and the port are one destination, spelled apart.
    assert_eq!(row(&v, "whatwg")["split"]["host"], "example.com");
    assert!(row(&v, "whatwg")["split"]["port"].is_null());
    assert_eq!(v["spelling"], json!(["scheme", "host", "port"]));
    assert_eq!(code, 0);
    let (_, out, _) = run(&words(&["compare", "HTTP://Example.COM:80/%7e"]), b"", PIPE);
    let out = String::from_utf8(out).unwrap();
    assert!(out.contains("scheme~=\"HTTP\""), "{out}");
    assert!(
        out.contains("  readings agree (spelled differently"),
        "{out}"
    );
    // A real difference still exits 1: urlsplit strips the tab, RFC 3986
    // refuses it.
    let (code, v) = compare("http://a/\tb", &[]);
    assert_eq!(code, 1);
    assert!(v["differ"].as_array().unwrap().contains(&json!("valid")));
}

#[test]
fn compare_empty_query_and_opaque_path() {
    // CPython: urlsplit('http://a/?') gives query '' (it cannot tell an
    // empty query from none); RFC 3986 reads a present, empty query.
    let (code, v) = compare("http://a/?", &[]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(v["differ"], json!([]));
    assert_eq!(row(&v, "rfc3986")["split"]["query"], "");
    assert_eq!(row(&v, "urllib")["split"]["query"], "");
    // The same for an empty fragment (RFC 9112's origin-form has none at
    // all, so only validity differs, not the fragment).
    let (_, v) = compare("http://a/#", &[]);
    assert_eq!(v["differ"], json!(["valid"]));
    assert_eq!(row(&v, "rfc3986")["split"]["fragment"], "");
    // RFC 2396 section 3: "mailto:a@b" is an absoluteURI with an
    // opaque_part, "a@b", shown as its path; CPython's path is "a@b" too.
    let (code, v) = compare("mailto:a@b", &[]);
    assert_eq!(code, 0, "{v}");
    assert_eq!(row(&v, "rfc2396")["split"]["path"], "a@b");
    assert_eq!(row(&v, "rfc2396")["split"]["authority"], Value::Null);
    assert_eq!(row(&v, "urllib")["split"]["path"], "a@b");
}

#[test]
fn compare_takes_python_and_agrees_with_split_on_bytes() {
    // CPython 3.10 accepts urlsplit('http://[x]/'); 3.11 raises
    // ValueError: 'x' does not appear to be an IPv4 or IPv6 address.
    let (_, v) = compare("http://[x]/", &["--python", "3.10"]);
    assert_eq!(row(&v, "urllib")["valid"], true);
    assert_eq!(row(&v, "urllib")["split"]["host"], "[x]");
    let (_, v) = compare("http://[x]/", &["--python", "3.11"]);
    assert_eq!(row(&v, "urllib")["valid"], false);
    let (code, _, err) = run(&words(&["compare", "--python", "2.7", "x"]), b"", PIPE);
    assert_eq!(code, 2, "{}", String::from_utf8_lossy(&err));
    // Not UTF-8: split refuses it, and so does compare's urllib row, in
    // the same words; CPython's urlsplit(b'http://h/\xff\xfe') raises
    // UnicodeDecodeError: 'ascii' codec can't decode byte 0xff in
    // position 9: ordinal not in range(128).
    let bytes = OsString::from_vec(b"http://h/\xff\xfe".to_vec());
    let (code, out, err) = run(&[OsString::from("split"), bytes.clone()], b"", PIPE);
    assert_eq!((code, &out[..]), (1, &b"\n"[..]));
    let err = String::from_utf8(err).unwrap();
    let (code, out, _) = run(
        &[OsString::from("compare"), "--json".into(), bytes],
        b"",
        PIPE,
    );
    assert_eq!(code, 1, "RFC 1945 reads the octets, the others refuse");
    let v: Value = serde_json::from_slice(&out).unwrap();
    let urllib = row(&v, "urllib");
    assert_eq!(urllib["valid"], false);
    let msg = urllib["error"]["message"].as_str().unwrap();
    assert_eq!(err, format!("urigram split: input 1: {msg}\n"));
    assert!(
        msg.starts_with("not UTF-8 (invalid byte at offset 9)"),
        "{msg}"
    );
    assert!(
        msg.ends_with(
            "UnicodeDecodeError: 'ascii' codec can't decode byte 0xff in position 9: ordinal not in range(128)"
        ),
        "{msg}"
    );
}

#[test]
fn usage_errors_quote_arguments_escaped() {
    for args in [
        &["\x1b[2J"][..],
        &["check", "--rule", "\x1b[31m", "x"],
        &["check", "--grammar", "\u{9b}1m", "x"],
        &["help", "\x1b"],
    ] {
        let (code, out, err) = run(&words(args), b"", PIPE);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(first_forbidden(&out, PIPE), None, "{args:?}");
        assert_eq!(first_forbidden(&err, PIPE), None, "{args:?}");
        let err = String::from_utf8(err).unwrap();
        assert!(err.contains("\\x1b") || err.contains("\\u{9b}"), "{err}");
    }
}

#[test]
fn jsonl_messages_quote_request_text_as_python_does_not_as_rust() {
    let stdin = concat!(
        r#"{"fn": "quote", "args": [{"object": {"\u001bx": 1}}]}"#,
        "\n",
        r#"{"fn": "quote", "args": [{"bytes": "\u009bz"}]}"#,
        "\n",
    );
    let (_, out, _) = run(&words(&["urllib", "--jsonl"]), stdin.as_bytes(), PIPE);
    let lines: Vec<Value> = String::from_utf8(out)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Python: repr('\x1bx') == "'\\x1bx'", repr('\x9bz') == "'\\x9bz'".
    let first = lines[0]["error"]["message"].as_str().unwrap();
    assert!(first.contains("unknown facet '\\x1bx'"), "{first}");
    let second = lines[1]["error"]["message"].as_str().unwrap();
    assert!(
        second.contains("bad hex in \"bytes\": '\\x9bz'"),
        "{second}"
    );
    for msg in [first, second] {
        assert!(!msg.contains("\\u{"), "{msg}");
    }
}
