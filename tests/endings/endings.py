#!/usr/bin/env python3
"""endings.py - ishi's dead-stone judge against GNU Go on finished games.

Usage: endings.py ISHI CORPUS [--rules chinese|japanese] [--min SIZE=PERCENT...]
                  [--min-dead SIZE=PERCENT...] [--show] [--sample N]
                  [--ishi-arg ARG...]

CORPUS is gnugo-endings.jsonl (see README.md beside it): endings of GNU Go
3.8 playing itself under Japanese rules, which leave dead stones on the
board, each with GNU Go's own final_score under Chinese and Japanese rules
and its final_status_list dead. One ishi process replays every game (komi
and rules as given, the moves with gogui-play_sequence) and answers
final_score and final_status_list dead. Printed per board size: how often
the score and the dead stones are GNU Go's, and ishi's milliseconds per
position; with --show, every disagreement. Exits 1 if the score agreement
of a size is below its --min, or the dead-stone agreement below its
--min-dead, 0 otherwise. --sample N judges every Nth
ending only, for builds that judge a hundred times slower (sanitizers and
debug checks), where what counts is that every verdict is given: the
floors, shares of the whole corpus, are then not checked.
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
from gtpclient import Engine  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("corpus")
    parser.add_argument("--rules", default="chinese", choices=["chinese", "japanese"])
    parser.add_argument("--min", nargs="*", default=[], help="SIZE=PERCENT")
    parser.add_argument("--min-dead", nargs="*", default=[], help="SIZE=PERCENT")
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--sample", type=int, default=1)
    parser.add_argument("--ishi-arg", action="append", default=[])
    args = parser.parse_args()
    if args.sample < 1:
        parser.error("--sample must be 1 or more")
    minimum = {int(k): float(v) for k, v in (m.split("=") for m in args.min)}
    minimum_dead = {int(k): float(v) for k, v in (m.split("=") for m in args.min_dead)}
    with open(args.corpus, encoding="utf-8") as f:
        records = [json.loads(line) for line in f if line.strip()]
    ishi = Engine([args.ishi, "--seed", "1"] + args.ishi_arg, "ishi")
    stats = {}
    for r in records[::args.sample]:
        ishi.ok(f"boardsize {r['size']}")
        ishi.ok("clear_board")
        ishi.ok(f"komi {r['komi']}")
        ishi.ok(f"kgs-rules {args.rules}")
        ishi.ok("gogui-play_sequence " + " ".join(r["moves"]))
        start = time.perf_counter()
        score = ishi.ok("final_score")
        dead = sorted(ishi.ok("final_status_list dead").split())
        elapsed = time.perf_counter() - start
        expected = r[args.rules + "_score"]
        s = stats.setdefault(r["size"], {"games": 0, "score": 0, "dead": 0, "seconds": 0.0})
        s["games"] += 1
        s["score"] += score == expected
        s["dead"] += dead == sorted(r["dead"])
        s["seconds"] += elapsed
        if args.show and (score != expected or dead != sorted(r["dead"])):
            extra = sorted(set(dead) - set(r["dead"]))
            missed = sorted(set(r["dead"]) - set(dead))
            print(f"  {r['id']}: ishi {score}, GNU Go {expected}; ishi alone calls dead "
                  f"{' '.join(extra) or '-'}; GNU Go alone {' '.join(missed) or '-'}")
    ishi.close()
    failed = False
    if args.sample > 1:
        print(f"every {args.sample}th ending only: the floors are not checked")
        minimum = {}
        minimum_dead = {}
    for size, s in sorted(stats.items()):
        share = 100.0 * s["score"] / s["games"]
        dead_share = 100.0 * s["dead"] / s["games"]
        low = share < minimum.get(size, 0)
        low_dead = dead_share < minimum_dead.get(size, 0)
        failed |= low or low_dead
        print(f"{size}x{size}: {s['games']} endings, {args.rules} score as GNU Go's in "
              f"{s['score']} ({share:.1f}%), dead stones in {s['dead']} "
              f"({dead_share:.1f}%), "
              f"{1000 * s['seconds'] / s['games']:.1f} ms per position"
              + (f"  BELOW {minimum[size]}%" if low else "")
              + (f"  DEAD STONES BELOW {minimum_dead[size]}%" if low_dead else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
