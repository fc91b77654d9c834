#!/usr/bin/env python3
"""GNU Go judges ishi's rules: legality on many random positions.

Usage: gnugo_rules.py ISHI GNUGO [--seed S] [--scale X]

Random move sequences are sent with play to GNU Go 3.8 and to ishi under
the same rules, on every board size from 2x2 to 19x19. Small boards are
favoured, since that is where captures, kos, superkos and suicide attempts
come thick and fast. At each position both programs answer is_legal for
every point and both colours (up to 5x5 at every position, up to 9x9 at
every 4th, above at every 16th),
and must agree on every answer; each play must be accepted by both or
refused by both. A play is mostly a legal move, sometimes a pass, and
sometimes on purpose an empty point that is illegal (a suicide or a ko) or
an occupied one, and the colour to play sometimes repeats (GTP allows
that). Every few moves the stones and prisoner counts are compared too.

Rules checked (GNU Go options = ishi options):
- --chinese-rules --positional-superko = the defaults (positional superko,
  suicide forbidden), colours free;
- --situational-superko = --ko situational, colours alternating;
- --simple-ko --allow-suicide = --ko simple --suicide allow, colours
  alternating.

GNU Go quirks that shape this test (GNU Go 3.8):
- it keeps only about 500 moves of history, and forgets older positions for
  superko: sequences here stop at 400 moves, then the board is cleared;
- it never applies superko to a suicide, so positional superko is not
  checked together with suicide allowed;
- it forbids retaking a ko at once whoever moved in between, where ishi's
  situational superko compares positions with the same player to move and
  its simple ko compares with the position before the last move. The two
  differ only when one colour plays twice in a row, so the situational and
  simple-ko checks let the colours alternate;
- it counts a suicided chain as the opponent's prisoners, as ishi does.

Exit status: 0 when the programs agree everywhere, 1 on the first
disagreement (with the moves that led to it), 77 (skip) without GNU Go.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtpclient import Engine, send_each, skipped  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRST"
MAX_MOVES = 400  # below GNU Go's history limit

VARIANTS = [
    # name, GNU Go options, ishi options, colours alternate, (size, games)...
    ("positional superko", ["--positional-superko"], [], False,
     [(2, 10), (3, 10), (4, 6), (5, 5), (6, 3), (7, 2), (8, 2), (9, 2)]
     + [(size, 1) for size in range(10, 20)]),
    ("situational superko", ["--situational-superko"], ["--ko", "situational"], True,
     [(2, 6), (3, 6), (4, 4), (5, 3), (6, 1), (7, 1), (9, 1), (13, 1)]),
    ("simple ko, suicide allowed", ["--simple-ko", "--allow-suicide"],
     ["--ko", "simple", "--suicide", "allow"], True,
     [(2, 6), (3, 6), (4, 4), (5, 3), (6, 1), (7, 1), (9, 1), (13, 1)]),
]


class Failure(Exception):
    pass


class Sequence:
    """One random game sent to both programs, checked at every step."""

    def __init__(self, gnugo, ishi, simple, size, rng, alternate, counts):
        self.engines = (gnugo, ishi)
        self.simple = simple
        self.size = size
        self.rng = rng
        self.alternate = alternate
        self.counts = counts
        self.points = [f"{LETTERS[x]}{y}" for y in range(1, size + 1) for x in range(size)]
        self.moves = []
        for e in self.engines + ((simple,) if simple else ()):
            e.ok(f"boardsize {size}")
            e.ok("clear_board")

    def history(self):
        return " ".join(self.moves) or "(none)"

    def check_legality(self, colours, empty):
        for colour in colours:
            commands = [f"is_legal {colour} {p}" for p in self.points]
            answers = send_each(self.engines, [commands, commands + [f"all_legal {colour}"]])
            if not all(r.ok for a in answers for r in a):
                raise Failure("is_legal failed")
            listed = set(answers[1].pop().text.split())
            legal_simple = None
            if self.simple:
                legal_simple = set(self.simple.ok(f"all_legal {colour}").split())
            for p, g, i in zip(self.points, answers[0], answers[1]):
                self.counts["points"] += 1
                if g.text != i.text:
                    raise Failure(f"{self.size}x{self.size}, after {self.history()}: "
                                  f"is_legal {colour} {p}: GNU Go {g.text}, ishi {i.text}")
                if i.text == "0" and p in empty:
                    self.counts["empty but illegal"] += 1
                    if legal_simple is not None and p in legal_simple:
                        self.counts["superko only"] += 1
            # ishi's all_legal says the same as its is_legal.
            if listed != {p for p, i in zip(self.points, answers[1]) if i.text == "1"}:
                raise Failure(f"ishi all_legal {colour} differs from is_legal "
                              f"after {self.history()}")
        self.counts["positions"] += 1

    def empty_points(self):
        stones = " ".join(self.engines[1].send_many(["list_stones black", "list_stones white"])
                          [k].text for k in (0, 1)).split()
        return set(self.points) - set(stones)

    def compare_boards(self):
        commands = ["list_stones black", "list_stones white", "captures black", "captures white"]
        gnugo, ishi = send_each(self.engines, [commands, commands])
        if [sorted(r.text.split()) for r in gnugo] != [sorted(r.text.split()) for r in ishi]:
            raise Failure(f"boards differ after {self.history()}")

    def choose(self, colour, empty):
        ishi = self.engines[1]
        legal = ishi.ok(f"all_legal {colour}").split()
        roll = self.rng.random()
        if roll < 0.12:
            illegal = sorted(empty - set(legal))
            if illegal:
                return self.rng.choice(illegal)
        if roll < 0.17:
            return self.rng.choice(self.points)
        if roll < 0.25 or not legal:
            return "pass"
        return self.rng.choice(legal)

    def run(self, check_every):
        colour = "b"
        for step in range(MAX_MOVES):
            empty = self.empty_points()
            if step % check_every == 0:
                # With alternating colours, only the colour to move: asking
                # the other would be asking about one colour moving twice.
                self.check_legality((colour,) if self.alternate else ("b", "w"), empty)
            if step % 10 == 0:
                self.compare_boards()
            if not self.alternate and self.rng.random() < 0.1:
                colour = self.rng.choice("bw")
            vertex = self.choose(colour, empty)
            command = f"play {colour} {vertex}"
            answers = [a[0] for a in send_each(self.engines, [[command], [command]])]
            if answers[0].ok != answers[1].ok:
                raise Failure(f"{self.size}x{self.size}, after {self.history()}: '{command}': "
                              f"GNU Go {answers[0]!r}, ishi {answers[1]!r}")
            self.counts["plays"] += 1
            if not answers[1].ok:
                self.counts["plays refused by both"] += 1
                continue
            if self.simple:
                self.simple.ok(command)
            self.moves.append(f"{colour.upper()}{vertex}")
            colour = "w" if colour == "b" else "b"
        self.compare_boards()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("gnugo", nargs="?", default="")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--scale", type=float, default=1.0, help="more or fewer games")
    args = parser.parse_args()
    if not args.gnugo or not os.access(args.gnugo, os.X_OK):
        return skipped("GNU Go not found")

    rng = random.Random(args.seed)
    total = {}
    for name, gnugo_options, ishi_options, alternate, plan in VARIANTS:
        gnugo = Engine([args.gnugo, "--mode", "gtp", "--level", "0", "--chinese-rules"]
                       + gnugo_options, "gnugo")
        ishi = Engine([args.ishi, "--seed", "1"] + ishi_options, "ishi")
        # Under positional superko, a shadow ishi with simple ko tells which
        # refusals are the superko rule's own.
        simple = Engine([args.ishi, "--ko", "simple"], "ishi-simple") if not ishi_options else None
        counts = dict.fromkeys(["positions", "points", "empty but illegal", "superko only",
                                "plays", "plays refused by both"], 0)
        try:
            for size, games in plan:
                for _ in range(max(1, round(games * args.scale))):
                    Sequence(gnugo, ishi, simple, size, rng, alternate, counts).run(
                        1 if size <= 5 else 4 if size <= 9 else 16)
        except Failure as f:
            print(f"FAILED ({name}): {f}")
            return 1
        for e in (gnugo, ishi) + ((simple,) if simple else ()):
            e.close()
        if ishi.stderr_text():
            print(f"FAILED: ishi wrote to stderr: {ishi.stderr_text()!r}")
            return 1
        summary = ", ".join(f"{v} {k}" for k, v in counts.items()
                            if v or k != "superko only")
        print(f"{name}: {summary}")
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
    print("all agree: " + ", ".join(f"{v} {k}" for k, v in total.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
