#!/usr/bin/env bash
# RFC 3986 validation and parse per line, on the benchmark corpora and the
# real URL lists, measured two ways that a loaded machine moves little:
#
#   bash scripts/validate_instructions.sh counts BIN MODE...
#       callgrind's instructions and (simulated) mispredicted conditional
#       branches per line: each the difference of a run of one pass and a
#       run of three, halved, so that reading the files is not counted.
#   bash scripts/validate_instructions.sh pair BIN_A BIN_B MODE...
#       the fastest pass in GB/s of two builds, run one after the other
#       five times (15 passes a run), so that load coming and going moves
#       both alike; the middle of the five is printed.
#   bash scripts/validate_instructions.sh modes BIN MODE_A MODE_B
#       the same for two modes of one build (is_valid against
#       is_valid_by_blocks, say).
#   bash scripts/validate_instructions.sh within BIN MODE_A MODE_B
#       two modes of one build in one process, a pass of each a round
#       (41 rounds), so that a process that runs slow for its whole life,
#       which this shared host has, slows both: the middle of the rounds'
#       ratios of A's time to B's, in each of three processes.
#   bash scripts/validate_instructions.sh kinds BIN MODE...
#       `counts` on web.txt and mixed.txt split by kind of line (an IP
#       literal, a userinfo, another `scheme://`, `scheme:`, `//`, else
#       relative; each with or without `%` or `#`) and mixed.txt by
#       length (under 16, 32, 64 bytes, and longer): where the
#       instructions and mispredicted branches of a corpus go.
#
# BIN is a build of examples/validate_instructions.rs (`cargo build
# --release --example validate_instructions`, then copy
# target/release/examples/validate_instructions aside to keep a "before");
# MODE is one of its modes: simd (is_valid), blocks (is_valid_by_blocks),
# bytes, parse, parse-bytes, parse-blocks (the parse without AVX2),
# scan (the byte-class scan) or fluent-uri. Needs valgrind for `counts`.
set -euo pipefail
cd "$(dirname "$0")/.."
real="tests/data/real-urls/isaacs_files.txt tests/data/real-urls/kasztp.txt tests/data/real-urls/node_files.txt"
files() {
  case $1 in
    web) echo benches/data/web.txt ;;
    mixed) echo benches/data/mixed.txt ;;
    real) echo "$real" ;;
  esac
}
what=$1
shift
# The lines of the corpora split by kind and length, for `kinds`.
split_corpora() { # DIR
  for c in web mixed; do
    awk -v dir="$1" -v c="$c" '{
      s = "[A-Za-z][A-Za-z0-9+.-]*:"
      if ($0 ~ /\[/) k = "ip"
      else if ($0 ~ ("^" s "//[^/?#]*@")) k = "userinfo"
      else if ($0 ~ ("^" s "//")) k = "abs"
      else if ($0 ~ ("^" s)) k = "opaque"
      else if ($0 ~ /^\/\//) k = "netpath"
      else k = "rel"
      k = k (($0 ~ /[%#]/) ? "-pct" : "-plain")
      print > (dir "/" c "-" k ".txt")
      if (c == "mixed") {
        l = length($0)
        print > (dir "/mixed-len" ((l < 16) ? "00" : (l < 32) ? "16" : (l < 64) ? "32" : "64") ".txt")
      }
    }' "benches/data/$c.txt"
  done
}
if [ "$what" = kinds ]; then
  dir=$(mktemp -d)
  split_corpora "$dir"
  bin=$1
  shift
  out=$(mktemp)
  for mode in "$@"; do
    for f in "$dir"/*.txt; do
      # The same arithmetic as `counts`, on one file.
      # shellcheck disable=SC2046
      totals() {
        valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file="$out" \
          "$bin" "$mode" "$1" "$f" > /dev/null 2>&1
        callgrind_annotate "$out" 2> /dev/null | grep -m1 'PROGRAM TOTALS' | tr -d , |
          sed 's/([^)]*)//g'
      }
      read -r -a one <<< "$(totals 1)"
      read -r -a three <<< "$(totals 3)"
      lines=$(wc -l < "$f")
      printf '%s %s (%d lines): %d instructions, %.2f mispredicted branches a line\n' "$mode" \
        "$(basename "$f" .txt)" "$lines" $(((three[0] - one[0]) / 2 / lines)) \
        "$(echo "(${three[2]} - ${one[2]}) / 2 / $lines" | bc -l)"
    done
  done
  rm -rf "$dir" "$out"
elif [ "$what" = counts ]; then
  bin=$1
  shift
  out=$(mktemp)
  for mode in "$@"; do
    for corpus in web mixed real; do
      # shellcheck disable=SC2046
      totals() {
        valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file="$out" \
          "$bin" "$mode" "$1" $(files $corpus) > /dev/null 2>&1
        callgrind_annotate "$out" 2> /dev/null | grep -m1 'PROGRAM TOTALS' | tr -d , |
          sed 's/([^)]*)//g'
      }
      read -r -a one <<< "$(totals 1)"
      read -r -a three <<< "$(totals 3)"
      # shellcheck disable=SC2046
      lines=$(cat $(files $corpus) | wc -l)
      printf '%s %s: %d instructions, %.2f mispredicted branches a line\n' "$mode" "$corpus" \
        $(((three[0] - one[0]) / 2 / lines)) \
        "$(echo "(${three[2]} - ${one[2]}) / 2 / $lines" | bc -l)"
    done
  done
  rm -f "$out"
elif [ "$what" = pair ] || [ "$what" = modes ]; then
  # The middle of five interleaved runs of two commands on each corpus;
  # `pair` runs two binaries in one mode, `modes` one binary in two.
  middle_of_five() { # LABEL CORPUS BIN_A MODE_A BIN_B MODE_B
    for _ in 1 2 3 4 5; do
      # shellcheck disable=SC2046
      x=$("$3" "$4" 15 $(files "$2") | grep -o '[0-9.]* GB/s')
      # shellcheck disable=SC2046
      y=$("$5" "$6" 15 $(files "$2") | grep -o '[0-9.]* GB/s')
      echo "$x | $y"
    done | sort -n | sed -n 3p | sed "s/^/$1 $2: /"
  }
  if [ "$what" = pair ]; then
    a=$1 b=$2
    shift 2
    for mode in "$@"; do
      for corpus in web mixed real; do
        middle_of_five "$mode" "$corpus" "$a" "$mode" "$b" "$mode"
      done
    done
  else
    bin=$1 ma=$2 mb=$3
    for corpus in web mixed real; do
      middle_of_five "$ma | $mb" "$corpus" "$bin" "$ma" "$bin" "$mb"
    done
  fi
elif [ "$what" = within ]; then
  bin=$1 ma=$2 mb=$3
  for corpus in web mixed real; do
    for _ in 1 2 3; do
      # shellcheck disable=SC2046
      "$bin" "$ma,$mb" 41 $(files "$corpus") | sed "s/^/$corpus: /"
    done
  done
else
  echo "usage: $0 counts BIN MODE... | kinds BIN MODE... | pair BIN_A BIN_B MODE... | modes BIN MODE_A MODE_B | within BIN MODE_A MODE_B" >&2
  exit 2
fi
