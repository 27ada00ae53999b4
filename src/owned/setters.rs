//! Setters on the owned types that keep them valid: each new component is
//! checked against its rule and against the components around it, and on an
//! error the value is left as it was.

use super::layout::Layout;
use super::{AbsoluteUriString, RefBuf, RelativeRefString, UriRefString, UriString};
use crate::ast::UriRef;
use crate::component::{Component, ComponentError, check_path_fits};
use crate::options::ParseOptions;

/// The components of a reference as text, to be put back together.
pub(super) struct Parts<'a> {
    pub(super) scheme: Option<&'a str>,
    pub(super) authority: Option<&'a str>,
    pub(super) path: &'a str,
    pub(super) query: Option<&'a str>,
    pub(super) fragment: Option<&'a str>,
}

impl<'a> Parts<'a> {
    fn of(buf: &'a RefBuf) -> Parts<'a> {
        let r = buf.layout.view(&buf.text);
        Parts {
            scheme: r.scheme().map(|s| s.as_str()),
            authority: r.authority().map(|a| a.as_str()),
            path: r.path().as_str(),
            query: r.query().map(|q| q.as_str()),
            fragment: r.fragment().map(|f| f.as_str()),
        }
    }

    /// Recomposes (section 5.3) after checking that the path still fits; a
    /// misfit is blamed on `changed`, the component being set.
    fn rebuild(&self, changed: Component) -> Result<RefBuf, ComponentError> {
        check_path_fits(self.scheme.is_some(), self.authority.is_some(), self.path).map_err(
            |e| {
                if changed == Component::Path {
                    e
                } else {
                    ComponentError::structure(changed, 0, misfit(changed))
                }
            },
        )?;
        let mut text = String::new();
        if let Some(s) = self.scheme {
            text.push_str(s);
            text.push(':');
        }
        if let Some(a) = self.authority {
            text.push_str("//");
            text.push_str(a);
        }
        text.push_str(self.path);
        if let Some(q) = self.query {
            text.push('?');
            text.push_str(q);
        }
        if let Some(f) = self.fragment {
            text.push('#');
            text.push_str(f);
        }
        // Every component matched its rule and the path fits, so this parse
        // succeeds; it also records the layout. RFC 6874's grammar, so that a
        // zone ID the value already held stays: it is RFC 3986's with one
        // more form of IPv6 literal, and a new component was checked under
        // RFC 3986, so no zone ID comes in that was not there.
        let layout = Layout::of(&UriRef::parse_with(&text, ParseOptions::RFC6874).map_err(
            |e| {
                let offset = e.offset();
                ComponentError::structure(changed, offset.min(text.len()), misfit(changed))
            },
        )?);
        Ok(RefBuf { text, layout })
    }
}

/// Why a component other than the path breaks the path's fit.
fn misfit(changed: Component) -> &'static str {
    match changed {
        Component::Authority => {
            "the path cannot stand with this authority: after an authority it must be empty or begin with \"/\", without one it cannot begin with \"//\""
        }
        Component::Scheme => {
            "without a scheme the first segment of a relative path cannot contain \":\""
        }
        _ => "the reference would not re-parse to the same components",
    }
}

/// Checks `value` against `component`'s rule, applies `set` to the parts and
/// rebuilds; on success replaces `buf`.
pub(super) fn set(
    buf: &mut RefBuf,
    component: Component,
    value: Option<&str>,
    put: impl for<'x> FnOnce(&mut Parts<'x>, Option<&'x str>),
) -> Result<(), ComponentError> {
    if let Some(v) = value {
        component.check(v)?;
    }
    let mut parts = Parts::of(buf);
    let new = {
        put(&mut parts, value);
        parts.rebuild(component)?
    };
    *buf = new;
    Ok(())
}

/// Replaces one part of the authority (userinfo, host or port), checking the
/// part against its own rule first so that an error points into it.
fn set_authority_part(
    buf: &mut RefBuf,
    part: Component,
    value: Option<&str>,
) -> Result<(), ComponentError> {
    if let Some(v) = value {
        part.check(v)?;
    }
    let r = buf.layout.view(&buf.text);
    let a = r.authority();
    let mut userinfo = a.and_then(|a| a.userinfo()).map(|u| u.as_str());
    let mut host = a.map_or("", |a| a.host().as_str());
    let mut port = a.and_then(|a| a.port()).map(|p| p.as_str());
    match part {
        Component::Userinfo => userinfo = value,
        Component::Host => host = value.unwrap_or_default(),
        _ => port = value,
    }
    let mut authority = String::new();
    if let Some(u) = userinfo {
        authority.push_str(u);
        authority.push('@');
    }
    authority.push_str(host);
    if let Some(p) = port {
        authority.push(':');
        authority.push_str(p);
    }
    // The part was checked under RFC 3986 above; the authority around it is
    // checked under RFC 6874, so that a zone ID the value held stays.
    crate::rules::with_zone_ids(true, || {
        set(buf, Component::Authority, Some(&authority), |p, v| {
            p.authority = v
        })
    })
}

