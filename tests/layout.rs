//! The layout of `src/`, `cli/src` and `python/src`, checked from their
//! imports: every `use` tree and every `crate::`, `super::` or `self::` path
//! of every file, resolved to the file of the module it names (through the
//! re-exports of the crate root and of every module on the way).
//!
//! The rules, each the reason for the layout (`docs/architecture.md` draws
//! the layers they keep):
//! - the top-level folders and modules of `src/` import each other without
//!   a circle, each grammar under `src/grammars/` counting as a folder of its
//!   own (`grammars/rfc3986`, `grammars/rfc6874`, ...);
//! - no folder of `src/`, `cli/src` or `python/src` holds a circle of files
//!   (a subfolder counting as one file), so a type sits below its builder and
//!   whatever reads it; the circles other branches are taking apart are
//!   listed in `tests/data/layout/known_circles.txt`, and a line whose
//!   circle is gone fails as one not listed does;
//! - no error module of a grammar stands on a circle of files, so the names of the rules and the error sit below the
//!   combinators that produce it and the renderer that shows it;
//! - `src/engine` imports no grammar;
//! - the layers of `docs/architecture.md`'s "What may import what", as far
//!   as imports show them ([`LAYERS`]): the engine stands on `escape` alone,
//!   the lenient `urllib` is imported by `compare` alone, nothing in the
//!   library imports `compare`, `spark` or `template` (the bindings present
//!   them), `java` reads with RFC 2396's grammar and no other reader, and
//!   `template` imports no reader.
//!
//! A `pub use` that its own file does not use is a re-export, not an import:
//! it draws no edge, and a path through it lands in the file the name comes
//! from. The same checks run on small made-up crates with a circle planted
//! in them, so a check that could not fail would fail here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A file of the crate: its module path (`[]` for the root, `["rules",
/// "host"]` for `src/rules/host.rs`) and its text.
struct File {
    module: Vec<String>,
    text: String,
}

