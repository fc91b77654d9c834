#!/usr/bin/env python3
"""The command line as people meet it: --help, --version, bad options,
the --log traffic log, and the manual page.

Usage: cli.py ISHI [MANPAGE]

- --help fits a terminal page (at most 40 lines of at most 80 columns) and
  names every option and every GTP command;
- --rules sets the rules as a named preset or KataGo's JSON does, and --rule
  one switch; --score and --rules, in either order, mean the same;
- every bad option ends the program with status 2, nothing on stdout and
  exactly one line on stderr, which says why (the parser's reason for
  --rules and --rule) and quotes at most 64 bytes of the value;
- --log FILE appends every line read and written, each stamped with the
  UTC date and time to the microsecond and the direction, control
  characters escaped, and does not change what goes to stdout;
- --verbose says on stderr why a play is illegal, and nothing goes to
  stderr without it;
- --player, --level and --playouts set what ishi-param shows; --resign N
  still resigns from move N on, --resign N% sets the search's resign rate,
  --resign never turns both off;
- input a script editor or a hostile client may send is answered as GTP
  asks: a UTF-8 byte order mark before the first line is no part of it, a
  line too long to keep is refused with its id and changes nothing, also as
  the last line without a newline, and a comment hides any length;
- a controller that closes its pipes while a long final_score runs ends
  ishi quickly, with status 1 (its answer could not be written), no signal;
- the manual page documents every option and every GTP command.
"""

import datetime
import os
import re
import subprocess
import sys
import tempfile
import time

from cli_common import check_manual_options, check_refusals, fail, option_names, run

BAD_OPTIONS = [
    ["--bogus"], ["-x"], ["foo"], ["--seed"], ["--seed", "abc"], ["--seed", "-1"],
    ["--seed", "99999999999999999999999"], ["--komi", "nan"], ["--komi", "1e999"],
    ["--komi", "abc"], ["--komi="], ["--size", "0"], ["--size", "26"], ["--size", "9x9"],
    ["--ko", "super"], ["--suicide", "maybe"], ["--rules", "go"], ["--rules="], ["--rules", "japanese日本"],
    ["--rules", '{"tax":"ALL"}'], ["--rules", "{ko:SIMPLE}"], ["--rules", '{"suicide":"true"}'],
    ["--rules", '{"ko":"SIMPLE","ko":"SIMPLE"}'], ["--rules", '{"ko":"SIMPLE"'], ["--rule", "tax"], ["--rule", "hasButton=true"],
    ["--rule", "=1"], ["--score", "japanese"], ["--judge-playouts", "-1"],
    ["--judge-playouts", "25001"], ["--judge-playouts", "1000000"], ["--threads", "0"], ["--threads", "65"], ["--threads", "2x"],
    ["--resign", "-1"], ["--resign", "101%"], ["--resign", "%"], ["--resign", "x%"],
    ["--resign", "nevermore"], ["--player", "alpha"], ["--player", "MCTS"], ["--level", "0"],
    ["--level", "11"], ["--level", "5x"], ["--playouts", "-1"], ["--playouts", "100000001"],
    ["--move-time", "-1"], ["--move-time", "1e3"], ["--move-time", "86401"],
    ["--lag-buffer", "x"], ["--lag-buffer="], ["--log="],
    ["--log", os.path.join("no", "such", "folder", "log")], ["--verbose=1"], ["--help=1"],
    ["--override-version", "0 17"], ["--override-version="], ["--override-version", "1" * 32],
    ["--override-version", "0.17\n"], ["--version=1"],
    ["--seed=5", "--size"],
]

STAMP = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6} ([<>]) (.*)$")


def commands_of(ishi):
    out = run(ishi, ["--seed", "1"], "list_commands\n").stdout
    if not out.startswith("= "):
        fail(f"list_commands: {out!r}")
    return out[2:].split()


