#!/usr/bin/env python3
"""The fault-injection run on the whole program: ishi-oom (ishi linked with
the allocation-failure shim, tests/oom.h) fed GTP transcripts from a
file, the Nth allocation of the run failing, for every N, once
(ISHI_OOM=N) and from there on (ISHI_OOM=N+).

Usage: oom_process.py ISHI_OOM [--every K] FILE...

tests/oom_gtp.c checks every answer of a session against a shadow that
never fails; this run adds what only the program has: main.c's buffers
for input, output and stderr, and session_init's failure. For each run:
- no signal, no hang (20 s), and status 0, or 1 with "ishi: out of
  memory" on stderr (an answer that could not be kept, no memory to start
  or to read); no other status;
- status 0: every line that asks for an answer got one, as many as in the
  run that fails nothing (a mute engine fails);
- every answer is a GTP answer and carries the id of its line, in order;
- the answers before the first that differs from the run that fails
  nothing are the same, and the first that differs is "? out of memory";
- a run in which no allocation failed answers exactly as the reference.
Besides the files, a session of lines longer than the input buffer's first
room.
The answers of cputime and ishi-think hold times and counts, compared with
each run of digits as '#'. The count of injection points tried goes to stdout.
"""

import os
import re
import subprocess
import sys
import tempfile

TIMEOUT = 20
VARYING = re.compile(r"^(cputime|ishi-think)\b")
REPORT = re.compile(r"^ishi-oom: (\d+) allocations, (\d+) failed$", re.MULTILINE)
ARGS = ["--seed", "1", "--judge-playouts", "20", "--threads", "1"]


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def commands_of(text):
    """Per line that asks for an answer: its id ('' for none), as written,
    and whether its answer varies from run to run. Blank lines and comments
    ask none."""
    asked = []
    for raw in text.split(b"\n"):
        line = raw.split(b"#", 1)[0].decode("utf-8", "replace").replace("\t", " ").strip()
        line = "".join(ch for ch in line if ch >= " " or ch == "\t")
        if not line:
            continue
        words = line.split()
        ident = words[0] if words[0].isdigit() else ""
        name = words[1] if ident and len(words) > 1 else words[0]
        asked.append((ident, bool(VARYING.match(name))))
    return asked


def answers_of(stdout):
    """The answers, each without the blank line that ends it."""
    parts = stdout.split(b"\n\n")
    return [p.decode("utf-8", "replace") for p in parts[:-1]], parts[-1]


def masked(answer, varies):
    return re.sub(r"\d+", "#", answer) if varies else answer


def run(ishi, folder, text, rule):
    env = dict(os.environ, ISHI_OOM_REPORT="1")
    env.pop("ISHI_OOM", None)
    if rule:
        env["ISHI_OOM"] = rule
    # From a file, as a script is read, not a pipe written in pieces: a
    # search that began before the next piece came would be stopped by it,
    # and answer by the clock.
    with tempfile.TemporaryFile() as f:
        f.write(text)
        f.seek(0)
        try:
            return subprocess.run([ishi] + ARGS, stdin=f, capture_output=True, cwd=folder,
                                  env=env, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            fail(f"ISHI_OOM={rule}: no end within {TIMEOUT} s")


def report_of(r, what):
    found = REPORT.findall(r.stderr.decode("utf-8", "replace"))
    if len(found) != 1:
        fail(f"{what}: no count of allocations on stderr: {r.stderr[-300:]!r}")
    return int(found[0][0]), int(found[0][1])


def check_run(name, rule, r, asked, reference):
    what = f"{name}, ISHI_OOM={rule}"
    if r.returncode < 0:
        fail(f"{what}: killed by signal {-r.returncode}")
    err = r.stderr.decode("utf-8", "replace")
    if r.returncode not in (0, 1):
        fail(f"{what}: status {r.returncode}")
    if r.returncode == 1 and "ishi: out of memory\n" not in err:
        fail(f"{what}: status 1 without saying why: {err[-300:]!r}")
    answers, rest = answers_of(r.stdout)
    if rest:
        fail(f"{what}: an answer left unfinished: {rest[-200:]!r}")
    if len(answers) > len(asked):
        fail(f"{what}: {len(answers)} answers to {len(asked)} lines")
    if r.returncode == 0 and len(answers) != len(reference):
        fail(f"{what}: status 0 after {len(answers)} of {len(reference)} answers")
    _, failed = report_of(r, what)
    differed = False
    for k, answer in enumerate(answers):
        ident = re.match(r"^[=?](\d*)", reference[k]).group(1)  # as ishi echoes it
        varies = asked[k][1]
        if not re.match(r"^[=?]" + re.escape(ident) + r"( |$)", answer):
            fail(f"{what}: answer {k + 1} {answer[:80]!r} is not an answer to id {ident!r}")
        if differed or masked(answer, varies) == masked(reference[k], varies):
            continue
        if failed == 0:
            fail(f"{what}: no allocation failed, yet answer {k + 1} is {answer[:200]!r}, "
                 f"not {reference[k][:200]!r}")
        if answer != f"?{ident} out of memory":
            fail(f"{what}: answer {k + 1} is {answer[:200]!r}, neither "
                 f"{reference[k][:200]!r} nor '?{ident} out of memory'")
        differed = True


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    ishi, every = os.path.abspath(args.pop(0)), 1
    if args[0] == "--every":
        every = int(args[1])
        args = args[2:]
    cases = []
    for path in args:
        with open(path, "rb") as f:
            cases.append((os.path.basename(path), os.path.dirname(os.path.abspath(path)),
                          f.read()))
    # Lines longer than the input buffer's first room, which must grow for
    # them (and the output buffer for the echo).
    cases.append(("long lines", ".", b"1 echo " + b"x" * 20000 + b"\n2 name\n"
                  + b"3 boardsize 9 " + b" " * 70000 + b"\n4 query_boardsize\n"))
    tried = 0
    for name, folder, text in cases:
        asked = commands_of(text)
        first = run(ishi, folder, text, None)
        second = run(ishi, folder, text, None)
        if first.returncode != 0:
            fail(f"{name}: status {first.returncode} with nothing failing")
        count = report_of(first, name)[0]
        if report_of(second, name)[0] != count:
            fail(f"{name}: {count} allocations, then {report_of(second, name)[0]}")
        reference, _ = answers_of(first.stdout)
        # Fewer answers than lines after a quit.
        if len(reference) > len(asked):
            fail(f"{name}: {len(reference)} answers to {len(asked)} lines, nothing failing")
        for n in range(1, count + 2, every):
            for rule in (str(n), f"{n}+"):
                check_run(name, rule, run(ishi, folder, text, rule), asked, reference)
                tried += 1
        print(f"{name}: {count} allocations, held")
    print(f"oom_process: {len(cases)} sessions, {tried} injection points tried, 0 faults")
    return 0


if __name__ == "__main__":
    sys.exit(main())
