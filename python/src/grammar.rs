//! The grammar and the rule a Python call names (`grammar="rfc3987"`,
//! `rule="IRI"`), looked up in `urigram::grammars::ALL`, or a `ValueError`
//! that lists what there is. Shared by the strict functions and the Arrow
//! kernels, so that both answer a wrong name in the same words.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use urigram::grammars::{self, Grammar, GrammarRule};

/// The grammar named `name`, or a `ValueError` naming them all.
pub(crate) fn grammar(name: &str) -> PyResult<&'static Grammar> {
    grammars::named(name).ok_or_else(|| {
        let names: Vec<&str> = grammars::ALL.iter().map(Grammar::name).collect();
        PyValueError::new_err(format!(
            "unknown grammar '{name}': give one of {}",
            names.join(", ")
        ))
    })
}

/// The rule `name` of `g` (its top rule for `None`), or a `ValueError`.
pub(crate) fn grammar_rule(g: &'static Grammar, name: Option<&str>) -> PyResult<GrammarRule> {
    let Some(name) = name else {
        return Ok(g.top_rule());
    };
    g.rule(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown rule '{name}' of the grammar '{}': give an ABNF rule name of it, such as '{}' (urigram.grammars() lists them)",
            g.name(),
            g.top().abnf_name()
        ))
    })
}