def check_help(ishi):
    r = run(ishi, ["--help"])
    if r.returncode != 0 or r.stderr:
        fail(f"--help: status {r.returncode}, stderr {r.stderr!r}")
    lines = r.stdout.splitlines()
    if len(lines) > 40 or max(len(line) for line in lines) > 80:
        fail(f"--help is {len(lines)} lines, up to {max(map(len, lines))} columns")
    words = set(r.stdout.split())
    missing = [c for c in commands_of(ishi) if c not in words]
    if missing:
        fail(f"--help does not name {missing}")
    if len(option_names(r.stdout)) < 8:
        fail("--help lists too few options")
    v = run(ishi, ["--version"])
    if v.returncode != 0 or not re.fullmatch(r"ishi \d+\.\d+\S*\n", v.stdout):
        fail(f"--version: {v.stdout!r}")
    # Lizzie's version check: what --override-version says, name unchanged.
    v = run(ishi, ["--override-version", "0.17"], "version\nname\n")
    if v.returncode != 0 or v.stdout != "= 0.17\n\n= ishi\n\n":
        fail(f"--override-version: {v.stdout!r}")
    return r.stdout


def check_bad_options(ishi):
    check_refusals(ishi, "ishi", BAD_OPTIONS, stdin="name\n")
    # And good ones in both forms run.
    r = run(ishi, ["--seed=3", "--size", "9", "--komi", "-2.5", "--ko", "simple",
                   "--suicide=allow", "--resign", "50", "--verbose"], "query_boardsize\nget_komi\n")
    if r.returncode != 0 or r.stdout != "= 9\n\n= -2.5\n\n":
        fail(f"good options: {r.returncode} {r.stdout!r}")
    # --rules names a preset; later options override it, and printsgf's RU
    # tells which rules are in force.
    for args, ru in ((["--rules", "Tromp-Taylor"], "RU[Tromp-Taylor]"),
                     (["--rules=aga"], "RU[AGA]"),
                     (["--rules", "japanese", "--rule", "scoring=AREA", "--rule", "tax=NONE",
                       "--ko", "positional", "--rule", "whiteHandicapBonus=N"], "RU[Chinese]"),
                     (["--rules", '{"ko":"SITUATIONAL","suicide":false,"friendlyPassOk":true,'
                       '"whiteHandicapBonus":"N-1","passStones":true}'], "RU[AGA]"),
                     (["--rules", '{"ko":"\\u0053ITUATIONAL", "suicide":false,\n'
                       '"friendlyPassOk":true,"whiteHandicapBonus":"N-1","passStones":true}'],
                      "RU[AGA]"),
                     (["--ko", "simple", "--rules", "nz"], "RU[NZ]")):
        r = run(ishi, args, "printsgf\n")
        if r.returncode != 0 or ru not in r.stdout:
            fail(f"{' '.join(args)}: {r.returncode} {r.stdout!r}, expected {ru}")
    # The scoring method and the rules are apart: in either order, --score
    # tromp-taylor counts every stone alive under Japanese rules (a White
    # stone dead in Black's area counts alive, and Black's territory that it
    # touches is no one's: White's 5 points and komi), and the rules stay
    # Japanese; --score judged cannot be had
    # under rules that count every stone alive, in either order.
    session = ("boardsize 5\nkomi 0.5\ngogui-play_sequence b c1 w d1 b c2 w d2 b c3 w d3 b c4 "
               "w d4 b c5 w d5 w a3\nishi-param score\nfinal_score\nkata-get-rules\n")
    expected = ("= \n\n= \n\n= \n\n= tromp-taylor\n\n= W+5.5\n\n= {\"friendlyPassOk\":true,"
                "\"hasButton\":false,\"ko\":\"SIMPLE\",\"passStones\":false,\"scoring\":\"TERRITORY\","
                "\"suicide\":false,\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\"}\n\n")
    for args in (["--score", "tromp-taylor", "--rules", "japanese"],
                 ["--rules", "japanese", "--score", "tromp-taylor"]):
        r = run(ishi, args, session)
        if r.returncode != 0 or r.stdout != expected:
            fail(f"{' '.join(args)}: {r.returncode} {r.stdout!r}")
    for args in (["--score", "judged", "--rules", "tromp-taylor"],
                 ["--rules", "tromp-taylor", "--score", "judged"]):
        r = run(ishi, args, session)
        if r.returncode != 2 or r.stdout or r.stderr != (
                "ishi: --score judged: the rules count every stone alive (friendlyPassOk "
                "false)\n"):
            fail(f"{' '.join(args)}: {r.returncode} {r.stderr!r}")
    # Minus zero is zero, and is never shown as "-0".
    r = run(ishi, ["--komi", "-0"], "get_komi\n")
    if r.returncode != 0 or r.stdout != "= 0\n\n":
        fail(f"--komi -0: {r.returncode} {r.stdout!r}")