/// Every `.rs` file under `dir`, with the module path it declares.
fn read_crate(dir: &Path) -> Vec<File> {
    fn walk(dir: &Path, prefix: &[String], out: &mut Vec<File>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_name().unwrap().to_str().unwrap().to_string();
            if path.is_dir() {
                let mut next = prefix.to_vec();
                next.push(name);
                walk(&path, &next, out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                // A binary's root is a crate of its own, over the library.
                if prefix.is_empty() && stem == "main" {
                    continue;
                }
                let mut module = prefix.to_vec();
                if !matches!(stem, "mod" | "lib") {
                    module.push(stem.to_string());
                }
                let text = std::fs::read_to_string(&path).unwrap();
                out.push(File { module, text });
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &[], &mut out);
    out
}

/// A token of Rust source, comments, strings and character literals left out.
#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    PathSep,
    Punct(char),
}

/// The identifiers, `::` and punctuation of `src`. Comments (doc comments
/// too: an intra-doc link is not an import) and literals are dropped.
fn tokens(src: &str) -> Vec<Tok> {
    let b: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == '"' {
            i = skip_string(&b, i + 1);
        } else if (c == 'r' || c == 'b') && raw_string_at(&b, i).is_some() {
            let (hashes, start) = raw_string_at(&b, i).unwrap();
            i = start;
            loop {
                if i >= b.len() {
                    break;
                }
                if b[i] == '"' && (0..hashes).all(|k| b.get(i + 1 + k) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
        } else if c == 'b' && next == Some('"') {
            i = skip_string(&b, i + 2);
        } else if c == '\'' || (c == 'b' && next == Some('\'')) {
            let q = if c == 'b' { i + 1 } else { i };
            if b.get(q + 1) == Some(&'\\') {
                // An escaped character literal: up to the closing quote.
                i = q + 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if b.get(q + 2) == Some(&'\'') {
                i = q + 3;
            } else if c == 'b' {
                out.push(Tok::Ident("b".into()));
                i += 1;
            } else {
                // A lifetime or a label: its name is no path.
                i += 1;
                while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push(Tok::Ident(b[start..i].iter().collect()));
        } else if c == ':' && next == Some(':') {
            out.push(Tok::PathSep);
            i += 2;
        } else if c == '$' {
            // `$crate` in a macro is `crate`.
            i += 1;
        } else {
            out.push(Tok::Punct(c));
            i += 1;
        }
    }
    out
}

/// Past the end of a string literal whose text begins at `i`.
fn skip_string(b: &[char], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    i
}

/// Whether a raw string (`r"`, `r#"`, `br#"`) begins at `i`: its number of
/// `#` and where its text begins.
fn raw_string_at(b: &[char], i: usize) -> Option<(usize, usize)> {
    if i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if b[j] == 'b' {
        j += 1;
    }
    if b.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while b.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (b.get(j) == Some(&'"')).then_some((hashes, j + 1))
}

/// One imported path, as written, and the name it is bound to (for a
/// re-export at the root).
struct Import {
    path: Vec<String>,
    alias: Option<String>,
    /// Written in a `pub use` (or `pub(crate) use`): a re-export.
    public: bool,
}

/// Reads a `use` tree starting at `toks[*i]`, appending each leaf path.
fn use_tree(toks: &[Tok], i: &mut usize, prefix: &[String], out: &mut Vec<Import>) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*i) {
            Some(Tok::Ident(name)) if name == "self" && !path.is_empty() => {
                *i += 1;
            }
            Some(Tok::Ident(name)) => {
                path.push(name.clone());
                *i += 1;
            }
            Some(Tok::Punct('{')) => {
                *i += 1;
                while !matches!(toks.get(*i), Some(Tok::Punct('}')) | None) {
                    let before = *i;
                    use_tree(toks, i, &path, out);
                    if toks.get(*i) == Some(&Tok::Punct(',')) || *i == before {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            Some(Tok::Punct('*')) => {
                *i += 1;
                out.push(Import {
                    path,
                    alias: None,
                    public: false,
                });
                return;
            }
            _ => return,
        }
        match toks.get(*i) {
            Some(Tok::PathSep) => *i += 1,
            Some(Tok::Ident(kw)) if kw == "as" => {
                *i += 1;
                let alias = match toks.get(*i) {
                    Some(Tok::Ident(a)) => Some(a.clone()),
                    _ => None,
                };
                *i += 1;
                out.push(Import {
                    path,
                    alias,
                    public: false,
                });
                return;
            }
            _ => {
                let alias = path.last().cloned();
                out.push(Import {
                    path,
                    alias,
                    public: false,
                });
                return;
            }
        }
    }
}

/// Every path a file names: its `use` trees, and the `crate::`, `super::`
/// and `self::` paths in its code, each with the module it was written in
/// (a file's inline `mod tests { ... }` is a module below the file's).
fn imports(file: &File) -> Vec<(Vec<String>, Import)> {
    let toks = tokens(&file.text);
    let mut out = Vec::new();
    // The inline modules open at this point, with the brace depth each began at.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = file
            .module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        match &toks[i] {
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth -= 1;
                i += 1;
            }
            Tok::Ident(kw) if kw == "mod" => {
                if let (Some(Tok::Ident(name)), Some(Tok::Punct('{'))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    depth += 1;
                    inline.push((name.clone(), depth));
                    i += 3;
                } else {
                    i += 1;
                }
            }
            Tok::Ident(kw) if kw == "use" => {
                let is_pub = |k: usize| matches!(toks.get(k), Some(Tok::Ident(p)) if p == "pub");
                let public = (i >= 1 && is_pub(i - 1))
                    || (i >= 4 && toks[i - 1] == Tok::Punct(')') && is_pub(i - 4));
                i += 1;
                let mut found = Vec::new();
                use_tree(&toks, &mut i, &[], &mut found);
                out.extend(
                    found
                        .into_iter()
                        .map(|imp| (here.clone(), Import { public, ..imp })),
                );
            }
            Tok::Ident(head)
                if matches!(head.as_str(), "crate" | "super" | "self")
                    && toks.get(i + 1) == Some(&Tok::PathSep) =>
            {
                let mut path = vec![head.clone()];
                i += 2;
                while let Some(Tok::Ident(seg)) = toks.get(i) {
                    path.push(seg.clone());
                    if toks.get(i + 1) != Some(&Tok::PathSep) {
                        break;
                    }
                    i += 2;
                }
                i += 1;
                let imp = Import {
                    path,
                    alias: None,
                    public: false,
                };
                out.push((here.clone(), imp));
            }
            _ => i += 1,
        }
    }
    out
}

/// The crate's modules and how the root re-exports them, for resolving a
/// path to the file of the module that holds what it names.
struct Crate {
    /// Module path to the index of its file.
    files: BTreeMap<Vec<String>, usize>,
    /// A name the root binds with `use` to the absolute paths it stands
    /// for (more than one where a module and a function share the name, as
    /// `parse` does: they live in different namespaces).
    root_names: BTreeMap<String, Vec<Vec<String>>>,
    /// A module written inline in the root file (a facade of re-exports) to
    /// every path it re-exports from.
    facades: BTreeMap<String, Vec<Vec<String>>>,
    /// A name a module below the root binds with `use` (`pub use
    /// self::frame::Frame;` in `engine/mod.rs`), keyed by that module, to
    /// the absolute paths it stands for: a path through it lands in the
    /// file the name comes from, not in the module that re-exports it.
    bound: BTreeMap<(Vec<String>, String), Vec<Vec<String>>>,
}

impl Crate {
    fn new(files: &[File]) -> Crate {
        let mut modules = BTreeMap::new();
        for (n, f) in files.iter().enumerate() {
            modules.insert(f.module.clone(), n);
        }
        let mut root_names: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
        let mut facades: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
        if let Some(root) = files.iter().find(|f| f.module.is_empty()) {
            for (here, imp) in imports(root) {
                let path: Vec<String> = match imp.path.first().map(String::as_str) {
                    Some("crate" | "self") => imp.path[1..].to_vec(),
                    _ => imp.path.clone(),
                };
                if let [facade] = &here[..] {
                    facades.entry(facade.clone()).or_default().push(path);
                    continue;
                }
                if let Some(alias) = imp.alias {
                    if path != [alias.clone()] {
                        root_names.entry(alias).or_default().push(path);
                    }
                }
            }
        }
        let mut krate = Crate {
            files: modules,
            root_names,
            facades,
            bound: BTreeMap::new(),
        };
        let mut bound: BTreeMap<(Vec<String>, String), Vec<Vec<String>>> = BTreeMap::new();
        for f in files.iter().filter(|f| !f.module.is_empty()) {
            for (here, imp) in imports(f) {
                let (Some(alias), Some(abs)) = (imp.alias, krate.absolute(&here, &imp.path)) else {
                    continue;
                };
                bound.entry((here, alias)).or_default().push(abs);
            }
        }
        krate.bound = bound;
        krate
    }

    /// The file a path written in module `here` lands in: the deepest module
    /// along it that is a file, after the root's re-exports are followed.
    /// Nothing for a path outside the crate (`std::`, `nom::`); every file
    /// a root facade re-exports from, for a path through one.
    fn resolve(&self, here: &[String], path: &[String]) -> Vec<usize> {
        let abs = match self.absolute(here, path) {
            Some(abs) => abs,
            None => return Vec::new(),
        };
        if let Some(targets) = abs.first().and_then(|f| self.facades.get(f)) {
            return targets
                .iter()
                .filter_map(|t| self.in_files(t.clone()))
                .collect();
        }
        self.in_files(abs).into_iter().collect()
    }

    /// `path`, written in module `here`, from the crate root.
    fn absolute(&self, here: &[String], path: &[String]) -> Option<Vec<String>> {
        let abs: Vec<String> = match path.first().map(String::as_str) {
            Some("crate") => path[1..].to_vec(),
            Some("super") => {
                let mut base = here.to_vec();
                let mut rest = path;
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
                base.extend(rest.iter().cloned());
                base
            }
            Some("self") => here.iter().chain(&path[1..]).cloned().collect(),
            Some(first) => {
                // A path without a prefix names a child module, or another crate.
                let mut child = here.to_vec();
                child.push(first.to_string());
                if !self.files.contains_key(&child) {
                    return None;
                }
                here.iter().chain(path).cloned().collect()
            }
            None => return None,
        };
        Some(abs)
    }

    /// The file of the deepest module along `abs` (a path from the root),
    /// after the root's re-exports (`pub use grammars::rfc3986::ast;`).
    fn in_files(&self, abs: Vec<String>) -> Option<usize> {
        self.in_files_within(abs, 8)
    }

    /// [`Crate::in_files`], following at most `depth` re-exports.
    fn in_files_within(&self, abs: Vec<String>, depth: usize) -> Option<usize> {
        let first = abs.first()?;
        if !self.files.keys().any(|m| m.first() == Some(first)) {
            if depth == 0 {
                return None;
            }
            // Of the paths the name stands for, the first that reaches a file
            // below the root.
            return self.root_names.get(first)?.iter().find_map(|target| {
                let next: Vec<String> = target.iter().chain(&abs[1..]).cloned().collect();
                self.in_files_within(next, depth - 1)
                    .filter(|&n| self.files.get(&Vec::new()) != Some(&n))
            });
        }
        let (n, file) = (0..=abs.len())
            .rev()
            .find_map(|n| Some((n, *self.files.get(&abs[..n])?)))?;
        // A name the file binds with `use`: the file it comes from.
        if let (Some(name), true) = (abs.get(n), depth > 0) {
            let key = (abs[..n].to_vec(), name.clone());
            if let Some(targets) = self.bound.get(&key) {
                let through = targets.iter().find_map(|target| {
                    let next: Vec<String> = target.iter().chain(&abs[n + 1..]).cloned().collect();
                    self.in_files_within(next, depth - 1)
                });
                return through.or(Some(file));
            }
        }
        Some(file)
    }
}

/// The names the code of `src` mentions, outside its `use` items, its `mod`
/// declarations and after a `.`: what a `pub use` must be to be used by its
/// own file.
fn code_names(src: &str) -> BTreeSet<String> {
    let toks = tokens(src);
    let mut names = BTreeSet::new();
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Ident(kw) if kw == "use" => {
                while i < toks.len() && toks[i] != Tok::Punct(';') {
                    i += 1;
                }
            }
            Tok::Ident(kw) if kw == "mod" => i += 1,
            // A method or a field (`input.fragment()`) is no imported name.
            Tok::Ident(_) if i > 0 && toks[i - 1] == Tok::Punct('.') => {}
            Tok::Ident(name) => {
                names.insert(name.clone());
            }
            _ => {}
        }
        i += 1;
    }
    names
}

