//! `grammar/rfc1808.abnf` against the code, both ways.
//!
//! Every rule of the file must have a public combinator in
//! `src/grammars/rfc1808/`, named mechanically from the rule's name, whose
//! doc comment opens with the rule as the RFC writes it: that text, with
//! the file's two mechanical changes made (`|` to `/`, `_` to `-` in rule
//! names), must be the file's text. Where the file also spelled letters as
//! `%x` codes (its header says why), the doc's second `abnf` block holds the
//! file's text. Every rule must be in `rfc1808::REGISTRY` under both
//! spellings; and no combinator or registry entry may name a rule the file
//! lacks. `grammar/README.md` is checked the same way.

use std::collections::BTreeMap;
use std::path::Path;

use urigram::grammars::rfc1808::REGISTRY;

use crate::oracle::abnf::normalize_space;
use crate::rfc1808_oracle::grammar;

/// The function name of a rule name: lower case, `-` and `_` as `_`, and a
/// `_` where a lower-case letter meets an upper-case one or a digit meets a
/// letter (`absoluteURL` is `absolute_url`, `generic-RL` is
/// `generic_rl`).
fn function_name(rule: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    for c in rule.chars() {
        if let Some(p) = prev {
            if (p.is_ascii_lowercase() && c.is_ascii_uppercase())
                || (p.is_ascii_digit() && c.is_ascii_alphabetic())
            {
                out.push('_');
            }
        }
        out.push(if c == '-' {
            '_'
        } else {
            c.to_ascii_lowercase()
        });
        prev = Some(c);
    }
    out
}

/// A public combinator: its file, name and the `abnf` blocks of its doc.
#[derive(Debug)]
struct Combinator {
    file: String,
    name: String,
    /// The `abnf` blocks of the doc comment, in order; the first must open it.
    blocks: Vec<String>,
    opens_with_abnf: bool,
}

/// Every `pub fn name(c: &mut Cursor<'_>, at: usize) -> Ends` in the
/// grammar's section files.
fn combinators() -> Vec<Combinator> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/grammars/rfc1808");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut doc: Vec<&str> = Vec::new();
        for line in text.lines() {
            let t = line.trim_start();
            if let Some(d) = t.strip_prefix("///") {
                doc.push(d.strip_prefix(' ').unwrap_or(d));
                continue;
            }
            if let Some(rest) = t.strip_prefix("pub fn ") {
                if rest.contains("(c: &mut Cursor<'_>, at: usize) -> Ends") {
                    let name = rest.split('(').next().unwrap().to_string();
                    out.push(Combinator {
                        file: path.file_name().unwrap().to_string_lossy().into_owned(),
                        name,
                        blocks: abnf_blocks(&doc),
                        opens_with_abnf: doc.first() == Some(&"```abnf"),
                    });
                }
            }
            if !t.starts_with("#[") {
                doc.clear();
            }
        }
    }
    out
}

/// The contents of the ```abnf blocks of a doc comment.
fn abnf_blocks(doc: &[&str]) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for &line in doc {
        match (&mut current, line) {
            (None, "```abnf") => current = Some(Vec::new()),
            (Some(lines), "```") => {
                blocks.push(lines.join("\n"));
                current = None;
            }
            (Some(lines), l) => lines.push(l),
            (None, _) => {}
        }
    }
    blocks
}

/// A rule's text without its comments, white space collapsed, and the name
/// before `=` in lower case (ABNF names are case-insensitive).
fn canonical(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut quoted = false;
        for c in line.chars() {
            if c == '"' {
                quoted = !quoted;
            }
            if c == ';' && !quoted {
                break;
            }
            out.push(c);
        }
        out.push('\n');
    }
    let text = normalize_space(&out);
    match text.split_once(" = ") {
        Some((name, rhs)) => format!("{} = {rhs}", name.to_ascii_lowercase()),
        None => text,
    }
}

/// The RFC's notation in the file's: `|` as `/`, and `_` as `-` in rule
/// names (outside quoted strings, where `"_"` is the character itself).
fn transcribed(rfc: &str) -> String {
    let mut out = String::new();
    let mut quoted = false;
    for c in rfc.chars() {
        if c == '"' {
            quoted = !quoted;
        }
        out.push(match c {
            '|' if !quoted => '/',
            '_' if !quoted => '-',
            c => c,
        });
    }
    out
}

