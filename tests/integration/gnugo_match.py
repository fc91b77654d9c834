#!/usr/bin/env python3
"""ishi against GNU Go, with a third ishi as referee.

Usage: gnugo_match.py ISHI GNUGO [--games N] [--seed S]

Plays 9x9 games between ishi's random player and GNU Go 3.8 (level 0 for
speed, Chinese rules, positional superko, komi set explicitly on all three
programs), even games with each colour and games where ishi takes nine
handicap stones, so that both sides keep stones on the board. The referee
is told every move. Checked:

- every game ends, by two passes in a row, before a move cap;
- every move is legal for the program that did not choose it and for the
  referee (each accepts it with play), and nobody resigns;
- the referee and the ishi player agree on final_score;
- when the game was played out, ishi's final_score agrees with GNU Go's.

"Played out" means: the game ended by two passes, and GNU Go lists no dead
stone (final_status_list dead is empty). GNU Go runs with
--capture-all-dead, so it captures every stone it thinks dead before it
passes, and ishi's random player passes only when every empty point is one
of its own eyes or illegal for it; after that, ishi's judge (which finds
nothing dead on a played-out board) and GNU Go count the same board, and the
two scores must be equal.

Then ishi plays itself, with GNU Go following as a scorer, on 9x9 and 7x7:
random games end with many small groups and sekis, a harder test of the
two area counts.

GNU Go quirks met (GNU Go 3.8):
- its Chinese rules give White one point per handicap stone placed with
  fixed_handicap, as ishi's Chinese rules (its default) do;
- its final_score is cached per position: a komi changed afterwards is not
  seen until the position changes, so komi is set before the first move;
- its default komi is 0 (and its board sizes stop at 19).
Exit status: 0 when all checks pass, 1 on a failure, 77 (skip) without GNU Go.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtpclient import Engine, GtpError, skipped  # noqa: E402

MOVE_CAP = 600


def margin(score):
    """A GTP score as Black's margin: B+3.5 -> 3.5, W+2 -> -2.0, 0 -> 0.0."""
    if score == "0":
        return 0.0
    if len(score) > 2 and score[0] in "BW" and score[1] == "+":
        value = float(score[2:])
        return value if score[0] == "B" else -value
    raise GtpError(f"malformed score {score!r}")


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def gnugo_argv(path, seed):
    return [path, "--mode", "gtp", "--level", "0", "--chinese-rules",
            "--positional-superko", "--capture-all-dead", "--never-resign",
            "--seed", str(seed)]


def play_game(black, white, observers, size, komi, handicap):
    """Plays a game to its end; returns (moves, ended by passes)."""
    everyone = [black, white] + observers
    for e in everyone:
        e.ok(f"boardsize {size}")
        e.ok("clear_board")
        e.ok(f"komi {komi}")
    colour = "b"
    if handicap:
        # The first observer places the stones; the others are told where.
        stones = observers[0].ok(f"fixed_handicap {handicap}")
        for e in everyone:
            if e is not observers[0]:
                e.ok(f"set_free_handicap {stones}")
        colour = "w"
    players = {"b": black, "w": white}
    passes = moves = 0
    while passes < 2 and moves < MOVE_CAP:
        mover = players[colour]
        vertex = mover.ok(f"genmove {colour}").lower()
        if vertex == "resign":
            fail(f"{mover.label} resigned at move {moves + 1}")
        for e in everyone:
            if e is mover:
                continue
            r = e.send(f"play {colour} {vertex}")
            if not r.ok:
                fail(f"{mover.label} played {colour} {vertex} at move {moves + 1}, "
                     f"which {e.label} refuses: {r.text}")
        passes = passes + 1 if vertex == "pass" else 0
        moves += 1
        colour = "w" if colour == "b" else "b"
    return moves, passes == 2


def scores(ishi_engines, gnugo):
    """The ishi scores (which must all agree), GNU Go's, and whether the
    board was played out."""
    ishi_scores = {e.label: e.ok("final_score") for e in ishi_engines}
    if len(set(ishi_scores.values())) != 1:
        fail(f"the ishi programs disagree: {ishi_scores}")
    ishi_score = next(iter(ishi_scores.values()))
    gnugo_score = gnugo.ok("final_score")
    dead = gnugo.ok("final_status_list dead").split()
    return ishi_score, gnugo_score, not dead, margin(gnugo_score) == margin(ishi_score)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("gnugo", nargs="?", default="")
    parser.add_argument("--games", type=int, default=6, help="ishi-GNU Go games")
    parser.add_argument("--selfplay", type=int, default=30, help="ishi-ishi games")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not args.gnugo or not os.access(args.gnugo, os.X_OK):
        return skipped("GNU Go not found")

    played_out = agreed = 0
    # ishi against GNU Go: even games each way (komi 7.5), and ishi with
    # nine stones (komi 0.5).
    for game in range(args.games):
        seed = args.seed + game
        kind = game % 3
        ishi = Engine([args.ishi, "--seed", str(seed)], "ishi")
        gnugo = Engine(gnugo_argv(args.gnugo, seed), "gnugo")
        referee = Engine([args.ishi, "--seed", "0"], "referee")
        handicap = 9 if kind == 2 else 0
        black, white = (gnugo, ishi) if kind == 1 else (ishi, gnugo)
        moves, ended = play_game(black, white, [referee], 9, 0.5 if handicap else 7.5,
                                 handicap)
        if not ended:
            fail(f"game {game + 1} did not end in {MOVE_CAP} moves")
        ishi_score, gnugo_score, out, agree = scores([ishi, referee], gnugo)
        played_out += out
        agreed += out and agree
        print(f"game {game + 1}: ishi {'black' if black is ishi else 'white'}"
              f"{', 9 handicap' if handicap else ''}: {moves} moves, ishi {ishi_score}, "
              f"GNU Go {gnugo_score}{'' if out else ' (not played out)'}")
        if out and not agree:
            print(referee.ok("showboard"))
            fail(f"game {game + 1}: played out, but scores differ")
        for e in (ishi, gnugo, referee):
            if e.close() != 0:
                fail(f"{e.label} exited badly; stderr: {e.stderr_text()!r}")
        for e in (ishi, referee):
            if e.stderr_text():
                fail(f"{e.label} wrote to stderr: {e.stderr_text()!r}")

    # ishi against itself, GNU Go scoring.
    ishi = Engine([args.ishi, "--seed", str(args.seed)], "ishi")
    gnugo = Engine(gnugo_argv(args.gnugo, args.seed), "gnugo")
    self_out = self_agreed = 0
    for game in range(args.selfplay):
        size = 9 if game % 2 == 0 else 7
        moves, ended = play_game(ishi, ishi, [gnugo], size, 7.5, 0)
        if not ended:
            fail(f"self-play game {game + 1} did not end in {MOVE_CAP} moves")
        ishi_score, gnugo_score, out, agree = scores([ishi], gnugo)
        self_out += out
        self_agreed += out and agree
        if out and not agree:
            print(ishi.ok("showboard"))
            fail(f"self-play game {game + 1}: ishi {ishi_score}, GNU Go {gnugo_score}")
    ishi.close()
    gnugo.close()

    print(f"ishi-GNU Go: {args.games} games, {played_out} played out, {agreed} scores agree; "
          f"ishi-ishi: {args.selfplay} games, {self_out} played out, {self_agreed} agree")
    if played_out < args.games // 2 or self_out < args.selfplay // 2:
        fail("too few games were played out to compare scores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