/// The edges between files: from each file to every file it imports from.
fn file_edges(files: &[File]) -> BTreeSet<(usize, usize)> {
    let krate = Crate::new(files);
    let mut edges = BTreeSet::new();
    for (n, f) in files.iter().enumerate() {
        // The root's own `use` lines are the re-exports that `resolve`
        // follows; as edges they would only draw circles through the facade.
        if f.module.is_empty() {
            continue;
        }
        let code = code_names(&f.text);
        for (here, imp) in imports(f) {
            // A re-export the file does not use itself is no import of its
            // own: a path through it lands in the file the name comes from.
            let used_here = |name: &String| code.contains(name);
            if imp.public && !imp.alias.as_ref().is_some_and(used_here) {
                continue;
            }
            for to in krate.resolve(&here, &imp.path) {
                if to != n {
                    edges.insert((n, to));
                }
            }
        }
    }
    edges
}

/// The folder a module belongs to for the first rule: its top-level
/// module, or `grammars/<name>` for a grammar's own folder. `None` for the
/// crate root, the facade that re-exports and imports nothing itself.
fn folder(module: &[String]) -> Option<String> {
    match module {
        [] => None,
        [g, name, ..] if g == "grammars" && name.starts_with("rfc") => Some(format!("{g}/{name}")),
        [top, ..] => Some(top.clone()),
    }
}

