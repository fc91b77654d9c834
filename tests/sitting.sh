#!/bin/sh
# sitting.sh - every figure of the README's Performance table, in one sitting.
#
# Usage: tests/sitting.sh [LIBEGO9 LIBEGO19]
#
# Runs from the source tree, after `meson setup build && ninja -C build`;
# makes build/static (linked with -static) and build/callgrind itself. With
# libego's benchmarks for 9x9 and 19x19 (tests/PERFORMANCE.md says how to
# build them) it compares the light playouts with them; without, that part
# is left out. Prints each tool's report under a heading, in the order of
# the table; takes some ten minutes. Every timing is a median and range of
# several runs, the single-CPU ones pinned to the last CPU; the machine
# should be otherwise idle (check with uptime), above all for the threads'
# speed-ups, which need both CPUs.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
bench=build/src/ishi-bench
cpu=$(($(nproc) - 1))
ninja -C build >/dev/null
[ -d build/static ] || meson setup build/static -Dc_link_args=-static >/dev/null
ninja -C build/static src/ishi >/dev/null

heading() { printf '\n== %s\n' "$*"; }

heading "uptime"
uptime
if [ $# -eq 2 ]; then
	heading "light playouts against libego (tests/libego-compare.py, 7 rounds)"
	python3 tests/libego-compare.py "$bench" 9="$1" 19="$2" --rounds 7 --scan --cpu "$cpu"
fi

# The median and range of a few figures over several runs of ishi-bench.
summary() {
	python3 - "$@" <<'EOF'
import json, statistics, subprocess, sys
runs, args = int(sys.argv[1]), sys.argv[2:]
rows = {}
for _ in range(runs):
    out = subprocess.run(args + ["--json"], capture_output=True, text=True, check=True).stdout
    for r in json.loads(out):
        rows.setdefault((r["kind"], r["size"], r["threads"]), []).append(r)
def spread(values, form):
    return "%s [%s-%s]" % (form % statistics.median(values), form % min(values),
                           form % max(values))
print("%-9s %4s %3s %28s %22s %22s %10s %18s" % ("kind", "size", "thr", "games per CPU s",
      "CPU ns per move", "wall ns per move", "moves", "speed-up"))
for (kind, size, threads), rs in sorted(rows.items(), key=lambda kv: (kv[0][0] != "light", kv[0])):
    if kind == "split":
        print("%-9s %4d %3d  playing %s, choosing %s ns per move (wall, best of 3)" % (
            kind, size, threads, spread([r["play_ns_per_move"] for r in rs], "%.2f"),
            spread([r["choose_ns_per_move"] for r in rs], "%.2f")))
        continue
    print("%-9s %4d %3d %28s %22s %22s %10.1f %18s" % (
        kind, size, threads, spread([r["games_per_cpu_second"] for r in rs], "%.0f"),
        spread([r["cpu_ns_per_move"] for r in rs], "%.2f"),
        spread([r["ns_per_move"] for r in rs], "%.2f"),
        statistics.median(r["moves_per_game"] for r in rs),
        spread([r["scaling"] for r in rs], "%.3f") if threads > 1 else ""))
EOF
}

heading "full-rules games (ishi-bench --full, 5 runs, pinned)"
summary 5 taskset -c "$cpu" "$bench" --full --sizes 9,19 --seconds 1
heading "ns per light move by board size (ishi-bench --light, 5 runs, pinned)"
summary 5 taskset -c "$cpu" "$bench" --light --sizes 5-25 --seconds 0.5
heading "light playing and choosing (ishi-bench --light --split, 3 runs, pinned)"
summary 3 taskset -c "$cpu" "$bench" --light --split --sizes 9,19 --seconds 0.5
heading "ownership playouts, 2 threads against 1 (ishi-bench --ownership, 5 runs)"
summary 5 "$bench" --ownership --sizes 9,19 --seconds 2
heading "independent light playouts, 2 threads against 1 (ishi-bench --threads 2, 3 runs)"
summary 3 "$bench" --light --threads 2 --sizes 9,19 --seconds 1
heading "instructions and mispredicted branches per light move (tests/callgrind-per-move.sh)"
tests/callgrind-per-move.sh 9 19 25
heading "GTP on 19x19, batch piped (tests/gtp-bench.py, pinned)"
taskset -c "$cpu" python3 tests/gtp-bench.py build/src/ishi --size 19 --games 60 --runs 5
heading "start-up and memory (tests/startup-memory.py)"
python3 tests/startup-memory.py build/src/ishi --static build/static/src/ishi --cpu "$cpu"
heading "uptime"
uptime
