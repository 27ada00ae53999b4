//! The strict kernels of `urigram.arrow`: `is_valid` and `parse` under any
//! grammar of `urigram::grammars::ALL`, and RFC 3986's `normalize` and
//! `resolve`. Each failed row carries `error_offset`, `error_rule` and
//! `error_message`, as `urigram.parse` would raise them (see `arrow.rs`
//! for why these are fields of the struct).

use arrow_array::{Array, BooleanArray};
use arrow_buffer::{BooleanBuffer, BooleanBufferBuilder};
use arrow_schema::{DataType, Field};
use pyo3::prelude::*;
use urigram::grammars::{Grammar, GrammarRule};
use urigram::{Host, ParseOptions, Uri, UriRef};

use crate::arrow::{
    Strings, arc, check_output_size, check_output_size_times, int_field, out, strings, struct_of,
    utf8_field,
};
use crate::columns::{Columns, Emit, columns};
use crate::parallel;
use crate::strict::{grammar, grammar_rule};

/// Why an element does not match a rule, as `urigram.ParseError` says it:
/// the byte offset, the innermost rule and the one-line message.
struct Failure {
    offset: i64,
    rule: &'static str,
    message: String,
}

/// Why `s` does not match `rule`; `None` when it does. The RFC 3986
/// layer's rules answer with its own error (as `urigram.parse` raises it),
/// the others with the engine's.
fn failure(rule: GrammarRule, s: &str) -> Option<Failure> {
    match rule.layer_rule() {
        Some((r, options)) => r.parse_with(s, options).err().map(|e| Failure {
            offset: e.offset() as i64,
            rule: e.rule().abnf_name(),
            message: e.to_string(),
        }),
        None => rule.check(s.as_bytes()).err().map(|e| Failure {
            offset: e.offset() as i64,
            rule: e.rule().abnf_name(),
            message: e.to_string(),
        }),
    }
}

/// Whether `s` matches `rule`, by the fastest way there is.
fn matches(rule: GrammarRule, fast: bool, s: &str) -> bool {
    if fast {
        urigram::is_valid(s)
    } else {
        rule.is_valid(s.as_bytes())
    }
}

/// Whether `rule` is RFC 3986's URI-reference, for which
/// `urigram::is_valid` is the fast path.
fn is_fast(rule: GrammarRule) -> bool {
    rule.grammar().name() == "rfc3986" && rule.is_top()
}

/// `is_valid(array, grammar, rule, detailed)`: whether each element
/// matches the rule (the grammar's top rule for `None`); with `detailed`, a
/// struct of `valid` and the reason fields.
#[pyfunction]
#[pyo3(signature = (array, grammar_name, rule_name, detailed))]
pub(crate) fn is_valid(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    grammar_name: &str,
    rule_name: Option<&str>,
    detailed: bool,
) -> PyResult<Py<PyAny>> {
    let rule = grammar_rule(grammar(grammar_name)?, rule_name)?;
    let fast = is_fast(rule);
    let input = strings(array)?;
    if detailed {
        let result = py.detach(|| {
            let Columns {
                strings: [rule_col, message],
                numbers: [offset],
                rows,
            } = columns::<2, 1>(&input, |s, out| {
                match (!matches(rule, fast, s))
                    .then(|| failure(rule, s))
                    .flatten()
                {
                    Some(f) => out.values([Some(f.rule), Some(&f.message)], [Some(f.offset)]),
                    None => out.values([None, None], [None]),
                }
            })?;
            let valid = BooleanBuffer::collect_bool(offset.len(), |i| offset.is_null(i));
            let valid = BooleanArray::new(valid, rows.clone());
            struct_of(
                vec![
                    Field::new("valid", DataType::Boolean, true),
                    int_field("error_offset"),
                    utf8_field("error_rule"),
                    utf8_field("error_message"),
                ],
                vec![arc(valid), arc(offset), arc(rule_col), arc(message)],
                rows,
            )
        });
        return out(py, result);
    }
    let result = py.detach(|| {
        let parts = parallel::over(input.len(), |range| {
            let mut values = BooleanBufferBuilder::new(range.len());
            input.for_range(range, |s| {
                values.append(s.is_some_and(|s| matches(rule, fast, s)))
            });
            values.finish()
        });
        let mut values = BooleanBufferBuilder::new(input.len());
        parts.iter().for_each(|v| values.append_buffer(v));
        Ok(arc(BooleanArray::new(values.finish(), input.nulls())))
    });
    out(py, result)
}