/// The strongly connected components of a graph with more than one node.
fn circles<N: Ord + Clone>(edges: &BTreeSet<(N, N)>) -> Vec<BTreeSet<N>> {
    let nodes: BTreeSet<N> = edges
        .iter()
        .flat_map(|(a, b)| [a.clone(), b.clone()])
        .collect();
    let reach = |from: &N| -> BTreeSet<N> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for (a, b) in edges {
                if *a == n && seen.insert(b.clone()) {
                    todo.push(b.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<N, BTreeSet<N>> = nodes.iter().map(|n| (n.clone(), reach(n))).collect();
    let mut out: Vec<BTreeSet<N>> = Vec::new();
    for n in &nodes {
        let scc: BTreeSet<N> = nodes
            .iter()
            .filter(|m| *m == n || (reaches[n].contains(*m) && reaches[*m].contains(n)))
            .cloned()
            .collect();
        if scc.len() > 1 && !out.contains(&scc) {
            out.push(scc);
        }
    }
    out
}

/// What is wrong with the layout of `files`, one line per problem.
fn problems(files: &[File]) -> Vec<String> {
    let edges = file_edges(files);
    let name = |n: usize| {
        let m = &files[n].module;
        if m.is_empty() {
            "lib".into()
        } else {
            m.join("::")
        }
    };
    let mut out = Vec::new();

    let folders: BTreeSet<(String, String)> = edges
        .iter()
        .filter_map(|&(a, b)| Some((folder(&files[a].module)?, folder(&files[b].module)?)))
        .filter(|(a, b)| a != b)
        .collect();
    for scc in circles(&folders) {
        let via: Vec<String> = folders
            .iter()
            .filter(|(a, b)| scc.contains(a) && scc.contains(b))
            .map(|(a, b)| {
                let files_via: Vec<String> = edges
                    .iter()
                    .filter(|&&(x, y)| {
                        folder(&files[x].module).as_ref() == Some(a)
                            && folder(&files[y].module).as_ref() == Some(b)
                    })
                    .map(|&(x, y)| format!("{} -> {}", name(x), name(y)))
                    .collect();
                format!("{a} -> {b} ({})", files_via.join(", "))
            })
            .collect();
        out.push(format!("folders in a circle: {}", via.join("; ")));
    }

    for scc in circles(&edges) {
        for &n in &scc {
            let m = &files[n].module;
            let is_error = m.last().is_some_and(|l| l == "error");
            let in_grammar = m.first().is_some_and(|f| f == "grammars");
            if is_error && in_grammar {
                let members: Vec<String> = scc.iter().map(|&k| name(k)).collect();
                out.push(format!(
                    "{} is in a circle of files: {}",
                    name(n),
                    members.join(", ")
                ));
            }
        }
    }

    for &(a, b) in &edges {
        let from = folder(&files[a].module);
        let to = folder(&files[b].module);
        let to_grammar = to.as_ref().is_some_and(|t| t.starts_with("grammars"));
        if from.as_deref() == Some("engine") && to_grammar {
            out.push(format!(
                "the engine imports {}: {} -> {}",
                to.unwrap_or_default(),
                name(a),
                name(b)
            ));
        }
    }
    out
}

/// A circle of files inside one folder: the folder, from the repository's
/// root (`src/engine`, `cli/src`), and its members as the folder names them
/// (a file by its stem, a subfolder by its name, the folder's own `mod.rs`
/// or `lib.rs` as `mod`), sorted.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Circle {
    folder: String,
    members: Vec<String>,
}

impl std::fmt::Display for Circle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.folder, self.members.join(", "))
    }
}

