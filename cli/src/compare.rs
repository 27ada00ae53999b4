//! `urigram compare`: one input under every grammar and under Python's
//! `urlsplit`, side by side, with the parts where the readings part ways.

use std::ffi::OsString;
use std::io::{self, Write};

use serde_json::{Map, Value, json};
use urigram::grammars::rfc2396;
use urigram::request_target::RequestTarget;
use urigram::{Node, ParseOptions, Rule};

use crate::args::{Outcome, Spec};
use crate::{Ctx, answered, lines};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &[],
};

/// The parts every reading is split into, in this order.
const PARTS: [&str; 8] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
];

/// One reading of an input: its split, or why it has none.
struct Row {
    /// `rfc3986`, ..., or `urllib`.
    reader: &'static str,
    /// The parts, in [`PARTS`]' order; `None` when absent.
    split: Result<[Option<String>; 8], Value>,
}

/// Runs the command over its inputs.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let as_json = opts.flag("json");
    let io = &mut *ctx.io;
    let (out, line_buffered) = (&mut *io.stdout, io.line_buffered);
    let mut any_differ = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
        let text = String::from_utf8_lossy(bytes);
        let rows = readings(bytes, &text);
        let differ = differences(&rows);
        any_differ |= !differ.is_empty();
        if as_json {
            writeln!(out, "{}", to_json(&text, &rows, &differ))?;
        } else {
            write_human(out, &text, &rows, &differ)?;
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_differ => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

fn own(s: Option<&str>) -> Option<String> {
    s.map(str::to_string)
}

/// The reading of every grammar, then `urlsplit`'s.
fn readings(bytes: &[u8], text: &str) -> Vec<Row> {
    let layer = |reader, options| Row {
        reader,
        split: Rule::UriReference
            .parse_bytes_with(bytes, options)
            .map(|n| {
                let Node::UriReference(r) = n else {
                    // URI-reference's node is always a reference.
                    return Default::default();
                };
                let a = r.authority();
                [
                    own(r.scheme().map(|s| s.as_str())),
                    own(a.map(|a| a.as_str())),
                    own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
                    own(a.map(|a| a.host().as_str())),
                    own(a.and_then(|a| a.port()).map(|p| p.as_str())),
                    Some(r.path().as_str().to_string()),
                    own(r.query().map(|q| q.as_str())),
                    own(r.fragment().map(|f| f.as_str())),
                ]
            })
            .map_err(|e| error(e.offset(), e.rule().abnf_name(), &e.message())),
    };
    vec![
        layer("rfc3986", ParseOptions::RFC3986),
        layer("rfc6874", ParseOptions::RFC6874),
        Row {
            reader: "rfc2396",
            split: rfc2396_split(bytes, text),
        },
        Row {
            reader: "rfc9112",
            split: rfc9112_split(bytes, text),
        },
        Row {
            reader: "urllib",
            split: urllib_split(text),
        },
    ]
}

fn error(offset: usize, rule: &str, message: &str) -> Value {
    json!({"offset": offset, "rule": rule, "message": message})
}

/// RFC 2396's reading; an `opaque_part` stands as the path.
fn rfc2396_split(bytes: &[u8], text: &str) -> Result<[Option<String>; 8], Value> {
    let top = rfc2396::REGISTRY.entries().first();
    if let Some(Err(e)) = top.map(|t| t.check(bytes)) {
        return Err(error(e.offset(), e.rule().abnf_name(), &e.message()));
    }
    let r = rfc2396::UriReference::parse(text)
        .map_err(|e| error(e.offset(), e.rule().abnf_name(), &e.message()))?;
    let (authority, path, query) = match (r.absolute(), r.relative()) {
        (Some(a), _) => (
            a.authority(),
            a.path()
                .map(|p| p.as_str())
                .or(a.opaque().map(|o| o.as_str())),
            a.query().map(|q| q.as_str()),
        ),
        (None, Some(rel)) => (
            rel.authority(),
            rel.path().map(|p| p.as_str()),
            rel.query().map(|q| q.as_str()),
        ),
        (None, None) => (None, None, None),
    };
    let (userinfo, host, port) = match authority {
        Some(rfc2396::Authority::Server(s)) => (
            s.userinfo().map(|u| u.as_str()),
            s.host().map(|h| h.as_str()),
            s.port().map(|p| p.as_str()),
        ),
        _ => (None, None, None),
    };
    Ok([
        own(r.absolute().map(|a| a.scheme().as_str())),
        own(authority.map(|a| a.as_str())),
        own(userinfo),
        own(host),
        own(port),
        Some(path.unwrap_or("").to_string()),
        own(query),
        own(r.fragment().map(|f| f.as_str())),
    ])
}

/// RFC 9112's reading as a request-target: the authority-form is all
/// authority, the asterisk-form all path.
fn rfc9112_split(bytes: &[u8], text: &str) -> Result<[Option<String>; 8], Value> {
    let fail = |e: urigram::ParseError| error(e.offset(), e.rule().abnf_name(), &e.message());
    if let Err(e) = urigram::Rule::RequestTarget.parse_bytes(bytes) {
        return Err(fail(e));
    }
    let t = RequestTarget::parse(text).map_err(fail)?;
    let none = || None;
    Ok(match t {
        RequestTarget::Origin { path, query, .. } => [
            none(),
            none(),
            none(),
            none(),
            none(),
            Some(path.as_str().to_string()),
            own(query.map(|q| q.as_str())),
            none(),
        ],
        RequestTarget::Absolute(u) => {
            let a = u.authority();
            [
                Some(u.scheme().as_str().to_string()),
                own(a.map(|a| a.as_str())),
                own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
                own(a.map(|a| a.host().as_str())),
                own(a.and_then(|a| a.port()).map(|p| p.as_str())),
                Some(u.path().as_str().to_string()),
                own(u.query().map(|q| q.as_str())),
                none(),
            ]
        }
        RequestTarget::Authority { host, port, text } => [
            none(),
            Some(text.as_str().to_string()),
            none(),
            Some(host.as_str().to_string()),
            Some(port.as_str().to_string()),
            Some(String::new()),
            none(),
            none(),
        ],
        _ => [
            none(),
            none(),
            none(),
            none(),
            none(),
            Some(t.as_str().to_string()),
            none(),
            none(),
        ],
    })
}

/// `urlsplit(text)` as CPython 3.11 splits it. The netloc is `authority`;
/// userinfo, host and port are its pieces as `SplitResult` cuts them
/// (before the last `@`; the host keeps its brackets and its case).
/// `urlsplit` cannot tell an empty query or fragment from none: `""` is
/// what it gives for both.
fn urllib_split(text: &str) -> Result<[Option<String>; 8], Value> {
    let r = urigram::urllib::urlsplit(text).map_err(|e| json!({"message": e.to_string()}))?;
    let netloc: &str = &r.netloc;
    let has_netloc = !netloc.is_empty() || text_has_empty_netloc(text, &r.scheme);
    let (userinfo, hostinfo) = match netloc.rfind('@') {
        Some(at) => (Some(&netloc[..at]), &netloc[at + 1..]),
        None => (None, netloc),
    };
    let (host, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (inside, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            let port = after.split_once(':').map(|(_, p)| p);
            (format!("[{inside}]"), port)
        }
        None => match hostinfo.split_once(':') {
            Some((h, p)) => (h.to_string(), Some(p)),
            None => (hostinfo.to_string(), None),
        },
    };
    let port = port.filter(|p| !p.is_empty());
    Ok([
        Some(r.scheme.to_string()).filter(|s| !s.is_empty()),
        has_netloc.then(|| netloc.to_string()),
        own(userinfo),
        has_netloc.then_some(host),
        own(port),
        Some(r.path.to_string()),
        Some(r.query.to_string()),
        Some(r.fragment.to_string()),
    ])
}

/// Whether the input has `//` with an empty netloc where urlsplit looks for
/// one (right after the scheme's colon, or at the start).
fn text_has_empty_netloc(text: &str, scheme: &str) -> bool {
    let t = text.trim_start_matches(|c: char| c <= ' ');
    let rest = if scheme.is_empty() {
        t
    } else {
        t.get(scheme.len() + 1..).unwrap_or("")
    };
    rest.starts_with("//")
}

/// The verdict and the parts on which two readings disagree. `urlsplit`'s
/// `""` agrees with an absent query or fragment, since it cannot say which.
fn differences(rows: &[Row]) -> Vec<&'static str> {
    let mut out = Vec::new();
    let first = rows[0].split.is_ok();
    if rows.iter().any(|r| r.split.is_ok() != first) {
        out.push("valid");
    }
    let splits: Vec<(&str, &[Option<String>; 8])> = rows
        .iter()
        .filter_map(|r| r.split.as_ref().ok().map(|s| (r.reader, s)))
        .collect();
    for (i, part) in PARTS.iter().enumerate() {
        let mut seen: Vec<Option<&str>> = Vec::new();
        let mut loose = false;
        for (reader, s) in &splits {
            let v = s[i].as_deref();
            if *reader == "urllib" && v == Some("") && matches!(*part, "query" | "fragment") {
                loose = true;
                continue;
            }
            if !seen.contains(&v) {
                seen.push(v);
            }
        }
        let loose_clash = loose && seen.iter().any(|v| v.is_some_and(|s| !s.is_empty()));
        if seen.len() > 1 || loose_clash {
            out.push(*part);
        }
    }
    out
}

