//! The oracle agreement of every grammar on the engine, written once: a
//! grammar's rules (through `urigram::grammars::ALL`) against the DFA oracle
//! built from its ABNF file, on hand-picked inputs, on strings generated
//! from the grammar and on those strings with one byte edited.
//!
//! A rule must give the oracle's verdict and, on rejection, the oracle's
//! offset, and so must its compiled automaton and its set-of-ends engine
//! each on its own: the first byte at which the input stops being a prefix of any
//! string the rule accepts. The expected set must tell the truth: every byte
//! that could come at the offset is in a listed class, the end of input is
//! listed exactly when the input could end there, and no listed item is one
//! that could not come there. A valid input of a rule with a typed tree must
//! pass the grammar's own tree check ([`Spec::tree`]).
//!
//! `rfc2396_oracle`, `rfc1808_oracle` and `rfc1945_oracle` each give a
//! [`Spec`], their hand-picked examples and their tree checks.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use urigram::engine::Error;
use urigram::grammars::{self, GrammarRule};

use crate::oracle::abnf::Grammar;
use crate::oracle::generate;
use crate::oracle::regex::{Oracle, Verdict};

/// One grammar on the engine, as the harness runs it.
pub struct Spec {
    /// The grammar's name in `urigram::grammars::ALL` (its file is
    /// `grammar/NAME.abnf`).
    pub grammar: &'static str,
    /// What the grammar's typed tree must hold of a valid input of the rule
    /// named (in the file's spelling); `Ok` for a rule without a tree.
    pub tree: fn(&str, &[u8]) -> Result<(), String>,
}

