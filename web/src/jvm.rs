//! The JVM readers for JavaScript: `java.net.URI` as JDK 17 reads it and
//! Spark 4's `parse_url`, as the library computes them.

use serde_json::{Value, json};
use urigram::java::{self, Rejection};
use urigram::spark::ParseUrl;
use wasm_bindgen::prelude::*;

use crate::report;

/// `new java.net.URI(s)`: `{"ok": {scheme, schemeSpecificPart, authority,
/// userInfo, host, port, path, query, fragment, opaque, decoded}}` (the raw
/// getters; `decoded` the decoding ones), or `{"error": ...}` with java's
/// exception, its reason and its index.
#[wasm_bindgen(js_name = javaUri)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn java_uri(s: &str) -> String {
    match java::parse(s) {
        Ok(u) => report::ok(json!({
            "opaque": u.is_opaque(),
            "scheme": u.scheme(),
            "schemeSpecificPart": u.raw_scheme_specific_part(),
            "authority": u.raw_authority(),
            "userInfo": u.raw_user_info(),
            "host": u.host(),
            "port": (u.port() >= 0).then_some(u.port()),
            "path": u.raw_path(),
            "query": u.raw_query(),
            "fragment": u.raw_fragment(),
            "decoded": {
                "schemeSpecificPart": u.scheme_specific_part(),
                "authority": u.authority(),
                "userInfo": u.user_info(),
                "path": u.path(),
                "query": u.query(),
                "fragment": u.fragment(),
            },
        })),
        Err(e) => {
            let index = matches!(e, Rejection::Syntax { .. }).then(|| e.index(s));
            json!({"error": {
                "kind": e.exception(),
                "message": e.message(s),
                "input": s,
                "grammar": "java",
                "offset": index,
                "reason": e.reason().map(|r| r.to_string()),
            }})
        }
    }
    .to_string()
}

/// Spark's `parse_url(url, part, key)` (`try_parse_url` unless `ansi`):
/// `{"ok": value or null}`, or `{"error": ...}` where Spark's query fails.
#[wasm_bindgen(js_name = sparkParseUrl)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn spark_parse_url(url: &str, part: &str, key: Option<String>, ansi: bool) -> String {
    match ParseUrl::new(part, key.as_deref(), ansi).eval(url) {
        Ok(v) => report::ok(v.map_or(Value::Null, |v| json!(v))),
        Err(e) => report::other(e.name(), &e.message(url), url, "spark"),
    }
    .to_string()
}
