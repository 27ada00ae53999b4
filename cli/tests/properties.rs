//! The properties behind the CLI's fuzz targets (`fuzz/fuzz_targets/cli_args.rs`
//! and `jsonl_requests.rs` include this file), replayed on the committed
//! regressions by `cli_regressions`.

use std::ffi::OsString;

use arbitrary::Unstructured;
use serde_json::{Map, Value, json};

/// Runs the CLI's library entry point with `args` and `stdin`, the way the
/// binary does into a pipe; returns (exit status, stdout, stderr).
pub fn run_cli(args: Vec<OsString>, stdin: &[u8], colour: bool) -> (u8, Vec<u8>, Vec<u8>) {
    let mut input = stdin;
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut streams = urigram_cli::Streams {
        stdin: &mut input,
        stdout: &mut out,
        stderr: &mut err,
        line_buffered: false,
        colour_stdout: colour,
        colour_stderr: colour,
        terminal_stdout: false,
        unicode_stdout: true,
        unicode_stderr: true,
    };
    let code = urigram_cli::run(args, &mut streams);
    (code, out, err)
}

/// `cli_args`: any command line and any standard input. The input is the
/// argument words separated by NUL (which no argument can hold), then, after
/// a double NUL, standard input: `check\0http://a/\xff\0\0a b\n`. The words
/// are raw bytes, not UTF-8 as a rule. The run must end with status 0, 1 or
/// 2, never panic, and write UTF-8 to both streams.
pub fn cli_args(data: &[u8]) {
    let (words, stdin) = match data.windows(2).position(|w| w == b"\0\0") {
        Some(i) => (&data[..i], &data[i + 2..]),
        None => (data, &b""[..]),
    };
    let args: Vec<OsString> = if words.is_empty() {
        Vec::new()
    } else {
        words.split(|&b| b == 0).map(os_string).collect()
    };
    let colour = data.first().is_some_and(|b| b & 1 == 1);
    let (code, out, err) = run_cli(args, stdin, colour);
    assert!(code <= 2, "exit status {code}");
    assert!(std::str::from_utf8(&out).is_ok(), "stdout is UTF-8");
    assert!(std::str::from_utf8(&err).is_ok(), "stderr is UTF-8");
    if code == 2 {
        assert!(!err.is_empty(), "a usage or I/O error says why");
    }
}

#[cfg(unix)]
fn os_string(bytes: &[u8]) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(bytes.to_vec())
}

#[cfg(not(unix))]
fn os_string(bytes: &[u8]) -> OsString {
    OsString::from(String::from_utf8_lossy(bytes).into_owned())
}

/// Text pieces the generator strings together: URL syntax, percent-escapes
/// good and bad, and non-ASCII of every UTF-8 length.
const PIECES: &[&str] = &[
    "",
    "a",
    "http",
    "://",
    "//",
    "/",
    ":",
    "@",
    "?",
    "#",
    "&",
    "=",
    ";",
    "+",
    "%",
    "%e9",
    "%C3%A9",
    "%zz",
    "[::1]",
    "[",
    "]",
    ".",
    "..",
    " ",
    "\t",
    "\\",
    "\0",
    "é",
    "€",
    "\u{10348}",
    "\u{ff03}",
    "\u{200b}",
    "0",
    "80",
    "ab",
    "é€",
    "ÿ",
];

/// Names of `urllib.parse` functions, and a few that are not.
const FUNCTIONS: &[&str] = &[
    "urlsplit",
    "urlparse",
    "urlunsplit",
    "urlunparse",
    "urljoin",
    "urldefrag",
    "unwrap",
    "parse_qs",
    "parse_qsl",
    "quote",
    "quote_plus",
    "quote_from_bytes",
    "unquote",
    "unquote_plus",
    "unquote_to_bytes",
    "urlencode",
    "nope",
    "é",
    "",
];

/// Keyword names those functions take, and one they do not.
const KEYWORDS: &[&str] = &[
    "scheme",
    "allow_fragments",
    "safe",
    "encoding",
    "errors",
    "keep_blank_values",
    "strict_parsing",
    "max_num_fields",
    "separator",
    "doseq",
    "quote_via",
    "url",
    "string",
    "qs",
    "bogus",
    "é",
];

fn text(u: &mut Unstructured<'_>) -> arbitrary::Result<String> {
    let mut s = String::new();
    for _ in 0..u.int_in_range(0..=6)? {
        if u.ratio(1, 8)? {
            s.push(u.arbitrary::<char>()?);
        } else {
            s.push_str(u.choose(PIECES)?);
        }
    }
    Ok(s)
}

