#!/usr/bin/env python3
"""Build a corpus of finished Go games that end with dead stones on the board,
together with GNU Go's reference judgements of the final positions.

Python 3 standard library only.  GNU Go (3.8) must be installed.

Stages (run them in this order; each one is resumable and appends to its
output one JSON object per line, flushed after every game, so a crash or an
interruption loses at most the game in progress):

  play     GNU Go plays itself under Japanese rules, one process per colour,
           each with an independently drawn --level, after 0-6 random opening
           moves (never on the first line).  Games end with two consecutive
           passes, which under Japanese rules normally leaves dead stones on
           the board.  Games where a side resigns, or that reach 3*N*N moves,
           are recorded as discarded and not used.
           -> WORKDIR/games-N.jsonl

  judge    Each kept game is replayed into a fresh GNU Go at its default level
           (no --level) with --chinese-rules, which gives final_score,
           final_status_list dead / seki, the captures and the final stones;
           then into another fresh process with --japanese-rules for the
           Japanese final_score.
           -> WORKDIR/judged-N.jsonl

  assemble Concatenate the judged records of all sizes (ordered by size, then
           game number) into the final corpus file.
           -> OUT (default: gnugo-endings.jsonl beside this script)

  all      play + judge for every requested size, then assemble.

Everything is reproducible from --seed: every game draws its levels, GNU Go
seeds and opening moves from its own random.Random seeded with
"<seed>:<size>:<game number>", so resuming or re-running gives the same games.
The judging processes also get a fixed --seed (--judge-seed), because GNU Go
otherwise seeds itself from the clock.

Run the whole script under `nice`/`taskset` if the machine is shared: the GNU Go
child processes inherit both.

Example:
  nice -n 10 taskset -c 0 python3 make_corpus.py all --sizes 9 --count 9=300
"""

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"  # GTP columns skip the letter I
KOMI = 6.5

# Defaults per board size: number of kept games and the range of levels that
# Black's and White's levels are drawn from (independently, inclusive).
DEFAULT_COUNT = {9: 300, 13: 40, 19: 40}
DEFAULT_LEVELS = {9: (0, 10), 13: (0, 8), 19: (0, 6)}


# --------------------------------------------------------------------------
# GTP plumbing


class GtpError(Exception):
    """A GTP command answered with '?' (failure)."""


class Gtp:
    """A GTP engine running as a child process."""

    def __init__(self, argv):
        self.argv = argv
        self.proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )

    def send(self, command):
        """Send one command; return the text of a success response.

        A GTP response is '=' or '?' followed by text, possibly spread over
        several lines, and is terminated by an empty line."""
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError("engine %r died on %r" % (self.argv, command))
            line = line.rstrip("\r\n")
            if line == "" and lines:
                break
            if line == "" and not lines:
                continue  # stray blank line before a response
            lines.append(line)
        head, rest = lines[0], lines[1:]
        status, text = head[0], head[1:].strip()
        body = "\n".join([text] + rest).strip()
        if status == "?":
            raise GtpError("%s -> %s" % (command, body))
        if status != "=":
            raise RuntimeError("bad GTP response to %r: %r" % (command, lines))
        return body

    def close(self):
        try:
            self.send("quit")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def vertex_key(vertex):
    """Sort key for a GTP vertex: by column, then by row number."""
    return (COLUMNS.index(vertex[0].upper()), int(vertex[1:]))


def vertex_list(text):
    """Flatten a GTP vertex-list response (GNU Go prints one chain per line,
    vertices separated by spaces) into a sorted list of upper-case vertices."""
    return sorted((v.upper() for v in text.split()), key=vertex_key)


def new_board(gtp, size):
    gtp.send("boardsize %d" % size)
    gtp.send("clear_board")
    gtp.send("komi %s" % KOMI)


# --------------------------------------------------------------------------
# JSONL helpers


def read_jsonl(path):
    records = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    try:
                        records.append(json.loads(line))
                    except json.JSONDecodeError:
                        # A line cut short by a crash: ignore it (the game is
                        # simply replayed on resume).
                        pass
    return records


def append_jsonl(path, record):
    # If a crash left a partial last line, start a fresh line so that the
    # new record is not glued onto it.
    prefix = ""
    if os.path.exists(path) and os.path.getsize(path) > 0:
        with open(path, "rb") as f:
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                prefix = "\n"
    with open(path, "a") as f:
        f.write(prefix + json.dumps(record) + "\n")
        f.flush()
        os.fsync(f.fileno())


class Log:
    """Progress log, appended to a file and echoed to stderr."""

    def __init__(self, path):
        self.path = path

    def __call__(self, message):
        line = "%s %s" % (time.strftime("%Y-%m-%d %H:%M:%S"), message)
        print(line, file=sys.stderr, flush=True)
        with open(self.path, "a") as f:
            f.write(line + "\n")


# --------------------------------------------------------------------------
# Stage 1: self-play


def game_id(size, index):
    return "%dx%d-%04d" % (size, size, index)


