//! Every grammar urigram reads, described one way: a name, a title, the
//! rules in the order of its ABNF file, and matching a whole input against
//! any one of them, with the engine's [`engine::Error`] for every failure.
//!
//! Two kinds stand behind the one description: the RFC 3986 layer (nom
//! combinators with its fast path; `rfc3986`, `rfc6874` and `rfc9112` are
//! sets of its rules read with its options), whose [`crate::ParseError`] is
//! brought onto the engine's error, and the grammars on the engine, which a
//! [`Registry`] describes whole. A caller that handles several grammars (a
//! CLI, a differential test, a service choosing a grammar per client) sees
//! one type either way.

use crate::engine::{self, Registry, RuleInfo};
use crate::options::ParseOptions;
use crate::rule::Rule;

use super::{rfc1808, rfc1945, rfc2396, rfc3987, rfc6570};

/// One grammar, however it is implemented: a name, a title, its rules in
/// the order of its ABNF file, and matching a whole input against any one
/// of them, every failure an [`engine::Error`].
///
/// ```
/// use urigram::grammars;
/// let g = grammars::named("rfc6874").unwrap();
/// assert_eq!(g.top().name(), "URI-reference");
/// let host = g.rule("host").unwrap();
/// assert!(host.check(b"[fe80::1%25eth0]").is_ok());
/// let rfc3986 = grammars::named("rfc3986").unwrap().rule("host").unwrap();
/// let err = rfc3986.check(b"[fe80::1%25eth0]").unwrap_err();
/// assert_eq!((err.offset(), err.rule().name()), (8, "IPv6address"));
/// // Every grammar, the same way.
/// for g in grammars::ALL {
///     assert!(g.rules().count() > 10, "{}", g.name());
///     assert!(g.rule(g.top().name()).unwrap().check(b"http://example.com/").is_ok());
/// }
/// ```
#[derive(Debug)]
pub struct Grammar {
    name: &'static str,
    title: &'static str,
    kind: Kind,
}

/// What stands behind a [`Grammar`].
#[derive(Debug)]
enum Kind {
    /// Rules of the RFC 3986 layer, read with these options; the top rule.
    Layer(&'static [Rule], ParseOptions, Rule),
    /// A grammar on the engine.
    Engine(&'static Registry),
}

/// Every grammar, `rfc3986` (the default of the CLI) first, then in the
/// order they were added.
pub static ALL: &[Grammar] = &[
    Grammar {
        name: "rfc3986",
        title: "RFC 3986 URI references (Appendix A)",
        kind: Kind::Layer(Rule::ALL, ParseOptions::RFC3986, Rule::UriReference),
    },
    Grammar {
        name: "rfc6874",
        title: "RFC 3986 with RFC 6874 zone IDs in IPv6 literals",
        kind: Kind::Layer(Rule::RFC6874, ParseOptions::RFC6874, Rule::UriReference),
    },
    Grammar {
        name: "rfc2396",
        title: rfc2396::REGISTRY.title(),
        kind: Kind::Engine(&rfc2396::REGISTRY),
    },
    Grammar {
        name: "rfc1808",
        title: rfc1808::REGISTRY.title(),
        kind: Kind::Engine(&rfc1808::REGISTRY),
    },
    Grammar {
        name: "rfc1945",
        title: rfc1945::REGISTRY.title(),
        kind: Kind::Engine(&rfc1945::REGISTRY),
    },
    Grammar {
        name: "rfc9112",
        title: "RFC 9112 HTTP/1.1 request-targets (section 3.2)",
        kind: Kind::Layer(Rule::RFC9112, ParseOptions::RFC3986, Rule::RequestTarget),
    },
    Grammar {
        name: "rfc3987",
        title: rfc3987::REGISTRY.title(),
        kind: Kind::Engine(&rfc3987::REGISTRY),
    },
    Grammar {
        name: "rfc6570",
        title: rfc6570::REGISTRY.title(),
        kind: Kind::Engine(&rfc6570::REGISTRY),
    },
];

/// The grammar named `name` (`"rfc3986"`, ...; any case).
#[must_use]
pub fn named(name: &str) -> Option<&'static Grammar> {
    ALL.iter().find(|g| g.name.eq_ignore_ascii_case(name))
}

impl Grammar {
    /// The short name, e.g. `"rfc2396"`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Whether the grammar's top rule reads URIs (or IRIs, or request
    /// targets), so that it is a reader in [`mod@crate::compare`]: every grammar
    /// but RFC 6570's, whose top rule `URI-Template` reads templates, and
    /// whose parts are no URI's.
    ///
    /// ```
    /// use urigram::grammars;
    /// let readers: Vec<&str> = grammars::ALL.iter().filter(|g| g.reads_uris()).map(|g| g.name()).collect();
    /// assert!(readers.contains(&"rfc3986") && !readers.contains(&"rfc6570"));
    /// ```
    #[must_use]
    pub fn reads_uris(&self) -> bool {
        self.name != "rfc6570"
    }

