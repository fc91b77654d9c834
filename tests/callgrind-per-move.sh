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
# of one run: ishi-bench --light on one size; then the instructions counted
# in libc's memcpy, which copies the start board into each playout. For
# large copies memcpy uses `rep movsb`, and callgrind counts each byte it
# moves as an instruction: the copy/move column says how much of the total
# that is (some 50 per move on 19x19), so that the rest can be read as work.
# valgrind's own report goes to a file, so that a failed run stops the
# script (in a pipeline, only the last command's status would count).
count() {
	valgrind --tool=callgrind --branch-sim=yes --callgrind-out-file="$out.cg" \
		--log-file="$out.log" "$bench" --light --json --sizes "$1" --games "$2" \
		--seconds 1000 >"$3" || { cat "$out.log" >&2; exit 1; }
	totals=$(sed -n \
		's/.*Collected : *\([0-9]*\) [0-9]* \([0-9]*\) [0-9]* \([0-9]*\).*/\1 \2 \3/p' \
		"$out.log")
	# callgrind_annotate 3.19 warns about uninitialised values on stderr at
	# any threshold that lists every function: shown only if it fails.
	callgrind_annotate --auto=no --threshold=100 "$out.cg" >"$out.ann" 2>"$out.log" ||
		{ cat "$out.log" >&2; exit 1; }
	copy=$(awk '/:[_a-z0-9]*mem(cpy|move)[^ ]* \[/ { gsub(",", "", $1); n += $1 }
		END { print n + 0 }' "$out.ann")
	echo "$totals $copy"
}
eight() { [ $# -eq 8 ]; }
moves_of() {
	sed -n 's/.*"games": \([0-9]*\).*"moves_per_game": \([0-9.]*\).*/\1 \2/p' "$1" |
		awk '{ printf "%.0f", $1 * $2 }'
}

out=$(mktemp)
trap 'rm -f "$out" "$out.2" "$out.log" "$out.cg" "$out.ann"' EXIT
trap 'exit 1' HUP INT TERM
printf '%-5s %12s %12s %12s %12s %16s\n' size playouts moves instr/move copy/move \
	mispredicts/move
for size in "$@"; do
	n=$((20000 / size))
	a=$(count "$size" "$n" "$out")
	moves_a=$(moves_of "$out")
	b=$(count "$size" $((3 * n)) "$out.2")
	moves_b=$(moves_of "$out.2")
	# shellcheck disable=SC2086 # the eight counts, split on purpose
	if ! eight $a $b; then
		echo "callgrind-per-move.sh: no counts in valgrind's report" >&2
		exit 1
	fi
	echo "$a $b" | awk -v s="$size" -v n=$((2 * n)) -v ma="$moves_a" -v mb="$moves_b" \
		'{ m = mb - ma; printf "%-5d %12d %12d %12.1f %12.1f %16.2f\n", s, n, m,
		   ($5 - $1) / m, ($8 - $4) / m, ($6 + $7 - $2 - $3) / m }'
done
