#!/usr/bin/env python3
"""A match between two GTP engines on a clock that the controller keeps.

Usage: clock_match.py --engine1 CMD --engine2 CMD --referee CMD
                      [--games N] [--size N] [--komi K] [--time SECONDS]
                      [--seed S] [--move-cap N] [--time-left WHO]
                      [--grace SECONDS] [--verbose] [--require-no-time-loss]
                      [--ishi PATH]

gogui-twogtp neither enforces time nor sends time_left; this does, as KGS
and GoGui do. Each game is played by freshly started engines (commands split
as a shell would), engine 1 Black in odd games and White in even ones, on a
SIZE board (9) with komi K (7.5), under absolute time: both engines get
`time_settings SECONDS 0 0` (60). Each side's clock runs from the moment its
genmove is written to the moment its answer is read, by the controller's wall
clock (time.monotonic), so the round trip counts as on a server. Before each
genmove the mover is told `time_left COLOUR T 0`, T its time left in whole
seconds, rounded down; --time-left says who is told: both (the default),
1 or 2 (only that engine; the other keeps its own clock from time_settings),
or none. A side whose clock goes below zero loses on time; one that thinks
GRACE seconds (30) past its clock's end is killed, and loses on time too.
With --ishi, a word `ishi` in a command stands for PATH (which may hold
spaces). Engines that know set_random_seed get SEED + game number (1 + game), so that
every game has seeds of its own.

A referee (an ishi, say `ishi --threads 1`) is told every move. A move it
refuses loses the game for the side that chose it (illegal), as do a genmove
that fails and an engine that dies or breaks the protocol; a resignation
loses it; two passes in a row, or the move cap (4 * SIZE * SIZE moves), end
it, and the referee's final_score decides. A move that the referee accepts
but the other engine refuses (rules that differ) aborts the game with no
result. A game during which the controller itself stood still (stopped
with SIGSTOP and continued, say, as a busy machine's owner may do to
background jobs: its clock then charged the pause to the engine that was
to move) is void, reported, and played again with the same seeds.

Output: one line per game (the winner, how, the moves, each side's time used
and its longest move), then a summary: games, wins of each engine with a 95%
Wilson interval, losses on time of each, the least time any engine had left
at the end of a game, each engine's time used per game (median, range, and
the mean share of its main time). --verbose also prints every move and its
time. Exit status: 0; 1 on a game with no result, or, with
--require-no-time-loss, when engine 1 lost a game on time or by an illegal
move, or crashed.
"""

import argparse
import math
import os
import shlex
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gtpclient import Engine, GtpError  # noqa: E402

COLOURS = ("b", "w")


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of a proportion, as (low, high)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Side:
    """One engine in one game: its process, its clock and its move times."""

    def __init__(self, engine, name, colour, main_time):
        self.engine = engine
        self.name = name
        self.colour = colour
        self.left = float(main_time)
        self.times = []

    def used(self):
        return sum(self.times)

    def longest(self):
        return max(self.times, default=0.0)


class Result:
    def __init__(self, winner, how, reason=""):
        self.winner = winner  # a Side, or None for no result
        self.how = how        # score text, "resign", "time", "illegal", "error", "crash"
        self.reason = reason


class Stalls:
    """Notices when the controller itself stood still: a thread that wakes
    every TICK seconds adds up the time by which a wake-up came later than
    STALL (a process stopped with SIGSTOP and continued, a machine
    suspended). A move during which the controller stood still was timed
    by a clock that did not run for the engine as it ran for the
    controller."""
    TICK = 0.05
    STALL = 2.0

    def __init__(self):
        self.total = 0.0
        thread = threading.Thread(target=self._run, daemon=True)
        thread.start()

    def _run(self):
        last = time.monotonic()
        while True:
            time.sleep(self.TICK)
            now = time.monotonic()
            if now - last > self.STALL:
                self.total += now - last - self.TICK
            last = now


class Paused(Exception):
    """The controller stood still during a move: the game is void."""


