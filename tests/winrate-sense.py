#!/usr/bin/env python3
"""Whether the win rate analysis shows means something: over finished games,
the search's win rate for the side that went on to win, in the positions of
the last third of each game.

Usage: winrate-sense.py ISHI SGF... [--games N] [--playouts P]

For each record (its winner from RE: B+... or W+..., resignations too; a
jigo or an unknown result is skipped), every position from two thirds of
the way on is loaded (`loadsgf FILE K`) and analysed for the player to
move with `kata-analyze ... rootInfo true playouts P` (ishi's key that ends
an analysis by itself); the win rate of the most played move, turned to
the winner's view, is counted. Prints, per game and in all, the share of
positions where it is above one half, and the mean win rate for the
winner. A program that prints figures, not a test.
"""

import argparse
import re
import subprocess
import sys


def winner(record):
    m = re.search(r"RE\[([BW])\+", record)
    return m.group(1) if m else None


def moves(record):
    return len(re.findall(r";\s*[BW]\[", record))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("ishi")
    parser.add_argument("sgf", nargs="+")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--playouts", type=int, default=2000)
    options = parser.parse_args()

    games = []
    for path in options.sgf:
        with open(path, encoding="utf-8", errors="replace") as f:
            record = f.read()
        w, n = winner(record), moves(record)
        if w and n >= 6:
            games.append((path, w, n))
        if len(games) == options.games:
            break
    script, asked = [], []
    for path, w, n in games:
        for k in range(2 * n // 3, n + 1):
            script.append(f"loadsgf {path} {k}")
            script.append("gogui-rules_side_to_move")
            script.append(f"kata-analyze 100000 rootInfo true playouts {options.playouts}")
            asked.append((path, w))
    script.append("quit")
    run = subprocess.run([options.ishi, "--player", "mcts", "--threads", "1", "--seed", "1"],
                         input="\n".join(script) + "\n", capture_output=True, text=True,
                         check=True)
    answers = run.stdout.split("\n\n")
    # Each loadsgf answer is "= COLOR"; each analysis answer "=" then lines.
    analyses = [a for a in answers if a.startswith("=\n") or a == "="]
    if len(analyses) != len(asked):
        sys.exit(f"{len(analyses)} analyses for {len(asked)} positions")
    loads = [a for a in answers if a.startswith("= ") and a[2:] in ("black", "white")]
    per_game, above, total, sum_rate = {}, 0, 0, 0.0
    for (path, w), load, analysis in zip(asked, loads, analyses):
        lines = [l for l in analysis.split("\n") if l.startswith("info ")]
        if not lines:
            continue
        rate = float(re.search(r"winrate ([0-9.]+)", lines[-1]).group(1))
        to_move = "B" if load[2:] == "black" else "W"
        for_winner = rate if to_move == w else 1 - rate
        good = for_winner > 0.5
        g = per_game.setdefault(path, [0, 0])
        g[0] += good
        g[1] += 1
        above += good
        total += 1
        sum_rate += for_winner
    for path, (a, n) in per_game.items():
        print(f"{path}: {a} of {n} positions")
    mostly = sum(1 for a, n in per_game.values() if 2 * a > n)
    print(f"{len(per_game)} games, {total} positions of their last thirds: the winner's win rate "
          f"above 50% in {above} ({100 * above / max(total, 1):.1f}%), mean "
          f"{100 * sum_rate / max(total, 1):.1f}%; above 50% in most positions of "
          f"{mostly} games")


if __name__ == "__main__":
    main()
