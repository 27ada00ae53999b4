//! A builder that assembles a reference from its components, checking each
//! against its own rule of RFC 3986 and against the others.

use std::fmt::Write as _;

use crate::ast::UriRef;
use crate::component::{Component, ComponentError, check_path_fits};
use crate::options::ParseOptions;
use crate::owned::layout::Layout;
use crate::owned::{RefBuf, UriRefString, UriString};

/// Assembles a URI reference from components (section 5.3), checking each.
///
/// The authority is present when any of userinfo, host or port is given; a
/// missing host is then the empty `reg-name`, as the grammar allows. Nothing
/// is percent-encoded for you: give text that matches each rule, or encode it
/// first with [`pct::encode`](crate::pct::encode).
///
/// ```
/// use urigram::{Builder, Component};
///
/// let uri = Builder::new()
///     .scheme("https")
///     .host("example.com")
///     .port(8443)
///     .path("/a/b")
///     .query("x=1")
///     .build_uri()
///     .unwrap();
/// assert_eq!(uri, "https://example.com:8443/a/b?x=1");
///
/// // A path that would change meaning is refused, with the component named.
/// let err = Builder::new().path("a:b").build().unwrap_err();
/// assert_eq!(err.component(), Component::Path);
/// assert_eq!(err.offset(), 1);
/// ```
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct Builder<'a> {
    scheme: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<&'a str>,
    port: Option<PortValue<'a>>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    options: ParseOptions,
}

#[derive(Clone, Copy, Debug)]
enum PortValue<'a> {
    Number(u16),
    Text(&'a str),
}

impl<'a> Builder<'a> {
    /// A builder with every component absent and an empty path.
    pub fn new() -> Self {
        Builder::default()
    }

    /// The scheme (section 3.1), without `:`.
    pub fn scheme(mut self, scheme: &'a str) -> Self {
        self.scheme = Some(scheme);
        self
    }

    /// The userinfo (section 3.2.1), without `@`.
    pub fn userinfo(mut self, userinfo: &'a str) -> Self {
        self.userinfo = Some(userinfo);
        self
    }

    /// The host (section 3.2.2): a reg-name, an IPv4 address, or an IP-literal
    /// in brackets.
    pub fn host(mut self, host: &'a str) -> Self {
        self.host = Some(host);
        self
    }

    /// The port (section 3.2.3), as a number.
    pub fn port(mut self, port: u16) -> Self {
        self.port = Some(PortValue::Number(port));
        self
    }

    /// The port as text: any digits, possibly none (the grammar allows both).
    pub fn port_text(mut self, port: &'a str) -> Self {
        self.port = Some(PortValue::Text(port));
        self
    }

    /// The path (section 3.3); empty unless given.
    pub fn path(mut self, path: &'a str) -> Self {
        self.path = path;
        self
    }

    /// The query (section 3.4), without `?`.
    pub fn query(mut self, query: &'a str) -> Self {
        self.query = Some(query);
        self
    }

    /// The fragment (section 3.5), without `#`.
    pub fn fragment(mut self, fragment: &'a str) -> Self {
        self.fragment = Some(fragment);
        self
    }

    /// The grammar the components are checked against: with
    /// [`ParseOptions::RFC6874`], the host may be an IPv6 literal with a zone
    /// ID, kept as given.
    ///
    /// ```
    /// use urigram::{Builder, ParseOptions};
    /// let b = Builder::new().scheme("http").host("[fe80::1%25eth0]").path("/");
    /// assert!(b.clone().build().is_err());
    /// let uri = b.options(ParseOptions::RFC6874).build_uri().unwrap();
    /// assert_eq!(uri, "http://[fe80::1%25eth0]/");
    /// assert_eq!(uri.as_uri().host().unwrap().zone_id().unwrap().as_str(), "eth0");
    /// ```
    pub fn options(mut self, options: ParseOptions) -> Self {
        self.options = options;
        self
    }

    /// Checks every component and assembles the reference.
    ///
    /// # Errors
    /// A [`ComponentError`] naming the first component, in the order of
    /// section 5.3, that fails its rule or does not fit the others.
    pub fn build(&self) -> Result<UriRefString, ComponentError> {
        crate::rules::with_zone_ids(self.options.zone_ids, || self.build_checked())
    }

    /// [`Builder::build`], with the combinators reading the grammar of the
    /// builder's options.
    fn build_checked(&self) -> Result<UriRefString, ComponentError> {
        let checks = [
            (Component::Scheme, self.scheme),
            (Component::Userinfo, self.userinfo),
            (Component::Host, self.host),
            (
                Component::Port,
                match self.port {
                    Some(PortValue::Text(t)) => Some(t),
                    _ => None,
                },
            ),
            (Component::Path, Some(self.path)),
            (Component::Query, self.query),
            (Component::Fragment, self.fragment),
        ];
        for (component, value) in checks {
            if let Some(v) = value {
                component.check(v)?;
            }
        }
        let has_authority = self.userinfo.is_some() || self.host.is_some() || self.port.is_some();
        check_path_fits(self.scheme.is_some(), has_authority, self.path)?;

        let mut text = String::new();
        if let Some(s) = self.scheme {
            text.push_str(s);
            text.push(':');
        }
        if has_authority {
            text.push_str("//");
            if let Some(u) = self.userinfo {
                text.push_str(u);
                text.push('@');
            }
            text.push_str(self.host.unwrap_or_default());
            match self.port {
                Some(PortValue::Number(n)) => {
                    let _ = write!(text, ":{n}");
                }
                Some(PortValue::Text(t)) => {
                    text.push(':');
                    text.push_str(t);
                }
                None => {}
            }
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
        // Each piece matched its rule and the path fits, so the whole parses;
        // should it not, the error still names a component rather than panic.
        let layout = match UriRef::parse_with(&text, self.options) {
            Ok(r) => Layout::of(&r),
            Err(e) => return Err(ComponentError::invalid(Component::Path, e)),
        };
        Ok(UriRefString(RefBuf { text, layout }))
    }

    /// As [`build`](Builder::build), for a URI: the scheme is required.
    ///
    /// # Errors
    /// As `build`, and a [`ComponentError`] on [`Component::Scheme`] when there
    /// is no scheme.
    pub fn build_uri(&self) -> Result<UriString, ComponentError> {
        if self.scheme.is_none() {
            return Err(ComponentError::structure(
                Component::Scheme,
                0,
                "a URI needs a scheme",
            ));
        }
        let r = self.build()?;
        Ok(UriString(r.0))
    }
}
