//! What the file-against-code tests of the engine's grammars share
//! (`rfc1808_grammar_file`, `rfc1945_grammar_file`, `rfc2396_grammar_file`):
//! the combinators of a grammar's folder with the `abnf` blocks of their
//! docs, the mechanical function name of a rule, the RFC's notation turned
//! into the file's, and the checks that read the same for every grammar: no
//! combinator without a rule, the registry against the file, and
//! `grammar/README.md`'s table against the registry.

use std::collections::BTreeMap;
use std::path::Path;

use urigram::engine::{Registry, RuleInfo};

use crate::oracle::abnf::{Grammar, normalize_space};

/// One engine grammar under test.
pub struct Spec {
    /// Its folder under `src/grammars/`, e.g. `"rfc2396"`.
    pub folder: &'static str,
    /// Its rules, as `grammar/<folder>.abnf` has them.
    pub grammar: fn() -> &'static Grammar,
    /// Its registry.
    pub registry: &'static Registry,
    /// The heading of its section in `grammar/README.md`, e.g. `"## RFC 2396"`.
    pub readme: &'static str,
}

/// The function name of a rule name: lower case, `-` and `_` as `_`, and a
/// `_` where a lower-case letter meets an upper-case one or a digit meets a
/// letter (`IPv6reference` is `ipv6_reference`, `absoluteURI` is
/// `absolute_uri`).
pub fn function_name(rule: &str) -> String {
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
pub struct Combinator {
    /// The file it is in.
    pub file: String,
    /// Its name.
    pub name: String,
    /// The `abnf` blocks of the doc comment, in order; the first must open it.
    pub blocks: Vec<String>,
    /// Whether the doc comment opens with an `abnf` block.
    pub opens_with_abnf: bool,
}

/// Every `pub fn name(c: &mut Cursor<'_>, at: usize) -> Ends` in the files
/// of `src/grammars/<folder>/` (a raw identifier such as `r#unsafe` under its
/// plain name).
pub fn combinators(folder: &str) -> Vec<Combinator> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/grammars")
        .join(folder);
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
                    let name = rest.split('(').next().unwrap();
                    out.push(Combinator {
                        file: path.file_name().unwrap().to_string_lossy().into_owned(),
                        name: name.strip_prefix("r#").unwrap_or(name).to_string(),
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
pub fn abnf_blocks(doc: &[&str]) -> Vec<String> {
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
/// before `=` in lower case (ABNF names are case-insensitive: RFC 2396's
/// file lists `DIGIT` beside `digit`).
pub fn canonical(text: &str) -> String {
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

/// The RFC's notation in the file's: `<">` as `%x22`, `|` as `/`, and `_`
/// as `-` in rule names (outside quoted strings, where `"_"` is the
/// character itself).
pub fn transcribed(rfc: &str) -> String {
    let rfc = rfc.replace("<\">", "%x22");
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

/// Every rule of the file has its combinator whose doc opens with the rule:
/// the RFC's text in the file's notation, or, where the file spelled letters
/// as `%x` codes, the file's text in a second block.
pub fn rules_have_combinators_with_their_rule_as_doc(spec: &Spec) {
    let found = combinators(spec.folder);
    let by_name: BTreeMap<&str, &Combinator> = found.iter().map(|c| (c.name.as_str(), c)).collect();
    let mut problems = Vec::new();
    for def in &(spec.grammar)().rules {
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

/// No combinator of the folder names a rule the file lacks.
pub fn no_combinator_names_a_rule_the_file_lacks(spec: &Spec) {
    let names: Vec<String> = (spec.grammar)()
        .rules
        .iter()
        .map(|d| function_name(&d.name))
        .collect();
    let strays: Vec<String> = combinators(spec.folder)
        .into_iter()
        .filter(|c| !names.contains(&c.name))
        .map(|c| format!("{} in {}", c.name, c.file))
        .collect();
    assert!(strays.is_empty(), "combinators without a rule: {strays:?}");
}

/// The registry holds every rule of the file, found under both spellings,
/// and nothing else; `own` adds the grammar's own checks of an entry (how
/// its RFC spells names). Panics with every problem found.
pub fn registry_matches_the_file(spec: &Spec, own: impl Fn(&RuleInfo) -> Option<String>) {
    let grammar = (spec.grammar)();
    let registry = spec.registry;
    let mut problems = Vec::new();
    for def in &grammar.rules {
        match registry.find(&def.name) {
            None => problems.push(format!("{}: not in the registry", def.name)),
            Some(e) if !e.info().abnf_name().eq_ignore_ascii_case(&def.name) => {
                problems.push(format!("{}: found as {}", def.name, e.info().abnf_name()));
            }
            Some(e) if registry.find(e.info().name()).map(|x| x.info()) != Some(e.info()) => {
                problems.push(format!("{}: not found by {}", def.name, e.info().name()));
            }
            Some(_) => {}
        }
    }
    for e in registry.entries() {
        let info = e.info();
        if grammar.get(info.abnf_name()).is_none() {
            problems.push(format!("registry entry {} is not in the file", info.name()));
        }
        if function_name(info.name()) != function_name(info.abnf_name()) {
            problems.push(format!(
                "{}: two spellings, two function names",
                info.name()
            ));
        }
        problems.extend(own(info));
    }
    assert_eq!(grammar.rules.len(), registry.entries().len());
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// `grammar/README.md`'s section of the grammar has a row per rule (name,
/// document and section, function) and names no rule the grammar lacks.
pub fn readme_maps_every_rule_to_its_function(spec: &Spec) {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    let section = readme
        .split(spec.readme)
        .nth(1)
        .unwrap_or_else(|| panic!("grammar/README.md has a section {:?}", spec.readme));
    let section = section.split("\n## ").next().unwrap();
    let mut problems = Vec::new();
    for e in spec.registry.entries() {
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
        if spec.registry.find(name).is_none() {
            problems.push(format!("the README names {name}, which the grammar lacks"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
