//! The compiled automata of the grammars on the engine (RFC 3987's over the
//! UTF-8 bytes of its characters) against the set-of-ends engine, their independent oracle (issue 21, item 5): every
//! rule of every such grammar has an automaton, and on every input both
//! give the same verdict, the same offset, and (since `check` explains a
//! failure from the automaton's state) the same expected set and rule
//! path. The inputs: the snapshot
//! catalogs of each grammar under their rules, lines of the real URL
//! lists and of `benches/data/mixed.txt` under each top rule, and the
//! hostile shapes of `linear_alloc` under each top rule. (The oracle
//! harness, `engine_oracle`, holds both to the DFA oracle of the ABNF file
//! on generated and mutated strings of every rule.) Deciding allocates
//! nothing once the automaton is built.

use std::path::Path;

use allocation_counter::measure;
use urigram::grammars::{self, GrammarRule};

/// The grammars on the engine.
const ENGINE: [&str; 5] = ["rfc2396", "rfc1808", "rfc1945", "rfc3987", "rfc6570"];

/// Where the automaton of `rule` stops, as the grammar reports it: RFC
/// 3987's automaton reads UTF-8 bytes, and its combinators point at the
/// start of the character that cannot come (or of a sequence that is not
/// UTF-8), so its first dead byte is taken back to the start of its
/// character. Every byte before it was viable, so only the last character
/// can be cut short there: the start of that character is where the text
/// before the dead byte stops being whole UTF-8.
pub fn first_failure(rule: &GrammarRule, input: &[u8]) -> Option<Option<usize>> {
    let automaton = rule.engine_entry()?.automaton()?;
    let at = automaton.first_failure(input);
    if !matches!(rule.grammar().name(), "rfc3987" | "rfc6570") {
        return Some(at);
    }
    Some(at.map(|at| std::str::from_utf8(&input[..at]).map_or_else(|e| e.valid_up_to(), |_| at)))
}

/// The automaton's answer and the set-of-ends engine's, as offsets (`None`
/// for a match); a disagreement in words.
fn agree(rule: &GrammarRule, input: &[u8]) -> Result<(), String> {
    let entry = rule.engine_entry().ok_or("not an engine rule")?;
    let fast = first_failure(rule, input)
        .ok_or_else(|| format!("{}: no automaton", rule.info().name()))?;
    let ends = entry.check_by_ends(input).err().map(|e| e.offset());
    if fast != ends || entry.is_valid(input) != fast.is_none() {
        return Err(format!(
            "{} {}: the automaton gives {fast:?}, the set-of-ends engine {ends:?}",
            rule.info().name(),
            input.escape_ascii()
        ));
    }
    // `check` answers as the set-of-ends engine does, diagnostic and all.
    match (entry.check(input), entry.check_by_ends(input)) {
        (Ok(()), Ok(())) => Ok(()),
        (Err(a), Err(b)) if a == b => Ok(()),
        (a, b) => Err(format!(
            "{} {}: check gives {a:?}, check_by_ends {b:?}",
            rule.info().name(),
            input.escape_ascii()
        )),
    }
}

#[test]
fn every_rule_of_every_engine_grammar_has_an_automaton() {
    for name in ENGINE {
        let g = grammars::named(name).unwrap();
        for info in g.rules() {
            let rule = g.rule(info.abnf_name()).unwrap();
            let entry = rule.engine_entry().unwrap();
            let a = entry.automaton();
            assert!(a.is_some(), "{name} {}", info.name());
            assert!(a.unwrap().states() > 1, "{name} {}", info.name());
        }
        // A rule's automaton is its own, not another rule's: two entries
        // given one slot would share one.
        let entries: Vec<_> = g
            .rules()
            .map(|i| g.rule(i.abnf_name()).unwrap().engine_entry().unwrap())
            .collect();
        for (i, a) in entries.iter().enumerate() {
            for b in &entries[i + 1..] {
                assert!(
                    !std::ptr::eq(a.automaton().unwrap(), b.automaton().unwrap()),
                    "{name}: {} and {} share an automaton",
                    a.info().name(),
                    b.info().name()
                );
            }
        }
    }
}

