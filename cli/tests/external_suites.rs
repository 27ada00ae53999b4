//! Other URI libraries' own test cases (`tests/data/external-suites/`, see
//! its README for each source and commit), replayed through this binary by
//! the folder's `run.py`: every case agrees with urigram or is adjudicated
//! with the RFC text that decides it, and no adjudication is stale.
//!
//! `run.py` is Python 3 with its standard library only; the interpreter is
//! `$PYTHON`, else `python3` (the README's test command needs one anyway).
//! Without one this test fails, saying so: it does not skip.

use std::path::Path;
use std::process::Command;

#[test]
fn external_suites_agree_or_are_adjudicated() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/external-suites");
    let script = dir.join("run.py");
    assert!(script.is_file(), "{} is missing", script.display());
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".to_owned());
    let out = Command::new(&python)
        .arg(&script)
        .arg(env!("CARGO_BIN_EXE_urigram"))
        .arg("--quiet")
        .output()
        .unwrap_or_else(|e| panic!("{python} (for {}): {e}", script.display()));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    // The README's figure: 4,770 cases, each agreeing or adjudicated. A
    // smaller total means a data file went missing or stopped being read.
    let total = stdout
        .lines()
        .find(|l| l.starts_with("TOTAL"))
        .unwrap_or_else(|| panic!("no TOTAL line:\n{stdout}"));
    let fields: Vec<&str> = total.split_whitespace().collect();
    // Columns: cases, agreeing, adjudicated, unexplained.
    assert_eq!(fields.len(), 5, "{total}");
    assert_eq!((fields[1], fields[4]), ("4770", "0"), "{stdout}");
}
