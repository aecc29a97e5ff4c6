#!/usr/bin/env bash
# Runs every neutral workload of ../shared/bench with offscreen-bench (release build) and
# prints one JSON line per workload. Usage: Benchmarks/run-all.sh [RUNS] [SCENES_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"
scenes="${2:-../shared/bench/scenes}"
out="${TMPDIR:-/tmp}/offscreen-bench"
mkdir -p "$out"
swift build -c release --product offscreen-bench >&2
bench=.build/release/offscreen-bench

for name in chain_100 chain_1000 chain_5000 grid_30x30 resize_1000 \
  cells_100 cells_500 cells_1000 cells_2000 deep_100 deep_500 deep_1000 deep_2000 \
  longrow_100 longrow_500 longrow_1000 longrow_2000; do
  "$bench" solver "$scenes/solver_$name.json" --runs "$runs" | tail -n 1
done
"$bench" raster "$scenes/raster_shapes.json" --runs "$runs" --output "$out/raster_shapes.png" | tail -n 1
"$bench" text "$scenes/text.json" --runs "$runs" --output "$out/text.png" | tail -n 1
"$bench" png "$out/raster_shapes.png" --runs "$runs" | tail -n 1
"$bench" png "$out/raster_shapes.png" --runs 3 --compression small | tail -n 1
"$bench" diff --runs "$runs" | tail -n 1
"$bench" diff --runs "$runs" --everywhere | tail -n 1
