//! `urigram compare`: the example of `docs/cli.md` is what the binary prints, and
//! its readings are the ones the RFCs' grammars (through the independent
//! oracle) and CPython 3.11's `urlsplit` give.

use std::process::Command;

use serde_json::Value;

use crate::oracle::abnf::Grammar;
use crate::oracle::regex::{Oracle, Verdict};

fn compare(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg("compare")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

/// `urigram compare --json` with `stdin` as its input.
fn compare_json_of(stdin: &[u8]) -> std::process::Output {
    compare_output(&["--json"], stdin)
}

/// `urigram compare` with `args` and `stdin` as its input, its output
/// piped.
fn compare_output(args: &[&str], stdin: &[u8]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg("compare")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(stdin)?;
            child.wait_with_output()
        })
        .unwrap()
}

/// The verdict of rule `rule` of the grammar `base` overridden by `over`.
fn oracle_verdict(over: Option<&str>, base: &str, rule: &str, input: &str) -> Verdict {
    let g = match (over, base) {
        (Some(o), _) => Grammar::load().with_overrides(&Grammar::load_file(o)),
        (None, "rfc3986.abnf") => Grammar::load(),
        (None, file) => Grammar::load_file(file),
    };
    Oracle::build(&g, rule).unwrap().verdict(input.as_bytes())
}

#[test]
fn the_cli_guide_example_is_what_the_binary_prints() {
    let guide = include_str!("../../docs/cli.md");
    let (_, rest) = guide
        .split_once("$ urigram compare ")
        .expect("the compare example of docs/cli.md");
    let (command, rest) = rest.split_once('\n').unwrap();
    let shown = rest.split("```").next().unwrap();
    let args: Vec<&str> = command
        .split_whitespace()
        .map(|w| w.trim_matches('\''))
        .collect();
    let (code, out) = compare(&args);
    assert_eq!(out, shown);
    assert_eq!(code, 1, "the readings differ");
}

/// Reading `name` of the JSON line.
fn reading<'v>(v: &'v Value, name: &str) -> &'v Value {
    v["readings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["reader"] == name)
        .unwrap()
}

