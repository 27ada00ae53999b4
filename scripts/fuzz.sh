#!/usr/bin/env bash
# Runs every fuzz target (or the ones named) for SECONDS each, FUZZ_JOBS at
# a time (one a core unless set), seeding each corpus from the repository's
# test data, and prints the executions per target. A crash stops that
# target and leaves the input in fuzz/artifacts/<target>/; minimize it with
# `cargo fuzz tmin`, then keep it in tests/data/regressions/<target>/ so the
# normal test run replays it.
#
#   scripts/fuzz.sh 900                    # every target, 15 minutes each
#   scripts/fuzz.sh 60 parse_rules lint    # two targets, a minute each
#
# Builds the targets as `cargo fuzz build -s none` does (the same coverage
# flags, `--cfg fuzzing`, debug assertions, release), with plain cargo, so
# that neither CI nor a user needs cargo-fuzz installed; it runs on stable
# Rust, without a sanitizer (the code is free of unsafe, so ASan adds
# little). `cargo fuzz run <target>` works as well on the same crate.
# Exits with 1 when a target fails to build or a fuzzer stops on a failure,
# after running the others (so CI can call it: scripts/ci_oracle_fuzz.sh).
set -uo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-60}
shift || true
targets=("$@")
triple=$(rustc -vV | sed -n 's/^host: //p')
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n '/^\[\[bin\]\]/{n;s/^name = "\(.*\)"/\1/p}' Cargo.toml)
fi
# libFuzzer's coverage instrumentation, as cargo-fuzz passes it.
build_targets() {
  local bins=()
  for t in "$@"; do bins+=(--bin "$t"); done
  RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Cllvm-args=-sanitizer-coverage-stack-depth \
-Cllvm-args=-simplifycfg-branch-fold-threshold=0 --cfg fuzzing -Cdebug-assertions -Coverflow-checks" \
    cargo build --release --locked --target "$triple" "${bins[@]}"
}
# One build of every target, so that cargo builds them side by side; the
# per-target builds below then find nothing to do.
build_targets "${targets[@]}" >/dev/null 2>&1 || true
# How many lines of the text fixtures seed a target. libFuzzer runs every
# seed before it looks at -max_total_time, so a target whose inputs cost
# much each takes fewer: template_roundtrip reads its bytes as a program
# (a template and values), builds eight matchers an input (each engine
# alone, the deterministic automaton among them) and ran about 0.1 s an
# input in this build, so 5,000 seeds were 539 CPU seconds of a 10-second
# run in CI; its own regressions seed it besides.
seed_lines() {
  case "$1" in
    template_roundtrip) echo 100 ;;
    *) echo 5000 ;;
  esac
}
seed() {
  local dir=corpus/$1 most
  most=$(seed_lines "$1")
  mkdir -p "$dir"
  # Seed lines of an earlier run (which may have taken more) go first, so a
  # reused corpus holds no more than `seed_lines` says; what the fuzzer
  # found and kept there stays.
  rm -f "$dir"/seed-line-*
  # Seeds: lines of the repository's text fixtures, and the regressions.
  local n=0
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s' "$line" > "$dir/seed-line-$n"
    [ "$n" -ge "$most" ] && break
  done < <(cat ../tests/data/grammar/*.txt ../benches/data/mixed.txt 2>/dev/null | cut -f2- | head -n "$most")
  cp ../tests/data/regressions/"$1"/* "$dir"/ 2>/dev/null || true
  mkdir -p "artifacts/$1"
}
# One target's run: builds it (a no-op after the build above), runs the
# binary for SECONDS, and writes its summary line, then the failure's first
# lines, into $results/<target>; a file <target>.failed marks a failure.
run_target() {
  local t=$1 log cpu code execs cpu_s out=$results/$1
  seed "$t"
  log=$(mktemp)
  if ! build_targets "$t" >"$log" 2>&1; then
    { echo "$t: build failed"; cat "$log"; } >"$out"
    touch "$out.failed"
    rm -f "$log"
    return
  fi
  # Run the built binary directly so that `time` counts the fuzzer's CPU alone.
  local bin=${CARGO_TARGET_DIR:-target}/$triple/release/$t
  TIMEFORMAT="%U %S"
  cpu=$( { time "$bin" -artifact_prefix="artifacts/$t/" -max_total_time="$seconds" -print_final_stats=1 \
      "corpus/$t" >"$log" 2>&1; echo "exit $?" >>"$log"; } 2>&1 )
  code=$(grep -o '^exit [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  cpu_s=$(echo "$cpu" | awk '{printf "%.0f", $1 + $2}')
  echo "$t: ${execs:-?} executions, ${cpu_s} CPU seconds in ${seconds}s, exit $code" >"$out"
  if [ "$code" -ne 0 ]; then
    grep -m1 -A3 'panicked' "$log" >>"$out"
    touch "$out.failed"
  fi
  rm -f "$log"
}
# The fuzzers run single-threaded, FUZZ_JOBS at once (by default one a
# core), so CI's wall time is the targets' total over the cores.
jobs=${FUZZ_JOBS:-$(nproc)}
results=$(mktemp -d)
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  run_target "$t" &
done
wait
failed=0
for t in "${targets[@]}"; do
  cat "$results/$t"
  [ -e "$results/$t.failed" ] && failed=1
done
rm -rf "$results"
exit "$failed"