/// Every circle of files inside a folder of the crate whose `src` is at
/// `root` (`src`, `cli/src`), with the imports that close it. Each folder
/// is a graph of its files and subfolders (a subfolder one node, carrying
/// the imports of every file below it), and a circle is a strongly
/// connected component of more than one node. So every circle of files
/// shows, in the deepest folder holding all of it. The folders in `skip`
/// are left to the rule between folders (the library's root and
/// `grammars/`, where each grammar counts as a folder of its own).
fn circles_in_folders(root: &str, files: &[File], skip: &[&[&str]]) -> Vec<(Circle, String)> {
    let edges = file_edges(files);
    let name = |n: usize| match files[n].module.as_slice() {
        [] => "lib".to_string(),
        m => m.join("::"),
    };
    let folders: BTreeSet<&[String]> = files
        .iter()
        .flat_map(|f| (0..f.module.len()).map(|k| &f.module[..k]))
        .filter(|p| !skip.iter().any(|s| s.iter().eq(p.iter())))
        .collect();
    let mut out = Vec::new();
    for folder in folders {
        let node = |n: usize| -> Option<String> {
            let m = files[n].module.strip_prefix(folder)?;
            Some(m.first().cloned().unwrap_or_else(|| "mod".into()))
        };
        let inside: BTreeMap<(String, String), Vec<String>> =
            edges.iter().fold(BTreeMap::new(), |mut acc, &(a, b)| {
                if let (Some(x), Some(y)) = (node(a), node(b)) {
                    if x != y {
                        let via: &mut Vec<String> = acc.entry((x, y)).or_default();
                        via.push(format!("{} -> {}", name(a), name(b)));
                    }
                }
                acc
            });
        let graph: BTreeSet<(String, String)> = inside.keys().cloned().collect();
        for scc in circles(&graph) {
            let via: Vec<String> = inside
                .iter()
                .filter(|((x, y), _)| scc.contains(x) && scc.contains(y))
                .map(|((x, y), files)| format!("{x} -> {y} ({})", files.join(", ")))
                .collect();
            let path: Vec<&str> = std::iter::once(root)
                .chain(folder.iter().map(String::as_str))
                .collect();
            let circle = Circle {
                folder: path.join("/"),
                members: scc.into_iter().collect(),
            };
            out.push((circle, via.join("; ")));
        }
    }
    out
}

/// The circles of `tests/data/layout/known_circles.txt`, each with its line.
fn known_circles() -> Vec<(Circle, String)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/layout/known_circles.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .map(|line| line.split('#').next().unwrap().trim())
        .filter(|line| !line.is_empty())
        .map(|line| {
            let (folder, members) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("{}: no `folder:` in {line:?}", path.display()));
            let mut members: Vec<String> =
                members.split(',').map(|m| m.trim().to_string()).collect();
            members.sort();
            let circle = Circle {
                folder: folder.trim().to_string(),
                members,
            };
            (circle, line.to_string())
        })
        .collect()
}

