//! Command-line words to options, and the outcome of a run to an exit code.

use std::io::{self, Write};
use std::process::ExitCode;

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
}

impl From<io::Error> for Outcome {
    fn from(e: io::Error) -> Self {
        Outcome::Io(e)
    }
}

/// The exit code for an outcome; a broken pipe is not an error.
pub fn exit(outcome: Outcome, usage: &str) -> ExitCode {
    match outcome {
        Outcome::AllValid => ExitCode::SUCCESS,
        Outcome::SomeInvalid => ExitCode::from(1),
        Outcome::Usage(msg) => usage_error(usage, &msg),
        Outcome::Io(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Outcome::Io(e) => {
            let _ = writeln!(io::stderr(), "urigram: {e}");
            ExitCode::from(2)
        }
    }
}

/// Prints the usage with a reason to stderr and returns exit code 2.
pub fn usage_error(usage: &str, msg: &str) -> ExitCode {
    let _ = writeln!(io::stderr(), "urigram: {msg}\n\n{usage}");
    ExitCode::from(2)
}

/// Prints the usage to stdout and returns exit code 0.
pub fn print_help(usage: &str) -> ExitCode {
    let _ = writeln!(io::stdout(), "{usage}");
    ExitCode::SUCCESS
}

/// Options and operands, split: flags (`--json`), options with a value
/// (`--rule R`, `--rule=R`) and the rest. `--` ends the options.
pub struct Parsed {
    /// Flags given, by name without dashes.
    pub flags: Vec<String>,
    /// Options with values, by name without dashes.
    pub values: Vec<(String, String)>,
    /// Everything else, in order.
    pub operands: Vec<String>,
}

impl Parsed {
    /// Whether the flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// The last value of option `name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Splits `args`, knowing which flags and which valued options the command takes.
pub fn parse(args: &[String], flags: &[&str], valued: &[&str]) -> Result<Parsed, String> {
    let mut out = Parsed {
        flags: Vec::new(),
        values: Vec::new(),
        operands: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--" {
            out.operands.extend(it.by_ref().cloned());
            break;
        }
        let Some(name) = a
            .strip_prefix("--")
            .or_else(|| a.strip_prefix('-').filter(|n| n.len() == 1))
        else {
            out.operands.push(a.clone());
            continue;
        };
        let (name, inline) = match name.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (name, None),
        };
        if flags.contains(&name) && inline.is_none() {
            out.flags.push(name.to_string());
        } else if valued.contains(&name) {
            let v = match inline {
                Some(v) => v,
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("option --{name} needs a value"))?,
            };
            out.values.push((name.to_string(), v));
        } else {
            return Err(format!("unknown option {a:?}"));
        }
    }
    Ok(out)
}