/// The kind of a host, as `urigram.parse` names it.
pub(crate) fn host_kind(h: &Host<'_>) -> &'static str {
    match h {
        Host::Ipv4 { .. } => "ipv4",
        Host::Ipv6 { .. } => "ipv6",
        Host::IpvFuture { .. } => "ipvfuture",
        _ => "reg-name",
    }
}

/// The fields of `parse`'s struct, in order: nine parts, then the reason.
const PARSE_FIELDS: [&str; 9] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "host_kind",
    "port",
    "path",
    "query",
    "fragment",
];

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
        let options = match g.name() {
            "rfc3986" => Some(ParseOptions::RFC3986),
            "rfc6874" => Some(ParseOptions::RFC6874),
            _ => None,
        };
        let Columns {
            strings: [a, b, c, d, e, f, h, i, j, rule, message],
            numbers: [offset],
            rows,
        } = columns::<11, 1>(&input, |s, out| match options {
            Some(options) => parse_reference(s, options, out),
            None => parse_parts(g, s, out),
        })?;
        let mut fields: Vec<Field> = PARSE_FIELDS.map(utf8_field).to_vec();
        fields.push(int_field("error_offset"));
        fields.extend(["error_rule", "error_message"].map(utf8_field));
        let arrays = [a, b, c, d, e, f, h, i, j]
            .into_iter()
            .map(arc)
            .chain([arc(offset), arc(rule), arc(message)])
            .collect();
        struct_of(fields, arrays, rows)
    });
    out(py, result)
}

/// `parse`'s row for `s` under RFC 3986 (with `options`).
fn parse_reference(s: &str, options: ParseOptions, out: &mut Emit<'_, 11, 1>) {
    match UriRef::parse_with(s, options) {
        Ok(u) => {
            let auth = u.authority();
            let host = auth.map(|a| a.host());
            out.values(
                [
                    u.scheme().map(|x| x.as_str()),
                    auth.map(|a| a.as_str()),
                    auth.and_then(|a| a.userinfo()).map(|x| x.as_str()),
                    host.map(|h| h.as_str()),
                    host.as_ref().map(host_kind),
                    auth.and_then(|a| a.port()).map(|p| p.as_str()),
                    Some(u.path().as_str()),
                    u.query().map(|x| x.as_str()),
                    u.fragment().map(|x| x.as_str()),
                    None,
                    None,
                ],
                [None],
            );
        }
        Err(e) => {
            let message = e.to_string();
            let mut values = [None; 11];
            values[9] = Some(e.rule().abnf_name());
            values[10] = Some(message.as_str());
            out.values(values, [Some(e.offset() as i64)]);
        }
    }
}

/// `parse`'s row for `s` under a grammar other than RFC 3986's: the parts
/// of [`Grammar::parts`] (no host kind; a part the grammar leaves unsplit
/// is null).
fn parse_parts(g: &'static Grammar, s: &str, out: &mut Emit<'_, 11, 1>) {
    match g.parts(s.as_bytes()) {
        Ok(p) => out.values(
            [
                p.scheme.as_deref(),
                p.authority.as_deref(),
                p.userinfo.as_deref(),
                p.host.as_deref(),
                None,
                p.port.as_deref(),
                p.path.as_deref(),
                p.query.as_deref(),
                p.fragment.as_deref(),
                None,
                None,
            ],
            [None],
        ),
        Err(_) => {
            // Said as `urigram.parse` raises it, which for the RFC 3986
            // layer's rules (rfc9112) is the layer's own error.
            let f = failure(g.top_rule(), s);
            let mut values = [None; 11];
            values[9] = f.as_ref().map(|f| f.rule);
            values[10] = f.as_ref().map(|f| f.message.as_str());
            out.values(values, [f.as_ref().map(|f| f.offset)]);
        }
    }
}

