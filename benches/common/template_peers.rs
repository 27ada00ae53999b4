//! The templates and the peer of the template-matching bench
//! (benches/templates.rs), shared with its instruction-count driver
//! (examples/template_match_instructions.rs): the realistic API templates
//! and the regular expression an MCP SDK builds for a template.

use std::collections::BTreeMap;

use regex::Regex;
use urigram::template::Template;

/// Realistic templates, each with the values of a typical expansion.
///
/// Sources: GitHub REST API root (`GET https://api.github.com/`) and the
/// repository, user and release objects' `*_url` fields
/// (docs.github.com/rest); the Swagger Petstore v3 OpenAPI document
/// (petstore3.swagger.io/api/v3/openapi.json), its server URL joined to
/// each path; the Model Context Protocol specification's resource
/// template examples (modelcontextprotocol.io, "Resources") and the
/// templates of typescript-sdk#1079, laravel/mcp#329 and python-sdk#378.
pub const API: &[(&str, &[(&str, &str)])] = &[
    (
        "https://api.github.com/repos/{owner}/{repo}",
        &[("owner", "rust-lang"), ("repo", "rust")],
    ),
    (
        "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
        &[
            ("owner", "rust-lang"),
            ("repo", "rust"),
            ("number", "131072"),
        ],
    ),
    (
        "https://api.github.com/repos/{owner}/{repo}/commits{/sha}",
        &[
            ("owner", "octocat"),
            ("repo", "Hello-World"),
            ("sha", "6dcb09b5b57875f334f61aebed695e2e4193db5e"),
        ],
    ),
    (
        "https://api.github.com/repos/{owner}/{repo}/contents/{+path}",
        &[
            ("owner", "octocat"),
            ("repo", "Hello-World"),
            ("path", "src/template/matcher.rs"),
        ],
    ),
    (
        "https://api.github.com/repos/{owner}/{repo}/compare/{base}...{head}",
        &[
            ("owner", "octocat"),
            ("repo", "Hello-World"),
            ("base", "main"),
            ("head", "topic"),
        ],
    ),
    (
        "https://api.github.com/users/{user}/starred{/owner}{/repo}",
        &[
            ("user", "octocat"),
            ("owner", "rust-lang"),
            ("repo", "cargo"),
        ],
    ),
    (
        "https://api.github.com/users/{user}/repos{?type,page,per_page,sort}",
        &[
            ("user", "octocat"),
            ("type", "owner"),
            ("page", "2"),
            ("per_page", "100"),
            ("sort", "updated"),
        ],
    ),
    (
        "https://api.github.com/search/code?q={query}{&page,per_page,sort,order}",
        &[
            ("query", "addClass in:file language:js"),
            ("page", "3"),
            ("per_page", "50"),
            ("sort", "indexed"),
            ("order", "desc"),
        ],
    ),
    (
        "https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}",
        &[
            ("owner", "octocat"),
            ("repo", "Hello-World"),
            ("id", "1"),
            ("name", "foo-1.0.0-osx.zip"),
            ("label", "Mac binary"),
        ],
    ),
    (
        "https://petstore3.swagger.io/api/v3/pet/{petId}",
        &[("petId", "10")],
    ),
    (
        "https://petstore3.swagger.io/api/v3/store/order/{orderId}",
        &[("orderId", "5")],
    ),
    (
        "https://petstore3.swagger.io/api/v3/user/{username}",
        &[("username", "theUser")],
    ),
    (
        "file:///{+path}",
        &[("path", "home/user/docs/report 2024.md")],
    ),
    ("users://{userId}/profile", &[("userId", "u-1234")]),
    (
        "weather://forecast/{city}/{date}",
        &[("city", "Paris"), ("date", "2025-06-01")],
    ),
    (
        "github://repos/{owner}/{repo}",
        &[
            ("owner", "modelcontextprotocol"),
            ("repo", "typescript-sdk"),
        ],
    ),
    ("test://items{?a,b}", &[("a", "1"), ("b", "two")]),
    ("docs://page{#frag}", &[("frag", "section-2")]),
];

/// Regular-expression metacharacters escaped, as the SDK's `escapeRegExp`
/// (`/[.*+?^${}()|[\]\\]/g` → `\\$&`).
fn escape(s: &str) -> String {
    regex::escape(s)
}

/// The regular expression the MCP TypeScript SDK's `UriTemplate.match`
/// builds for `template`, and the variable of each group: literals
/// escaped; `{?a,b}` and `{&a,b}` as `\?a=([^&]+)&b=([^&]+)` (every
/// parameter required, in order); `{+x}` and `{#x}` as `(.+)`; `{.x}` as
/// `\.([^/,]+)`; `{/x}` as `/([^/,]+)` (`/([^/]+(?:,[^/]+)*)` exploded);
/// `{x}` as `([^/,]+)` (`([^/]+(?:,[^/]+)*)` exploded); anything else as
/// `([^/]+)`. Anchored at both ends. Its `#` operator's `#` itself is not
/// written (the SDK's pattern omits it), so a `{#x}` template matches
/// only through `(.+)` taking the `#`; the bench adds it back so that the
/// comparison is on URIs both accept.
pub fn sdk_regex(template: &Template) -> (Regex, Vec<String>) {
    use urigram::template::{Modifier, Operator, Part};
    let mut pattern = String::from("^");
    let mut names = Vec::new();
    for part in template.parts() {
        match part {
            Part::Literal(span) => pattern.push_str(&escape(&template.as_str()[span.range()])),
            Part::Expression(e) => {
                let op = e.operator();
                let exploded = |v: &urigram::template::VarSpec| v.modifier() == Modifier::Explode;
                if matches!(op, Operator::Query | Operator::QueryContinuation) {
                    for (i, v) in e.varspecs().iter().enumerate() {
                        let lead = match (i, op) {
                            (0, Operator::Query) => "\\?",
                            _ => "&",
                        };
                        pattern.push_str(&format!("{lead}{}=([^&]+)", escape(v.name())));
                        names.push(v.name().to_owned());
                    }
                    continue;
                }
                let v = &e.varspecs()[0];
                let p = match op {
                    Operator::Simple if exploded(v) => "([^/]+(?:,[^/]+)*)".to_owned(),
                    Operator::Simple => "([^/,]+)".to_owned(),
                    Operator::Reserved => "(.+)".to_owned(),
                    Operator::Fragment => "#(.+)".to_owned(),
                    Operator::Label => "\\.([^/,]+)".to_owned(),
                    Operator::Path if exploded(v) => "/([^/]+(?:,[^/]+)*)".to_owned(),
                    Operator::Path => "/([^/,]+)".to_owned(),
                    _ => "([^/]+)".to_owned(),
                };
                pattern.push_str(&p);
                names.push(v.name().to_owned());
            }
        }
    }
    pattern.push('$');
    (Regex::new(&pattern).expect("SDK regex"), names)
}

/// The SDK's match: captures, then each group copied into the result.
pub fn sdk_match(re: &Regex, names: &[String], uri: &str) -> Option<BTreeMap<String, String>> {
    let caps = re.captures(uri)?;
    let mut out = BTreeMap::new();
    for (i, name) in names.iter().enumerate() {
        if let Some(m) = caps.get(i + 1) {
            out.insert(name.clone(), m.as_str().to_owned());
        }
    }
    Some(out)
}
