//! [`RequestTarget::parse`] and [`RequestTarget::parse_for`]: RFC 3986's
//! single pass (`fast.rs`) builds a valid target's tree, and the
//! combinators of `request_target.rs` run only on what it turns down, for
//! the error; apart from both, so that neither file needs the other.

use crate::error::ParseError;
use crate::parse::whole;
use crate::rule::Rule;

use super::fast;
use super::request_target::{RequestTarget, TargetError, authority_form, request_target};

impl<'a> RequestTarget<'a> {
    /// Parses the whole of `input` as a `request-target`, a `name:digits`
    /// target read as the absolute-form (see the [module docs](crate::request_target)).
    ///
    /// # Errors
    /// A [`ParseError`] at the first byte where `input` stops being a prefix
    /// of any `request-target`.
    ///
    /// ```
    /// use urigram::request_target::{Form, RequestTarget};
    /// assert_eq!(RequestTarget::parse("*").unwrap().form(), Form::Asterisk);
    /// assert_eq!(RequestTarget::parse("a.example:80").unwrap().form(), Form::Absolute);
    /// assert_eq!(RequestTarget::parse("[::1]:80").unwrap().form(), Form::Authority);
    /// assert_eq!(RequestTarget::parse("/a b").unwrap_err().offset(), 2);
    /// ```
    pub fn parse(input: &'a str) -> Result<Self, ParseError> {
        // The single pass builds a valid target's tree; the combinators run
        // only on what it turns down (see `fast::request_target`).
        match fast::request_target(input) {
            Some(t) => Ok(t),
            None => whole(input, Rule::RequestTarget, request_target),
        }
    }

    /// Parses the target of a request line whose method is `method` (case
    /// sensitive, RFC 9110 section 9.1), and checks its form against it:
    /// CONNECT takes the authority-form and only it (section 3.2.3), the
    /// asterisk-form is for OPTIONS only (section 3.2.4), and no other method
    /// takes the authority-form.
    ///
    /// # Errors
    /// [`TargetError::Syntax`] if `input` is not a `request-target` (for
    /// CONNECT, not an `authority-form`), [`TargetError::Method`] if its form
    /// is not one the method may use.
    ///
    /// ```
    /// use urigram::request_target::{Form, RequestTarget, TargetError};
    /// let t = RequestTarget::parse_for("CONNECT", "www.example.com:80").unwrap();
    /// assert_eq!(t.form(), Form::Authority);
    /// assert!(RequestTarget::parse_for("OPTIONS", "*").is_ok());
    /// assert!(matches!(
    ///     RequestTarget::parse_for("GET", "*"),
    ///     Err(TargetError::Method { form: Form::Asterisk, .. })
    /// ));
    /// ```
    pub fn parse_for(method: &str, input: &'a str) -> Result<Self, TargetError> {
        let target = if method == "CONNECT" {
            // The authority-form is what CONNECT means, so a target that is
            // also an absolute-form is read as this one; any other form is
            // an error of the method rather than of the syntax.
            let found = fast::authority_form(input)
                .map_or_else(|| whole(input, Rule::AuthorityForm, authority_form), Ok);
            match found {
                Ok(t) => t,
                Err(e) => match RequestTarget::parse(input) {
                    Ok(other) => {
                        return Err(TargetError::Method {
                            form: other.form(),
                            connect: true,
                        });
                    }
                    Err(_) => return Err(TargetError::Syntax(e)),
                },
            }
        } else {
            RequestTarget::parse(input).map_err(TargetError::Syntax)?
        };
        target.check_method(method)?;
        Ok(target)
    }
}
