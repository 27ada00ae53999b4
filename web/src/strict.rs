//! The strict grammars for JavaScript: `check`, `parse`, `isValid` and its
//! batch form, `grammars`, and RFC 3986's algorithms (`normalize`,
//! `resolve`, `relativize`, `lint`) and RFC 3987's conversions.

use urigram::grammars::{self, GrammarRule, PART_NAMES};
use urigram::json::{Json, Object};
use urigram::{ParseOptions, Uri, UriRef};
use wasm_bindgen::prelude::*;

use crate::report;

/// The rule `rule` (its top rule for an empty name) of the grammar
/// `grammar`, or the error object that says what there is.
#[cfg_attr(urigram_web, optimize(size))]
fn rule_of(grammar: &str, rule: &str) -> Result<GrammarRule, Json> {
    let Some(g) = grammars::named(grammar) else {
        let names: Vec<&str> = grammars::ALL.iter().map(grammars::Grammar::name).collect();
        let message = format!(
            "unknown grammar '{grammar}': give one of {}",
            names.join(", ")
        );
        return Err(report::other("RangeError", &message, grammar, grammar));
    };
    if rule.is_empty() {
        return Ok(g.top_rule());
    }
    g.rule(rule).ok_or_else(|| {
        let message = format!(
            "unknown rule '{rule}' of the grammar '{}': give an ABNF rule name of it, such as '{}' (grammars() lists them)",
            g.name(),
            g.top().abnf_name()
        );
        report::other("RangeError", &message, rule, g.name())
    })
}

/// Checks `input` against `rule`: the error object when it does not match.
#[cfg_attr(urigram_web, optimize(size))]
fn checked(input: &str, rule: GrammarRule) -> Result<(), Json> {
    let name = rule.grammar().name();
    match rule.layer_rule() {
        Some((r, options)) => r
            .parse_with(input, options)
            .map(|_| ())
            .map_err(|e| report::layer(input, &e, name)),
        None => rule
            .check(input.as_bytes())
            .map_err(|e| report::engine(input, &e, name)),
    }
}

/// `{"ok": true}` when `input` matches the rule, else `{"error": ...}`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn check(input: &str, grammar: &str, rule: &str) -> String {
    let answer = rule_of(grammar, rule).and_then(|r| checked(input, r));
    match answer {
        Ok(()) => report::ok(Json::Bool(true)),
        Err(e) => e,
    }
    .to_string()
}

/// Whether `input` matches the rule (an unknown name is `false`; `check`
/// says why).
#[wasm_bindgen(js_name = isValid)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn is_valid(input: &str, grammar: &str, rule: &str) -> bool {
    if grammar == "rfc3986" && (rule.is_empty() || rule == "URI-reference") {
        return urigram::is_valid(input);
    }
    rule_of(grammar, rule).is_ok_and(|r| r.is_valid(input.as_bytes()))
}

/// One byte per line of `lines` (split on `\n`): 1 when the line matches
/// the rule, else 0. One call for a whole list, so that the cost of
/// crossing into WebAssembly is paid once, not once a line.
#[wasm_bindgen(js_name = isValidLines)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn is_valid_lines(lines: &str, grammar: &str, rule: &str) -> Vec<u8> {
    let default = grammar == "rfc3986" && (rule.is_empty() || rule == "URI-reference");
    let rule = rule_of(grammar, rule).ok();
    lines
        .split('\n')
        .map(|l| {
            let ok = if default {
                urigram::is_valid(l)
            } else {
                rule.is_some_and(|r| r.is_valid(l.as_bytes()))
            };
            u8::from(ok)
        })
        .collect()
}

/// The parts of a URI-reference read with `options`, as `parse` gives them.
#[cfg_attr(urigram_web, optimize(size))]
fn reference_fields(input: &str, options: ParseOptions, d: &mut Object) {
    let Ok(u) = UriRef::parse_with(input, options) else {
        return;
    };
    let text = |t: Option<&str>| t.map_or(Json::Null, |s| Json::String(s.to_owned()));
    d.insert("scheme".into(), text(u.scheme().map(|s| s.as_str())));
    let a = u.authority();
    d.insert("authority".into(), text(a.map(|a| a.as_str())));
    d.insert(
        "userinfo".into(),
        text(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
    );
    let host = a.map_or(Json::Null, |a| {
        let h = a.host();
        let address = match &h {
            urigram::Host::Ipv4 { addr, .. } => Some(addr.to_string()),
            urigram::Host::Ipv6 { addr, .. } => Some(addr.to_string()),
            _ => None,
        };
        Json::object(vec![
            ("kind", h.kind_name().into()),
            ("text", h.as_str().into()),
            ("address", address.into()),
            ("zone", h.zone_id().map(|z| z.as_str()).into()),
        ])
    });
    d.insert("host".into(), host);
    d.insert(
        "port".into(),
        text(a.and_then(|a| a.port()).map(|p| p.as_str())),
    );
    let p = u.path();
    d.insert("path".into(), Json::String(p.as_str().to_owned()));
    d.insert("pathKind".into(), Json::from(p.kind().abnf_name()));
    d.insert(
        "segments".into(),
        Json::from(p.segments().collect::<Vec<_>>()),
    );
    d.insert("query".into(), text(u.query().map(|q| q.as_str())));
    d.insert("fragment".into(), text(u.fragment().map(|f| f.as_str())));
}

/// `{"ok": fields}` of `input` read with the rule, or `{"error": ...}`:
/// `text`, `rule`, `grammar`, then under the grammars that read
/// URI-references (rfc3986, rfc6874...) its parts; under the others, the
/// parts the top rule splits, and `unsplit`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn parse(input: &str, grammar: &str, rule: &str) -> String {
    let answer = rule_of(grammar, rule).and_then(|r| {
        checked(input, r)?;
        let g = r.grammar();
        let mut d = Object::new();
        d.insert("text".into(), Json::from(input));
        d.insert("rule".into(), Json::from(r.info().abnf_name()));
        d.insert("grammar".into(), Json::from(g.name()));
        match g.reference_options() {
            Some(options) => reference_fields(input, options, &mut d),
            None if r.is_top() => {
                let parts = g
                    .parts(input.as_bytes())
                    .map_err(|e| report::engine(input, &e, g.name()))?;
                for name in PART_NAMES {
                    d.insert(name.into(), Json::from(parts.get(name)));
                }
                d.insert("unsplit".into(), Json::from(parts.unsplit));
            }
            None => {}
        }
        Ok(Json::Object(d))
    });
    answer.map_or_else(|e| e, report::ok).to_string()
}

