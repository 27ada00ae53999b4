//! A `URL` (section 2.2), absolute or relative, with its fragment.

use std::fmt;

use super::{Fragment, Relative, Scheme, Text};
use crate::engine::{Cursor, Span};
use crate::grammars::rfc1808::rules::RELATIVE_URL;
use crate::grammars::rfc1808::{REGISTRY, relative_url};

/// `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]` (section 2.2):
/// the top rule of RFC 1808.
///
/// The grammar lets some texts be read two ways; the tree reads each one
/// way, by these rules:
/// - the first `#` starts the fragment (no URL character is `#`);
/// - a text that starts with `scheme ":"` is an `absoluteURL`, as section
///   2.4.2 parses it, though `a:b` is also a `rel_path`;
/// - an `absoluteURL` whose text after the `:` is a `relativeURL` is a
///   `generic-RL`; otherwise (`x:////`, `http://a//b`) it is opaque.
///
/// ```
/// use urigram::grammars::rfc1808::Url;
/// let u = Url::parse("mailto:a@b").unwrap();
/// assert!(u.absolute().unwrap().generic().is_some()); // "a@b" is a rel_path
/// let u = Url::parse("http://a//b").unwrap();
/// assert_eq!(u.absolute().unwrap().opaque().unwrap().as_str(), "//a//b");
/// assert_eq!(Url::parse("").unwrap().to_string(), "");
/// assert_eq!(Url::parse("a b").unwrap_err().offset(), 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Url<'a> {
    pub(super) text: Text<'a>,
    pub(super) body: Body<'a>,
    pub(super) fragment: Option<Fragment<'a>>,
}

/// What stands before the `#`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Body<'a> {
    Absolute(Absolute<'a>),
    Relative(Relative<'a>),
}

impl<'a> Url<'a> {
    /// Reads a valid `URL` by the rules of the type's doc.
    pub(super) fn read(input: &'a str) -> Url<'a> {
        let end = input.find('#').unwrap_or(input.len());
        let fragment = (end < input.len()).then(|| Text::at(input, end + 1, input.len()));
        let body = match scheme_end(&input[..end]) {
            Some(colon) => Body::Absolute(Absolute::read(input, colon, end)),
            None => Body::Relative(Relative::read(input, 0, end)),
        };
        Url {
            text: Text::at(input, 0, input.len()),
            body,
            fragment,
        }
    }

    /// The whole input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands: the whole input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The `absoluteURL`, if it is one.
    #[must_use]
    pub fn absolute(&self) -> Option<&Absolute<'a>> {
        match &self.body {
            Body::Absolute(a) => Some(a),
            Body::Relative(_) => None,
        }
    }

    /// The `relativeURL`, if it is one.
    #[must_use]
    pub fn relative(&self) -> Option<&Relative<'a>> {
        match &self.body {
            Body::Relative(r) => Some(r),
            Body::Absolute(_) => None,
        }
    }

    /// The fragment after the `#`, if there is one.
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }
}

impl fmt::Display for Url<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.body {
            Body::Absolute(a) => write!(f, "{a}")?,
            Body::Relative(r) => write!(f, "{r}")?,
        }
        if let Some(frag) = self.fragment {
            write!(f, "#{frag}")?;
        }
        Ok(())
    }
}

/// The offset of the `:` that ends a leading `scheme`, if the text starts
/// with `1*( alpha | digit | "+" | "-" | "." ) ":"`.
fn scheme_end(text: &str) -> Option<usize> {
    let n = text
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        .count();
    (n > 0 && text.as_bytes().get(n) == Some(&b':')).then_some(n)
}

/// `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`
/// (section 2.2): a scheme, and after its `:` a `relativeURL` or an opaque
/// run of characters.
///
/// ```
/// use urigram::grammars::rfc1808::Url;
/// let u = Url::parse("ftp://ftp.is.co.za/rfc/rfc1808.txt").unwrap();
/// let a = u.absolute().unwrap();
/// assert_eq!(a.scheme().as_str(), "ftp");
/// assert_eq!(a.generic().unwrap().path().unwrap().as_str(), "/rfc/rfc1808.txt");
/// assert!(a.opaque().is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Absolute<'a> {
    pub(super) text: Text<'a>,
    pub(super) scheme: Scheme<'a>,
    pub(super) rest: Rest<'a>,
}

/// What follows the scheme's `:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Rest<'a> {
    Generic(Relative<'a>),
    Opaque(Text<'a>),
}

impl<'a> Absolute<'a> {
    /// Reads the valid `absoluteURL` `input[..end]`, its scheme ending at
    /// `colon`.
    fn read(input: &'a str, colon: usize, end: usize) -> Absolute<'a> {
        let after = &input.as_bytes()[colon + 1..end];
        let generic = match REGISTRY.find(RELATIVE_URL.abnf_name()) {
            Some(entry) => entry.is_valid(after),
            None => Cursor::new(after)
                .whole(&RELATIVE_URL, relative_url)
                .is_ok(),
        };
        let rest = if generic {
            Rest::Generic(Relative::read(input, colon + 1, end))
        } else {
            Rest::Opaque(Text::at(input, colon + 1, end))
        };
        Absolute {
            text: Text::at(input, 0, end),
            scheme: Text::at(input, 0, colon),
            rest,
        }
    }

    /// The text, as written (without the fragment).
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The scheme, without the `:`.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `relativeURL` of a `generic-RL`.
    #[must_use]
    pub fn generic(&self) -> Option<&Relative<'a>> {
        match &self.rest {
            Rest::Generic(r) => Some(r),
            Rest::Opaque(_) => None,
        }
    }

    /// The text after the `:` when it is no `relativeURL`.
    #[must_use]
    pub fn opaque(&self) -> Option<Text<'a>> {
        match self.rest {
            Rest::Opaque(t) => Some(t),
            Rest::Generic(_) => None,
        }
    }
}

impl fmt::Display for Absolute<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.scheme)?;
        match &self.rest {
            Rest::Generic(r) => write!(f, "{r}"),
            Rest::Opaque(t) => write!(f, "{t}"),
        }
    }
}
