#!/usr/bin/env python3
"""libego-compare.py - ishi's light playouts against libego's, in turn.

Usage: tests/libego-compare.py ISHI_BENCH SIZE=LIBEGO... [--rounds N] [--cpu K]
                               [--playouts SIZE=N...] [--scan]

SIZE=LIBEGO names libego's benchmark built for that board size, such as
9=/tmp/libego/bench9: libego 0.1.127 fixes the size when it is compiled, and
its benchmark, with a move counter added, prints a line
"RESULT playouts=N moves=M user_seconds=S" (user CPU time, from getrusage).
The project keeps no libego code or build; how to build one is in
tests/PERFORMANCE.md.

Round after round, for each size, the two programs run the same number of
playouts (--playouts SIZE=N; default 300000 on 9x9, 60000 on 19x19, and
2,000,000 / size^2 otherwise), both pinned to the same CPU, their order
alternating, so that a slow minute of a shared machine falls on both alike.
Both are timed by user CPU time, which other programs on a shared CPU do not
add to. Prints, per size, the median and range of each one's playouts per
CPU second and ns per move, moves per playout, and the median and range of
the ratio ishi / libego of the rounds. --scan also times ishi-bench --scan
(libego's biased pick on ishi's board) beside the uniform pick. Pins to the
last CPU unless --cpu says otherwise. Standard library only.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys


def run_libego(program, playouts):
    """(playouts per CPU second, ns per move, moves per playout) of one run."""
    try:
        out = subprocess.run([program, str(playouts)], capture_output=True, text=True)
    except OSError as e:
        sys.exit("libego-compare: cannot run %s: %s" % (program, e.strerror))
    m = re.search(r"RESULT playouts=(\d+) moves=(\d+) user_seconds=([0-9.e+-]+)", out.stdout)
    if out.returncode != 0 or not m:
        sys.exit("libego-compare: %s printed no RESULT line" % program)
    n, moves, seconds = int(m.group(1)), int(m.group(2)), float(m.group(3))
    return n / seconds, 1e9 * seconds / moves, moves / n


def run_ishi(bench, kind, size, playouts):
    """The same three figures of one ishi-bench run of one kind."""
    args = [bench, "--" + kind, "--sizes", str(size), "--games", str(playouts),
            "--seconds", "86400", "--json"]
    try:
        out = subprocess.run(args, capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("libego-compare: %s failed: %s" % (bench, out.stderr.strip()))
        r = json.loads(out.stdout)[0]
        return r["games_per_cpu_second"], r["cpu_ns_per_move"], r["moves_per_game"]
    except OSError as e:
        sys.exit("libego-compare: cannot run %s: %s" % (bench, e.strerror))
    except (ValueError, KeyError, IndexError, TypeError):
        sys.exit("libego-compare: %s printed no CPU figures (an older build?)" % bench)


def sized(text, what):
    size, _, value = text.partition("=")
    if not size.isdigit() or not value:
        sys.exit("libego-compare: %s must be SIZE=%s, not %r" % (what, what.upper(), text))
    return int(size), value


def spread(values, form):
    return "%s [%s-%s]" % (form % statistics.median(values), form % min(values),
                           form % max(values))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bench")
    parser.add_argument("libego", nargs="+", help="SIZE=PATH of libego's benchmark")
    parser.add_argument("--rounds", type=int, default=5, help="rounds (default 5)")
    parser.add_argument("--cpu", type=int, help="CPU to pin to (default: the last one)")
    parser.add_argument("--playouts", action="append", default=[], help="SIZE=N")
    parser.add_argument("--scan", action="store_true", help="also ishi-bench --scan")
    options = parser.parse_args()
    if options.rounds < 1:
        parser.error("--rounds must be at least 1")
    libego = dict(sized(t, "libego") for t in options.libego)
    playouts = {size: 300000 if size == 9 else 60000 if size == 19 else 2000000 // size**2
                for size in libego}
    for size, n in (sized(t, "playouts") for t in options.playouts):
        if not n.isdigit() or int(n) < 1:
            parser.error("--playouts %d=%s: not a count" % (size, n))
        playouts[size] = int(n)

    try:
        cpu = max(os.sched_getaffinity(0)) if options.cpu is None else options.cpu
        os.sched_setaffinity(0, {cpu})
    except (AttributeError, OSError, ValueError):
        print("libego-compare: cannot pin to one CPU; running unpinned", file=sys.stderr)

    kinds = ["light", "scan"] if options.scan else ["light"]
    runs = {}  # (size, program) -> [(rate, ns, moves)]
    for round_ in range(options.rounds):
        for size in sorted(libego):
            programs = ["libego"] + kinds
            for program in programs if round_ % 2 == 0 else reversed(programs):
                figures = (run_libego(libego[size], playouts[size]) if program == "libego"
                           else run_ishi(options.bench, program, size, playouts[size]))
                runs.setdefault((size, program), []).append(figures)

    print("%-5s %-12s %8s %26s %22s %8s %24s" % (
        "size", "program", "playouts", "playouts per CPU s", "ns per move", "moves",
        "/ libego, by round"))
    for size in sorted(libego):
        base = [r[0] for r in runs[(size, "libego")]]
        for program in ["libego"] + kinds:
            rs = runs[(size, program)]
            name = "libego" if program == "libego" else "ishi " + program
            ratio = ""
            if program != "libego":
                ratio = spread([r[0] / b for r, b in zip(rs, base)], "%.3f")
            print("%-5d %-12s %8d %26s %22s %8.1f %24s" % (
                size, name, playouts[size], spread([r[0] for r in rs], "%.0f"),
                spread([r[1] for r in rs], "%.2f"), statistics.median(r[2] for r in rs),
                ratio))


if __name__ == "__main__":
    main()
