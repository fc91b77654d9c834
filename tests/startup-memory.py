#!/usr/bin/env python3
"""startup-memory.py - ishi's start-up against a trivial process, and its
memory after a whole game.

Usage: tests/startup-memory.py ENGINE [--static ENGINE] [--runs N] [--games N]
                               [--size N] [--cpu K] [--midgame]

Start-up: ENGINE answering `protocol_version` and `quit` from a file, and cat
copying the same file (a trivial process: the loader, libc, a read and a
write), in turn, --runs times each (default 300), all pinned to one CPU (the
last unless --cpu says): the median and range of each one's wall time, and
the difference of the medians.

Memory: ENGINE, and the statically linked one that --static names (built
with `meson setup build/static -Dc_link_args=-static`), play a whole game of
genmove on a SIZE board (default 25; up to 4 SIZE^2 moves, until two passes
in a row), then answer final_score, showboard and printsgf, and are read
while they still run: the peak resident memory (VmHWM in /proc/PID/status)
and the proportional set size (Pss in /proc/PID/smaps_rollup: each page
shared with other processes counted in proportion; Pss_Anon, the program's
own heap and stack, too), over --games seeds (default 5): median and range.
At the end of a played-out game the dead-stone judge has nothing to play;
--midgame also asks final_score a third of the way (SIZE^2 / 3 moves),
where the judge plays its playouts, on its threads.
cat, waiting on its input, is read the same way for scale. Linux only;
standard library only.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "integration"))
from gtpclient import Engine  # noqa: E402


def spread(values, form="%.2f"):
    return "%s [%s-%s]" % (form % statistics.median(values), form % min(values),
                           form % max(values))


def wall(command, path):
    with open(path, "rb") as f:
        start = time.perf_counter()
        subprocess.run(command, stdin=f, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start


def proc_kb(pid, name, field):
    with open("/proc/%d/%s" % (pid, name)) as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    sys.exit("startup-memory: no %s in /proc/%d/%s" % (field, pid, name))


def read_memory(pid):
    """(VmHWM, Pss, Pss_Anon) in MB."""
    return (proc_kb(pid, "status", "VmHWM") / 1024, proc_kb(pid, "smaps_rollup", "Pss") / 1024,
            proc_kb(pid, "smaps_rollup", "Pss_Anon") / 1024)


def game_memory(engine, size, seed, midgame):
    """Memory of the engine after a whole genmove game and its queries, and
    the game's length in moves."""
    p = Engine([engine], "ishi")
    ask = p.ok
    ask("boardsize %d" % size)
    ask("set_random_seed %d" % seed)
    passes = moves = 0
    while passes < 2 and moves < 4 * size * size:
        move = ask("genmove " + ("b" if moves % 2 == 0 else "w")).lower()
        passes = passes + 1 if move == "pass" else 0
        moves += 1
        if midgame and moves == size * size // 3:
            ask("final_score")
    for command in ("final_score", "showboard", "printsgf"):
        ask(command)
    memory = read_memory(p.proc.pid)
    p.close()
    return memory + (moves,)


def idle_memory(command):
    p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    time.sleep(0.05)
    memory = read_memory(p.pid)
    p.stdin.close()
    p.wait()
    return memory


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("engine")
    ap.add_argument("--static", help="a statically linked ishi")
    ap.add_argument("--runs", type=int, default=300)
    ap.add_argument("--games", type=int, default=5)
    ap.add_argument("--size", type=int, default=25)
    ap.add_argument("--cpu", type=int)
    ap.add_argument("--midgame", action="store_true")
    args = ap.parse_args()
    try:
        cpu = max(os.sched_getaffinity(0)) if args.cpu is None else args.cpu
        os.sched_setaffinity(0, {cpu})
    except (AttributeError, OSError, ValueError):
        print("startup-memory: cannot pin to one CPU; running unpinned", file=sys.stderr)

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "start.gtp")
        with open(path, "w") as f:
            f.write("protocol_version\nquit\n")
        times = {"ishi": [], "cat": []}
        for i in range(args.runs):
            for name in ("ishi", "cat") if i % 2 == 0 else ("cat", "ishi"):
                times[name].append(1000 * wall([args.engine] if name == "ishi" else ["cat"],
                                               path))
    print("start-up, wall ms over %d runs each, in turn:" % args.runs)
    for name in ("ishi", "cat"):
        print("  %-6s %s" % (name, spread(times[name], "%.3f")))
    print("  ishi - cat, medians: %.3f ms" % (statistics.median(times["ishi"]) -
                                              statistics.median(times["cat"])))

    print("memory after a %dx%d genmove game%s, final_score, showboard, printsgf,"
          " over %d seeds"
          " (MB):" % (args.size, args.size, " with a judgement a third of the way"
                      if args.midgame else "", args.games))
    print("  %-12s %22s %22s %22s %18s" % ("program", "VmHWM", "Pss", "Pss_Anon", "moves"))
    engines = [("ishi", args.engine)] + ([("ishi static", args.static)] if args.static else [])
    for name, engine in engines:
        runs = [game_memory(engine, args.size, seed, args.midgame) for seed in range(1, args.games + 1)]
        print("  %-12s %22s %22s %22s %18s" % (name, spread([r[0] for r in runs]),
                                               spread([r[1] for r in runs]),
                                               spread([r[2] for r in runs]),
                                               spread([r[3] for r in runs], "%d")))
    cat = [idle_memory(["cat"]) for _ in range(args.games)]
    print("  %-12s %22s %22s %22s" % ("cat (idle)", spread([r[0] for r in cat]),
                                      spread([r[1] for r in cat]), spread([r[2] for r in cat])))


if __name__ == "__main__":
    main()
