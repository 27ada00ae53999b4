//! The README's first screen stays true: its `cargo run` command, run with the
//! built binary, exits 1 and prints exactly the text the README shows.

use std::process::Command;

#[test]
fn the_readme_first_screen_is_what_the_binary_does() {
    let readme = include_str!("../../README.md");
    let command = readme
        .lines()
        .find(|l| l.starts_with("cargo run --release -- check "))
        .expect("the README's first command");
    let words = command["cargo run --release -- ".len()..]
        .split("  #") // the comment, after the padding (a URI holds '#' too)
        .next()
        .unwrap();
    // The operands are single-quoted words without spaces.
    let args: Vec<&str> = words
        .split_whitespace()
        .map(|w| w.trim_matches('\''))
        .collect();
    assert_eq!(args[0], "check");
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(&args)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "the second input is invalid");
    let shown = readme
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("the README's first text block");
    let (stdout_line, frame) = shown.split_once('\n').unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{stdout_line}\n")
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        format!("{frame}\n\n")
    );
}
