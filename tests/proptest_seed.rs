//! The proptest generators draw from a fixed seed under `cargo test`
//! (`.cargo/config.toml` sets `PROPTEST_RNG_SEED`), so a property that
//! fails on one run fails on every run; CI's second run sets a rotating seed
//! of its own (scripts/ci_oracle_fuzz.sh).
//!
//! A failing property writes its shrunk input under `proptest-regressions/`
//! (the oracle runs: under `tests/oracle/regressions/`), and
//! every later run replays it first. Those files are meant to be committed
//! with the fix, so CI fails when a run leaves one behind that git does not
//! know (`.ci/run` checks that the clone it tests is still clean).

use proptest::test_runner::{Config, RngSeed};

#[test]
fn the_seed_is_fixed() {
    let seed = std::env::var("PROPTEST_RNG_SEED")
        .expect("PROPTEST_RNG_SEED is unset: is .cargo/config.toml there?");
    let fixed: u64 = seed.parse().expect("PROPTEST_RNG_SEED is a u64");
    assert_eq!(Config::default().rng_seed, RngSeed::Fixed(fixed));
}