def check_error_lines(ishi, help_text):
    # A refused value is refused for a reason, which the line gives: the
    # parser's for --rules and --rule, the bound's for a number out of
    # bounds where the option says it, the help line's otherwise.
    for args, line in (
            (["--judge-playouts", "25001"], "ishi: bad value '25001' for --judge-playouts: "
             "the judge's playouts are 0 to 25000"),
            (["--judge-playouts", "-1"], "ishi: bad value '-1' for --judge-playouts: "
             "the judge's playouts are 0 to 25000"),
            (["--judge-playouts", "x"], "ishi: bad value 'x' for --judge-playouts: "
             "the dead-stone judge's effort (default 1000)"),
            (["--rules", '{"tax":"ALL"}'],
             """ishi: bad value '{"tax":"ALL"}' for --rules: tax: "ALL" is not NONE or SEKI"""),
            (["--rules", "{ko:SIMPLE}"],
             "ishi: bad value '{ko:SIMPLE}' for --rules: malformed JSON at byte 2: a name in "
             "double quotes was expected"),
            (["--rules", "go"], "ishi: bad value 'go' for --rules: chinese | japanese | korean | "
             "aga | nz | tromp-taylor"),
            (["--rule", "ko=SPIGHT"], """ishi: bad value 'ko=SPIGHT' for --rule: ko: "SPIGHT" """
             "is not SIMPLE, POSITIONAL or SITUATIONAL"),
            (["--komi", "1\n2"], "ishi: bad value '1\\x0A2' for --komi: komi (default 7.5)"),
            (["--rules", "x" * 65], f"ishi: bad value '{'x' * 64}'... for --rules: chinese | "
             "japanese | korean | aga | nz | tromp-taylor")):
        r = run(ishi, args)
        if r.returncode != 2 or r.stderr != line + "\n":
            fail(f"{' '.join(args)[:40]}: status {r.returncode}, {r.stderr[:300]!r}")
    # What a line quotes of a value is cut, whatever the option: a 120 KB
    # value (a file's contents, say) gives one short line.
    huge = "{" + '"ko":"' + "x" * 120000 + '"}'
    options = [o for o in option_names(help_text)
               if o not in ("--help", "--version", "--verbose")]
    for args in [[o, huge] for o in options] + [["--" + huge], ["--rule", huge + "=1"],
                                                ["--rule", "ko=" + huge]]:
        r = run(ishi, args)
        lines = r.stderr.splitlines()
        if r.returncode != 2 or len(lines) != 1 or len(lines[0]) > 400 or "'..." not in lines[0]:
            fail(f"{args[0]} with 120 KB: status {r.returncode}, {r.stderr[:500]!r}")


