//! Template expansion, RFC 6570 section 3: each expression replaced by its
//! variables' values, as Appendix A's algorithm says, for all four levels.

use std::fmt;

use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Expression, Modifier, Part, Template};

/// Why a valid template could not be expanded with the given variables.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExpandError {
    /// A prefix modifier (`:n`) on a variable whose value is a list or an
    /// associative array (section 2.4.1: "not applicable to variables that
    /// have composite values").
    PrefixOfComposite {
        /// The variable's name.
        name: String,
        /// Where the varspec stands in the template (byte offset).
        offset: usize,
    },
}

impl fmt::Display for ExpandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExpandError::PrefixOfComposite { name, offset } => write!(
                f,
                "cannot expand the template at byte {offset}: the prefix modifier applies to \
                 string values, and {name:?} is a list or associative array (RFC 6570 section 2.4.1)"
            ),
        }
    }
}

impl std::error::Error for ExpandError {}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Whether `b` is `unreserved` (RFC 3986 section 2.3).
pub(crate) fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// Whether `b` is `reserved` (RFC 3986 section 2.2).
pub(crate) fn is_reserved(b: u8) -> bool {
    matches!(
        b,
        b':' | b'/'
            | b'?'
            | b'#'
            | b'['
            | b']'
            | b'@'
            | b'!'
            | b'$'
            | b'&'
            | b'\''
            | b'('
            | b')'
            | b'*'
            | b'+'
            | b','
            | b';'
            | b'='
    )
}

/// Appends `s`, each byte outside the allowed set pct-encoded (section
/// 3.2.1): `U` keeps unreserved bytes; `U+R` keeps reserved ones too, and
/// pct-encoded triplets as they stand.
pub(crate) fn encode(out: &mut String, s: &str, reserved: bool) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let keep = is_unreserved(c)
            || (reserved
                && (is_reserved(c)
                    || (c == b'%'
                        && b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                        && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit))));
        if keep {
            out.push(char::from(c));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(c >> 4)]));
            out.push(char::from(HEX[usize::from(c & 15)]));
        }
        i += 1;
    }
}

/// The first `n` characters of `s`, counted as section 2.4.1 counts them:
/// characters, not octets, "in order to avoid splitting between the octets
/// of a multi-octet-encoded character or within a pct-encoded triplet".
/// Under `+` and `#` (`reserved`), where expansion keeps a pct-encoded
/// triplet of the value as it stands, a triplet is one character, and so is
/// a run of triplets that encodes one UTF-8 character (`%C3%A9`); a `%`
/// that begins no triplet is one character (which expansion writes
/// `%25`). Elsewhere every `%` is encoded, so characters are `char`s.
#[must_use]
pub(crate) fn prefix(s: &str, n: u16, reserved: bool) -> &str {
    let mut at = 0;
    for _ in 0..n {
        let Some(c) = s[at..].chars().next() else {
            return s;
        };
        at += if reserved && c == '%' {
            encoded_char(&s.as_bytes()[at..]).unwrap_or(1)
        } else {
            c.len_utf8()
        };
    }
    &s[..at]
}

/// The length in bytes of the pct-encoded character `b` begins with: a
/// triplet (`%41`, or `%FF`, which encodes no character alone), or the
/// triplets of one UTF-8 character (`%C3%A9`, well-formed as
/// [`std::str::from_utf8`] judges, so no overlong form or surrogate);
/// `None` when `b` begins with no triplet.
fn encoded_char(b: &[u8]) -> Option<usize> {
    let byte_at = |i: usize| -> Option<u8> {
        let t = b.get(i..i + 3)?;
        let hex = |c: u8| char::from(c).to_digit(16);
        let v = hex(t[1])? * 16 + hex(t[2])?;
        (t[0] == b'%').then(|| u8::try_from(v).ok()).flatten()
    };
    let lead = byte_at(0)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return Some(3),
    };
    let mut bytes = [lead, 0, 0, 0];
    for (i, slot) in bytes.iter_mut().enumerate().take(len).skip(1) {
        match byte_at(3 * i) {
            Some(c) => *slot = c,
            None => return Some(3),
        }
    }
    Some(if std::str::from_utf8(&bytes[..len]).is_ok() {
        3 * len
    } else {
        3
    })
}

