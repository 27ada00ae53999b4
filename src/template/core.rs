//! A template compiled for matching in the template's order, whatever the
//! engines: what a [`super::Matcher`] is without the any-order option and
//! the analysis, and what the any-order option matches a URI's head with.

use super::answer::Match;
use super::assignment::Reader;
use super::config::{BuildError, Config};
use super::dfa::{Automaton, Pass, Unfinished};
use super::positions::{Located, Positions};
use super::readback::{read_back, unique_path_with};
use super::strategy::Strategy;
use crate::grammars::rfc6570::Template;

/// The longest URI matched (4 GiB less a byte): the read-back keeps
/// offsets into it in four bytes. A longer one is undecided.
const MAX_URI: usize = u32::MAX as usize;

/// A template's automaton, its engines and the strategy that picks one.
#[derive(Debug)]
pub(crate) struct Core {
    pub(crate) reader: Reader,
    strategy: Strategy,
    automaton: Automaton,
}

impl Core {
    /// `template` compiled with the engines `config` turns on; an error
    /// when none of them can be built.
    pub(crate) fn new(template: &Template, config: Config) -> Result<Core, BuildError> {
        let core = Core::build(template, config);
        if core.may_pass(&core.automaton) || core.strategy.has_one_pass() {
            Ok(core)
        } else {
            Err(BuildError::new(config))
        }
    }

    /// `template` compiled with the engines `config` turns on, whether or
    /// not any could be built (with every engine on, the simulation always
    /// is).
    pub(crate) fn build(template: &Template, config: Config) -> Core {
        let reader = Reader::new(template);
        let strategy = Strategy::new(&reader, config);
        let automaton = Automaton::new(&[&reader.nfa], strategy.build());
        Core {
            reader,
            strategy,
            automaton,
        }
    }

    /// The template.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn template(&self) -> &Template {
        &self.reader.template
    }

    /// The engines asked for.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn config(&self) -> Config {
        self.strategy.config()
    }

    /// Whether `automaton` (this template's, or a set's of the same
    /// engines) may run a pass: the simulation is on, or its deterministic
    /// automaton was built.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn may_pass(&self, automaton: &Automaton) -> bool {
        self.config().has_simulation() || automaton.is_deterministic() || self.config().is_all()
    }

    /// Matches the whole of `uri` in the template's order.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn match_uri(&self, uri: &str) -> Match {
        if uri.len() > MAX_URI {
            return Match::undecided();
        }
        if let Some(found) = self.strategy.one_pass(&self.reader, uri) {
            return found;
        }
        if !self.may_pass(&self.automaton) {
            // The one-pass table alone, and its run undecided.
            return Match::undecided();
        }
        match self.automaton.run(uri.as_bytes()) {
            Ok(pass) => self.read(uri, &pass, 0),
            Err(Unfinished::OverBudget) => Match::undecided(),
            Err(Unfinished::Dead) => Match::none(),
        }
    }

    /// The positions of `uri`'s one assignment in the template's order,
    /// written into `out`, where the one-pass table or a pass of one path
    /// finds it ([`super::positions`]); [`Located::Other`] where the
    /// owned answer must decide.
    pub(crate) fn locate(&self, uri: &str, out: &mut Positions) -> Located {
        if uri.len() > MAX_URI {
            return Located::Other;
        }
        let reader = &self.reader;
        if let Some(found) = self
            .strategy
            .one_pass_with(reader, uri, |steps| reader.locate(uri, steps, out))
        {
            return found.unwrap_or(Located::NoMatch);
        }
        if !self.may_pass(&self.automaton) {
            return Located::Other;
        }
        match self.automaton.run(uri.as_bytes()) {
            Ok(pass) => match pass.paths(0) {
                0 => Located::NoMatch,
                1 => unique_path_with(reader, uri, &pass, pass.offset(0), |steps| {
                    reader.locate(uri, steps, out)
                })
                .unwrap_or(Located::Other),
                _ => Located::Other,
            },
            Err(Unfinished::OverBudget) => Located::Other,
            Err(Unfinished::Dead) => Located::NoMatch,
        }
    }

    /// Matches `uri`, which `pass` has run through this template's
    /// automaton as its template `which` (a set's pass holds several): the
    /// one-pass table where it decides, else the read-back from the pass.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn match_in_pass(&self, uri: &str, pass: &Pass<'_>, which: usize) -> Match {
        if pass.paths(which) == 0 {
            return Match::none();
        }
        if uri.len() > MAX_URI {
            return Match::undecided();
        }
        if let Some(found) = self.strategy.one_pass(&self.reader, uri) {
            return found;
        }
        self.read(uri, pass, which)
    }

    /// The read-back of `uri` from `pass`, for its template `which`.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn read(&self, uri: &str, pass: &Pass<'_>, which: usize) -> Match {
        if pass.paths(which) == 0 {
            return Match::none();
        }
        read_back(&self.reader, uri, pass, which)
    }
}