    /// The options of RFC 3986's typed tree ([`crate::UriRef::parse_with`])
    /// when this grammar reads a `URI-reference` with it: rfc3986's and
    /// rfc6874's (zone IDs); `None` for every other grammar (rfc9112 reads
    /// a `request-target`, the engine grammars have trees of their own).
    /// Python's `urigram.parse` and `urigram.arrow.parse` give host kinds,
    /// spans and segments where this is `Some`.
    ///
    /// ```
    /// use urigram::{ParseOptions, grammars};
    /// let options = |name| grammars::named(name).unwrap().reference_options();
    /// assert_eq!(options("rfc3986"), Some(ParseOptions::RFC3986));
    /// assert_eq!(options("rfc6874"), Some(ParseOptions::RFC6874));
    /// assert_eq!(options("rfc9112"), None);
    /// assert_eq!(options("rfc3987"), None);
    /// ```
    #[must_use]
    pub fn reference_options(&self) -> Option<ParseOptions> {
        match self.kind {
            Kind::Layer(_, options, Rule::UriReference) => Some(options),
            _ => None,
        }
    }

    /// What the grammar is, in a few words.
    #[must_use]
    pub fn title(&self) -> &'static str {
        self.title
    }

    /// Every rule, in the order of the grammar's ABNF file.
    pub fn rules(&self) -> impl Iterator<Item = &'static RuleInfo> + '_ {
        let (layer, engine): (&[Rule], &[engine::Entry]) = match &self.kind {
            Kind::Layer(rules, ..) => (rules, &[]),
            Kind::Engine(r) => (&[], r.entries()),
        };
        layer
            .iter()
            .map(|r| r.info())
            .chain(engine.iter().map(engine::Entry::info))
    }

    /// The rule an input is read as when none is named (`URI-reference`,
    /// `URL`, `URI`, `request-target`).
    #[must_use]
    pub fn top(&self) -> &'static RuleInfo {
        match &self.kind {
            Kind::Layer(_, _, top) => top.info(),
            Kind::Engine(r) => r
                .entries()
                .first()
                .map_or(Rule::UriReference.info(), |e| e.info()),
        }
    }

    /// The top rule ([`Grammar::top`]) ready to match inputs against.
    #[must_use]
    pub fn top_rule(&'static self) -> GrammarRule {
        let how = match &self.kind {
            Kind::Layer(_, options, top) => How::Layer(*top, *options),
            Kind::Engine(r) => match r.entries().first() {
                Some(e) => How::Engine(e),
                // A registry always has rules; an empty one has nothing to
                // match, which RFC 3986's reference rule says as well as any.
                None => How::Layer(Rule::UriReference, ParseOptions::RFC3986),
            },
        };
        GrammarRule { grammar: self, how }
    }

    /// The rule named `name`, in the RFC's spelling or the ABNF file's, in
    /// any case (ABNF names are case-insensitive, RFC 5234 section 2.1).
    #[must_use]
    pub fn rule(&'static self, name: &str) -> Option<GrammarRule> {
        let how = match &self.kind {
            Kind::Layer(rules, options, _) => {
                let rule = rules.iter().find(|r| r.info().is_named(name))?;
                How::Layer(*rule, *options)
            }
            Kind::Engine(r) => How::Engine(r.find(name)?),
        };
        Some(GrammarRule { grammar: self, how })
    }
}

