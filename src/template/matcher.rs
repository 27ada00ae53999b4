//! The template matcher's façade: a template compiled for matching a URI
//! back to the variables that expand to it, with the engines a [`Config`]
//! allows, the any-order option and the ambiguity analysis.

use std::sync::OnceLock;

use super::analysis::Analysis;
use super::answer::Match;
use super::any_order::AnyOrder;
use super::config::{BuildError, Config};
use super::core::Core;
use super::nfa::Nfa;
use super::positions::{Located, Positions};
use crate::grammars::rfc6570::Template;

/// A template compiled for matching: its automaton, built once, and its
/// ambiguity analysis, worked out on first use.
///
/// # How values come back
///
/// - An expression's variables that the URI leaves out are undefined
///   (absent from the [`Vars`](super::Vars)). An expression that expands to nothing
///   comes back with all its variables undefined, although a variable
///   defined as `""` in `{a}` or `{+a}` expands to nothing as well: the
///   canonical reading, not counted as an ambiguity.
/// - A variable without a modifier is a [`Value::String`](super::Value::String); under an
///   operator that encodes reserved characters (all but `+` and `#`), a
///   `,` in the URI can only separate list items, so such a value with
///   commas comes back as a [`Value::List`](super::Value::List) (an associative array expands
///   to the same text as the list of its names and values).
/// - An exploded variable is a [`Value::List`](super::Value::List) under `{x*}`, `{.x*}`,
///   `{/x*}`, `{#x*}`, `{+x*}`, and a [`Value::Assoc`](super::Value::Assoc) under `{;x*}`,
///   `{?x*}`, `{&x*}` (a list `[a, b]` there expands to `x=a&x=b`, which
///   comes back as the pairs `(x, a), (x, b)`). Under `{x*}`, `{.x*}` and
///   `{/x*}`, items written `name=value` (a bare `=`, which those operators
///   encode in a list's items) are an associative array's pairs, a
///   [`Value::Assoc`](super::Value::Assoc); under `{+x*}` and `{#x*}`, where `=` passes in items
///   too, they come back as list items, which expand the same.
/// - A prefix `{x:n}` gives back the prefix the URI shows (at most `n`
///   characters); the rest of the value is not in the URI.
/// - Values are pct-decoded, except a whole value under `+` or `#`, which
///   comes back as the URI has it: reserved expansion keeps pct-encoded
///   triplets, so `%20` there may stand for `" "` or for `"%20"`, and only
///   the text as written expands back to the same URI for both.
/// - The URI must be what expansion writes: uppercase hex digits in the
///   triplets it makes, nothing encoded that expansion would not encode.
/// - A variable written twice (`{a}/{a}`) must take one value: each
///   assignment found is checked for it, and one that disagrees is dropped.
///   An occurrence in an expression that wrote nothing agrees with a value
///   that, expanded there, writes nothing (`""` in `{+a:1,a}{+a}`), and
///   occurrences read in different shapes (`{a}` a string, `{;a*}` pairs)
///   agree on the first of their readings that expands to the URI in
///   every place. A value none of those readings (nor a list read as
///   pairs, nor a one-item list) expands from is not found: an associative
///   array under both `{#c}` and `{#c*}`, whose `name=value` items come
///   back as list items there, has no match.
///
/// ```
/// use urigram::template::{Matcher, Template, Value};
/// let m = Matcher::new(&Template::parse("/users/{id}{?fields,page}").unwrap());
/// let found = m.match_uri("/users/42?page=2");
/// let vars = found.vars().unwrap();
/// assert_eq!(vars["id"], Value::from("42"));
/// assert_eq!(vars["page"], Value::from("2"));
/// assert!(!vars.contains_key("fields"));
/// assert!(!found.is_ambiguous());
/// assert!(m.analysis().is_unambiguous());
/// ```
#[derive(Debug)]
pub struct Matcher {
    core: Core,
    analysis: OnceLock<Analysis>,
    any_order: Option<AnyOrder>,
}

impl Matcher {
    /// Compiles `template` with every engine ([`Config::new`]): linear in
    /// its length, a few dozen bytes a state and a handful of states a byte
    /// of the template (a prefix modifier counts its characters in five
    /// states each, up to 64 characters; a longer prefix is read as a whole
    /// value and its length checked after). The deterministic automaton and
    /// the one-pass table are built on the second match, each within a
    /// fixed budget (past it, the automaton is simulated and the table not
    /// used).
    #[must_use]
    pub fn new(template: &Template) -> Matcher {
        Matcher::of(Core::build(template, Config::new()))
    }

    /// Compiles `template` with the engines `config` turns on, each built
    /// at once (unless all are on, as [`Matcher::new`]); an error when none
    /// of them can be: the deterministic automaton past its budget, or the
    /// template not one-pass. Tests and benchmarks choose an engine so.
    pub fn with_config(template: &Template, config: Config) -> Result<Matcher, BuildError> {
        Core::new(template, config).map(Matcher::of)
    }

    fn of(core: Core) -> Matcher {
        Matcher {
            core,
            analysis: OnceLock::new(),
            any_order: None,
        }
    }

