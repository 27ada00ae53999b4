//! Python-typed calls of the quote family of `urllib.parse` functions:
//! argument binding and type checks as Python does them, then the Rust
//! functions of [`crate::urllib::quote`], [`crate::urllib::unquote`], [`crate::urllib::query`] and
//! [`crate::urllib::urlencode`].

use super::args::{bind, codec_arg, iter_items, no_attribute};
use crate::urllib::query::{ParseQs, ascii_str};
use crate::urllib::quote::{Quote, quote_from_bytes};
use crate::urllib::text::pytext::repr_bytes;
use crate::urllib::unquote::{Unquote, unquote_to_bytes};
use crate::urllib::values::object::{truthy, type_name};
use crate::urllib::{PyError, PyValue, Python};

fn s(v: &str) -> PyValue {
    PyValue::Str(v.to_string())
}

/// Each function's name, parameters and the defaults of all but the first.
fn signature(name: &str) -> (&'static str, &'static [&'static str], Vec<PyValue>) {
    let none = PyValue::None;
    let no = PyValue::Bool(false);
    const QS: &[&str] = &[
        "qs",
        "keep_blank_values",
        "strict_parsing",
        "encoding",
        "errors",
        "max_num_fields",
        "separator",
    ];
    let qs_defaults = vec![
        no.clone(),
        no.clone(),
        s("utf-8"),
        s("replace"),
        none.clone(),
        s("&"),
    ];
    let unquote_params: &[&str] = &["string", "encoding", "errors"];
    match name {
        "quote" => (
            "quote",
            &["string", "safe", "encoding", "errors"],
            vec![s("/"), none.clone(), none],
        ),
        "quote_plus" => (
            "quote_plus",
            &["string", "safe", "encoding", "errors"],
            vec![s(""), none.clone(), none],
        ),
        "quote_from_bytes" => ("quote_from_bytes", &["bs", "safe"], vec![s("/")]),
        "unquote" => ("unquote", unquote_params, vec![s("utf-8"), s("replace")]),
        "unquote_plus" => (
            "unquote_plus",
            unquote_params,
            vec![s("utf-8"), s("replace")],
        ),
        "unquote_to_bytes" => ("unquote_to_bytes", &["string"], vec![]),
        "parse_qs" => ("parse_qs", QS, qs_defaults),
        "parse_qsl" => ("parse_qsl", QS, qs_defaults),
        _ => (
            "urlencode",
            &["query", "doseq", "safe", "encoding", "errors", "quote_via"],
            vec![no, s(""), none.clone(), none, s("quote_plus")],
        ),
    }
}

/// The arguments of a call of `name` (of this family, or `urlencode`)
/// bound to its parameters, defaults filled in, as Python binds them.
pub(crate) fn bound(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<Vec<PyValue>, PyError> {
    let (fname, params, defaults) = signature(name);
    bind(fname, params, &defaults, args, kwargs)
}

/// Runs the function `name` of this family (`urlencode`, whose arguments
/// [`bound`] binds too, runs in [`super::urlencode`], which builds on this
/// family's quoting).
pub(crate) fn call(
    py: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    let a = bound(name, args, kwargs)?;
    match name {
        "quote" => py_quote(py, &a[0], &a[1], &a[2], &a[3]).map(PyValue::Str),
        "quote_plus" => py_quote_plus(py, &a[0], &a[1], &a[2], &a[3]).map(PyValue::Str),
        "quote_from_bytes" => py_quote_from_bytes(&a[0], &a[1]).map(PyValue::Str),
        "unquote" => py_unquote(py, &a[0], &a[1], &a[2]).map(PyValue::Str),
        "unquote_plus" => py_unquote_plus(py, &a[0], &a[1], &a[2]).map(PyValue::Str),
        "unquote_to_bytes" => py_unquote_to_bytes(&a[0]).map(PyValue::Bytes),
        "parse_qsl" => py_parse_qsl(py, &a).map(|pairs| {
            PyValue::List(
                pairs
                    .into_iter()
                    .map(|(k, v)| PyValue::Tuple(vec![k, v]))
                    .collect(),
            )
        }),
        "parse_qs" => py_parse_qsl(py, &a).map(group),
        _ => Err(PyError::new(
            "AttributeError",
            format!("module 'urllib.parse' has no attribute '{name}'"),
        )),
    }
}

/// The ASCII bytes that `safe` stands for in `quote_from_bytes`: a `str`'s
/// ASCII characters, a `bytes`'s ASCII bytes, or Python's
/// `bytes([c for c in safe if c < 128])` for any other iterable.
fn safe_bytes(safe: &PyValue) -> Result<Vec<u8>, PyError> {
    match safe {
        PyValue::Str(x) => return Ok(x.bytes().filter(u8::is_ascii).collect()),
        PyValue::Bytes(b) => return Ok(b.iter().copied().filter(u8::is_ascii).collect()),
        _ => {}
    }
    let Some(items) = iter_items(safe) else {
        return Err(PyError::type_error(format!(
            "'{}' object is not iterable",
            type_name(safe)
        )));
    };
    let mut kept = Vec::new();
    for item in &items {
        let n = match item.saturated_int() {
            Some(n) => n,
            None => {
                let other = item;
                return Err(PyError::type_error(format!(
                    "'<' not supported between instances of '{}' and 'int'",
                    type_name(other)
                )));
            }
        };
        if n < 128 {
            kept.push(n);
        }
    }
    kept.into_iter()
        .map(|n| {
            u8::try_from(n).map_err(|_| PyError::value_error("bytes must be in range(0, 256)"))
        })
        .collect()
}

pub(crate) fn py_quote(
    py: Python,
    string: &PyValue,
    safe: &PyValue,
    encoding: &PyValue,
    errors: &PyValue,
) -> Result<String, PyError> {
    match string {
        PyValue::Str(text) => {
            if text.is_empty() {
                return Ok(String::new());
            }
            let q = Quote::new()
                .python(py)
                .encoding_arg(codec_arg(encoding, "encode", "encoding", Some("utf-8")))
                .errors_arg(codec_arg(errors, "encode", "errors", Some("strict")));
            match safe {
                PyValue::Str(x) => Ok(q.safe(x).quote(text)?.into_owned()),
                PyValue::Bytes(x) => Ok(q.safe(x).quote(text)?.into_owned()),
                _ => {
                    // Python encodes first, and looks at `safe` only when
                    // the encoded bytes are not empty.
                    if q.clone().safe("").quote(text)?.is_empty() {
                        return Ok(String::new());
                    }
                    let safe = safe_bytes(safe)?;
                    Ok(q.safe(safe).quote(text)?.into_owned())
                }
            }
        }
        _ => {
            for (arg, param) in [(encoding, "encoding"), (errors, "errors")] {
                if *arg != PyValue::None {
                    return Err(PyError::type_error(format!(
                        "quote() doesn't support '{param}' for bytes"
                    )));
                }
            }
            py_quote_from_bytes(string, safe)
        }
    }
}

fn py_quote_from_bytes(bs: &PyValue, safe: &PyValue) -> Result<String, PyError> {
    let PyValue::Bytes(b) = bs else {
        return Err(PyError::type_error("quote_from_bytes() expected bytes"));
    };
    if b.is_empty() {
        return Ok(String::new());
    }
    Ok(quote_from_bytes(b, &safe_bytes(safe)?).into_owned())
}

pub(crate) fn py_quote_plus(
    py: Python,
    string: &PyValue,
    safe: &PyValue,
    encoding: &PyValue,
    errors: &PyValue,
) -> Result<String, PyError> {
    let has_space = match string {
        PyValue::Str(x) => x.contains(' '),
        PyValue::Bytes(b) => b.contains(&b' '),
        _ => true,
    };
    if !has_space {
        return py_quote(py, string, safe, encoding, errors);
    }
    match (string, safe) {
        (PyValue::Str(text), PyValue::Str(_) | PyValue::Bytes(_)) => {
            let safe = match safe {
                PyValue::Bytes(b) => b.as_slice(),
                PyValue::Str(x) => x.as_bytes(),
                _ => b"",
            };
            let q = Quote::plus()
                .python(py)
                .safe(safe)
                .encoding_arg(codec_arg(encoding, "encode", "encoding", Some("utf-8")))
                .errors_arg(codec_arg(errors, "encode", "errors", Some("strict")));
            Ok(q.quote(text)?.into_owned())
        }
        _ => {
            // Python: quote(string, safe + ' ', ...).replace(' ', '+').
            let wider = match safe {
                PyValue::Str(x) => PyValue::Str(format!("{x} ")),
                PyValue::Bytes(b) => PyValue::Bytes([b.as_slice(), b" "].concat()),
                PyValue::Tuple(_) => {
                    return Err(PyError::type_error(
                        "can only concatenate tuple (not \"bytes\") to tuple",
                    ));
                }
                PyValue::List(_) => {
                    return Err(PyError::type_error(
                        "can only concatenate list (not \"bytes\") to list",
                    ));
                }
                other => {
                    return Err(PyError::type_error(format!(
                        "unsupported operand type(s) for +: '{}' and 'bytes'",
                        type_name(other)
                    )));
                }
            };
            Ok(py_quote(py, string, &wider, encoding, errors)?.replace(' ', "+"))
        }
    }
}

fn py_unquote(
    py: Python,
    string: &PyValue,
    encoding: &PyValue,
    errors: &PyValue,
) -> Result<String, PyError> {
    match string {
        PyValue::Bytes(b) => Unquote::new()
            .python(py)
            .encoding_arg(codec_arg(encoding, "decode", "encoding", None))
            .errors_arg(codec_arg(errors, "decode", "errors", None))
            .unquote_bytes(b),
        PyValue::Str(text) => Ok(unquoter(py, encoding, errors).unquote(text)?.into_owned()),
        PyValue::Tuple(_) | PyValue::List(_) | PyValue::Dict(_) => {
            let items = iter_items(string).unwrap_or_default();
            if items.contains(&PyValue::Str("%".into())) && !py.re_type_error_names_type() {
                Err(PyError::type_error("expected string or bytes-like object"))
            } else if items.contains(&PyValue::Str("%".into())) {
                Err(PyError::type_error(format!(
                    "expected string or bytes-like object, got '{}'",
                    type_name(string)
                )))
            } else {
                Err(no_attribute(string, "split"))
            }
        }
        _ => Err(PyError::type_error(format!(
            "argument of type '{}' is not iterable",
            type_name(string)
        ))),
    }
}

fn unquoter<'a>(py: Python, encoding: &'a PyValue, errors: &'a PyValue) -> Unquote<'a> {
    Unquote::new()
        .python(py)
        .encoding_arg(codec_arg(encoding, "decode", "encoding", Some("utf-8")))
        .errors_arg(codec_arg(errors, "decode", "errors", Some("replace")))
}

fn py_unquote_plus(
    py: Python,
    string: &PyValue,
    encoding: &PyValue,
    errors: &PyValue,
) -> Result<String, PyError> {
    match string {
        PyValue::Str(text) => Ok(unquoter(py, encoding, errors)
            .unquote_plus(text)?
            .into_owned()),
        PyValue::Bytes(_) => Err(PyError::type_error(
            "a bytes-like object is required, not 'str'",
        )),
        other => Err(no_attribute(other, "replace")),
    }
}

fn py_unquote_to_bytes(string: &PyValue) -> Result<Vec<u8>, PyError> {
    match string {
        PyValue::Str(x) => Ok(unquote_to_bytes(x.as_bytes()).into_owned()),
        PyValue::Bytes(b) => Ok(unquote_to_bytes(b).into_owned()),
        other => Err(no_attribute(other, "split")),
    }
}

/// `_coerce_args` of one argument: a `str` as it is; anything else decoded
/// as ASCII when truthy, `''` when not. The flag says whether it was a str.
fn coerce(v: &PyValue) -> Result<(String, bool), PyError> {
    match v {
        PyValue::Str(x) => Ok((x.clone(), true)),
        _ if !truthy(v) => Ok((String::new(), false)),
        PyValue::Bytes(b) => Ok((ascii_str(b)?, false)),
        other => Err(no_attribute(other, "decode")),
    }
}

fn py_parse_qsl(py: Python, a: &[PyValue]) -> Result<Vec<(PyValue, PyValue)>, PyError> {
    if py.parse_qsl_reads_bytes() {
        return py_parse_qsl_bytes_aware(py, a);
    }
    let (qs, is_str) = coerce(&a[0])?;
    let (separator, _) = coerce(&a[6])?;
    if separator.is_empty() {
        return Err(PyError::value_error(
            "Separator must be of type string or bytes.",
        ));
    }
    let max = match &a[5] {
        PyValue::None => None,
        v @ (PyValue::Int(_) | PyValue::Bool(_) | PyValue::BigInt(_)) => v.saturated_int(),
        other => {
            return Err(PyError::type_error(format!(
                "'<' not supported between instances of '{}' and 'int'",
                type_name(other)
            )));
        }
    };
    let max = match max {
        Some(n) if n < 0 => return Err(PyError::value_error("Max number of fields exceeded")),
        Some(n) => Some(usize::try_from(n).unwrap_or(usize::MAX)),
        None => None,
    };
    let p = ParseQs::new()
        .python(py)
        .keep_blank_values(truthy(&a[1]))
        .strict_parsing(truthy(&a[2]))
        .encoding_arg(codec_arg(&a[3], "decode", "encoding", Some("utf-8")))
        .errors_arg(codec_arg(&a[4], "decode", "errors", Some("replace")))
        .max_num_fields(max)
        .separator(&separator);
    if is_str {
        Ok(p.parse_qsl(&qs)?
            .into_iter()
            .map(|(k, v)| (PyValue::Str(k.into_owned()), PyValue::Str(v.into_owned())))
            .collect())
    } else {
        Ok(p.parse_qsl_bytes(qs.as_bytes())?
            .into_iter()
            .map(|(k, v)| (PyValue::Bytes(k), PyValue::Bytes(v)))
            .collect())
    }
}

/// `parse_qsl` from 3.13 ([`Python::parse_qsl_reads_bytes`]): the
/// separator is checked first; a `str` query is split as before, with a
/// bytes separator decoded as ASCII; any other query is read as bytes
/// (`memoryview`), split on the raw bytes, and each name and value
/// percent-decoded to bytes, the encoding unused. An empty query is `[]`
/// before any other check.
fn py_parse_qsl_bytes_aware(py: Python, a: &[PyValue]) -> Result<Vec<(PyValue, PyValue)>, PyError> {
    let separator = match &a[6] {
        sep @ (PyValue::Str(_) | PyValue::Bytes(_)) if truthy(sep) => sep,
        _ => {
            return Err(PyError::value_error(
                "Separator must be of type string or bytes.",
            ));
        }
    };
    // `max_num_fields < num_fields`, asked only of a non-empty query.
    let check_max = |fields: usize| -> Result<(), PyError> {
        let max = match &a[5] {
            PyValue::None => return Ok(()),
            v @ (PyValue::Int(_) | PyValue::Bool(_) | PyValue::BigInt(_)) => {
                v.saturated_int().unwrap_or_default()
            }
            other => {
                return Err(PyError::type_error(format!(
                    "'<' not supported between instances of '{}' and 'int'",
                    type_name(other)
                )));
            }
        };
        if max < i64::try_from(fields).unwrap_or(i64::MAX) {
            return Err(PyError::value_error("Max number of fields exceeded"));
        }
        Ok(())
    };
    let keep_blank = truthy(&a[1]);
    let strict = truthy(&a[2]);
    if let PyValue::Str(qs) = &a[0] {
        let sep = match separator {
            PyValue::Bytes(b) => ascii_str(b)?,
            PyValue::Str(s) => s.clone(),
            _ => String::new(),
        };
        if qs.is_empty() {
            return Ok(Vec::new());
        }
        if !matches!(a[5], PyValue::None) {
            check_max(1 + qs.matches(sep.as_str()).count())?;
        }
        let p = ParseQs::new()
            .python(py)
            .keep_blank_values(keep_blank)
            .strict_parsing(strict)
            .encoding_arg(codec_arg(&a[3], "decode", "encoding", Some("utf-8")))
            .errors_arg(codec_arg(&a[4], "decode", "errors", Some("replace")))
            .separator(&sep);
        return Ok(p
            .parse_qsl(qs)?
            .into_iter()
            .map(|(k, v)| (PyValue::Str(k.into_owned()), PyValue::Str(v.into_owned())))
            .collect());
    }
    if !truthy(&a[0]) {
        return Ok(Vec::new());
    }
    let qs: &[u8] = match &a[0] {
        PyValue::Bytes(qs) => qs,
        PyValue::Object(o) if o.buffer.is_some() => o.buffer.as_deref().unwrap_or_default(),
        other => {
            return Err(PyError::type_error(format!(
                "memoryview: a bytes-like object is required, not '{}'",
                type_name(other)
            )));
        }
    };
    let sep: Vec<u8> = match separator {
        PyValue::Str(s) => match s.chars().position(|c| !c.is_ascii()) {
            Some(i) => {
                let c = s.chars().nth(i).unwrap_or_default();
                return Err(PyError::new(
                    "UnicodeEncodeError",
                    format!(
                        "'ascii' codec can't encode character '{}' in position {i}: ordinal not in range(128)",
                        char_escape(c)
                    ),
                ));
            }
            None => s.as_bytes().to_vec(),
        },
        PyValue::Bytes(b) => b.clone(),
        _ => Vec::new(),
    };
    if !matches!(a[5], PyValue::None) {
        check_max(1 + count_non_overlapping(qs, &sep))?;
    }
    let unquote = |part: &[u8]| {
        let spaced: Vec<u8> = part
            .iter()
            .map(|&b| if b == b'+' { b' ' } else { b })
            .collect();
        PyValue::Bytes(unquote_to_bytes(&spaced).into_owned())
    };
    let mut out = Vec::new();
    for field in split_bytes(qs, &sep) {
        if field.is_empty() && !strict {
            continue;
        }
        let (name, value) = match field.iter().position(|&b| b == b'=') {
            Some(i) => (&field[..i], &field[i + 1..]),
            None if strict => {
                return Err(PyError::value_error(format!(
                    "bad query field: {}",
                    repr_bytes(field)
                )));
            }
            None => (field, &field[field.len()..]),
        };
        if !value.is_empty() || keep_blank {
            out.push((unquote(name), unquote(value)));
        }
    }
    Ok(out)
}

/// A character as a codec error message shows it: `\xa6`, `\u20ac`,
/// `\U0001f600`.
fn char_escape(c: char) -> String {
    match u32::from(c) {
        n if n < 0x100 => format!("\\x{n:02x}"),
        n if n < 0x1_0000 => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

/// `bytes.count(sep)` for a non-empty `sep`.
fn count_non_overlapping(hay: &[u8], sep: &[u8]) -> usize {
    split_bytes(hay, sep).count() - 1
}

/// `bytes.split(sep)` for a non-empty `sep`.
fn split_bytes<'h>(hay: &'h [u8], sep: &'h [u8]) -> impl Iterator<Item = &'h [u8]> + 'h {
    let mut rest = Some(hay);
    std::iter::from_fn(move || {
        let r = rest?;
        match r.windows(sep.len()).position(|w| w == sep) {
            Some(i) => {
                rest = Some(&r[i + sep.len()..]);
                Some(&r[..i])
            }
            None => {
                rest = None;
                Some(r)
            }
        }
    })
}

/// `parse_qs`'s dict: each name with the list of its values.
fn group(pairs: Vec<(PyValue, PyValue)>) -> PyValue {
    let mut out: Vec<(PyValue, PyValue)> = Vec::new();
    let mut index = std::collections::HashMap::new();
    for (k, v) in pairs {
        let key = match &k {
            PyValue::Str(x) => (false, x.as_bytes().to_vec()),
            PyValue::Bytes(b) => (true, b.clone()),
            _ => (false, Vec::new()),
        };
        match index.get(&key) {
            Some(&i) => {
                if let (_, PyValue::List(values)) = &mut out[i] {
                    values.push(v);
                }
            }
            None => {
                index.insert(key, out.len());
                out.push((k, PyValue::List(vec![v])));
            }
        }
    }
    PyValue::Dict(out)
}
