//! URI Templates (RFC 6570, issue 31 item 6): expansion against
//! iri-string's `template` module and uritemplate-next, and matching
//! against the regular expression an MCP SDK builds for the same template
//! (run with the `regex` crate).
//!
//! `cargo bench --bench templates` (or `scripts/bench_templates.sh`, which
//! prints the table of docs/performance.md). Groups:
//! - `expand-suite`: every case of the uritemplate-test suite's
//!   `spec-examples.json` and `extended-tests.json` that has an expansion
//!   (`tests/data/uritemplate-test/`), one iteration expanding them all.
//!   Each library parses its templates and takes its variables before the
//!   clock starts; what is timed is expansion into a new `String`. A case
//!   is kept only where all three libraries give one of the suite's
//!   answers (checked before timing; the count is printed).
//! - `expand-api`: realistic templates ([`API`]): GitHub's REST API
//!   hypermedia (the `*_url` fields of `https://api.github.com/` and of its
//!   repository, user and release objects), OpenAPI paths of the Swagger
//!   Petstore (v3), and Model Context Protocol resource templates (the
//!   specification's examples and those of the SDK issues cited in issue
//!   31), each with typical values; one iteration expands them all.
//! - `match-api`: matching the expansions of `expand-api` back, each
//!   against its own template: urigram's [`Matcher::match_uri`] (values
//!   pct-decoded and checked, ambiguity counted) against the regular
//!   expression the MCP TypeScript SDK builds (`UriTemplate.match` in
//!   `src/shared/uriTemplate.ts`; see [`sdk_regex`]) run by the `regex`
//!   crate's `captures`, its groups then copied into a map of owned
//!   strings, as the SDK returns. Only templates whose URI that regex
//!   matches are in the group (the SDK's regex misses optional parts).
//! - `match-set`: the same URIs routed through all of those templates at
//!   once: a [`TemplateSet`] (one automaton) against the SDK's way, each
//!   template's regex tried in turn until one matches.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use iri_string::spec::UriSpec;
use iri_string::template::UriTemplateStr;
use iri_string::template::simple_context::{SimpleContext, Value as IriValue};
use regex::Regex;
use serde_json::Value as Json;
use urigram::template::{Matcher, Template, TemplateSet, Value, Vars};
use uritemplate::{TemplateVar, UriTemplate};

#[path = "common/template_peers.rs"]
mod template_peers;
use template_peers::{API, sdk_match, sdk_regex};

/// One case ready for each library: the template as each parses it and
/// its variables as each takes them.
struct Prepared {
    ours: Template,
    vars: Vars,
    iri: &'static UriTemplateStr,
    iri_ctx: SimpleContext,
    peer: UriTemplate,
}

fn prepare(template: &str, vars: &Vars) -> Option<Prepared> {
    let iri_template: &UriTemplateStr = UriTemplateStr::new(template).ok()?;
    // Leaked once per case so that the prepared case may hold the
    // borrowed template (a benchmark's lifetime is the process's).
    let iri: &'static UriTemplateStr =
        UriTemplateStr::new(Box::leak(iri_template.as_str().to_owned().into_boxed_str())).ok()?;
    let mut iri_ctx = SimpleContext::new();
    let mut peer = UriTemplate::new(template);
    for (k, v) in vars {
        let (iv, pv) = match v {
            Value::String(s) => (IriValue::String(s.clone()), TemplateVar::Scalar(s.clone())),
            Value::List(l) => (IriValue::List(l.clone()), TemplateVar::List(l.clone())),
            Value::Assoc(a) => (
                IriValue::Assoc(a.clone()),
                TemplateVar::AssociativeArray(a.clone()),
            ),
        };
        iri_ctx.insert(k.clone(), iv);
        peer.set(k, pv);
    }
    Some(Prepared {
        ours: Template::parse(template).ok()?,
        vars: vars.clone(),
        iri,
        iri_ctx,
        peer,
    })
}

fn ours(p: &Prepared) -> String {
    p.ours.expand(&p.vars).unwrap_or_default()
}

fn iri(p: &Prepared) -> String {
    p.iri
        .expand::<UriSpec, _>(&p.iri_ctx)
        .map(|e| e.to_string())
        .unwrap_or_default()
}

fn peer(p: &Prepared) -> String {
    p.peer.build()
}