/// What is wrong with the circles found against the known ones: each
/// circle not listed, and each listed circle no longer found.
fn unexpected_circles(found: &[(Circle, String)], known: &[Circle]) -> Vec<String> {
    let mut out: Vec<String> = found
        .iter()
        .filter(|(c, _)| !known.contains(c))
        .map(|(c, via)| format!("a circle of files in {c}: {via}"))
        .collect();
    out.extend(
        known
            .iter()
            .filter(|k| !found.iter().any(|(c, _)| c == *k))
            .map(|k| {
                format!("a known circle is gone (remove its line from known_circles.txt): {k}")
            }),
    );
    out
}

#[test]
fn no_folder_of_the_library_the_cli_or_python_holds_a_circle_of_files() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for (root, skip) in [
        ("src", &[&[][..], &["grammars"][..]][..]),
        ("cli/src", &[][..]),
        ("python/src", &[][..]),
    ] {
        let files = read_crate(&repo.join(root));
        assert!(
            files.len() > 10,
            "read only {} files in {root}",
            files.len()
        );
        found.extend(circles_in_folders(root, &files, skip));
    }
    let known: Vec<Circle> = known_circles().into_iter().map(|(c, _)| c).collect();
    let problems = unexpected_circles(&found, &known);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn src_has_no_circles_and_the_engine_imports_no_grammar() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = read_crate(&root);
    assert!(files.len() > 100, "read only {} files", files.len());
    let problems = problems(&files);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A made-up crate from `(module path, text)` pairs.
fn made_up(files: &[(&str, &str)]) -> Vec<File> {
    files
        .iter()
        .map(|(m, t)| File {
            module: if m.is_empty() {
                vec![]
            } else {
                m.split("::").map(String::from).collect()
            },
            text: (*t).to_string(),
        })
        .collect()
}

#[test]
fn a_layered_crate_passes() {
    let files = made_up(&[
        (
            "",
            "pub use grammars::rfc3986::ast;\npub use ast::Uri;\nmod engine; mod grammars; mod normalize;",
        ),
        ("engine", "use std::fmt;"),
        ("grammars", "pub mod rfc3986; pub mod rfc3987;"),
        ("grammars::rfc3986", "pub mod ast; mod error; mod rule;"),
        ("grammars::rfc3986::rule", "use crate::engine::X;"),
        (
            "grammars::rfc3986::error",
            "use super::rule::Rule; /* use crate::normalize; */",
        ),
        (
            "grammars::rfc3986::ast",
            "use super::error::E; use crate::Uri; // crate::normalize",
        ),
        (
            "grammars::rfc3987",
            "use crate::normalize::n; let s = \"crate::grammars::rfc3987\";",
        ),
        (
            "normalize",
            "use crate::ast::Uri;\nuse crate::{engine, grammars::rfc3986::{self, error::E}};",
        ),
    ]);
    assert_eq!(problems(&files), Vec::<String>::new());
}

#[test]
fn a_circle_between_folders_fails() {
    let files = made_up(&[
        ("", "pub use grammars::rfc3986::ast;\npub use ast::Uri;"),
        ("engine", ""),
        (
            "grammars::rfc3986::ast",
            "fn f() { crate::normalize::normalize(); }",
        ),
        ("normalize", "use crate::Uri;"),
    ]);
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("folders in a circle: grammars/rfc3986 -> normalize"),
        "{found:?}"
    );
}

#[test]
fn a_path_through_a_facade_reaches_every_module_behind_it() {
    let files = made_up(&[
        (
            "",
            "pub mod rules { pub use crate::grammars::rfc3986::rules::*; pub use crate::grammars::rfc6874::zone; }",
        ),
        (
            "grammars::rfc3986::rules",
            "fn f() { crate::rules::chars::x(); }",
        ),
        (
            "grammars::rfc6874::zone",
            "use crate::grammars::rfc3986::rules::Input;",
        ),
    ]);
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("folders in a circle: grammars/rfc3986 -> grammars/rfc6874"),
        "{found:?}"
    );
}

#[test]
fn a_module_and_a_function_of_one_name_at_the_root_both_resolve() {
    let files = made_up(&[
        (
            "",
            "use grammars::rfc3986::parse;\npub use parse::{parse, is_valid};",
        ),
        (
            "grammars::rfc3986::parse",
            "use crate::grammars::rfc9112::target::T;",
        ),
        ("grammars::rfc9112::target", "use crate::parse::whole;"),
    ]);
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("folders in a circle: grammars/rfc3986 -> grammars/rfc9112"),
        "{found:?}"
    );
}

#[test]
fn a_circle_through_an_error_module_fails() {
    let files = made_up(&[
        ("grammars::rfc3986::error", "use super::help::Help;"),
        (
            "grammars::rfc3986::help",
            "mod tests { use super::super::error::ParseError; }",
        ),
    ]);
    let found = problems(&files);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with("grammars::rfc3986::error is in a circle"),
        "{found:?}"
    );
}