#[test]
fn the_catalogs_agree() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for name in ENGINE {
        let g = grammars::named(name).unwrap();
        for file in ["valid.txt", "invalid.txt"] {
            for e in crate::catalog::read(name, file) {
                let rule = g.rule(&e.rule).unwrap();
                if let Err(p) = agree(&rule, &e.input) {
                    problems.push(format!("{name} {file}: {p}"));
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "{checked} catalog lines");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every 25th line of the real URL lists and of the mixed corpus (about
/// 8,000 inputs, valid and not under each grammar; the set-of-ends engine is
/// slow in a debug build).
#[test]
fn the_corpora_agree_under_every_top_rule() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("benches/data/mixed.txt")];
    files.extend(crate::real_urls::paths());
    for name in ENGINE {
        let top = grammars::named(name).unwrap().top_rule();
        let (mut valid, mut invalid) = (0, 0);
        for path in &files {
            let bytes = crate::real_urls::read(path);
            for line in bytes.split(|&b| b == b'\n').step_by(25) {
                let e = top.engine_entry().unwrap();
                // The set-of-ends engine is the slow one: its answer on each line.
                let fast = first_failure(&top, line).unwrap();
                let by_ends = e.check_by_ends(line);
                let ends = by_ends.as_ref().err().map(|e| e.offset());
                assert_eq!(fast, ends, "{name} {}", line.escape_ascii());
                // The diagnostic too: expected set, rule path and all.
                assert_eq!(e.check(line), by_ends, "{name} {}", line.escape_ascii());
                if fast.is_none() {
                    valid += 1;
                } else {
                    invalid += 1;
                }
            }
        }
        assert!(valid > 1_000, "{name}: {valid} valid lines");
        assert!(invalid > 0, "{name}: no invalid line");
    }
}

#[test]
fn hostile_shapes_agree() {
    let shapes: &[(&str, &str)] = &[
        ("http://h/", "%41"),
        ("http://", ":"),
        ("http://", "@"),
        ("http://", "["),
        ("http://[", "1:"),
        ("http://h", "/.."),
        ("", "a:"),
        ("http://", "1."),
        ("http://h/", ";a"),
        ("http://", "a:b"),
        ("http://h/?", "a=b&"),
        ("http://h/", " "),
        ("http://h/", "%2e%2e/"),
    ];
    for name in ENGINE {
        let top = grammars::named(name).unwrap().top_rule();
        for (prefix, unit) in shapes {
            for n in [1, 2, 3, 50, 1000] {
                let input = format!("{prefix}{}", unit.repeat(n));
                agree(&top, input.as_bytes()).unwrap();
                let mut with_end = input.clone();
                with_end.push_str("/x");
                agree(&top, with_end.as_bytes()).unwrap();
                // Cut in its last unit (a `%41` run ending `%4`): the error
                // comes at the end, after the longest run of live readings.
                agree(&top, &input.as_bytes()[..input.len() - 1]).unwrap();
                let mut spaced = input.clone();
                spaced.push(' ');
                agree(&top, spaced.as_bytes()).unwrap();
            }
        }
    }
}

/// RFC 3987's `IRI-reference` check explains a rejected line longer than
/// 64 KiB (4 KiB for ASCII) by an automaton rather than by the combinators (so its
/// error path stays linear at one table step a byte): the same error,
/// offset, words and rule path, as the combinators give, on hostile lines
/// past that length, ASCII and not (an error inside a multi-byte character,
/// an `iprivate` outside the query).
#[test]
fn long_rejected_iris_are_explained_as_the_combinators_explain_them() {
    let entry = &grammars::rfc3987::REGISTRY.entries()[0];
    let shapes: &[(&str, &str, &str)] = &[
        ("http://h/", "%41", "%4"),
        ("http://", "a:b", ""),
        ("http://", "@", "@"),
        ("http://[", "1:", ""),
        ("http://h/", ";a", "#%"),
        ("http://h/?", "a=b&", "\u{7f}"),
        ("http://h/", "\u{e9}", "\u{fff0}"),
        ("http://\u{4f8b}/", "%41", "\u{e000}"),
        ("http://h/?", "\u{e000}", "#\u{e000}"),
    ];
    for (prefix, unit, end) in shapes {
        let input = format!("{prefix}{}{end}", unit.repeat(70_000 / unit.len()));
        assert!(input.len() > 64 * 1024);
        let by_ends = entry.check_by_ends(input.as_bytes());
        assert!(by_ends.is_err(), "{prefix}{unit}...{end}");
        assert_eq!(
            grammars::rfc3987::check("IRI-reference", &input).unwrap(),
            by_ends,
            "{prefix}{unit}...{end}"
        );
    }
}

/// The automaton path of RFC 3987's check (the one a line over 64 KiB, or 4 KiB of ASCII,
/// takes; an ASCII line through the smaller ASCII automaton) gives the
/// combinators' error on every catalog line and every 7th line of the
/// corpora, ASCII or not, valid or not.
#[test]
fn iri_checks_by_automaton_agree_with_the_combinators() {
    let entry = &grammars::rfc3987::REGISTRY.entries()[0];
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut lines: Vec<Vec<u8>> = Vec::new();
    for file in ["valid.txt", "invalid.txt"] {
        for e in crate::catalog::read("rfc3987", file) {
            lines.push(e.input.clone());
        }
    }
    let mut files = vec![root.join("benches/data/mixed.txt")];
    files.extend(crate::real_urls::paths());
    for path in files {
        let bytes = crate::real_urls::read(&path);
        lines.extend(bytes.split(|&b| b == b'\n').step_by(7).map(<[u8]>::to_vec));
    }
    let mut rejected = 0;
    for line in &lines {
        let by_ends = entry.check_by_ends(line);
        rejected += usize::from(by_ends.is_err());
        assert_eq!(
            grammars::rfc3987::check_by_automaton(line),
            by_ends,
            "{}",
            line.escape_ascii()
        );
    }
    assert!(rejected > 50, "{rejected} rejected lines");
}

#[test]
fn deciding_allocates_nothing_once_built() {
    for name in ENGINE {
        let entry = grammars::named(name)
            .unwrap()
            .top_rule()
            .engine_entry()
            .unwrap();
        let long = format!("http://example.com/{}", "a/%41;b".repeat(10_000));
        assert!(entry.automaton().is_some());
        let info = measure(|| {
            std::hint::black_box(entry.is_valid(long.as_bytes()));
            std::hint::black_box(entry.is_valid(b"http://h/a b"));
        });
        assert_eq!(info.count_total, 0, "{name}");
    }
}

/// `check` explains a failure by the automaton's state, from the state's
/// shortest path (see `urigram::engine`'s "Where a failure's words come
/// from"), which is exact only if the words do not depend on the way the
/// input came into the state. For every state of every rule's automaton,
/// every way in from another state's shortest path (that path, then one
/// byte of each class) is held to the set-of-ends engine on that very
/// input: the input ending there, and with a byte after it on which every
/// reading dies.
#[test]
fn every_way_into_a_state_is_explained_alike() {
    let mut checked = 0;
    for name in ENGINE {
        let g = grammars::named(name).unwrap();
        for info in g.rules() {
            let entry = g.rule(info.abnf_name()).unwrap().engine_entry().unwrap();
            let a = entry.automaton().unwrap();
            let bytes = a.class_representatives();
            for from in 1..a.states() as u32 {
                let path = a.path_to(from);
                for &b in &bytes {
                    let mut input = path.clone();
                    input.push(b);
                    let Some(to) = a.state_after(&input) else {
                        continue;
                    };
                    let killer = bytes.iter().find(|&&k| {
                        let mut longer = input.clone();
                        longer.push(k);
                        a.state_after(&longer).is_none()
                    });
                    let mut inputs = vec![input.clone()];
                    if let Some(&k) = killer {
                        inputs.push([input.as_slice(), &[k]].concat());
                    }
                    for input in inputs {
                        assert_eq!(
                            entry.check(&input),
                            entry.check_by_ends(&input),
                            "{name} {} into state {to} from {from}: {}",
                            info.name(),
                            input.escape_ascii()
                        );
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked} inputs");
}
