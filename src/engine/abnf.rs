//! A reader for the ABNF (RFC 5234) of the grammar files, enough for
//! `grammar/*.abnf`: rule definitions (`=` and `=/`), alternation,
//! concatenation, repetition (`n*m`, `*`, `n`), groups, options, quoted
//! strings (either case, RFC 5234 section 2.3) and numeric values (`%x41`,
//! `%x30-39`, `%x61.62`, in binary, decimal or hex). A prose value
//! (`<...>`) is refused: no machine can match it.
//!
//! The tests hold their own, independent reader (`tests/oracle/abnf.rs`):
//! this one feeds the compiled automata, that one the oracle they are
//! checked against.

use super::byteset::ByteSet;

/// One element of a rule's right-hand side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Node {
    /// `a / b / c`.
    Alt(Vec<Node>),
    /// `a b c`.
    Seq(Vec<Node>),
    /// `min*max node`, `max` `None` for no bound.
    Repeat(u32, Option<u32>, Box<Node>),
    /// Another rule, by name as written.
    Rule(String),
    /// One byte of a set.
    Bytes(ByteSet),
}

/// The rules of one file, in file order: name as defined, and body.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    rules: Vec<(String, Node)>,
}

impl Rules {
    /// Reads an ABNF file.
    pub(crate) fn parse(text: &str) -> Result<Rules, String> {
        let mut rules: Vec<(String, Node)> = Vec::new();
        for (name, incremental, body) in definitions(text)? {
            let node = Parser::new(&body)
                .whole()
                .map_err(|e| format!("rule {name}: {e}"))?;
            match rules
                .iter_mut()
                .find(|(n, _)| n.eq_ignore_ascii_case(&name))
            {
                Some((_, old)) if incremental => {
                    *old = Node::Alt(vec![old.clone(), node]);
                }
                // The same rule written twice the same way (RFC 2396's
                // `digit` beside RFC 5234's `DIGIT`) is one rule.
                Some((_, old)) if *old == node => {}
                Some(_) => return Err(format!("rule {name} is defined twice, differently")),
                None => rules.push((name, node)),
            }
        }
        Ok(Rules { rules })
    }

    /// The body of the rule named `name` (any case).
    pub(crate) fn get(&self, name: &str) -> Option<&Node> {
        self.rules
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, b)| b)
    }
}

/// Each definition of `text`: its name, whether it is `=/`, and its body
/// (continuation lines joined, comments removed).
pub(super) fn definitions(text: &str) -> Result<Vec<(String, bool, String)>, String> {
    let mut out: Vec<(String, bool, String)> = Vec::new();
    for line in text.lines() {
        let line = strip_comment(line);
        if line.trim().is_empty() {
            continue;
        }
        if line.starts_with([' ', '\t']) {
            let last = out
                .last_mut()
                .ok_or_else(|| format!("continuation line with no rule: {line:?}"))?;
            last.2.push(' ');
            last.2.push_str(line.trim());
            continue;
        }
        let eq = line
            .find('=')
            .ok_or_else(|| format!("no '=' in {line:?}"))?;
        let name = line[..eq].trim().to_string();
        let (incremental, body) = match line[eq + 1..].strip_prefix('/') {
            Some(rest) => (true, rest),
            None => (false, &line[eq + 1..]),
        };
        out.push((name, incremental, body.trim().to_string()));
    }
    Ok(out)
}

/// `line` without its comment (`;` outside a quoted string).
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// A recursive-descent reader of one rule's body.
struct Parser<'a> {
    s: &'a [u8],
    at: usize,
}

