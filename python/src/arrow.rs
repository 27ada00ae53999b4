//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works.
//!
//! A null in gives a null out, and only a null: an element that fails gets
//! a row that says why, in fields of the same struct (`error_offset`,
//! `error_rule`, `error_message` for the strict grammars; `error_type`,
//! `error_message` for `urlsplit`). Fields rather than a second array,
//! because a struct is one value per row that every engine carries whole
//! (a Polars struct column, a DuckDB `STRUCT`, a Spark struct from
//! `mapInArrow`), so the reason cannot come apart from its row, and a
//! kernel keeps the one-array-in, one-array-out shape that `map_batches`
//! and `mapInArrow` expect. The reason columns of a batch without errors
//! are all null, which costs a few bytes per row.

use std::borrow::Cow;
use std::ops::Range;
use std::sync::Arc;

use arrow_array::{
    Array, ArrayAccessor, ArrayRef, BooleanArray, LargeStringArray, StringArray, StringViewArray,
    StructArray, make_array,
};
use arrow_buffer::{BooleanBuffer, BooleanBufferBuilder, NullBuffer};
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{ArrowError, DataType, Field};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use urigram::grammars::{Grammar, GrammarRule};
use urigram::urllib::Urllib;
use urigram::{Host, ParseOptions, Uri, UriRef};

use crate::columns::{Columns, columns};
use crate::strict::{grammar, grammar_rule};
use crate::{parallel, profile};

/// The strings of an Arrow string array of any of the three layouts.
pub(crate) enum Strings {
    Utf8(StringArray),
    Large(LargeStringArray),
    View(StringViewArray),
}

impl Strings {
    fn from_data(data: ArrayData) -> PyResult<Self> {
        let array = make_array(data);
        let any = array.as_any();
        if let Some(a) = any.downcast_ref::<StringArray>() {
            return Ok(Strings::Utf8(a.clone()));
        }
        if let Some(a) = any.downcast_ref::<LargeStringArray>() {
            return Ok(Strings::Large(a.clone()));
        }
        if let Some(a) = any.downcast_ref::<StringViewArray>() {
            return Ok(Strings::View(a.clone()));
        }
        Err(PyTypeError::new_err(format!(
            "urigram.arrow takes a string array (utf8, large_utf8 or string_view), not {}",
            array.data_type()
        )))
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.len(),
            Strings::Large(a) => a.len(),
            Strings::View(a) => a.len(),
        }
    }

    /// The nulls of the array (`None` when it has none).
    fn nulls(&self) -> Option<NullBuffer> {
        match self {
            Strings::Utf8(a) => a.nulls().cloned(),
            Strings::Large(a) => a.nulls().cloned(),
            Strings::View(a) => a.nulls().cloned(),
        }
    }

    /// Calls `f` on each element of `range`, `None` for a null.
    pub(crate) fn for_range(&self, range: Range<usize>, mut f: impl FnMut(Option<&str>)) {
        fn each<'a>(
            a: &'a impl ArrayAccessor<Item = &'a str>,
            range: Range<usize>,
            f: &mut impl FnMut(Option<&'a str>),
        ) {
            for i in range {
                f(if a.is_null(i) { None } else { Some(a.value(i)) });
            }
        }
        match self {
            Strings::Utf8(a) => each(&a, range, &mut f),
            Strings::Large(a) => each(&a, range, &mut f),
            Strings::View(a) => each(&a, range, &mut f),
        }
    }

    /// The total bytes of the values (nulls may hide some, which counts
    /// them too: an upper bound, exact without nulls).
    fn value_bytes(&self) -> usize {
        fn span<O: arrow_array::OffsetSizeTrait>(offsets: &[O]) -> usize {
            match (offsets.first(), offsets.last()) {
                (Some(a), Some(b)) => (*b - *a).as_usize(),
                _ => 0,
            }
        }
        match self {
            Strings::Utf8(a) => span(a.value_offsets()),
            Strings::Large(a) => span(a.value_offsets()),
            Strings::View(a) => a.views().iter().map(|v| (*v as u32) as usize).sum(),
        }
    }
}

/// Reads `obj`, an object with `__arrow_c_array__` (or a pyarrow array).
fn strings(obj: &Bound<'_, PyAny>) -> PyResult<Strings> {
    Strings::from_data(ArrayData::from_pyarrow_bound(obj)?)
}

/// The pyarrow array of a kernel's result; an Arrow error (which would be
/// a bug here) as a `ValueError`.
fn out(py: Python<'_>, array: Result<ArrayRef, ArrowError>) -> PyResult<Py<PyAny>> {
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.to_data().to_pyarrow(py)?.unbind())
}