def play_game(args, size, index, levels):
    """Play one self-play game; return its record (possibly a discarded one)."""
    opening_seed = "%s:%d:%d" % (args.seed, size, index)
    rng = random.Random(opening_seed)
    black_level = rng.randint(*levels)
    white_level = rng.randint(*levels)
    black_seed = rng.randrange(1, 2**31)
    white_seed = rng.randrange(1, 2**31)
    n_opening = rng.randint(0, args.max_opening)

    def engine(level, seed):
        return Gtp([args.gnugo, "--mode", "gtp", "--japanese-rules",
                    "--level", str(level), "--komi", str(KOMI),
                    "--boardsize", str(size), "--seed", str(seed)])

    engines = {"B": engine(black_level, black_seed),
               "W": engine(white_level, white_seed)}
    record = {
        "id": game_id(size, index), "size": size, "komi": KOMI,
        "black_level": black_level, "white_level": white_level,
        "opening_seed": opening_seed,
        "black_seed": black_seed, "white_seed": white_seed,
        "opening_moves": 0, "moves": [],
    }
    moves = record["moves"]
    start = time.monotonic()
    try:
        for gtp in engines.values():
            new_board(gtp, size)

        # Random opening: legal moves off the first line, alternating from
        # Black.  Candidates are drawn from the empty points (as tracked
        # here; an opening this short captures nothing in practice), and a
        # move the engine rejects is simply redrawn.
        occupied = set()
        inner = ["%s%d" % (COLUMNS[c], r)
                 for c in range(1, size - 1) for r in range(2, size)]
        colour = "B"
        for _ in range(n_opening):
            while True:
                vertex = rng.choice([v for v in inner if v not in occupied])
                try:
                    engines["B"].send("play %s %s" % (colour, vertex))
                except GtpError:
                    occupied.add(vertex)  # illegal here; never draw it again
                    continue
                engines["W"].send("play %s %s" % (colour, vertex))
                break
            occupied.add(vertex)
            moves.append("%s %s" % (colour, vertex))
            colour = "W" if colour == "B" else "B"
        record["opening_moves"] = len(moves)

        # Self-play until two consecutive passes.
        passes = 0
        cap = 3 * size * size
        while passes < 2:
            if len(moves) >= cap:
                record["discarded"] = "move cap %d reached" % cap
                break
            other = "W" if colour == "B" else "B"
            vertex = engines[colour].send("genmove %s" % colour).upper()
            if vertex == "RESIGN":
                record["discarded"] = "%s resigned" % colour
                break
            engines[other].send("play %s %s" % (colour, vertex))
            moves.append("%s %s" % (colour, vertex.lower() if vertex == "PASS" else vertex))
            passes = passes + 1 if vertex == "PASS" else 0
            colour = other
    finally:
        for gtp in engines.values():
            gtp.close()
    record["play_seconds"] = round(time.monotonic() - start, 3)
    return record


def stage_play(args, size):
    path = os.path.join(args.workdir, "games-%d.jsonl" % size)
    log = Log(os.path.join(args.workdir, "progress.log"))
    levels = args.levels.get(size, DEFAULT_LEVELS.get(size, (0, 10)))
    count = args.count.get(size, DEFAULT_COUNT.get(size, 40))
    done = read_jsonl(path)
    kept = sum(1 for r in done if "discarded" not in r)
    index = max((int(r["id"].split("-")[1]) for r in done), default=-1) + 1
    log("play %dx%d: %d kept so far, target %d, levels %d..%d"
        % (size, size, kept, count, levels[0], levels[1]))
    budget_end = (time.monotonic() + args.budget_minutes * 60
                  if args.budget_minutes else None)
    while kept < count:
        if budget_end and time.monotonic() > budget_end:
            log("play %dx%d: time budget reached with %d games" % (size, size, kept))
            break
        record = play_game(args, size, index, levels)
        append_jsonl(path, record)
        if "discarded" not in record:
            kept += 1
        log("play %s B%d W%d %d moves %.1fs %s"
            % (record["id"], record["black_level"], record["white_level"],
               len(record["moves"]), record["play_seconds"],
               "DISCARDED: " + record["discarded"] if "discarded" in record
               else "kept %d/%d" % (kept, count)))
        index += 1


# --------------------------------------------------------------------------
# Stage 2: reference judgements


def replay(args, rules, record):
    """A fresh default-level GNU Go with the game replayed into it."""
    size = record["size"]
    gtp = Gtp([args.gnugo, "--mode", "gtp", "--%s-rules" % rules,
               "--komi", str(KOMI), "--boardsize", str(size),
               "--seed", str(args.judge_seed)])
    new_board(gtp, size)
    for move in record["moves"]:
        gtp.send("play %s" % move)
    return gtp