/// Every grammar that reads URIs: `{name: {title, top, rules: [[rule,
/// section], ...]}}`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn grammars() -> String {
    let mut d = Object::new();
    for g in grammars::ALL.iter().filter(|g| g.reads_uris()) {
        let rules: Vec<Json> = g
            .rules()
            .map(|r| vec![r.abnf_name(), r.section()].into())
            .collect();
        d.insert(
            g.name().into(),
            Json::object(vec![
                ("title", g.title().into()),
                ("top", g.top().abnf_name().into()),
                ("rules", Json::Array(rules)),
            ]),
        );
    }
    Json::Object(d).to_string()
}

/// The normal form of `input` (RFC 3986 section 6; zone IDs under
/// rfc6874; RFC 3987 section 5.3.2's syntax-based steps under rfc3987).
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn normalize(input: &str, grammar: &str) -> String {
    let options = match grammar {
        "rfc3986" => ParseOptions::RFC3986,
        "rfc6874" => ParseOptions::RFC6874,
        "rfc3987" => {
            return match urigram::grammars::rfc3987::normalize(input, false) {
                Ok(s) => report::ok(Json::from(s)),
                Err(e) => report::engine(input, &e, "rfc3987"),
            }
            .to_string();
        }
        other => {
            let message = format!(
                "normalize takes grammar \"rfc3986\", \"rfc6874\" (zone IDs) or \"rfc3987\" (IRIs), not {other:?}: RFC 3986's normalization is defined on its own references"
            );
            return report::other("RangeError", &message, input, other).to_string();
        }
    };
    match UriRef::parse_with(input, options) {
        Ok(u) => report::ok(Json::from(u.normalize().to_string())),
        Err(e) => report::layer(input, &e, grammar),
    }
    .to_string()
}

/// `reference` resolved against `base` (RFC 3986 section 5.2, strict).
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn resolve(base: &str, reference: &str) -> String {
    let b = match Uri::parse(base) {
        Ok(b) => b,
        Err(e) => return report::layer(base, &e, "rfc3986").to_string(),
    };
    match UriRef::parse(reference) {
        Ok(r) => report::ok(Json::from(b.resolve(&r).to_string())),
        Err(e) => report::layer(reference, &e, "rfc3986"),
    }
    .to_string()
}

/// The shortest reference that resolves against `base` to `target`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn relativize(base: &str, target: &str) -> String {
    let b = match Uri::parse(base) {
        Ok(b) => b,
        Err(e) => return report::layer(base, &e, "rfc3986").to_string(),
    };
    match Uri::parse(target) {
        Ok(t) => report::ok(Json::from(
            urigram::relativize::relativize(&b, &t).to_string(),
        )),
        Err(e) => report::layer(target, &e, "rfc3986"),
    }
    .to_string()
}

/// The lint warnings of the URI-reference `input` (RFC 3986 section 7):
/// `[{check, start, end, message, note}]`, offsets in bytes.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn lint(input: &str) -> String {
    match UriRef::parse(input) {
        Ok(u) => {
            let warnings: Vec<Json> = urigram::lint::lint(&u)
                .into_iter()
                .map(|w| {
                    let r = w.span.range();
                    let (message, note) = w.words();
                    Json::object(vec![
                        ("check", w.check.name().into()),
                        ("start", r.start.into()),
                        ("end", r.end.into()),
                        ("message", message.into()),
                        ("note", note.into()),
                    ])
                })
                .collect();
            report::ok(Json::Array(warnings))
        }
        Err(e) => report::layer(input, &e, "rfc3986"),
    }
    .to_string()
}

/// The URI reference `input` as an IRI reference (RFC 3987 section 3.2).
#[wasm_bindgen(js_name = toIri)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn to_iri(input: &str) -> String {
    match urigram::grammars::rfc3987::uri_to_iri(input) {
        Ok(s) => report::ok(Json::from(s)),
        Err(e) => report::engine(input, &e, "rfc3986"),
    }
    .to_string()
}

/// The IRI reference `input` as a URI reference (RFC 3987 section 3.1).
#[wasm_bindgen(js_name = toUri)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn to_uri(input: &str) -> String {
    match urigram::grammars::rfc3987::iri_to_uri(input) {
        Ok(s) => report::ok(Json::from(s)),
        Err(e) => report::engine(input, &e, "rfc3987"),
    }
    .to_string()
}
