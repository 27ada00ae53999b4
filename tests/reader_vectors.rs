//! What every reader's vector test shares: reading the committed vectors
//! of a real implementation, the reader's row in their shape, and the one
//! rule for disagreements (a row that differs stands only in the reader's
//! `-disagreements.tsv`, with its reason, and a listed row that agrees, or
//! is not in the vectors, fails).
//!
//! Each reader's test (`compare_go`, `compare_curl`, ...) keeps what is its
//! own: the release it names, the fields its vectors hold beyond the row,
//! its destination checks and the sizes it expects.

use std::collections::BTreeMap;
use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

/// The listed disagreements of a `-disagreements.tsv` file: input (a JSON
/// string) and why. Lines starting with `#` are comments.
pub fn listed(tsv: &str) -> BTreeMap<String, String> {
    tsv.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l
                .split_once('\t')
                .unwrap_or_else(|| panic!("no reason on the line {l:?}"));
            let input = serde_json::from_str(input)
                .unwrap_or_else(|e| panic!("{input:?} is not a JSON string: {e}"));
            (input, why.to_owned())
        })
        .collect()
}

/// The bytes of a row's `input_hex`.
pub fn unhex(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect()
}

/// A vector's input: `input` (text) or `input_hex` (bytes that are not
/// UTF-8, as the implementation was given them).
pub struct Input {
    /// The bytes the reader reads.
    pub bytes: Vec<u8>,
    /// The field that held it: `input` or `input_hex`.
    pub key: &'static str,
    /// That field's value, which also names the row in the
    /// disagreements file.
    pub shown: String,
}

impl Input {
    /// The input of the vector `want`.
    pub fn of(want: &Value) -> Input {
        if let Some(hex) = want["input_hex"].as_str() {
            Input {
                bytes: unhex(hex),
                key: "input_hex",
                shown: hex.to_owned(),
            }
        } else {
            let input = want["input"]
                .as_str()
                .unwrap_or_else(|| panic!("a vector without its input: {want}"));
            Input {
                bytes: input.as_bytes().to_vec(),
                key: "input",
                shown: input.to_owned(),
            }
        }
    }

    /// Whether it was given as bytes that are not UTF-8.
    pub fn is_bytes(&self) -> bool {
        self.key == "input_hex"
    }
}

/// How a reader's vectors write a failure.
#[derive(Clone, Copy)]
pub enum Failure {
    /// `error`: the library's message or code alone (Go's error text, a
    /// `CURLUcode`'s name, PHP's `false`, Node's code).
    Message,
    /// `error`: the exception's class; `message`: its message (Ruby).
    ClassThenMessage,
    /// `exception`: the exception's class; `error`: its message (urllib3,
    /// the JDK).
    ExceptionThenError,
    /// `error`: the exception's class, `: ` and its message, in one string
    /// (Mono's `UriFormatException: Invalid URI: ...`).
    ClassColonMessage,
    /// As [`Failure::ExceptionThenError`] where the failure is an
    /// exception, and `error` alone where it is not (rfc3986's
    /// `is_valid()` false).
    ExceptionIfAny,
}