def judge_game(args, game):
    record = {k: game[k] for k in (
        "id", "size", "komi", "black_level", "white_level", "opening_seed",
        "black_seed", "white_seed", "opening_moves", "moves")}

    gtp = replay(args, "chinese", game)
    try:
        start = time.monotonic()
        record["chinese_score"] = gtp.send("final_score")
        dead = gtp.send("final_status_list dead")
        record["gnugo_seconds"] = round(time.monotonic() - start, 3)
        record["dead"] = vertex_list(dead)
        record["seki"] = vertex_list(gtp.send("final_status_list seki"))
        # `captures COLOR` is the number of stones captured BY that colour.
        record["captures_black"] = int(gtp.send("captures black"))
        record["captures_white"] = int(gtp.send("captures white"))
        record["black_stones"] = vertex_list(gtp.send("list_stones black"))
        record["white_stones"] = vertex_list(gtp.send("list_stones white"))
    finally:
        gtp.close()

    gtp = replay(args, "japanese", game)
    try:
        start = time.monotonic()
        record["japanese_score"] = gtp.send("final_score")
        record["japanese_seconds"] = round(time.monotonic() - start, 3)
    finally:
        gtp.close()
    return record


def stage_judge(args, size):
    games_path = os.path.join(args.workdir, "games-%d.jsonl" % size)
    path = os.path.join(args.workdir, "judged-%d.jsonl" % size)
    log = Log(os.path.join(args.workdir, "progress.log"))
    judged = {r["id"] for r in read_jsonl(path)}
    games = [g for g in read_jsonl(games_path)
             if "discarded" not in g and g["id"] not in judged]
    log("judge %dx%d: %d done, %d to go" % (size, size, len(judged), len(games)))
    for game in games:
        record = judge_game(args, game)
        append_jsonl(path, record)
        log("judge %s chinese %s japanese %s dead %d seki %d %.2fs"
            % (record["id"], record["chinese_score"], record["japanese_score"],
               len(record["dead"]), len(record["seki"]), record["gnugo_seconds"]))


# --------------------------------------------------------------------------
# Stage 3: the final file


def stage_assemble(args):
    # Every size judged so far in the work directory, whatever --sizes says.
    sizes = sorted(int(name[len("judged-"):-len(".jsonl")])
                   for name in os.listdir(args.workdir)
                   if name.startswith("judged-") and name.endswith(".jsonl"))
    records = []
    for size in sizes:
        judged = read_jsonl(os.path.join(args.workdir, "judged-%d.jsonl" % size))
        # In game-number order, one record per id (a resumed run could in
        # principle have written one twice).
        by_id = {r["id"]: r for r in judged}
        records.extend(by_id[k] for k in sorted(by_id))
    with open(args.out, "w") as f:
        for r in records:
            f.write(json.dumps(r) + "\n")
    print("wrote %d records to %s" % (len(records), args.out), file=sys.stderr)


# --------------------------------------------------------------------------


def parse_size_map(text, convert):
    """Parse '9=300,13=40' into {9: 300, 13: 40} (values through convert)."""
    result = {}
    if text:
        for item in text.split(","):
            key, value = item.split("=")
            result[int(key)] = convert(value)
    return result


def parse_range(text):
    lo, hi = text.split("-")
    return (int(lo), int(hi))


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("stage", choices=["play", "judge", "assemble", "all"])
    parser.add_argument("--sizes", default="9,13,19",
                        help="comma-separated board sizes (default 9,13,19)")
    parser.add_argument("--count", default="",
                        help="kept games per size, e.g. 9=300,13=40,19=40 "
                             "(defaults: %s)" % DEFAULT_COUNT)
    parser.add_argument("--levels", default="",
                        help="level ranges per size, e.g. 9=0-10,19=0-6 "
                             "(defaults: %s)" % DEFAULT_LEVELS)
    parser.add_argument("--seed", default="1",
                        help="master seed for the whole corpus (default 1)")
    parser.add_argument("--judge-seed", type=int, default=1,
                        help="--seed given to the judging GNU Go (default 1)")
    parser.add_argument("--max-opening", type=int, default=6,
                        help="most random opening moves (default 6)")
    parser.add_argument("--budget-minutes", type=float, default=0,
                        help="stop self-play of a size after this many "
                             "minutes (default: no limit)")
    parser.add_argument("--gnugo", default=shutil.which("gnugo") or "/usr/games/gnugo",
                        help="GNU Go executable (default: gnugo on PATH, "
                             "else /usr/games/gnugo as Debian installs it)")
    parser.add_argument("--workdir", default=os.path.join(HERE, "work"),
                        help="directory for the per-size game files and log")
    parser.add_argument("--out", default=os.path.join(HERE, "gnugo-endings.jsonl"),
                        help="final corpus file")
    args = parser.parse_args()
    args.sizes = [int(s) for s in args.sizes.split(",")]
    args.count = parse_size_map(args.count, int)
    args.levels = parse_size_map(args.levels, parse_range)
    os.makedirs(args.workdir, exist_ok=True)

    if args.stage in ("play", "all"):
        for size in args.sizes:
            stage_play(args, size)
            if args.stage == "all":
                stage_judge(args, size)
    if args.stage == "judge":
        for size in args.sizes:
            stage_judge(args, size)
    if args.stage in ("assemble", "all"):
        stage_assemble(args)


if __name__ == "__main__":
    main()
