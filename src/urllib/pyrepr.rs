//! Python's `repr()` and `str()` of the values `urllib.parse` handles: the
//! text that appears in its messages (`bad query field: 'a'`) and that
//! `urlencode` quotes for a value that is not a string.

use std::fmt::Write;

use super::PyValue;
use super::printable_table::NOT_PRINTABLE;

/// Whether Python's `str.isprintable()` holds for the one character `c`
/// (Unicode 14.0, as CPython 3.11 has it).
#[must_use]
pub fn is_printable(c: char) -> bool {
    let cp = u32::from(c);
    if (0x20..0x7f).contains(&cp) {
        return true;
    }
    // The ranges are sorted and disjoint: find the last one starting at or
    // before `cp`.
    let i = NOT_PRINTABLE.partition_point(|&(start, _)| start <= cp);
    !(i > 0 && cp <= NOT_PRINTABLE[i - 1].1)
}

/// Python's `repr()` of a `str`: single quotes unless the text holds a single
/// quote and no double quote, escapes for backslash, the quote, `\t`, `\n`,
/// `\r`, and `\xNN` / `\uNNNN` / `\UNNNNNNNN` for what is not printable.
///
/// ```
/// use urigram::urllib::repr_str;
/// assert_eq!(repr_str("a'b"), r#""a'b""#);
/// assert_eq!(repr_str("é\u{85}\n"), r"'é\x85\n'");
/// ```
#[must_use]
pub fn repr_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_repr_str(&mut out, s);
    out
}

fn write_repr_str(out: &mut String, s: &str) {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ if c == quote => {
                out.push('\\');
                out.push(c);
            }
            _ if is_printable(c) => out.push(c),
            _ => write_escape(out, c),
        }
    }
    out.push(quote);
}

/// The escape Python writes for a character it will not show as itself:
/// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, lower-case hex.
pub(crate) fn write_escape(out: &mut String, c: char) {
    let cp = u32::from(c);
    // Writing to a String cannot fail.
    let _ = if cp <= 0xff {
        write!(out, "\\x{cp:02x}")
    } else if cp <= 0xffff {
        write!(out, "\\u{cp:04x}")
    } else {
        write!(out, "\\U{cp:08x}")
    };
}

/// Python's `repr()` of a `bytes`: `b'...'` with printable ASCII as itself
/// and `\xNN` for the rest.
///
/// ```
/// use urigram::urllib::repr_bytes;
/// assert_eq!(repr_bytes(b"a\xff'"), r#"b"a\xff'""#);
/// ```
#[must_use]
pub fn repr_bytes(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len() + 3);
    write_repr_bytes(&mut out, b);
    out
}

fn write_repr_bytes(out: &mut String, b: &[u8]) {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    out.push('b');
    out.push(char::from(quote));
    for &x in b {
        match x {
            b'\\' => out.push_str("\\\\"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            _ if x == quote => {
                out.push('\\');
                out.push(char::from(x));
            }
            0x20..=0x7e => out.push(char::from(x)),
            _ => {
                let _ = write!(out, "\\x{x:02x}");
            }
        }
    }
    out.push(char::from(quote));
}

/// Python's `repr()` of a value.
#[must_use]
pub fn repr(v: &PyValue) -> String {
    let mut out = String::new();
    write_repr(&mut out, v);
    out
}

/// Python's `str()` of a value: a `str` as itself, anything else as its
/// `repr()` (true of every type [`PyValue`] holds).
#[must_use]
pub fn str_of(v: &PyValue) -> String {
    match v {
        PyValue::Str(s) => s.clone(),
        _ => repr(v),
    }
}

fn write_repr(out: &mut String, v: &PyValue) {
    match v {
        PyValue::None => out.push_str("None"),
        PyValue::Bool(true) => out.push_str("True"),
        PyValue::Bool(false) => out.push_str("False"),
        PyValue::Int(i) => {
            let _ = write!(out, "{i}");
        }
        PyValue::Str(s) => write_repr_str(out, s),
        PyValue::Bytes(b) => write_repr_bytes(out, b),
        PyValue::Tuple(items) | PyValue::Named { tuple: items, .. } => {
            out.push('(');
            write_items(out, items);
            if items.len() == 1 {
                out.push(',');
            }
            out.push(')');
        }
        PyValue::List(items) => {
            out.push('[');
            write_items(out, items);
            out.push(']');
        }
        PyValue::Dict(pairs) => {
            out.push('{');
            for (i, (k, x)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_repr(out, k);
                out.push_str(": ");
                write_repr(out, x);
            }
            out.push('}');
        }
    }
}

fn write_items(out: &mut String, items: &[PyValue]) {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_repr(out, x);
    }
}

/// Python's name for the type of a value, as its messages print it.
#[must_use]
pub fn type_name(v: &PyValue) -> &'static str {
    match v {
        PyValue::None => "NoneType",
        PyValue::Bool(_) => "bool",
        PyValue::Int(_) => "int",
        PyValue::Str(_) => "str",
        PyValue::Bytes(_) => "bytes",
        PyValue::Tuple(_) => "tuple",
        PyValue::List(_) => "list",
        PyValue::Dict(_) => "dict",
        PyValue::Named { tuple, .. } => match tuple.len() {
            2 => "DefragResult",
            5 => "SplitResult",
            _ => "ParseResult",
        },
    }
}
