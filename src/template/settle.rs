//! The search that settles a variable read in several shapes (`{a}` a
//! string, `{;a*}` pairs): the first combination of its readings that
//! expands to the URI, tried in the template's order.

use super::expand::{encode, expression};
use super::path_reading::PathReading;
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Part, Template};

/// How many readings a path's search tries, in all, before it calls the
/// path undecided.
const MAX_TRIES: usize = 64;

/// A variable still to settle: the part where it is first written, its
/// name and its readings.
type Choice<'a> = (usize, &'a str, Vec<Value>);

/// The first assignment that expands to `uri`, taking for each variable
/// in `choices` one of its readings (in their order) and the others as in
/// `vars`; `Undecided` after [`MAX_TRIES`] readings tried.
///
/// A depth-first search in the template's order: each variable's reading
/// is chosen where it is first written, and the template is expanded part
/// by part against the URI as it goes, so a reading that writes something
/// else there is dropped before any later variable is tried with it.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn settle(
    template: &Template,
    uri: &str,
    mut vars: Vars,
    choices: Vec<(&str, Vec<Value>)>,
) -> Option<PathReading> {
    let parts = template.parts();
    let order = in_template_order(parts, choices);
    // The parts checked at level `j` (with the first `j + 1` choices made)
    // run from where the `j`th variable is first written to where the next
    // one is; those before the first, before any.
    let end = |j: usize| order.get(j).map_or(parts.len(), |c| c.0);
    let mut check = Checker {
        template,
        uri,
        scratch: String::new(),
    };
    // `at[j]` is the reading tried for choice `j`; `pos[j]`, the offset
    // where the parts checked at level `j` begin.
    let mut pos = vec![check.parts(&vars, 0, end(0), 0)?; order.len()];
    let mut at = vec![0usize; order.len()];
    let mut level = 0;
    for _ in 0..MAX_TRIES {
        let (first, name, readings) = &order[level];
        vars.insert((*name).to_owned(), readings[at[level]].clone());
        let last = level + 1 == order.len();
        match check.parts(&vars, *first, end(level + 1), pos[level]) {
            Some(p) if last && p == uri.len() => return Some(PathReading::Vars(vars)),
            Some(p) if !last => {
                level += 1;
                pos[level] = p;
                at[level] = 0;
                continue;
            }
            _ => {}
        }
        // The next reading at this level, or back to the one before.
        loop {
            at[level] += 1;
            if at[level] < order[level].2.len() {
                break;
            }
            vars.remove(order[level].1);
            level = level.checked_sub(1)?;
        }
    }
    Some(PathReading::Undecided)
}

/// `choices`, each with the part where its variable is first written,
/// sorted by it.
#[cfg_attr(urigram_web, optimize(speed))]
fn in_template_order<'a>(parts: &[Part], choices: Vec<(&'a str, Vec<Value>)>) -> Vec<Choice<'a>> {
    let written_in = |name: &str, p: &Part| match p {
        Part::Expression(e) => e.varspecs().iter().any(|v| v.name() == name),
        Part::Literal(_) => false,
    };
    let mut order: Vec<Choice<'a>> = choices
        .into_iter()
        .map(|(name, readings)| {
            let first = parts.iter().position(|p| written_in(name, p));
            (first.unwrap_or(parts.len()), name, readings)
        })
        .collect();
    order.sort_by_key(|c| c.0);
    order
}

/// Expands parts of a template against a URI, with a buffer reused.
struct Checker<'a> {
    template: &'a Template,
    uri: &'a str,
    scratch: String,
}

impl Checker<'_> {
    /// The URI's offset after parts `from..to`, expanded with `vars` from
    /// `pos` on, if they write what the URI has there.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn parts(&mut self, vars: &Vars, from: usize, to: usize, mut pos: usize) -> Option<usize> {
        for part in self.template.parts().get(from..to)? {
            self.scratch.clear();
            match part {
                Part::Literal(span) => encode(
                    &mut self.scratch,
                    &self.template.as_str()[span.range()],
                    true,
                ),
                Part::Expression(e) => expression(&mut self.scratch, e, vars).ok()?,
            }
            let next = pos + self.scratch.len();
            if self.uri.as_bytes().get(pos..next)? != self.scratch.as_bytes() {
                return None;
            }
            pos = next;
        }
        Some(pos)
    }
}
