#!/usr/bin/env python3
"""turn.py - whether the judge's verdict depends on whose turn it is.

Usage: turn.py ISHI CORPUS [--rules chinese|japanese] [--min PERCENT]
               [--show] [--sample N] [--ishi-arg ARG...]

For each ending of CORPUS (gnugo-endings.jsonl, see README.md beside it),
one ishi process replays the game, which ends with two passes, and answers
final_score and final_status_list dead; then one more pass (the other side
to move) and the same two again. A finished position has one score whoever
is to move. Printed per board size: how often the score and the dead stones
stay the same, and how often the winner flips; with --show, every change.
Exits 1 if a winner flips, or if the share of scores unchanged over the
whole corpus is below --min; 0 otherwise. --sample N takes every Nth
ending only.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "integration"))
from gtpclient import Engine  # noqa: E402


def winner(score):
    return score[0] if score != "0" else "0"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("corpus")
    parser.add_argument("--rules", default="chinese", choices=["chinese", "japanese"])
    parser.add_argument("--min", type=float, default=0.0, help="PERCENT")
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--sample", type=int, default=1)
    parser.add_argument("--ishi-arg", action="append", default=[])
    args = parser.parse_args()
    if args.sample < 1:
        parser.error("--sample must be 1 or more")
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
        verdicts = []
        for extra in (None, "b" if r["moves"][-1].lower().startswith("w") else "w"):
            if extra:
                ishi.ok(f"play {extra} pass")
            verdicts.append((ishi.ok("final_score"),
                             sorted(ishi.ok("final_status_list dead").split())))
        (score, dead), (score2, dead2) = verdicts
        s = stats.setdefault(r["size"], {"games": 0, "score": 0, "dead": 0, "flips": 0})
        s["games"] += 1
        s["score"] += score == score2
        s["dead"] += dead == dead2
        s["flips"] += winner(score) != winner(score2)
        if args.show and (score != score2 or dead != dead2):
            print(f"  {r['id']}: {score}, one more pass {score2}; dead only before: "
                  f"{' '.join(sorted(set(dead) - set(dead2))) or '-'}; only after: "
                  f"{' '.join(sorted(set(dead2) - set(dead))) or '-'}")
    ishi.close()
    games = sum(s["games"] for s in stats.values())
    same = sum(s["score"] for s in stats.values())
    flips = sum(s["flips"] for s in stats.values())
    for size, s in sorted(stats.items()):
        print(f"{size}x{size}: {s['games']} endings, {args.rules} score unchanged by one more "
              f"pass in {s['score']} ({100.0 * s['score'] / s['games']:.1f}%), dead stones in "
              f"{s['dead']} ({100.0 * s['dead'] / s['games']:.1f}%), winner flipped "
              f"{s['flips']}")
    share = 100.0 * same / games
    print(f"all: {games} endings, score unchanged in {same} ({share:.1f}%), "
          f"winner flipped {flips}")
    return 1 if flips or share < args.min else 0


if __name__ == "__main__":
    sys.exit(main())
