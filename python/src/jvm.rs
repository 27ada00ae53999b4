//! The JVM readers for Python: `java.net.URI` (`urigram.java_uri`) and
//! Spark's `parse_url` (`urigram.spark_parse_url`), as the library computes
//! them; `urigram/_jvm.py` gives them their typed shape.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use urigram::java::{self, Rejection};
use urigram::spark::ParseUrl;

/// `new java.net.URI(s)`: a dict in the shape of `urigram java --json`.
#[pyfunction]
fn java_uri<'py>(py: Python<'py>, s: &str) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    match java::parse(s) {
        Ok(u) => {
            d.set_item("valid", true)?;
            d.set_item("opaque", u.is_opaque())?;
            d.set_item("scheme", u.scheme())?;
            d.set_item("scheme_specific_part", u.raw_scheme_specific_part())?;
            d.set_item("authority", u.raw_authority())?;
            d.set_item("userinfo", u.raw_user_info())?;
            d.set_item("host", u.host())?;
            d.set_item("port", (u.port() >= 0).then_some(u.port()))?;
            d.set_item("path", u.raw_path())?;
            d.set_item("query", u.raw_query())?;
            d.set_item("fragment", u.raw_fragment())?;
            let decoded = PyDict::new(py);
            decoded.set_item("scheme_specific_part", u.scheme_specific_part())?;
            decoded.set_item("authority", u.authority())?;
            decoded.set_item("userinfo", u.user_info())?;
            decoded.set_item("path", u.path())?;
            decoded.set_item("query", u.query())?;
            decoded.set_item("fragment", u.fragment())?;
            d.set_item("decoded", decoded)?;
        }
        Err(e) => {
            d.set_item("valid", false)?;
            d.set_item("exception", e.exception())?;
            let index = matches!(e, Rejection::Syntax { .. }).then(|| e.index(s));
            d.set_item("index", index)?;
            d.set_item("reason", e.reason().map(|r| r.to_string()))?;
            d.set_item("message", e.message(s))?;
        }
    }
    Ok(d)
}

/// Spark's `parse_url(url, part, key)`: `(True, value)` with the value or
/// None, or `(False, name, message)` where Spark's query fails.
#[pyfunction]
#[pyo3(signature = (url, part, key, ansi))]
fn spark_parse_url<'py>(
    py: Python<'py>,
    url: &str,
    part: &str,
    key: Option<&str>,
    ansi: bool,
) -> PyResult<Bound<'py, PyTuple>> {
    match ParseUrl::new(part, key, ansi).eval(url) {
        Ok(v) => (true, v).into_pyobject(py),
        Err(e) => (false, e.name(), e.message(url)).into_pyobject(py),
    }
}

pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let d = PyDict::new(m.py());
    for f in [
        wrap_pyfunction!(java_uri, m)?,
        wrap_pyfunction!(spark_parse_url, m)?,
    ] {
        d.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("jvm", d)?;
    Ok(())
}
