//! A grammar's rules by name, and matching a whole input against one.

use super::compiled::{Compiled, SLOTS};
use super::dfa::Automaton;
use super::error::Error;
use super::matcher::{Cursor, Failure, Matcher};
use super::rule::RuleInfo;

/// One rule of a registry: what it is, its combinator, and (where the
/// grammar gives its ABNF file) its compiled automaton.
#[derive(Debug)]
pub struct Entry {
    info: &'static RuleInfo,
    matcher: Matcher,
    compiled: Option<(&'static Compiled, usize)>,
}

impl Entry {
    /// The rule `info`, matched by `matcher`.
    #[must_use]
    pub const fn new(info: &'static RuleInfo, matcher: Matcher) -> Entry {
        Entry {
            info,
            matcher,
            compiled: None,
        }
    }

    /// The same rule, decided by the automaton of its ABNF rule
    /// ([`RuleInfo::abnf_name`]) in `grammar`, kept in `slot` (each rule of
    /// a grammar its own, below [`SLOTS`]). The combinator stays: it
    /// explains a failure, and is the automaton's test oracle.
    ///
    /// # Panics
    /// At compile time, if `slot` is not below [`SLOTS`].
    #[must_use]
    pub const fn compiled(self, grammar: &'static Compiled, slot: usize) -> Entry {
        assert!(slot < SLOTS, "an automaton slot out of range");
        Entry {
            compiled: Some((grammar, slot)),
            ..self
        }
    }

    /// The rule's deterministic automaton, compiled from the grammar's ABNF
    /// file on first use; `None` for a rule without one.
    #[must_use]
    pub fn automaton(&self) -> Option<&'static Automaton> {
        let (grammar, slot) = self.compiled?;
        grammar.automaton(slot, self.info.abnf_name())
    }

    /// Whether the whole of `input` matches the rule: one pass of the
    /// automaton where the rule has one.
    #[must_use]
    pub fn is_valid(&self, input: &[u8]) -> bool {
        match self.automaton() {
            Some(a) => a.is_match(input),
            None => self.check_by_ends(input).is_ok(),
        }
    }

    /// What the rule is: names, document, section.
    #[must_use]
    pub fn info(&self) -> &'static RuleInfo {
        self.info
    }

    /// The rule's combinator.
    #[must_use]
    pub fn matcher(&self) -> Matcher {
        self.matcher
    }

    /// Matches the whole of `input` against the rule.
    ///
    /// Where the rule has an automaton, this is one pass of it over the
    /// input, whatever the answer. A failure's offset is where the pass
    /// stopped; its expected set and rule path are those of the state the
    /// automaton was in there, worked out once per state by the set-of-ends
    /// engine on that state's witness (the shortest input that reaches it,
    /// [`Automaton`]'s breadth-first path, a few dozen bytes at most) and
    /// kept. The set-of-ends engine records at an offset only what the
    /// readings alive there try, and which readings are alive is what the
    /// state is, so the words do not depend on how long the input was
    /// before the offset; the tests and the `engine_automata` fuzz target
    /// hold the answer to [`Entry::check_by_ends`] on the whole input.
    ///
    /// # Errors
    ///
    /// Where the input stopped being a prefix of any string the rule
    /// accepts, and why.
    pub fn check(&self, input: &[u8]) -> Result<(), Error> {
        let (Some((grammar, slot)), Some(automaton)) = (self.compiled, self.automaton()) else {
            return self.check_by_ends(input);
        };
        let Some((offset, state)) = automaton.failure(input) else {
            return Ok(());
        };
        let work = || {
            let (witness, offset) = automaton.witness(state);
            match Cursor::new(&witness).whole(self.info, self.matcher) {
                Err(f) if f.offset == offset => Some((f.expected, f.rules)),
                _ => None,
            }
        };
        match grammar.explained(slot, automaton, state, work) {
            Some((expected, rules)) => Err(Error::new(
                input,
                Failure {
                    offset,
                    expected,
                    rules,
                },
            )),
            None => self.check_by_ends(input),
        }
    }

    /// [`Entry::check`] on the set-of-ends engine alone (every reading
    /// followed by the combinators), whatever the automaton says: the
    /// independent implementation the automaton is tested against.
    ///
    /// # Errors
    ///
    /// As [`Entry::check`].
    pub fn check_by_ends(&self, input: &[u8]) -> Result<(), Error> {
        Cursor::new(input)
            .whole(self.info, self.matcher)
            .map_err(|f| Error::new(input, f))
    }
}

/// The rules of one grammar, in the order of its ABNF file.
///
/// ```
/// use urigram::grammars::rfc2396;
/// let rule = rfc2396::REGISTRY.find("hier_part").unwrap();
/// assert_eq!(rule.info().section(), "3");
/// assert!(rfc2396::REGISTRY.find("hier-part").is_some());
/// assert!(rule.check(b"//example.com/a?b").is_ok());
/// assert_eq!(rule.check(b"//a b").unwrap_err().offset(), 3);
/// ```
#[derive(Debug)]
pub struct Registry {
    name: &'static str,
    title: &'static str,
    entries: &'static [Entry],
}

impl Registry {
    /// The grammar `name` (as the CLI will name it, e.g. `"rfc2396"`),
    /// described by `title`, with its rules.
    #[must_use]
    pub const fn new(name: &'static str, title: &'static str, entries: &'static [Entry]) -> Self {
        Registry {
            name,
            title,
            entries,
        }
    }

    /// The grammar's short name, e.g. `"rfc2396"`.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// What the grammar is, in a few words.
    #[must_use]
    pub const fn title(&self) -> &'static str {
        self.title
    }

    /// Every rule, in the order of the grammar's ABNF file.
    #[must_use]
    pub fn entries(&self) -> &'static [Entry] {
        self.entries
    }

    /// The rule named `name`, in the RFC's spelling or the ABNF file's, in
    /// any case.
    #[must_use]
    pub fn find(&self, name: &str) -> Option<&'static Entry> {
        self.entries.iter().find(|e| e.info.is_named(name))
    }
}
