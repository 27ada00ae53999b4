#!/bin/sh
# Regenerates tests/data/spark/vectors.jsonl from pyspark in local mode (see
# scripts/spark/vectors.py). Needs python3 with pyspark (PYTHON=... to
# choose) and a JDK 17.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$root/tests/data/spark"
cd "$root/scripts/spark"
"${PYTHON:-python3}" vectors.py "$root"
