//! A kernel's input: a string array of any of Arrow's three layouts
//! (utf8, large_utf8, string_view), read through the Arrow PyCapsule
//! interface without a copy, and the check that what a kernel will write
//! for it fits in one array.

use std::ops::Range;

use arrow_array::{
    Array, ArrayAccessor, LargeStringArray, StringArray, StringViewArray, make_array,
};
use arrow_buffer::NullBuffer;
use arrow_data::ArrayData;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

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

    /// The values buffer of a utf8 or large_utf8 array (empty for views,
    /// whose text can be in several buffers).
    pub(crate) fn value_data(&self) -> &[u8] {
        match self {
            Strings::Utf8(a) => a.value_data(),
            Strings::Large(a) => a.value_data(),
            Strings::View(_) => &[],
        }
    }

    /// The total bytes of the values (nulls may hide some, which counts
    /// them too: an upper bound, exact without nulls).
    pub(crate) fn value_bytes(&self) -> usize {
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
    Strings::from_data(crate::raw::array_data(obj)?)
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

/// The total bytes of the values of a string array.
#[pyfunction]
pub(crate) fn value_bytes(array: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(strings(array)?.value_bytes())
}
