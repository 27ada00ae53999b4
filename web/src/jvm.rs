//! The JVM readers for JavaScript: `java.net.URI` as JDK 17 reads it and
//! Spark 4's `parse_url`, as the library computes them.

use urigram::java::{self, Rejection};
use urigram::json::Json;
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
        Ok(u) => report::ok(Json::object(vec![
            ("opaque", u.is_opaque().into()),
            ("scheme", u.scheme().into()),
            ("schemeSpecificPart", u.raw_scheme_specific_part().into()),
            ("authority", u.raw_authority().into()),
            ("userInfo", u.raw_user_info().into()),
            ("host", u.host().into()),
            ("port", (u.port() >= 0).then_some(u.port()).into()),
            ("path", u.raw_path().into()),
            ("query", u.raw_query().into()),
            ("fragment", u.raw_fragment().into()),
            (
                "decoded",
                Json::object(vec![
                    ("schemeSpecificPart", u.scheme_specific_part().into()),
                    ("authority", u.authority().into()),
                    ("userInfo", u.user_info().into()),
                    ("path", u.path().into()),
                    ("query", u.query().into()),
                    ("fragment", u.fragment().into()),
                ]),
            ),
        ])),
        Err(e) => {
            let index = matches!(e, Rejection::Syntax { .. }).then(|| e.index(s));
            Json::object(vec![(
                "error",
                Json::object(vec![
                    ("kind", e.exception().into()),
                    ("message", e.message(s).into()),
                    ("input", s.into()),
                    ("grammar", "java".into()),
                    ("offset", index.into()),
                    ("reason", e.reason().map(|r| r.to_string()).into()),
                ]),
            )])
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
        Ok(v) => report::ok(Json::from(v)),
        Err(e) => report::other(e.name(), &e.message(url), url, "spark"),
    }
    .to_string()
}