/// The setters every owned type has.
macro_rules! common_setters {
    ($ty:ident) => {
        impl $ty {
            /// Sets or removes the authority (section 3.2), given without `//`.
            ///
            /// # Errors
            /// A [`ComponentError`] if the text is not an `authority`, or if the
            /// path does not fit the change (a rootless path after an
            /// authority, a path beginning with `//` without one).
            pub fn set_authority(&mut self, authority: Option<&str>) -> Result<(), ComponentError> {
                set(&mut self.0, Component::Authority, authority, |p, v| {
                    p.authority = v
                })
            }

            /// Sets the path (section 3.3).
            ///
            /// # Errors
            /// A [`ComponentError`] if the text is not a `path`, or does not fit
            /// the other components.
            pub fn set_path(&mut self, path: &str) -> Result<(), ComponentError> {
                set(&mut self.0, Component::Path, Some(path), |p, v| {
                    p.path = v.unwrap_or_default()
                })
            }

            /// Sets or removes the userinfo (section 3.2.1), given without
            /// `@`; an absent authority is created with an empty host.
            ///
            /// # Errors
            /// A [`ComponentError`] on [`Component::Userinfo`] if the text is
            /// not a `userinfo`, or as [`set_authority`](Self::set_authority).
            pub fn set_userinfo(&mut self, userinfo: Option<&str>) -> Result<(), ComponentError> {
                set_authority_part(&mut self.0, Component::Userinfo, userinfo)
            }

            /// Sets the host (section 3.2.2): a reg-name, an IPv4 address or an
            /// IP-literal in brackets; an absent authority is created.
            ///
            /// ```
            /// let mut u = urigram::UriRefString::parse("//example.com:8080/p").unwrap();
            /// u.set_host("[::1]").unwrap();
            /// assert_eq!(u.as_str(), "//[::1]:8080/p");
            /// assert_eq!(u.set_host("a b").unwrap_err().offset(), 1);
            /// ```
            ///
            /// # Errors
            /// A [`ComponentError`] on [`Component::Host`] if the text is not a
            /// `host`, or as [`set_authority`](Self::set_authority).
            pub fn set_host(&mut self, host: &str) -> Result<(), ComponentError> {
                set_authority_part(&mut self.0, Component::Host, Some(host))
            }

            /// Sets or removes the port (section 3.2.3), as a number, the type
            /// [`Builder::port`](crate::Builder::port) takes; an absent
            /// authority is created with an empty host.
            ///
            /// ```
            /// let mut u = urigram::UriString::parse("http://h/p").unwrap();
            /// u.set_port(Some(8080)).unwrap();
            /// assert_eq!(u, "http://h:8080/p");
            /// assert_eq!(u.port().unwrap().as_u16(), Some(8080));
            /// ```
            ///
            /// # Errors
            /// As [`set_authority`](Self::set_authority): the path must fit
            /// an authority.
            pub fn set_port(&mut self, port: Option<u16>) -> Result<(), ComponentError> {
                let digits = port.map(|p| p.to_string());
                set_authority_part(&mut self.0, Component::Port, digits.as_deref())
            }

            /// Sets or removes the port as text: any digits, possibly none
            /// (the grammar allows both), as
            /// [`Builder::port_text`](crate::Builder::port_text) takes it.
            ///
            /// # Errors
            /// A [`ComponentError`] on [`Component::Port`] if the text is not
            /// a `port`, or as [`set_authority`](Self::set_authority).
            pub fn set_port_text(&mut self, port: Option<&str>) -> Result<(), ComponentError> {
                set_authority_part(&mut self.0, Component::Port, port)
            }

            /// Sets or removes the query (section 3.4), given without `?`.
            ///
            /// # Errors
            /// A [`ComponentError`] if the text is not a `query`.
            pub fn set_query(&mut self, query: Option<&str>) -> Result<(), ComponentError> {
                set(&mut self.0, Component::Query, query, |p, v| p.query = v)
            }
        }
    };
}

/// The fragment setter, for the types that may have one.
macro_rules! fragment_setter {
    ($ty:ident) => {
        impl $ty {
            /// Sets or removes the fragment (section 3.5), given without `#`.
            ///
            /// # Errors
            /// A [`ComponentError`] if the text is not a `fragment`.
            pub fn set_fragment(&mut self, fragment: Option<&str>) -> Result<(), ComponentError> {
                set(&mut self.0, Component::Fragment, fragment, |p, v| {
                    p.fragment = v
                })
            }
        }
    };
}

/// The scheme setter, for the types that always have one.
macro_rules! scheme_setter {
    ($ty:ident) => {
        impl $ty {
            /// Replaces the scheme (section 3.1), given without `:`.
            ///
            /// # Errors
            /// A [`ComponentError`] if the text is not a `scheme`.
            pub fn set_scheme(&mut self, scheme: &str) -> Result<(), ComponentError> {
                set(&mut self.0, Component::Scheme, Some(scheme), |p, v| {
                    p.scheme = v
                })
            }
        }
    };
}

common_setters!(UriRefString);
common_setters!(UriString);
common_setters!(RelativeRefString);
common_setters!(AbsoluteUriString);
fragment_setter!(UriRefString);
fragment_setter!(UriString);
fragment_setter!(RelativeRefString);
scheme_setter!(UriString);
scheme_setter!(AbsoluteUriString);

impl UriRefString {
    /// Sets or removes the scheme (section 3.1), given without `:`; removing
    /// it makes the reference relative.
    ///
    /// ```
    /// use urigram::UriRefString;
    /// let mut r = UriRefString::parse("//h/p").unwrap();
    /// r.set_scheme(Some("https")).unwrap();
    /// assert_eq!(r, "https://h/p");
    /// let mut r = UriRefString::parse("a:b:c").unwrap();
    /// assert!(r.set_scheme(None).is_err());
    /// assert_eq!(r, "a:b:c");
    /// ```
    ///
    /// # Errors
    /// A [`ComponentError`] if the text is not a `scheme`, or if removing it
    /// would leave a first path segment with `:`.
    pub fn set_scheme(&mut self, scheme: Option<&str>) -> Result<(), ComponentError> {
        set(&mut self.0, Component::Scheme, scheme, |p, v| p.scheme = v)
    }
}
