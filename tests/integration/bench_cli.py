#!/usr/bin/env python3
"""ishi-bench's command line: what it refuses and what it runs.

Usage: bench_cli.py ISHI_BENCH [MANPAGE]

- every bad option or value ends the program with status 2, nothing on
  stdout and exactly one line on stderr, as with ishi;
- --help names every option; --version prints "ishi-bench" and a version;
- --split with --games N records N games, no more;
- --light, --heavy, --full, --scan, --ownership and --search each run their kind, several
  together run them all, none runs light and full; --ownership prints one
  thread and two,
  --sizes takes lists and ranges, and a value may follow "=" as with ishi;
- the manual page documents every option --help names.
"""

import json
import re
import sys

from cli_common import check_manual_options, check_refusals, fail, run

BAD_OPTIONS = [
    ["--bogus"], ["foo"], ["--sizes"], ["--sizes", "0"], ["--sizes", "26"],
    ["--sizes", "9x"], ["--sizes", "7-5"], ["--sizes", ","], ["--sizes", "9,"],
    ["--sizes", " 9"], ["--sizes", "5-+9"], ["--sizes", "1-25,9"], ["--seconds", "0x10"],
    ["--seconds", " 2"], ["--seconds", "1e-320"], ["--seconds", "abc"],
    ["--seconds", "0"], ["--seconds", "-1"], ["--seconds", "nan"], ["--seconds", "inf"],
    ["--games", "0"], ["--games", "-3"], ["--games", "2x"], ["--threads", "0"],
    ["--threads", "257"], ["--seed", "-1"], ["--seed", "99999999999999999999999"],
    ["--full", "--split"], ["--scan", "--split"], ["--ownership", "--split"],
    ["--heavy", "--split"],
    ["--json", "--seed"], ["--sizes="], ["--json=1"], ["--help=x"],
    ["--seed=5", "--sizes"], ["--a-very-long-option-name=3"], ["--version=1"],
]

OPTIONS = ["--sizes", "--seconds", "--games", "--threads", "--light", "--heavy", "--full",
           "--scan", "--ownership", "--search", "--split", "--seed", "--json", "--version"]


# Put before a bad option, so that one taken by mistake runs a moment only.
SHORT = ["--sizes", "1", "--games", "1", "--seconds", "0.01"]


def kinds_and_sizes(bench, args):
    """(kind, size) of every figure a short --json run prints."""
    r = run(bench, args + ["--games", "2", "--json"])
    if r.returncode != 0:
        fail(f"{args}: status {r.returncode}: {r.stderr!r}")
    return sorted((f["kind"], f["size"], f["threads"]) for f in json.loads(r.stdout))


def main():
    bench = sys.argv[1]
    check_refusals(bench, "ishi-bench", BAD_OPTIONS, before=SHORT)

    r = run(bench, ["--help"])
    if r.returncode != 0 or r.stderr:
        fail(f"--help: status {r.returncode}, stderr {r.stderr!r}")
    for option in OPTIONS:
        if option not in r.stdout:
            fail(f"--help does not name {option}")
    r = run(bench, ["--light", "--split", "--sizes", "5", "--games", "3", "--json"])
    split = [f for f in json.loads(r.stdout) if f["kind"] == "split"]
    light = [f for f in json.loads(r.stdout) if f["kind"] == "light"]
    # The same seed plays the same three games for both.
    if (r.returncode != 0 or len(split) != 1
            or abs(split[0]["moves"] - light[0]["moves_per_game"] * 3) > 0.1):
        fail(f"--split --games 3: {r.returncode} {r.stdout!r}")
    version = run(bench, ["--version"])
    if (version.returncode != 0 or version.stderr
            or not re.fullmatch(r"ishi-bench \d+\.\d+\.\d+\n", version.stdout)):
        fail(f"--version: status {version.returncode}, {version.stdout!r} {version.stderr!r}")
    if len(sys.argv) > 2:
        with open(sys.argv[2]) as f:
            manual = f.read()
        check_manual_options(manual, "ISHI-BENCH", r.stdout)

    expect = {
        ("--light",): [("light", 5, 1)],
        ("--full",): [("full", 5, 1)],
        ("--light", "--full"): [("full", 5, 1), ("light", 5, 1)],
        (): [("full", 5, 1), ("light", 5, 1)],
        ("--scan",): [("scan", 5, 1)],
        ("--heavy",): [("heavy", 5, 1)],
        ("--light", "--heavy"): [("heavy", 5, 1), ("light", 5, 1)],
        ("--heavy", "--threads", "2"): [("heavy", 5, 1), ("heavy", 5, 2)],
        ("--search",): [("search", 5, 1)],
        ("--search", "--light"): [("light", 5, 1), ("search", 5, 1)],
        ("--ownership",): [("ownership", 5, 1), ("ownership", 5, 2)],
        ("--ownership", "--threads", "3"): [("ownership", 5, 1), ("ownership", 5, 3)],
        ("--light", "--split"): [("light", 5, 1), ("split", 5, 1)],
    }
    for flags, kinds in expect.items():
        got = kinds_and_sizes(bench, list(flags) + ["--sizes", "5"])
        if got != kinds:
            fail(f"{list(flags)}: ran {got}, expected {kinds}")
    got = kinds_and_sizes(bench, ["--light", "--sizes", "3,5-7"])
    if got != [("light", 3, 1), ("light", 5, 1), ("light", 6, 1), ("light", 7, 1)]:
        fail(f"--sizes 3,5-7 ran {got}")
    got = kinds_and_sizes(bench, ["--full", "--sizes=4"])
    if got != [("full", 4, 1)]:
        fail(f"--sizes=4 ran {got}")
    print("ok")


if __name__ == "__main__":
    main()
