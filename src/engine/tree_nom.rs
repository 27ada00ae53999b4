//! What the tree builders of the engine grammars share (here, below them,
//! so that no grammar imports the folder above it): their input and
//! result types, and the few nom combinators every one of them reads a
//! valid input with (the run up to a delimiter, found by `memchr`; what
//! follows a delimiter, to the end).

use nom::character::complete::char;
use nom::combinator::{opt, rest};
use nom::sequence::preceded;
use nom::{IResult, Parser};

/// What every tree combinator reads: the bytes still to read. A node's
/// span is the offset of its bytes in the input (nom's `Offset`); see
/// [`super::rfc2396`]'s builder for why not nom_locate's spans.
pub(crate) type In<'a> = &'a [u8];

/// A tree combinator's result. The error carries nothing: on a valid input
/// a failure only means "not this reading", and the caller tries the next.
pub(crate) type Res<'a, T> = IResult<In<'a>, T, ()>;

/// The bytes up to the first `stop` (all of them if there is none): the
/// run a part takes up to the delimiter that ends it.
pub(crate) fn till<'a>(stop: u8) -> impl Fn(In<'a>) -> Res<'a, In<'a>> {
    move |i| {
        let n = memchr::memchr(stop, i).unwrap_or(i.len());
        Ok((&i[n..], &i[..n]))
    }
}

/// The bytes up to the first `a` or `b` (all of them if there is neither).
pub(crate) fn till2<'a>(a: u8, b: u8) -> impl Fn(In<'a>) -> Res<'a, In<'a>> {
    move |i| {
        let n = memchr::memchr2(a, b, i).unwrap_or(i.len());
        Ok((&i[n..], &i[..n]))
    }
}

/// What follows `delim`, if the text starts with it (the query after `?`,
/// the fragment after `#`), to the end.
pub(crate) fn tail<'a>(delim: char) -> impl Fn(In<'a>) -> Res<'a, Option<In<'a>>> {
    move |i| opt(preceded(char(delim), rest)).parse(i)
}
