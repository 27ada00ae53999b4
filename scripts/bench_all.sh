#!/usr/bin/env bash
# Every benchmark behind docs/performance.md in one run (issue 40 item 6):
# each step is the command that section's **Measured:** line names, run in
# turn on one build, its output written to $OUT/<step>.md under a heading
# that dates it (start and end, UTC), names the machine, the load average
# before and after, the commit, and the exact command, so that a table
# pasted from it carries its own Measured line. $OUT/tables.md is every
# step's file in order.
#
#   scripts/bench_all.sh                      # every step (about an hour; 57 minutes on 2026-11-29)
#   scripts/bench_all.sh --only compare,web   # some steps
#   scripts/bench_all.sh --skip datafusion    # all but some
#   scripts/bench_all.sh --list               # the steps and their commands
#
# OUT (default target/bench-all) is where the files go; PYTHON the
# interpreter with the wheel of this commit installed (default
# target/python-venv/bin/python, as docs/testing.md sets it up). A step
# whose tools are missing (a JDK, pyspark, Node, the per-release wheels of
# scripts/test.sh) is reported as skipped, with what it needs, and the run
# goes on; a step that fails is reported as failed and the run goes on.
# Peers are timed beside urigram inside each step (every step pairs them in
# one process or one script), never in another run.
#
# A benchmark, not a test: it asserts nothing, and CI does not run it
# (an hour on two cores). Run it on a machine with nothing else running.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-target/bench-all}
PY=${PYTHON:-target/python-venv/bin/python}
BIN=target/release/urigram

# name|what it needs (checked by `needs`)|the command (bash)
STEPS=(
  "record|cargo|python3 scripts/bench_table.py --run --all"
  "grammars|cargo|python3 scripts/bench_grammars.py --bin $BIN --runs 7 --repeat 3 --skip-hostile --json $OUT/grammars.json && python3 scripts/bench_table.py --grammars --from $OUT/grammars.json"
  "hostile|cargo|cargo bench --locked --bench grammars -- hostile >&2 && python3 scripts/bench_table.py --hostile"
  "trees|cargo|cargo bench --locked --bench grammars -- parse-valid >&2 && python3 scripts/bench_table.py --trees"
  "compare|python|PYTHON=$PY scripts/bench_compare.sh"
  "memory|time|scripts/bench_parse_memory.sh $BIN"
  "lint|time|scripts/bench_lint_scaling.sh $BIN"
  "templates|cargo|scripts/bench_templates.sh"
  "java|java|cargo build --locked --release --example java_uri_speed >&2 && scripts/java_speed.sh"
  "datafusion|pyspark|CARGO_TARGET_DIR=target/dfrel PYTHON=$PY scripts/datafusion_speed.sh"
  "python|python|$PY python/bench/bench.py"
  "shapes|pyenv|python3 python/bench/shapes.py --pyenv"
  "arrow|python|$PY python/bench/arrow_bench.py --rounds 5"
  "web|node|scripts/build_web.sh >&2 && node scripts/bench_web.mjs"
)

usage() { sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; }

only="" skip="" list=0
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only=",$2,"; shift 2 ;;
    --skip) skip=",$2,"; shift 2 ;;
    --list) list=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "bench_all.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
known=","
for s in "${STEPS[@]}"; do known="$known${s%%|*},"; done
for name in ${only//,/ } ${skip//,/ }; do
  case "$known" in *",$name,"*) ;; *)
    echo "bench_all.sh: no step '$name' (the steps: ${known:1:${#known}-2})" >&2; exit 2 ;;
  esac
done

# Why a step cannot run here, or nothing when it can.
needs() {
  case "$1" in
    cargo) command -v cargo >/dev/null || echo "cargo" ;;
    time) [ -x /usr/bin/time ] || echo "GNU time (/usr/bin/time)" ;;
    java) command -v java >/dev/null || echo "a JDK 17 (java)" ;;
    node) command -v node >/dev/null || echo "Node 20 (node)" ;;
    python) "$PY" -c 'import urigram' 2>/dev/null ||
      echo "urigram installed for $PY (maturin develop --release -m python/Cargo.toml)" ;;
    pyspark) "$PY" -c 'import pyspark' 2>/dev/null && command -v java >/dev/null ||
      echo "pyspark for $PY and a JDK 17" ;;
    pyenv) ls -d target/python-site/3.* >/dev/null 2>&1 ||
      echo "the per-release wheels under target/python-site (scripts/test.sh puts them there)" ;;
  esac
}

machine() {
  local cpu
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
  echo "$(nproc) cores (\`nproc\`), ${cpu:-CPU model not recorded}, $(uname -sm), $(rustc --version 2>/dev/null)"
}

commit=$(git rev-parse --short HEAD)
git diff --quiet HEAD -- . 2>/dev/null || commit="$commit with uncommitted changes"
load() { cut -d' ' -f1 /proc/loadavg; }

if [ $list = 1 ]; then
  for s in "${STEPS[@]}"; do
    IFS='|' read -r name need cmd <<<"$s"
    printf '%-10s %s\n' "$name" "$cmd"
  done
  exit 0
fi

mkdir -p "$OUT"
echo "bench_all.sh: building the release binary (cargo build --release -p urigram-cli)" >&2
cargo build --locked --release -p urigram-cli >&2 || { echo "bench_all.sh: the build failed" >&2; exit 1; }
: > "$OUT/tables.md"
ran=() skipped=() failed=()
for s in "${STEPS[@]}"; do
  IFS='|' read -r name need cmd <<<"$s"
  [ -n "$only" ] && [[ "$only" != *",$name,"* ]] && continue
  [[ "$skip" == *",$name,"* ]] && continue
  missing=$(needs "$need")
  if [ -n "$missing" ]; then
    echo "bench_all.sh: $name skipped: needs $missing" >&2
    skipped+=("$name (needs $missing)")
    continue
  fi
  echo "bench_all.sh: $name: $cmd" >&2
  start=$(date -u '+%Y-%m-%d %H:%M') load_start=$(load)
  body=$(bash -c "$cmd" 2> >(tee "$OUT/$name.log" >&2))
  status=$?
  end=$(date -u '+%H:%M')
  {
    echo "### $name"
    echo
    echo "Measured: $start to $end UTC; $(machine); load average $load_start at the start, $(load) at the end; commit \`$commit\`; regenerate with \`scripts/bench_all.sh --only $name\`, which runs \`$cmd\`."
    echo
    echo "$body"
    echo
  } > "$OUT/$name.md"
  cat "$OUT/$name.md" >> "$OUT/tables.md"
  if [ $status = 0 ]; then ran+=("$name"); else failed+=("$name (exit $status; $OUT/$name.log)"); fi
done
echo "bench_all.sh: ran: ${ran[*]:-none}" >&2
[ ${#skipped[@]} -gt 0 ] && printf 'bench_all.sh: skipped: %s\n' "${skipped[@]}" >&2
[ ${#failed[@]} -gt 0 ] && printf 'bench_all.sh: failed: %s\n' "${failed[@]}" >&2
echo "bench_all.sh: every table in $OUT/tables.md" >&2
[ ${#failed[@]} = 0 ]