fn to_json(text: &str, rows: &[Row], differ: &[&str]) -> Value {
    let rows: Vec<Value> = rows
        .iter()
        .map(|r| match &r.split {
            Ok(parts) => {
                let mut m = Map::new();
                for (k, v) in PARTS.iter().zip(parts) {
                    m.insert((*k).into(), json!(v));
                }
                json!({"reader": r.reader, "valid": true, "split": m})
            }
            Err(e) => json!({"reader": r.reader, "valid": false, "error": e}),
        })
        .collect();
    json!({"input": text, "readings": rows, "differ": differ})
}

/// The input, a line per reading (`*` marks a part on which readings
/// differ; an absent part is not shown), then the parts that differ.
fn write_human(out: &mut dyn Write, text: &str, rows: &[Row], differ: &[&str]) -> io::Result<()> {
    writeln!(out, "{text}")?;
    for r in rows {
        write!(out, "  {:<8}", r.reader)?;
        match &r.split {
            Ok(parts) => {
                write!(out, "valid  ")?;
                for (k, v) in PARTS.iter().zip(parts) {
                    if let Some(v) = v {
                        let mark = if differ.contains(k) { "*" } else { "" };
                        write!(out, " {k}{mark}={}", json!(v))?;
                    }
                }
                writeln!(out)?;
            }
            Err(e) => {
                let msg = e["message"].as_str().unwrap_or("");
                match (e["offset"].as_u64(), e["rule"].as_str()) {
                    (Some(at), Some(rule)) => {
                        writeln!(out, "invalid at byte {at} ({rule}): {msg}")?;
                    }
                    _ => writeln!(out, "invalid ValueError: {msg}")?,
                }
            }
        }
    }
    if differ.is_empty() {
        writeln!(out, "  readings agree")
    } else {
        writeln!(out, "  readings differ: {}", differ.join(", "))
    }
}
