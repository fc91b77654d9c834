#!/usr/bin/env python3
"""A soak: many complete games through GTP, checked after every one.

Usage: soak.py ISHI [GNUGO] [--games N] [--processes one|each|both] [--seed S]
               [--gnugo-share F] [--any-memory] [--progress N]

ishi, the engine under test (the referee), keeps every game. Its moves come
from its own random player, from a second ishi process, or from GNU Go
(level 0), whose moves the referee is told with play. Each game draws a
board size (2 to 25; 9 to 19 with GNU Go), a rule set (chinese, japanese,
korean, aga, nz, tromp-taylor), a komi and sometimes handicap stones, and
mixes in, as a user or a GUI would:

- undo, and the position must be the one before the move;
- a play on an occupied point, refused, changing nothing;
- a change of the ko rule in mid-game, which the referee may refuse;
- printsgf to a file and loadsgf back: the stones, the history, the
  captures, the side to move, the komi and the rules must be the same, and
  printsgf must then write the same record again.

After two passes, a game against another program is played out by the
referee's random player (as kgs-genmove_cleanup does), so that every game
ends with nothing left to play but eyes. Its final_score must then equal
this script's own count of the board: area (stones and territory, komi,
the handicap bonus) or territory (territory and prisoners, with AGA's pass
stones), the prisoners counted from the stones each side placed. (Under
simple ko, random players can take a ko back and forth for ever, as the
rules allow: a game still going after 4000 moves there is counted as
endless, not failed; with superko every game must end.)

--processes one plays every game in one referee process, each starts one
per game, both (the default) alternates. The report gives the games, the
commands sent, commands per second, and, in the one-process games, the
referee's resident memory at game 100 and at the end, which must not grow
by more than a quarter (--any-memory: reported only, for a sanitizer
build, which keeps freed memory). Exit status: 0 when every check passes, 1
on a failure. Without GNU Go its games are left out, unless
ISHI_REQUIRE_INTEGRATION is set (as in CI): then that is a failure.
"""

import argparse
import os
import random
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtpclient import Engine, GtpError, skipped  # noqa: E402

LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
RULE_SETS = {
    # name: (scoring, white's handicap bonus, pass stones)
    "chinese": ("area", "N", False),
    "japanese": ("territory", "0", False),
    "korean": ("territory", "0", False),
    "aga": ("area", "N-1", True),
    "nz": ("area", "0", False),
    "tromp-taylor": ("area", "0", False),
}
MOVE_CAP = 4000


class Failure(Exception):
    pass


def check(ok, message):
    if not ok:
        raise Failure(message)


def margin(score):
    """A GTP score as Black's margin: B+3.5 -> 3.5, W+2 -> -2.0, 0 -> 0.0."""
    if score == "0":
        return 0.0
    check(len(score) > 2 and score[0] in "BW" and score[1] == "+", f"score {score!r}")
    value = float(score[2:])
    return value if score[0] == "B" else -value


def point(vertex, size):
    return LETTERS.index(vertex[0].upper()), int(vertex[1:]) - 1


def count(board, size, rules, komi, handicap, prisoners, passes):
    """Black's margin on a board with no dead stone: board maps (x, y) to
    'b' or 'w'."""
    scoring, bonus, pass_stones = RULE_SETS[rules]
    stones = {"b": 0, "w": 0}
    for c in board.values():
        stones[c] += 1
    territory = {"b": 0, "w": 0}
    seen = set()
    for x in range(size):
        for y in range(size):
            if (x, y) in board or (x, y) in seen:
                continue
            region, borders, todo = 0, set(), [(x, y)]
            seen.add((x, y))
            while todo:
                px, py = todo.pop()
                region += 1
                for q in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if not (0 <= q[0] < size and 0 <= q[1] < size):
                        continue
                    if q in board:
                        borders.add(board[q])
                    elif q not in seen:
                        seen.add(q)
                        todo.append(q)
            if len(borders) == 1:
                territory[borders.pop()] += region
    if scoring == "area":
        extra = {"N": handicap, "N-1": max(handicap - 1, 0), "0": 0}[bonus] if handicap else 0
        return (stones["b"] + territory["b"]) - (stones["w"] + territory["w"]) - komi - extra
    taken = dict(prisoners)
    if pass_stones:
        taken["b"] += passes["w"]
        taken["w"] += passes["b"]
    return (territory["b"] + taken["b"]) - (territory["w"] + taken["w"]) - komi


def close(engine):
    status = engine.close()
    err = engine.stderr_text()
    check(status == 0 and not err, f"{engine.label}: status {status}, stderr {err!r}")


