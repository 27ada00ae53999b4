//! The opt-in reading of a query in any order ([`Matcher::query_in_any_order`]):
//! the template's closing `{?...}{&...}` expressions read as a set of named
//! parameters rather than a sequence.

use super::expand::encode;
use super::matcher::{Match, Matcher};
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Modifier, Operator, Part, Template, VarSpec};

/// The head of a template (everything before its closing query
/// expressions), compiled, and those expressions' varspecs.
#[derive(Debug)]
pub(crate) struct AnyOrder {
    head: Box<Matcher>,
    params: Vec<VarSpec>,
}

impl AnyOrder {
    /// The split of `t`, if it ends with a `{?...}` expression and
    /// nothing but `{&...}` expressions after it.
    pub(crate) fn of(t: &Template) -> Option<AnyOrder> {
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
        Some(AnyOrder {
            head: Box::new(Matcher::new(&head)),
            params,
        })
    }

    /// Matches `uri`: its part before the first `?` against the head, its
    /// query as `name=value` pairs, each taken by the varspec of that name
    /// (or, for a name no varspec has, by an exploded one), each value as
    /// expansion would write it.
    pub(crate) fn match_uri(&self, uri: &str) -> Match {
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
fn decoded(raw: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(raw.len());
    let b = raw.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = raw.get(i + 1..i + 3)?;
            bytes.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            bytes.push(b[i]);
            i += 1;
        }
    }
    let text = String::from_utf8(bytes).ok()?;
    let mut again = String::new();
    encode(&mut again, &text, false);
    (again == raw).then_some(text)
}
