//! Every grammar that reads URIs ([`Grammar::reads_uris`]) as a reader: its
//! top rule's verdict, its parts as the grammar splits them
//! ([`Grammar::parts_of_valid`]), and its host taken to a destination as
//! RFC 3986 section 3.2.2 reads a host ([`destination::grammar_host`]).

use std::sync::Arc;

use crate::grammars::{self, Grammar, Octets, Parts};
use crate::{ParseOptions, Uri, UriRef};

use super::super::destination;
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, SameAs, Unit};

/// Each grammar that reads URIs, in [`grammars::ALL`]'s order.
pub(super) fn every() -> impl Iterator<Item = &'static dyn Unit> {
    grammars::ALL
        .iter()
        .filter(|g| g.reads_uris())
        .map(|g| g as &'static dyn Unit)
}

/// What a registry-based authority leaves unsplit (RFC 2396 section 3.2.1;
/// java.net.URI reads that grammar and leaves the same).
pub(crate) const REGISTRY_UNSPLIT: &[&str] = &["userinfo", "host", "port"];

/// Whether RFC 9112 reads `p`, RFC 3986's valid reading of an input, as RFC
/// 3986 does: a URI with a scheme, an authority and no fragment is an
/// `absolute-URI`, and so a request-target in absolute-form (RFC 9112
/// section 3.2.2), split as RFC 3986 splits it; it is no other form, since
/// origin-form starts with `/`, asterisk-form is `*` and authority-form
/// (`host:port`) has no `//`.
fn as_rfc9112(p: &Parts) -> bool {
    p.scheme.is_some() && p.authority.is_some() && p.fragment.is_none()
}

