#!/usr/bin/env python3
"""bench-compare.py - two builds of ishi-bench timed against each other.

Usage: tests/bench-compare.py OLD NEW [--rounds N] [--cpu K] [ISHI-BENCH ARGS...]

OLD and NEW are ishi-bench programs (say, one built from main and one from a
change). They run in turn, round after round, both pinned to the same CPU,
so that a slow minute of a shared machine or a slower CPU falls on both
alike; the arguments after the options go to both (default: --light --sizes
9,19 --seconds 1). Prints, per kind and board size, the median ns per move
of each, the ratio NEW / OLD, and whether the ranges of the two overlap
(if they do, the difference may be noise). Standard library only.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys


def run_once(bench, args):
    """ns per move of one run, keyed by (kind, size)."""
    out = subprocess.run([bench, "--json"] + args, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("bench-compare: %s failed: %s" % (bench, out.stderr.strip()))
    return {(r["kind"], r["size"]): r["ns_per_move"] for r in json.loads(out.stdout)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=7, help="runs of each (default 7)")
    parser.add_argument("--cpu", type=int, default=1, help="CPU to pin both to (default 1)")
    options, bench_args = parser.parse_known_args()
    bench_args = bench_args or ["--light", "--sizes", "9,19", "--seconds", "1"]
    if options.rounds < 1:
        parser.error("--rounds must be at least 1")

    try:
        os.sched_setaffinity(0, {options.cpu})
    except (OSError, ValueError):
        print("bench-compare: cannot pin to CPU %d; running unpinned" % options.cpu,
              file=sys.stderr)

    times = {"old": {}, "new": {}}
    for _ in range(options.rounds):
        for which in ("old", "new"):
            for key, ns in run_once(getattr(options, which), bench_args).items():
                times[which].setdefault(key, []).append(ns)

    print("%-6s %5s %10s %10s %8s  %s" % ("kind", "size", "old ns", "new ns", "new/old", "ranges"))
    for key in sorted(times["old"]):
        old, new = times["old"][key], times["new"].get(key)
        if not new:
            continue
        overlap = min(old) <= max(new) and min(new) <= max(old)
        print("%-6s %5d %10.2f %10.2f %8.3f  %s" % (
            key[0], key[1], statistics.median(old), statistics.median(new),
            statistics.median(new) / statistics.median(old),
            "overlap" if overlap else "apart"))


if __name__ == "__main__":
    main()
