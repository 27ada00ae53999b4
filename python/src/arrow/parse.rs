//! `urigram.arrow.parse`: each element read with a grammar's top rule, as
//! a struct of its parts and the reason fields (see [`super::reason`]).

use pyo3::prelude::*;
use urigram::grammars::Grammar;
use urigram::{ParseOptions, UriRef};

use super::columns::{Emit, columns};
use super::input::{check_output_size, strings};
use super::output::out;
use super::reason::failure;
use super::row::row;
use crate::grammar::grammar;

row! {
    /// A row of `parse`: nine parts, then the reason.
    struct Parts<'a> {
        scheme: Option<&'a str>,
        authority: Option<&'a str>,
        userinfo: Option<&'a str>,
        host: Option<&'a str>,
        /// `Host::kind_name`, under RFC 3986's layer alone.
        host_kind: Option<&'a str>,
        port: Option<&'a str>,
        path: Option<&'a str>,
        query: Option<&'a str>,
        fragment: Option<&'a str>,
        error_offset: Option<i64>,
        error_rule: Option<&'a str>,
        error_message: Option<&'a str>,
    }
}

/// `parse(array, grammar)`: each element read with the grammar's top rule,
/// as a struct of its parts (null where absent) and the reason fields
/// (null where valid; the parts are null where not).
#[pyfunction]
#[pyo3(signature = (array, grammar_name))]
pub(crate) fn parse(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    grammar_name: &str,
) -> PyResult<Py<PyAny>> {
    let g = grammar(grammar_name)?;
    let input = strings(array)?;
    check_output_size(&input, 16)?;
    let result = py.detach(|| {
        let options = g.reference_options();
        columns::<Parts>(&input, |s, out| match options {
            Some(options) => parse_reference(s, options, out),
            None => parse_parts(g, s, out),
        })?
        .into_struct()
    });
    out(py, result)
}

/// `parse`'s row for `s` under RFC 3986 (with `options`).
fn parse_reference(s: &str, options: ParseOptions, out: &mut Emit<'_, Parts<'_>>) {
    match UriRef::parse_with(s, options) {
        Ok(u) => {
            let auth = u.authority();
            let host = auth.map(|a| a.host());
            out.row(&Parts {
                scheme: u.scheme().map(|x| x.as_str()),
                authority: auth.map(|a| a.as_str()),
                userinfo: auth.and_then(|a| a.userinfo()).map(|x| x.as_str()),
                host: host.map(|h| h.as_str()),
                host_kind: host.map(|h| h.kind_name()),
                port: auth.and_then(|a| a.port()).map(|p| p.as_str()),
                path: Some(u.path().as_str()),
                query: u.query().map(|x| x.as_str()),
                fragment: u.fragment().map(|x| x.as_str()),
                ..Parts::default()
            });
        }
        Err(e) => out.row(&Parts {
            error_offset: Some(e.offset() as i64),
            error_rule: Some(e.rule().abnf_name()),
            error_message: Some(&e.to_string()),
            ..Parts::default()
        }),
    }
}

/// `parse`'s row for `s` under a grammar other than RFC 3986's: the parts
/// of [`Grammar::parts`] (no host kind; a part the grammar leaves unsplit
/// is null).
fn parse_parts(g: &'static Grammar, s: &str, out: &mut Emit<'_, Parts<'_>>) {
    match g.parts(s.as_bytes()) {
        Ok(p) => out.row(&Parts {
            scheme: p.scheme.as_deref(),
            authority: p.authority.as_deref(),
            userinfo: p.userinfo.as_deref(),
            host: p.host.as_deref(),
            port: p.port.as_deref(),
            path: p.path.as_deref(),
            query: p.query.as_deref(),
            fragment: p.fragment.as_deref(),
            ..Parts::default()
        }),
        Err(_) => {
            // Said as `urigram.parse` raises it, which for the RFC 3986
            // layer's rules (rfc9112) is the layer's own error.
            let f = failure(g.top_rule(), s);
            out.row(&Parts {
                error_offset: f.as_ref().map(|f| f.offset),
                error_rule: f.as_ref().map(|f| f.rule),
                error_message: f.as_ref().map(|f| f.message.as_str()),
                ..Parts::default()
            });
        }
    }
}
