//! The nom combinators that build the typed tree of a `URL` the compiled
//! automaton has accepted, so that one parser technology (nom) builds every
//! tree.
//!
//! They read bytes, and a node's span is its offset in the input (nom's
//! `Offset`) rather than nom_locate's, which counts the line breaks of
//! every piece it splits off (see RFC 2396's builder for the measurement);
//! every offset falls at an end of the input or next to an ASCII byte the
//! combinators stopped at, so it is a character boundary.
//!
//! The input is valid, so these combinators check structure, not character
//! classes: every byte of an `absoluteURL` is a `uchar` or `reserved` one,
//! and each part of a `relativeURL` takes all of those but the delimiter
//! that ends it. What they decide is every place where the grammar lets one
//! text be read two ways, the one way [`Url`]'s documentation gives.

use nom::bytes::complete::{tag, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, not, opt};
use nom::sequence::{preceded, terminated};
use nom::{Offset, Parser};

use super::url::{Body, Rest};
use super::{Absolute, Params, Path, Relative, Text, Url};
use crate::engine::Error;
use crate::engine::tree_nom::{In, Res, tail, till, till2};
use crate::grammars::rfc1808::REGISTRY;

/// Reading a `URL`: the entry points, which live with the combinators they
/// call, so that the tree's types sit below their builder.
impl<'a> Url<'a> {
    /// Parses a whole `URL`: one scan of the bytes reads most URLs whole
    /// (the module `ast::fast`); for the rest, the compiled automaton
    /// decides whether the input is one (and its error says where it stops
    /// being one), and nom combinators build the tree (the module
    /// `ast::build` of this grammar).
    ///
    /// # Errors
    ///
    /// Where the input stopped being a prefix of any `URL`, and why.
    pub fn parse(input: &'a str) -> Result<Url<'a>, Error> {
        // Most URLs are read whole by one scan of their bytes (see
        // `ast::fast`); the automaton and the combinators read the rest.
        if let Some(tree) = super::fast::url(input) {
            return Ok(tree);
        }
        REGISTRY.entries()[0].check(input.as_bytes())?;
        // The combinators cannot fail on a valid input (the differential
        // tests hold them to the reader below); were one to, the reader
        // gives the same tree rather than a panic.
        Ok(url(input).unwrap_or_else(|| Url::read(input)))
    }

    /// [`Url::parse`] with the tree built by the combinators alone, not
    /// the scan that reads most URLs first: `Ok(None)` if they failed
    /// where the grammar says they cannot. Kept so that the tests and the
    /// `tree_build` fuzz target hold the combinators, which read whatever
    /// the scan turns down, to the same trees; not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`Url::parse`].
    #[doc(hidden)]
    pub fn parse_by_combinators(input: &'a str) -> Result<Option<Url<'a>>, Error> {
        REGISTRY.entries()[0].check(input.as_bytes())?;
        Ok(url(input))
    }

    /// [`Url::parse`] with the tree read by the string scans that built it
    /// before the combinators did: kept as the test oracle the combinators
    /// are held to (`tests/tree_build.rs`, the `tree_build` fuzz target),
    /// and not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`Url::parse`].
    #[doc(hidden)]
    pub fn parse_by_scan(input: &'a str) -> Result<Url<'a>, Error> {
        REGISTRY.entries()[0].check(input.as_bytes())?;
        Ok(Url::read(input))
    }
}

/// The tree of `input`, a valid `URL`; `None` only if a combinator failed
/// where the grammar says it cannot.
pub(crate) fn url(input: &str) -> Option<Url<'_>> {
    Build { input }.url()
}

/// The combinators, over one input: each node's text is the input's, at
/// the offset of the bytes the node took.
struct Build<'a> {
    input: &'a str,
}

impl<'a> Build<'a> {
    /// The node text of `part`, a piece of the input.
    fn text(&self, part: In<'a>) -> Text<'a> {
        let start = self.input.as_bytes().offset(part);
        Text::at(self.input, start, start + part.len())
    }

    /// ```abnf
    /// URL = ( absoluteURL | relativeURL ) [ "#" fragment ]
    /// ```
    /// No URL character is `#`, so the first one ends what stands before
    /// it. A text that starts with `scheme ":"` is an `absoluteURL`, as
    /// section 2.4.2 parses it, though `a:b` is also a `rel_path`: so
    /// [`Build::absolute_url`] is tried first.
    fn url(&self) -> Option<Url<'a>> {
        let whole = self.input.as_bytes();
        let (after, before) = till(b'#')(whole).ok()?;
        let body = match all_consuming(|i| self.absolute_url(i)).parse(before) {
            Ok((_, a)) => Body::Absolute(a),
            Err(_) => Body::Relative(
                all_consuming(|i| self.relative_url(i))
                    .parse(before)
                    .ok()?
                    .1,
            ),
        };
        let (_, fragment) = all_consuming(tail('#')).parse(after).ok()?;
        Some(Url {
            text: self.text(whole),
            body,
            fragment: fragment.map(|f| self.text(f)),
        })
    }

    /// ```abnf
    /// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
    /// generic-RL  = scheme ":" relativeURL
    /// scheme      = 1*( alpha | digit | "+" | "-" | "." )
    /// ```
    /// A `generic-RL` when the text after the `:` is a `relativeURL`;
    /// opaque otherwise (`x:////`, `http://a//b`).
    fn absolute_url(&self, i: In<'a>) -> Res<'a, Absolute<'a>> {
        let (after, scheme) = terminated(
            take_while1(|b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')),
            char(':'),
        )
        .parse(i)?;
        let rest = match all_consuming(|r| self.relative_url(r)).parse(after) {
            Ok((_, r)) => Rest::Generic(r),
            Err(_) => Rest::Opaque(self.text(after)),
        };
        Ok((
            &i[i.len()..],
            Absolute {
                text: self.text(i),
                scheme: self.text(scheme),
                rest,
            },
        ))
    }

    /// ```abnf
    /// relativeURL = net_path | abs_path | rel_path
    /// net_path    = "//" net_loc [ abs_path ]
    /// abs_path    = "/"  rel_path
    /// rel_path    = [ path ] [ ";" params ] [ "?" query ]
    /// path        = fsegment *( "/" segment )
    /// ```
    /// Read as section 2.4 parses it: a `net_loc` after `//` up to the next
    /// `/`, the path up to the first `;` or `?`, the params up to the first
    /// `?`, and the query. `net_loc` holds no `/`, `path` no `;` or `?`,
    /// `params` no `?`, so that reading is the only one. One thing is no
    /// `relativeURL` among texts of its characters: a path that starts
    /// with `//` after the `net_loc` (an `abs_path`'s `rel_path` starts
    /// with an `fsegment`, never empty), and that is where this combinator
    /// fails.
    fn relative_url(&self, i: In<'a>) -> Res<'a, Relative<'a>> {
        let (j, net_loc) = opt(preceded(tag("//"), till(b'/'))).parse(i)?;
        let (j, ()) = not(tag("//")).parse(j)?;
        let (j, path) = till2(b';', b'?')(j)?;
        let (j, params) = opt(preceded(char(';'), till(b'?'))).parse(j)?;
        let (end, query) = tail('?')(j)?;
        Ok((
            end,
            Relative {
                text: self.text(&i[..i.offset(end)]),
                net_loc: net_loc.map(|n| self.text(n)),
                path: (!path.is_empty()).then(|| Path::new(self.text(path))),
                params: params.map(|p| Params::new(self.text(p))),
                query: query.map(|q| self.text(q)),
            },
        ))
    }
}