#[test]
fn the_engine_importing_a_grammar_fails() {
    let files = made_up(&[
        ("engine::rule", "use crate::grammars::rfc3986::rule::Rule;"),
        (
            "grammars::rfc3986::rule",
            "use crate::engine::rule::RuleInfo as Info;",
        ),
    ]);
    let found = problems(&files);
    assert!(
        found
            .iter()
            .any(|p| p.starts_with("the engine imports grammars/rfc3986")),
        "{found:?}"
    );
    assert!(
        found.iter().any(|p| p.starts_with("folders in a circle")),
        "{found:?}"
    );
}

/// One rule of the layers: a folder (as [`folder`] names it), the folders it
/// may import (`None`: any) and the folders that may import it (`None`: any).
struct Layer {
    folder: &'static str,
    imports_only: Option<&'static [&'static str]>,
    imported_only_by: Option<&'static [&'static str]>,
}

/// The layers `docs/architecture.md` describes, as far as imports show
/// them. A folder absent here is held only by the rules above (no circle,
/// no grammar under the engine).
const LAYERS: &[Layer] = &[
    // The bottom: what every grammar shares, and how text is shown.
    Layer {
        folder: "engine",
        imports_only: Some(&["escape"]),
        imported_only_by: None,
    },
    // The lenient layer: nothing strict imports it; the comparison of
    // readers reads with it.
    Layer {
        folder: "urllib",
        imports_only: None,
        imported_only_by: Some(&["compare"]),
    },
    // The top of the library: the CLI, Python and DataFusion present it.
    Layer {
        folder: "compare",
        imports_only: None,
        imported_only_by: Some(&[]),
    },
    // java.net.URI reads with RFC 2396's grammar, and with no other reader;
    // it decodes with RFC 3986's percent-encoding (section 2.1), which RFC
    // 2396 shares.
    Layer {
        folder: "java",
        imports_only: Some(&["engine", "escape", "grammars/rfc2396", "grammars/rfc3986"]),
        imported_only_by: Some(&["compare", "spark"]),
    },
    // Spark's parse_url is java.net.URI's getters and a key pattern.
    Layer {
        folder: "spark",
        imports_only: Some(&["java", "engine", "escape"]),
        imported_only_by: Some(&[]),
    },
    // Templates: a grammar and its matcher, on the grammars alone.
    Layer {
        folder: "template",
        imports_only: None,
        imported_only_by: Some(&[]),
    },
];

/// The readers a template may not import: it reads URIs with its own
/// grammar's automaton.
const NOT_FOR_TEMPLATES: &[&str] = &["compare", "urllib", "java", "spark"];

/// Where the imports between folders break [`LAYERS`], one line each.
fn layer_problems(files: &[File]) -> Vec<String> {
    let edges = file_edges(files);
    let name = |n: usize| files[n].module.join("::");
    let mut out = Vec::new();
    for &(a, b) in &edges {
        let (Some(from), Some(to)) = (folder(&files[a].module), folder(&files[b].module)) else {
            continue;
        };
        if from == to {
            continue;
        }
        for layer in LAYERS {
            if from == layer.folder
                && layer
                    .imports_only
                    .is_some_and(|ok| !ok.contains(&to.as_str()))
            {
                out.push(format!(
                    "{from} may not import {to}: {} -> {}",
                    name(a),
                    name(b)
                ));
            }
            if to == layer.folder
                && layer
                    .imported_only_by
                    .is_some_and(|ok| !ok.contains(&from.as_str()))
            {
                out.push(format!(
                    "{to} may not be imported by {from}: {} -> {}",
                    name(a),
                    name(b)
                ));
            }
        }
        if from == "template" && NOT_FOR_TEMPLATES.contains(&to.as_str()) {
            out.push(format!(
                "template may not import the reader {to}: {} -> {}",
                name(a),
                name(b)
            ));
        }
    }
    out
}

#[test]
fn src_keeps_the_layers_of_the_architecture_guide() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = read_crate(&root);
    let problems = layer_problems(&files);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Each folder the rules name is one `src/` has: a rule about a folder
    // that is gone would pass for nothing.
    let folders: BTreeSet<String> = files.iter().filter_map(|f| folder(&f.module)).collect();
    for layer in LAYERS {
        assert!(
            folders.contains(layer.folder),
            "src has no {}",
            layer.folder
        );
    }
}