/// The reader's row for `input`, in the vectors' shape: the input field,
/// `valid`, then the seven parts (with `authority` before them when
/// `authority` is set) or the failure as `failure` writes it.
pub fn row(reader: Reader, input: &Input, failure: Failure, authority: bool) -> Value {
    let c = compare::compare(input.bytes.as_slice(), &[reader]);
    let r = &c.readings()[0];
    let mut row = serde_json::Map::new();
    row.insert(input.key.to_owned(), input.shown.clone().into());
    match r.outcome() {
        Err(e) => {
            row.insert("valid".into(), false.into());
            let (class, message) = match failure {
                Failure::Message => (None, ("error", e.message())),
                Failure::ExceptionIfAny if e.exception().is_none() => {
                    (None, ("error", e.message()))
                }
                Failure::ExceptionIfAny => (Some("exception"), ("error", e.message())),
                Failure::ClassColonMessage => {
                    let class = e.exception().unwrap_or("?");
                    row.insert("error".into(), format!("{class}: {}", e.message()).into());
                    return Value::Object(row);
                }
                Failure::ClassThenMessage => (Some("error"), ("message", e.message())),
                Failure::ExceptionThenError => (Some("exception"), ("error", e.message())),
            };
            if let Some(key) = class {
                row.insert(key.into(), e.exception().into());
            }
            row.insert(message.0.into(), message.1.into());
        }
        Ok(p) => {
            row.insert("valid".into(), true.into());
            if authority {
                row.insert("authority".into(), p.authority.clone().into());
            }
            for (key, value) in [
                ("scheme", &p.scheme),
                ("userinfo", &p.userinfo),
                ("host", &p.host),
                ("port", &p.port),
                ("path", &p.path),
                ("query", &p.query),
                ("fragment", &p.fragment),
            ] {
                row.insert(key.into(), value.clone().into());
            }
        }
    }
    Value::Object(row)
}

/// What [`hold`] counted.
pub struct Tally {
    /// The vectors' first line: the release that made them.
    pub release: Value,
    /// Rows read.
    pub rows: usize,
    /// Rows the implementation read as valid.
    pub valid: usize,
    /// Rows given as bytes that are not UTF-8.
    pub bytes: usize,
}

