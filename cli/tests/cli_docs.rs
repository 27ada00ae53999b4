//! Every `$ urigram ...` line of the README and of the guides under `docs/`
//! is run with the built binary, and what it writes (standard output, then
//! standard error) is held to the lines the page shows under it, up to the
//! next `$` line or the end of the code block. A line `$ echo 'TEXT' |
//! urigram ...` gives the binary `TEXT` and a newline on standard input.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One shown command: where it stands, its words, its standard input and
/// the output the page shows.
struct Example {
    at: String,
    args: Vec<String>,
    stdin: Option<String>,
    shown: String,
}

/// The words of a shell line as the pages write them: bare words and
/// single-quoted ones (which may hold spaces), nothing else.
fn words(line: &str, at: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        while chars.peek() == Some(&' ') {
            chars.next();
        }
        let Some(&c) = chars.peek() else { break };
        let mut word = String::new();
        if c == '\'' {
            chars.next();
            loop {
                match chars.next() {
                    Some('\'') => break,
                    Some(c) => word.push(c),
                    None => panic!("{at}: an unclosed quote in {line:?}"),
                }
            }
        } else {
            while let Some(&c) = chars.peek() {
                if c == ' ' {
                    break;
                }
                assert!(
                    !matches!(c, '"' | '\\' | '$' | '`' | ';' | '<' | '>'),
                    "{at}: {c:?} in {line:?} needs a shell this test does not have"
                );
                word.push(c);
                chars.next();
            }
        }
        out.push(word);
    }
    out
}

/// The README and every guide, by name.
fn pages() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("the docs folder")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    paths.sort();
    paths.insert(0, root.join("README.md"));
    paths
        .into_iter()
        .map(|p| {
            let name = p
                .strip_prefix(&root)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            (name, std::fs::read_to_string(&p).unwrap())
        })
        .collect()
}

/// The examples of one page.
fn examples(name: &str, text: &str) -> Vec<Example> {
    let mut out: Vec<Example> = Vec::new();
    let mut in_block = false;
    let mut current: Option<Example> = None;
    for (n, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            in_block = !in_block;
            out.extend(current.take());
            continue;
        }
        if !in_block {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            out.extend(current.take());
            let at = format!("{name}:{}", n + 1);
            let (stdin, command) = match command.split_once(" | ") {
                Some((echo, rest)) => {
                    let echoed = words(echo, &at);
                    assert_eq!(echoed.len(), 2, "{at}: echo takes one word");
                    assert_eq!(echoed[0], "echo", "{at}");
                    (Some(format!("{}\n", echoed[1])), rest)
                }
                None => (None, command),
            };
            let mut args = words(command, &at);
            if args.first().map(String::as_str) != Some("urigram") {
                continue;
            }
            args.remove(0);
            current = Some(Example {
                at,
                args,
                stdin,
                shown: String::new(),
            });
        } else if let Some(ex) = current.as_mut() {
            ex.shown.push_str(line);
            ex.shown.push('\n');
        }
    }
    out.extend(current);
    out
}

/// What the binary writes for `ex`: standard output, then standard error.
fn run(ex: &Example) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(&ex.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(ex.stdin.as_deref().unwrap_or("").as_bytes())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let mut text = String::from_utf8(out.stdout).unwrap();
    text.push_str(&String::from_utf8(out.stderr).unwrap());
    text
}

#[test]
fn every_shown_command_prints_what_the_page_shows() {
    let mut count = 0;
    let mut wrong = Vec::new();
    for (name, text) in pages() {
        for ex in examples(&name, &text) {
            count += 1;
            let got = run(&ex);
            if got != ex.shown {
                wrong.push(format!(
                    "{}: urigram {:?}\n--- the page shows\n{}--- the binary writes\n{}",
                    ex.at, ex.args, ex.shown, got
                ));
            }
        }
    }
    // The README and the guides hold 16 such lines today; fewer would mean
    // the reader of the pages lost some.
    assert!(count >= 16, "only {count} shown commands found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_reader_of_the_pages_finds_commands_outputs_and_stdin() {
    let page = "text\n```console\n$ urigram split 'a b'\nline 1\nline 2\n$ echo '{\"x\": 1}' | urigram urllib --jsonl\n{}\n```\n$ urigram outside\n```sh\n$ cargo test\n```\n";
    let found = examples("page.md", page);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].args, ["split", "a b"]);
    assert_eq!(found[0].shown, "line 1\nline 2\n");
    assert_eq!(found[0].stdin, None);
    assert_eq!(found[0].at, "page.md:3");
    assert_eq!(found[1].args, ["urllib", "--jsonl"]);
    assert_eq!(found[1].stdin.as_deref(), Some("{\"x\": 1}\n"));
    assert_eq!(found[1].shown, "{}\n");
}

#[test]
fn the_cli_guide_lists_every_command_the_help_lists() {
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    // The commands are the indented lines under each "Commands (...):" heading.
    let mut commands = Vec::new();
    let mut in_list = false;
    for line in help.lines() {
        if line.starts_with("Commands") {
            in_list = true;
        } else if line.trim().is_empty() {
            in_list = false;
        } else if in_list {
            commands.push(line.split_whitespace().next().unwrap().to_owned());
        }
    }
    assert!(commands.len() >= 19, "{commands:?}");
    let guide = include_str!("../../docs/cli.md");
    for command in &commands {
        assert!(
            guide.contains(&format!("| `{command}` |")),
            "docs/cli.md's table of commands lacks {command}"
        );
    }
}
