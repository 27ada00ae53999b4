//! `urigram.arrow.java_uri` and `urigram.arrow.spark_parse_url`: the JVM
//! readers (`urigram::java`, `urigram::spark`) over a string column, in the
//! shapes of `urigram.java_uri` (a struct of the same fields) and of
//! Spark's `try_parse_url` (a string column).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use arrow_array::{Array, ArrayRef, BooleanArray, Int64Array, StructArray};
use arrow_buffer::{BooleanBuffer, NullBuffer};
use arrow_schema::{DataType, Field, Fields};
use pyo3::prelude::*;
use urigram::java::{self, Rejection};
use urigram::spark::ParseUrl;

use crate::arrow::{arc, check_output_size, int_field, out, strings, struct_of, utf8_field};
use crate::columns::{Columns, columns};

/// The raw getters' fields, in `urigram.java_uri`'s order.
const RAW: [&str; 8] = [
    "scheme",
    "scheme_specific_part",
    "authority",
    "userinfo",
    "host",
    "path",
    "query",
    "fragment",
];

/// The decoded getters' fields (the struct `decoded`).
const DECODED: [&str; 6] = [
    "scheme_specific_part",
    "authority",
    "userinfo",
    "path",
    "query",
    "fragment",
];

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
        // Strings: the 8 raw getters, the 6 decoded ones, then exception,
        // reason, message. Numbers: port, index, valid, opaque.
        let Columns {
            strings,
            numbers: [port, index, valid, opaque],
            rows,
        } = columns::<17, 4>(&input, |s, emit| match java::parse(s) {
            Ok(u) => {
                let ssp = u.raw_scheme_specific_part();
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
                emit.values(
                    [
                        u.scheme(),
                        Some(ssp),
                        u.raw_authority(),
                        u.raw_user_info(),
                        u.host(),
                        u.raw_path(),
                        u.raw_query(),
                        u.raw_fragment(),
                        d.map(|d| &*d.0),
                        d.and_then(|d| d.1.as_deref()),
                        d.and_then(|d| d.2.as_deref()),
                        d.and_then(|d| d.3.as_deref()),
                        d.and_then(|d| d.4.as_deref()),
                        d.and_then(|d| d.5.as_deref()),
                        None,
                        None,
                        None,
                    ],
                    [
                        (u.port() >= 0).then_some(i64::from(u.port())),
                        None,
                        Some(1),
                        Some(i64::from(u.is_opaque())),
                    ],
                );
            }
            Err(e) => {
                let reason = e.reason().map(|r| r.to_string());
                let message = e.message(s);
                let index = matches!(e, Rejection::Syntax { .. }).then(|| e.index(s));
                let mut values = [None; 17];
                values[14] = Some(e.exception());
                values[15] = reason.as_deref();
                values[16] = Some(message.as_str());
                emit.values(values, [None, index, Some(0), None]);
            }
        })?;
        let [
            s0,
            s1,
            s2,
            s3,
            s4,
            s5,
            s6,
            s7,
            d0,
            d1,
            d2,
            d3,
            d4,
            d5,
            exception,
            reason,
            message,
        ] = strings;
        let valid_bool = booleans(&valid, rows.as_ref());
        let mut fields = vec![
            Field::new("valid", DataType::Boolean, true),
            Field::new("opaque", DataType::Boolean, true),
        ];
        let mut arrays: Vec<ArrayRef> =
            vec![Arc::new(valid_bool), Arc::new(booleans(&opaque, None))];
        let raw = [s0, s1, s2, s3, s4, s5, s6, s7];
        for (name, a) in RAW.iter().zip(raw) {
            fields.push(utf8_field(name));
            arrays.push(arc(a));
            if *name == "host" {
                fields.push(int_field("port"));
                arrays.push(arc(port.clone()));
            }
        }
        if decoded {
            // The struct is null where the row is invalid (or null), as
            // `urigram.java_uri` has no `decoded` there.
            let accepted = NullBuffer::new(BooleanBuffer::collect_bool(valid.len(), |i| {
                valid.is_valid(i) && valid.value(i) == 1
            }));
            let sub: Vec<Field> = DECODED.iter().map(|n| utf8_field(n)).collect();
            let sub_arrays: Vec<ArrayRef> = [d0, d1, d2, d3, d4, d5].into_iter().map(arc).collect();
            let d = StructArray::try_new(Fields::from(sub.clone()), sub_arrays, Some(accepted))?;
            fields.push(Field::new(
                "decoded",
                DataType::Struct(Fields::from(sub)),
                true,
            ));
            arrays.push(Arc::new(d));
        }
        fields.push(utf8_field("exception"));
        arrays.push(arc(exception));
        fields.push(int_field("index"));
        arrays.push(arc(index));
        fields.push(utf8_field("reason"));
        arrays.push(arc(reason));
        fields.push(utf8_field("message"));
        arrays.push(arc(message));
        struct_of(fields, arrays, rows)
    });
    out(py, result)
}

/// A boolean column from a column of 0 and 1, null where it is; `rows`
/// (the rows' nulls) for a column that is null only where the row is.
fn booleans(values: &Int64Array, rows: Option<&NullBuffer>) -> BooleanArray {
    let bits = BooleanBuffer::collect_bool(values.len(), |i| values.value(i) == 1);
    let nulls = match rows {
        Some(r) => Some(r.clone()),
        None => values.nulls().cloned(),
    };
    BooleanArray::new(bits, nulls)
}

/// `spark_parse_url(array, part, key, ansi)`: Spark's `parse_url` of each
/// element, a string array (null where Spark gives null); or, where Spark's
/// query fails on an element, the tuple `(row, name, message)` of the
/// first such element, for `urigram/arrow.py` to raise as a `SparkError`.
#[pyfunction]
#[pyo3(signature = (array, part, key, ansi))]
pub(crate) fn spark_parse_url(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    part: &str,
    key: Option<&str>,
    ansi: bool,
) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // FILE writes "null?" before a query when there is no path: at most
    // five bytes over the input.
    check_output_size(&input, 8)?;
    let f = ParseUrl::new(part, key, ansi);
    let failed = AtomicBool::new(false);
    let result = py.detach(|| {
        columns::<1, 0>(&input, |s, emit| match f.eval(s) {
            Ok(v) => emit.values([v.as_deref()], []),
            Err(_) => {
                failed.store(true, Ordering::Relaxed);
                emit.values([None], []);
            }
        })
    });
    if failed.load(Ordering::Relaxed) {
        // The rare path: a second pass finds the first row Spark fails on.
        let mut first = None;
        let mut row = 0;
        input.for_range(0..input.len(), |s| {
            if let (None, Some(s)) = (&first, s)
                && let Err(e) = f.eval(s)
            {
                first = Some((row, e.name(), e.message(s)));
            }
            row += 1;
        });
        if let Some(t) = first {
            return Ok(t.into_pyobject(py)?.into_any().unbind());
        }
    }
    let array = result.map(|c| {
        let [values] = c.strings;
        Arc::new(values) as ArrayRef
    });
    out(py, array)
}
