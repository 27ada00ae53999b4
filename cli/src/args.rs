//! Command-line words to options (with lexopt), and the outcome of a run to an
//! exit status.
//!
//! Every command parses its words the same way: short flags may be clustered
//! (`-q`), a long option takes its value as `--rule R` or `--rule=R`, `--`
//! ends the options, `-` before `--` stands for standard input (after it,
//! every word is an input as written, `-` included), and any other word that
//! starts with `-` is an option, rejected if the command has no such option. A usage error is one line naming the command, then a pointer to
//! its `--help`, and exit status 2.

use std::ffi::OsString;
use std::io;

/// How a command ended.
pub enum Outcome {
    /// Every input was valid (exit 0).
    AllValid,
    /// Some input was invalid (exit 1).
    SomeInvalid,
    /// The arguments were wrong (exit 2), with the reason.
    Usage(String),
    /// Reading or writing failed (exit 2).
    Io(io::Error),
    /// No input could be answered, and the command has said why on
    /// standard error (exit 2): an invalid BASE of `resolve` or
    /// `relativize`.
    Unanswerable,
}

impl From<io::Error> for Outcome {
    fn from(e: io::Error) -> Self {
        Outcome::Io(e)
    }
}

/// The options a command takes: flags by long name (with an optional short
/// name) and options that take a value.
pub struct Spec {
    /// `(long, short)` of each flag.
    pub flags: &'static [(&'static str, Option<char>)],
    /// Long names of the options that take a value.
    pub valued: &'static [&'static str],
}

/// An operand: a word of the command line, or standard input (`-`).
pub enum Operand {
    /// An input as given.
    Arg(OsString),
    /// `-` before `--`: standard input's lines, here.
    Stdin,
}

/// The words of a command line, sorted.
pub struct Parsed {
    /// `-h` or `--help` was given: print the command's help, run nothing.
    pub help: bool,
    /// `--line-buffered` was given: flush after every answer.
    pub line_buffered: bool,
    flags: Vec<&'static str>,
    values: Vec<(&'static str, OsString)>,
    /// The operands, in order.
    pub operands: Vec<Operand>,
}

impl Parsed {
    /// Whether the flag `name` (its long name) was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }

    /// The last value given to option `name`, as UTF-8 text.
    ///
    /// # Errors
    /// The usage message when the value is not UTF-8.
    pub fn value(&self, name: &str) -> Result<Option<&str>, String> {
        match self.values.iter().rev().find(|(n, _)| *n == name) {
            None => Ok(None),
            Some((_, v)) => v
                .to_str()
                .map(Some)
                .ok_or_else(|| format!("the value of --{name} is not UTF-8")),
        }
    }

    /// Every value given to option `name`, in order (an option that may
    /// repeat, as `template route --template`), as given.
    pub fn values(&self, name: &str) -> impl Iterator<Item = &OsString> {
        self.values
            .iter()
            .filter(move |(n, _)| *n == name)
            .map(|(_, v)| v)
    }
}

/// An option word as the user wrote it, for messages.
fn shown(arg: &lexopt::Arg<'_>) -> String {
    match arg {
        lexopt::Arg::Short(c) => format!("-{c}"),
        lexopt::Arg::Long(name) => format!("--{name}"),
        lexopt::Arg::Value(v) => v.to_string_lossy().into_owned(),
    }
}

/// Sorts `args` (the words after the command name) by `spec`.
///
/// # Errors
/// The one-line usage message: an unknown option, a missing value, a value
/// given to a flag.
pub fn parse(args: Vec<OsString>, spec: &Spec) -> Result<Parsed, String> {
    let mut out = Parsed {
        help: false,
        line_buffered: false,
        flags: Vec::new(),
        values: Vec::new(),
        operands: Vec::new(),
    };
    let mut parser = lexopt::Parser::from_args(args);
    loop {
        // `--` ends the options: every word after it is an input as written.
        // Looked for here (not between a short cluster's letters, not as an
        // option's value) because lexopt does not say whether a `-` it hands
        // back came before `--` or after.
        if let Some(mut raw) = parser.try_raw_args() {
            if raw.peek().is_some_and(|w| w == "--") {
                raw.next();
                out.operands.extend(raw.map(Operand::Arg));
                return Ok(out);
            }
        }
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => return Ok(out),
            Err(e) => return Err(message(e)),
        };
        let long = match arg {
            lexopt::Arg::Value(v) => {
                out.operands.push(if v == "-" {
                    Operand::Stdin
                } else {
                    Operand::Arg(v)
                });
                continue;
            }
            lexopt::Arg::Short('h') | lexopt::Arg::Long("help") => {
                out.help = true;
                continue;
            }
            lexopt::Arg::Long("line-buffered") => {
                out.line_buffered = true;
                continue;
            }
            lexopt::Arg::Short(c) => spec.flags.iter().find(|(_, s)| *s == Some(c)),
            lexopt::Arg::Long(name) => spec.flags.iter().find(|(l, _)| *l == name),
        };
        if let Some((name, _)) = long {
            out.flags.push(name);
            continue;
        }
        let valued = match arg {
            lexopt::Arg::Long(name) => spec.valued.iter().find(|v| **v == name),
            _ => None,
        };
        match valued {
            Some(name) => match parser.value() {
                Ok(v) => out.values.push((name, v)),
                Err(_) => return Err(format!("option --{name} needs a value")),
            },
            None => {
                return Err(format!(
                    "unknown option '{}' (put '--' before an input that starts with '-')",
                    shown(&arg)
                ));
            }
        }
    }
}

/// lexopt's own errors in our words.
fn message(e: lexopt::Error) -> String {
    match e {
        lexopt::Error::UnexpectedValue { option, .. } => {
            format!("option '{option}' takes no value")
        }
        lexopt::Error::UnexpectedOption(o) => format!("unknown option '{o}'"),
        lexopt::Error::MissingValue { option: Some(o) } => format!("option '{o}' needs a value"),
        other => other.to_string(),
    }
}

/// The nearest of `names` to `typo`, if one is near enough to be what was
/// meant: at most a third of its letters differ (case aside).
pub fn nearest<'a>(typo: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typo = typo.to_ascii_lowercase();
    names
        .into_iter()
        .map(|n| (edit_distance(&typo, &n.to_ascii_lowercase()), n))
        .filter(|(d, n)| *d <= n.len().max(3) / 3)
        .min_by_key(|(d, _)| *d)
        .map(|(_, n)| n)
}

/// Levenshtein distance over chars: insertions, deletions, substitutions.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != *cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("uri", "uri"), 0);
    }

    #[test]
    fn nearest_takes_a_close_name_and_refuses_a_far_one() {
        let names = ["URI-reference", "URI", "IPv6address", "path-abempty"];
        assert_eq!(nearest("uri-refrence", names), Some("URI-reference"));
        assert_eq!(nearest("ipv6adress", names), Some("IPv6address"));
        assert_eq!(nearest("xyz", names), None);
    }
}
