//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works. This file holds what every kernel shares (reading the
//! input, building and handing back the result, the threads) and registers
//! them; the kernels are in `arrow_strict.rs` (the grammars and RFC 3986's
//! algorithms), `arrow_urlsplit.rs` (CPython's `urlsplit`) and
//! `arrow_jvm.rs` (java.net.URI and Spark's `parse_url`).
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

use std::ops::Range;
use std::sync::Arc;

use arrow_array::{
    Array, ArrayAccessor, ArrayRef, LargeStringArray, StringArray, StringViewArray, StructArray,
    make_array,
};
use arrow_buffer::NullBuffer;
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{ArrowError, DataType, Field};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

use crate::{arrow_strict, arrow_urlsplit, parallel};

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
    pub(crate) fn nulls(&self) -> Option<NullBuffer> {
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
pub(crate) fn strings(obj: &Bound<'_, PyAny>) -> PyResult<Strings> {
    Strings::from_data(ArrayData::from_pyarrow_bound(obj)?)
}

/// The pyarrow array of a kernel's result; an Arrow error (which would be
/// a bug here) as a `ValueError`.
pub(crate) fn out(py: Python<'_>, array: Result<ArrayRef, ArrowError>) -> PyResult<Py<PyAny>> {
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.to_data().to_pyarrow(py)?.unbind())
}

/// The most text an output column may need, `grow` bytes per element on
/// top of the input's, must fit Arrow's 32-bit utf8 offsets.
pub(crate) fn check_output_size(input: &Strings, grow: usize) -> PyResult<()> {
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

/// As [`check_output_size`], for a kernel whose output can be `times` the
/// input's bytes (percent-encoding writes a byte as three).
pub(crate) fn check_output_size_times(input: &Strings, times: usize) -> PyResult<()> {
    if input.value_bytes().saturating_mul(times) >= i32::MAX as usize {
        return check_output_size(input, usize::MAX);
    }
    Ok(())
}

pub(crate) fn utf8_field(name: &str) -> Field {
    Field::new(name, DataType::Utf8, true)
}

pub(crate) fn int_field(name: &str) -> Field {
    Field::new(name, DataType::Int64, true)
}

/// A struct array of `fields` and `arrays`, its rows null where the input's are.
pub(crate) fn struct_of(
    fields: Vec<Field>,
    arrays: Vec<ArrayRef>,
    rows: Option<NullBuffer>,
) -> Result<ArrayRef, ArrowError> {
    Ok(Arc::new(StructArray::try_new(fields.into(), arrays, rows)?) as ArrayRef)
}

pub(crate) fn arc<A: Array + 'static>(a: A) -> ArrayRef {
    Arc::new(a)
}

/// The total bytes of the values of a string array.
#[pyfunction]
fn value_bytes(array: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(strings(array)?.value_bytes())
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
        wrap_pyfunction!(arrow_strict::is_valid, m)?,
        wrap_pyfunction!(arrow_urlsplit::urlsplit, m)?,
        wrap_pyfunction!(arrow_strict::parse, m)?,
        wrap_pyfunction!(arrow_strict::normalize, m)?,
        wrap_pyfunction!(arrow_strict::resolve, m)?,
        wrap_pyfunction!(arrow_strict::iri_to_uri, m)?,
        wrap_pyfunction!(arrow_strict::uri_to_iri, m)?,
        wrap_pyfunction!(crate::arrow_compare::compare, m)?,
        wrap_pyfunction!(crate::arrow_jvm::java_uri, m)?,
        wrap_pyfunction!(crate::arrow_jvm::spark_parse_url, m)?,
        wrap_pyfunction!(crate::arrow_template::match_templates, m)?,
        wrap_pyfunction!(value_bytes, m)?,
        wrap_pyfunction!(set_threads, m)?,
        wrap_pyfunction!(threads, m)?,
    ] {
        kernels.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("arrow_kernels", kernels)?;
    Ok(())
}
