//! The other values a value read back may be: what one text of the URI
//! stands for under each reading RFC 6570's expansion allows, tried where a
//! variable written more than once must take one value.

use super::expand::{encode, is_reserved, is_unreserved};
use super::value::Value;
use crate::pct;

/// The value under `+` or `#` whose expansion is `text`, reading each
/// triplet of a character expansion writes as itself (`%2C`, a comma) as
/// the value's own three characters and every other triplet as the
/// encoding of its byte; `None` unless that value expands back to `text`.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn reserved_reading(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match pct::triplet(b, i) {
            Some(c) => {
                if is_unreserved(c) || is_reserved(c) {
                    out.extend_from_slice(&b[i..i + 3]);
                } else {
                    out.push(c);
                }
                i += 3;
            }
            None => {
                out.push(b[i]);
                i += 1;
            }
        }
    }
    let value = String::from_utf8(out).ok()?;
    let mut again = String::with_capacity(text.len());
    encode(&mut again, &value, true);
    (again == text).then_some(value)
}

/// The value a reserved expansion's text also stands for when its triplets
/// are read as encodings (`%20` a space), if that differs from the text,
/// decodes to UTF-8 and expands back to the very text.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn decoded_reading(raw: &str) -> Option<String> {
    if !raw.contains('%') {
        return None;
    }
    let s = String::from_utf8(pct::decode(raw).into_owned()).ok()?;
    let mut again = String::with_capacity(raw.len());
    encode(&mut again, &s, true);
    (again == raw && s != raw).then_some(s)
}

/// The other values that expand as `v`, a reading of the variable `name`,
/// may: pairs all named `name` as the list of their values (`{;a*}` writes
/// a list so), and a one-item list as that item.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn other_shapes(name: &str, v: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let list = match v {
        Value::Assoc(pairs) if pairs.iter().all(|(k, _)| k == name) => {
            let l: Vec<String> = pairs.iter().map(|(_, x)| x.clone()).collect();
            out.push(Value::List(l.clone()));
            l
        }
        Value::List(l) => l.clone(),
        _ => return out,
    };
    if let [one] = &list[..] {
        out.push(Value::String(one.clone()));
    }
    out
}