class Soak:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.commands = 0
        self.folder = tempfile.mkdtemp(prefix="ishi-soak-")
        self.referee = self.shared = None  # the game's, and the one for many
        self.rss = {}
        self.kinds = {"self": 0, "ishi": 0, "gnugo": 0}
        self.round_trips = self.undos = self.endless = 0

    # --- talking to the referee ---

    def send(self, engine, command):
        self.commands += 1
        return engine.send(command)

    def ok(self, engine, command):
        r = self.send(engine, command)
        check(r.ok, f"{engine.label}: '{command}' failed: {r.text}")
        return r.text

    def state(self):
        """What a round trip through SGF must keep."""
        queries = ["list_stones black", "list_stones white", "move_history",
                   "captures black", "captures white", "gogui-rules_side_to_move",
                   "get_komi", "kata-get-rules", "query_boardsize"]
        answers = self.referee.send_many(queries)
        self.commands += len(queries)
        return [a.text for a in answers]

    def board(self, size):
        stones = {}
        for colour in "bw":
            name = "black" if colour == "b" else "white"
            for v in self.ok(self.referee, f"list_stones {name}").split():
                stones[point(v, size)] = colour
        return stones

    # --- the mixed-in operations ---

    def round_trip(self):
        path = os.path.join(self.folder, "game.sgf")
        before = self.state()
        self.ok(self.referee, f"printsgf {path}")
        with open(path) as f:
            record = f.read()
        self.ok(self.referee, f"loadsgf {path}")
        after = self.state()
        check(after == before, f"loadsgf of printsgf changed the game:\n{before}\n{after}")
        self.ok(self.referee, f"printsgf {path}")
        with open(path) as f:
            check(f.read() == record, "printsgf after loadsgf wrote another record")
        self.round_trips += 1

    def refused_play(self, size):
        stones = self.board(size)
        if not stones:
            return
        x, y = self.rng.choice(sorted(stones))
        before = self.state()
        r = self.send(self.referee, f"play {self.rng.choice('bw')} {LETTERS[x]}{y + 1}")
        check(not r.ok and r.text == "illegal move", f"a play on a stone: {r}")
        check(self.state() == before, "a refused play changed the game")

    # --- one game ---

    def setup(self, engines, size, rules, komi, handicap):
        for e in engines:
            for command in (f"boardsize {size}", "clear_board", f"komi {komi}"):
                self.ok(e, command)
        for e in engines:
            if e.label != "gnugo":
                self.ok(e, f"kata-set-rules {rules}")
        if self.rng.random() < 0.2:
            self.ok(self.referee, f"set_random_seed {self.rng.randrange(1 << 32)}")
        if not handicap:
            return "b"
        stones = self.ok(self.referee, f"fixed_handicap {handicap}")
        for e in engines:
            if e is not self.referee:
                self.ok(e, f"set_free_handicap {stones}")
        return "w"

    def play_game(self, size, rules, komi, handicap, opponent):
        """Plays a game; returns the stones placed and the passes per colour,
        or None for a game that found no end under simple ko (random players
        can take kos back and forth for ever: the rules allow it)."""
        engines = [self.referee] + ([opponent] if opponent else [])
        colour = self.setup(engines, size, rules, komi, handicap)
        placed = {"b": handicap, "w": 0}
        passes = {"b": 0, "w": 0}
        history = []  # (colour, vertex), for undo
        in_a_row = 0
        cleanup = opponent is None
        for _ in range(MOVE_CAP):
            # Under AGA rules only White's pass ends the game.
            if in_a_row >= 2 and self.ok(self.referee, "gogui-rules_legal_moves") == "":
                if cleanup:
                    return placed, passes
                cleanup = True  # play out what the players left
                in_a_row = 0
            mover = opponent if (opponent and not cleanup and
                                 self.rng.random() < 0.5) else self.referee
            before = self.state() if self.rng.random() < 0.03 else None
            vertex = self.ok(mover, f"genmove {colour}").lower()
            check(vertex != "resign", f"{mover.label} resigned")
            for e in engines:
                if e is not mover and (e is self.referee or not cleanup):
                    r = self.send(e, f"play {colour} {vertex}")
                    check(r.ok, f"{e.label} refuses {colour} {vertex}: {r.text}")
            if before is not None and (cleanup or opponent is None):
                self.ok(self.referee, "undo")
                check(self.state() == before, "undo did not restore the position")
                self.undos += 1
                continue
            history.append((colour, vertex))
            if vertex == "pass":
                passes[colour] += 1
                in_a_row += 1
            else:
                placed[colour] += 1
                in_a_row = 0
            colour = "w" if colour == "b" else "b"
            roll = self.rng.random()
            if roll < 0.01:
                self.round_trip()
            elif roll < 0.02:
                self.refused_play(size)
            elif roll < 0.025 and not (opponent and opponent.label == "gnugo"):
                change = f"kata-set-rule ko {self.rng.choice(['SIMPLE', 'POSITIONAL'])}"
                if self.send(self.referee, change).ok and opponent:
                    self.ok(opponent, change)
        check('"ko":"SIMPLE"' in self.ok(self.referee, "kata-get-rules"),
              f"no end in {MOVE_CAP} moves, with a superko rule")
        self.endless += 1
        return None

    def score_check(self, size, rules, komi, handicap, placed, passes):
        stones = self.board(size)
        on_board = {"b": 0, "w": 0}
        for c in stones.values():
            on_board[c] += 1
        prisoners = {"b": placed["w"] - on_board["w"], "w": placed["b"] - on_board["b"]}
        captures = [int(self.ok(self.referee, f"captures {c}")) for c in ("black", "white")]
        check(captures == [prisoners["b"], prisoners["w"]],
              f"captures {captures}, counted {prisoners}")
        expected = count(stones, size, rules, komi, handicap, prisoners, passes)
        score = self.ok(self.referee, "final_score")
        check(margin(score) == expected, f"final_score {score}, counted {expected:+}")
        self.round_trip()  # the record with its result

    def game(self, number, fresh):
        rng = self.rng
        gnugo = self.args.gnugo and rng.random() < self.args.gnugo_share
        kind = "gnugo" if gnugo else rng.choice(["self", "self", "ishi"])
        size = rng.choice([9, 9, 9, 13]) if gnugo else rng.choice(
            [2, 3, 5, 5, 7, 7, 9, 9, 9, 9, 11, 13, 19, 25])
        rules = rng.choice(list(RULE_SETS))
        if gnugo:
            rules = "chinese"  # GNU Go's: positional superko, no suicide
        komi = rng.choice([0, 0.5, 5.5, 6.5, 7.5, -3, 12])
        handicap = rng.choice([0, 0, 0, 2, 3, 4]) if size >= 9 else 0
        if fresh or self.shared is None:
            self.referee = Engine([self.args.ishi, "--seed", str(rng.randrange(1 << 32))],
                                  "referee")
            if not fresh:
                self.shared = self.referee
        self.referee = self.referee if fresh else self.shared
        opponent = None
        if kind == "ishi":
            opponent = Engine([self.args.ishi, "--seed", str(rng.randrange(1 << 32))], "ishi")
        elif kind == "gnugo":
            opponent = Engine([self.args.gnugo, "--mode", "gtp", "--level", "0",
                               "--chinese-rules", "--positional-superko", "--never-resign",
                               "--seed", str(rng.randrange(1 << 16))], "gnugo")
        self.kinds[kind] += 1
        try:
            played = self.play_game(size, rules, komi, handicap, opponent)
            if played:
                self.score_check(size, rules, komi, handicap, *played)
        except (Failure, GtpError) as e:
            raise Failure(f"game {number} ({kind}, {size}x{size}, {rules}, komi {komi}, "
                          f"handicap {handicap}): {e}\n{self.referee.send('showboard')}")
        finally:
            if opponent and opponent.label == "gnugo":
                opponent.close()
            elif opponent:
                close(opponent)
        if fresh:
            close(self.referee)

    def resident_kb(self):
        with open(f"/proc/{self.shared.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ishi")
    parser.add_argument("gnugo", nargs="?", default="")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--processes", choices=["one", "each", "both"], default="both")
    parser.add_argument("--gnugo-share", type=float, default=0.03,
                        help="the share of games against GNU Go")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--any-memory", action="store_true",
                        help="report memory without the check (a sanitizer build keeps "
                        "freed memory in quarantine)")
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="a line every N games in the one referee process")
    args = parser.parse_args()
    if args.gnugo and not os.access(args.gnugo, os.X_OK):
        args.gnugo = ""
    if not args.gnugo and os.environ.get("ISHI_REQUIRE_INTEGRATION"):
        return skipped("GNU Go not found")
    soak = Soak(args)
    start = time.monotonic()
    one_process = 0
    try:
        for number in range(1, args.games + 1):
            fresh = args.processes == "each" or (args.processes == "both" and number % 2 == 0)
            soak.game(number, fresh)
            if not fresh:
                one_process += 1
                if one_process == 100:
                    soak.rss["100"] = soak.resident_kb()
                if args.progress and one_process % args.progress == 0:
                    print(f"game {number}: {soak.commands} commands, referee "
                          f"{soak.resident_kb()} kB after {one_process} games", flush=True)
        if soak.shared:
            soak.rss["end"] = soak.resident_kb()
            close(soak.shared)
    except Failure as e:
        print("FAILED:", e)
        return 1
    finally:
        shutil.rmtree(soak.folder, ignore_errors=True)
    seconds = time.monotonic() - start
    print(f"{args.games} games ({soak.kinds['self']} ishi alone, {soak.kinds['ishi']} "
          f"against ishi, {soak.kinds['gnugo']} against GNU Go), {soak.undos} undos, "
          f"{soak.round_trips} SGF round trips, {soak.endless} endless under simple ko; "
          f"{soak.commands} commands in {seconds:.1f} s, "
          f"{soak.commands / seconds:.0f} per second")
    if "100" in soak.rss:
        print(f"referee resident memory: {soak.rss['100']} kB at game 100, "
              f"{soak.rss['end']} kB after {one_process} games in one process")
        if soak.rss["end"] > soak.rss["100"] * 1.25 and not args.any_memory:
            print("FAILED: the referee's memory grew")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
