//! The answer of matching a URI against a template: the assignments found,
//! and whether that is all of them.

use super::value::Vars;

/// How many assignments a match gives at most.
pub const MAX_ASSIGNMENTS: usize = 16;

/// The answer of matching a URI against a template.
///
/// A URI matches when some assignment of values to the template's
/// variables expands to it (section 3). [`Match::vars`] is that
/// assignment; when several expand to the same URI, [`Match::is_ambiguous`]
/// says so and [`Match::assignments`] gives them (up to
/// [`MAX_ASSIGNMENTS`]), the first being the one [`Match::vars`] gives.
/// See [`super::Matcher`] for the shape each value comes back in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    assignments: Found,
    more: bool,
}

/// The assignments found: most matches find one, which is kept without a
/// vector of its own (one allocation less a match).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Found {
    None,
    One(Vars),
    /// Two or more.
    Many(Vec<Vars>),
}

impl Match {
    /// No match.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn none() -> Match {
        Match {
            assignments: Found::None,
            more: false,
        }
    }

    /// No assignment found, and no saying there is none: a bound was
    /// reached first ([`Match::is_complete`] is false).
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn undecided() -> Match {
        Match {
            assignments: Found::None,
            more: true,
        }
    }

    /// One assignment, and whether there are others not given.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn one(vars: Vars, more: bool) -> Match {
        Match {
            assignments: Found::One(vars),
            more,
        }
    }

    /// The assignments, and whether there may be others not given.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn many(mut assignments: Vec<Vars>, more: bool) -> Match {
        let assignments = match assignments.len() {
            0 => Found::None,
            1 => assignments.pop().map_or(Found::None, Found::One),
            _ => Found::Many(assignments),
        };
        Match { assignments, more }
    }

    /// Whether the URI matched.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_match(&self) -> bool {
        !self.assignments().is_empty()
    }

    /// The assignment (the first, where there are several); `None` when
    /// the URI does not match.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn vars(&self) -> Option<&Vars> {
        self.assignments().first()
    }

    /// Whether more than one assignment expands to the URI, or may: a
    /// match that stopped at a bound before it read every path
    /// ([`Match::is_complete`] false, undecided included) has more
    /// readings than it gives, so it is ambiguous.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_ambiguous(&self) -> bool {
        self.assignments().len() > 1 || self.more
    }

    /// Every assignment found, the canonical one first; at most
    /// [`MAX_ASSIGNMENTS`] ([`Match::is_complete`] says whether that is all).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn assignments(&self) -> &[Vars] {
        match &self.assignments {
            Found::None => &[],
            Found::One(v) => std::slice::from_ref(v),
            Found::Many(v) => v,
        }
    }

    /// Whether [`Match::assignments`] holds every assignment.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_complete(&self) -> bool {
        !self.more
    }

    /// Takes the canonical assignment.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn into_vars(self) -> Option<Vars> {
        match self.assignments {
            Found::None => None,
            Found::One(v) => Some(v),
            Found::Many(v) => v.into_iter().next(),
        }
    }
}