/// A JSON scalar as the string it stands for (numbers as written).
fn scalar(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The suite's cases that have an expansion which all three libraries
/// give; and how many cases had one.
fn suite() -> (Vec<Prepared>, usize) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/uritemplate-test");
    let mut out = Vec::new();
    let mut total = 0;
    for file in ["spec-examples.json", "extended-tests.json"] {
        let text = std::fs::read_to_string(dir.join(file)).expect("suite file");
        let doc: Json = serde_json::from_str(&text).expect("suite JSON");
        for body in doc.as_object().expect("groups").values() {
            let mut vars = Vars::new();
            for (k, v) in body["variables"].as_object().expect("variables") {
                let v = match v {
                    Json::Null => continue,
                    Json::Array(items) => Value::List(items.iter().map(scalar).collect()),
                    Json::Object(m) => {
                        Value::Assoc(m.iter().map(|(k, v)| (k.clone(), scalar(v))).collect())
                    }
                    other => Value::String(scalar(other)),
                };
                vars.insert(k.clone(), v);
            }
            for case in body["testcases"].as_array().expect("testcases") {
                let want: Vec<String> = match &case[1] {
                    Json::String(s) => vec![s.clone()],
                    Json::Array(a) => a.iter().map(scalar).collect(),
                    _ => continue,
                };
                total += 1;
                let Some(p) = prepare(case[0].as_str().expect("template"), &vars) else {
                    continue;
                };
                // Both peers panic on some cases (a prefix modifier on a
                // value of multi-byte characters, iri-string 0.7.14 and
                // uritemplate-next 0.2.0): those are left out.
                let hook = std::panic::take_hook();
                std::panic::set_hook(Box::new(|_| {}));
                let theirs = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    [ours(&p), iri(&p), peer(&p)]
                }));
                std::panic::set_hook(hook);
                let Ok(theirs) = theirs else { continue };
                if theirs.iter().all(|g| want.contains(g)) {
                    out.push(p);
                }
            }
        }
    }
    (out, total)
}

fn api_vars(vars: &[(&str, &str)]) -> Vars {
    vars.iter()
        .map(|&(k, v)| (k.to_owned(), Value::from(v)))
        .collect()
}

fn api() -> Vec<Prepared> {
    API.iter()
        .map(|(t, v)| {
            let p = prepare(t, &api_vars(v)).expect("API template");
            let (a, b, c) = (ours(&p), iri(&p), peer(&p));
            assert!(a == b && b == c, "{t}: {a} / {b} / {c}");
            p
        })
        .collect()
}

#[allow(
    clippy::print_stderr,
    reason = "the bench says how many suite cases it times"
)]
fn expand(c: &mut Criterion) {
    let (cases, total) = suite();
    eprintln!("expand-suite: {} of {total} cases", cases.len());
    for (name, set) in [("expand-suite", cases), ("expand-api", api())] {
        let mut g = c.benchmark_group(name);
        g.bench_function("urigram", |b| {
            b.iter(|| {
                for p in &set {
                    black_box(ours(black_box(p)));
                }
            });
        });
        g.bench_function("iri-string", |b| {
            b.iter(|| {
                for p in &set {
                    black_box(iri(black_box(p)));
                }
            });
        });
        g.bench_function("uritemplate-next", |b| {
            b.iter(|| {
                for p in &set {
                    black_box(peer(black_box(p)));
                }
            });
        });
        g.finish();
    }
}

/// The API templates whose expansion the SDK's regex matches: each one's
/// matcher, regex and URI.
#[allow(
    clippy::print_stderr,
    reason = "the bench says which templates it times"
)]
fn match_cases() -> Vec<(Matcher, (Regex, Vec<String>), String)> {
    let mut out = Vec::new();
    for (t, v) in API {
        let template = Template::parse(t).expect("API template");
        let uri = template.expand(&api_vars(v)).expect("expands");
        let sdk = sdk_regex(&template);
        let m = Matcher::new(&template);
        let found = m.match_uri(&uri);
        assert!(found.is_match(), "{t}: {uri}");
        if sdk_match(&sdk.0, &sdk.1, &uri).is_none() {
            eprintln!("match-api: the SDK's regex {} misses {uri}", sdk.0);
            continue;
        }
        out.push((m, sdk, uri));
    }
    out
}

fn matching(c: &mut Criterion) {
    let cases = match_cases();
    let mut g = c.benchmark_group("match-api");
    g.bench_function("urigram", |b| {
        b.iter(|| {
            for (m, _, uri) in &cases {
                black_box(m.match_uri(black_box(uri)));
            }
        });
    });
    g.bench_function("regex", |b| {
        b.iter(|| {
            for (_, (re, names), uri) in &cases {
                black_box(sdk_match(re, names, black_box(uri)));
            }
        });
    });
    g.finish();

    let set = TemplateSet::new(cases.iter().map(|(m, _, _)| m.template().clone()));
    let mut g = c.benchmark_group("match-set");
    g.bench_function("urigram", |b| {
        b.iter(|| {
            for (_, _, uri) in &cases {
                black_box(set.match_uri(black_box(uri)));
            }
        });
    });
    g.bench_function("regex", |b| {
        b.iter(|| {
            for (_, _, uri) in &cases {
                black_box(
                    cases
                        .iter()
                        .find_map(|(_, (re, names), _)| sdk_match(re, names, black_box(uri))),
                );
            }
        });
    });
    g.finish();
}

criterion_group!(benches, expand, matching);
criterion_main!(benches);
