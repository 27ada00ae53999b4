//! A small reader for ABNF (RFC 5234), enough for `grammar/rfc3986.abnf`.
//!
//! It knows rule definitions (`=` and `=/`), alternation, concatenation,
//! repetition (`n*m`, `*`, `n`), groups, options, quoted strings, numeric
//! values (`%x41`, `%x30-39`, `%x61.62`, in binary, decimal or hex) and prose
//! values (`<pchar>`), and comments. It shares no code with urigram: it is
//! one half of the independent check of urigram's grammar.

use std::collections::BTreeMap;

/// One element of a rule's right-hand side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// `a / b / c`: any one of them.
    Alt(Vec<Node>),
    /// `a b c`: each in turn.
    Seq(Vec<Node>),
    /// `min*max element`; `max` is `None` for no upper bound.
    Repeat {
        /// The fewest repetitions.
        min: u32,
        /// The most, if bounded.
        max: Option<u32>,
        /// What is repeated.
        node: Box<Node>,
    },
    /// A reference to another rule, as written.
    Rule(String),
    /// A quoted string: matches its characters in either case (RFC 5234
    /// section 2.3).
    Literal(String),
    /// `%xAA-BB`: one byte in the range, inclusive.
    Range(u8, u8),
    /// `%xAAAA-BBBB` past 0xFF: one character (a Unicode code point, in
    /// UTF-8) in the range, inclusive, as RFC 3987's `ucschar` is written.
    Chars(u32, u32),
    /// `%xAA.BB...`: exactly these bytes.
    Bytes(Vec<u8>),
    /// `<prose>`: a description in words, which no machine can match.
    Prose(String),
}

/// A rule of the grammar, with its source text.
#[derive(Clone, Debug)]
pub struct RuleDef {
    /// The name as the definition spells it.
    pub name: String,
    /// The definition as it stands in the file (its lines, comments included).
    pub text: String,
    /// The 1-based line where the definition starts.
    pub line: usize,
    /// The right-hand side.
    pub body: Node,
}

/// A parsed ABNF file: its rules in the order of the file.
#[derive(Clone, Debug)]
pub struct Grammar {
    /// The rules, in file order.
    pub rules: Vec<RuleDef>,
    index: BTreeMap<String, usize>,
}

/// The path of the grammar file. This module serves the library's tests and,
/// through `#[path]`, the CLI crate's (`cli/tests`), whose manifest sits one
/// level below the workspace root that holds `grammar/`.
pub fn grammar_path() -> std::path::PathBuf {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = if here.join("grammar").is_dir() {
        here
    } else {
        here.parent()
            .expect("the CLI crate sits inside the workspace")
    };
    root.join("grammar/rfc3986.abnf")
}

