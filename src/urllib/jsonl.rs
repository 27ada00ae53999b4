//! The JSON-lines protocol of `urigram urllib --jsonl`: Python values to and
//! from JSON, and one request line to one response line.
//!
//! Values: a str is a JSON string; bytes are `{"bytes": "<lowercase hex>"}`;
//! bool, int and None are JSON booleans, numbers and null; a tuple or list is
//! an array (a request's arrays are tuples); a mapping is
//! `{"dict": [[key, value], ...]}`; a named result is `{"tuple": [...]}` plus
//! its properties, each a value or `{"error": {...}}`.

use serde_json::{Map, Value, json};

use super::{PyError, PyValue, call};

/// A JSON value of a request as a Python value.
///
/// # Errors
/// A message naming what in the JSON has no Python form.
pub fn from_json(v: &Value) -> Result<PyValue, String> {
    Ok(match v {
        Value::Null => PyValue::None,
        Value::Bool(b) => PyValue::Bool(*b),
        Value::Number(n) => PyValue::Int(
            n.as_i64()
                .ok_or_else(|| format!("number {n} is not a 64-bit integer"))?,
        ),
        Value::String(s) => PyValue::Str(s.clone()),
        Value::Array(items) => {
            PyValue::Tuple(items.iter().map(from_json).collect::<Result<_, _>>()?)
        }
        Value::Object(m) if m.len() == 1 && m.contains_key("bytes") => {
            let hex = m["bytes"]
                .as_str()
                .ok_or("\"bytes\" must be a string of hex digits")?;
            PyValue::Bytes(decode_hex(hex)?)
        }
        Value::Object(m) if m.len() == 1 && m.contains_key("dict") => {
            let pairs = m["dict"]
                .as_array()
                .ok_or("\"dict\" must be an array of pairs")?;
            let mut out = Vec::with_capacity(pairs.len());
            for p in pairs {
                match p.as_array().map(Vec::as_slice) {
                    Some([k, v]) => out.push((from_json(k)?, from_json(v)?)),
                    _ => return Err("each \"dict\" entry must be a [key, value] pair".into()),
                }
            }
            PyValue::Dict(out)
        }
        Value::Object(_) => {
            return Err("an object must be {\"bytes\": ...} or {\"dict\": ...}".into());
        }
    })
}

fn decode_hex(hex: &str) -> Result<Vec<u8>, String> {
    // Pairs of bytes, not of chars: a non-ASCII char is a bad digit, never a
    // slice through its middle; and each digit is checked on its own, since
    // `from_str_radix` would also take a sign ("+f").
    let digit = |b: u8| char::from(b).to_digit(16);
    let bad = || format!("bad hex in \"bytes\": {hex:?}");
    let digits = hex.as_bytes();
    if digits.iter().any(|&b| digit(b).is_none()) {
        return Err(bad());
    }
    if digits.len() % 2 != 0 {
        return Err("\"bytes\" needs an even number of hex digits".into());
    }
    digits
        .chunks_exact(2)
        .map(|pair| match (digit(pair[0]), digit(pair[1])) {
            (Some(hi), Some(lo)) => u8::try_from(hi * 16 + lo).map_err(|_| bad()),
            _ => Err(bad()),
        })
        .collect()
}

/// A Python value as JSON.
#[must_use]
pub fn to_json(v: &PyValue) -> Value {
    match v {
        PyValue::None => Value::Null,
        PyValue::Bool(b) => json!(b),
        PyValue::Int(i) => json!(i),
        PyValue::Str(s) => json!(s),
        PyValue::Bytes(b) => {
            let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
            json!({ "bytes": hex })
        }
        PyValue::Tuple(items) | PyValue::List(items) => {
            Value::Array(items.iter().map(to_json).collect())
        }
        PyValue::Dict(pairs) => {
            json!({ "dict": pairs.iter().map(|(k, v)| json!([to_json(k), to_json(v)])).collect::<Vec<_>>() })
        }
        PyValue::Named { tuple, attrs } => {
            let mut m = Map::new();
            m.insert(
                "tuple".into(),
                Value::Array(tuple.iter().map(to_json).collect()),
            );
            for (name, value) in attrs {
                let v = match value {
                    Ok(v) => to_json(v),
                    Err(e) => json!({ "error": error_json(e) }),
                };
                m.insert((*name).into(), v);
            }
            Value::Object(m)
        }
    }
}

/// `{"type": ..., "message": ...}` of an exception.
#[must_use]
pub fn error_json(e: &PyError) -> Value {
    json!({ "type": e.type_name, "message": e.message })
}

/// Runs one request object and returns its response object.
#[must_use]
pub fn respond_value(request: &Value) -> Value {
    let answer = (|| {
        let obj = request
            .as_object()
            .ok_or("a request must be a JSON object")?;
        let name = obj
            .get("fn")
            .and_then(Value::as_str)
            .ok_or("a request needs \"fn\", a function name")?;
        let args = match obj.get("args") {
            None => Vec::new(),
            Some(Value::Array(a)) => a.iter().map(from_json).collect::<Result<Vec<_>, _>>()?,
            Some(_) => return Err("\"args\" must be an array".to_string()),
        };
        let kwargs = match obj.get("kwargs") {
            None => Vec::new(),
            Some(Value::Object(m)) => m
                .iter()
                .map(|(k, v)| Ok((k.clone(), from_json(v)?)))
                .collect::<Result<Vec<_>, String>>()?,
            Some(_) => return Err("\"kwargs\" must be an object".to_string()),
        };
        Ok(call(name, &args, &kwargs))
    })();
    match answer {
        Ok(Ok(v)) => json!({ "ok": to_json(&v) }),
        Ok(Err(e)) => json!({ "error": error_json(&e) }),
        Err(problem) => json!({ "error": { "type": "RequestError", "message": problem } }),
    }
}

/// Runs one request line and returns the response line (without newline).
///
/// ```
/// use urigram::urllib::jsonl::respond;
/// let line = respond(r#"{"fn": "nope", "args": []}"#);
/// assert_eq!(line, r#"{"error":{"type":"AttributeError","message":"module 'urllib.parse' has no attribute 'nope'"}}"#);
/// assert!(respond("{oops").starts_with(r#"{"error":{"type":"RequestError""#));
/// ```
#[must_use]
pub fn respond(line: &str) -> String {
    match serde_json::from_str::<Value>(line) {
        Ok(v) => respond_value(&v).to_string(),
        Err(e) => json!({ "error": { "type": "RequestError", "message": format!("malformed JSON: {e}") } }).to_string(),
    }
}