/// A kernel of one string value per row, or the reason there is none: a
/// struct of `value` and the reason fields.
/// What a kernel's reason fields say of a failed row: the errors of the
/// RFC 3986 layer and of the engine grammars alike.
trait Reason: std::fmt::Display {
    /// The byte offset of the failure.
    fn at(&self) -> usize;
    /// The innermost rule's ABNF name.
    fn rule_name(&self) -> &'static str;
}

impl Reason for urigram::ParseError {
    fn at(&self) -> usize {
        self.offset()
    }
    fn rule_name(&self) -> &'static str {
        self.rule().abnf_name()
    }
}

impl Reason for urigram::engine::Error {
    fn at(&self) -> usize {
        self.offset()
    }
    fn rule_name(&self) -> &'static str {
        self.rule().abnf_name()
    }
}

fn value_or_reason<E: Reason>(
    py: Python<'_>,
    input: &Strings,
    row: impl Fn(&str) -> Result<String, E> + Send + Sync,
) -> PyResult<Py<PyAny>> {
    let result = py.detach(|| {
        let Columns {
            strings: [value, rule, message],
            numbers: [offset],
            rows,
        } = columns::<3, 1>(input, |s, out| match row(s) {
            Ok(v) => out.values([Some(&v), None, None], [None]),
            Err(e) => out.values(
                [None, Some(e.rule_name()), Some(&e.to_string())],
                [Some(e.at() as i64)],
            ),
        })?;
        struct_of(
            vec![
                utf8_field("value"),
                int_field("error_offset"),
                utf8_field("error_rule"),
                utf8_field("error_message"),
            ],
            vec![arc(value), arc(offset), arc(rule), arc(message)],
            rows,
        )
    });
    out(py, result)
}

/// `normalize(array)`: the RFC 3986 section 6 normal form of each element
/// (a URI-reference; a relative one keeps its leading `..`), or why it has
/// none.
#[pyfunction]
pub(crate) fn normalize(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Normalizing adds at most the "/" of an empty path.
    check_output_size(&input, 1)?;
    value_or_reason(py, &input, |s| {
        UriRef::parse(s).map(|u| u.normalize().as_str().to_owned())
    })
}

/// `resolve(base, array)`: each element, a URI-reference, resolved against
/// `base` (RFC 3986 section 5.2, strict), or why it cannot be.
#[pyfunction]
pub(crate) fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| crate::strict::parse_error(py, base, &e))?;
    let input = strings(array)?;
    check_output_size(&input, base.len() + 1)?;
    value_or_reason(py, &input, |s| {
        UriRef::parse(s).map(|r| base_uri.resolve(&r).as_str().to_owned())
    })
}

/// `iri_to_uri(array)`: each element, an IRI reference, as a URI reference
/// (RFC 3987 section 3.1), or why it is not an IRI reference.
#[pyfunction]
pub(crate) fn iri_to_uri(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Each byte of a non-ASCII character becomes three.
    check_output_size_times(&input, 3)?;
    value_or_reason(py, &input, |s| {
        urigram::grammars::rfc3987::iri_to_uri(s).map(std::borrow::Cow::into_owned)
    })
}

/// `uri_to_iri(array)`: each element, a URI reference, as an IRI reference
/// (RFC 3987 section 3.2), or why it is not a URI reference.
#[pyfunction]
pub(crate) fn uri_to_iri(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Decoding only shortens.
    check_output_size(&input, 0)?;
    value_or_reason(py, &input, |s| {
        urigram::grammars::rfc3987::uri_to_iri(s).map(std::borrow::Cow::into_owned)
    })
}
