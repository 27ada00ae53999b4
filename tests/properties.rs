//! The properties the fuzz targets check, shared with the regression replay:
//! each fuzz target in fuzz/ is one call of a function here, and every input a
//! fuzzer ever failed on is kept in tests/data/regressions/<target>/ and
//! replayed by `regressions` in the normal test run.

use urigram::{Node, Rule};

/// Every rule on arbitrary bytes (the first byte picks the rule): no panic,
/// an offset inside the input, the offset's definition (the prefix before it
/// is still viable), and byte-for-byte round trips.
pub fn parse_rules(data: &[u8]) {
    let Some((&selector, input)) = data.split_first() else {
        return;
    };
    let rule = Rule::ALL[usize::from(selector) % Rule::ALL.len()];
    match rule.parse_bytes(input) {
        Ok(node) => {
            let text = std::str::from_utf8(input).expect("only UTF-8 parses");
            let shown = match node {
                Node::UriReference(r) => r.to_string(),
                Node::Uri(u) => u.to_string(),
                Node::RelativeRef(r) => r.to_string(),
                Node::AbsoluteUri(u) => u.to_string(),
                Node::Authority(a) => a.to_string(),
                Node::Host(h) => h.to_string(),
                Node::Path(p) => p.to_string(),
                _ => text.to_string(),
            };
            assert_eq!(shown, text, "{rule}: Display must give back the input");
            if rule == Rule::UriReference {
                assert!(urigram::is_valid(text));
            }
        }
        Err(e) => {
            assert!(
                e.offset() <= input.len(),
                "{rule}: offset {} past the end",
                e.offset()
            );
            let _ = format!("{e} {e:#}");
            if let Ok(text) = std::str::from_utf8(&input[..e.offset()]) {
                if let Err(p) = rule.parse(text) {
                    assert_eq!(
                        p.offset(),
                        text.len(),
                        "{rule}: {text:?} is not a viable prefix"
                    );
                }
            }
            if rule == Rule::UriReference {
                if let Ok(text) = std::str::from_utf8(input) {
                    assert!(!urigram::is_valid(text));
                }
            }
        }
    }
}

/// The security lint on every valid URI-reference: no panic, spans in bounds,
/// every rendering succeeds.
pub fn lint(data: &[u8]) {
    let Ok(uri) = urigram::UriRef::parse_bytes(data) else {
        return;
    };
    for w in urigram::lint::lint(&uri) {
        assert!(
            w.span.start <= w.span.end && w.span.end <= data.len(),
            "{w:?}"
        );
        let _ = format!("{w} {w:#}");
    }
}

/// urigram and fluent-uri agree on validity and components of a URI-reference.
pub fn diff_fluent_uri(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let ours = urigram::UriRef::parse(s);
    let theirs = fluent_uri::UriRef::parse(s);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(
                a.scheme().map(|x| x.as_str()),
                b.scheme().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.authority().map(|x| x.as_str()),
                b.authority().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(a.path().as_str(), b.path().as_str(), "{s:?}");
            assert_eq!(
                a.query().map(|x| x.as_str()),
                b.query().map(|x| x.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.fragment().map(|x| x.as_str()),
                b.fragment().map(|x| x.as_str()),
                "{s:?}"
            );
            if let (Some(x), Some(y)) = (a.authority(), b.authority()) {
                assert_eq!(
                    x.userinfo().map(|u| u.as_str()),
                    y.userinfo().map(|u| u.as_str()),
                    "{s:?}"
                );
                assert_eq!(x.host().as_str(), y.host(), "{s:?}");
                assert_eq!(
                    x.port().map(|p| p.as_str()),
                    y.port().map(|p| p.as_str()),
                    "{s:?}"
                );
            }
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "validity differs on {s:?}: urigram {:?}, fluent-uri {:?}",
            ours.is_ok(),
            theirs.is_ok()
        ),
    }
}

/// urigram and iri-string agree on validity and components of a URI-reference.
pub fn diff_iri_string(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else {
        return;
    };
    let ours = urigram::UriRef::parse(s);
    let theirs = iri_string::types::UriReferenceStr::new(s);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a.scheme().map(|x| x.as_str()), b.scheme_str(), "{s:?}");
            assert_eq!(
                a.authority().map(|x| x.as_str()),
                b.authority_str(),
                "{s:?}"
            );
            assert_eq!(a.path().as_str(), b.path_str(), "{s:?}");
            assert_eq!(
                a.query().map(|x| x.as_str()),
                b.query().map(|q| q.as_str()),
                "{s:?}"
            );
            assert_eq!(
                a.fragment().map(|x| x.as_str()),
                b.fragment().map(|f| f.as_str()),
                "{s:?}"
            );
        }
        (Err(_), Err(_)) => {}
        _ => panic!(
            "validity differs on {s:?}: urigram {:?}, iri-string {:?}",
            ours.is_ok(),
            theirs.is_ok()
        ),
    }
}