impl Template {
    /// Expands the template with `vars` (section 3): literals copied, their
    /// characters outside `U+R` pct-encoded (section 3.1), and each
    /// expression replaced by its defined variables as its operator says
    /// (section 3.2, Appendix A).
    ///
    /// ```
    /// use urigram::template::{Template, Value, Vars};
    /// let t = Template::parse("/map{?x,y}{&list*}").unwrap();
    /// let mut vars = Vars::new();
    /// vars.insert("x".into(), Value::from("1024"));
    /// vars.insert("list".into(), Value::List(vec!["red".into(), "a b".into()]));
    /// assert_eq!(t.expand(&vars).unwrap(), "/map?x=1024&list=red&list=a%20b");
    /// ```
    ///
    /// # Errors
    ///
    /// A prefix modifier on a list or associative value.
    pub fn expand(&self, vars: &Vars) -> Result<String, ExpandError> {
        let mut out = String::with_capacity(self.as_str().len() * 2);
        for part in self.parts() {
            match part {
                Part::Literal(span) => encode(&mut out, &self.as_str()[span.range()], true),
                Part::Expression(e) => expression(&mut out, e, vars)?,
            }
        }
        Ok(out)
    }
}

/// Appends the expansion of one expression (Appendix A).
pub(crate) fn expression(out: &mut String, e: &Expression, vars: &Vars) -> Result<(), ExpandError> {
    let op = e.operator();
    let allow = op.allows_reserved();
    let sep = char::from(op.separator());
    let mut first = true;
    for v in e.varspecs() {
        let Some(value) = vars.get(v.name()).filter(|x| x.is_defined()) else {
            continue;
        };
        out.push_str(if first { op.first() } else { "" });
        if !first {
            out.push(sep);
        }
        first = false;
        let explode = v.modifier() == Modifier::Explode;
        match value {
            Value::String(s) => {
                if op.named() {
                    out.push_str(v.name());
                    if s.is_empty() {
                        out.push_str(op.if_empty());
                        continue;
                    }
                    out.push('=');
                }
                let s = match v.modifier() {
                    Modifier::Prefix(n) => prefix(s, n, allow),
                    _ => s,
                };
                encode(out, s, allow);
            }
            Value::List(_) | Value::Assoc(_) if matches!(v.modifier(), Modifier::Prefix(_)) => {
                return Err(ExpandError::PrefixOfComposite {
                    name: v.name().to_owned(),
                    offset: v.span().start(),
                });
            }
            Value::List(items) if !explode => {
                if op.named() {
                    out.push_str(v.name());
                    // Appendix A: "if the value is empty", the ifemp
                    // string; a list whose one item is empty joins to
                    // the empty string, so `{;x}` with `[""]` is `;x`.
                    if let [only] = &items[..] {
                        if only.is_empty() {
                            out.push_str(op.if_empty());
                            continue;
                        }
                    }
                    out.push('=');
                }
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    encode(out, item, allow);
                }
            }
            Value::Assoc(pairs) if !explode => {
                if op.named() {
                    out.push_str(v.name());
                    out.push('=');
                }
                for (i, (k, val)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    encode(out, k, allow);
                    out.push(',');
                    encode(out, val, allow);
                }
            }
            Value::List(items) => {
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(sep);
                    }
                    if op.named() {
                        out.push_str(v.name());
                        if item.is_empty() {
                            out.push_str(op.if_empty());
                            continue;
                        }
                        out.push('=');
                    }
                    encode(out, item, allow);
                }
            }
            Value::Assoc(pairs) => {
                for (i, (k, val)) in pairs.iter().enumerate() {
                    if i > 0 {
                        out.push(sep);
                    }
                    encode(out, k, allow);
                    if op.named() && val.is_empty() {
                        out.push_str(op.if_empty());
                        continue;
                    }
                    out.push('=');
                    encode(out, val, allow);
                }
            }
        }
    }
    Ok(())
}
