#!/bin/sh
# callgrind-per-move.sh - instructions and mispredicted branches per
# light-playout move, counted.
#
# Usage: tests/callgrind-per-move.sh [SIZE...]      (default: 9 19)
#
# Instruction counts do not depend on what else the machine is doing, so
# they compare builds reliably where timings cannot. Mispredicted branches
# come from callgrind's branch simulator (a table of two-bit counters, not
# this CPU's predictor): a deterministic proxy for the cost that instruction
# counts miss, since a light move's branches on random points are hard to
# predict. valgrind 3.19 cannot run AVX-512 code, so this builds ishi-bench
# for x86-64-v3 (AVX2, BMI2) in its own build directory. Each size runs twice
# (N and 3N playouts) and the difference is divided by the extra moves, so
# start-up cancels out.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build="$top/build/callgrind"
[ -d "$build" ] || meson setup "$build" "$top" -Dc_args=-march=x86-64-v3 >/dev/null
ninja -C "$build" src/ishi-bench >/dev/null
bench="$build/src/ishi-bench"
[ $# -gt 0 ] || set -- 9 19

# Total instructions and mispredicted branches (conditional and indirect)
# of one run: ishi-bench --light on one size.
# valgrind's own report goes to a file, so that a failed run stops the
# script (in a pipeline, only the last command's status would count).
count() {
	valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file=/dev/null \
		--log-file="$out.log" "$bench" --light --json --sizes "$1" --games "$2" \
		--seconds 1000 >"$3" || { cat "$out.log" >&2; exit 1; }
	sed -n 's/.*Collected : *\([0-9]*\) [0-9]* \([0-9]*\) [0-9]* \([0-9]*\).*/\1 \2 \3/p' \
		"$out.log"
}
six() { [ $# -eq 6 ]; }
moves_of() {
	sed -n 's/.*"games": \([0-9]*\).*"moves_per_game": \([0-9.]*\).*/\1 \2/p' "$1" |
		awk '{ printf "%.0f", $1 * $2 }'
}

out=$(mktemp)
trap 'rm -f "$out" "$out.2" "$out.log"' EXIT
printf '%-5s %12s %12s %12s %16s\n' size playouts moves instr/move mispredicts/move
for size in "$@"; do
	n=$((20000 / size))
	a=$(count "$size" "$n" "$out")
	moves_a=$(moves_of "$out")
	b=$(count "$size" $((3 * n)) "$out.2")
	moves_b=$(moves_of "$out.2")
	# shellcheck disable=SC2086 # the six counts, split on purpose
	if ! six $a $b; then
		echo "callgrind-per-move.sh: no counts in valgrind's report" >&2
		exit 1
	fi
	echo "$a $b" | awk -v s="$size" -v n=$((2 * n)) -v ma="$moves_a" -v mb="$moves_b" \
		'{ m = mb - ma; printf "%-5d %12d %12d %12.1f %16.2f\n", s, n, m, ($4 - $1) / m,
		   ($5 + $6 - $2 - $3) / m }'
done
