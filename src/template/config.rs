//! Which engines a template matcher may use, so that tests and benchmarks
//! can choose one and compare them (as regex-automata's `meta::Config`
//! does), and why an engine chosen alone could not be built.

use std::fmt;

/// The engines a [`super::Matcher`] (or a [`super::TemplateSet`]) may
/// match with, each on or off. All give the same answers; they differ in
/// what they cost:
///
/// - the **simulation**: the template's automaton stepped a set of states
///   a byte, the states alive at each offset kept (each distinct set once)
///   and the paths read back from the end through them. Built for free;
///   it works for every template, within a budget on the states stepped.
/// - the **deterministic automaton**: the same pass as one table lookup a
///   byte, its states numbered so the trace is two bytes a URI byte. Built
///   within a budget (a template past it has none).
/// - the **one-pass table**: for a template whose automaton each byte
///   decides (most an API writes), the one path found going forward, no
///   trace at all. A run that meets a fork its next bytes do not decide
///   is left to the others; alone, it answers undecided there.
///
/// With every engine on (the default), the simulation runs the first URI
/// and the other two are built on the second, so a template matched once
/// pays for neither. With some turned off, those left on are built at
/// once, and [`super::Matcher::with_config`] says if none could be.
///
/// ```
/// use urigram::template::{Config, Matcher, Template};
/// let t = Template::parse("/users/{id}").unwrap();
/// let only_table = Config::new().simulation(false).deterministic(false);
/// let m = Matcher::with_config(&t, only_table).unwrap();
/// assert!(m.match_uri("/users/42").is_match());
/// // In `{a}{b}`, the bytes of `xy` do not decide where `b` begins: the
/// // table alone answers undecided, where the others read both ways back.
/// let ab = Template::parse("{a}{b}").unwrap();
/// let found = Matcher::with_config(&ab, only_table).unwrap().match_uri("xy");
/// assert!(!found.is_match() && !found.is_complete());
/// assert_eq!(Matcher::new(&ab).match_uri("xy").assignments().len(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    simulation: bool,
    deterministic: bool,
    one_pass: bool,
}

impl Default for Config {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn default() -> Config {
        Config::new()
    }
}

impl Config {
    /// Every engine on.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn new() -> Config {
        Config {
            simulation: true,
            deterministic: true,
            one_pass: true,
        }
    }

    /// The simulation of the automaton, with the read-back, on or off.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn simulation(mut self, on: bool) -> Config {
        self.simulation = on;
        self
    }

    /// The deterministic automaton, with the read-back, on or off.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn deterministic(mut self, on: bool) -> Config {
        self.deterministic = on;
        self
    }

    /// The one-pass table on or off.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn one_pass(mut self, on: bool) -> Config {
        self.one_pass = on;
        self
    }

    /// Whether the simulation is on.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn has_simulation(self) -> bool {
        self.simulation
    }

    /// Whether the deterministic automaton is on.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn has_deterministic(self) -> bool {
        self.deterministic
    }

    /// Whether the one-pass table is on.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn has_one_pass(self) -> bool {
        self.one_pass
    }

    /// Whether every engine is on: the engines are then built when a
    /// second URI shows they are worth it, not at once.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) const fn is_all(self) -> bool {
        self.simulation && self.deterministic && self.one_pass
    }
}

/// None of the engines a [`Config`] turns on could be built for the
/// template: each is past its budget, or (the one-pass table) the template
/// is not one-pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildError {
    config: Config,
}

impl BuildError {
    /// The error for `config`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) const fn new(config: Config) -> BuildError {
        BuildError { config }
    }

    /// The engines that were asked for.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub const fn config(&self) -> Config {
        self.config
    }
}

impl fmt::Display for BuildError {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names = Vec::new();
        if self.config.deterministic {
            names.push("the deterministic automaton (past its budget)");
        }
        if self.config.one_pass {
            names.push("the one-pass table (the template is not one-pass, or past its budget)");
        }
        if names.is_empty() {
            f.write_str("no template matching engine is turned on")
        } else {
            write!(
                f,
                "no template matching engine could be built: {}",
                names.join(", nor ")
            )
        }
    }
}

impl std::error::Error for BuildError {}
