#!/usr/bin/env python3
"""gtp-bench.py - what GTP costs: commands piped in a batch, start-up, memory.

Usage: tests/gtp-bench.py ENGINE [--size N] [--games N] [--runs N] [--gnugo PATH]
       tests/gtp-bench.py ENGINE --against OTHER [--size N] [--games N] [--runs N] [--cpu K]

Makes whole random games with ENGINE itself, writes them as a file of
`play` commands (clear_board between games) and a file of `genmove`
commands, pipes each file through ENGINE several times, and reports the
median engine time per command with the start-up time subtracted (with the
range over the runs: fastest run's command time with the slowest start-up
subtracted, and the other way round), the time to the first answer, and the
peak resident memory. With --gnugo (default:
/usr/games/gnugo when it exists) GNU Go runs the same play file, for scale.

With --against OTHER, two builds are compared instead, as the noisy
machines here allow: ENGINE and OTHER run each file in turn (which goes
first alternating from run to run), pinned to one CPU (the last unless
--cpu says), and what counts is their processor time (user and system), not
the wall clock; it prints each one's time per command (start-up, the time
of a file of `quit` alone, subtracted) and the ratio ENGINE / OTHER, median
and range over the runs. Standard library only.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time


def gtp_session(engine, commands):
    """Runs a list of commands through a fresh engine; returns the results."""
    text = "".join(c + "\n" for c in commands)
    out = subprocess.run(engine, input=text, capture_output=True, text=True, check=True).stdout
    return [r[2:].strip() if r.startswith("= ") else r for r in out.split("\n\n") if r]


def random_games(engine, size, games):
    """Move lists of whole random games, played by the engine against itself."""
    result = []
    for seed in range(1, games + 1):
        commands = ["boardsize %d" % size, "set_random_seed %d" % seed]
        # Generously more genmoves than a game lasts: both keep passing at the end.
        for _ in range(4 * size * size):
            commands += ["genmove b", "genmove w"]
        answers = gtp_session(engine, commands)[2:]
        moves = []
        for i, move in enumerate(answers):
            moves.append(("b" if i % 2 == 0 else "w", move))
            if len(moves) >= 2 and moves[-1][1] == "pass" and moves[-2][1] == "pass":
                break
        result.append(moves)
    return result


def timed_run(engine, path):
    """Wall time of one run of the engine over a file, output discarded."""
    with open(path, "rb") as f:
        start = time.perf_counter()
        subprocess.run(engine, stdin=f, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - start


def run_times(engine, path, runs):
    return [timed_run(engine, path) for _ in range(runs)]


def cpu_run(engine, path, cpu):
    """Processor seconds (user and system) of one run of the engine over a
    file, pinned to one CPU, output discarded."""
    with open(path, "rb") as f:
        child = subprocess.Popen(engine, stdin=f, stdout=subprocess.DEVNULL,
                                 preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise subprocess.CalledProcessError(child.returncode, engine)
    return usage.ru_utime + usage.ru_stime


def compare(engines, paths, counts, runs, cpu):
    """Two engines over the same files, in turn, pinned, by processor time:
    the median and range of each one's microseconds per command, and of
    their ratio, run by run."""
    per = {name: {kind: [] for kind in counts} for name, _ in engines}
    for run in range(runs):
        order = engines if run % 2 == 0 else engines[::-1]
        for kind, count in counts.items():
            for name, engine in order:
                base = cpu_run(engine, paths["empty"], cpu)
                per[name][kind].append(1e6 * (cpu_run(engine, paths[kind], cpu) - base) / count)
    (first, _), (second, _) = engines
    print("%-9s %24s %24s %22s" % ("command", first + " us", second + " us",
                                   first + " / " + second))
    for kind in counts:
        a, b = per[first][kind], per[second][kind]
        ratios = [x / y for x, y in zip(a, b) if y > 0]
        print("%-9s %24s %24s %22s" % (
            kind, "%.3f [%.3f-%.3f]" % (statistics.median(a), min(a), max(a)),
            "%.3f [%.3f-%.3f]" % (statistics.median(b), min(b), max(b)),
            "%.3f [%.3f-%.3f]" % (statistics.median(ratios), min(ratios), max(ratios))))


def per_command_us(times, base, count):
    """Median, lowest and highest engine microseconds per command."""
    return (1e6 * (statistics.median(times) - statistics.median(base)) / count,
            1e6 * (min(times) - max(base)) / count, 1e6 * (max(times) - min(base)) / count)


def first_answer_ms(engine, runs):
    """Time from start to the first answer, median over runs."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        p = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        p.stdin.write(b"protocol_version\n")
        p.stdin.flush()
        p.stdout.readline()
        times.append(time.perf_counter() - start)
        p.stdin.write(b"quit\n")
        p.stdin.close()
        p.wait()
    return 1000 * statistics.median(times)