/// A JSON value of any shape the protocol reads, and many it refuses:
/// `{"bytes": ...}` with text that is not hex (non-ASCII included), dicts,
/// numbers beyond 64 bits, floats, objects of the wrong shape.
fn value(u: &mut Unstructured<'_>, depth: u32) -> arbitrary::Result<Value> {
    let kinds = if depth == 0 { 6 } else { 10 };
    Ok(match u.int_in_range(0..=kinds)? {
        0 | 1 => Value::String(text(u)?),
        2 => json!(u.arbitrary::<i64>()?),
        3 => json!(u.arbitrary::<bool>()?),
        4 => Value::Null,
        5 => json!({ "bytes": text(u)? }),
        6 => match u.int_in_range(0..=2)? {
            0 => json!(u.arbitrary::<u64>()?),
            1 => json!(f64::from(u.arbitrary::<i32>()?) / 7.0),
            _ => {
                let hex: String = (0..u.int_in_range(0..=8)?)
                    .map(|_| u.choose(&["0", "9", "a", "F", "g", "é"]).copied())
                    .collect::<arbitrary::Result<_>>()?;
                json!({ "bytes": hex })
            }
        },
        7 => Value::Array(values(u, depth - 1)?),
        8 => {
            let mut pairs = Vec::new();
            for _ in 0..u.int_in_range(0..=3)? {
                pairs.push(json!([value(u, depth - 1)?, value(u, depth - 1)?]));
            }
            json!({ "dict": pairs })
        }
        9 => json!({ "dict": value(u, depth - 1)? }),
        _ => {
            let mut m = Map::new();
            m.insert(text(u)?, value(u, depth - 1)?);
            Value::Object(m)
        }
    })
}

fn values(u: &mut Unstructured<'_>, depth: u32) -> arbitrary::Result<Vec<Value>> {
    (0..u.int_in_range(0..=4)?)
        .map(|_| value(u, depth))
        .collect()
}

/// One request line: mostly well-formed requests with odd values, sometimes
/// the wrong shape or broken JSON.
fn request(u: &mut Unstructured<'_>) -> arbitrary::Result<String> {
    let mut m = Map::new();
    if !u.ratio(1, 16)? {
        let name = if u.ratio(1, 16)? {
            value(u, 1)?
        } else {
            Value::String((*u.choose(FUNCTIONS)?).to_string())
        };
        m.insert("fn".into(), name);
    }
    if !u.ratio(1, 8)? {
        let args = if u.ratio(1, 16)? {
            value(u, 1)?
        } else {
            Value::Array(values(u, 2)?)
        };
        m.insert("args".into(), args);
    }
    if u.ratio(1, 3)? {
        let mut kw = Map::new();
        for _ in 0..u.int_in_range(0..=3)? {
            kw.insert((*u.choose(KEYWORDS)?).to_string(), value(u, 2)?);
        }
        m.insert("kwargs".into(), Value::Object(kw));
    }
    let line = Value::Object(m).to_string();
    Ok(match u.int_in_range(0..=15)? {
        // Cut the line short at a char boundary: malformed JSON.
        0 => {
            let mut end = u.int_in_range(0..=line.len())?;
            while !line.is_char_boundary(end) {
                end -= 1;
            }
            line[..end].to_string()
        }
        1 => text(u)?,
        _ => line,
    })
}

/// `jsonl_requests`: request lines through `urigram urllib --jsonl`. Input
/// that starts with `{` is taken as raw request lines (a readable form for
/// kept regressions, and a second way in for the fuzzer); any other input
/// drives the structured generator above. Each line gets exactly one
/// response line, in order, each a JSON object holding "ok" or an "error"
/// with a "type" and a "message"; the stream never stops early and the
/// command exits 0.
pub fn jsonl_requests(data: &[u8]) {
    let stdin = if data.first() == Some(&b'{') {
        data.to_vec()
    } else {
        let mut u = Unstructured::new(data);
        let mut lines = Vec::new();
        while !u.is_empty() && lines.len() < 8 {
            match request(&mut u) {
                Ok(line) => lines.push(line),
                Err(_) => break,
            }
        }
        lines.join("\n").into_bytes()
    };
    // Lines as the CLI reads them: each ends at '\n', and a last one without.
    let newlines = stdin.iter().filter(|&&b| b == b'\n').count();
    let expected = newlines + usize::from(stdin.last().is_some_and(|&b| b != b'\n'));
    let args = vec![OsString::from("urllib"), OsString::from("--jsonl")];
    let (code, out, err) = run_cli(args, &stdin, false);
    assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
    let out = String::from_utf8(out).expect("responses are UTF-8");
    let responses: Vec<&str> = out.lines().collect();
    assert_eq!(
        responses.len(),
        expected,
        "one response per request line: {:?}",
        String::from_utf8_lossy(&stdin)
    );
    for r in responses {
        let v: Value = serde_json::from_str(r).expect("a response is JSON");
        let obj = v.as_object().expect("a response is an object");
        assert_eq!(obj.len(), 1, "{r}");
        if let Some(e) = obj.get("error") {
            assert!(e["type"].is_string() && e["message"].is_string(), "{r}");
        } else {
            assert!(obj.contains_key("ok"), "{r}");
        }
    }
}
