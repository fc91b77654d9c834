#!/bin/sh
# fuzz.sh - runs each libFuzzer target of a clang build for a fixed time.
#
# Usage: tests/fuzz.sh BUILD SECONDS
#
# BUILD is a meson build made with clang and libFuzzer, where
# tests/meson.build builds the fuzzers (tests/fuzz-sgf, tests/fuzz-gtp);
# build it with the sanitizers:
#   CC=clang meson setup build/fuzz -Db_sanitize=address,undefined \
#       -Dc_args=-fno-sanitize-recover=all && ninja -C build/fuzz
# fuzz_gtp checks the game's invariants and the refused commands' state
# after every line itself; -Ddebug_checks=true would check the board after
# every play of every playout too, fifty times slower.
#
# Each target starts from its seed corpus (tests/*-corpus) and the inputs
# it found before (BUILD/fuzz/TARGET/corpus, kept between runs, so a long
# campaign can be run in pieces), with its dictionary (tests/*.dict). A
# finding is written to BUILD/fuzz/TARGET/ and ends the script with status
# 1; otherwise it prints each target's executions and their rate.
set -eu
if [ $# -ne 2 ]; then
	sed -n '2,21s/^# \{0,1\}//p' "$0"
	exit 2
fi
for target in sgf gtp; do
	if [ ! -x "$1/tests/fuzz-$target" ]; then
		echo "no $1/tests/fuzz-$target: not a clang build with libFuzzer"
		exit 1
	fi
done
build=$1
seconds=$2
tests=$(cd "$(dirname "$0")" && pwd)
status=0
for target in sgf gtp; do
	work=$build/fuzz/$target
	mkdir -p "$work/corpus"
	log=$work/log.txt
	if ! "$build/tests/fuzz-$target" -dict="$tests/$target.dict" -max_total_time="$seconds" \
		-timeout=20 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
		-artifact_prefix="$work/" "$work/corpus" "$tests/$target-corpus" >"$log" 2>&1; then
		echo "fuzz-$target: a finding, see $log:"
		grep -E "ERROR|SUMMARY|fuzz_|artifact" "$log" | head -20
		status=1
		continue
	fi
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
	inputs=$(ls "$work/corpus" | wc -l)
	echo "fuzz-$target: $seconds s, $runs executions, $rate per second, $inputs inputs in its corpus"
done
exit $status