def check_log(ishi):
    # The search's genmove thinks, and a think writes the answers held
    # before it: the log must still find its own answer.
    session = ("1 name\n\nboardsize 9\r\nplay b e5\t# a comment\nbad\x01command\nshowboard\n"
               "genmove w\nquit\n")
    args = ["--seed", "4", "--player", "mcts", "--playouts", "60", "--threads", "1"]
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "gtp.log")
        plain = run(ishi, args, session)
        # Nine hours ahead of UTC, so that a stamp in local time shows.
        zone = os.environ.get("TZ")
        os.environ["TZ"] = "XXX-9"
        try:
            logged = run(ishi, args + ["--log", path], session)
        finally:
            if zone is None:
                del os.environ["TZ"]
            else:
                os.environ["TZ"] = zone
        if logged.stdout != plain.stdout or logged.returncode != 0 or logged.stderr:
            fail(f"--log changed what ishi answers (status {logged.returncode})")
        with open(path) as f:
            log = f.read().splitlines()
        # A second session appends.
        run(ishi, ["--log", path], "name\n")
        with open(path) as f:
            if len(f.read().splitlines()) != len(log) + 3:
                fail("a second session did not append to the log")
    entries = []
    for line in log:
        m = STAMP.match(line)
        if not m:
            fail(f"log line without stamp and direction: {line!r}")
        entries.append((m.group(1), m.group(2)))
    stamps = [line[:26] for line in log]
    if stamps != sorted(stamps):
        fail("log stamps go backwards")
    first = datetime.datetime.strptime(stamps[0], "%Y-%m-%d %H:%M:%S.%f").replace(
        tzinfo=datetime.timezone.utc)
    if abs((datetime.datetime.now(datetime.timezone.utc) - first).total_seconds()) > 600:
        fail(f"log stamp {stamps[0]} is not the UTC time")
    read = [text for d, text in entries if d == "<"]
    written = "\n".join(text for d, text in entries if d == ">") + "\n"
    if read != ["1 name", "", "boardsize 9\\r", "play b e5\\t# a comment", "bad\\x01command",
                "showboard", "genmove w", "quit"]:
        fail(f"log of what was read: {read}")
    if written != plain.stdout:
        fail(f"log of what was written differs from stdout:\n{written}")
    # Each response follows the line that asked for it.
    if entries[0] != ("<", "1 name") or entries[1] != (">", "=1 ishi"):
        fail(f"log order: {entries[:3]}")


def check_verbose(ishi):
    session = "boardsize 3\nplay b B2\nplay w B2\nplay w D4\nplay w A1\n"
    quiet = run(ishi, [], session)
    loud = run(ishi, ["--verbose", "--seed", "9"], session)
    if quiet.stderr or loud.stdout != quiet.stdout:
        fail(f"stderr without --verbose: {quiet.stderr!r}")
    expected = ["seed", "ishi: play w B2 is illegal: the point is occupied",
                "ishi: play w D4 is illegal: not on this board"]
    lines = loud.stderr.splitlines()
    if lines[1:] != expected[1:] or not lines[0].endswith(": seed 9"):
        fail(f"--verbose wrote {loud.stderr!r}")


def check_ruler_size(ishi):
    # GoGui's ruler must start at the game's size; boardsize chooses it too.
    for args, expected in ((["--size", "9"], "= 9\n\n"),
                           ([], "? no board size chosen yet: start ishi with --size N\n\n")):
        out = run(ishi, args, "gogui-rules_board_size\n").stdout
        if out != expected:
            fail(f"gogui-rules_board_size with {args}: {out!r}")


def check_input_edges(ishi):
    bom = "\ufeff"
    huge = "A1 " * (6 << 20)  # 18 MB, above the 16 MB kept
    cases = [
        (bom + "1 name\n2 name\n" + bom + "3 name\n",
         "=1 ishi\n\n=2 ishi\n\n? unknown command\n\n"),
        ("7 play b " + huge + "\n8 list_stones black\n",
         "?7 line too long\n\n=8 \n\n"),
        ("42" + huge + "\n8 name\n", "? line too long\n\n=8 ishi\n\n"),
        ("5 name # " + huge + "\n#" + huge + "\n8 name\n", "=5 ishi\n\n=8 ishi\n\n"),
        (bom + "9 boardsize " + huge, "?9 line too long\n\n"),
    ]
    for stdin, expected in cases:
        # Through a pipe, and from a file, whose reads are as large as the
        # buffer: the 16 MiB bound holds either way.
        r = subprocess.run([ishi], input=stdin.encode(), capture_output=True, timeout=60)
        with tempfile.TemporaryFile() as f:
            f.write(stdin.encode())
            f.seek(0)
            from_file = subprocess.run([ishi], stdin=f, capture_output=True, timeout=60)
        for how, got in (("piped", r), ("from a file", from_file)):
            if got.stdout.decode() != expected or got.returncode != 0:
                fail(f"input {stdin[:30]!r}... {how}: status {got.returncode}, "
                     f"{got.stdout[:200]!r}")


