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

/// Where a row's values go, one call a field, in the schema's order; the
/// columns engine's writer is the one implementation.
pub(crate) trait Sink {
    /// The next `utf8` field's value.
    fn utf8(&mut self, v: Option<&str>);
    /// The next `int64` field's value.
    fn int64(&mut self, v: Option<i64>);
    /// The next `bool` field's value.
    fn boolean(&mut self, v: Option<bool>);
}

/// A type a row's field may have: `Option<&str>`, `Option<i64>` or
/// `Option<bool>` (`None` is a null value).
pub(crate) trait Value: Copy {
    /// The Arrow type of a column of these.
    const KIND: Kind;
    /// Writes the value to `sink`.
    fn put(self, sink: &mut impl Sink);
}

impl Value for Option<&str> {
    const KIND: Kind = Kind::Utf8;
    #[inline]
    fn put(self, sink: &mut impl Sink) {
        sink.utf8(self);
    }
}

impl Value for Option<i64> {
    const KIND: Kind = Kind::Int64;
    #[inline]
    fn put(self, sink: &mut impl Sink) {
        sink.int64(self);
    }
}

impl Value for Option<bool> {
    const KIND: Kind = Kind::Boolean;
    #[inline]
    fn put(self, sink: &mut impl Sink) {
        sink.boolean(self);
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
    /// Writes `row`'s values to `sink`, in the order of [`Schema::FIELDS`].
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
                $( $crate::arrow::row::Value::put(row.$field, sink); )*
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
        fn utf8(&mut self, v: Option<&str>) {
            self.0.push(format!("utf8 {v:?}"));
        }
        fn int64(&mut self, v: Option<i64>) {
            self.0.push(format!("int64 {v:?}"));
        }
        fn boolean(&mut self, v: Option<bool>) {
            self.0.push(format!("bool {v:?}"));
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
                "utf8 None",
                "int64 None",
                "utf8 Some(\"b\")",
                "bool Some(true)"
            ]
        );
    }
}