impl Unit for Grammar {
    fn name(&self) -> &'static str {
        Grammar::name(self)
    }

    fn library(&self) -> &'static str {
        self.title()
    }

    /// The RFC as published (its ABNF is `grammar/<name>.abnf`).
    fn release(&self) -> &'static str {
        match Grammar::name(self) {
            "rfc3986" => "RFC 3986 (January 2005)",
            "rfc6874" => "RFC 6874 (February 2013)",
            "rfc2396" => "RFC 2396 (August 1998), RFC 2732",
            "rfc1808" => "RFC 1808 (June 1995)",
            "rfc1945" => "RFC 1945 (May 1996)",
            "rfc9112" => "RFC 9112 (June 2022)",
            "rfc3987" => "RFC 3987 (January 2005)",
            _ => "as published",
        }
    }

    fn used_by(&self) -> &'static str {
        match Grammar::name(self) {
            "rfc3986" => "validators and libraries that follow the generic syntax",
            "rfc6874" => "clients that take IPv6 zone IDs in URIs",
            "rfc2396" => "older URI libraries (java.net.URI is built on it)",
            "rfc1808" => "relative URL resolvers of the 1990s (urlparse's origin)",
            "rfc1945" => "HTTP/1.0 request lines",
            "rfc9112" => "HTTP/1.1 servers reading a request-target",
            "rfc3987" => "IRI-aware libraries (non-ASCII characters kept)",
            _ => "the grammar's own uses",
        }
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Grammars]
    }

    /// RFC 6874 only adds a zone ID to an IPv6 literal (which RFC 3986
    /// refuses), and RFC 3987's rules are RFC 3986's for ASCII characters
    /// (its additions, `ucschar` and `iprivate`, are all above U+007F, and
    /// an input RFC 3986 accepts is ASCII): their readings of an input RFC
    /// 3986 accepts are RFC 3986's. RFC 9112 reads an absolute URI with an
    /// authority and no fragment as RFC 3986 does ([`as_rfc9112`]).
    fn same_as(&self) -> Option<SameAs> {
        match Grammar::name(self) {
            "rfc6874" | "rfc3987" => Some(SameAs {
                reader: "rfc3986",
                when: |_| true,
            }),
            "rfc9112" => Some(SameAs {
                reader: "rfc3986",
                when: as_rfc9112,
            }),
            _ => None,
        }
    }

    fn unresolvable(&self) -> &'static str {
        "no resolver takes it: an IPvFuture, a name UTS #46 refuses, or not UTF-8 once percent-decoded"
    }

    fn destination_from_parts(&self) -> bool {
        true
    }

    /// One pass of its top rule's verdict, and only for an invalid input a
    /// second for its error. A part that is not UTF-8 (RFC 1945 reads
    /// octets) is written `\xNN`.
    /// RFC 3986 section 5.2 for RFC 3986, RFC 6874 and RFC 3987 (which
    /// resolves as RFC 3986 does, section 6.5); RFC 1808's own for RFC 1808
    /// and for RFC 1945 (whose section 3.2.1 resolves relative URIs as RFC
    /// 1808 does); RFC 2396's section 5.2 for RFC 2396
    /// ([`crate::resolve::rfc2396`]). RFC 9112's request-targets are not
    /// resolved against a base URI.
    fn resolution(&self) -> Option<&'static str> {
        match Grammar::name(self) {
            "rfc3986" | "rfc6874" | "rfc3987" => Some("RFC 3986 section 5.2 (strict)"),
            "rfc1808" | "rfc1945" => Some("RFC 1808 section 4"),
            "rfc2396" => Some("RFC 2396 section 5.2 (\"..\" above the root kept)"),
            _ => None,
        }
    }

    /// The base must be an absolute URI under the grammar and the
    /// reference a valid input; each error is the grammar's own.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let name = Grammar::name(self);
        self.resolution()?;
        let none: &Known<'_> = &|_| None;
        let checked = |bytes: &[u8], what: &str| -> Result<String, ReadError> {
            match self
                .read(
                    bytes,
                    std::str::from_utf8(bytes).ok(),
                    &[Part::Scheme],
                    none,
                )
                .outcome
            {
                Err(mut e) => {
                    if what == "base" {
                        e.message = format!("the base: {}", e.message);
                    }
                    Err(e)
                }
                Ok(p) if what == "base" && p.scheme.is_none() => Err(ReadError::message_only(
                    None,
                    "the base: a relative reference, not an absolute URI".to_owned(),
                )),
                // A valid input under a grammar of text is UTF-8; RFC 1945's
                // octets that are not have no resolution here.
                Ok(_) => String::from_utf8(bytes.to_vec())
                    .map_err(|_| ReadError::message_only(None, format!("the {what}: not UTF-8"))),
            }
        };
        Some((|| {
            let (b, r) = (checked(base, "base")?, checked(reference, "reference")?);
            let fail = |e: String| ReadError::message_only(None, e);
            Ok(match name {
                "rfc3986" => {
                    let base = Uri::parse(&b).map_err(|e| fail(e.to_string()))?;
                    let r = UriRef::parse(&r).map_err(|e| fail(e.to_string()))?;
                    base.resolve(&r).to_string()
                }
                "rfc6874" => {
                    let base = Uri::parse_with(&b, ParseOptions::RFC6874)
                        .map_err(|e| fail(e.to_string()))?;
                    let r = UriRef::parse_with(&r, ParseOptions::RFC6874)
                        .map_err(|e| fail(e.to_string()))?;
                    base.resolve(&r).to_string()
                }
                "rfc3987" => grammars::rfc3987::resolve(&b, &r).map_err(|e| fail(e.to_string()))?,
                "rfc2396" => crate::resolve::rfc2396::resolve(&b, &r),
                _ => crate::resolve::rfc1808::resolve(&b, &r),
            })
        })())
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _: &[Part],
        known: &Known<'_>,
        into: &mut Read,
    ) {
        // The unit is one of `grammars::ALL`, whose readers take it as
        // `'static`.
        let Some(g) = grammars::ALL.iter().find(|g| std::ptr::eq(*g, self)) else {
            let e = ReadError::message_only(None, "no such grammar".to_owned());
            return into.set_refused(e);
        };
        let top = g.top_rule();
        if !top.is_valid(input)
            && let Err(e) = top.check(input)
        {
            return into.set_refused(ReadError {
                offset: Some(e.offset()),
                rule: Some(e.rule().abnf_name()),
                exception: None,
                message: e.message(),
            });
        }
        let mut held = into.take_parts();
        let parts = Arc::make_mut(&mut held);
        g.fill_parts_of_valid(input, text, Octets::Escaped, parts);
        if parts.authority.is_some() && parts.host.is_none() && parts.unsplit.is_empty() {
            // RFC 2396 section 3.2.1: a registry-based authority's structure
            // is the scheme's; it has no userinfo, host or port to compare,
            // as RFC 1808's `net_loc` has none.
            parts.unsplit = REGISTRY_UNSPLIT;
        }
        if parts.unsplit.contains(&"host") {
            into.destination = None;
        } else if let Some(d) = known(parts) {
            into.copy_destination(Some(d));
        } else {
            let host = parts.host.as_deref().and_then(destination::grammar_host);
            let port = destination::port_of(parts.scheme.as_deref(), parts.port.as_deref());
            into.set_place(host, port.ok().flatten());
        }
        into.set_parts(held);
    }
}
