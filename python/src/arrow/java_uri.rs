//! `urigram.arrow.java_uri`: java.net.URI (`urigram::java`) over a string
//! column, in the shape of `urigram.java_uri` (a struct of the same fields,
//! in its order).

use pyo3::prelude::*;
use urigram::java::{self, Rejection};

use super::columns::columns;
use super::input::{check_output_size, strings};
use super::output::out;
use super::row::row;

row! {
    /// A row of `java_uri`: `urigram.java_uri`'s dict, the decoded getters
    /// (`decoded_*`) made into the struct `decoded` once the rows are in.
    struct JavaUri<'a> {
        valid: Option<bool>,
        opaque: Option<bool>,
        scheme: Option<&'a str>,
        scheme_specific_part: Option<&'a str>,
        authority: Option<&'a str>,
        userinfo: Option<&'a str>,
        host: Option<&'a str>,
        /// Null for java's -1.
        port: Option<i64>,
        path: Option<&'a str>,
        query: Option<&'a str>,
        fragment: Option<&'a str>,
        decoded_scheme_specific_part: Option<&'a str>,
        decoded_authority: Option<&'a str>,
        decoded_userinfo: Option<&'a str>,
        decoded_path: Option<&'a str>,
        decoded_query: Option<&'a str>,
        decoded_fragment: Option<&'a str>,
        exception: Option<&'a str>,
        index: Option<i64>,
        reason: Option<&'a str>,
        message: Option<&'a str>,
    }
}

/// `java_uri(array, decoded)`: `new java.net.URI(s)` of each element, as a
/// struct of `valid`, `opaque`, the raw getters (`port` an int64, null for
/// -1), with `decoded` the struct of the decoded getters, and the
/// exception's `exception`, `index`, `reason` and `message` (null for an
/// accepted element; for a rejected one, the getters are null).
#[pyfunction]
#[pyo3(signature = (array, decoded=true))]
pub(crate) fn java_uri(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    decoded: bool,
) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // The message holds the input and at most 60 bytes of words around it;
    // each other column holds at most the input.
    check_output_size(&input, 64)?;
    let result = py.detach(|| {
        let mut table = columns::<JavaUri>(&input, |s, emit| match java::parse(s) {
            Ok(u) => {
                let d = decoded.then(|| {
                    (
                        u.scheme_specific_part(),
                        u.authority(),
                        u.user_info(),
                        u.path(),
                        u.query(),
                        u.fragment(),
                    )
                });
                let d = d.as_ref();
                emit.row(&JavaUri {
                    valid: Some(true),
                    opaque: Some(u.is_opaque()),
                    scheme: u.scheme(),
                    scheme_specific_part: Some(u.raw_scheme_specific_part()),
                    authority: u.raw_authority(),
                    userinfo: u.raw_user_info(),
                    host: u.host(),
                    port: (u.port() >= 0).then_some(i64::from(u.port())),
                    path: u.raw_path(),
                    query: u.raw_query(),
                    fragment: u.raw_fragment(),
                    decoded_scheme_specific_part: d.map(|d| &*d.0),
                    decoded_authority: d.and_then(|d| d.1.as_deref()),
                    decoded_userinfo: d.and_then(|d| d.2.as_deref()),
                    decoded_path: d.and_then(|d| d.3.as_deref()),
                    decoded_query: d.and_then(|d| d.4.as_deref()),
                    decoded_fragment: d.and_then(|d| d.5.as_deref()),
                    ..JavaUri::default()
                });
            }
            Err(e) => {
                let reason = e.reason().map(|r| r.to_string());
                let message = e.message(s);
                emit.row(&JavaUri {
                    valid: Some(false),
                    exception: Some(e.exception()),
                    index: matches!(e, Rejection::Syntax { .. }).then(|| e.index(s)),
                    reason: reason.as_deref(),
                    message: Some(&message),
                    ..JavaUri::default()
                });
            }
        })?;
        // The struct is null where the row is invalid (or null), as
        // `urigram.java_uri` has no `decoded` there.
        let accepted = table.where_true("valid")?;
        table.nest("decoded", decoded, Some(accepted))?;
        table.into_struct()
    });
    out(py, result)
}
