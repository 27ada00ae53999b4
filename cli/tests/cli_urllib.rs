//! The `urigram` binary's urllib commands: `urllib --jsonl` (one response per
//! request line, in order, malformed lines answered and skipped) and `split`
//! / `join`, whose output is compared with what CPython 3.11.7's `print()`
//! printed for the same inputs (typed in from running python3).

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
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn jsonl_answers_every_line_in_order_and_survives_malformed_lines() {
    let input = concat!(
        r#"{"fn": "urljoin", "args": ["http://a/b/c/d;p?q", "../g"]}"#,
        "\n",
        "{oops\n",
        r#"{"fn": "urlsplit", "args": ["http://h:x/p"]}"#,
        "\r\n",
        "\n",
        r#"{"args": []}"#,
        "\n",
        r#"{"fn": "urldefrag", "args": [{"bytes": "612362"}]}"#,
    );
    let mut bytes = input.as_bytes().to_vec();
    bytes.extend_from_slice(b"\n\xff\xfe\n");
    bytes.extend_from_slice(br#"{"fn": "unwrap", "args": ["<URL:x>"]}"#);
    let out = urigram(&["urllib", "--jsonl"], &bytes);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 8, "{text}");
    // Answers from CPython 3.11.7 for the well-formed requests.
    assert_eq!(lines[0], serde_json::json!({"ok": "http://a/b/g"}));
    assert_eq!(lines[1]["error"]["type"], "RequestError");
    assert_eq!(
        lines[2]["ok"]["port"]["error"]["message"],
        "Port could not be cast to integer value as 'x'"
    );
    assert_eq!(
        lines[2]["ok"]["tuple"],
        serde_json::json!(["http", "h:x", "/p", "", ""])
    );
    assert_eq!(lines[3]["error"]["type"], "RequestError"); // the empty line
    assert_eq!(lines[4]["error"]["type"], "RequestError"); // no "fn"
    assert_eq!(
        lines[5],
        serde_json::json!({"ok": {"tuple": [{"bytes": "61"}, {"bytes": "62"}]}})
    );
    assert_eq!(lines[6]["error"]["type"], "RequestError"); // not UTF-8
    assert_eq!(lines[7], serde_json::json!({"ok": "x"}));
}

#[test]
fn split_prints_what_python_prints() {
    for (url, python) in [
        (
            "HTTP://u@[::1]:80/a b?q#f",
            "SplitResult(scheme='http', netloc='u@[::1]:80', path='/a b', query='q', fragment='f')",
        ),
        (
            " \tjavascript:alert('x')",
            "SplitResult(scheme='javascript', netloc='', path=\"alert('x')\", query='', fragment='')",
        ),
        (
            "//h\u{e9}:80/\u{e9}",
            "SplitResult(scheme='', netloc='h\u{e9}:80', path='/\u{e9}', query='', fragment='')",
        ),
    ] {
        let out = urigram(&["split", url], b"");
        assert!(out.status.success());
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{python}\n")
        );
    }
}

#[test]
fn join_prints_what_python_prints() {
    for (base, url, python) in [
        ("http://a/b/c/d;p?q", "../../../g", "http://a/g"),
        ("http://a/b/c/d;p?q", "?y", "http://a/b/c/d;p?y"),
        ("mailto:a@b", "c", "c"),
    ] {
        let out = urigram(&["join", base, url], b"");
        assert!(out.status.success());
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{python}\n")
        );
    }
}

#[test]
fn python_exception_goes_to_stderr_with_exit_1() {
    let out = urigram(&["split", "http://[::1/"], b"");
    assert_eq!(out.status.code(), Some(1));
    // An empty line in the answer's place, so answers pair with inputs.
    assert_eq!(out.stdout, b"\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "urigram split: input 1: ValueError: Invalid IPv6 URL\n"
    );
    let usage = urigram(&["join"], b"");
    assert_eq!(usage.status.code(), Some(2));
    // The other inputs still get their answers; the message names the
    // command and the input's line.
    let out = urigram(&["split"], b"http://a/\nhttp://[::1/\n//h\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        concat!(
            "SplitResult(scheme='http', netloc='a', path='/', query='', fragment='')\n",
            "\n",
            "SplitResult(scheme='', netloc='h', path='', query='', fragment='')\n",
        )
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "urigram split: input 2: ValueError: Invalid IPv6 URL\n"
    );
}