#[test]
fn a_second_at_sign() {
    let input = "http://u@v@h/";
    let (_, out) = compare(&["--json", input]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    // RFC 3986: "@" is in no reg-name, so the second one ends the input's
    // chances; the oracle says where.
    let Verdict::Fail(at) = oracle_verdict(None, "rfc3986.abnf", "URI-reference", input) else {
        panic!("RFC 3986 accepts {input}");
    };
    assert_eq!(at, 10);
    for g in ["rfc3986", "rfc6874", "rfc9112"] {
        assert_eq!(reading(&v, g)["valid"], false, "{g}");
        assert_eq!(reading(&v, g)["error"]["offset"], at, "{g}");
    }
    // RFC 2396 section 3.2.1: reg_name takes "@", so the authority is
    // registry-based, whose structure is the scheme's: no userinfo, host
    // or port is split out of it.
    assert_eq!(
        oracle_verdict(None, "rfc2396.abnf", "URI-reference", input),
        Verdict::Match
    );
    let r = reading(&v, "rfc2396");
    assert_eq!(r["split"]["authority"], "u@v@h");
    assert_eq!(
        r["unsplit"],
        serde_json::json!(["userinfo", "host", "port"])
    );
    assert!(r["destination"].is_null());
    // CPython 3.11.7: urlsplit('http://u@v@h/') is SplitResult(scheme='http',
    // netloc='u@v@h', path='/', query='', fragment=''), and
    // netloc.rpartition('@') is ('u@v', '@', 'h').
    let u = &reading(&v, "urllib")["split"];
    for (k, want) in [
        ("scheme", "http"),
        ("authority", "u@v@h"),
        ("userinfo", "u@v"),
        ("host", "h"),
        ("path", "/"),
        ("query", ""),
        ("fragment", ""),
    ] {
        assert_eq!(u[k], want, "{k}");
    }
    assert!(u["port"].is_null());
    // Node 20.x: new URL('http://u@v@h/') has username 'u%40v', password
    // '', hostname 'h', port '', pathname '/'.
    let w = &reading(&v, "whatwg")["split"];
    assert_eq!(
        (w["userinfo"].as_str(), w["host"].as_str()),
        (Some("u%40v"), Some("h"))
    );
    // Both reach h, port 80.
    for r in ["urllib", "whatwg"] {
        assert_eq!(
            reading(&v, r)["destination"],
            serde_json::json!({"host": "h", "kind": "dns", "port": 80})
        );
    }
    let differ: Vec<&str> = v["differ"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    // The userinfo differs (u@v, u%40v); the host does not.
    assert_eq!(differ, ["valid", "userinfo"]);
}

#[test]
fn a_zone_id() {
    let input = "http://[fe80::1%25eth0]:80/";
    let (_, out) = compare(&["--json", input]);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    // RFC 3986 has no zone ID: the "%" is where the IPv6 literal breaks.
    let Verdict::Fail(at) = oracle_verdict(None, "rfc3986.abnf", "URI-reference", input) else {
        panic!("RFC 3986 accepts {input}");
    };
    assert_eq!(at, 15);
    assert_eq!(reading(&v, "rfc3986")["error"]["offset"], at);
    // RFC 6874 section 2: IP-literal = "[" ( IPv6address / IPv6addrz /
    // IPvFuture ) "]", IPv6addrz = IPv6address "%25" ZoneID.
    assert_eq!(
        oracle_verdict(Some("rfc6874.abnf"), "", "URI-reference", input),
        Verdict::Match
    );
    let z = &reading(&v, "rfc6874")["split"];
    assert_eq!(z["host"], "[fe80::1%25eth0]");
    assert_eq!(z["port"], "80");
    // CPython 3.11.7: netloc '[fe80::1%25eth0]:80', hostname
    // 'fe80::1%25eth0' (the host between the brackets), port 80.
    let u = &reading(&v, "urllib")["split"];
    assert_eq!(u["authority"], "[fe80::1%25eth0]:80");
    assert_eq!(u["host"], "[fe80::1%25eth0]");
    assert_eq!(u["port"], "80");
    // RFC 6874's zone is "eth0" (%25 is "%"); Python hands "25eth0" to its
    // socket: two destinations.
    assert_eq!(
        reading(&v, "rfc6874")["destination"]["host"],
        "[fe80::1%eth0]"
    );
    assert_eq!(
        reading(&v, "urllib")["destination"]["host"],
        "[fe80::1%25eth0]"
    );
    assert_eq!(v["differ"], serde_json::json!(["valid", "host"]));
}

/// Every input of the catalogs (RFC 3986's, RFC 2396's, RFC 6874's, RFC
/// 9112's), raw bytes included: one JSON object each, never a crash, and
/// each grammar's verdict the one `check --grammar G` gives.
#[test]
fn every_catalog_input_is_compared_as_check_reads_it() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut inputs: Vec<Vec<u8>> = Vec::new();
    for file in [
        "tests/data/grammar/invalid.txt",
        "tests/data/grammar/valid.txt",
        "tests/data/grammar/rfc2396/invalid.txt",
        "tests/data/grammar/rfc2396/valid.txt",
        "tests/data/grammar/rfc6874/invalid.txt",
        "tests/data/grammar/rfc9112/invalid.txt",
    ] {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            if let Some((_, input)) = line.split_once('\t') {
                // The catalogs escape bytes as \xNN; taken as written, the
                // backslashes are inputs too.
                inputs.push(input.as_bytes().to_vec());
            }
        }
    }
    inputs.push(b"http://\xff/".to_vec());
    let mut stdin = Vec::new();
    for i in &inputs {
        stdin.extend_from_slice(i);
        stdin.push(b'\n');
    }
    let out = compare_json_of(&stdin);
    assert!(out.status.code().is_some_and(|c| c <= 1));
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), inputs.len());
    for grammar in ["rfc3986", "rfc6874", "rfc2396", "rfc9112"] {
        let check = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(["check", "--json", "--grammar", grammar])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(&stdin)?;
                child.wait_with_output()
            })
            .unwrap();
        let verdicts: Vec<Value> = String::from_utf8(check.stdout)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(verdicts.len(), inputs.len(), "{grammar}");
        for (c, v) in lines.iter().zip(&verdicts) {
            let row = reading(c, grammar);
            assert_eq!(row["valid"], v["valid"], "{grammar}: {}", c["input"]);
            if v["valid"] == false {
                assert_eq!(row["error"]["offset"], v["error"]["offset"], "{grammar}");
            }
        }
    }
}

