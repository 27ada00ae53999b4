//! A kernel's output schema, declared by name: [`row!`] turns a struct of
//! named, typed fields into the Arrow fields of the result (in the order
//! written, each named after its Rust field) and the code that writes a
//! row into the columns. A kernel says `error_message: Some(&m)`, never
//! "column 16", and the field list and the values cannot drift apart.

/// The Arrow type of a field: what a [`Value`] is stored as.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// `utf8`, from an `Option<&str>`.
    Utf8,
    /// `int64`, from an `Option<i64>`.
    Int64,
    /// `bool`, from an `Option<bool>`.
    Boolean,
}

/// The most fields a row may have (`java_uri` has 21).
pub(crate) const MAX_FIELDS: usize = 24;

/// Where a row's values go, one call a field, each with the field's
/// position in the schema (a constant in the code [`row!`] writes, so that
/// the writer indexes its columns without a counter or a bounds check);
/// the columns engine's writer is the one implementation.
pub(crate) trait Sink {
    /// The value of the `utf8` field at `at`.
    fn utf8(&mut self, at: usize, v: Option<&str>);
    /// The value of the `int64` field at `at`.
    fn int64(&mut self, at: usize, v: Option<i64>);
    /// The value of the `bool` field at `at`.
    fn boolean(&mut self, at: usize, v: Option<bool>);
}

/// A type a row's field may have: `Option<&str>`, `Option<i64>` or
/// `Option<bool>` (`None` is a null value).
pub(crate) trait Value: Copy {
    /// The Arrow type of a column of these.
    const KIND: Kind;
    /// Writes the value to `sink`, as the field at `at`.
    fn put(self, at: usize, sink: &mut impl Sink);
}

impl Value for Option<&str> {
    const KIND: Kind = Kind::Utf8;
    #[inline]
    fn put(self, at: usize, sink: &mut impl Sink) {
        sink.utf8(at, self);
    }
}

impl Value for Option<i64> {
    const KIND: Kind = Kind::Int64;
    #[inline]
    fn put(self, at: usize, sink: &mut impl Sink) {
        sink.int64(at, self);
    }
}

impl Value for Option<bool> {
    const KIND: Kind = Kind::Boolean;
    #[inline]
    fn put(self, at: usize, sink: &mut impl Sink) {
        sink.boolean(at, self);
    }
}

/// A kernel's output schema: its fields by name and type, and how a row
/// of it is written. Implemented by [`row!`] alone.
pub(crate) trait Schema {
    /// The row, borrowing its strings for `'r` (the kernel's own values,
    /// such as a message it formats, live only while the row is written).
    type Row<'r>;
    /// The fields, in the result's order: each one's name and type.
    const FIELDS: &'static [(&'static str, Kind)];
    /// Writes `row`'s values to `sink`, each with its position in
    /// [`Schema::FIELDS`].
    fn write(row: &Self::Row<'_>, sink: &mut impl Sink);
}

/// Declares a kernel's row: a struct whose fields are the result's, in
/// order, each an `Option<&'a str>`, `Option<i64>` or `Option<bool>`, and
/// its [`Schema`]. The struct derives `Default` (every field null), so a
/// row names only the fields it has: `Row { error_message: Some(&m),
/// ..Row::default() }`.
macro_rules! row {
    (
        $(#[$doc:meta])*
        struct $name:ident<$lt:lifetime> {
            $( $(#[$fdoc:meta])* $field:ident: $ty:ty, )*
        }
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Default)]
        pub(crate) struct $name<$lt> {
            $( $(#[$fdoc])* pub(crate) $field: $ty, )*
        }

        impl<$lt> $crate::arrow::row::Schema for $name<$lt> {
            type Row<'r> = $name<'r>;
            const FIELDS: &'static [(&'static str, $crate::arrow::row::Kind)] = &[
                $( (stringify!($field), <$ty as $crate::arrow::row::Value>::KIND), )*
            ];
            #[inline]
            fn write(row: &$name<'_>, sink: &mut impl $crate::arrow::row::Sink) {
                // Each field's position, counted by the compiler.
                #[allow(non_camel_case_types, clippy::enum_variant_names)]
                enum At {
                    $( $field, )*
                }
                $( $crate::arrow::row::Value::put(row.$field, At::$field as usize, sink); )*
            }
        }
    };
}

pub(crate) use row;

#[cfg(test)]
mod tests {
    use super::*;

    row! {
        /// A row of each kind, the kinds interleaved.
        struct Mixed<'a> {
            first: Option<&'a str>,
            count: Option<i64>,
            second: Option<&'a str>,
            flag: Option<bool>,
        }
    }

    /// What a row wrote, in order.
    #[derive(Default)]
    struct Record(Vec<String>);

    impl Sink for Record {
        fn utf8(&mut self, at: usize, v: Option<&str>) {
            self.0.push(format!("{at} utf8 {v:?}"));
        }
        fn int64(&mut self, at: usize, v: Option<i64>) {
            self.0.push(format!("{at} int64 {v:?}"));
        }
        fn boolean(&mut self, at: usize, v: Option<bool>) {
            self.0.push(format!("{at} bool {v:?}"));
        }
    }

    #[test]
    fn a_row_declares_its_fields_by_name_in_order_and_writes_them_so() {
        assert_eq!(
            Mixed::FIELDS,
            [
                ("first", Kind::Utf8),
                ("count", Kind::Int64),
                ("second", Kind::Utf8),
                ("flag", Kind::Boolean),
            ]
        );
        let mut record = Record::default();
        let text = String::from("b");
        Mixed::write(
            &Mixed {
                second: Some(&text),
                flag: Some(true),
                ..Mixed::default()
            },
            &mut record,
        );
        assert_eq!(
            record.0,
            [
                "0 utf8 None",
                "1 int64 None",
                "2 utf8 Some(\"b\")",
                "3 bool Some(true)"
            ]
        );
    }
}
