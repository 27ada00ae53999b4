//! Template matching under callgrind: runs urigram's matcher, a
//! `TemplateSet`, the positional match (`positions`: byte ranges into a
//! reused buffer, what the npm package calls) or the MCP SDK's regular
//! expressions (the bench's peer)
//! over the API templates a given number of times, so that the
//! instructions a match costs are the difference of two counts (see the
//! template table of docs/performance.md).
#![allow(
    missing_docs,
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used
)]
use std::hint::black_box;
use urigram::template::{Matcher, Positions, Template, TemplateSet, Value, Vars};

#[path = "../benches/common/template_peers.rs"]
mod template_peers;
use template_peers::{API, sdk_match, sdk_regex};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args[1].as_str();
    let n: usize = args[2].parse().unwrap();
    let mut cases = Vec::new();
    for (t, v) in API {
        let template = Template::parse(t).unwrap();
        let vars: Vars = v
            .iter()
            .map(|&(k, v)| (k.to_owned(), Value::from(v)))
            .collect();
        let uri = template.expand(&vars).unwrap();
        let sdk = sdk_regex(&template);
        if sdk_match(&sdk.0, &sdk.1, &uri).is_none() {
            continue;
        }
        let m = Matcher::new(&template);
        assert!(m.match_uri(&uri).is_match());
        assert!(m.match_uri(&uri).is_match());
        out_check(&m, &uri);
        cases.push((m, sdk, uri));
    }
    // `ONLY=i` keeps the `i`th case alone: the cost of one template.
    if let Some(i) = std::env::var("ONLY")
        .ok()
        .and_then(|i| i.parse::<usize>().ok())
    {
        cases = cases.into_iter().skip(i).take(1).collect();
    }
    let set = TemplateSet::new(cases.iter().map(|(m, _, _)| m.template().clone()));
    for (_, _, uri) in &cases {
        black_box(set.match_uri(uri));
        black_box(set.match_uri(uri));
    }
    for (_, (re, names), uri) in &cases {
        black_box(sdk_match(re, names, uri));
    }
    let mut positions = Positions::new();
    for _ in 0..n {
        match what {
            "positions" => {
                for (m, _, uri) in &cases {
                    black_box(m.match_positions(black_box(uri), &mut positions));
                }
            }
            "ours" => {
                for (m, _, uri) in &cases {
                    black_box(m.match_uri(black_box(uri)));
                }
            }
            "regex" => {
                for (_, (re, names), uri) in &cases {
                    black_box(sdk_match(re, names, black_box(uri)));
                }
            }
            "set" => {
                for (_, _, uri) in &cases {
                    black_box(set.match_uri(black_box(uri)));
                }
            }
            "setregex" => {
                for (_, _, uri) in &cases {
                    black_box(
                        cases
                            .iter()
                            .find_map(|(_, (re, names), _)| sdk_match(re, names, black_box(uri))),
                    );
                }
            }
            _ => {}
        }
    }
}

fn out_check(m: &Matcher, uri: &str) {
    if std::env::var("SHOW").is_ok() {
        println!("{} {:?}", uri, m.match_uri(uri));
    }
}