def check_closed_pipes(ishi):
    # Both pipes closed while ishi judges: it must end cleanly (status 1,
    # nothing on stderr), not hang or die of SIGPIPE. ishi writes its
    # replies when its input runs dry, so it finds the closed pipe only
    # after the commands queued; the session is timed with its pipes open
    # first, since sanitizer and debug builds judge a hundred times slower.
    args = [ishi, "--seed", "2", "--judge-playouts", "40"]
    script = "boardsize 25\n" + "genmove b\ngenmove w\nfinal_score\n" * 3
    start = time.monotonic()
    subprocess.run(args, input=script, capture_output=True, text=True, timeout=600)
    session = time.monotonic() - start
    p = subprocess.Popen(args, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdin.write(script.encode())
    p.stdin.close()
    p.stdout.close()
    try:
        status = p.wait(timeout=3 * session + 10)
    except subprocess.TimeoutExpired:
        p.kill()
        fail(f"ishi did not end after its pipes were closed (open: {session:.1f} s)")
    err = p.stderr.read()
    p.stderr.close()
    if status != 1 or err:
        fail(f"closed pipes: status {status}, stderr {err[:200]!r}")


def check_manual(ishi, manual, help_text):
    with open(manual) as f:
        text = f.read()
    # Roff escapes hyphens as "\-" in names; read them back.
    plain = text.replace("\\-", "-").replace("\\fB", " ").replace("\\fR", " ").replace(
        "\\fI", " ")
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_-]*", plain))
    missing = [c for c in commands_of(ishi) if c not in words]
    if missing:
        fail(f"{os.path.basename(manual)} does not document {missing}")
    check_manual_options(text, "ISHI", help_text)


def check_player_options(ishi):
    # The player's options, as ishi-param shows them: --resign keeps its
    # move number and takes a rate in percent, and never turns both off.
    for args, want in (
            ([], {"player": "random", "playouts": "10000", "level": "10", "resign_rate": "0.1"}),
            (["--player", "mcts", "--level", "3"], {"player": "mcts", "playouts": "200",
                                                    "level": "3"}),
            (["--level", "3", "--playouts", "1234"], {"playouts": "1234", "level": "0"}),
            (["--resign", "5%"], {"resign_rate": "0.05"}),
            (["--resign", "never"], {"resign_rate": "0"}),
            (["--resign", "12"], {"resign_rate": "0.1"}),
            (["--judge-playouts", "25000"], {"judge_playouts": "25000"})):
        keys = sorted(want)
        out = run(ishi, args, "".join(f"ishi-param {k}\n" for k in keys)).stdout
        got = dict(zip(keys, re.findall(r"^= (.*)$", out, re.MULTILINE)))
        if got != want:
            fail(f"{args}: ishi-param shows {got}, expected {want}")
    # --resign 2 still resigns from move 2 on, whoever plays.
    out = run(ishi, ["--resign", "2"], "boardsize 9\ngenmove b\ngenmove w\n").stdout
    if not re.fullmatch(r"= \n\n= [A-HJ]\d\n\n= resign\n\n", out):
        fail(f"--resign 2: {out!r}")


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    ishi = sys.argv[1]
    help_text = check_help(ishi)
    check_bad_options(ishi)
    check_error_lines(ishi, help_text)
    check_log(ishi)
    check_verbose(ishi)
    check_player_options(ishi)
    check_input_edges(ishi)
    check_ruler_size(ishi)
    check_closed_pipes(ishi)
    if len(sys.argv) == 3:
        check_manual(ishi, sys.argv[2], help_text)
    print(f"ok: --help, --version, {len(BAD_OPTIONS)} bad options, --log, --verbose, input edges, closed pipes"
          + (", the manual page" if len(sys.argv) == 3 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