/// The most text an output column may need, `grow` bytes per element on
/// top of the input's, must fit Arrow's 32-bit utf8 offsets.
fn check_output_size(input: &Strings, grow: usize) -> PyResult<()> {
    let need = input
        .value_bytes()
        .saturating_add(input.len().saturating_mul(grow));
    if need >= i32::MAX as usize {
        return Err(PyValueError::new_err(
            "urigram.arrow: the result would hold more than 2 GiB of text in one array; pass the input in chunks (a chunked array)",
        ));
    }
    Ok(())
}

fn utf8_field(name: &str) -> Field {
    Field::new(name, DataType::Utf8, true)
}

fn int_field(name: &str) -> Field {
    Field::new(name, DataType::Int64, true)
}

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
        rule.check(s.as_bytes()).is_ok()
    }
}

/// Whether `rule` is RFC 3986's URI-reference, for which
/// `urigram::is_valid` is the fast path.
fn is_fast(rule: GrammarRule) -> bool {
    rule.grammar().name() == "rfc3986" && rule.is_top()
}

/// A struct array of `fields` and `arrays`, its rows null where the input's are.
fn struct_of(
    fields: Vec<Field>,
    arrays: Vec<ArrayRef>,
    rows: Option<NullBuffer>,
) -> Result<ArrayRef, ArrowError> {
    Ok(Arc::new(StructArray::try_new(fields.into(), arrays, rows)?) as ArrayRef)
}

fn arc<A: Array + 'static>(a: A) -> ArrayRef {
    Arc::new(a)
}

/// `is_valid(array, grammar, rule, detailed)`: whether each element
/// matches the rule (the grammar's top rule for `None`); with `detailed`, a
/// struct of `valid` and the reason fields.
#[pyfunction]
#[pyo3(signature = (array, grammar_name, rule_name, detailed))]
fn is_valid(
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

/// The total bytes of the values of a string array.
#[pyfunction]
fn value_bytes(array: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(strings(array)?.value_bytes())
}

/// `urlsplit(array)`: CPython's `urlsplit` of each element, as a struct of
/// scheme, netloc, path, query, fragment and the properties username,
/// password, hostname and port; where CPython raises (in `urlsplit`, or in
/// reading `port`), `error_type` and `error_message` say what it raises.
#[pyfunction]
fn urlsplit(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // The hostname is at most the netloc, in a column of its own.
    check_output_size(&input, 0)?;
    let release = profile::release();
    let urllib = Urllib::new(release);
    let result = py.detach(|| {
        let Columns {
            strings:
                [
                    scheme,
                    netloc,
                    path,
                    query,
                    fragment,
                    user,
                    password,
                    hostname,
                    kind,
                    message,
                ],
            numbers: [port],
            rows,
        } = columns::<10, 1>(&input, |s, out| match profile::urlsplit(s) {
            Ok(r) => {
                let net = netloc_parts(&r);
                // The port's text read as the release reads it (3.9 takes
                // what int() takes), only where there is one.
                let (port, error) = match net.port.map(|_| urllib.port(&r.netloc)) {
                    None => (None, None),
                    Some(Ok(p)) => (p.map(i64::from), None),
                    Some(Err(e)) => (None, Some(e.to_string())),
                };
                out.values(
                    [
                        Some(&*r.scheme),
                        Some(&*r.netloc),
                        Some(&*r.path),
                        Some(&*r.query),
                        Some(&*r.fragment),
                        net.username,
                        net.password,
                        net.hostname.as_deref(),
                        error.as_ref().map(|_| "ValueError"),
                        error.as_deref(),
                    ],
                    [port],
                );
            }
            Err(e) => {
                let message = e.message_in(release);
                let mut values = [None; 10];
                values[8] = Some(e.python_type());
                values[9] = Some(message.as_str());
                out.values(values, [None]);
            }
        })?;
        let mut fields: Vec<Field> = [
            "scheme", "netloc", "path", "query", "fragment", "username", "password", "hostname",
        ]
        .map(utf8_field)
        .to_vec();
        fields.push(int_field("port"));
        fields.extend(["error_type", "error_message"].map(utf8_field));
        let arrays = vec![
            arc(scheme),
            arc(netloc),
            arc(path),
            arc(query),
            arc(fragment),
            arc(user),
            arc(password),
            arc(hostname),
            arc(port),
            arc(kind),
            arc(message),
        ];
        struct_of(fields, arrays, rows)
    });
    out(py, result)
}

/// The netloc properties of a `SplitResult` (`username`, `password`,
/// `hostname`, the text of `port`), cut as CPython's `_userinfo` and
/// `_hostinfo` cut them: the userinfo is the text before the last `@`, cut
/// at its first `:`; after that `@`, a `[` opens a host that runs to the
/// next `]` with the port after the first `:` that follows, and otherwise
/// the host runs to the first `:`; an empty host or port is none. One pass
/// of byte searches, since this runs for every row and most netlocs are a
/// short host alone; the `hostname` lowering of a non-ASCII host is the
/// library's, which follows the release's Unicode tables.
struct NetlocParts<'a> {
    username: Option<&'a str>,
    password: Option<&'a str>,
    hostname: Option<Cow<'a, str>>,
    port: Option<&'a str>,
}