#[test]
fn the_commands_for_people_read_stdin_without_operands() {
    // Expected lines: CPython 3.11.7's print() of the same calls.
    let out = urigram(&["join", "http://a/b/c"], b"d\n../e\n");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "http://a/b/d\nhttp://a/e\n"
    );
    let out = urigram(&["quote"], b"a/b c\n\xc3\xa9/x\n");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "a/b%20c\n%C3%A9/x\n"
    );
    let out = urigram(&["unquote"], b"%E9x\n");
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "\u{fffd}x\n");
    let out = urigram(&["qs"], b"a=1&b=2\n");
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{'a': ['1'], 'b': ['2']}\n"
    );
    // A line that is not UTF-8 is reported, as a stdin line of check is.
    let out = urigram(&["quote"], b"\xff\nok\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "\nok\n");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "urigram quote: input 1: not UTF-8 (invalid byte at offset 0)\n"
    );
}

#[test]
fn python_keyword_arguments_are_options() {
    // Each expected line is what CPython 3.11.7 printed for the call in the
    // comment.
    for (args, python) in [
        // urlsplit('http://a/b#c', allow_fragments=False)
        (
            &["split", "--no-fragments", "http://a/b#c"][..],
            "SplitResult(scheme='http', netloc='a', path='/b#c', query='', fragment='')",
        ),
        // urlsplit('//h/p', scheme='https')
        (
            &["split", "--scheme", "https", "//h/p"][..],
            "SplitResult(scheme='https', netloc='h', path='/p', query='', fragment='')",
        ),
        // urljoin('http://a/b/c', 'd#e', allow_fragments=False)
        (
            &["join", "--no-fragments", "http://a/b/c", "d#e"][..],
            "http://a/b/d#e",
        ),
        // quote('a/b c', safe='')
        (&["quote", "--safe=", "a/b c"][..], "a%2Fb%20c"),
        // quote('é', encoding='latin-1')
        (&["quote", "--encoding", "latin-1", "\u{e9}"][..], "%E9"),
        // quote('€', encoding='latin-1', errors='replace')
        (
            &[
                "quote",
                "--encoding",
                "latin-1",
                "--errors",
                "replace",
                "\u{20ac}",
            ][..],
            "%3F",
        ),
        // unquote('%E9', encoding='latin-1')
        (&["unquote", "--encoding", "latin-1", "%E9"][..], "\u{e9}"),
        // parse_qs('a=1&b=&a=2', keep_blank_values=True)
        (
            &["qs", "--keep-blank-values", "a=1&b=&a=2"][..],
            "{'a': ['1', '2'], 'b': ['']}",
        ),
        // parse_qs('a=1;b=2', separator=';')
        (
            &["qs", "--separator", ";", "a=1;b=2"][..],
            "{'a': ['1'], 'b': ['2']}",
        ),
        // parse_qs('a=1&b=2', max_num_fields=99999999999999999999999): an
        // integer of any size, as in a JSON request (issue 22)
        (
            &[
                "qs",
                "--max-num-fields",
                "99999999999999999999999",
                "a=1&b=2",
            ][..],
            "{'a': ['1'], 'b': ['2']}",
        ),
        // parse_qs('a=1&b=2', max_num_fields=int('007'))
        (
            &["qs", "--max-num-fields", "007", "a=1&b=2"][..],
            "{'a': ['1'], 'b': ['2']}",
        ),
    ] {
        let out = urigram(args, b"");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(
            String::from_utf8(out.stdout).unwrap(),
            format!("{python}\n"),
            "{args:?}"
        );
    }
    // The exceptions CPython 3.11.7 raised for the calls in the comments.
    for (args, python) in [
        // parse_qs('a=1&b=2&c=3', max_num_fields=2)
        (
            &["qs", "--max-num-fields", "2", "a=1&b=2&c=3"][..],
            "ValueError: Max number of fields exceeded",
        ),
        // parse_qs('a=1', max_num_fields=-99999999999999999999999)
        (
            &["qs", "--max-num-fields", "-99999999999999999999999", "a=1"][..],
            "ValueError: Max number of fields exceeded",
        ),
        // parse_qs('a&b=1', strict_parsing=True)
        (
            &["qs", "--strict-parsing", "a&b=1"][..],
            "ValueError: bad query field: 'a'",
        ),
        // unquote('%E9x', errors='strict')
        (
            &["unquote", "--errors", "strict", "%E9x"][..],
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 0: invalid continuation byte",
        ),
    ] {
        let out = urigram(args, b"");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let cmd = args[0];
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!("urigram {cmd}: input 1: {python}\n"),
            "{args:?}"
        );
    }
}

