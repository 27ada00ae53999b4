//! The choice of engine for each URI, one strategy for a [`super::Matcher`]
//! and for each template of a [`super::TemplateSet`]: the one-pass table
//! where it is on, built and worth it; otherwise a forward pass of the
//! automaton (deterministic or simulated, as [`Config`] allows) and the
//! read-back from it.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use super::answer::Match;
use super::assignment::Reader;
use super::config::Config;
use super::dfa::Build;
use super::nfa::PathStep;
use super::onepass::{Decision, OnePass};
use super::path_buffer::with_path;
use super::readback::answer;

/// How far undecided one-pass runs may outnumber decided ones before a
/// strategy with every engine on stops trying its one-pass table.
const GIVE_UP: u32 = 32;

/// The engines a template may use and what each has shown.
#[derive(Debug)]
pub(crate) struct Strategy {
    config: Config,
    /// The one-pass table, when the automaton is one-pass: with every
    /// engine on, built on the second match, as the deterministic automaton
    /// is, so that a template matched once does not pay for it; otherwise
    /// built at once where it is on.
    onepass: OnceLock<Option<OnePass>>,
    matched: AtomicBool,
    /// One-pass runs left undecided less those decided, never below 0:
    /// past [`GIVE_UP`], the URIs this template sees mostly meet forks the
    /// table cannot decide (`{base}...{head}`), and the strategy goes
    /// straight to the read-back rather than read each URI twice. Only
    /// with every engine on: a table chosen alone is always run.
    undecided: AtomicU32,
}

impl Strategy {
    /// The strategy of `config` for `reader`'s template.
    pub(crate) fn new(reader: &Reader, config: Config) -> Strategy {
        let s = Strategy {
            config,
            onepass: OnceLock::new(),
            matched: AtomicBool::new(false),
            undecided: AtomicU32::new(0),
        };
        if config.has_one_pass() && !config.is_all() {
            s.onepass.get_or_init(|| OnePass::build(&reader.nfa));
        }
        s
    }

    /// The engines asked for.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn config(&self) -> Config {
        self.config
    }

    /// When the deterministic automaton is built.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn build(&self) -> Build {
        match (
            self.config.has_simulation(),
            self.config.has_deterministic(),
        ) {
            _ if self.config.is_all() => Build::Lazily,
            (_, true) => Build::Now,
            (_, false) => Build::Never,
        }
    }

    /// Whether the one-pass table was built (it is on, and the template is
    /// one-pass within the table's budget).
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn has_one_pass(&self) -> bool {
        matches!(self.onepass.get(), Some(Some(_)))
    }

    /// The one-pass table, if it is on, built and worth trying.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn onepass(&self, reader: &Reader) -> Option<&OnePass> {
        if !self.config.has_one_pass() {
            return None;
        }
        if let Some(op) = self.onepass.get() {
            if self.config.is_all() && self.undecided.load(Ordering::Relaxed) >= GIVE_UP {
                return None;
            }
            return op.as_ref();
        }
        if !self.matched.swap(true, Ordering::Relaxed) {
            return None;
        }
        self.onepass
            .get_or_init(|| OnePass::build(&reader.nfa))
            .as_ref()
    }

    /// The answer of the one-pass table, where it runs and decides: the one
    /// path found going forward, or none; `None` for a fork its bytes do
    /// not decide (or no table), left to the read-back.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn one_pass(&self, reader: &Reader, uri: &str) -> Option<Match> {
        self.one_pass_with(reader, uri, |steps| reader.assignment(uri, steps))
            .map(|found| answer(found.flatten()))
    }

    /// What `on_path` makes of the one path the one-pass table finds
    /// going forward (`Some(Some(_))`), or that there is none
    /// (`Some(None)`); `None` for a fork its bytes do not decide (or no
    /// table): the owned answer ([`Strategy::one_pass`]) and the
    /// positional one alike.
    pub(crate) fn one_pass_with<T>(
        &self,
        reader: &Reader,
        uri: &str,
        on_path: impl FnOnce(&[PathStep]) -> T,
    ) -> Option<Option<T>> {
        let op = self.onepass(reader)?;
        let found = with_path(|path| {
            path.begin(reader.nfa.most_steps(uri.len()));
            match op.run(&reader.nfa.states, uri.as_bytes(), path) {
                Decision::Path => Some(Some(on_path(path.steps()))),
                Decision::NoPath => Some(None),
                Decision::Undecided => None,
            }
        });
        // A saturating count: each undecided run adds one, each decided one
        // takes one off. Relaxed, as it only steers speed: both ways give
        // the same answer.
        let count = self.undecided.load(Ordering::Relaxed);
        let count = match found {
            None => count.saturating_add(1),
            Some(_) => count.saturating_sub(1),
        };
        self.undecided.store(count, Ordering::Relaxed);
        found
    }
}
