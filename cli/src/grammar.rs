//! The grammars `--grammar` names, and matching an input against one of
//! their rules.
//!
//! The grammars, their rules and the lookup of a rule by name are the
//! library's (`urigram::grammars::ALL`); what the CLI adds is how it shows
//! them: the RFC 3986 layer's rules (`rfc3986`, `rfc6874`, `rfc9112`) are
//! read with its own [`ParseError`] and typed [`Node`]s, whose JSON the CLI
//! has always printed, and the grammars on the engine get the JSON of their
//! typed trees from the hooks in [`GRAMMARS`].

use serde_json::{Value, json};
use urigram::engine;
use urigram::grammars::{self, GrammarRule, rfc2396};
use urigram::{Node, ParseError, ParseOptions, Rule};

use crate::{args, json as js};
use crate::{reference_tree, tree_out, trees};

/// A grammar the CLI can check against: the library's description of it
/// (name, title, rules, the one rule lookup, `urigram::grammars::ALL`), and
/// what the CLI adds for the grammars on the engine, the JSON of their typed
/// trees.
pub struct Grammar {
    /// The library's grammar.
    of: &'static grammars::Grammar,
    /// The JSON `ast` of a valid input of the top rule (engine grammars;
    /// the RFC 3986 layer's come from its typed `Node`s).
    ast: Option<AstFn>,
}

/// The tree of a valid input (its bytes) of a grammar's top rule.
#[derive(Clone, Copy)]
pub enum AstFn {
    /// Built as a JSON `Value`.
    Value(fn(&[u8]) -> Option<Value>),
    /// Written as it is walked ([`tree_out`]): the grammars whose trees
    /// hold a list entry per `/` of the input.
    Streamed(for<'a> fn(&'a [u8]) -> Option<tree_out::Node<'a>>),
}

/// Every grammar, in the library's order (`rfc3986`, the default, first),
/// each with the hooks of its typed tree.
pub static GRAMMARS: &[Grammar] = &[
    with(&grammars::ALL[0], None),
    with(&grammars::ALL[1], None),
    with(&grammars::ALL[2], Some(AstFn::Value(rfc2396_ast))),
    with(&grammars::ALL[3], Some(AstFn::Streamed(trees::rfc1808_ast))),
    with(&grammars::ALL[4], Some(AstFn::Streamed(trees::rfc1945_ast))),
    with(&grammars::ALL[5], None),
    with(&grammars::ALL[6], Some(AstFn::Value(crate::iri_tree::ast))),
    with(&grammars::ALL[7], Some(AstFn::Value(crate::template::ast))),
];

const fn with(of: &'static grammars::Grammar, ast: Option<AstFn>) -> Grammar {
    Grammar { of, ast }
}

/// The grammar named `name`, or the usage message with the names and the
/// nearest one.
pub fn named(name: &str) -> Result<&'static Grammar, String> {
    if let Some(g) = GRAMMARS
        .iter()
        .find(|g| g.name().eq_ignore_ascii_case(name))
    {
        return Ok(g);
    }
    let names: Vec<&str> = GRAMMARS.iter().map(Grammar::name).collect();
    let hint = match args::nearest(name, names.iter().copied()) {
        Some(near) => format!("; did you mean '{near}'?"),
        None => String::new(),
    };
    Err(format!(
        "no grammar named '{name}'{hint} (grammars: {})",
        names.join(", ")
    ))
}

/// One rule of a grammar.
#[derive(Clone, Copy)]
pub enum RuleRef {
    /// A rule of the RFC 3986 layer, with the options to read it.
    Layer(Rule, ParseOptions),
    /// A rule on the engine (the library's handle, which decides with the
    /// grammar's quickest verdict); the JSON of the grammar's typed tree
    /// when it is the top rule and the grammar has one.
    Engine(GrammarRule, Option<AstFn>),
}

/// A rule's name (as its grammar file spells it) and section.
pub struct RuleName {
    /// The name, e.g. `"URI-reference"`.
    pub name: &'static str,
    /// The section that defines it, e.g. `"4.1"`.
    pub section: &'static str,
}