/// RFC 1945 reads octets (section 3.2.1's `uchar` is any `unreserved`,
/// and `unreserved` includes `national`, any octet outside US-ASCII's
/// reserved and unsafe sets): its parts of an input that is not UTF-8 are
/// shown byte for byte as `\xNN`, as the JSON `input` is, never U+FFFD. The
/// path keeps its `;params`, as the other readings' paths do.
#[test]
fn rfc1945_parts_that_are_not_utf8_keep_every_byte() {
    let out = compare_json_of(b"/a\xff;p?q\xfe#f\xfd\n");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["input"], "/a\\xff;p?q\\xfe#f\\xfd");
    let r = reading(&v, "rfc1945");
    assert_eq!(r["valid"], true, "{r}");
    assert_eq!(r["split"]["path"], "/a\\xff;p");
    assert_eq!(r["split"]["query"], "q\\xfe");
    assert_eq!(r["split"]["fragment"], "f\\xfd");
    assert!(
        !out.stdout.contains(&0xef),
        "no U+FFFD (0xef 0xbf 0xbd) in the output"
    );
}

/// `urigram compare` with `args` and the operand `input`: exit code and
/// standard output.
fn compare_one(args: &[&str], input: &str) -> (i32, String) {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--", input]);
    compare(&all)
}

/// The confusion catalog (`tests/data/compare/confusion.tsv`) but inputs
/// no command line can hold (a NUL byte).
fn catalog() -> Vec<(String, String)> {
    include_str!("../../tests/data/compare/confusion.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (class, input) = l.split_once('\t')?;
            let input: String = serde_json::from_str(input).ok()?;
            (!input.contains('\0')).then(|| (class.to_owned(), input))
        })
        .collect()
}

/// `--parts host` exits 1 exactly when two readers name two destinations,
/// and 0 (with `host` under `spelling`) when one destination is spelled two
/// ways; the readers' destinations are checked against CPython and Node in
/// the library's tests (`tests/compare_destinations.rs`); here the command
/// must say what the library says, on every class of the catalog, with
/// both outcomes seen.
#[test]
fn parts_host_exits_as_destinations_differ_on_the_catalog() {
    let (mut ones, mut spelled) = (0, 0);
    for (class, input) in catalog() {
        let (code, out) = compare_one(
            &["--json", "--parts", "host", "--readers", "urllib,whatwg"],
            &input,
        );
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        let dests: Vec<(&Value, &Value)> = v["readings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["valid"] == true)
            .map(|r| (&r["destination"]["host"], &r["destination"]["kind"]))
            .collect();
        let two_places = dests.len() == 2 && dests[0] != dests[1];
        assert_eq!(code, i32::from(two_places), "{class}: {input:?} {v}");
        let differ = v["differ"].as_array().unwrap();
        assert_eq!(
            differ.contains(&Value::from("host")),
            two_places,
            "{class}: {input:?}"
        );
        if !two_places
            && dests.len() == 2
            && v["spelling"]
                .as_array()
                .unwrap()
                .contains(&Value::from("host"))
        {
            spelled += 1;
        }
        ones += usize::from(two_places);
    }
    assert!(ones >= 8 && spelled >= 5, "{ones} {spelled}");
    // CPython 3.11: urlsplit('https://good.example:443\\@evil.example/')
    // .hostname is 'evil.example'; Node 20's URL hostname 'good.example'.
    let (code, _) = compare_one(
        &["--parts", "host", "--readers", "urllib,whatwg"],
        "https://good.example:443\\@evil.example/",
    );
    assert_eq!(code, 1);
    // socket.inet_aton('0xA9.0xFE.0xA9.0xFE') and Node's hostname are both
    // 169.254.169.254: one place, two spellings.
    let (code, out) = compare_one(&["--parts", "host"], "http://0xA9.0xFE.0xA9.0xFE/");
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("host~=\"0xA9.0xFE.0xA9.0xFE\""), "{out}");
    assert!(
        out.ends_with("  readings agree (spelled differently, read alike: host)\n"),
        "{out}"
    );
}

/// `-q` prints only the inputs whose readings differ on `--parts`, each as
/// read, and the exit status says whether there was one.
#[test]
fn quiet_prints_only_the_inputs_that_differ() {
    let stdin = "https://example.com/\nhttps://good.example:443\\@evil.example/\nhttp://0xA9.0xFE.0xA9.0xFE/\nhttps:/evil.example/\n";
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                use std::io::Write;
                child.stdin.take().unwrap().write_all(stdin.as_bytes())?;
                child.wait_with_output()
            })
            .unwrap()
    };
    let ssrf = [
        "compare",
        "-q",
        "--readers",
        "whatwg,urllib",
        "--parts",
        "scheme,userinfo,host,port",
    ];
    let out = run(&ssrf);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "https://good.example:443\\@evil.example/\nhttps:/evil.example/\n"
    );
    // With --json, the JSON lines of those inputs.
    let mut json = ssrf.to_vec();
    json.push("--json");
    let out = run(&json);
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1]["input"], "https:/evil.example/");
    // Agreeing inputs only: nothing printed, exit 0.
    let (code, out) = compare(&[
        "-q",
        "--readers",
        "whatwg,urllib",
        "--parts",
        "host",
        "http://h/",
    ]);
    assert_eq!((code, out.as_str()), (0, ""));
}

