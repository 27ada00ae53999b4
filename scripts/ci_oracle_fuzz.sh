#!/usr/bin/env bash
# CI's bounded runs of the checks that `cargo test` keeps short, called by
# .ci/run after the cargo commands:
#
# 1. the oracle agreement's large run (tests/oracle_agreement.rs,
#    `large_run_against_the_oracle`) with ORACLE_CASES generated cases per
#    rule (and twice as many mutated, plus padded ones), in the `test`
#    profile (opt-level 1, debug assertions and overflow checks on): the
#    build `cargo test` made, so nothing is compiled again when this runs
#    where scripts/test.sh ran, with the same CARGO_TARGET_DIR (.ci/run
#    runs both in its clone). ORACLE_PROFILE picks another profile, at the
#    cost of its own build;
#    Both it and the next step draw from a rotating seed (SEED, by default
#    the day's date as YYYYMMDD): `cargo test` itself always draws from the
#    fixed seed of .cargo/config.toml, so this is where new cases come from.
#    The seed is printed; `PROPTEST_RNG_SEED=<seed> cargo test ...` replays it;
# 2. every property test of the library (the integration binary, in the
#    same profile) with that rotating seed;
# 3. every fuzz target for FUZZ_SECONDS each (scripts/fuzz.sh, which builds
#    them as cargo-fuzz would, with plain cargo on stable Rust and no
#    sanitizer); set SKIP_FUZZ=1 to leave the fuzzers out.
#
# Each step prints its time. Any disagreement with the oracle, any crash of
# a fuzzer and any target that fails to build fails the script.
#
#   scripts/ci_oracle_fuzz.sh                             # CI's bounds
#   ORACLE_CASES=30000 FUZZ_SECONDS=900 scripts/ci_oracle_fuzz.sh   # longer
#   SEED=12345 scripts/ci_oracle_fuzz.sh                  # replay a seed
set -euo pipefail
cd "$(dirname "$0")/.."
oracle_cases=${ORACLE_CASES:-3000}
oracle_profile=${ORACLE_PROFILE:-test}
fuzz_seconds=${FUZZ_SECONDS:-10}
seed=${SEED:-$(date -u +%Y%m%d)}
TIMEFORMAT='  (%R s, %U s user)'

echo "== oracle agreement: $oracle_cases cases per rule, profile $oracle_profile, seed $seed"
time PROPTEST_RNG_SEED=$seed ORACLE_CASES=$oracle_cases cargo test --profile "$oracle_profile" \
  --locked -p urigram --test integration -- --ignored --exact \
  oracle_agreement::large_run_against_the_oracle --nocapture

echo "== the library's tests with the rotating seed $seed (replay: PROPTEST_RNG_SEED=$seed cargo test)"
time PROPTEST_RNG_SEED=$seed URIGRAM_LARGE_TESTS=1 cargo test --profile "$oracle_profile" --locked -p urigram \
  --test integration

if [ "${SKIP_FUZZ:-0}" = 1 ]; then
  echo "== fuzz: skipped (SKIP_FUZZ=1)"
  exit 0
fi
echo "== fuzz: every target for ${fuzz_seconds}s"
time scripts/fuzz.sh "$fuzz_seconds"
