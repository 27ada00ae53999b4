//! RFC 9112 section 3.2: the request-target of an HTTP/1.1 request line, in
//! its four forms, over RFC 3986's rules (with `absolute-path` and
//! `uri-host` from RFC 9110 section 4.1), and its check against the method.
//!
//! One module rather than a grammar folder: RFC 9112 adds six rules on top
//! of RFC 3986's and changes none, so its combinators call those of
//! [`crate::rules`] one way, and nothing of RFC 3986 knows about them.
//!
//! # Which form a target is
//!
//! ABNF alternation is unordered, and the forms overlap: `example.com:80` is
//! an `authority-form` (host and port) and an `absolute-form` (the scheme
//! `example.com` and the path `80`), and so is every `name:digits`. RFC 9112
//! says which one a request means: the authority-form is used only with
//! CONNECT (section 3.2.3), so [`RequestTarget::parse`] reads such a target
//! as the absolute-form and [`RequestTarget::parse_for`] with CONNECT as the
//! authority-form. The other forms do not overlap: only the origin-form
//! begins with `/`, only the asterisk-form is the lone `*`, and an
//! authority-form with an IP literal or a host that is no scheme (`1.2.3.4`,
//! `*`) is no absolute-form.

use std::fmt;

use nom::IResult;

use crate::ast::{AbsoluteUri, Host, Path, Port, Query, Text};
use crate::error::{Expected, ParseError, expected};
use crate::rule::Rule;
use crate::rules::{self, Input, PError, between, expect_byte, fail, peek, split, text, with_rule};

/// `request-target` (RFC 9112 section 3.2), in the form it was read as.
///
/// ```
/// use urigram::request_target::{Form, RequestTarget};
/// let t = RequestTarget::parse("/where?q=now").unwrap();
/// assert_eq!(t.form(), Form::Origin);
/// let RequestTarget::Origin { path, query, .. } = t else { unreachable!() };
/// assert_eq!((path.as_str(), query.unwrap().as_str()), ("/where", "q=now"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum RequestTarget<'a> {
    /// `origin-form = absolute-path [ "?" query ]` (section 3.2.1).
    Origin {
        /// The `absolute-path`: one or more `"/" segment`.
        path: Path<'a>,
        /// The query, without its `?`.
        query: Option<Query<'a>>,
        /// The whole target.
        text: Text<'a>,
    },
    /// `absolute-form = absolute-URI` (section 3.2.2).
    Absolute(AbsoluteUri<'a>),
    /// `authority-form = uri-host ":" port` (section 3.2.3).
    Authority {
        /// The host.
        host: Host<'a>,
        /// The port, possibly empty (the grammar allows it).
        port: Port<'a>,
        /// The whole target.
        text: Text<'a>,
    },
    /// `asterisk-form = "*"` (section 3.2.4).
    Asterisk(Text<'a>),
}

/// The four forms of a request-target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// `origin-form`.
    Origin,
    /// `absolute-form`.
    Absolute,
    /// `authority-form`.
    Authority,
    /// `asterisk-form`.
    Asterisk,
}

impl Form {
    /// The rule's name, e.g. `"origin-form"`.
    #[must_use]
    pub fn abnf_name(self) -> &'static str {
        match self {
            Form::Origin => "origin-form",
            Form::Absolute => "absolute-form",
            Form::Authority => "authority-form",
            Form::Asterisk => "asterisk-form",
        }
    }
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abnf_name())
    }
}

/// Why a request line's target does not do: it is no `request-target`, or
/// its form is not one its method may use.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TargetError {
    /// Not a `request-target` (or, for CONNECT, not an `authority-form`).
    Syntax(ParseError),
    /// A form the method may not use (RFC 9112 sections 3.2.3 and 3.2.4).
    Method {
        /// The form the target has.
        form: Form,
        /// Whether the method is CONNECT, which takes only the
        /// authority-form; otherwise the form is one that only CONNECT (the
        /// authority-form) or OPTIONS (the asterisk-form) may use.
        connect: bool,
    },
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TargetError::Syntax(e) => fmt::Display::fmt(e, f),
            TargetError::Method {
                form,
                connect: true,
            } => write!(
                f,
                "CONNECT takes only the authority-form (RFC 9112, section 3.2.3), not the {form}"
            ),
            TargetError::Method {
                form: Form::Asterisk,
                ..
            } => f.write_str("only OPTIONS takes the asterisk-form (RFC 9112, section 3.2.4)"),
            TargetError::Method { form, .. } => {
                write!(f, "only CONNECT takes the {form} (RFC 9112, section 3.2.3)")
            }
        }
    }
}

impl std::error::Error for TargetError {}

impl<'a> RequestTarget<'a> {
    /// Whether a request whose method is `method` may have this target
    /// (RFC 9112 sections 3.2.3 and 3.2.4; see [`RequestTarget::parse_for`]).
    ///
    /// # Errors
    /// [`TargetError::Method`] when it may not.
    pub fn check_method(&self, method: &str) -> Result<(), TargetError> {
        let form = self.form();
        let connect = method == "CONNECT";
        let ok = match form {
            Form::Authority => connect,
            Form::Asterisk => method == "OPTIONS",
            Form::Origin | Form::Absolute => !connect,
        };
        if ok {
            Ok(())
        } else {
            Err(TargetError::Method { form, connect })
        }
    }

    /// The form.
    #[must_use]
    pub fn form(&self) -> Form {
        match self {
            RequestTarget::Origin { .. } => Form::Origin,
            RequestTarget::Absolute(_) => Form::Absolute,
            RequestTarget::Authority { .. } => Form::Authority,
            RequestTarget::Asterisk(_) => Form::Asterisk,
        }
    }