/// One rule of a [`Grammar`], ready to match inputs against.
#[derive(Clone, Copy, Debug)]
pub struct GrammarRule {
    grammar: &'static Grammar,
    how: How,
}

/// How a [`GrammarRule`] matches.
#[derive(Clone, Copy, Debug)]
enum How {
    Layer(Rule, ParseOptions),
    Engine(&'static engine::Entry),
}

impl GrammarRule {
    /// The grammar the rule is of.
    #[must_use]
    pub fn grammar(&self) -> &'static Grammar {
        self.grammar
    }

    /// What the rule is: names, document, section.
    #[must_use]
    pub fn info(&self) -> &'static RuleInfo {
        match self.how {
            How::Layer(r, _) => r.info(),
            How::Engine(e) => e.info(),
        }
    }

    /// The RFC 3986 layer's rule behind this one, and the options it is read
    /// with, for a caller that wants the layer's typed [`crate::Node`]
    /// (`Rule::parse_bytes_with`); `None` for a grammar on the engine.
    #[must_use]
    pub fn layer_rule(&self) -> Option<(Rule, ParseOptions)> {
        match self.how {
            How::Layer(r, o) => Some((r, o)),
            How::Engine(_) => None,
        }
    }

    /// The engine's entry behind this rule, for a grammar on the engine;
    /// `None` for the RFC 3986 layer's.
    #[must_use]
    pub fn engine_entry(&self) -> Option<&'static engine::Entry> {
        match self.how {
            How::Layer(..) => None,
            How::Engine(e) => Some(e),
        }
    }

    /// Whether this is the grammar's top rule ([`Grammar::top`]).
    #[must_use]
    pub fn is_top(&self) -> bool {
        std::ptr::eq(self.info(), self.grammar.top())
    }

    /// Whether the whole of `input` matches the rule: the verdict of
    /// [`GrammarRule::check`], without building its error, by the quickest
    /// way the grammar has (RFC 3986's fast path for the rules it stands
    /// for, [`rfc3987::is_valid`] for an `IRI-reference`, an automaton).
    ///
    /// ```
    /// use urigram::grammars;
    /// let target = grammars::named("rfc9112").unwrap().top_rule();
    /// assert!(target.is_valid(b"/where?q=now"));
    /// assert!(!target.is_valid(b"/where#frag"));
    /// let iri = grammars::named("rfc3987").unwrap().top_rule();
    /// assert!(iri.is_valid("http://例え.jp/".as_bytes()));
    /// ```
    #[must_use]
    pub fn is_valid(&self, input: &[u8]) -> bool {
        match self.how {
            How::Layer(r, options) => r.is_valid_bytes_with(input, options),
            How::Engine(e) if std::ptr::eq(e.info(), &rfc3987::rules::IRI_REFERENCE) => {
                rfc3987::is_valid(input)
            }
            How::Engine(e) => e.is_valid(input),
        }
    }

    /// Matches the whole of `input` (bytes: the octet grammar RFC 1945
    /// takes any; the others judge bytes that are not UTF-8 as their
    /// grammars do).
    ///
    /// # Errors
    ///
    /// Where the input stops being a prefix of any string the rule accepts,
    /// and why.
    pub fn check(&self, input: &[u8]) -> Result<(), engine::Error> {
        match self.how {
            How::Layer(r, options) => r
                .parse_bytes_with(input, options)
                .map(|_| ())
                .map_err(|e| engine::Error::from(&e)),
            // A stray invalid IRI is decided without building the
            // automaton (see `rfc3987::is_valid`); the error is the
            // combinators', as `Entry::check` gives it.
            How::Engine(e) if std::ptr::eq(e.info(), &rfc3987::rules::IRI_REFERENCE) => {
                rfc3987::check_reference(input)
            }
            How::Engine(e) => e.check(input),
        }
    }
}
