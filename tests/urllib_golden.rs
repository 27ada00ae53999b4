//! Replays the golden urllib corpora through `urigram::urllib::jsonl`, once
//! per CPython profile, and compares output, error type and message.
//!
//! `scripts/urllib_corpus.py` writes them from the five interpreters:
//! tests/data/urllib/<fn>.jsonl holds every case with CPython 3.11's answer;
//! tests/data/urllib/releases/3.X.jsonl opens with `{"python": sys.version,
//! "cases": N, "parent": "3.Y"}` and holds the cases whose answer in 3.X
//! differs from its parent's (3.9 -> 3.10 -> 3.11 <- 3.12 <- 3.13). A
//! profile's corpus is the shared one with the answers of each release on
//! the way from 3.11 put in, the profile's own last.
//!
//! tests/data/urllib/known_divergences.txt lists cases we knowingly answer
//! differently, one per line: `<release>\t<fn>\t<args JSON>\t<kwargs
//! JSON>\t<reason>`. The test fails on any other mismatch, on an entry that
//! no longer diverges (a stale entry), on a profile without a corpus, and on
//! a corpus written by another release than the profile's.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use serde_json::Value;
use urigram::urllib::Python;

fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/urllib")
}

/// `(release, fn, args JSON, kwargs JSON)`.
type Key = (String, String, String, String);

fn known_divergences() -> HashSet<Key> {
    let path = data_dir().join("known_divergences.txt");
    // A missing file must not pass for an empty list.
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (it must exist, if only with its header)",
            path.display()
        )
    });
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split('\t');
            let mut next = || parts.next().unwrap_or_default().to_string();
            let key = (next(), next(), next(), next());
            assert!(
                !next().trim().is_empty(),
                "divergence without a reason: {l}"
            );
            key
        })
        .collect()
}

/// The shared cases: (fn, args, kwargs, 3.11's answer), in file order.
fn base_cases() -> Vec<(String, Value, Value, Value)> {
    let mut files: Vec<_> = std::fs::read_dir(data_dir())
        .expect("tests/data/urllib exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    let mut cases = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for line in text.lines() {
            let case: Value = serde_json::from_str(line).unwrap();
            let f = case["fn"].as_str().unwrap().to_string();
            cases.push((
                f,
                case["args"].clone(),
                case["kwargs"].clone(),
                case["expect"].clone(),
            ));
        }
    }
    cases
}

/// A release's header and its answers where they differ from 3.11's.
fn release_answers(py: Python) -> (Value, HashMap<(String, String, String), Value>) {
    let path = data_dir().join(format!("releases/{py}.jsonl"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("no golden corpus for Python {py} ({}): {e}", path.display()));
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().expect("a header line")).unwrap();
    let answers = lines
        .map(|l| {
            let c: Value = serde_json::from_str(l).unwrap();
            let key = (
                c["fn"].as_str().unwrap().to_string(),
                c["args"].to_string(),
                c["kwargs"].to_string(),
            );
            (key, c["expect"].clone())
        })
        .collect();
    (header, answers)
}

/// The answers of `py`'s corpus where they differ from 3.11's: those of
/// each release on the chain of parents from 3.11 to `py`, nearer ones
/// overriding, and the header of `py`'s own file.
fn chained_answers(py: Python) -> (Value, usize, HashMap<(String, String, String), Value>) {
    let (header, own) = release_answers(py);
    let own_count = own.len();
    let mut chain = vec![(header.clone(), own)];
    let mut seen = vec![py];
    while let Some(parent) = chain.last().and_then(|(h, _)| h["parent"].as_str()) {
        let parent: Python = parent.parse().expect("a known parent release");
        assert!(
            !seen.contains(&parent),
            "{py}: the parents of its corpus loop"
        );
        seen.push(parent);
        chain.push(release_answers(parent));
    }
    assert_eq!(
        seen.last(),
        Some(&Python::V3_11),
        "{py}: its corpus does not chain to 3.11"
    );
    let mut answers = HashMap::new();
    for (_, step) in chain.into_iter().rev() {
        answers.extend(step);
    }
    (header, own_count, answers)
}