def timed_genmove(side, grace, stalls):
    """Asks the side for a move and charges its clock; returns the answer
    (a Response), or None when the engine died or broke the protocol. An
    engine still thinking `grace` seconds after its clock ran out is killed.
    Raises Paused when the controller stood still meanwhile."""
    e = side.engine
    watchdog = threading.Timer(max(0.0, side.left) + grace, e.proc.kill)
    stalled = stalls.total
    start = time.monotonic()
    written = e.write([f"genmove {side.colour}"])
    watchdog.start()
    try:
        answer = e.read(written)[0]
    except GtpError:
        answer = None
    finally:
        elapsed = time.monotonic() - start
        watchdog.cancel()
    # The stall shows once the thread wakes again, after at most a tick.
    time.sleep(2 * Stalls.TICK if elapsed > Stalls.STALL else 0)
    if stalls.total > stalled:
        raise Paused(f"the controller stood still {stalls.total - stalled:.1f}s during "
                     f"{side.name}'s move {len(side.times) + 1} ({elapsed:.1f}s)")
    side.times.append(elapsed)
    side.left -= elapsed
    return answer


def play_game(sides, referee, args, tell, log, stalls):
    """Plays one game between sides[0] (Black) and sides[1] (White);
    returns a Result."""
    passes = 0
    cap = args.move_cap or 4 * args.size * args.size
    moves = 0
    while True:
        side = sides[moves % 2]
        other = sides[1 - moves % 2]
        if moves >= cap:
            return Result(None, "cap")
        try:
            if tell[side.name]:
                # Whole seconds, rounded down: what a clock shows.
                side.engine.ok(f"time_left {side.colour} {max(0, math.floor(side.left))} 0")
        except GtpError as err:
            return Result(other, "crash", str(err))
        answer = timed_genmove(side, args.grace, stalls)
        log(f"  {moves + 1} {side.colour} {answer.text if answer else '-'} "
            f"{side.times[-1]:.3f}s left {side.left:.3f}s")
        if side.left < 0:
            return Result(other, "time", f"{side.name} at move {moves + 1}, "
                                         f"{-side.left:.3f}s over")
        if answer is None:
            return Result(other, "crash", f"{side.name}: {side.engine.stderr_text()[-300:]!r}")
        if not answer.ok:
            return Result(other, "illegal", f"{side.name}: genmove failed: {answer.text}")
        vertex = answer.text.lower()
        moves += 1
        if vertex == "resign":
            return Result(other, "resign")
        r = referee.send(f"play {side.colour} {vertex}")
        if not r.ok:
            return Result(other, "illegal", f"{side.name} played {vertex} at move {moves}: "
                                            f"{r.text}")
        try:
            r = other.engine.send(f"play {side.colour} {vertex}")
        except GtpError as err:
            return Result(side, "crash", str(err))
        if not r.ok:
            return Result(None, "error", f"{other.name} refuses {side.colour} {vertex} at move "
                                         f"{moves}, which the referee accepts: {r.text}")
        passes = passes + 1 if vertex == "pass" else 0
        if passes == 2:
            return Result(None, "score")


def argv_of(command, args):
    """A command's words, `ishi` standing for --ishi when given."""
    words = shlex.split(command)
    return [args.ishi if args.ishi and w == "ishi" else w for w in words]


def start(command, label, args, seed):
    e = Engine(argv_of(command, args), label)
    e.ok(f"boardsize {args.size}")
    e.ok("clear_board")
    e.ok(f"komi {args.komi}")
    e.ok(f"time_settings {args.time} 0 0")
    if e.send("known_command set_random_seed").text == "true":
        e.ok(f"set_random_seed {seed}")
    return e


