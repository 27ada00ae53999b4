//! A component tree written as it is read: the JSON `ast` of `check --json`
//! and `parse --json`, and the `name: value` lines of `parse`, for the
//! grammars whose trees hold lists (RFC 1808's and RFC 1945's `segments`
//! and `params`).
//!
//! Such a list has an entry per `/` of the input: built as a
//! `serde_json::Value` (an array of strings, then its text) it cost about
//! 85 bytes of memory per input byte (1.7 GB for a 20 MB line). Here a list
//! is a function that walks the library's typed tree again when it is
//! written, and each entry is written and dropped at once: what is held is
//! the tree's few strings, never a record per entry. The text written is
//! the same as the `Value`'s, key order included, and escaped the same way
//! ([`shown::escape_json_text`], [`shown::text`]).

use std::borrow::Cow;
use std::io::{self, Write};

use crate::shown;
use crate::tree_lines::ORDER;

/// A callback that takes each entry of a list in turn.
pub type Each<'e> = dyn FnMut(&str) -> io::Result<()> + 'e;

/// The entries of a list, walked afresh each time it is written: the
/// function hands each to its callback.
pub type Entries<'a> = Box<dyn Fn(&mut Each<'_>) -> io::Result<()> + 'a>;

/// One value of a tree, as JSON has them.
pub enum Node<'a> {
    /// `null`: the component is absent.
    Null,
    /// A string.
    Str(Cow<'a, str>),
    /// An array of strings, written entry by entry.
    List(Entries<'a>),
    /// An object, its keys in this order.
    Obj(Vec<(&'static str, Node<'a>)>),
}

impl<'a> Node<'a> {
    /// A string, or `null` for `None`.
    pub fn opt(s: Option<impl Into<Cow<'a, str>>>) -> Self {
        s.map_or(Node::Null, |s| Node::Str(s.into()))
    }

    /// A list of the entries `walk` hands to its callback, or `null` when
    /// `present` is false.
    pub fn list(present: bool, walk: impl Fn(&mut Each<'_>) -> io::Result<()> + 'a) -> Self {
        if present {
            Node::List(Box::new(walk))
        } else {
            Node::Null
        }
    }

    /// Sets `key` to `value` in an object: in its place if it is there,
    /// else at the end (as `Value`'s `v[key] = ...` does with
    /// `preserve_order`).
    pub fn set(&mut self, key: &'static str, value: Node<'a>) {
        if let Node::Obj(fields) = self {
            match fields.iter_mut().find(|(k, _)| *k == key) {
                Some((_, v)) => *v = value,
                None => fields.push((key, value)),
            }
        }
    }
}

/// `node` as a `serde_json::Value` (a list's entries collected), for the
/// callers that need the value rather than its text.
pub fn to_value(node: &Node<'_>) -> serde_json::Value {
    use serde_json::Value;
    match node {
        Node::Null => Value::Null,
        Node::Str(s) => Value::String(s.to_string()),
        Node::List(walk) => {
            let mut entries = Vec::new();
            // Collecting into a Vec cannot fail.
            let _ = walk(&mut |e: &str| {
                entries.push(Value::String(e.to_owned()));
                Ok(())
            });
            Value::Array(entries)
        }
        Node::Obj(fields) => Value::Object(
            fields
                .iter()
                .map(|(k, v)| ((*k).to_owned(), to_value(v)))
                .collect(),
        ),
    }
}

/// Writes `s` as a JSON string, escaped as every JSON line is.
fn write_str(out: &mut dyn Write, s: &str, unicode: bool) -> io::Result<()> {
    // Every byte tested, without a branch each, so that the test runs
    // sixteen bytes at a time.
    let plain = |b: u8| (0x20..0x7f).contains(&b) & (b != b'"') & (b != b'\\');
    if s.bytes().fold(true, |all, b| all & plain(b)) {
        // Printable ASCII but the two characters JSON escapes, as a valid
        // reference's parts and every key are: serde_json writes it as it
        // is, and so does this, without its serializer and its look-up of
        // each byte in its table of escapes.
        out.write_all(b"\"")?;
        out.write_all(s.as_bytes())?;
        return out.write_all(b"\"");
    }
    if s.bytes().all(|b| b < 0x7f) {
        // Nothing past what serde_json escapes itself: written straight.
        return serde_json::to_writer(out, s).map_err(io::Error::from);
    }
    let json = serde_json::to_string(s).map_err(io::Error::from)?;
    out.write_all(shown::escape_json_text(json, unicode).as_bytes())
}

/// Writes `node` as JSON.
pub fn write_json(out: &mut dyn Write, node: &Node<'_>, unicode: bool) -> io::Result<()> {
    match node {
        Node::Null => out.write_all(b"null"),
        Node::Str(s) => write_str(out, s, unicode),
        Node::List(walk) => {
            out.write_all(b"[")?;
            let mut first = true;
            walk(&mut |e: &str| {
                if !first {
                    out.write_all(b",")?;
                }
                first = false;
                write_str(out, e, unicode)
            })?;
            out.write_all(b"]")
        }
        Node::Obj(fields) => {
            for (i, (k, v)) in fields.iter().enumerate() {
                // The keys are the CLI's own names: nothing to escape.
                debug_assert!(k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
                out.write_all(if i == 0 { b"{\"" } else { b",\"" })?;
                out.write_all(k.as_bytes())?;
                out.write_all(b"\":")?;
                write_json(out, v, unicode)?;
            }
            out.write_all(if fields.is_empty() { b"{}" } else { b"}" })
        }
    }
}

/// Writes the JSON line of a valid input: `{"input", ["input_bytes",]
/// "valid": true, "ast": tree}`, as `shown::with_input` orders it.
pub fn write_json_line(
    out: &mut dyn Write,
    bytes: &[u8],
    tree: &Node<'_>,
    unicode: bool,
) -> io::Result<()> {
    if let Ok(input) = std::str::from_utf8(bytes) {
        // `"input"` is the text itself: written as any string is.
        out.write_all(b"{\"input\":")?;
        write_str(out, input, unicode)?;
        out.write_all(b",\"valid\":true")?;
    } else {
        let head = shown::with_input(bytes, serde_json::json!({"valid": true}));
        let head = shown::json_line(&head, unicode);
        // The head's object without its closing brace.
        out.write_all(&head.as_bytes()[..head.len() - 1])?;
    }
    out.write_all(b",\"ast\":")?;
    write_json(out, tree, unicode)?;
    out.write_all(b"}\n")
}

/// The fields of an authority that stand as components of their own (as
/// `tree_lines` has them).
const AUTHORITY_PARTS: &[&str] = &["userinfo", "host", "port"];

/// The `(name, value)` lines of `tree`, as `tree_lines::lines` flattens a
/// `Value`: a nested object's `text` on its parent's line, its other
/// fields as `parent field`, absent components left out.
fn flatten<'t, 'a>(name: String, node: &'t Node<'a>, out: &mut Vec<(String, &'t Node<'a>)>) {
    match node {
        Node::Null => {}
        Node::Obj(fields) => {
            if let Some((_, text)) = fields.iter().find(|(k, _)| *k == "text") {
                if !matches!(text, Node::Null) {
                    out.push((name.clone(), text));
                }
            }
            for (key, v) in fields {
                if *key == "text" {
                    continue;
                }
                if name == "authority" && AUTHORITY_PARTS.contains(key) {
                    flatten((*key).to_string(), v, out);
                } else {
                    flatten(format!("{name} {key}"), v, out);
                }
            }
        }
        _ => out.push((name, node)),
    }
}

/// Writes the human form of `parse` for a valid input: the input shown,
/// then one `  name: value` line per component in [`ORDER`], each value
/// as its JSON text, escaped as every output is.
pub fn write_lines(
    out: &mut dyn Write,
    input: &str,
    tree: &Node<'_>,
    unicode: bool,
) -> io::Result<()> {
    writeln!(out, "{input}")?;
    let mut flat = Vec::new();
    if let Node::Obj(fields) = tree {
        for (key, v) in fields {
            flatten((*key).to_string(), v, &mut flat);
        }
    }
    let rank = |name: &str| ORDER.iter().position(|n| *n == name).unwrap_or(ORDER.len());
    flat.sort_by_key(|(name, _)| rank(name));
    for (name, node) in flat {
        write!(out, "  {name}: ")?;
        let mut shown_out = Shown { out, unicode };
        write_json(&mut shown_out, node, unicode)?;
        writeln!(out)?;
    }
    Ok(())
}

/// A writer that shows JSON text as a text answer does ([`shown::text`]),
/// piece by piece (each piece the JSON text of a string, or punctuation).
struct Shown<'w> {
    out: &'w mut dyn Write,
    unicode: bool,
}

impl Write for Shown<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.out
            .write_all(shown::text(buf, self.unicode).as_bytes())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}