/// Holds every line of `vectors` after the first (the release) to what
/// `got` makes of it, under the disagreements of `tsv`, and panics with
/// every differing row at once. `got` may take from the vector the fields
/// it checks apart (a destination, an address) before it is compared.
/// `implementation` names the real one in the messages.
pub fn hold(
    implementation: &str,
    vectors: &str,
    tsv: &str,
    mut got: impl FnMut(&mut Value, &Input) -> Value,
) -> Tally {
    let mut lines = vectors.lines();
    let release: Value = serde_json::from_str(lines.next().expect("no release line")).unwrap();
    let listed = listed(tsv);
    let mut tally = Tally {
        release,
        rows: 0,
        valid: 0,
        bytes: 0,
    };
    let (mut seen, mut wrong) = (Vec::new(), Vec::new());
    for line in lines {
        let mut want: Value = serde_json::from_str(line).unwrap();
        let input = Input::of(&want);
        let ours = got(&mut want, &input);
        tally.rows += 1;
        tally.valid += usize::from(want["valid"] == true);
        tally.bytes += usize::from(input.is_bytes());
        if listed.contains_key(&input.shown) {
            assert_ne!(ours, want, "{:?} is listed but agrees", input.shown);
            seen.push(input.shown);
        } else if ours != want {
            let label = format!("{implementation}:");
            wrong.push(format!(
                "{:?}\n  {label:<8} {want}\n  urigram: {ours}",
                input.shown
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{implementation}: {} rows differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    for input in listed.keys() {
        assert!(
            seen.contains(input),
            "{input:?} is listed but not in the vectors"
        );
    }
    tally
}

/// Whether `reader`'s destination for `input` is the one Python's socket
/// reached in the vectors (`dest`: null where the library connects nowhere,
/// a host null where the idna codec refuses it, else the address
/// getaddrinfo read (`kind` "ip", an IPv6 zone after `%`) or the name the
/// socket looks up (`kind` "name"), which a destination holds lower-cased
/// and without one trailing dot). `implementation` names the library in
/// the message.
pub fn python_destination(
    implementation: &str,
    input: &Input,
    reader: Reader,
    want: &Value,
) -> Result<(), String> {
    let c = compare::compare(input.bytes.as_slice(), &[reader]);
    let got = c.readings()[0].destination();
    let host = got.and_then(|d| d.host.as_ref());
    let differ = |what: &str| Err(format!("{what}: {implementation} {want}, urigram {got:?}"));
    if want.is_null() {
        return match host {
            None => Ok(()),
            Some(_) => differ("a host where Python connects nowhere"),
        };
    }
    if got.and_then(|d| d.port).map(u64::from) != want["port"].as_u64() {
        return differ("port");
    }
    let same = match (host, want["host"].as_str(), want["kind"].as_str()) {
        (None, None, _) => true,
        (Some(Target::Name(n)), Some(w), Some("name")) => {
            let w = w.strip_suffix('.').unwrap_or(w);
            *n == w.to_ascii_lowercase()
        }
        (Some(Target::Ipv4(a)), Some(w), Some("ip")) => w.parse::<Ipv4Addr>() == Ok(*a),
        (Some(Target::Ipv6(a, zone)), Some(w), Some("ip")) => {
            let (addr, z) = match w.split_once('%') {
                Some((addr, z)) => (addr, Some(z)),
                None => (w, None),
            };
            addr.parse::<Ipv6Addr>() == Ok(*a) && zone.as_deref() == z
        }
        _ => false,
    };
    if same { Ok(()) } else { differ("host") }
}

/// The listed disagreements of a resolution's `-disagreements.tsv`:
/// (base, input) (JSON strings) and why. With `reader`, the file's lines
/// start with a reader's name, and only that reader's are kept.
pub fn listed_pairs(tsv: &str, reader: Option<&str>) -> BTreeMap<(String, String), String> {
    let text = |s: &str| {
        serde_json::from_str::<String>(s)
            .unwrap_or_else(|e| panic!("{s:?} is not a JSON string: {e}"))
    };
    tsv.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let l = match reader {
                Some(name) => l.strip_prefix(name)?.strip_prefix('\t')?,
                None => l,
            };
            let mut f = l.splitn(3, '\t');
            let (base, input, why) = (f.next()?, f.next()?, f.next()?);
            Some(((text(base), text(input)), why.to_owned()))
        })
        .collect()
}

/// What [`hold_pairs`] counted.
pub struct PairTally {
    /// The vectors' first line: the release that made them.
    pub release: Value,
    /// Pairs read.
    pub pairs: usize,
    /// Pairs the implementation refused (a `refused` field).
    pub refused: usize,
}

/// Holds every pair of `vectors` after the first line (the release) to
/// what `got` makes of its base and input, but for the `listed` ones,
/// which must differ and must be in the vectors; panics with every
/// differing pair at once. `implementation` names the real one in the
/// messages.
pub fn hold_pairs(
    implementation: &str,
    vectors: &str,
    listed: &BTreeMap<(String, String), String>,
    mut got: impl FnMut(&str, &str) -> Value,
) -> PairTally {
    let mut lines = vectors.lines();
    let release: Value = serde_json::from_str(lines.next().expect("no release line")).unwrap();
    let mut tally = PairTally {
        release,
        pairs: 0,
        refused: 0,
    };
    let (mut seen, mut wrong) = (Vec::new(), Vec::new());
    for line in lines {
        let want: Value = serde_json::from_str(line).unwrap();
        let (base, input) = (
            want["base"].as_str().unwrap(),
            want["input"].as_str().unwrap(),
        );
        let ours = got(base, input);
        tally.pairs += 1;
        tally.refused += usize::from(want["refused"].is_string());
        let key = (base.to_owned(), input.to_owned());
        if listed.contains_key(&key) {
            assert_ne!(ours, want, "{key:?} is listed but agrees");
            seen.push(key);
        } else if ours != want {
            let label = format!("{implementation}:");
            wrong.push(format!(
                "{base:?} {input:?}\n  {label:<8} {want}\n  urigram: {ours}"
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{implementation}: {} of {} pairs differ:\n{}",
        wrong.len(),
        tally.pairs,
        wrong.join("\n")
    );
    for key in listed.keys() {
        assert!(
            seen.contains(key),
            "{key:?} is listed but not in the vectors"
        );
    }
    tally
}