def engine_names(args):
    """Labels for the two engines: their GTP names, told apart if equal."""
    names = []
    for command in (args.engine1, args.engine2):
        e = Engine(argv_of(command, args))
        names.append(e.ok("name").replace(" ", "_") or "engine")
        e.close()
    if names[0] == names[1]:
        names = [names[0] + "-1", names[1] + "-2"]
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--engine1", required=True)
    parser.add_argument("--engine2", required=True)
    parser.add_argument("--referee", required=True)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--komi", type=float, default=7.5)
    parser.add_argument("--time", type=int, default=60, help="absolute seconds per side")
    parser.add_argument("--seed", type=int, default=1, help="seed of game 1")
    parser.add_argument("--move-cap", type=int, default=0, help="0: 4 * size * size")
    parser.add_argument("--time-left", choices=("both", "1", "2", "none"), default="both")
    parser.add_argument("--grace", type=float, default=30.0)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--require-no-time-loss", action="store_true")
    parser.add_argument("--ishi", help="the program a word `ishi` in a command stands for")
    args = parser.parse_args()

    names = engine_names(args)
    tell = {names[0]: args.time_left in ("both", "1"), names[1]: args.time_left in ("both", "2")}
    commands = {names[0]: args.engine1, names[1]: args.engine2}
    log = (lambda s: print(s, flush=True)) if args.verbose else (lambda s: None)
    wins = {n: 0 for n in names}
    on_time = {n: 0 for n in names}
    lost_badly = {n: 0 for n in names}  # illegal moves and crashes
    used = {n: [] for n in names}
    least_left = {n: math.inf for n in names}
    decided = 0
    unresolved = 0
    voided = 0
    stalls = Stalls()
    print(f"{args.games} games, {args.size}x{args.size}, komi {args.komi}, {args.time}s "
          f"absolute per side, time_left to {args.time_left}; "
          f"1: {names[0]} = {args.engine1}; 2: {names[1]} = {args.engine2}", flush=True)
    for game in range(args.games):
        seed = args.seed + game
        order = names if game % 2 == 0 else names[::-1]
        while True:
            engines = [start(commands[n], n, args, seed) for n in order]
            referee = start(args.referee, "referee", args, seed)
            sides = [Side(e, n, c, args.time) for e, n, c in zip(engines, order, COLOURS)]
            try:
                result = play_game(sides, referee, args, tell, log, stalls)
                break
            except Paused as why:
                print(f"game {game + 1}: void, played again: {why}", flush=True)
                voided += 1
                for e in engines + [referee]:
                    e.close()
        moves = sum(len(s.times) for s in sides)
        how = result.how
        if how in ("score", "cap"):
            score = referee.send("final_score")
            if score.ok and score.text[:2] in ("B+", "W+"):
                result.winner = sides[0] if score.text[0] == "B" else sides[1]
                how = score.text + (" (move cap)" if result.how == "cap" else "")
            else:
                result = Result(None, "error", f"final_score: {score.text}")
                how = "error"
        for e in engines + [referee]:
            e.close()
        if result.winner:
            decided += 1
            wins[result.winner.name] += 1
            loser = sides[1] if result.winner is sides[0] else sides[0]
            if how == "time":
                on_time[loser.name] += 1
            if how in ("illegal", "crash"):
                lost_badly[loser.name] += 1
        else:
            unresolved += 1
        for s in sides:
            used[s.name].append(s.used())
            least_left[s.name] = min(least_left[s.name], s.left)
        winner = f"{result.winner.name} ({result.winner.colour.upper()})" if result.winner \
            else "none"
        clocks = ", ".join(f"{s.name} ({s.colour.upper()}) used {s.used():.1f}s, "
                           f"longest {s.longest():.2f}s" for s in sides)
        print(f"game {game + 1}: winner {winner} by {how}"
              f"{': ' + result.reason if result.reason else ''}; {moves} moves; {clocks}",
              flush=True)

    print(f"games {args.games}, decided {decided}, no result {unresolved}, "
          f"void and played again {voided}")
    for n in names:
        low, high = wilson(wins[n], decided)
        times = used[n]
        print(f"{n}: wins {wins[n]} ({100 * wins[n] / max(1, decided):.1f}%, "
              f"95% {100 * low:.1f}-{100 * high:.1f}%), losses on time {on_time[n]}, "
              f"illegal or crashed {lost_badly[n]}, least time left {least_left[n]:.2f}s, "
              f"time used per game median {statistics.median(times):.1f}s "
              f"(range {min(times):.1f}-{max(times):.1f}s, "
              f"mean {100 * statistics.mean(times) / args.time:.0f}% of {args.time}s)")
    print(f"least time left at the end of any game: {min(least_left.values()):.2f}s")
    if unresolved:
        return 1
    if args.require_no_time_loss and (on_time[names[0]] or lost_badly[names[0]]):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
