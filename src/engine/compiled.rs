//! A grammar's ABNF file, compiled on first use into one deterministic
//! automaton per rule: what a [`super::Entry`] decides and locates with.

use std::sync::OnceLock;

use super::abnf::Rules;
use super::dfa::Automaton;
use super::expected::ExpectedSet;
use super::nfa::Nfa;
use super::rule::RuleStack;

/// The words of a failure in one state of an automaton: what was expected
/// at the offset and the rule path, or `None` where the set-of-ends engine
/// did not fail on the state's witness where the automaton does (which the
/// tests hold never to happen; the whole input is then explained by the
/// set-of-ends engine).
pub(crate) type Explained = Option<(ExpectedSet, RuleStack)>;

/// The words of each state of one automaton, by state number, each set the
/// first time an input dies in that state.
type StateWords = Box<[OnceLock<Box<Explained>>]>;

/// How many rules of one grammar can have an automaton (each
/// [`super::Entry::compiled`] names its slot below this).
pub const SLOTS: usize = 96;

/// The text of a grammar's ABNF file, and the automata of its rules, each
/// built the first time it is asked for (a few milliseconds), then shared
/// by every thread.
///
/// A grammar declares one as a `static` and gives each rule's
/// [`super::Entry`] its own slot with [`super::Entry::compiled`]; a grammar
/// whose entries name none keeps matching on the set-of-ends engine alone.
///
/// ```
/// use urigram::engine::Compiled;
/// static TOY: Compiled = Compiled::new("greeting = \"hi\" 1*\"!\"\n");
/// let a = TOY.compile("greeting").unwrap();
/// assert!(a.is_match(b"HI!!"));
/// assert_eq!(a.first_failure(b"hi?"), Some(2));
/// ```
pub struct Compiled {
    abnf: &'static str,
    rules: OnceLock<Result<Rules, String>>,
    cells: [OnceLock<Option<Automaton>>; SLOTS],
    /// For each slot's automaton, what each of its states says when an
    /// input dies in it, each worked out the first time one does. Boxed, so
    /// that a state no input has died in costs a pointer, not the few
    /// hundred bytes of its words.
    explained: [OnceLock<StateWords>; SLOTS],
}

impl std::fmt::Debug for Compiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Compiled")
            .field("abnf", &self.abnf.len())
            .finish()
    }
}

impl Compiled {
    /// The grammar written in `abnf` (RFC 5234), compiled on first use.
    #[must_use]
    pub const fn new(abnf: &'static str) -> Compiled {
        Compiled {
            abnf,
            rules: OnceLock::new(),
            cells: [const { OnceLock::new() }; SLOTS],
            explained: [const { OnceLock::new() }; SLOTS],
        }
    }

    /// The ABNF text: the whole file, but in the web package's build
    /// (`--cfg urigram_web`, which returns no grammar's text) the library's
    /// own grammars come without their comments, a third of their bytes.
    #[must_use]
    pub fn abnf(&self) -> &'static str {
        self.abnf
    }

    /// A fresh automaton of the rule `name` (any case), built now.
    ///
    /// # Errors
    /// The ABNF text cannot be read, has no such rule, or the rule names
    /// itself (so it is not regular) or needs too many states.
    pub fn compile(&self, name: &str) -> Result<Automaton, String> {
        let rules = self
            .rules
            .get_or_init(|| Rules::parse(self.abnf))
            .as_ref()
            .map_err(Clone::clone)?;
        Automaton::from_nfa(&Nfa::build(rules, name)?)
    }

    /// The automaton in `slot`, of the rule `name`, built on first use;
    /// `None` if it cannot be compiled (the caller then matches on the
    /// set-of-ends engine).
    pub(crate) fn automaton(&self, slot: usize, name: &str) -> Option<&Automaton> {
        self.cells
            .get(slot)?
            .get_or_init(|| self.compile(name).ok())
            .as_ref()
    }

    /// What `state` of `automaton` (the automaton in `slot`) says when an
    /// input dies in it: kept from the first time, or worked out now by
    /// `work`.
    pub(crate) fn explained(
        &self,
        slot: usize,
        automaton: &Automaton,
        state: u32,
        work: impl FnOnce() -> Explained,
    ) -> Explained {
        let Some(cells) = self.explained.get(slot) else {
            return work();
        };
        let cells =
            cells.get_or_init(|| (0..automaton.states()).map(|_| OnceLock::new()).collect());
        match cells.get(state as usize) {
            Some(cell) => **cell.get_or_init(|| Box::new(work())),
            None => work(),
        }
    }
}
