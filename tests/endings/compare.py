#!/usr/bin/env python3
"""compare.py - the dead-stone judge's cost beside GNU Go's, in one run.

Usage: compare.py ISHI GNUGO CORPUS [--per-size N] [--cpu K] [--against OLD]

For up to N endings of each size of CORPUS (gnugo-endings.jsonl), GNU Go 3.8
(--chinese-rules, its default level) and ishi each replay the game and then
answer final_score and final_status_list dead; the processor time of those
two commands is read with each program's own cputime command before and
after. Both run pinned to one CPU (the last unless --cpu), the order
alternating from position to position, so that a busy minute of a shared
machine falls on both. Prints per size the median and the range of each
program's milliseconds per position and their ratio, and how often they
agree on the score. With --against, the other program is OLD, another
build of ishi judging as ISHI does, in GNU Go's place: a change to the
judge timed against the build before it. A benchmark: it prints figures
and checks nothing.
"""

import argparse
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
from gtpclient import Engine  # noqa: E402


def judge_time(engine, record):
    """Processor seconds of final_score and final_status_list dead after a
    replay of the record, and the score."""
    engine.ok(f"boardsize {record['size']}")
    engine.ok("clear_board")
    engine.ok(f"komi {record['komi']}")
    for move in record["moves"]:
        engine.ok("play " + move)
    before = float(engine.ok("cputime"))
    score = engine.ok("final_score")
    engine.ok("final_status_list dead")
    return float(engine.ok("cputime")) - before, score


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("gnugo")
    parser.add_argument("corpus")
    parser.add_argument("--per-size", type=int, default=40)
    parser.add_argument("--cpu", type=int, default=os.cpu_count() - 1)
    parser.add_argument("--against", metavar="OLD", help="another ishi in GNU Go's place")
    args = parser.parse_args()
    pin = ["taskset", "-c", str(args.cpu)]
    with open(args.corpus, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    # One CPU each: ishi's judge on one thread, as GNU Go's.
    ishi = Engine(pin + [args.ishi, "--seed", "1", "--threads", "1"], "ishi")
    if args.against:
        gnugo = Engine(pin + [args.against, "--seed", "1", "--threads", "1"], "old")
    else:
        gnugo = Engine(pin + [args.gnugo, "--mode", "gtp", "--chinese-rules"], "gnugo")
    other = "old ishi" if args.against else "GNU Go"
    results = {}
    for i, record in enumerate(records):
        row = results.setdefault(record["size"], {"ishi": [], "gnugo": [], "agree": 0})
        if len(row["ishi"]) >= args.per_size:
            continue
        order = [("ishi", ishi), ("gnugo", gnugo)]
        scores = {}
        for name, engine in order if i % 2 else reversed(order):
            seconds, scores[name] = judge_time(engine, record)
            row[name].append(1000 * seconds)
        row["agree"] += scores["ishi"] == scores["gnugo"]
    ishi.close()
    gnugo.close()
    print(f"size positions   ishi ms (range)          {other + ' ms (range)':25s}"
          f"{other + '/ishi':>11s}  agree")
    for size, row in sorted(results.items()):
        i, g = row["ishi"], row["gnugo"]
        ratio = statistics.median(g) / max(statistics.median(i), 1e-3)
        print(f"{size:4d} {len(i):9d} {statistics.median(i):8.1f} ({min(i):.1f}-{max(i):.1f})"
              f"{'':6s}{statistics.median(g):8.1f} ({min(g):.1f}-{max(g):.1f})"
              f"{'':6s}{ratio:8.1f}x  {row['agree']}/{len(i)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
