#!/usr/bin/env bash
# Instruction counts (callgrind, which the machine's load does not move) of
# the CPython `idna` codec's port, `compare::python_idna::encode`, over the
# hosts of tests/data/compare/python-idna.tsv, at two commits: the module
# is compiled alone with `rustc -C opt-level=3` (punycode stubbed out: the
# tables' lookups, nameprep and NFKC are what is measured), so no cargo
# build is needed. docs/performance.md cites its figures.
#
#   scripts/bench_python_idna.sh BEFORE [AFTER]    # AFTER: the work tree
set -euo pipefail
cd "$(dirname "$0")/.."
before=${1:?usage: bench_python_idna.sh BEFORE_COMMIT [AFTER_COMMIT]}
after=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data=$PWD/tests/data/compare/python-idna.tsv
for side in before after; do
    mkdir -p "$work/$side"
    if [ "$side" = before ]; then
        commit=$before
    else
        commit=$after
    fi
    # The module, and the table layouts it reads where the commit has them:
    # src/sorted_deltas.rs (its sorted columns are LEB128 deltas since
    # size-data2), src/text_planes.rs and src/column_planes.rs (its
    # mappings' text and rows as byte planes since web-size5b).
    helpers="sorted_deltas text_planes column_planes"
    if [ -n "$commit" ]; then
        git archive "$commit" src/compare/python_idna | tar -x -C "$work/$side"
        for h in $helpers; do
            git archive "$commit" "src/$h.rs" 2>/dev/null | tar -x -C "$work/$side" 2>/dev/null || true
        done
    else
        tar -c src/compare/python_idna | tar -x -C "$work/$side"
        for h in $helpers; do
            if [ -f "src/$h.rs" ]; then tar -c "src/$h.rs" | tar -x -C "$work/$side"; fi
        done
    fi
    deltas=
    for h in $helpers; do
        if [ -f "$work/$side/src/$h.rs" ]; then
            deltas="$deltas #[path = \"src/$h.rs\"] mod $h;"
        fi
    done
    sed -i 's/idna::punycode::encode_str(&label)?/Some(label.to_string())?/' \
        "$work/$side/src/compare/python_idna/mod.rs"
    cat > "$work/$side/main.rs" <<RS
#![allow(dead_code)]
#[path = "src/compare/python_idna/mod.rs"]
mod python_idna;
$deltas
fn main() {
    // Each host of CPython's answers: the quoted first field, or a<cp>b
    // for a row U+XXXX.
    let data = std::fs::read_to_string("$data").expect("the test data");
    let mut hosts = Vec::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let field = line.split('\t').next().unwrap_or("");
        match field.strip_prefix("U+") {
            Some(h) => hosts.extend(
                u32::from_str_radix(h, 16).ok().and_then(char::from_u32).map(|c| format!("a{c}b")),
            ),
            None => hosts.push(field.trim_matches('"').to_string()),
        }
    }
    let bytes: usize = hosts.iter().filter_map(|h| python_idna::encode(h)).map(|e| e.len()).sum();
    println!("{} hosts, {bytes} bytes encoded", hosts.len());
}
RS
    (cd "$work/$side" && rustc --edition 2024 -C opt-level=3 -A warnings -o bench main.rs)
done
for side in before after; do
    printf '%s: ' "$side"
    valgrind --tool=callgrind --callgrind-out-file="$work/$side.cg" "$work/$side/bench" 2>&1 |
        grep -E 'hosts|refs' | tr '\n' ' '
    echo
    callgrind_annotate "$work/$side.cg" 2>/dev/null | grep -E 'python_idna::(nfkc::nfkc|nameprep::nameprep|encode)' | cut -c1-90
done