#[test]
fn unknown_readers_and_parts_are_usage_errors() {
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(["compare", "--readers", "whatwgg", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("no reader named 'whatwgg'") && err.contains("did you mean 'whatwg'?"),
        "{err}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(["compare", "--parts", "hots", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("no part named 'hots'")
    );
}

/// `--readers java`: java.net.URI's getters as JDK 17 gives them, and a
/// rejection as java's exception and message.
#[test]
fn the_java_reader() {
    // JDK 17.0.15: new URI("http://u@h:8080/p?q#f") has getRawUserInfo "u",
    // getHost "h", getPort 8080, getRawPath "/p", getRawQuery "q",
    // getRawFragment "f".
    let (code, out) = compare(&[
        "--json",
        "--readers",
        "java,whatwg",
        "http://u@h:8080/p?q#f",
    ]);
    assert_eq!(code, 0, "{out}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    let j = &v["readings"][0];
    assert_eq!(j["reader"], "java");
    assert_eq!(
        j["split"],
        serde_json::json!({"scheme": "http", "authority": "u@h:8080", "userinfo": "u",
            "host": "h", "port": "8080", "path": "/p", "query": "q", "fragment": "f"})
    );
    assert_eq!(
        j["destination"],
        serde_json::json!({"host": "h", "kind": "dns", "port": 8080})
    );
    // JDK: new URI("http://h/a b") throws URISyntaxException "Illegal
    // character in path at index 10: http://h/a b".
    let (code, out) = compare(&["--json", "--readers", "java", "http://h/a b"]);
    assert_eq!(code, 0, "{out}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(
        v["readings"][0]["error"],
        serde_json::json!({"offset": 10, "exception": "java.net.URISyntaxException",
            "message": "Illegal character in path at index 10: http://h/a b"})
    );
    // JDK: "http://010.0.0.1/" has host "010.0.0.1", which a Java client
    // reaches as 10.0.0.1; CPython's inet_aton reads 8.0.0.1: two places.
    let (code, _) = compare(&[
        "-q",
        "--readers",
        "java,urllib",
        "--parts",
        "host",
        "http://010.0.0.1/",
    ]);
    assert_eq!(code, 1);
    let (code, out) = compare(&["--readers", "java", "mailto:a@b"]);
    assert_eq!(code, 0);
    assert!(out.contains("(not split: path, query)"), "{out}");
}

/// `--readers jvm`: java.net.URI refuses the backslash, java.net.URL reads
/// it into the user info (JDK 17.0.15: `new URL("http://evil.example\\@good.example/")`
/// has getUserInfo `evil.example\`, getHost `good.example`, getPath `/`);
/// `java-url`, a name of eight letters, keeps the text's columns (one
/// valid reading: no part is marked as differing).
#[test]
fn the_java_url_reader_keeps_the_columns() {
    let (code, out) = compare(&["--readers", "jvm", "http://evil.example\\@good.example/"]);
    assert_eq!(code, 1, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[1].starts_with("  java     invalid java.net.URISyntaxException: "),
        "{out}"
    );
    assert_eq!(
        lines[2],
        "  java-url valid   scheme=\"http\" authority=\"evil.example\\@good.example\" \
         userinfo=\"evil.example\\\" host=\"good.example\" path=\"/\"",
        "{out}"
    );
}

/// docs/jvm.md's example of the two JVM readers is what the binary prints.
#[test]
fn the_jvm_guide_example_is_what_the_binary_prints() {
    let guide = include_str!("../../docs/jvm.md");
    let (_, rest) = guide
        .split_once("$ urigram compare --readers jvm ")
        .expect("the compare example of docs/jvm.md");
    let (input, rest) = rest.split_once('\n').unwrap();
    let shown = rest.split("```").next().unwrap();
    let (code, out) = compare(&["--readers", "jvm", input.trim_matches('\'')]);
    assert_eq!(out, shown);
    assert_eq!(code, 1, "the readings differ");
}

/// The text shows the destination the verdict judged where it is not the
/// host as written, and why a reader has none: CPython 3.11's
/// `'faß.de'.encode('idna')` is `b'fass.de'` (IDNA 2003 maps `ß` to `ss`),
/// the URL Standard's host is already `xn--fa-hia.de` (Node 20's `new
/// URL`), and `'.github'.encode('idna')` raises `UnicodeError: label empty
/// or too long`, so urllib has no destination where the others have one.
#[test]
fn the_text_shows_each_destination_unlike_its_host() {
    let (code, out) = compare(&["--readers", "urllib,whatwg,rfc3986", "http://faß.de/"]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[1].contains(r#"host*="faß.de" dest="fass.de" path="/""#),
        "{out}"
    );
    assert!(
        lines[2].contains(r#"host*="xn--fa-hia.de" path="/""#),
        "{out}"
    );
    let (code, out) = compare(&["--readers", "urllib,whatwg,rfc3986", "file://.github/x"]);
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[1].contains(r#"host*=".github" dest=none (Python's idna codec refuses it"#),
        "{out}"
    );
    assert!(
        !lines[2].contains("dest") && !lines[3].contains("dest"),
        "{out}"
    );
    // Another spelling of one address shows where it goes; the same text
    // in another case or with a trailing dot does not.
    let (_, out) = compare(&[
        "--readers",
        "rfc3986,whatwg",
        "http://0x7f.1/",
        "http://Example.COM./",
    ]);
    assert!(out.contains(r#"host~="0x7f.1" dest="127.0.0.1""#), "{out}");
    assert!(!out.contains("dest=\"example.com\""), "{out}");
}

/// A reader's name longer than the eight columns of the text output widens
/// the column, so that every outcome starts in one column, a space after
/// the longest name (`ruby-rfc2396`: Ruby's older parser takes a second
/// `@` into a registry, which it refuses).
#[test]
fn a_long_reader_name_keeps_a_space() {
    let (code, out) = compare(&["--readers", "ruby,ruby-rfc2396", "http://u@v@h/"]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "\n  ruby         invalid URI::InvalidURIError: bad URI(is not URI?): \"http://u@v@h/\"\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("\n  ruby-rfc2396 invalid URI::InvalidURIError: the scheme http does not accept registry part: u@v@h (or bad hostname?)\n"),
        "{out}"
    );
}

/// `urigram compare` with `args` over `stdin`: its exit status and output.
fn compare_over(args: &[&str], stdin: &[u8]) -> (Option<i32>, Vec<u8>) {
    let out = compare_output(args, stdin);
    (out.status.code(), out.stdout)
}

/// Lines read in batches (32 at a time, reader by reader) are answered as
/// each line alone is, in order: 75 lines (two whole batches and a part)
/// of inputs that leave readings in every state (refused, not UTF-8,
/// empty, shared, an address, a name) in one run, against one run for
/// each line, human and `--json`, every reader and the default ones, and
/// `-q`.
#[test]
fn batched_lines_are_answered_as_each_line_alone() {
    let kinds: [&[u8]; 9] = [
        b"http://u:p@Host.Example:8080/a/b;p?q=1#f",
        b"",
        b"not a url at all",
        b"http://h\xff/\xfe",
        b"mailto:a@b",
        b"http://[fe80::1%25eth0]/",
        b"http://0x7f.1/",
        b"https://good.example:443\\@evil.example/",
        b"//h",
    ];
    let lines: Vec<Vec<u8>> = (0..75)
        .map(|i| [kinds[i % kinds.len()], format!("#{i}").as_bytes()].concat())
        .collect();
    let stdin: Vec<u8> = lines
        .iter()
        .flat_map(|l| [&l[..], b"\n"].concat())
        .collect();
    for args in [
        &["--readers", "all"][..],
        &["--json", "--readers", "all"],
        &[],
        &["-q", "--json"],
    ] {
        let (status, all) = compare_over(args, &stdin);
        let mut alone = Vec::new();
        let mut any_differ = false;
        for line in &lines {
            let (s, out) = compare_over(args, &[&line[..], b"\n"].concat());
            any_differ |= s == Some(1);
            alone.extend_from_slice(&out);
        }
        assert_eq!(all, alone, "{args:?}");
        assert_eq!(status, Some(if any_differ { 1 } else { 0 }), "{args:?}");
    }
}
