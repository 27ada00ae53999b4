//! Python-typed `urlencode`: Python's checks on the query object, `str()`
//! of names and values that are not strings, `doseq` over sequences, then
//! [`crate::urllib::urlencode::UrlEncode`].

use super::args::{codec_arg, iter_items};
use super::quote::{py_quote, py_quote_plus};
use crate::urllib::text::pytext::str_of;
use crate::urllib::urlencode::{Part, QuoteVia, UrlEncode};
use crate::urllib::values::object::{truthy, type_name};
use crate::urllib::{PyError, PyValue, Python};

/// One name or value of `urlencode` quoted by `quote_via`: bytes as they
/// are, anything else as its `str()`.
fn quote_component(
    py: Python,
    v: &PyValue,
    a: &[PyValue],
    via: QuoteVia,
) -> Result<String, PyError> {
    let text;
    let part = match v {
        PyValue::Bytes(b) => Part::Bytes(b),
        PyValue::Str(x) => Part::Str(x),
        other => {
            text = str_of(other);
            Part::Str(&text)
        }
    };
    let (safe, encoding, errors) = (&a[2], &a[3], &a[4]);
    let safe_slice = match safe {
        PyValue::Str(x) => Some(x.as_bytes()),
        PyValue::Bytes(b) => Some(b.as_slice()),
        _ => None,
    };
    if let Some(safe_slice) = safe_slice {
        fn opt<'v>(x: &'v PyValue, param: &str) -> Option<crate::urllib::text::codec::Arg<'v>> {
            match x {
                PyValue::None => None,
                _ => Some(codec_arg(x, "encode", param, None)),
            }
        }
        let e = UrlEncode::new()
            .safe(safe_slice)
            .quote_via(via)
            .encoding_arg(opt(encoding, "encoding"))
            .errors_arg(opt(errors, "errors"));
        return e.quote_part(part);
    }
    // An unusual `safe`: go through the Python-typed functions, which
    // reproduce Python's errors for it.
    let (string, encoding, errors) = match part {
        Part::Bytes(b) => (PyValue::Bytes(b.to_vec()), PyValue::None, PyValue::None),
        Part::Str(x) => (
            PyValue::Str(x.to_string()),
            encoding.clone(),
            errors.clone(),
        ),
    };
    match via {
        QuoteVia::Quote => py_quote(py, &string, safe, &encoding, &errors),
        QuoteVia::QuotePlus => py_quote_plus(py, &string, safe, &encoding, &errors),
    }
}

fn not_a_query() -> PyError {
    PyError::type_error("not a valid non-string sequence or mapping object")
}

/// The (name, value) pairs `for k, v in query` unpacks, with Python's errors.
fn query_pairs(query: &PyValue) -> Result<Vec<(PyValue, PyValue)>, PyError> {
    let items = match query {
        PyValue::Dict(pairs) => return Ok(pairs.clone()),
        PyValue::Object(o) if o.mapping.is_some() => {
            return Ok(o.mapping.clone().unwrap_or_default());
        }
        // `len(query)` is 0, so `query[0]` is never asked and the loop has
        // nothing to unpack; any other object fails `len` or `query[0]`.
        PyValue::Object(o) if o.items.as_ref().is_some_and(Vec::is_empty) => {
            return Ok(Vec::new());
        }
        PyValue::Str(x) if x.is_empty() => return Ok(Vec::new()),
        PyValue::Bytes(b) if b.is_empty() => return Ok(Vec::new()),
        PyValue::Tuple(items) | PyValue::List(items) => {
            if items
                .first()
                .is_some_and(|first| !matches!(first, PyValue::Tuple(_)))
            {
                return Err(not_a_query());
            }
            items
        }
        _ => return Err(not_a_query()),
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        let Some(parts) = iter_items(item) else {
            return Err(PyError::type_error(format!(
                "cannot unpack non-iterable {} object",
                type_name(item)
            )));
        };
        match <[PyValue; 2]>::try_from(parts) {
            Ok([k, v]) => out.push((k, v)),
            Err(parts) if parts.len() > 2 => {
                return Err(PyError::value_error(
                    "too many values to unpack (expected 2)",
                ));
            }
            Err(parts) => {
                return Err(PyError::value_error(format!(
                    "not enough values to unpack (expected 2, got {})",
                    parts.len()
                )));
            }
        }
    }
    Ok(out)
}

pub(crate) fn py_urlencode(py: Python, a: &[PyValue]) -> Result<PyValue, PyError> {
    let pairs = query_pairs(&a[0])?;
    let via = match &a[5] {
        PyValue::Str(x) if x == "quote" => QuoteVia::Quote,
        PyValue::Str(x) if x == "quote_plus" => QuoteVia::QuotePlus,
        other => {
            return Err(PyError::type_error(format!(
                "'{}' object is not callable",
                type_name(other)
            )));
        }
    };
    let doseq = truthy(&a[1]);
    let joiner = UrlEncode::new();
    let mut out = String::new();
    for (k, v) in &pairs {
        let k = quote_component(py, k, a, via)?;
        let sequence = match v {
            PyValue::Str(_) | PyValue::Bytes(_) => None,
            _ if doseq => iter_items(v),
            _ => None,
        };
        match sequence {
            None => {
                let v = quote_component(py, v, a, via)?;
                joiner.push_quoted(&mut out, &k, &v);
            }
            Some(elements) => {
                for elt in &elements {
                    let elt = quote_component(py, elt, a, via)?;
                    joiner.push_quoted(&mut out, &k, &elt);
                }
            }
        }
    }
    Ok(PyValue::Str(out))
}
