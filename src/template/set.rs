//! A set of templates matched together (a router: which template, which
//! variables), with the pairs that overlap found when the set is built.

use super::analysis::overlap;
use super::answer::Match;
use super::config::{BuildError, Config};
use super::dfa::{Automaton, Build, Unfinished};
use super::matcher::Matcher;
use crate::grammars::rfc6570::Template;

/// Templates matched at once, in order, with every pair that some URI
/// matches both of reported when the set is built.
///
/// The templates' automata are compiled into one, so a URI is read once,
/// whatever the number of templates: that pass says which templates'
/// automata accept it, and each of those reads its assignments back from
/// the same pass (or, where its template is one-pass, reads it forward
/// with its one-pass table, which skips the read-back; the engines are
/// chosen per template as [`Matcher`] chooses them, within the set's
/// [`Config`]). [`TemplateSet::match_uri`] answers with the first
/// template that matches (in the order given), [`TemplateSet::matches`]
/// with all of them, and [`TemplateSet::overlaps`] says beforehand where
/// that order decides. The answers are those of each template's own
/// [`Matcher::match_uri`], tried in turn.
///
/// ```
/// use urigram::template::{Template, TemplateSet};
/// let set = TemplateSet::new(["/users/{id}", "/users/me", "/posts{/id}"].map(|t| Template::parse(t).unwrap()));
/// let (which, m) = set.match_uri("/posts/7").unwrap();
/// assert_eq!(which, 2);
/// assert_eq!(m.vars().unwrap()["id"], urigram::template::Value::from("7"));
/// // "/users/me" is also "/users/{id}" with id = "me".
/// assert_eq!(set.overlaps()[0].witness, "/users/me");
/// assert_eq!((set.overlaps()[0].first, set.overlaps()[0].second), (0, 1));
/// ```
#[derive(Debug)]
pub struct TemplateSet {
    matchers: Vec<Matcher>,
    automaton: Automaton,
    overlaps: Vec<Overlap>,
}

/// Two templates of a set that some URI matches both of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overlap {
    /// The index of the first template.
    pub first: usize,
    /// The index of the second (after the first).
    pub second: usize,
    /// The shortest URI both match.
    pub witness: String,
}

impl TemplateSet {
    /// Compiles `templates`, each alone and all into one automaton, and
    /// finds every overlapping pair (quadratic in the number of templates
    /// and in their automata's sizes).
    pub fn new(templates: impl IntoIterator<Item = Template>) -> TemplateSet {
        let matchers: Vec<Matcher> = templates.into_iter().map(|t| Matcher::new(&t)).collect();
        TemplateSet::of(matchers, Build::Lazily)
    }

    /// Compiles `templates` as [`TemplateSet::new`] does, with the engines
    /// `config` turns on ([`Matcher::with_config`] for each, and the set's
    /// own automaton deterministic or simulated as `config` says); an
    /// error when none can be built for one of the templates (its index
    /// with the error).
    pub fn with_config(
        templates: impl IntoIterator<Item = Template>,
        config: Config,
    ) -> Result<TemplateSet, (usize, BuildError)> {
        let matchers = templates
            .into_iter()
            .enumerate()
            .map(|(i, t)| Matcher::with_config(&t, config).map_err(|e| (i, e)))
            .collect::<Result<Vec<_>, _>>()?;
        let build = match (config.is_all(), config.has_deterministic()) {
            (true, _) => Build::Lazily,
            (false, true) => Build::Now,
            (false, false) => Build::Never,
        };
        Ok(TemplateSet::of(matchers, build))
    }

    /// The same set, each template opting in to query parameters in any
    /// order ([`Matcher::query_in_any_order`]): a template that ends with
    /// `{?...}` then also matches a URI whose query has its parameters in
    /// another order.
    ///
    /// ```
    /// use urigram::template::{Template, TemplateSet};
    /// let set = TemplateSet::new(["/items{?a,b}", "/other"].map(|t| Template::parse(t).unwrap()));
    /// assert!(set.match_uri("/items?b=2&a=1").is_none());
    /// let set = set.query_in_any_order();
    /// assert_eq!(set.match_uri("/items?b=2&a=1").map(|(i, _)| i), Some(0));
    /// ```
    #[must_use]
    pub fn query_in_any_order(mut self) -> TemplateSet {
        self.matchers = self
            .matchers
            .into_iter()
            .map(Matcher::query_in_any_order)
            .collect();
        self
    }