#[test]
fn every_rule_of_the_file_has_its_combinator_with_its_rule_as_doc() {
    let found = combinators();
    let by_name: BTreeMap<&str, &Combinator> = found.iter().map(|c| (c.name.as_str(), c)).collect();
    let mut problems = Vec::new();
    for def in &grammar().rules {
        let fname = function_name(&def.name);
        let Some(comb) = by_name.get(fname.as_str()) else {
            problems.push(format!("{}: no combinator {fname}", def.name));
            continue;
        };
        if !comb.opens_with_abnf {
            problems.push(format!(
                "{}: the doc of {fname} does not open with ```abnf",
                def.name
            ));
            continue;
        }
        let want = canonical(&def.text);
        let first = comb.blocks.first().map(|b| canonical(&transcribed(b)));
        let second = comb.blocks.get(1).map(|b| canonical(b));
        let spelled_with_codes = def.text.contains("%x");
        let ok = first.as_deref() == Some(want.as_str())
            || (spelled_with_codes && second.as_deref() == Some(want.as_str()));
        if !ok {
            problems.push(format!(
                "{}: the doc of {fname} ({}) reads {first:?} / {second:?}, the file {want:?}",
                def.name, comb.file
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_combinator_names_a_rule_the_file_lacks() {
    let names: Vec<String> = grammar()
        .rules
        .iter()
        .map(|d| function_name(&d.name))
        .collect();
    let strays: Vec<String> = combinators()
        .into_iter()
        .filter(|c| !names.contains(&c.name))
        .map(|c| format!("{} in {}", c.name, c.file))
        .collect();
    assert!(strays.is_empty(), "combinators without a rule: {strays:?}");
}

#[test]
fn the_registry_holds_every_rule_under_both_spellings_and_nothing_else() {
    let mut problems = Vec::new();
    for def in &grammar().rules {
        match REGISTRY.find(&def.name) {
            None => problems.push(format!("{}: not in the registry", def.name)),
            Some(e) if !e.info().abnf_name().eq_ignore_ascii_case(&def.name) => {
                problems.push(format!("{}: found as {}", def.name, e.info().abnf_name()));
            }
            Some(e) if REGISTRY.find(e.info().name()).map(|x| x.info()) != Some(e.info()) => {
                problems.push(format!("{}: not found by {}", def.name, e.info().name()));
            }
            Some(_) => {}
        }
    }
    for e in REGISTRY.entries() {
        let info = e.info();
        if grammar().get(info.abnf_name()).is_none() {
            problems.push(format!("registry entry {} is not in the file", info.name()));
        }
        if function_name(info.name()) != function_name(info.abnf_name()) {
            problems.push(format!(
                "{}: two spellings, two function names",
                info.name()
            ));
        }
        // The RFC itself spells `generic-RL` with a `-`; every other name
        // with a `_`.
        if info.name().contains('-') && info.name() != "generic-RL" {
            problems.push(format!("{}: the RFC spells names with _", info.name()));
        }
    }
    assert_eq!(grammar().rules.len(), REGISTRY.entries().len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_readme_maps_every_rule_to_its_function() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    let section = readme
        .split("## RFC 1808")
        .nth(1)
        .expect("grammar/README.md has a section \"## RFC 1808\"");
    let section = section.split("\n## ").next().unwrap();
    let mut problems = Vec::new();
    for e in REGISTRY.entries() {
        let info = e.info();
        let row = format!(
            "| `{}` | {} {} | `{}` |",
            info.name(),
            info.document(),
            info.section(),
            function_name(info.name())
        );
        if !section.lines().any(|l| l.starts_with(&row)) {
            problems.push(format!("no row starting {row:?}"));
        }
    }
    for line in section.lines().filter(|l| l.starts_with("| `")) {
        let name = line.split('`').nth(1).unwrap();
        if REGISTRY.find(name).is_none() {
            problems.push(format!("the README names {name}, which the grammar lacks"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