    /// The target as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            RequestTarget::Absolute(u) => u.as_str(),
            RequestTarget::Origin { text, .. }
            | RequestTarget::Authority { text, .. }
            | RequestTarget::Asterisk(text) => text.as_str(),
        }
    }
}

impl fmt::Display for RequestTarget<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// ```abnf
/// request-target = origin-form
///                / absolute-form
///                / authority-form
///                / asterisk-form
/// ```
/// RFC 9112 section 3.2. A `/` can begin only the origin-form. Otherwise the
/// other three are each tried and the reading that goes furthest is taken,
/// as the ABNF's unordered choice matches a whole target by any of them; a
/// tie (a `name:digits` target, both an authority-form and an absolute-form)
/// goes to the absolute-form, which every method but CONNECT uses.
pub fn request_target(input: Input<'_>) -> IResult<Input<'_>, RequestTarget<'_>, PError> {
    with_rule(input, Rule::RequestTarget, |i| {
        if peek(&i) == Some(b'/') {
            return origin_form(i);
        }
        // Only the origin-form could have begun with "/".
        rules::note(&i, expected!(Slash), None, &[Rule::OriginForm]);
        let readings = [absolute_form(i), authority_form(i), asterisk_form(i)];
        let mut best: Option<(Input<'_>, RequestTarget<'_>)> = None;
        let mut furthest: Option<PError> = None;
        for r in readings {
            match r {
                Ok((rest, t)) => {
                    let longer = best
                        .as_ref()
                        .is_none_or(|(b, _)| rest.location_offset() > b.location_offset());
                    if longer {
                        best = Some((rest, t));
                    }
                }
                Err(nom::Err::Error(e)) => {
                    furthest = Some(match furthest {
                        Some(f) if f.offset >= e.offset => f,
                        _ => e,
                    });
                }
                Err(e) => return Err(e),
            }
        }
        match (best, furthest) {
            (Some(b), _) => Ok(b),
            (None, Some(e)) => Err(nom::Err::Error(e)),
            (None, None) => fail(i, expected!(Slash), None, &[]),
        }
    })
}

/// ```abnf
/// origin-form    = absolute-path [ "?" query ]
/// ```
/// RFC 9112 section 3.2.1.
pub fn origin_form(input: Input<'_>) -> IResult<Input<'_>, RequestTarget<'_>, PError> {
    with_rule(input, Rule::OriginForm, |i| {
        let (rest, path) = absolute_path(i)?;
        let (rest, query) = if peek(&rest) == Some(b'?') {
            let (at_query, _) = split(rest, 1);
            let (rest, q) = rules::query(at_query)?;
            (rest, Some(q))
        } else {
            rules::note(&rest, expected!(Question), None, &[]);
            (rest, None)
        };
        Ok((
            rest,
            RequestTarget::Origin {
                path,
                query,
                text: text(&between(i, rest)),
            },
        ))
    })
}

/// ```abnf
/// absolute-form  = absolute-URI
/// ```
/// RFC 9112 section 3.2.2: RFC 3986's [`absolute_uri`](rules::absolute_uri).
pub fn absolute_form(input: Input<'_>) -> IResult<Input<'_>, RequestTarget<'_>, PError> {
    with_rule(input, Rule::AbsoluteForm, |i| {
        let (rest, u) = rules::absolute_uri(i)?;
        Ok((rest, RequestTarget::Absolute(u)))
    })
}

/// ```abnf
/// authority-form = uri-host ":" port
/// ```
/// RFC 9112 section 3.2.3. Unlike RFC 3986's `authority`, no userinfo, and
/// the port's `:` is required (the port may still be empty).
pub fn authority_form(input: Input<'_>) -> IResult<Input<'_>, RequestTarget<'_>, PError> {
    with_rule(input, Rule::AuthorityForm, |i| {
        let (rest, host) = uri_host(i)?;
        let (at_port, _) = expect_byte(rest, b':', Expected::Colon)?;
        let (rest, port) = rules::port(at_port)?;
        Ok((
            rest,
            RequestTarget::Authority {
                host,
                port,
                text: text(&between(i, rest)),
            },
        ))
    })
}

/// ```abnf
/// asterisk-form  = "*"
/// ```
/// RFC 9112 section 3.2.4.
pub fn asterisk_form(input: Input<'_>) -> IResult<Input<'_>, RequestTarget<'_>, PError> {
    with_rule(input, Rule::AsteriskForm, |i| {
        let (rest, _) = expect_byte(i, b'*', Expected::Asterisk)?;
        Ok((rest, RequestTarget::Asterisk(text(&between(i, rest)))))
    })
}

/// ```abnf
/// absolute-path  = 1*( "/" segment )
/// ```
/// RFC 9110 section 4.1: RFC 3986's `path-abempty` (`*( "/" segment )`)
/// with at least one segment, so a [`Path`] of that kind that is not empty.
pub fn absolute_path(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::AbsolutePath, |i| {
        if peek(&i) != Some(b'/') {
            return fail(i, expected!(Slash), None, &[]);
        }
        rules::path_abempty(i)
    })
}

/// ```abnf
/// uri-host       = host
///                ; <host, see [URI], Section 3.2.2>
/// ```
/// RFC 9110 section 4.1, "`<host, see [URI], Section 3.2.2>`": RFC 3986's
/// [`host`](rules::host()).
pub fn uri_host(input: Input<'_>) -> IResult<Input<'_>, Host<'_>, PError> {
    with_rule(input, Rule::UriHost, rules::host)
}