    /// The set of `matchers`, its automaton built as `build` says.
    fn of(matchers: Vec<Matcher>, build: Build) -> TemplateSet {
        let mut overlaps = Vec::new();
        for (i, a) in matchers.iter().enumerate() {
            for (j, b) in matchers.iter().enumerate().skip(i + 1) {
                if let Some(witness) = overlap(a.nfa(), b.nfa()) {
                    overlaps.push(Overlap {
                        first: i,
                        second: j,
                        witness,
                    });
                }
            }
        }
        let nfas: Vec<_> = matchers.iter().map(Matcher::nfa).collect();
        let automaton = Automaton::new(&nfas, build);
        TemplateSet {
            matchers,
            automaton,
            overlaps,
        }
    }

    /// The compiled templates, in order.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn matchers(&self) -> &[Matcher] {
        &self.matchers
    }

    /// Every pair of templates that some URI matches both of.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn overlaps(&self) -> &[Overlap] {
        &self.overlaps
    }

    /// The first template that matches `uri`: its index and the match.
    ///
    /// One pass over `uri` through the set's automaton, then the
    /// assignments read back for the templates it accepts, in order,
    /// until one has an assignment (an automaton may accept a URI that
    /// no assignment expands to, when a variable written twice would
    /// take two values).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_uri(&self, uri: &str) -> Option<(usize, Match)> {
        self.matching(uri, true).into_iter().next()
    }

    /// Every template that matches `uri`, in order, each with its match:
    /// more than one where templates overlap.
    ///
    /// ```
    /// use urigram::template::{Template, TemplateSet};
    /// let set = TemplateSet::new(["/users/{id}", "/users/me", "/posts{/id}"].map(|t| Template::parse(t).unwrap()));
    /// let found: Vec<usize> = set.matches("/users/me").into_iter().map(|(i, _)| i).collect();
    /// assert_eq!(found, [0, 1]);
    /// assert!(set.matches("/nowhere").is_empty());
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn matches(&self, uri: &str) -> Vec<(usize, Match)> {
        self.matching(uri, false)
    }

    /// The templates that match, the first only when `first`.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn matching(&self, uri: &str, first: bool) -> Vec<(usize, Match)> {
        let may_pass = self
            .matchers
            .first()
            .is_some_and(|m| m.core().may_pass(&self.automaton));
        let pass = match may_pass.then(|| self.automaton.run(uri.as_bytes())) {
            Some(Ok(pass)) => Some(pass),
            Some(Err(Unfinished::Dead)) => None,
            // Past the set's budget for one pass, or no pass allowed (the
            // one-pass tables alone): each template on its own, each within
            // its own budget (a template past it is undecided, not a
            // match).
            Some(Err(Unfinished::OverBudget)) | None => return self.each_alone(uri, first),
        };
        let mut out = Vec::new();
        for (i, m) in self.matchers.iter().enumerate() {
            let found = match &pass {
                Some(pass) => m.core().match_in_pass(uri, pass, i),
                None => Match::none(),
            };
            // A query in another order than the template's is no path of
            // the set's automaton: read apart, where the option is on.
            let found = m.with_any_order(uri, found);
            if found.is_match() {
                out.push((i, found));
                if first {
                    break;
                }
            }
        }
        out
    }

    /// The templates that match, each matched on its own.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn each_alone(&self, uri: &str, first: bool) -> Vec<(usize, Match)> {
        let mut out = Vec::new();
        for (i, m) in self.matchers.iter().enumerate() {
            let found = m.match_uri(uri);
            if found.is_match() {
                out.push((i, found));
                if first {
                    break;
                }
            }
        }
        out
    }
}