#[test]
fn jsonl_flushes_each_answer_before_the_next_request() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;

    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(["urllib", "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    // Each answer must arrive while standard input is still open.
    for (request, answer) in [
        (
            r#"{"fn": "urljoin", "args": ["http://a/b", "c"]}"#,
            r#"{"ok":"http://a/c"}"#,
        ),
        (
            r#"{"fn": "unwrap", "args": [" <URL:y> "]}"#,
            r#"{"ok":"y"}"#,
        ),
    ] {
        writeln!(stdin, "{request}").unwrap();
        stdin.flush().unwrap();
        let got = rx
            .recv_timeout(Duration::from_secs(20))
            .expect("an answer before EOF");
        assert_eq!(got, answer);
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
}

/// `--python X.Y` picks the release on `urllib --jsonl`: the same requests
/// answered as each CPython answered them (3.9.18, 3.10.13, 3.11.7, 3.12.1,
/// 3.13.0, typed in from running each), and 3.11 without the option.
#[test]
fn jsonl_serves_each_python_profile() {
    let requests = concat!(
        r#"{"fn": "urlunsplit", "args": [["http", "", "p", "", ""]]}"#,
        "\n",
        r#"{"fn": "parse_qsl", "args": [""], "kwargs": {"strict_parsing": true}}"#,
        "\n",
        r#"{"fn": "urlsplit", "args": ["1a://h/p"]}"#,
        "\n",
        r#"{"fn": "urlencode", "args": [{"dict": [["e", 1000000000000000000000000000000]]}]}"#,
        "\n",
    );
    let answers = |args: &[&str]| -> Vec<String> {
        let out = urigram(args, requests.as_bytes());
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    };
    let empty_split = r#"{"ok":{"tuple":["","","1a://h/p","",""],"username":null,"password":null,"hostname":null,"port":null}}"#;
    let scheme_1a = r#"{"ok":{"tuple":["1a","h","/p","",""],"username":null,"password":null,"hostname":"h","port":null}}"#;
    let bad_field = r#"{"error":{"type":"ValueError","message":"bad query field: ''"}}"#;
    let big = r#"{"ok":"e=1000000000000000000000000000000"}"#;
    for (python, unsplit, qsl, split) in [
        ("3.9", r#"{"ok":"http:///p"}"#, bad_field, scheme_1a),
        ("3.10", r#"{"ok":"http:///p"}"#, bad_field, scheme_1a),
        ("3.11", r#"{"ok":"http:///p"}"#, r#"{"ok":[]}"#, empty_split),
        ("3.12", r#"{"ok":"http:///p"}"#, r#"{"ok":[]}"#, empty_split),
        ("3.13", r#"{"ok":"http:p"}"#, r#"{"ok":[]}"#, empty_split),
    ] {
        assert_eq!(
            answers(&["urllib", "--jsonl", "--python", python]),
            [unsplit, qsl, split, big],
            "{python}"
        );
    }
    assert_eq!(
        answers(&["urllib", "--jsonl"]),
        answers(&["urllib", "--jsonl", "--python=3.11"])
    );
}

/// The commands for people take `--python` too; an unknown release is a
/// usage error (exit 2).
#[test]
fn human_commands_take_python() {
    let out = urigram(&["split", "--python", "3.9", "http://[::1]:+80/"], b"");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "SplitResult(scheme='http', netloc='[::1]:+80', path='/', query='', fragment='')\n"
    );
    let out = urigram(&["split", "--python", "3.11", "http://[x]/"], b"");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "urigram split: input 1: ValueError: 'x' does not appear to be an IPv4 or IPv6 address\n"
    );
    let out = urigram(&["split", "--python", "3.10", "http://[x]/"], b"");
    assert!(out.status.success());
    for (cmd, python, operands, printed) in [
        ("join", "3.10", &["rtsps://h/a/b", "c"][..], "c\n"),
        (
            "join",
            "3.11",
            &["rtsps://h/a/b", "c"][..],
            "rtsps://h/a/c\n",
        ),
        ("quote", "3.13", &["a b"][..], "a%20b\n"),
        ("unquote", "3.9", &["a%20b"][..], "a b\n"),
        ("qs", "3.12", &["a=1&a=2"][..], "{'a': ['1', '2']}\n"),
    ] {
        let mut args = vec![cmd, "--python", python];
        args.extend(operands);
        let out = urigram(&args, b"");
        assert!(out.status.success(), "{args:?}");
        assert_eq!(String::from_utf8(out.stdout).unwrap(), printed, "{args:?}");
    }
    // repr() follows the release's Unicode: U+11F00 came with 15.0 (3.12).
    for (python, printed) in [
        (
            "3.11",
            "SplitResult(scheme='http', netloc='h', path='/\\U00011f00', query='', fragment='')\n",
        ),
        (
            "3.12",
            "SplitResult(scheme='http', netloc='h', path='/\u{11f00}', query='', fragment='')\n",
        ),
    ] {
        let out = urigram(&["split", "--python", python, "http://h/\u{11f00}"], b"");
        assert_eq!(String::from_utf8(out.stdout).unwrap(), printed, "{python}");
    }
    for bad in ["2.7", "3.14", "3", "x"] {
        let out = urigram(&["urllib", "--jsonl", "--python", bad], b"");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8(out.stderr)
                .unwrap()
                .contains("no urllib profile for Python")
        );
    }
}

#[test]
fn jsonl_answers_bytes_that_are_not_hex_and_goes_on() {
    // `{"bytes":"aéb"}` sliced inside 'é' and killed the stream.
    let out = urigram(
        &["urllib", "--jsonl"],
        concat!(
            r#"{"fn":"quote","args":[{"bytes":"aéb"}]}"#,
            "\n",
            r#"{"fn":"quote_from_bytes","args":[{"bytes":"+f"}]}"#,
            "\n",
            r#"{"fn":"quote_from_bytes","args":[{"bytes":"20e9"}]}"#,
            "\n",
        )
        .as_bytes(),
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0]["error"]["type"], "RequestError");
    // "+f" is not two hex digits, though from_str_radix took it as 15.
    assert_eq!(lines[1]["error"]["type"], "RequestError");
    // quote_from_bytes(b' \xe9') in CPython 3.11.7: '%20%E9'.
    assert_eq!(lines[2], serde_json::json!({"ok": "%20%E9"}));
}

/// `{"object": ...}` stands for any other Python object by its facets. The
/// expected answers are CPython's, from running each call with the real
/// object (a `memoryview(b'a=b')`, a `bytearray(b'a=b')`, an instance of a
/// class whose `__str__` gives `trivial`) under 3.12.1 and 3.13.0.
#[test]
fn jsonl_takes_objects_by_their_facets() {
    let memoryview = r#"{"object": {"type": "memoryview", "str": "<memory at 0x0>", "repr": "<memory at 0x0>", "truthy": true, "hashable": true, "buffer": "613d62", "items": [97, 61, 98]}}"#;
    let bytearray = r#"{"object": {"type": "bytearray", "str": "bytearray(b'a=b')", "repr": "bytearray(b'a=b')", "truthy": true, "hashable": false, "buffer": "613d62", "items": [97, 61, 98]}}"#;
    let trivial = r#"{"object": {"type": "Trivial", "str": "trivial", "repr": "<Trivial object at 0x0>", "truthy": true, "hashable": true}}"#;
    let requests = [
        format!(r#"{{"fn": "parse_qsl", "args": [{memoryview}]}}"#),
        format!(r#"{{"fn": "parse_qsl", "args": [{bytearray}]}}"#),
        format!(r#"{{"fn": "urlencode", "args": [{{"dict": [["a", {trivial}]]}}, true]}}"#),
        format!(r#"{{"fn": "urlsplit", "args": [{bytearray}]}}"#),
        r#"{"fn": "quote", "args": [{"object": {"type": "X", "str": "x"}}]}"#.to_owned(),
    ]
    .join("\n");
    let answers = |python: &str| -> Vec<String> {
        let out = urigram(
            &["urllib", "--jsonl", "--python", python],
            requests.as_bytes(),
        );
        assert!(out.status.success(), "{python}");
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect()
    };
    let pairs = r#"{"ok":[[{"bytes":"61"},{"bytes":"62"}]]}"#;
    let a12 = answers("3.12");
    let a13 = answers("3.13");
    assert_eq!(
        a12[0],
        r#"{"error":{"type":"AttributeError","message":"'memoryview' object has no attribute 'decode'"}}"#
    );
    assert_eq!(a13[0], pairs);
    assert_eq!((a12[1].as_str(), a13[1].as_str()), (pairs, pairs));
    assert_eq!(
        (a12[2].as_str(), a13[2].as_str()),
        (r#"{"ok":"a=trivial"}"#, r#"{"ok":"a=trivial"}"#)
    );
    // A bytearray outside parse_qs/parse_qsl's query: refused, not guessed.
    assert!(
        a12[3].contains(r#""type":"urigram.NotModelled""#),
        "{}",
        a12[3]
    );
    // A facet left out is a malformed request, answered as such.
    assert!(a12[4].contains(r#""type":"RequestError""#), "{}", a12[4]);
    assert!(a12[4].contains("\\\"repr\\\""), "{}", a12[4]);
}
