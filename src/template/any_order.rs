//! The opt-in reading of a query in any order
//! ([`super::Matcher::query_in_any_order`]):
//! the template's closing `{?...}{&...}` expressions read as a set of named
//! parameters rather than a sequence.

use super::answer::Match;
use super::config::Config;
use super::core::Core;
use super::expand::is_unreserved;
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Modifier, Operator, Part, Template, VarSpec};
use crate::pct;

/// The head of a template (everything before its closing query
/// expressions), compiled, and those expressions' varspecs.
#[derive(Debug)]
pub(crate) struct AnyOrder {
    head: Box<Core>,
    params: Vec<VarSpec>,
}

impl AnyOrder {
    /// The split of `t`, if it ends with a `{?...}` expression and
    /// nothing but `{&...}` expressions after it, its head compiled with
    /// the engines of `config` (with every engine, where those cannot be
    /// built for the head alone).
    pub(crate) fn of(t: &Template, config: Config) -> Option<AnyOrder> {
        let parts = t.parts();
        let mut first = parts.len();
        for (i, p) in parts.iter().enumerate().rev() {
            match p {
                Part::Expression(e) if e.operator() == Operator::QueryContinuation => {}
                Part::Expression(e) if e.operator() == Operator::Query => {
                    first = i;
                    break;
                }
                _ => return None,
            }
        }
        let start = match parts.get(first)? {
            Part::Expression(e) => e.span().start(),
            Part::Literal(_) => return None,
        };
        let head = Template::parse(&t.as_str()[..start]).ok()?;
        let params = parts[first..]
            .iter()
            .filter_map(|p| match p {
                Part::Expression(e) => Some(e.varspecs().to_vec()),
                Part::Literal(_) => None,
            })
            .flatten()
            .collect();
        let head = Core::new(&head, config)
            .or_else(|_| Core::new(&head, Config::new()))
            .ok()?;
        Some(AnyOrder {
            head: Box::new(head),
            params,
        })
    }

    /// The answer for `uri` of `template` (whose split this is), given
    /// `found`, its answer in the template's order: that, unless it is no
    /// match (an undecided one may yet match in order, and stays so);
    /// then the reading in any order, if the assignment it gives expands
    /// to `uri` but for the order of its parameters. The head is matched
    /// alone, so a variable it shares with the query (`{d}...{?d:1}`) may
    /// read in a shape the query cannot take.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn answer(&self, template: &Template, uri: &str, found: Match) -> Match {
        if found.is_match() || !found.is_complete() {
            return found;
        }
        let m = self.match_uri(uri);
        match m.vars() {
            Some(v) if !expands_in_any_order(template, v, uri) => Match::none(),
            _ => m,
        }
    }

    /// Matches `uri`: its part before the first `?` against the head, its
    /// query as `name=value` pairs, each taken by the varspec of that name
    /// (or, for a name no varspec has, by an exploded one), each value as
    /// expansion would write it.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn match_uri(&self, uri: &str) -> Match {
        let (head, query) = match uri.split_once('?') {
            Some((h, q)) => (h, Some(q)),
            None => (uri, None),
        };
        let found = self.head.match_uri(head);
        let Some(query) = query else {
            return found;
        };
        let Some(mut vars) = found.vars().cloned() else {
            return found;
        };
        let Some(params) = self.params(query) else {
            return Match::none();
        };
        for (k, v) in params {
            if vars.insert(k, v).is_some() {
                return Match::none();
            }
        }
        Match::one(vars, found.is_ambiguous())
    }

    /// The query's pairs as variables.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn params(&self, query: &str) -> Option<Vars> {
        let mut vars = Vars::new();
        let explode = self
            .params
            .iter()
            .find(|v| v.modifier() == Modifier::Explode);
        for pair in query.split('&') {
            let (name, raw) = pair.split_once('=').unwrap_or((pair, ""));
            if !pair.contains('=') {
                return None;
            }
            let value = decoded(raw)?;
            match self.params.iter().find(|v| v.name() == name) {
                Some(v) if v.modifier() != Modifier::Explode => {
                    if let Modifier::Prefix(n) = v.modifier() {
                        if value.chars().count() > usize::from(n) {
                            return None;
                        }
                    }
                    let items: Vec<&str> = raw.split(',').collect();
                    let value = if items.len() > 1 && v.modifier() == Modifier::None {
                        Value::List(items.into_iter().map(decoded).collect::<Option<_>>()?)
                    } else {
                        Value::String(value)
                    };
                    if vars.insert(name.to_owned(), value).is_some() {
                        return None;
                    }
                }
                _ => {
                    let v = explode?;
                    let key = decoded(name)?;
                    match vars
                        .entry(v.name().to_owned())
                        .or_insert_with(|| Value::Assoc(Vec::new()))
                    {
                        Value::Assoc(pairs) => pairs.push((key, value)),
                        _ => return None,
                    }
                }
            }
        }
        Some(vars)
    }
}

/// `raw` pct-decoded, if it is what expansion under `U` writes for it.
#[cfg_attr(urigram_web, optimize(speed))]
fn decoded(raw: &str) -> Option<String> {
    pct::decode_canonical(raw.as_bytes(), is_unreserved)
}

/// Whether `v` expands, under `template`, to `uri` but for the order of
/// the query's `&`-separated parameters.
#[cfg_attr(urigram_web, optimize(speed))]
fn expands_in_any_order(template: &Template, v: &Vars, uri: &str) -> bool {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn parts(s: &str) -> (&str, bool, Vec<&str>) {
        let (head, query) = s.split_once('?').unwrap_or((s, ""));
        let mut pairs: Vec<&str> = query.split('&').collect();
        pairs.sort_unstable();
        (head, s.contains('?'), pairs)
    }
    template
        .expand(v)
        .is_ok_and(|text| parts(&text) == parts(uri))
}
