//! `new Uri(Uri baseUri, string relativeUri)` as Mono 6.8's `System.Uri`
//! resolves a reference (what `HttpWebRequest` does with a `Location`),
//! up to the string its constructor parses last: the reference itself when
//! it reads as absolute, else the string `ResolveHelper` combines from the
//! base's serialisations and the reference (`combine.rs` for the merge of
//! paths). `tests/compare_base_clients.rs` holds it to Mono's own answers.

use super::combine::combine;
use super::escape::iri_changes;
use super::parse::{parse, parse_with};
use super::serialise::{Format, absolute_uri, displayed_from_user_string, from_user_string};
use super::uri::{Error, Implicit, MonoUri, Shape};

/// Where resolving failed.
#[derive(Debug)]
pub(super) enum Failed {
    /// `new Uri(base)` threw.
    Base(Error),
    /// The reference threw as `new Uri(reference, DotNetRelativeOrAbsolute)`
    /// reads it.
    Reference(Error),
    /// The reference has a scheme whose parser then refuses it for want of
    /// `//` (so that it is taken for relative) and IRI parsing runs over it:
    /// Mono goes on to parse the rest with the syntax it has just dropped,
    /// and throws `NullReferenceException`.
    NullReference,
}

/// `\t`, `\n`, `\r` and space: what `ResolveHelper` trims off a relative
/// reference (Mono's `_WSchars`).
fn lws(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r')
}

/// The string `new Uri(new Uri(base), reference)` parses last.
pub(super) fn resolve(base: &str, reference: &str) -> Result<String, Failed> {
    let mut b = parse(base).map_err(Failed::Base)?;
    if !b.facts.backslashes && base.contains('\\') {
        // Both a `\` and a `%5C` were written: read again to tell them
        // apart.
        if let Ok(r) = parse_with(base, true) {
            b.facts.raw = Some(Box::new([r.userinfo, Some(r.path), r.query, r.fragment]));
        }
    }
    if absolute(reference)? {
        return Ok(reference.to_owned());
    }
    let rel = reference.trim_matches(lws);
    helper(&b, base, rel)
}

/// Whether the reference reads as an absolute URI under Mono's
/// `DotNetRelativeOrAbsolute` (on Unix): a rooted Unix path (`/x`, `//x`)
/// is relative, and so is an implicit UNC path unless the string starts
/// with two backslashes (before any space); an error the constructor may
/// take for a relative reference (no scheme, a bad one, a missing `//`)
/// makes it relative, any other is thrown.
fn absolute(reference: &str) -> Result<bool, Failed> {
    let trimmed = reference.trim_start_matches(lws).as_bytes();
    if trimmed.first() == Some(&b'/') {
        return Ok(false);
    }
    let unc = trimmed.len() >= 2 && trimmed[0] == b'\\' && matches!(trimmed[1], b'\\' | b'/');
    if unc && !reference.starts_with("\\\\") {
        return Ok(false);
    }
    match parse(reference) {
        Ok(_) => Ok(true),
        Err(Error::BadAuthority) if iri_changes(reference.trim_matches(lws)) => {
            Err(Failed::NullReference)
        }
        Err(Error::Empty | Error::BadFormat | Error::BadScheme | Error::BadAuthority) => Ok(false),
        Err(e) => Err(Failed::Reference(e)),
    }
}

/// `ResolveHelper` on a relative reference `rel` (already trimmed):
/// an empty one is the base; a fragment or a query replaces the base's;
/// a DOS path replaces the base's path; else `GetCombinedString`.
fn helper(b: &MonoUri, original: &str, rel: &str) -> Result<String, Failed> {
    let syn = super::uri::syntax(&b.scheme);
    let implicit = b.facts.implicit != Implicit::No;
    if rel.is_empty() {
        return Ok(absolute_uri(
            b,
            original,
            Format::SafeUnescaped,
            displayed_from_user_string(b, original),
            true,
            true,
        ));
    }
    if rel.starts_with('#') && !implicit {
        return Ok(absolute_uri(
            b,
            original,
            Format::Escaped,
            from_user_string(b, original),
            true,
            false,
        ) + rel);
    }
    if rel.starts_with('?') && !implicit && syn.query {
        return Ok(absolute_uri(b, original, Format::Escaped, false, false, false) + rel);
    }
    let r = rel.as_bytes();
    if r.len() >= 3
        && matches!(r[1], b':' | b'|')
        && r[0].is_ascii_alphabetic()
        && matches!(r[2], b'\\' | b'/')
    {
        if implicit {
            return Ok(rel.to_owned());
        }
        // Only `file` and the unknown schemes take a DOS path, and of
        // those only `file`'s path is rooted.
        if matches!(syn.shape, Shape::File | Shape::Unknown) {
            let rooted = syn.shape == Shape::File;
            let prefix = match (b.facts.authority, rooted) {
                (true, true) => ":///",
                (true, false) => "://",
                (false, true) => ":/",
                (false, false) => ":",
            };
            return Ok(format!("{}{prefix}{rel}", b.scheme));
        }
    }
    Ok(combined(b, original, rel))
}

/// `GetCombinedString`: a reference that starts with a scheme of two or
/// more characters (before any `/`, `\`, `?` or `#`) is taken whole
/// when the scheme is another than the base's, and loses its `scheme:`
/// when it is the base's (nothing left: the base as written); the rest is
/// `CombineUri`'s.
fn combined(b: &MonoUri, original: &str, rel: &str) -> String {
    let mut rel = rel;
    if let Some(i) = rel.find(['/', '\\', '?', '#', ':']) {
        if rel.as_bytes()[i] == b':' && i >= 2 && scheme_syntax(&rel[..i]) {
            if !rel[..i].eq_ignore_ascii_case(&b.scheme) {
                return rel.to_owned();
            }
            rel = &rel[i + 1..];
        }
    }
    if rel.is_empty() {
        return original.to_owned();
    }
    combine(b, original, rel)
}

/// `CheckSchemeSyntax`: a letter, then letters, digits, `+`, `-` and `.`,
/// at most 1,024 characters.
fn scheme_syntax(s: &str) -> bool {
    s.len() <= 1024
        && s.as_bytes()[0].is_ascii_alphabetic()
        && s.bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
}
