//! A set of templates matched together (a router: which template, which
//! variables), with the pairs that overlap found when the set is built.

use super::analysis::overlap;
use super::matcher::{Match, Matcher};
use crate::grammars::rfc6570::Template;

/// Templates matched at once, in order, with every pair that some URI
/// matches both of reported when the set is built.
///
/// Each template is its own automaton and a URI is run through them in
/// turn (one combined automaton is not built yet); the first that matches
/// answers, and [`TemplateSet::overlaps`] says beforehand where that order
/// decides.
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
    /// Compiles `templates` and finds every overlapping pair (quadratic in
    /// the number of templates and in their automata's sizes).
    pub fn new(templates: impl IntoIterator<Item = Template>) -> TemplateSet {
        let matchers: Vec<Matcher> = templates.into_iter().map(|t| Matcher::new(&t)).collect();
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
        TemplateSet { matchers, overlaps }
    }

    /// The compiled templates, in order.
    #[must_use]
    pub fn matchers(&self) -> &[Matcher] {
        &self.matchers
    }

    /// Every pair of templates that some URI matches both of.
    #[must_use]
    pub fn overlaps(&self) -> &[Overlap] {
        &self.overlaps
    }

    /// The first template that matches `uri`: its index and the match.
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Option<(usize, Match)> {
        self.matchers
            .iter()
            .enumerate()
            .map(|(i, m)| (i, m.match_uri(uri)))
            .find(|(_, m)| m.is_match())
    }
}