#[test]
fn a_strict_grammar_importing_urllib_fails() {
    let files = made_up(&[
        (
            "grammars::rfc3986::parse",
            "use crate::urllib::split::urlsplit;",
        ),
        ("urllib::split", "use crate::escape::escape;"),
        ("compare::reader", "use crate::urllib::split::urlsplit;"),
    ]);
    let found = layer_problems(&files);
    assert_eq!(
        found,
        [
            "urllib may not be imported by grammars/rfc3986: grammars::rfc3986::parse -> urllib::split"
        ]
    );
}

#[test]
fn a_circle_of_files_inside_a_folder_fails() {
    let files = made_up(&[
        ("", "mod engine;"),
        (
            "engine",
            "mod error; mod frame; mod span;\npub use error::Error;",
        ),
        (
            "engine::error",
            "use super::frame::Frame; use super::span::Span;",
        ),
        // Through the folder's re-export, to the file the name comes from.
        ("engine::frame", "fn f(e: &crate::engine::Error) {}"),
        ("engine::span", "use std::ops::Range;"),
    ]);
    let found: Vec<String> = circles_in_folders("src", &files, &[])
        .iter()
        .map(|(c, via)| format!("{c} ({via})"))
        .collect();
    assert_eq!(
        found,
        [
            "src/engine: error, frame (error -> frame (engine::error -> engine::frame); \
          frame -> error (engine::frame -> engine::error))"
        ]
    );
}

#[test]
fn a_reader_importing_compare_or_another_reader_fails() {
    let files = made_up(&[
        (
            "java::reader",
            "use crate::compare::Reading; use crate::urllib::x;",
        ),
        ("compare", "use crate::java::reader::parse;"),
        ("template::matcher", "use crate::java::reader::parse;"),
        ("urllib", ""),
    ]);
    let found = layer_problems(&files);
    for expected in [
        "java may not import compare: java::reader -> compare",
        "compare may not be imported by java: java::reader -> compare",
        "java may not import urllib: java::reader -> urllib",
        "urllib may not be imported by java: java::reader -> urllib",
        "java may not be imported by template: template::matcher -> java::reader",
        "template may not import the reader java: template::matcher -> java::reader",
    ] {
        assert!(
            found.iter().any(|p| p == expected),
            "{expected} not in {found:?}"
        );
    }
    assert_eq!(found.len(), 6, "{found:?}");
}

#[test]
fn a_folder_whose_files_stand_in_layers_passes() {
    let files = made_up(&[
        ("", "mod engine;"),
        // The folder re-exports its files and uses one of them itself.
        (
            "engine",
            "mod error; mod frame; mod span;\npub use error::Error;\npub use frame::Frame;\n\
             pub fn f(e: Error) {}\npub fn helper() {}",
        ),
        ("engine::error", "use super::span::Span;"),
        (
            "engine::frame",
            "use super::Error; use crate::engine::span; pub fn frame() { super::helper(); }",
        ),
        ("engine::span", "pub struct Span;"),
    ]);
    assert_eq!(circles_in_folders("src", &files, &[]), Vec::new());
    // A function named as its module, re-exported and not used by the
    // folder's own file, on which it stands: still no circle.
    let mut with_reexport = files;
    with_reexport[1].text.push_str("\npub use frame::frame;");
    assert_eq!(circles_in_folders("src", &with_reexport, &[]), Vec::new());
    // Used by the folder's own file, the same line closes a circle.
    with_reexport[1].text.push_str("\nfn g() { frame(); }");
    let found: Vec<String> = circles_in_folders("src", &with_reexport, &[])
        .iter()
        .map(|(c, _)| c.to_string())
        .collect();
    assert_eq!(found, ["src/engine: frame, mod"]);
}

#[test]
fn a_known_circle_that_is_gone_fails_and_an_unknown_one_fails() {
    let files = made_up(&[
        ("cli", "use super::lint_iri::f;"),
        ("lint_iri", "use crate::cli::g;"),
    ]);
    let found = circles_in_folders("cli/src", &files, &[]);
    let listed = Circle {
        folder: "cli/src".into(),
        members: vec!["cli".into(), "lint_iri".into()],
    };
    assert_eq!(
        unexpected_circles(&found, std::slice::from_ref(&listed)),
        Vec::<String>::new()
    );
    let gone = Circle {
        folder: "src/engine".into(),
        members: vec!["error".into(), "frame".into()],
    };
    assert_eq!(
        unexpected_circles(&found, &[gone]),
        [
            "a circle of files in cli/src: cli, lint_iri: cli -> lint_iri (cli -> lint_iri); \
             lint_iri -> cli (lint_iri -> cli)",
            "a known circle is gone (remove its line from known_circles.txt): src/engine: error, frame",
        ]
    );
}