impl Grammar {
    /// Reads and parses `grammar/rfc3986.abnf`.
    pub fn load() -> Grammar {
        let path = grammar_path();
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        Grammar::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Reads and parses `grammar/NAME`, another grammar file beside
    /// `rfc3986.abnf` (e.g. `"rfc2396.abnf"`, `"rfc6874.abnf"`).
    pub fn load_file(name: &str) -> Grammar {
        let path = grammar_path().with_file_name(name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        Grammar::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    /// Parses ABNF text.
    pub fn parse(text: &str) -> Result<Grammar, String> {
        let mut rules: Vec<RuleDef> = Vec::new();
        let mut index = BTreeMap::new();
        for (line, chunk) in chunks(text) {
            let (name, incremental, rhs) = split_definition(&chunk)
                .ok_or_else(|| format!("line {line}: not a rule definition: {chunk:?}"))?;
            let body = Parser::new(rhs)
                .parse()
                .map_err(|e| format!("line {line}, rule {name}: {e}"))?;
            let key = name.to_ascii_lowercase();
            match (index.get(&key), incremental) {
                (Some(&i), true) => {
                    let def: &mut RuleDef = &mut rules[i];
                    def.body = Node::Alt(vec![def.body.clone(), body]);
                    def.text.push('\n');
                    def.text.push_str(&chunk);
                }
                // Names are case-insensitive (RFC 5234 section 2.1): a
                // grammar that lists a rule again with the same body (RFC
                // 2396's `digit` and RFC 5234's `DIGIT`) defines it once.
                (Some(&i), false) if rules.get(i).is_some_and(|r: &RuleDef| r.body == body) => {}
                (Some(_), false) => return Err(format!("line {line}: rule {name} defined twice")),
                (None, true) => return Err(format!("line {line}: =/ before {name} is defined")),
                (None, false) => {
                    index.insert(key, rules.len());
                    rules.push(RuleDef {
                        name: name.to_string(),
                        text: chunk.clone(),
                        line,
                        body,
                    });
                }
            }
        }
        Ok(Grammar { rules, index })
    }

    /// A grammar built on this one, as `grammar/rfc6874.abnf` is on
    /// RFC 3986's: every rule of `over` replaces the rule of the same name
    /// here, where it stands, and the rules this one lacks come after, in
    /// `over`'s order.
    pub fn with_overrides(&self, over: &Grammar) -> Grammar {
        let mut rules = self.rules.clone();
        let mut index = self.index.clone();
        for def in &over.rules {
            let key = def.name.to_ascii_lowercase();
            match index.get(&key) {
                Some(&i) => rules[i] = def.clone(),
                None => {
                    index.insert(key, rules.len());
                    rules.push(def.clone());
                }
            }
        }
        Grammar { rules, index }
    }

    /// The rule of that name; rule names are case-insensitive (RFC 5234
    /// section 2.1).
    pub fn get(&self, name: &str) -> Option<&RuleDef> {
        self.index
            .get(&name.to_ascii_lowercase())
            .map(|&i| &self.rules[i])
    }

    /// Whether some rule holds a range of code points ([`Node::Chars`]):
    /// then the grammar is over characters in UTF-8, not over bytes.
    pub fn has_chars(&self) -> bool {
        fn any(n: &Node) -> bool {
            match n {
                Node::Chars(..) => true,
                Node::Alt(v) | Node::Seq(v) => v.iter().any(any),
                Node::Repeat { node, .. } => any(node),
                _ => false,
            }
        }
        self.rules.iter().any(|r| any(&r.body))
    }

    /// The names of the rules, in file order.
    pub fn names(&self) -> Vec<&str> {
        self.rules.iter().map(|r| r.name.as_str()).collect()
    }
}

/// Splits the file into rule definitions: a definition begins with a rule
/// name in the first column and goes on over the lines that begin with white
/// space. Blank lines and comment lines in the first column stand between
/// definitions. Returns each definition's first line number and its text,
/// with trailing white space trimmed from every line.
fn chunks(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        if line.is_empty() || line.starts_with(';') {
            open = false;
        } else if line.starts_with([' ', '\t']) {
            match out.last_mut() {
                Some((_, chunk)) if open => {
                    chunk.push('\n');
                    chunk.push_str(line);
                }
                // A continuation line with no rule to continue: keep it as a
                // chunk of its own, so that parsing it reports the error.
                _ => out.push((i + 1, line.to_string())),
            }
        } else {
            out.push((i + 1, line.to_string()));
            open = true;
        }
    }
    out
}

/// `name = rhs` or `name =/ rhs`: the name, whether it is `=/`, and the rest.
fn split_definition(chunk: &str) -> Option<(&str, bool, &str)> {
    let eq = chunk.find('=')?;
    let name = chunk[..eq].trim();
    let valid_name = name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if !valid_name {
        return None;
    }
    let rest = &chunk[eq + 1..];
    match rest.strip_prefix('/') {
        Some(rhs) => Some((name, true, rhs)),
        None => Some((name, false, rest)),
    }
}

/// A recursive-descent parser over one right-hand side.
struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Self {
        Parser {
            s: s.as_bytes(),
            pos: 0,
        }
    }

    fn parse(mut self) -> Result<Node, String> {
        let node = self.alternation()?;
        self.skip_space();
        if self.pos != self.s.len() {
            return Err(format!("unexpected {:?}", self.rest()));
        }
        Ok(node)
    }

    fn rest(&self) -> String {
        String::from_utf8_lossy(&self.s[self.pos..]).into_owned()
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    /// Skips white space, line breaks and comments.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            match c {
                b' ' | b'\t' | b'\r' | b'\n' => self.pos += 1,
                b';' => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn alternation(&mut self) -> Result<Node, String> {
        let mut alts = vec![self.concatenation()?];
        loop {
            self.skip_space();
            if self.peek() != Some(b'/') {
                break;
            }
            self.pos += 1;
            alts.push(self.concatenation()?);
        }
        Ok(if alts.len() == 1 {
            alts.remove(0)
        } else {
            Node::Alt(alts)
        })
    }

    fn concatenation(&mut self) -> Result<Node, String> {
        let mut items = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                None | Some(b'/' | b')' | b']') => break,
                _ => items.push(self.repetition()?),
            }
        }
        match items.len() {
            0 => Err(format!("empty concatenation before {:?}", self.rest())),
            1 => Ok(items.remove(0)),
            _ => Ok(Node::Seq(items)),
        }
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        std::str::from_utf8(&self.s[start..self.pos])
            .ok()?
            .parse()
            .ok()
    }

    fn repetition(&mut self) -> Result<Node, String> {
        let min = self.number();
        let (min, max) = if self.peek() == Some(b'*') {
            self.pos += 1;
            (min.unwrap_or(0), self.number())
        } else {
            match min {
                Some(n) => (n, Some(n)),
                None => return self.element(),
            }
        };
        let node = self.element()?;
        Ok(Node::Repeat {
            min,
            max,
            node: Box::new(node),
        })
    }

