//! The key of `parse_url(url, 'QUERY', key)`: Spark compiles the Java
//! regular expression `(&|^)` + key + `=([^&]*)` and returns group 2 of the
//! first match. The key is pasted in as it stands, so `a.b` and `a+b` match
//! as patterns. Here the pattern is compiled by this crate's own small
//! engine (`pattern.rs`, `regex-lite`'s reading of this syntax), for the
//! keys whose reading is the same in Java and there; any other key is an
//! error that says so, never a different answer.

use std::fmt;

use super::pattern::Pattern;

/// Why a key cannot be looked up as Spark looks it up.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum KeyError {
    /// The key uses a construct whose Java reading this crate does not
    /// reproduce (a character class, a `{n}` count, a `(?` group, an escape
    /// of a letter or digit, a possessive quantifier): the byte offset in
    /// the key, and what it is.
    Unsupported {
        /// Where in the key.
        offset: usize,
        /// What the construct is.
        what: &'static str,
    },
    /// The key, read as a pattern, does not compile (`a(`, `a**`, `???`):
    /// Spark's query fails too, with a `PatternSyntaxException`. For a
    /// quantifier with nothing to repeat, Java's own description and index
    /// (`Dangling meta character '*' near index 7`); else the `regex-lite`
    /// crate's message.
    Pattern(String),
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyError::Unsupported { offset, what } => write!(
                f,
                "the key holds {what} at byte {offset}, which Java's regular expressions may read otherwise; urigram does not look it up"
            ),
            KeyError::Pattern(m) => write!(f, "the key is no regular expression: {m}"),
        }
    }
}

impl std::error::Error for KeyError {}

/// What stands before a byte of the key, as Java's `Pattern` reads a
/// quantifier there.
#[derive(Clone, Copy, PartialEq)]
enum Before {
    /// An atom (the key's start follows the group `(&|^)`): a quantifier
    /// applies to it.
    Atom,
    /// Nothing to repeat: the key's `(` or `|`.
    Nothing,
    /// A quantifier: one `?` (lazy) or `+` (possessive) may follow.
    Quantifier,
    /// A quantifier and its `?` or `+`: nothing more may follow.
    Modified,
}

/// Java's `PatternSyntaxException` "Dangling meta character" for a `*`,
/// `+` or `?` with nothing to repeat: after a quantifier and its one
/// modifier (`a*??`, `a+?*`, `???`, the group `(&|^)` being the first
/// atom), after another quantifier but for that modifier (`a**`, `a?*`),
/// or after `(` or `|`. A class, a counted repetition or a `(?` group
/// ends the check (`Key::new` reports them as not reproduced). The
/// `regex-lite` crate reads `a**` and `???` as patterns (a repeated
/// repetition), so the check is Java's own; the
/// index is Java's, in the whole pattern `(&|^)KEY=([^&]*)`, in UTF-16
/// units. Checked against JDK 17 (`tests/data/spark/key_patterns.tsv`).
fn dangling(key: &str) -> Result<(), KeyError> {
    let mut before = Before::Atom;
    let mut escaped = false;
    // Whether the byte before is an unescaped `(`.
    let mut open = false;
    // `(&|^)` is five UTF-16 units.
    let mut index = 5;
    for c in key.chars() {
        let now = if escaped {
            escaped = false;
            // `\Q...\E`, `\d`, `\1`: escapes Key::new reports as not
            // reproduced, inside which Java may read `*` as itself.
            if c.is_ascii_alphanumeric() {
                return Ok(());
            }
            Before::Atom
        } else {
            match c {
                '\\' => {
                    escaped = true;
                    before
                }
                // A character class, a counted repetition or a special
                // group: constructs this crate does not read (Key::new says
                // so), where a `*` may be no quantifier; Java decides.
                '[' | '{' => return Ok(()),
                '?' if open => return Ok(()),
                '*' | '+' | '?' => match (before, c) {
                    (Before::Atom, _) => Before::Quantifier,
                    (Before::Quantifier, '?' | '+') => Before::Modified,
                    _ => {
                        return Err(KeyError::Pattern(format!(
                            "Dangling meta character '{c}' near index {index}"
                        )));
                    }
                },
                '(' | '|' => Before::Nothing,
                _ => Before::Atom,
            }
        };
        open = c == '(' && now == Before::Nothing;
        before = now;
        index += c.len_utf16();
    }
    Ok(())
}

/// The pattern Spark builds from a key, compiled.
#[derive(Clone, Debug)]
pub(super) struct Key(Pattern);

/// The regex metacharacters both engines read alike, escaped or not.
const META: &[u8] = b".*+?()|^$\\[]{}";

impl Key {
    /// Checks that `key` reads alike in Java and in the `regex-lite` crate, then
    /// compiles Spark's pattern around it.
    ///
    /// What both read alike: any character but ASCII punctuation; the
    /// punctuation that is literal in both (`!"#%&',-/:;<=>@_`~` and
    /// space); `.` (the query holds none of the line ends where the two
    /// differ); `* + ?` and their lazy forms; `|`; `(` `)` groups (numbered
    /// alike, so a group in the key is group 2 for both, as Spark reads
    /// it); `^` and `$` (no line ends in a query); and a backslash before a
    /// metacharacter.
    pub(super) fn new(key: &str) -> Result<Key, KeyError> {
        dangling(key)?;
        let b = key.as_bytes();
        let unsupported = |offset, what| Err(KeyError::Unsupported { offset, what });
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            match c {
                b'\\' => match b.get(i + 1) {
                    Some(n) if META.contains(n) => i += 1,
                    _ => return unsupported(i, "an escape other than of a metacharacter"),
                },
                b'[' | b']' => return unsupported(i, "a character class"),
                b'{' | b'}' => return unsupported(i, "a counted repetition"),
                b'(' if b.get(i + 1) == Some(&b'?') => {
                    return unsupported(i, "a special group '(?'");
                }
                b'*' | b'+' | b'?' if b.get(i + 1) == Some(&b'+') => {
                    return unsupported(i + 1, "a possessive quantifier");
                }
                _ => {}
            }
            i += 1;
        }
        Pattern::new(&format!("(&|^){key}=([^&]*)"))
            .map(Key)
            .map_err(|e| KeyError::Pattern(e.to_string()))
    }

    /// Group 2 of the first match in `query`, as Spark's `m.group(2)`.
    pub(super) fn find<'q>(&self, query: &'q str) -> Option<&'q str> {
        self.0.group(query)
    }
}