    /// The same matcher, opting in to query parameters in any order: a
    /// template that ends with `{?...}` (and `{&...}` after it) then also
    /// matches a URI whose query has those parameters in another order
    /// than the template's, which no expansion produces (so the default
    /// refuses it). The part before the first `?` is matched against the
    /// rest of the template; each `name=value` pair of the query goes to
    /// the varspec of that name, or, for a name none has, to an exploded
    /// one as a pair; a name twice, or a name nothing takes, is no match.
    /// A URI that matches in the template's order is read as without the
    /// option. A template that does not end so is matched as without it.
    ///
    /// ```
    /// use urigram::template::{Matcher, Template, Value};
    /// let t = Template::parse("/items{?a,b}").unwrap();
    /// assert!(!Matcher::new(&t).match_uri("/items?b=2&a=1").is_match());
    /// let m = Matcher::new(&t).query_in_any_order();
    /// let vars = m.match_uri("/items?b=2&a=1").into_vars().unwrap();
    /// assert_eq!((&vars["a"], &vars["b"]), (&Value::from("1"), &Value::from("2")));
    /// ```
    #[must_use]
    pub fn query_in_any_order(mut self) -> Matcher {
        self.any_order = AnyOrder::of(self.core.template(), self.core.config());
        self
    }

    /// The template.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn template(&self) -> &Template {
        self.core.template()
    }

    /// The engines asked for.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn config(&self) -> Config {
        self.core.config()
    }

    /// The automaton.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn nfa(&self) -> &Nfa {
        &self.core.reader.nfa
    }

    /// The in-order matcher.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn core(&self) -> &Core {
        &self.core
    }

    /// Whether every URI the template can produce has exactly one
    /// assignment, and if not, which expressions make it ambiguous;
    /// worked out on first call (quadratic in the automaton's size).
    pub fn analysis(&self) -> &Analysis {
        self.analysis
            .get_or_init(|| Analysis::of(self.template(), self.nfa()))
    }

    /// Matches the whole of `uri`: one pass over its bytes, each step
    /// bounded by the automaton's size, then paths read back until
    /// [`super::MAX_ASSIGNMENTS`] assignments are found (or 256 paths read,
    /// or their values hold as many bytes as the URI and 64 KiB more). From
    /// the second call on, a one-pass template's URI is read forward
    /// instead, its forks decided by at most 64 bytes after each (four
    /// times the URI's length in all); the answer is the same. Where the
    /// automaton is simulated (a template past the deterministic
    /// automaton's budget), the simulation steps at most 1 Mi states plus
    /// 64 a byte of `uri`: a template that keeps more alive (thousands of
    /// unpinned prefixes, `{a:1}{a:1}...`) answers undecided (no
    /// assignment, [`Match::is_complete`] false), so that a match is
    /// linear in the URI whatever the template. The memory it holds is a
    /// few bytes a byte of `uri`: two for the deterministic automaton's
    /// trace (four for the simulation's, beside its distinct alive sets),
    /// eight for a search back through it where the URI has several
    /// paths, the values read. A URI of 4 GiB or more is undecided.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_uri(&self, uri: &str) -> Match {
        let found = self.core.match_uri(uri);
        self.with_any_order(uri, found)
    }

    /// Matches the whole of `uri` as [`Matcher::match_uri`] does, but
    /// answers with positions: where [`Located::Match`], `out` holds, for
    /// each variable the assignment defines, its index in
    /// [`Matcher::variable_names`] and the byte range of `uri` that holds
    /// its value (decoded where flagged), and `match_uri` gives the same
    /// assignment, unambiguous and complete; [`Located::NoMatch`] where it
    /// gives no match. No value is copied and nothing is allocated once
    /// `out` has room, which is what a caller that slices its own copy of
    /// the URI wants (the npm package). [`Located::Other`] (`out` empty)
    /// for what positions do not say: lists, pairs, prefixes, a variable
    /// written twice, several or undecided assignments, the any-order
    /// reading; ask `match_uri` then.
    ///
    /// ```
    /// use urigram::template::{Located, Matcher, Positions, Template};
    /// let m = Matcher::new(&Template::parse("/users/{id}/files/{name}").unwrap());
    /// let uri = "/users/42/files/a%20b";
    /// let mut out = Positions::new();
    /// assert_eq!(m.match_positions(uri, &mut out), Located::Match);
    /// let names: Vec<&str> = m.variable_names().collect();
    /// let read: Vec<(&str, String)> = out
    ///     .as_slice()
    ///     .iter()
    ///     .map(|p| (names[p.var], p.value(uri).unwrap().into_owned()))
    ///     .collect();
    /// assert_eq!(read, [("id", "42".to_owned()), ("name", "a b".to_owned())]);
    /// assert!(out.as_slice()[1].decode);
    /// ```
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_positions(&self, uri: &str, out: &mut Positions) -> Located {
        out.clear();
        let found = match self.core.locate(uri, out) {
            Located::NoMatch if self.any_order.is_some() => Located::Other,
            found => found,
        };
        if found != Located::Match {
            out.clear();
        }
        found
    }

    /// The template's distinct variable names, in sorted order (the order
    /// of [`super::Vars`]): what [`super::Position::var`] indexes.
    pub fn variable_names(&self) -> impl Iterator<Item = &str> {
        self.core.reader.names()
    }

    /// `found`, the answer in the template's order, or the any-order
    /// reading where that is on and `found` is no match.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn with_any_order(&self, uri: &str, found: Match) -> Match {
        match &self.any_order {
            Some(any) => any.answer(self.template(), uri, found),
            None => found,
        }
    }
}

impl Template {
    /// Matches `uri` against the template: [`Matcher::match_uri`] on a
    /// matcher built for this call. To match many URIs, build a
    /// [`Matcher`] once.
    ///
    /// ```
    /// use urigram::template::{Template, Value};
    /// let t = Template::parse("file:///{+path}").unwrap();
    /// let m = t.match_uri("file:///home/a%20b/c.txt");
    /// assert_eq!(m.vars().unwrap()["path"], Value::from("home/a%20b/c.txt"));
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_uri(&self, uri: &str) -> Match {
        Matcher::new(self).match_uri(uri)
    }
}
