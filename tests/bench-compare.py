#!/usr/bin/env python3
"""bench-compare.py - two builds of ishi-bench timed against each other.

Usage: tests/bench-compare.py OLD NEW [--rounds N] [--cpu K] [--wall] [ISHI-BENCH ARGS...]

OLD and NEW are ishi-bench programs (say, one built from main and one from a
change). They run in turn, round after round, both pinned to the same CPU,
so that a slow minute of a shared machine or a slower CPU falls on both
alike; the arguments after the options go to both (default: --light --sizes
9,19 --seconds 1). Prints, per kind, board size and thread count, the median
ns per move of each, the ratio NEW / OLD, and whether the ranges of the two
overlap (if they do, the difference may be noise; with three rounds or more).
Times are user CPU time, which other programs on a shared CPU do not add to;
--wall compares by the wall clock instead.
Pins to the last CPU unless --cpu says otherwise. Standard library only.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys


def run_once(bench, args, field):
    """ns per move of one run (`field` of its figures), keyed by (kind, size,
    threads)."""
    try:
        out = subprocess.run([bench, "--json"] + args, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("bench-compare: %s failed: %s" % (bench, out.stderr.strip()))
        return {(r["kind"], r["size"], r["threads"]): r[field]
                for r in json.loads(out.stdout)}
    except OSError as e:
        sys.exit("bench-compare: cannot run %s: %s" % (bench, e.strerror))
    except KeyError as e:
        sys.exit("bench-compare: %s prints no %s (an older build? try --wall)" % (bench, e))
    except (ValueError, TypeError):
        sys.exit("bench-compare: %s printed no figures it understands" % bench)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--rounds", type=int, default=7, help="runs of each (default 7)")
    parser.add_argument("--cpu", type=int, help="CPU to pin both to (default: the last one)")
    parser.add_argument("--wall", action="store_true",
                        help="compare wall clock times, not user CPU times")
    options, bench_args = parser.parse_known_args()
    bench_args = bench_args or ["--light", "--sizes", "9,19", "--seconds", "1"]
    if options.rounds < 1:
        parser.error("--rounds must be at least 1")

    try:
        cpu = max(os.sched_getaffinity(0)) if options.cpu is None else options.cpu
        os.sched_setaffinity(0, {cpu})
    except (AttributeError, OSError, ValueError):
        print("bench-compare: cannot pin to one CPU; running unpinned", file=sys.stderr)

    field = "ns_per_move" if options.wall else "cpu_ns_per_move"
    # The order alternates, so that neither build always runs just after
    # the other.
    times = {"old": {}, "new": {}}
    for round_ in range(options.rounds):
        for which in ("old", "new") if round_ % 2 == 0 else ("new", "old"):
            for key, ns in run_once(getattr(options, which), bench_args, field).items():
                times[which].setdefault(key, []).append(ns)

    keys = sorted(set(times["old"]) | set(times["new"]))
    if not keys:
        sys.exit("bench-compare: the runs printed no figures")
    print("%-6s %5s %7s %10s %10s %8s  %s" % (
        "kind", "size", "threads", "old ns", "new ns", "new/old", "ranges"))
    for key in keys:
        old, new = times["old"].get(key), times["new"].get(key)
        if not old or not new:
            print("%-6s %5d %7d  only in %s" % (key + ("old" if old else "new",)))
            continue
        # With fewer than three runs each, ranges say nothing.
        verdict = "-"
        if options.rounds >= 3:
            overlap = min(old) <= max(new) and min(new) <= max(old)
            verdict = "overlap" if overlap else "apart"
        print("%-6s %5d %7d %10.2f %10.2f %8.3f  %s" % (
            key + (statistics.median(old), statistics.median(new),
                   statistics.median(new) / statistics.median(old), verdict)))


if __name__ == "__main__":
    main()