impl<'a> Parser<'a> {
    fn new(s: &'a str) -> Parser<'a> {
        Parser {
            s: s.as_bytes(),
            at: 0,
        }
    }

    fn whole(mut self) -> Result<Node, String> {
        let node = self.alternation()?;
        self.space();
        if self.at < self.s.len() {
            return Err(format!(
                "unexpected {:?} at {}",
                self.s[self.at] as char, self.at
            ));
        }
        Ok(node)
    }

    fn space(&mut self) {
        while self.s.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.space();
        self.s.get(self.at).copied()
    }

    fn alternation(&mut self) -> Result<Node, String> {
        let mut alts = vec![self.concatenation()?];
        while self.peek() == Some(b'/') {
            self.at += 1;
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
        while let Some(c) = self.peek() {
            if matches!(c, b'/' | b')' | b']') {
                break;
            }
            items.push(self.repetition()?);
        }
        match items.len() {
            0 => Err(format!("empty concatenation at {}", self.at)),
            1 => Ok(items.remove(0)),
            _ => Ok(Node::Seq(items)),
        }
    }

    fn number(&mut self) -> Option<u32> {
        let start = self.at;
        while self.s.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        std::str::from_utf8(&self.s[start..self.at])
            .ok()?
            .parse()
            .ok()
    }

    fn repetition(&mut self) -> Result<Node, String> {
        self.space();
        let min = self.number();
        let (min, max) = if self.s.get(self.at) == Some(&b'*') {
            self.at += 1;
            (min.unwrap_or(0), self.number())
        } else {
            match min {
                Some(n) => (n, Some(n)),
                None => return self.element(),
            }
        };
        let node = self.element()?;
        Ok(Node::Repeat(min, max, Box::new(node)))
    }

    fn element(&mut self) -> Result<Node, String> {
        let c = self.peek().ok_or("unexpected end of rule")?;
        match c {
            b'(' | b'[' => {
                self.at += 1;
                let inner = self.alternation()?;
                let close = if c == b'(' { b')' } else { b']' };
                if self.peek() != Some(close) {
                    return Err(format!("expected {:?} at {}", close as char, self.at));
                }
                self.at += 1;
                Ok(if c == b'(' {
                    inner
                } else {
                    Node::Repeat(0, Some(1), Box::new(inner))
                })
            }
            b'"' => {
                self.at += 1;
                let start = self.at;
                while self.s.get(self.at).is_some_and(|&b| b != b'"') {
                    self.at += 1;
                }
                if self.at == self.s.len() {
                    return Err("unterminated string".into());
                }
                let items = self.s[start..self.at]
                    .iter()
                    .map(|&b| Node::Bytes(ByteSet::either_case(b)))
                    .collect();
                self.at += 1;
                Ok(Node::Seq(items))
            }
            b'%' => self.numeric(),
            b'<' => Err("prose values cannot be compiled".into()),
            c if c.is_ascii_alphabetic() => {
                let start = self.at;
                while self
                    .s
                    .get(self.at)
                    .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'-')
                {
                    self.at += 1;
                }
                let name = std::str::from_utf8(&self.s[start..self.at]).unwrap_or_default();
                Ok(Node::Rule(name.to_string()))
            }
            c => Err(format!("unexpected {:?} at {}", c as char, self.at)),
        }
    }

    /// `%x41`, `%x30-39`, `%x61.62` (and `%d`, `%b`).
    fn numeric(&mut self) -> Result<Node, String> {
        self.at += 1;
        let radix = match self.s.get(self.at).map(u8::to_ascii_lowercase) {
            Some(b'x') => 16,
            Some(b'd') => 10,
            Some(b'b') => 2,
            _ => return Err(format!("bad numeric value at {}", self.at)),
        };
        self.at += 1;
        let first = self.digits(radix)?;
        match self.s.get(self.at) {
            Some(b'-') => {
                self.at += 1;
                let last = self.digits(radix)?;
                Ok(Node::Bytes(ByteSet::range(first, last)))
            }
            Some(b'.') => {
                let mut items = vec![Node::Bytes(ByteSet::range(first, first))];
                while self.s.get(self.at) == Some(&b'.') {
                    self.at += 1;
                    let b = self.digits(radix)?;
                    items.push(Node::Bytes(ByteSet::range(b, b)));
                }
                Ok(Node::Seq(items))
            }
            _ => Ok(Node::Bytes(ByteSet::range(first, first))),
        }
    }

    fn digits(&mut self, radix: u32) -> Result<u8, String> {
        let start = self.at;
        while self
            .s
            .get(self.at)
            .is_some_and(|&b| (b as char).is_digit(radix))
        {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.at]).unwrap_or_default();
        u8::from_str_radix(text, radix).map_err(|_| format!("bad byte value {text:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_notation() {
        let r =
            Rules::parse("a = \"Ab\" / %x30-39 ; c\nb = 1*3a [ a ]\n  *( a / b )\na =/ %x2E.2E\n")
                .expect("the notation reads");
        assert!(matches!(r.get("A"), Some(Node::Alt(v)) if v.len() == 2));
        let Some(Node::Seq(items)) = r.get("b") else {
            panic!("b is a concatenation: {:?}", r.get("b"))
        };
        assert_eq!(items.len(), 3);
        assert!(matches!(&items[0], Node::Repeat(1, Some(3), _)));
        assert!(matches!(&items[1], Node::Repeat(0, Some(1), _)));
        assert!(matches!(&items[2], Node::Repeat(0, None, _)));
        assert!(Rules::parse("a = <prose>").is_err());
        assert!(Rules::parse("a = %x30\na = %x31").is_err());
    }
}
