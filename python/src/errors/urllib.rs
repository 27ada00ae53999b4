//! The drop-in's errors ([`PyError`]: a class name and a message) as real
//! Python exceptions of the same class and `str()`.
//!
//! Most classes take the message as their one argument. The Unicode errors
//! do not: Python builds their message from `(encoding, object, start, end,
//! reason)`, so those five are read back from the message, and `object` is
//! the call's argument the error came from when one fits (otherwise a stand-in
//! of the right length that renders the same message).

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use urigram::urllib::{PyError, PyValue, UrlError};

/// `e` as a Python exception; `args` are the call's arguments, searched for
/// the object a Unicode error is about.
pub(crate) fn to_pyerr(py: Python<'_>, e: &PyError, args: &[PyValue]) -> PyErr {
    build(py, e, args).unwrap_or_else(|err| err)
}

/// A [`UrlError`] of a `str` call: always a `ValueError`.
pub(crate) fn url_error(py: Python<'_>, e: &UrlError) -> PyErr {
    match e.python_type() {
        "ValueError" => PyValueError::new_err(e.to_string()),
        _ => to_pyerr(py, &PyError::from(e.clone()), &[]),
    }
}

fn build(py: Python<'_>, e: &PyError, args: &[PyValue]) -> PyResult<PyErr> {
    let class = py.import("builtins")?.getattr(e.type_name)?;
    let exc = match e.type_name {
        "UnicodeDecodeError" => match unicode_fields(&e.message, "decode") {
            Some(f) => {
                let object = decode_object(args, &f);
                class.call1((
                    f.encoding,
                    PyBytes::new(py, &object),
                    f.start,
                    f.end,
                    f.reason,
                ))?
            }
            None => class.call1((e.message.as_str(),))?,
        },
        "UnicodeEncodeError" => match unicode_fields(&e.message, "encode") {
            Some(f) => {
                let object = encode_object(args, &f);
                class.call1((
                    f.encoding,
                    PyString::new(py, &object),
                    f.start,
                    f.end,
                    f.reason,
                ))?
            }
            None => class.call1((e.message.as_str(),))?,
        },
        _ => class.call1((e.message.as_str(),))?,
    };
    Ok(PyErr::from_value(exc))
}

/// The fields of a Unicode error message.
struct Fields<'m> {
    encoding: &'m str,
    start: usize,
    /// One past the last position, as Python's `end`.
    end: usize,
    reason: &'m str,
    /// The one byte or character named in the message, if one is.
    unit: Option<u32>,
}

/// Reads `'ENC' codec can't VERB (byte 0xNN|character 'C'|bytes|characters)
/// in position (N|N-M): REASON`.
fn unicode_fields<'m>(msg: &'m str, verb: &str) -> Option<Fields<'m>> {
    let rest = msg.strip_prefix('\'')?;
    let (encoding, rest) = rest.split_once("' codec can't ")?;
    let rest = rest.strip_prefix(verb)?.strip_prefix(' ')?;
    let (what, rest) = rest.split_once(" in position ")?;
    let (pos, reason) = rest.split_once(": ")?;
    let unit = if let Some(hex) = what.strip_prefix("byte 0x") {
        Some(u32::from_str_radix(hex, 16).ok()?)
    } else if let Some(esc) = what.strip_prefix("character '") {
        let esc = esc.strip_suffix('\'')?;
        let hex = esc
            .strip_prefix("\\x")
            .or_else(|| esc.strip_prefix("\\u"))
            .or_else(|| esc.strip_prefix("\\U"))?;
        Some(u32::from_str_radix(hex, 16).ok()?)
    } else {
        None
    };
    let (start, end) = match pos.split_once('-') {
        Some((a, b)) => (a.parse().ok()?, b.parse::<usize>().ok()? + 1),
        None => {
            let a: usize = pos.parse().ok()?;
            (a, a + 1)
        }
    };
    Some(Fields {
        encoding,
        start,
        end,
        reason,
        unit,
    })
}

/// The bytes argument the decode error is about, or a stand-in.
fn decode_object(args: &[PyValue], f: &Fields<'_>) -> Vec<u8> {
    let mut found = None;
    walk(args, &mut |v| {
        if let PyValue::Bytes(b) = v {
            let fits = b.len() >= f.end && f.unit.is_none_or(|u| u32::from(b[f.start]) == u);
            if fits && found.is_none() {
                found = Some(b.clone());
            }
        }
    });
    found.unwrap_or_else(|| {
        let mut b = vec![0u8; f.end];
        if let Some(u) = f.unit {
            b[f.start] = u8::try_from(u).unwrap_or(0);
        }
        b
    })
}

/// The str argument the encode error is about, or a stand-in.
fn encode_object(args: &[PyValue], f: &Fields<'_>) -> String {
    let mut found = None;
    walk(args, &mut |v| {
        if let PyValue::Str(s) = v {
            let chars: Vec<char> = s.chars().collect();
            let fits =
                chars.len() >= f.end && f.unit.is_none_or(|u| u32::from(chars[f.start]) == u);
            if fits && found.is_none() {
                found = Some(s.clone());
            }
        }
    });
    found.unwrap_or_else(|| {
        let mut s: String = std::iter::repeat_n('\0', f.start).collect();
        let c = f.unit.and_then(char::from_u32).unwrap_or('\u{80}');
        s.push(c);
        s.extend(std::iter::repeat_n('\u{80}', f.end - f.start - 1));
        s
    })
}

/// Calls `f` on every value in `args`, depth first.
fn walk(args: &[PyValue], f: &mut impl FnMut(&PyValue)) {
    for v in args {
        f(v);
        match v {
            PyValue::Tuple(items) | PyValue::List(items) | PyValue::Named { tuple: items, .. } => {
                walk(items, f);
            }
            PyValue::Dict(pairs) => {
                for (k, x) in pairs {
                    walk(std::slice::from_ref(k), f);
                    walk(std::slice::from_ref(x), f);
                }
            }
            _ => {}
        }
    }
}
