//! RFC 6570 URI Templates for JavaScript: expansion with the variables as
//! JSON (the library's reading of the CLI's `--vars`), and matching a URI
//! back to its variables, with the analysis that finds, when a template is
//! built, the URIs it could read two ways.

use urigram::json::Json;
use urigram::template::{self, Match, Matcher, Template, TemplateSet};
use wasm_bindgen::prelude::*;

use crate::report;

/// The template `text`, or the error object of RFC 6570's grammar.
fn parsed(text: &str) -> Result<Template, String> {
    Template::parse(text).map_err(|e| report::engine(text, &e, "rfc6570").to_string())
}

/// `{"ok": uri}` of `template` expanded with `vars`, a JSON object, or
/// `{"error": ...}`.
#[cfg_attr(urigram_web, optimize(size))]
fn expand_with(t: &Template, text: &str, vars: &str) -> String {
    let vars = match template::json::parse_vars(vars) {
        Ok(v) => v,
        Err(e) => return report::other("TypeError", &e.to_string(), vars, "expand").to_string(),
    };
    match t.expand(&vars) {
        Ok(s) => report::ok(Json::from(s)).to_string(),
        Err(e) => report::other("ValueError", &e.to_string(), text, "expand").to_string(),
    }
}

/// `template` expanded with `vars` (a JSON object: a string, number or
/// boolean, a list, or an object of them, per variable).
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn expand(template: &str, vars: &str) -> String {
    match parsed(template) {
        Ok(t) => expand_with(&t, template, vars),
        Err(e) => e,
    }
}

/// A match as JSON text: `null`, or `{"variables": {...}, "ambiguous":
/// bool, "assignments": [{...}, ...], "complete": bool}`.
#[cfg_attr(urigram_web, optimize(size))]
fn match_json(m: &Match, out: &mut String) {
    if !m.is_match() {
        out.push_str("null");
        return;
    }
    out.push_str("{\"variables\":");
    template::json::write_vars(&m.assignments()[0], out);
    out.push_str(if m.is_ambiguous() {
        ",\"ambiguous\":true,\"assignments\":["
    } else {
        ",\"ambiguous\":false,\"assignments\":["
    });
    for (i, v) in m.assignments().iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        template::json::write_vars(v, out);
    }
    out.push_str(if m.is_complete() {
        "],\"complete\":true}"
    } else {
        "],\"complete\":false}"
    });
}

/// A match as [`CompiledTemplate::match_flat`] writes it.
#[cfg_attr(urigram_web, optimize(size))]
fn flat(m: &Match) -> String {
    if !m.is_match() {
        return "n".to_owned();
    }
    if m.is_ambiguous() {
        return String::new();
    }
    let mut out = String::from("s");
    for (name, value) in &m.assignments()[0] {
        let template::Value::String(v) = value else {
            return String::new();
        };
        if name.contains('\0') || v.contains('\0') {
            return String::new();
        }
        out.push('\0');
        out.push_str(name);
        out.push('\0');
        out.push_str(v);
    }
    out
}

/// One template, compiled for matching (`new Template(text)` in
/// JavaScript).
#[wasm_bindgen]
pub struct CompiledTemplate {
    text: String,
    pub(crate) matcher: Matcher,
    /// The template's variable names, sorted and without repeats: the
    /// order of a match's [`template::Vars`], whose index
    /// [`crate::template_scratch`] writes instead of the name.
    pub(crate) names: Vec<String>,
}