impl Grammar {
    /// The name `--grammar` takes, e.g. `"rfc3986"`.
    pub fn name(&self) -> &'static str {
        self.of.name()
    }

    /// What the grammar is, in a few words.
    pub fn title(&self) -> &'static str {
        self.of.title()
    }

    /// Whether its top rule reads URIs (every grammar but RFC 6570's of
    /// templates): `urigram::grammars::Grammar::reads_uris`.
    pub fn reads_uris(&self) -> bool {
        self.of.reads_uris()
    }

    /// The rule `--rule` means when it is not given.
    pub fn top(&self) -> RuleRef {
        self.rule_ref(self.of.top_rule())
    }

    /// The CLI's handle on a rule of the library's grammar: the layer's
    /// rule and options, or the engine's entry with the typed-tree hook
    /// when it is the top rule.
    fn rule_ref(&self, r: grammars::GrammarRule) -> RuleRef {
        match (r.layer_rule(), r.engine_entry()) {
            (Some((rule, options)), _) => RuleRef::Layer(rule, options),
            (None, Some(_)) => RuleRef::Engine(r, if r.is_top() { self.ast } else { None }),
            // Every rule is one or the other.
            (None, None) => RuleRef::Layer(Rule::UriReference, ParseOptions::RFC3986),
        }
    }

    /// Every rule, in the order of the grammar's file.
    pub fn rules(&self) -> Vec<RuleName> {
        self.of
            .rules()
            .map(|r| RuleName {
                name: r.abnf_name(),
                section: r.section(),
            })
            .collect()
    }

    /// The document that defines the grammar's rules, for messages.
    fn document(&self) -> String {
        match self.name() {
            "rfc3986" => "RFC 3986 Appendix A".to_string(),
            other => format!("the {other} grammar"),
        }
    }

    /// The rule named `name` (case aside), or the usage message.
    pub fn rule(&self, name: &str) -> Result<RuleRef, String> {
        let found = self.of.rule(name).map(|r| self.rule_ref(r));
        found.ok_or_else(|| {
            let names = self.rules();
            match args::nearest(name, names.iter().map(|r| r.name)) {
                Some(near) => format!(
                    "no rule named '{name}' in {}; did you mean '{near}'? ('--rule list' names them all)",
                    self.document()
                ),
                None => format!(
                    "no rule named '{name}' in {} ('--rule list' names them all)",
                    self.document()
                ),
            }
        })
    }
}

/// The answer for one input under one rule.
pub enum Answer<'a> {
    /// Valid under a rule of the RFC 3986 layer.
    LayerOk(Node<'a>),
    /// Invalid under a rule of the RFC 3986 layer.
    LayerErr(ParseError),
    /// Valid under an engine rule: the input, the rule, and the hook of the
    /// grammar's tree, its JSON `ast` built only when asked ([`Answer::ast`]:
    /// `check -q` and the plain `check` never ask, and building a tree per
    /// line cost more than matching it).
    EngineOk(&'a [u8], GrammarRule, Option<AstFn>),
    /// Invalid under an engine rule.
    EngineErr(engine::Error),
}

impl RuleRef {
    /// Whether the whole of `bytes` matches, and nothing more: on the
    /// engine, one pass of the rule's automaton; in the RFC 3986 layer, its
    /// fast path where it stands for the rule; with no tree and no
    /// diagnostic built.
    pub fn is_valid(self, bytes: &[u8]) -> bool {
        match self {
            RuleRef::Layer(r, o) => r.is_valid_bytes_with(bytes, o),
            RuleRef::Engine(r, _) => r.is_valid(bytes),
        }
    }

    /// Matches the whole of `bytes`.
    pub fn answer(self, bytes: &[u8]) -> Answer<'_> {
        match self {
            RuleRef::Layer(r, o) => match r.parse_bytes_with(bytes, o) {
                Ok(n) => Answer::LayerOk(n),
                Err(e) => Answer::LayerErr(e),
            },
            RuleRef::Engine(r, ast) => match r.check(bytes) {
                Err(err) => Answer::EngineErr(err),
                Ok(()) => Answer::EngineOk(bytes, r, ast),
            },
        }
    }
}