#[test]
fn golden_corpus_replays_exactly_for_every_release() {
    let known = known_divergences();
    let cases = base_cases();
    let base_version = std::fs::read_to_string(data_dir().join("VERSION")).unwrap();
    assert!(
        base_version.starts_with(&format!("{} ", Python::V3_11.patch())),
        "shared corpus written by Python {base_version}"
    );
    let mut report = Vec::new();
    let mut mismatches = Vec::new();
    let mut diverged = HashSet::new();
    for py in Python::ALL {
        let (header, own, answers) = chained_answers(py);
        let version = header["python"].as_str().unwrap_or_default();
        assert!(
            version.starts_with(&format!("{} ", py.patch())),
            "the corpus of profile {py} was written by Python {version}"
        );
        assert_eq!(
            header["cases"].as_u64(),
            Some(cases.len() as u64),
            "the corpus of {py} answers another set of cases"
        );
        let mut counts: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
        let mut used = 0;
        for (f, args, kwargs, base_expect) in &cases {
            let key = (f.clone(), args.to_string(), kwargs.to_string());
            let expect = match answers.get(&key) {
                Some(e) => {
                    used += 1;
                    e
                }
                None => base_expect,
            };
            let request = serde_json::json!({"fn": f, "args": args, "kwargs": kwargs});
            // The library's JSON tree (`urigram::json`) read from the
            // request's text, its answer read back by serde_json.
            let request = urigram::json::from_str(&request.to_string()).expect("a request is JSON");
            let got = urigram::urllib::jsonl::respond_value_with(py, &request).to_string();
            let got: serde_json::Value = serde_json::from_str(&got).expect("an answer is JSON");
            let entry = counts.entry(f.as_str()).or_default();
            entry.0 += 1;
            if &got == expect {
                continue;
            }
            let k = (py.to_string(), key.0, key.1, key.2);
            if known.contains(&k) {
                diverged.insert(k);
                continue;
            }
            entry.1 += 1;
            if mismatches.len() < 40 {
                mismatches.push(format!(
                    "[{py}] {f} {args} {kwargs}\n  expected {expect}\n       got {got}"
                ));
            }
        }
        assert_eq!(
            used,
            answers.len(),
            "{py}: answers for cases not in the shared corpus"
        );
        // The corpus must cover every function and be as large as the issue asks.
        for f in urigram::urllib::FUNCTIONS {
            assert!(
                counts.get(f).is_some_and(|(n, _)| *n > 0),
                "{py}: no golden cases for {f}"
            );
        }
        let total: usize = counts.values().map(|(n, _)| n).sum();
        let bad: usize = counts.values().map(|(_, b)| b).sum();
        assert!(total >= 50_000, "{py}: only {total} golden cases");
        let parent = header["parent"].as_str().unwrap_or("none");
        report.push(format!(
            "Python {py}: {total} cases, {} answers from release files ({own} from its own, parent {parent}), {bad} mismatches",
            answers.len()
        ));
        for (f, (n, b)) in counts {
            if b > 0 {
                report.push(format!("  {f}: {n} cases, {b} mismatches"));
            }
        }
    }
    let stale: Vec<_> = known.difference(&diverged).collect();
    assert!(
        mismatches.is_empty() && stale.is_empty(),
        "{}\n\nmismatches (first 40):\n{}\n\nstale known divergences: {stale:?}",
        report.join("\n"),
        mismatches.join("\n")
    );
    // The counts per release, for `cargo test ... -- --nocapture`.
    #[allow(clippy::print_stdout)]
    {
        println!("{}", report.join("\n"));
    }
}

