#!/usr/bin/env bash
# Runs every fuzz target (or the ones named) for SECONDS each, one after the
# other, seeding each corpus from the repository's test data, and prints the
# executions per target. A crash stops that target and leaves the input in
# fuzz/artifacts/<target>/; minimize it with `cargo fuzz tmin`, then keep it
# in tests/data/regressions/<target>/ so the normal test run replays it.
#
#   scripts/fuzz.sh 900                    # every target, 15 minutes each
#   scripts/fuzz.sh 60 parse_rules lint    # two targets, a minute each
#
# Needs cargo-fuzz (`cargo install cargo-fuzz`); runs on stable Rust with
# `--sanitizer none` (the code is free of unsafe, so ASan adds little).
# Exits with 1 when a target fails to build or a fuzzer stops on a failure,
# after running the others (so CI can call it: scripts/ci_oracle_fuzz.sh).
set -uo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(cargo fuzz list)
  # One build of every target, so that cargo builds them side by side; the
  # per-target builds below then find nothing to do.
  cargo fuzz build -s none >/dev/null 2>&1 || true
fi
seed() {
  local dir=corpus/$1
  mkdir -p "$dir"
  # Seeds: every line of the repository's text fixtures, and the regressions.
  local n=0
  while IFS= read -r line; do
    n=$((n + 1))
    printf '%s' "$line" > "$dir/seed-line-$n"
    [ "$n" -ge 5000 ] && break
  done < <(cat ../tests/data/grammar/*.txt ../benches/data/mixed.txt 2>/dev/null | cut -f2- | head -n 5000)
  cp ../tests/data/regressions/"$1"/* "$dir"/ 2>/dev/null || true
  mkdir -p "artifacts/$1"
}
failed=0
for t in "${targets[@]}"; do
  seed "$t"
  log=$(mktemp)
  cargo fuzz build -s none "$t" >"$log" 2>&1 || { echo "$t: build failed"; cat "$log"; failed=1; continue; }
  # Run the built binary directly so that `time` counts the fuzzer's CPU alone.
  bin=target/x86_64-unknown-linux-gnu/release/$t
  TIMEFORMAT="%U %S"
  cpu=$( { time "$bin" -artifact_prefix="artifacts/$t/" -max_total_time="$seconds" -print_final_stats=1 \
      "corpus/$t" >"$log" 2>&1; echo "exit $?" >>"$log"; } 2>&1 )
  code=$(grep -o '^exit [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  cpu_s=$(echo "$cpu" | awk '{printf "%.0f", $1 + $2}')
  echo "$t: ${execs:-?} executions, ${cpu_s} CPU seconds in ${seconds}s, exit $code"
  if [ "$code" -ne 0 ]; then
    failed=1
    grep -m1 -A3 'panicked' "$log"
  fi
  rm -f "$log"
done
exit "$failed"