impl Answer<'_> {
    /// Whether the input was valid.
    pub fn is_ok(&self) -> bool {
        matches!(self, Answer::LayerOk(_) | Answer::EngineOk(..))
    }

    /// The tree of a valid input whose tree is written as it is walked
    /// ([`tree_out`]): RFC 1808's and RFC 1945's, and RFC 3986's reference
    /// rules ([`reference_tree`]); [`Answer::ast`] gives every other one.
    pub fn streamed(&self) -> Option<tree_out::Node<'_>> {
        match self {
            Answer::EngineOk(bytes, _, Some(AstFn::Streamed(f))) => f(bytes),
            Answer::LayerOk(n) => reference_tree::ast(n),
            _ => None,
        }
    }

    /// The JSON `ast` of a valid input (`None` for a streamed tree, which
    /// [`Answer::streamed`] gives).
    pub fn ast(&self) -> Option<Value> {
        match self {
            Answer::LayerOk(n) => Some(js::node(n)),
            Answer::EngineOk(_, _, Some(AstFn::Streamed(_))) => None,
            Answer::EngineOk(bytes, e, ast) => {
                let tree = match ast {
                    Some(AstFn::Value(f)) => f(bytes),
                    _ => None,
                };
                Some(tree.unwrap_or_else(|| {
                    json!({"rule": e.info().abnf_name(), "text": urigram::escape::text_of(bytes)})
                }))
            }
            _ => None,
        }
    }

    /// The JSON `error` of an invalid input.
    pub fn error(&self) -> Option<Value> {
        match self {
            Answer::LayerErr(e) => Some(js::error(e)),
            Answer::EngineErr(e) => Some(engine_error(e)),
            _ => None,
        }
    }

    /// The caret frame of an invalid input, numbered as line `number`,
    /// non-ASCII shown as itself when `unicode`.
    pub fn frame(&self, number: u64, unicode: bool) -> Option<String> {
        match self {
            Answer::LayerErr(e) => Some(
                e.frame_at_line(number)
                    .unicode(unicode)
                    .words(crate::words::cli)
                    .to_string(),
            ),
            Answer::EngineErr(e) => Some(
                e.frame_at_line(number)
                    .unicode(unicode)
                    .words(crate::words::cli)
                    .to_string(),
            ),
            _ => None,
        }
    }
}

/// The JSON of an engine error, in the shape of the RFC 3986 layer's.
pub fn engine_error(e: &engine::Error) -> Value {
    json!({
        "offset": e.offset(),
        "rule": e.rule().abnf_name(),
        "rules": e.rules().iter().map(|r| r.abnf_name()).collect::<Vec<_>>(),
        "expected": e.expected().map(|x| x.describe()).collect::<Vec<_>>(),
        "message": e.message(),
        "section": e.section(),
        "document": e.document(),
    })
}

/// The components of an RFC 2396 `URI-reference`, in the keys of the RFC
/// 3986 layer's `ast`.
fn rfc2396_ast(bytes: &[u8]) -> Option<Value> {
    let text = std::str::from_utf8(bytes).ok()?;
    let r = rfc2396::UriReference::parse(text).ok()?;
    let mut v = json!({
        "kind": if r.absolute().is_some() { "uri" } else { "relative" },
        "scheme": r.absolute().map(|a| a.scheme().as_str()),
        "fragment": r.fragment().map(|f| f.as_str()),
    });
    let (authority, path, query, opaque) = match (r.absolute(), r.relative()) {
        (Some(a), _) => (
            a.authority(),
            a.path().map(|p| p.as_str()),
            a.query().map(|q| q.as_str()),
            a.opaque().map(|o| o.as_str()),
        ),
        (None, Some(rel)) => (
            rel.authority(),
            rel.path().map(|p| p.as_str()),
            rel.query().map(|q| q.as_str()),
            None,
        ),
        (None, None) => (None, None, None, None),
    };
    v["authority"] = match authority {
        None => Value::Null,
        Some(rfc2396::Authority::Server(s)) => json!({
            "text": s.as_str(),
            "userinfo": s.userinfo().map(|u| u.as_str()),
            "host": s.host().map(|h| h.as_str()),
            "port": s.port().map(|p| p.as_str()),
        }),
        Some(rfc2396::Authority::Registry(n)) => {
            json!({"text": n.as_str(), "reg_name": n.as_str()})
        }
    };
    v["path"] = json!(path.unwrap_or(""));
    v["query"] = json!(query);
    if let Some(o) = opaque {
        v["opaque"] = json!(o);
    }
    Some(v)
}