/// The Rust face of each profile, `urllib::Urllib`, against the same
/// corpora: every all-`str` call of `urlsplit`, `urlparse` (with the `port`
/// property), `urljoin`, `urlunsplit` and `urlunparse` without keyword
/// arguments, answer for answer and message for message.
#[test]
fn urllib_value_of_every_profile_matches_the_corpus() {
    use urigram::urllib::{SplitOptions, Urllib};
    let cases = base_cases();
    let text = |v: &Value| v.as_str().map(str::to_owned);
    for py in Python::ALL {
        let u = Urllib::new(py);
        let (_, _, answers) = chained_answers(py);
        let mut checked = 0;
        for (f, args, kwargs, base_expect) in &cases {
            if kwargs.as_object().is_some_and(|k| !k.is_empty()) {
                continue;
            }
            let key = (f.clone(), args.to_string(), kwargs.to_string());
            let expect = answers.get(&key).unwrap_or(base_expect);
            let args = args.as_array().expect("args are an array");
            let strs: Option<Vec<String>> = args.iter().map(text).collect();
            // What the Rust call answers, in the corpus's JSON form.
            let got = match (f.as_str(), strs.as_deref()) {
                ("urlsplit" | "urlparse", Some([url, rest @ ..])) if rest.len() <= 1 => {
                    let scheme = rest.first().map_or("", String::as_str);
                    let opts = SplitOptions::default().scheme(scheme);
                    let split = if f == "urlsplit" {
                        u.urlsplit_with(url, opts).map(|r| {
                            let port = u.port(&r.netloc);
                            (
                                [r.scheme, r.netloc, r.path, r.query, r.fragment]
                                    .map(|c| c.into_owned())
                                    .to_vec(),
                                port,
                            )
                        })
                    } else {
                        u.urlparse_with(url, opts).map(|r| {
                            let port = u.port(&r.netloc);
                            (
                                [r.scheme, r.netloc, r.path, r.params, r.query, r.fragment]
                                    .map(|c| c.into_owned())
                                    .to_vec(),
                                port,
                            )
                        })
                    };
                    match split {
                        Ok((tuple, port)) => {
                            let port = match port {
                                Ok(p) => serde_json::json!(p),
                                Err(e) => {
                                    serde_json::json!({"error": {"type": "ValueError", "message": e.to_string()}})
                                }
                            };
                            let ok = &expect["ok"];
                            if ok["tuple"] != serde_json::json!(tuple) || ok["port"] != port {
                                panic!(
                                    "[{py}] {f}{args:?}: expected {expect}, got {tuple:?} port {port}"
                                );
                            }
                        }
                        Err(e) => assert_eq!(
                            expect["error"],
                            serde_json::json!({"type": e.python_type(), "message": e.message_in(py)}),
                            "[{py}] {f}{args:?}"
                        ),
                    }
                    checked += 1;
                    continue;
                }
                ("urljoin", Some([base, url])) => match u.urljoin(base, url) {
                    Ok(s) => serde_json::json!({"ok": s}),
                    Err(e) => {
                        serde_json::json!({"error": {"type": e.python_type(), "message": e.message_in(py)}})
                    }
                },
                ("urlunsplit" | "urlunparse", None) => {
                    let parts: Option<Vec<String>> = args
                        .first()
                        .and_then(Value::as_array)
                        .and_then(|a| a.iter().map(text).collect());
                    match (f.as_str(), parts.as_deref()) {
                        ("urlunsplit", Some([s, n, p, q, fr])) => {
                            serde_json::json!({"ok": u.urlunsplit(s, n, p, q, fr)})
                        }
                        ("urlunparse", Some([s, n, p, pa, q, fr])) => {
                            serde_json::json!({"ok": u.urlunparse(s, n, p, pa, q, fr)})
                        }
                        _ => continue,
                    }
                }
                _ => continue,
            };
            assert_eq!(&got, expect, "[{py}] {f}{args:?}");
            checked += 1;
        }
        assert!(checked > 30_000, "{py}: only {checked} calls checked");
    }
}
