//! The JSON form of a template's variables, one for every face of the
//! library: what `urigram template expand --vars` reads, what `template
//! match --json` and the Python Arrow kernels write, and the rule for what
//! a value may be.
//!
//! A JSON object maps each variable's name to its value:
//!
//! - a string is a string value (section 2.3);
//! - a number or a boolean stands for its JSON text: a number's digits
//!   as written (`6`, `37.76`, `2.50`, `-0`, integers of any size), an
//!   exponent as `e` with its sign (`1E3` is `1e+3`, as Python's
//!   `repr(1e20)` is `1e+20`), and `true` or `false`. The uritemplate-test
//!   suite's `"number": 6` means `"6"`, and the template libraries we ran
//!   (Python's `uritemplate`, npm's url-template) expand a number so; a
//!   value refused would make the suite's own variables unusable. Python
//!   answers for an `int`, a finite `float` or a `bool` as the command
//!   line does for its `json.dumps`;
//! - an array of such scalars is a list; an object of them, an associative
//!   array in the object's order; an array of `[name, value]` pairs, an
//!   associative array whose names may repeat (`?x=1&x=2` read back);
//! - `null` is undefined, as is an empty array or object (section 2.3);
//! - anything else (`null` inside a list, an array inside a list, a value
//!   that is neither a pair nor a scalar) is refused, naming the variable,
//!   the item and its JSON type.
//!
//! Written back ([`write_vars`]), a string is a JSON string, a list an
//! array, an associative array an object, or the array of its pairs when a
//! name repeats (an object cannot hold one twice): the form the reader
//! takes, so `expand(read(write(match(uri)))) == uri`.
//!
//! The writer needs nothing; the reader ([`parse_vars`]) is behind the
//! `jsonl` feature, which brings serde_json (with its `arbitrary_precision`,
//! which keeps a number's text as written).

use super::value::{Value, Vars};

/// Writes `vars` as a JSON object (RFC 8259), in name order: the form
/// [`parse_vars`] reads. Strings escape `"`, `\` and the C0 controls and
/// keep every other character as itself (a display escapes what a
/// terminal must not see; the data is exactly the data).
///
/// ```
/// use urigram::template::{Value, Vars, json};
/// let mut vars = Vars::new();
/// vars.insert("q".into(), Value::from("a b"));
/// vars.insert("x".into(), Value::Assoc(vec![("x".into(), "1".into()), ("x".into(), "2".into())]));
/// let mut out = String::new();
/// json::write_vars(&vars, &mut out);
/// assert_eq!(out, r#"{"q":"a b","x":[["x","1"],["x","2"]]}"#);
/// ```
pub fn write_vars(vars: &Vars, out: &mut String) {
    out.push('{');
    for (i, (k, v)) in vars.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write_string(k, out);
        out.push(':');
        write_value(v, out);
    }
    out.push('}');
}

/// Writes one value as [`write_vars`] does.
pub fn write_value(v: &Value, out: &mut String) {
    match v {
        Value::String(s) => write_string(s, out),
        Value::List(l) => {
            out.push('[');
            for (j, s) in l.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                write_string(s, out);
            }
            out.push(']');
        }
        Value::Assoc(pairs) => {
            let mut names: Vec<&str> = pairs.iter().map(|(a, _)| a.as_str()).collect();
            names.sort_unstable();
            names.dedup();
            // A name twice (`?x=1&x=2`): pairs, which an object cannot hold.
            let unique = names.len() == pairs.len();
            out.push(if unique { '{' } else { '[' });
            for (j, (a, b)) in pairs.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                if !unique {
                    out.push('[');
                }
                write_string(a, out);
                out.push(if unique { ':' } else { ',' });
                write_string(b, out);
                if !unique {
                    out.push(']');
                }
            }
            out.push(if unique { '}' } else { ']' });
        }
    }
}

/// `s` as a JSON string (RFC 8259 section 7): `"`, `\` and the C0
/// controls escaped (the short forms where JSON has one), every other
/// character as itself.
pub fn write_string(s: &str, out: &mut String) {
    crate::json::write_string(s, out);
}

#[cfg(feature = "jsonl")]
mod read;
#[cfg(feature = "jsonl")]
pub use read::{VarsError, parse_vars};
