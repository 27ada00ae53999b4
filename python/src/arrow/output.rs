//! What a kernel hands back: a [`Table`] of named columns, made into the
//! result's struct array (or a column of it, or a struct nested in it), and
//! [`out`], which gives the array to Python as a pyarrow array.

use std::sync::Arc;

use arrow_array::{Array, ArrayRef, BooleanArray, StructArray};
use arrow_buffer::{BooleanBuffer, NullBuffer};
use arrow_pyarrow::ToPyArrow;
use arrow_schema::{ArrowError, DataType, Field, Fields};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The pyarrow array of a kernel's result; an Arrow error (which would be
/// a bug here) as a `ValueError`.
pub(crate) fn out(py: Python<'_>, array: Result<ArrayRef, ArrowError>) -> PyResult<Py<PyAny>> {
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.to_data().to_pyarrow(py)?.unbind())
}

/// A kernel's columns, each with its field, and the rows' nulls (the
/// input's): what [`super::columns::columns`] returns, in the order of the
/// kernel's schema.
pub(crate) struct Table {
    fields: Vec<Field>,
    arrays: Vec<ArrayRef>,
    rows: Option<NullBuffer>,
}

impl Table {
    /// The table of `fields` and their `arrays`, the rows null where `rows`
    /// says.
    pub(crate) fn new(
        fields: Vec<Field>,
        arrays: Vec<ArrayRef>,
        rows: Option<NullBuffer>,
    ) -> Table {
        Table {
            fields,
            arrays,
            rows,
        }
    }

    /// The struct array of the columns, a row null where the input's is.
    pub(crate) fn into_struct(self) -> Result<ArrayRef, ArrowError> {
        let array = StructArray::try_new(self.fields.into(), self.arrays, self.rows)?;
        Ok(Arc::new(array))
    }

    /// The column `name`, taken out of the table.
    pub(crate) fn take(&mut self, name: &str) -> Result<ArrayRef, ArrowError> {
        let i = self
            .fields
            .iter()
            .position(|f| f.name() == name)
            .ok_or_else(|| ArrowError::SchemaError(format!("no column {name}")))?;
        self.fields.remove(i);
        Ok(self.arrays.remove(i))
    }

    /// Where the `bool` column `name` is true, as a null buffer (valid
    /// there, null elsewhere and where the column is null).
    pub(crate) fn where_true(&self, name: &str) -> Result<NullBuffer, ArrowError> {
        let column = self
            .fields
            .iter()
            .position(|f| f.name() == name)
            .and_then(|i| self.arrays[i].as_any().downcast_ref::<BooleanArray>())
            .ok_or_else(|| ArrowError::SchemaError(format!("no bool column {name}")))?;
        Ok(NullBuffer::new(BooleanBuffer::collect_bool(
            column.len(),
            |i| column.is_valid(i) && column.value(i),
        )))
    }

    /// The columns named `prefix` then `_` (`decoded_path`), made into one
    /// struct column `prefix` (of `path`, ...) in the place of the first,
    /// null where `nulls` says; with `keep` false, dropped instead.
    pub(crate) fn nest(
        &mut self,
        prefix: &str,
        keep: bool,
        nulls: Option<NullBuffer>,
    ) -> Result<(), ArrowError> {
        let start = format!("{prefix}_");
        let mut at = None;
        let mut sub_fields = Vec::new();
        let mut sub_arrays = Vec::new();
        let mut i = 0;
        while i < self.fields.len() {
            if let Some(name) = self.fields[i].name().strip_prefix(&start) {
                sub_fields.push(Field::new(name, self.fields[i].data_type().clone(), true));
                sub_arrays.push(self.arrays.remove(i));
                self.fields.remove(i);
                at.get_or_insert(i);
            } else {
                i += 1;
            }
        }
        if let (true, Some(at)) = (keep, at) {
            let sub = Fields::from(sub_fields);
            let array = StructArray::try_new(sub.clone(), sub_arrays, nulls)?;
            self.fields
                .insert(at, Field::new(prefix, DataType::Struct(sub), true));
            self.arrays.insert(at, Arc::new(array));
        }
        Ok(())
    }
}