def peak_rss_mb(engine, commands):
    """Peak resident memory after the commands, read from /proc while the
    engine still runs (a child's ru_maxrss would include its parent's
    memory before exec)."""
    p = subprocess.Popen(engine, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for c in commands:
        p.stdin.write(c + "\n")
        p.stdin.flush()
        while p.stdout.readline() not in ("\n", ""):
            pass
    with open("/proc/%d/status" % p.pid) as f:
        hwm = [line.split()[1] for line in f if line.startswith("VmHWM:")][0]
    p.stdin.close()
    p.wait()
    return int(hwm) / 1024


def write(path, lines):
    with open(path, "w") as f:
        f.write("".join(line + "\n" for line in lines))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("engine")
    ap.add_argument("--size", type=int, default=19)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--gnugo", default="/usr/games/gnugo" if os.path.exists("/usr/games/gnugo") else "")
    ap.add_argument("--against", help="a second build of ishi, to compare by processor time")
    ap.add_argument("--cpu", type=int, default=max(os.sched_getaffinity(0)))
    args = ap.parse_args()
    ishi = [args.engine]
    games = random_games(ishi, args.size, args.games)
    plays = ["boardsize %d" % args.size, "komi 7.5"]
    for moves in games:
        plays.append("clear_board")
        plays += ["play %s %s" % m for m in moves]
    play_count = sum(len(m) for m in games)
    genmoves = ["boardsize %d" % args.size, "komi 7.5", "set_random_seed 1"]
    genmove_count = 0
    for moves in games:
        genmoves.append("clear_board")
        for i in range(len(moves)):
            genmoves.append("genmove " + ("b" if i % 2 == 0 else "w"))
        genmove_count += len(moves)

    with tempfile.TemporaryDirectory() as tmp:
        paths = {name: os.path.join(tmp, name + ".gtp") for name in ("empty", "play", "genmove")}
        write(paths["empty"], ["quit"])
        write(paths["play"], plays + ["quit"])
        write(paths["genmove"], genmoves + ["quit"])
        print("%d random games on %dx%d: %d play commands, %d genmove commands, median of %d runs"
              % (args.games, args.size, args.size, play_count, genmove_count, args.runs))
        if args.against:
            compare([("ENGINE", ishi), ("OTHER", [args.against])], paths,
                    {"play": play_count, "genmove": genmove_count}, args.runs, args.cpu)
            return
        engines = [("ishi", ishi)]
        if args.gnugo and args.size <= 19:
            engines.append(("gnugo", [args.gnugo, "--mode", "gtp", "--chinese-rules",
                                      "--positional-superko", "--level", "0"]))
        print("%-6s %18s %12s %20s %20s %10s" % ("engine", "startup ms", "first ans ms",
                                                 "us/play", "us/genmove", "peak MB"))
        for name, engine in engines:
            base = run_times(engine, paths["empty"], args.runs)
            play_us = "%.2f [%.2f-%.2f]" % per_command_us(
                run_times(engine, paths["play"], args.runs), base, play_count)
            if name == "ishi":
                genmove_us = "%.2f [%.2f-%.2f]" % per_command_us(
                    run_times(engine, paths["genmove"], args.runs), base, genmove_count)
            else:
                genmove_us = "-"
            startup = "%.2f [%.2f-%.2f]" % (1000 * statistics.median(base), 1000 * min(base),
                                            1000 * max(base))
            print("%-6s %18s %12.2f %20s %20s %10.1f" % (
                name, startup, first_answer_ms(engine, args.runs), play_us, genmove_us,
                peak_rss_mb(engine, genmoves if name == "ishi" else plays)))


if __name__ == "__main__":
    main()
