//! The human form of `urigram parse`: one `name: value` line per component
//! of a valid input, in one order for every grammar.
//!
//! The JSON `ast` of each grammar nests where its ABNF nests (an RFC 3986
//! authority holds a host, which has a kind and a text) and names its parts
//! as the grammar does (`net_loc` in RFC 1808, `form` in RFC 9112). People
//! reading several grammars' answers side by side want the same component
//! on the same line, so the tree is flattened: a nested object with a
//! `text` gives its parent's line, its other fields lines of their own
//! (`host kind`), an authority's parts stand on their own (`userinfo`,
//! `host`, `port`), and the lines follow [`ORDER`], whatever order the
//! grammar's JSON has. An absent component has no line; an empty one shows
//! as `""`. Values are JSON: strings quoted and escaped, lists as arrays.

use serde_json::Value;

/// The order of the lines: first what kind of reference it is, then the
/// components in the order they stand in a URI. Names not listed follow,
/// in the order the grammar gives them.
pub const ORDER: &[&str] = &[
    "form",
    "kind",
    "relative_kind",
    "scheme",
    "authority",
    "net_loc",
    "userinfo",
    "host",
    "host kind",
    "host address",
    "port",
    "path",
    "path kind",
    "segments",
    "params",
    "opaque",
    "rest",
    "query",
    "fragment",
    "text",
    "address",
];

/// The fields of an authority that stand as components of their own.
const AUTHORITY_PARTS: &[&str] = &["userinfo", "host", "port"];

/// The `(name, value)` lines of a grammar's `ast`, in [`ORDER`].
#[must_use]
pub fn lines(ast: &Value) -> Vec<(String, String)> {
    let mut flat = Vec::new();
    match ast.as_object() {
        Some(obj) => {
            for (key, value) in obj {
                flatten(key, value, &mut flat);
            }
        }
        None => flat.push(("value".to_string(), ast.to_string())),
    }
    let rank = |name: &str| ORDER.iter().position(|n| *n == name).unwrap_or(ORDER.len());
    // A stable sort: the names outside ORDER keep the grammar's order.
    flat.sort_by_key(|(name, _)| rank(name));
    flat
}

/// Adds the lines of the field `name` holding `value`.
fn flatten(name: &str, value: &Value, out: &mut Vec<(String, String)>) {
    match value {
        Value::Null => {}
        Value::Object(obj) => {
            if let Some(text) = obj.get("text") {
                if !text.is_null() {
                    out.push((name.to_string(), text.to_string()));
                }
            }
            for (key, v) in obj {
                if key == "text" {
                    continue;
                }
                if name == "authority" && AUTHORITY_PARTS.contains(&key.as_str()) {
                    flatten(key, v, out);
                } else {
                    flatten(&format!("{name} {key}"), v, out);
                }
            }
        }
        _ => out.push((name.to_string(), value.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::lines;
    use serde_json::json;

    #[test]
    fn nested_trees_flatten_in_one_order() {
        let rfc3986 = json!({"scheme": "http", "authority": {"userinfo": null, "host": {"kind": "reg-name", "text": "a"}, "port": "8"}, "path": {"kind": "abempty", "text": ""}, "query": null, "fragment": "f"});
        let rfc2396 = json!({"kind": "uri", "scheme": "http", "fragment": "f", "authority": {"text": "a:8", "userinfo": null, "host": "a", "port": "8"}, "path": "", "query": null});
        let names = |v| {
            lines(&v)
                .into_iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(rfc3986),
            [
                "scheme=\"http\"",
                "host=\"a\"",
                "host kind=\"reg-name\"",
                "port=\"8\"",
                "path=\"\"",
                "path kind=\"abempty\"",
                "fragment=\"f\""
            ]
        );
        assert_eq!(
            names(rfc2396),
            [
                "kind=\"uri\"",
                "scheme=\"http\"",
                "authority=\"a:8\"",
                "host=\"a\"",
                "port=\"8\"",
                "path=\"\"",
                "fragment=\"f\""
            ]
        );
    }
}