#[wasm_bindgen]
impl CompiledTemplate {
    /// Compiles `text`; `any_order` lets a query's parameters come in any
    /// order. Throws the error object's JSON text when `text` is no
    /// template.
    #[wasm_bindgen(constructor)]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn new(text: &str, any_order: bool) -> Result<CompiledTemplate, JsValue> {
        let t = parsed(text).map_err(|e| JsValue::from_str(&e))?;
        let mut matcher = Matcher::new(&t);
        if any_order {
            matcher = matcher.query_in_any_order();
        }
        // The library's own list, so that a position's index is an index
        // here whatever the template.
        let names: Vec<String> = matcher.variable_names().map(str::to_owned).collect();
        Ok(CompiledTemplate {
            text: text.to_owned(),
            matcher,
            names,
        })
    }

    /// `{"ok": uri}` of the template expanded with `vars` (JSON).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn expand(&self, vars: &str) -> String {
        expand_with(self.matcher.template(), &self.text, vars)
    }

    /// The match of `uri` as JSON text (see [`match_json`]).
    #[wasm_bindgen(js_name = matchUri)]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn match_uri(&self, uri: &str) -> String {
        let mut out = String::new();
        match_json(&self.matcher.match_uri(uri), &mut out);
        out
    }

    /// The match of `uri` in a form JavaScript reads without `JSON.parse`,
    /// for the common answer (`Template.match`'s fast path): `"n"` for no
    /// match; for one unambiguous reading whose values are all strings,
    /// `"s"` then `"\0name\0value"` for each variable, in the JSON path's
    /// order; and `""` for anything else (a list or pairs, an ambiguous
    /// match, a NUL in a name or value), which [`Self::match_uri`]
    /// answers. A match crossing as JSON text cost twice the MCP SDK's
    /// time, most of it in `JSON.parse` (docs/performance.md#web).
    #[wasm_bindgen(js_name = matchFlat)]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn match_flat(&self, uri: &str) -> String {
        flat(&self.matcher.match_uri(uri))
    }

    /// The analysis as JSON: `{"unambiguous", "complete", "ambiguities":
    /// [{"expressions", "literal", "witness"}], "repeated", "variables"}`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn analysis(&self) -> String {
        let a = self.matcher.analysis();
        let ambiguities: Vec<Json> = a
            .ambiguities()
            .iter()
            .map(|x| {
                Json::object(vec![
                    ("expressions", x.expressions.as_slice().into()),
                    ("literal", x.literal.into()),
                    ("witness", (&x.witness).into()),
                ])
            })
            .collect();
        Json::object(vec![
            ("unambiguous", a.is_unambiguous().into()),
            ("complete", a.is_complete().into()),
            ("ambiguities", ambiguities.into()),
            ("repeated", a.repeated_variables().into()),
            ("variables", self.matcher.template().variables().into()),
        ])
        .to_string()
    }
}

/// Templates matched as one router (`new TemplateSet(texts)`).
#[wasm_bindgen]
pub struct CompiledSet {
    set: TemplateSet,
}

#[wasm_bindgen]
impl CompiledSet {
    /// Compiles the templates of `texts`, a JSON array of strings. Throws
    /// the error object's JSON text of the first that is no template.
    #[wasm_bindgen(constructor)]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn new(texts: &str, any_order: bool) -> Result<CompiledSet, JsValue> {
        let bad = |message: &str| {
            JsValue::from_str(
                &report::other("TypeError", message, texts, "TemplateSet").to_string(),
            )
        };
        let items = match urigram::json::from_str(texts) {
            Ok(Json::Array(items)) => items,
            Ok(_) => return Err(bad("the templates are a JSON array of strings")),
            Err(e) => return Err(bad(&e.to_string())),
        };
        let texts = items
            .iter()
            .map(|t| t.as_str().ok_or_else(|| bad("each template is a string")))
            .collect::<Result<Vec<_>, _>>()?;
        let templates = texts
            .iter()
            .map(|t| parsed(t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| JsValue::from_str(&e))?;
        let set = TemplateSet::new(templates);
        Ok(CompiledSet {
            set: if any_order {
                set.query_in_any_order()
            } else {
                set
            },
        })
    }

    /// `null`, or `{"index": i, "match": {...}}` for the first template
    /// that matches `uri`.
    #[wasm_bindgen(js_name = matchUri)]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn match_uri(&self, uri: &str) -> String {
        let Some((i, m)) = self.set.match_uri(uri) else {
            return "null".to_owned();
        };
        let mut out = format!("{{\"index\":{i},\"match\":");
        match_json(&m, &mut out);
        out.push('}');
        out
    }

    /// The pairs of templates that match a URI alike: `[{"first",
    /// "second", "witness"}]`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(size))]
    pub fn overlaps(&self) -> String {
        let v: Vec<Json> = self
            .set
            .overlaps()
            .iter()
            .map(|o| {
                Json::object(vec![
                    ("first", o.first.into()),
                    ("second", o.second.into()),
                    ("witness", (&o.witness).into()),
                ])
            })
            .collect();
        Json::Array(v).to_string()
    }

    /// How many templates the set holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.set.matchers().len()
    }

    /// Whether the set holds no template.
    #[wasm_bindgen(js_name = isEmpty)]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.set.matchers().is_empty()
    }
}