fn netloc_parts<'a>(r: &'a urigram::urllib::SplitResult<'_>) -> NetlocParts<'a> {
    let netloc: &str = &r.netloc;
    let find = |s: &str, c: u8| s.bytes().position(|b| b == c);
    let (username, password, hostinfo) = match netloc.bytes().rposition(|b| b == b'@') {
        None => (None, None, netloc),
        Some(at) => {
            let info = &netloc[..at];
            let (user, password) = match find(info, b':') {
                Some(colon) => (&info[..colon], Some(&info[colon + 1..])),
                None => (info, None),
            };
            (Some(user), password, &netloc[at + 1..])
        }
    };
    let (host, port) = match find(hostinfo, b'[') {
        Some(open) => {
            let bracketed = &hostinfo[open + 1..];
            match find(bracketed, b']') {
                Some(close) => {
                    let after = &bracketed[close + 1..];
                    let port = find(after, b':').map_or("", |c| &after[c + 1..]);
                    (&bracketed[..close], port)
                }
                None => (bracketed, ""),
            }
        }
        None => match find(hostinfo, b':') {
            Some(colon) => (&hostinfo[..colon], &hostinfo[colon + 1..]),
            None => (hostinfo, ""),
        },
    };
    let hostname = if host.is_empty() {
        None
    } else if host.is_ascii() {
        // Python's str.lower of ASCII text, the zone (after `%`) kept.
        let addr = find(host, b'%').map_or(host, |p| &host[..p]);
        if addr.bytes().any(|b| b.is_ascii_uppercase()) {
            let mut lower = addr.to_ascii_lowercase();
            lower.push_str(&host[addr.len()..]);
            Some(Cow::Owned(lower))
        } else {
            Some(Cow::Borrowed(host))
        }
    } else {
        r.hostname()
    };
    NetlocParts {
        username,
        password,
        hostname,
        port: (!port.is_empty()).then_some(port),
    }
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
fn parse(py: Python<'_>, array: &Bound<'_, PyAny>, grammar_name: &str) -> PyResult<Py<PyAny>> {
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
fn parse_reference(s: &str, options: ParseOptions, out: &mut crate::columns::Emit<'_, 11, 1>) {
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
fn parse_parts(g: &'static Grammar, s: &str, out: &mut crate::columns::Emit<'_, 11, 1>) {
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
fn value_or_reason(
    py: Python<'_>,
    input: &Strings,
    row: impl Fn(&str) -> Result<String, urigram::ParseError> + Send + Sync,
) -> PyResult<Py<PyAny>> {
    let result = py.detach(|| {
        let Columns {
            strings: [value, rule, message],
            numbers: [offset],
            rows,
        } = columns::<3, 1>(input, |s, out| match row(s) {
            Ok(v) => out.values([Some(&v), None, None], [None]),
            Err(e) => out.values(
                [None, Some(e.rule().abnf_name()), Some(&e.to_string())],
                [Some(e.offset() as i64)],
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
fn normalize(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
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
fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| crate::strict::parse_error(py, base, &e))?;
    let input = strings(array)?;
    check_output_size(&input, base.len() + 1)?;
    value_or_reason(py, &input, |s| {
        UriRef::parse(s).map(|r| base_uri.resolve(&r).as_str().to_owned())
    })
}

/// `set_threads(n)`: the kernels use `n` threads (at most 8), or one per
/// core (at most 8) for `None`.
#[pyfunction]
#[pyo3(signature = (n))]
fn set_threads(n: Option<i64>) -> PyResult<()> {
    match n {
        None => parallel::set_threads(0),
        Some(n) if n >= 1 => parallel::set_threads(usize::try_from(n).unwrap_or(usize::MAX)),
        Some(n) => {
            return Err(PyValueError::new_err(format!(
                "urigram.arrow.set_threads takes a number of threads of 1 or more, or None for one per core; got {n}"
            )));
        }
    }
    Ok(())
}

/// `threads()`: the threads the kernels use now.
#[pyfunction]
fn threads() -> usize {
    parallel::threads()
}

/// Adds the kernels to `m` as `arrow_is_valid`, `arrow_urlsplit`, ...
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let kernels = pyo3::types::PyDict::new(py);
    for f in [
        wrap_pyfunction!(is_valid, m)?,
        wrap_pyfunction!(urlsplit, m)?,
        wrap_pyfunction!(parse, m)?,
        wrap_pyfunction!(normalize, m)?,
        wrap_pyfunction!(resolve, m)?,
        wrap_pyfunction!(value_bytes, m)?,
        wrap_pyfunction!(set_threads, m)?,
        wrap_pyfunction!(threads, m)?,
    ] {
        kernels.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("arrow_kernels", kernels)?;
    Ok(())
}