impl Spec {
    /// `grammar/NAME.abnf`, read once per run.
    pub fn abnf(&self) -> &'static Grammar {
        static FILES: OnceLock<Mutex<HashMap<&'static str, &'static Grammar>>> = OnceLock::new();
        let files = FILES.get_or_init(|| Mutex::new(HashMap::new()));
        let mut files = files.lock().unwrap();
        files.entry(self.grammar).or_insert_with(|| {
            Box::leak(Box::new(Grammar::load_file(&format!(
                "{}.abnf",
                self.grammar
            ))))
        })
    }

    /// The rule named `name` (either spelling).
    fn rule(&self, name: &str) -> Result<GrammarRule, String> {
        grammars::named(self.grammar)
            .and_then(|g| g.rule(name))
            .ok_or_else(|| format!("no {} rule {name}", self.grammar))
    }

    /// The oracle of rule `name` (the file's spelling), built once per run.
    pub fn oracle(&self, name: &str) -> &'static Oracle {
        static CACHE: OnceLock<Mutex<HashMap<(String, String), &'static Oracle>>> = OnceLock::new();
        let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
        let key = (self.grammar.to_owned(), name.to_ascii_lowercase());
        if let Some(o) = cache.lock().unwrap().get(&key) {
            return o;
        }
        let built: &'static Oracle = Box::leak(Box::new(
            Oracle::build(self.abnf(), name).unwrap_or_else(|e| panic!("{e}")),
        ));
        cache.lock().unwrap().entry(key).or_insert(built)
    }

    /// The oracle's verdict for rule `name` (either spelling) on `input`.
    pub fn verdict(&self, name: &str, input: &[u8]) -> Verdict {
        let abnf = self.rule(name).map_or(name, |r| r.info().abnf_name());
        self.oracle(abnf).verdict(input)
    }

    /// Whether urigram's rule `name` agrees with the oracle on `input`; the
    /// disagreement, in words, if not.
    pub fn agree(&self, name: &str, input: &[u8]) -> Result<(), String> {
        let rule = self.rule(name)?;
        let name = rule.info().abnf_name();
        let shown = input.escape_ascii();
        let verdict = self.oracle(name).verdict(input);
        if let Some(entry) = rule.engine_entry() {
            // The compiled automaton and the set-of-ends engine, each on
            // its own (`check` asks the first and explains with the second).
            let want = match verdict {
                Verdict::Match => None,
                Verdict::Fail(at) => Some(at),
            };
            // RFC 3987's automaton, over the UTF-8 bytes of its
            // characters, reports its dead byte at the start of its
            // character, as the oracle does.
            match crate::engine_automaton::first_failure(&rule, input) {
                Some(got) if got != want => {
                    return Err(format!(
                        "{name} \"{shown}\": the automaton gives {got:?}, the oracle {want:?}"
                    ));
                }
                Some(_) => {}
                None => return Err(format!("{name}: no automaton")),
            }
            let ends = entry.check_by_ends(input).err().map(|e| e.offset());
            if ends != want {
                return Err(format!(
                    "{name} \"{shown}\": the set-of-ends engine gives {ends:?}, the oracle {want:?}"
                ));
            }
        }
        match (verdict, rule.check(input)) {
            (Verdict::Match, Ok(())) => (self.tree)(name, input),
            (Verdict::Fail(at), Err(e)) if e.offset() == at => {
                self.expected_agrees(name, input, at, &e)
            }
            (Verdict::Fail(at), Err(e)) => Err(format!(
                "{name} \"{shown}\": urigram fails at {}, the oracle at {at}: {e}",
                e.offset()
            )),
            (Verdict::Fail(at), Ok(())) => Err(format!(
                "{name} \"{shown}\": urigram accepts, the oracle fails at {at}"
            )),
            (Verdict::Match, Err(e)) => Err(format!(
                "{name} \"{shown}\": the oracle accepts, urigram fails: {e}"
            )),
        }
    }

    /// Whether the expected set tells the truth about the byte at `at`, by
    /// the oracle: every byte that keeps the input viable there is in some
    /// listed class, the end of input is listed exactly when the input could
    /// end there, and every listed class holds at least one viable byte.
    fn expected_agrees(
        &self,
        name: &str,
        input: &[u8],
        at: usize,
        e: &Error,
    ) -> Result<(), String> {
        let (viable, end) = self.oracle(name).next(input, at);
        let items: Vec<_> = e.expected().collect();
        let shown = input.escape_ascii();
        let lacking: Vec<u8> = viable
            .iter()
            .copied()
            .filter(|&b| !items.iter().any(|x| x.matches(b)))
            .collect();
        if !lacking.is_empty() {
            return Err(format!(
                "{name} \"{shown}\" at {at}: expected {items:?} lacks \"{}\"",
                lacking.escape_ascii()
            ));
        }
        let lists_end = items.iter().any(|x| x.is_end());
        if end != lists_end {
            return Err(format!(
                "{name} \"{shown}\" at {at}: the input {} end there, but expected is {items:?}",
                if end { "may" } else { "may not" }
            ));
        }
        for x in &items {
            if !x.is_end() && !x.bytes().any(|b| viable.contains(&b)) {
                return Err(format!(
                    "{name} \"{shown}\" at {at}: expected lists {x}, which cannot come there"
                ));
            }
        }
        Ok(())
    }

    /// Hand-picked inputs, valid or not by the RFC text: the oracle must give
    /// the RFC's verdict, and urigram the oracle's.
    pub fn examples(&self, examples: &[(&str, &[u8], bool)]) {
        let mut problems = Vec::new();
        for &(name, input, valid) in examples {
            let v = self.verdict(name, input);
            if (v == Verdict::Match) != valid {
                problems.push(format!(
                    "oracle: {name} \"{}\" gives {v:?}",
                    input.escape_ascii()
                ));
            }
            if let Err(e) = self.agree(name, input) {
                problems.push(e);
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    /// Runs `cases` cases of `strategy` for rule `name`, checking every
    /// input with [`Spec::agree`]; failures are kept in
    /// `tests/oracle/regressions/GRAMMAR-WHAT-RULE.txt` and replayed first.
    /// Returns how many inputs were checked, and how many of them were
    /// rejections (which agreed at the oracle's offset).
    fn run_rule<S>(&self, name: &str, what: &str, cases: u32, strategy: S) -> (usize, usize)
    where
        S: Strategy<Value = Vec<Vec<u8>>>,
    {
        let file = format!(
            "{}/tests/oracle/regressions/{}-{what}-{name}.txt",
            env!("CARGO_MANIFEST_DIR"),
            self.grammar
        );
        let config = Config {
            cases,
            failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
                file.into_boxed_str(),
            )))),
            ..Config::default()
        };
        let checked = std::sync::atomic::AtomicUsize::new(0);
        let rejected = std::sync::atomic::AtomicUsize::new(0);
        let oracle = self.oracle(name);
        let mut runner = TestRunner::new(config);
        let result = runner.run(&strategy, |inputs| {
            for input in &inputs {
                self.agree(name, input).map_err(TestCaseError::fail)?;
                checked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if oracle.verdict(input) != Verdict::Match {
                    rejected.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                }
            }
            Ok(())
        });
        if let Err(e) = result {
            panic!("{what} strings of {} {name}: {e}", self.grammar);
        }
        (checked.into_inner(), rejected.into_inner())
    }

    /// Generated strings of every rule of the file, then the same with one
    /// byte edited. Returns how many inputs agreed, and how many of those
    /// were rejections at the oracle's offset.
    pub fn every_rule(&self, generated: u32, mutated: u32) -> (usize, usize) {
        let mut checked = (0, 0);
        for def in &self.abnf().rules {
            let name = def.name.as_str();
            let strings = generate::rule_in(self.abnf(), name);
            let (c, r) = self.run_rule(
                name,
                "generated",
                generated,
                strings.clone().prop_map(|s| vec![s]),
            );
            checked = (checked.0 + c, checked.1 + r);
            let edited = (strings, generate::mutation()).prop_map(|(s, m)| {
                let t = m.apply(&s);
                vec![s, t]
            });
            let (c, r) = self.run_rule(name, "mutated", mutated, edited);
            checked = (checked.0 + c, checked.1 + r);
        }
        checked
    }

    /// The large run, by hand: `ORACLE_CASES` generated cases per rule
    /// (2,000 unless set), twice as many mutated; prints what it checked.
    #[allow(clippy::print_stderr)]
    pub fn large_run(&self) {
        let cases: u32 = std::env::var("ORACLE_CASES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(2_000);
        let (checked, rejected) = self.every_rule(cases, 2 * cases);
        eprintln!(
            "{} oracle: {} rules, {cases} generated and {} mutated cases each: {checked} inputs agree, {rejected} of them rejections at the oracle's offset",
            self.grammar,
            self.abnf().rules.len(),
            2 * cases
        );
    }
}
