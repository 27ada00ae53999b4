//! `grammar/rfc3986.abnf` against the code, both ways.
//!
//! Every rule of the file must have a `Rule` variant of the same spelling and
//! a public combinator in `src/grammars/rfc3986/rules/` (RFC 6874's in
//! `src/grammars/rfc6874/`) whose doc comment opens with the rule's
//! exact ABNF (compared with white space collapsed); and no combinator or
//! variant may name a rule the file lacks. `grammar/README.md` is checked the
//! same way, so the table cannot drift from the code.

use std::collections::BTreeMap;
use std::path::Path;

use urigram::Rule;

use crate::oracle::abnf::{Grammar, normalize_space, references};
use crate::oracle::regex::grammar;

/// The function name of an ABNF rule name: lower case, `-` as `_`, and a `_`
/// where a lower-case letter meets an upper-case one or a digit meets a
/// letter (`IPvFuture` is `ipv_future`, `IPv6address` is `ipv6_address`).
pub fn function_name(rule: &str) -> String {
    let mut out = String::new();
    let mut prev: Option<char> = None;
    for c in rule.chars() {
        if let Some(p) = prev {
            let boundary = (p.is_ascii_lowercase() && c.is_ascii_uppercase())
                || (p.is_ascii_digit() && c.is_ascii_alphabetic());
            if boundary {
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

/// A public combinator found in RFC 3986's rules or RFC 6874's.
#[derive(Debug)]
pub struct Combinator {
    pub module: String,
    /// The file, from the crate root: `src/grammars/rfc3986/rules/host.rs`.
    pub file: String,
    pub name: String,
    /// The lines of the first ```abnf block of its doc comment, if the doc
    /// comment opens with one.
    pub abnf: Option<String>,
}

/// The folders that hold combinators of `rules::`: RFC 3986's rules, and
/// RFC 6874's two beside them.
pub const RULE_DIRS: [&str; 2] = ["src/grammars/rfc3986/rules", "src/grammars/rfc6874"];

/// Every `pub fn name(input: Input<'_>) -> IResult<...>` in the `.rs` files
/// of [`RULE_DIRS`], with the ABNF block its doc comment opens with.
pub fn combinators() -> Vec<Combinator> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = RULE_DIRS
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let module = file.file_stem().unwrap().to_string_lossy().into_owned();
        let path = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let source = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = source.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(rest) = line.strip_prefix("pub fn ") else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let signature: String = lines[i..]
                .iter()
                .take_while(|l| !l.contains('{'))
                .chain(lines[i..].iter().find(|l| l.contains('{')))
                .copied()
                .collect::<Vec<_>>()
                .join(" ");
            let sig = normalize_space(&signature);
            if !sig.contains("(input: Input<'_>) -> IResult<") {
                continue;
            }
            out.push(Combinator {
                module: module.clone(),
                file: path.clone(),
                name,
                abnf: doc_abnf(&lines[..i]),
            });
        }
    }
    out
}

/// The doc comment that ends just above the item, if it opens with an
/// ```abnf block: that block's lines.
pub fn doc_abnf(above: &[&str]) -> Option<String> {
    let doc: Vec<&str> = above
        .iter()
        .rev()
        .map(|l| l.trim_start())
        .take_while(|l| l.starts_with("///") || l.starts_with("#["))
        .filter(|l| l.starts_with("///"))
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .map(|l| {
            // `/// text`: the doc text is what follows the one space.
            let l = l.trim_start_matches("///");
            l.strip_prefix(' ').unwrap_or(l).trim_end()
        })
        .collect();
    let mut lines = doc.into_iter();
    if lines.next()?.trim() != "```abnf" {
        return None;
    }
    let block: Vec<&str> = lines.take_while(|l| l.trim() != "```").collect();
    Some(block.join("\n"))
}

#[test]
fn function_names_follow_the_rule() {
    for (rule, f) in [
        ("IP-literal", "ip_literal"),
        ("IPv6address", "ipv6_address"),
        ("IPv4address", "ipv4_address"),
        ("IPvFuture", "ipv_future"),
        ("absolute-URI", "absolute_uri"),
        ("URI-reference", "uri_reference"),
        ("path-noscheme", "path_noscheme"),
        ("h16", "h16"),
        ("ls32", "ls32"),
        ("ALPHA", "alpha"),
    ] {
        assert_eq!(function_name(rule), f);
    }
}

#[test]
fn grammar_file_holds_appendix_a_and_the_core_rules() {
    let g = grammar();
    assert_eq!(g.rules.len(), 39, "{:?}", g.names());
    let core = ["ALPHA", "DIGIT", "HEXDIG"];
    assert_eq!(&g.names()[36..], core);
    // Every rule it refers to is defined in the file, so the file stands alone.
    for def in &g.rules {
        let mut refs = Vec::new();
        references(&def.body, &mut refs);
        for r in refs {
            assert!(g.get(&r).is_some(), "{} refers to undefined {r}", def.name);
        }
    }
    // Every rule is used by URI-reference or is one of the four entry
    // points and their character classes, so none is a stray.
    let mut used = Vec::new();
    for def in &g.rules {
        references(&def.body, &mut used);
    }
    let unused: Vec<&str> = g
        .names()
        .into_iter()
        .filter(|n| !used.iter().any(|u| u.eq_ignore_ascii_case(n)))
        .collect();
    assert_eq!(
        unused,
        ["URI-reference", "absolute-URI", "path", "reserved"],
        "rules no other rule refers to"
    );
}

#[test]
fn every_rule_has_a_variant_and_every_variant_a_rule() {
    let g = grammar();
    let ours: Vec<&str> = Rule::ALL.iter().map(|r| r.abnf_name()).collect();
    // Same names, same spelling, and in the order of the file, which is the
    // order Rule::ALL documents (Appendix A, then the core rules).
    assert_eq!(ours, g.names());
    for def in &g.rules {
        let rule = Rule::from_abnf_name(&def.name).unwrap();
        assert_eq!(rule.abnf_name(), def.name);
        assert_eq!(def.name.parse::<Rule>().unwrap(), rule);
    }
}

#[test]
fn every_rule_has_a_combinator_documented_with_its_abnf() {
    let g = grammar();
    let found = combinators();
    let mut by_name: BTreeMap<&str, Vec<&Combinator>> = BTreeMap::new();
    for c in &found {
        by_name.entry(c.name.as_str()).or_default().push(c);
    }
    let mut problems = Vec::new();
    for def in &g.rules {
        let f = function_name(&def.name);
        match by_name.get(f.as_str()).map(Vec::as_slice) {
            None | Some([]) => problems.push(format!("{}: no combinator {f}", def.name)),
            Some([c]) => match &c.abnf {
                None => problems.push(format!(
                    "{}: the doc of rules::{}::{f} does not open with an ```abnf block",
                    def.name, c.module
                )),
                Some(doc) if normalize_space(doc) != normalize_space(&def.text) => {
                    problems.push(format!(
                        "{}: the doc of rules::{}::{f} says\n{doc}\nbut line {} of the grammar says\n{}",
                        def.name, c.module, def.line, def.text
                    ))
                }
                Some(_) => {}
            },
            Some(many) => problems.push(format!("{}: {} combinators {f}", def.name, many.len())),
        }
    }
    // RFC 6874's rules are RFC 3986's with two more; tests/rfc6874.rs checks
    // those against grammar/rfc6874.abnf.
    let rfc6874 = Grammar::load_file("rfc6874.abnf");
    for c in &found {
        let named = |g: &Grammar| g.rules.iter().any(|d| function_name(&d.name) == c.name);
        if !named(g) && !named(&rfc6874) {
            problems.push(format!(
                "rules::{}::{} names no rule of the grammar file",
                c.module, c.name
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
}

#[test]
fn doc_blocks_name_no_rule_the_file_lacks() {
    // Any ```abnf block in RULE_DIRS that defines a rule must define one of
    // the file's rules (or RFC 6874's two), with the file's text.
    let g = grammar();
    let rfc6874 = Grammar::load_file("rfc6874.abnf");
    for c in combinators() {
        let Some(doc) = c.abnf else { continue };
        let parsed =
            Grammar::parse(&doc).unwrap_or_else(|e| panic!("rules::{}::{}: {e}", c.module, c.name));
        for def in parsed.rules {
            let theirs = g
                .get(&def.name)
                .or_else(|| rfc6874.get(&def.name))
                .unwrap_or_else(|| panic!("rules::{} defines unknown {}", c.module, def.name));
            assert_eq!(theirs.body, def.body, "{}", def.name);
        }
    }
}

/// The rows of the table in `grammar/README.md`: rule, section, module,
/// function, AST type. RFC 3986's table comes first; each other grammar has
/// a `## ` section of its own after it, checked by that grammar's tests.
fn readme_rows() -> Vec<[String; 5]> {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    text.lines()
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with("| `"))
        .map(|l| {
            let cells: Vec<String> = l
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().trim_matches('`').to_string())
                .collect();
            assert_eq!(cells.len(), 5, "{l}");
            [
                cells[0].clone(),
                cells[1].clone(),
                cells[2].clone(),
                cells[3].clone(),
                cells[4].clone(),
            ]
        })
        .collect()
}

#[test]
fn grammar_readme_table_matches_the_code() {
    let g = grammar();
    let rows = readme_rows();
    let names: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(names, g.names(), "one row per rule, in the file's order");
    let found = combinators();
    for [rule, section, module, function, _ast] in &rows {
        let r = Rule::from_abnf_name(rule).unwrap();
        assert_eq!(section, r.section(), "{rule}");
        assert_eq!(
            function,
            &format!("rules::{}", function_name(rule)),
            "{rule}"
        );
        let c = found
            .iter()
            .find(|c| format!("rules::{}", c.name) == *function)
            .unwrap_or_else(|| panic!("{rule}: no combinator {function}"));
        assert_eq!(module, &c.file, "{rule}");
    }
}