    fn element(&mut self) -> Result<Node, String> {
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let inner = self.alternation()?;
                self.expect(b')')?;
                Ok(inner)
            }
            Some(b'[') => {
                self.pos += 1;
                let inner = self.alternation()?;
                self.expect(b']')?;
                Ok(Node::Repeat {
                    min: 0,
                    max: Some(1),
                    node: Box::new(inner),
                })
            }
            Some(b'"') => {
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c != b'"') {
                    self.pos += 1;
                }
                let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
                self.expect(b'"')?;
                Ok(Node::Literal(text))
            }
            Some(b'<') => {
                self.pos += 1;
                let start = self.pos;
                while self.peek().is_some_and(|c| c != b'>') {
                    self.pos += 1;
                }
                let text = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
                self.expect(b'>')?;
                Ok(Node::Prose(text))
            }
            Some(b'%') => {
                self.pos += 1;
                self.num_val()
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let start = self.pos;
                while self
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'-')
                {
                    self.pos += 1;
                }
                Ok(Node::Rule(
                    String::from_utf8_lossy(&self.s[start..self.pos]).into_owned(),
                ))
            }
            _ => Err(format!("expected an element at {:?}", self.rest())),
        }
    }

    /// After `%`: `b`, `d` or `x`, a value, then a range or dotted values.
    fn num_val(&mut self) -> Result<Node, String> {
        let radix = match self.peek().map(|c| c.to_ascii_lowercase()) {
            Some(b'b') => 2,
            Some(b'd') => 10,
            Some(b'x') => 16,
            _ => return Err(format!("bad numeric value at {:?}", self.rest())),
        };
        self.pos += 1;
        let first = self.digits(radix)?;
        match self.peek() {
            Some(b'-') => {
                self.pos += 1;
                let last = self.digits(radix)?;
                if last < first {
                    return Err(format!("empty range {first}-{last}"));
                }
                // A range past one byte is of code points: only RFC 3987's
                // file has them, and it says they are characters in UTF-8.
                match (u8::try_from(first), u8::try_from(last)) {
                    (Ok(first), Ok(last)) => Ok(Node::Range(first, last)),
                    _ => Ok(Node::Chars(first, last)),
                }
            }
            Some(b'.') => {
                let first = u8::try_from(first).map_err(|_| format!("{first:#x} is no byte"))?;
                let mut bytes = vec![first];
                while self.peek() == Some(b'.') {
                    self.pos += 1;
                    bytes.push(self.byte(radix)?);
                }
                Ok(Node::Bytes(bytes))
            }
            _ => Ok(Node::Bytes(vec![
                u8::try_from(first).map_err(|_| format!("{first:#x} is no byte"))?,
            ])),
        }
    }

    fn digits(&mut self, radix: u32) -> Result<u32, String> {
        let start = self.pos;
        while self.peek().is_some_and(|c| (c as char).is_digit(radix)) {
            self.pos += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.pos]).map_err(|e| e.to_string())?;
        u32::from_str_radix(text, radix).map_err(|e| format!("bad value {text:?}: {e}"))
    }

    /// A value that must be a byte: every value but the ends of a range of
    /// code points ([`Node::Chars`]) is one.
    fn byte(&mut self, radix: u32) -> Result<u8, String> {
        let v = self.digits(radix)?;
        u8::try_from(v).map_err(|_| format!("value {v:#x} is no byte"))
    }

    fn expect(&mut self, c: u8) -> Result<(), String> {
        self.skip_space();
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(format!("expected {:?} at {:?}", c as char, self.rest()))
        }
    }
}

/// The rule names a node refers to, in order of first appearance.
pub fn references(node: &Node, out: &mut Vec<String>) {
    match node {
        Node::Alt(v) | Node::Seq(v) => v.iter().for_each(|n| references(n, out)),
        Node::Repeat { node, .. } => references(node, out),
        Node::Rule(name) => {
            if !out.iter().any(|n| n.eq_ignore_ascii_case(name)) {
                out.push(name.clone());
            }
        }
        Node::Literal(_) | Node::Range(..) | Node::Chars(..) | Node::Bytes(_) | Node::Prose(_) => {}
    }
}

/// Collapses every run of white space to one space and trims the ends: the
/// form in which two copies of a rule's text are compared.
pub fn normalize_space(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn reads_each_form_of_element() {
    let g = Grammar::parse(
        "a = 2*3\"x\" / %x30-39 / %d65.66 / [ b ] c ; note\n   / 0<prose>\nb = 1*b-c\nb-c = *%b1\nb =/ \"y\"\n",
    )
    .unwrap();
    assert_eq!(g.names(), ["a", "b", "b-c"]);
    let a = &g.get("A").unwrap().body;
    let Node::Alt(alts) = a else { panic!("{a:?}") };
    assert_eq!(
        alts[0],
        Node::Repeat {
            min: 2,
            max: Some(3),
            node: Box::new(Node::Literal("x".into()))
        }
    );
    assert_eq!(alts[1], Node::Range(0x30, 0x39));
    assert_eq!(alts[2], Node::Bytes(vec![65, 66]));
    assert!(matches!(&alts[3], Node::Seq(v) if v.len() == 2));
    assert!(matches!(
        &alts[4],
        Node::Repeat {
            min: 0,
            max: Some(0),
            ..
        }
    ));
    assert!(matches!(&g.get("b").unwrap().body, Node::Alt(v) if v.len() == 2));
    assert!(Grammar::parse("a = ( b\n").is_err());
    assert!(Grammar::parse("a = b\na = c\n").is_err());
}
