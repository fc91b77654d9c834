#!/usr/bin/env python3
"""gtp-regress-selftest.py - shows that gtp-regress.py can fail.

    gtp-regress-selftest.py RUNNER

Runs the runner on small .tst files written to a temporary folder, against a
fake engine (a few lines of Python, also written there) that can misbehave
on request, and checks the exit status and the report of each run: every
kind of failure the runner promises to catch must be caught, and a file that
is right must pass. Python 3 standard library only.
"""

import os
import shlex
import subprocess
import sys
import tempfile

FAKE_ENGINE = r'''
import os, sys, time
mode = sys.argv[1] if len(sys.argv) > 1 else ""
out = sys.stdout
for raw in sys.stdin:
    line = "".join(c for c in raw if c == "\t" or ord(c) >= 32 and ord(c) != 127)
    line = line.split("#", 1)[0].replace("\t", " ")
    words = line.split()
    if not words:
        if mode == "answer-blank":
            out.write("= \n\n")
            out.flush()
        continue
    gid = ""
    if words[0].isdigit():
        gid, words = words[0], words[1:]
    cmd, args = (words[0], words[1:]) if words else ("", [])
    ok, text = True, ""
    if cmd == "echo":
        text = " ".join(args)
    elif cmd == "fail":
        ok, text = False, " ".join(args)
    elif cmd == "pwd":
        text = os.getcwd()
    elif cmd == "lines":
        text = "one\ntwo"
    elif cmd == "list_commands":
        text = "echo\nfail\nquit"
    elif cmd == "crash":
        sys.exit(3)
    elif cmd == "hang":
        time.sleep(60)
    elif cmd == "badid":
        gid = str(int(gid or "0") + 1)
    elif cmd == "noid":
        gid = ""
    elif cmd == "garbage":
        out.write("hello\n\n")
        out.flush()
        continue
    elif cmd == "twice":
        out.write("=%s \n\n" % gid)
    elif cmd == "unended":
        out.write("=%s x\n" % gid)
        out.flush()
        sys.exit(0)
    elif cmd == "quit":
        out.write("=%s \n\n" % gid)
        out.flush()
        sys.exit(5 if mode == "exit-5" else 0)
    elif cmd != "name":
        ok, text = False, "unknown command"
    else:
        text = "fake"
    out.write("%s%s %s\n\n" % ("=" if ok else "?", gid, text))
    out.flush()
'''

# (name, engine mode, runner options, file text, exit status, words the
# report must contain)
CASES = [
    ("passes", "", [], "1 echo a\n#? [a]\n2 echo b c\n#? [b c]\n3 lines\n#? [one\\ntwo]\n",
     0, ["1 passed", "3 passed", "3 tests: 3 passed, 0 FAILED"]),
    ("mismatch", "", [], "1 echo a\n#? [b]\n", 1, ["1 FAILED: expected 'b', got 'a'"]),
    ("whole match", "", [], "1 echo abc\n#? [b]\n", 1, ["1 FAILED"]),
    ("negation", "", [], "1 echo a\n#? [!a]\n2 echo a\n#? [!b]\n", 1, ["1 FAILED", "2 passed"]),
    ("expected failure", "", [], "1 echo a\n#? [b]*\n", 0, ["1 failed: expected 'b', got 'a'"]),
    ("unexpected pass", "", [], "1 echo a\n#? [a]*\n", 1, ["1 PASSED"]),
    ("error fails a test", "", [], "1 fail x\n#? [.*]\n", 1,
     ["1 FAILED: expected '.*', got error 'x'"]),
    ("error fails a bare test", "", [], "1 fail x\n", 1, ["1 FAILED"]),
    ("bare test passes", "", [], "1 echo x\n#?\n2 echo y\n", 0, ["1 passed", "2 passed"]),
    ("expected error", "", [], "fail bad thing\n#! [bad thing]\n", 0, ["error passed"]),
    ("expected error, other text", "", [], "fail bad\n#! [good]\n", 1,
     ["error FAILED: expected error 'good', got error 'bad'"]),
    ("expected error, success", "", [], "echo ok\n#! [ok]\n", 1,
     ["error FAILED: expected error 'ok', got 'ok'"]),
    ("other error", "", [], "fail x\n1 echo a\n#? [a]\n", 0, ["other error 'x' from 'fail x'"]),
    ("other error, strict", "", ["--strict"], "fail x\n", 1,
     ["error FAILED: undeclared error 'x'"]),
    ("comments and blank lines", "", [], "# c\n\n  \n1 echo a # c\n#? [a]\n", 0, ["1 passed"]),
    ("working directory", "", [], "1 pwd\n#? [.*/sub]\n", 0, ["1 passed"]),
    ("wrong id echo", "", [], "1 badid\n", 1, ["ERROR: response '=2 ' should echo id 1"]),
    ("missing id echo", "", [], "7 noid\n", 1, ["should echo id 7"]),
    ("id where none", "", [], "badid\n", 1, ["should echo no id"]),
    ("no status character", "", [], "garbage\n", 1,
     ["ERROR: response does not start with '=' or '?'"]),
    ("crash", "", [], "1 echo a\ncrash\n2 echo b\n", 1,
     ["ERROR: no response", "exited with status 3"]),
    ("timeout", "", ["--timeout", "1"], "hang\n", 1, ["ERROR: timeout"]),
    ("two responses", "", [], "twice\n", 1, ["output after the last response"]),
    ("response to a blank line", "answer-blank", [], "1 echo a\n\n2 echo b\n", 1,
     ["should echo id 2"]),
    ("unended response", "", [], "unended\n", 1, ["ERROR"]),
    ("exit status", "exit-5", [], "1 echo a\n", 1, ["exited with status 5"]),
    ("own quit", "", [], "1 echo a\nquit\n", 0, ["1 passed"]),
    ("after quit", "", [], "quit\n1 echo a\n", 1, ["ERROR: a command after quit"]),
    ("comments after quit", "", [], "1 quit\n#? []\n# c\n\n", 0, ["1 passed"]),
    ("pattern after unnumbered", "", [], "echo a\n#? [a]\n", 2,
     ["'#?' after an unnumbered command"]),
    ("pattern after a comment", "", [], "1 echo a\n# c\n#? [a]\n", 2,
     ["'#?' not right after a command"]),
    ("two patterns", "", [], "1 echo a\n#? [a]\n#? [a]\n", 2, ["'#?' not right after a command"]),
    ("error after numbered", "", [], "1 fail a\n#! [a]\n", 2, ["'#!' after a numbered command"]),
    ("no bracket", "", [], "1 echo a\n#? a\n", 2, ["no opening bracket"]),
    ("bad regex", "", [], "1 echo a\n#? [(]\n", 2, ["bad regular expression"]),
    ("CR inside a line", "", [], "1 echo a\rb\n", 2, ["CR inside a line"]),
    ("CR at the end", "", [], "1 echo a\r\n#? [a]\r\n", 0, ["1 passed"]),
]


def run(runner, engine, options, path):
    result = subprocess.run(
        [sys.executable, runner] + options + [engine, path],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=60)
    return result.returncode, result.stdout.decode("utf-8", errors="replace")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    runner = os.path.abspath(sys.argv[1])
    failures = 0
    with tempfile.TemporaryDirectory() as top:
        fake = os.path.join(top, "fake.py")
        with open(fake, "w") as f:
            f.write(FAKE_ENGINE)
        folder = os.path.join(top, "sub")
        os.mkdir(folder)
        for number, (name, mode, options, text, status, words) in enumerate(CASES):
            path = os.path.join(folder, f"case{number}.tst")
            with open(path, "w", newline="") as f:
                f.write(text)
            engine = " ".join(shlex.quote(a) for a in [sys.executable, fake, mode])
            code, report = run(runner, engine, options, path)
            missing = [w for w in words if w not in report]
            if code != status or missing:
                failures += 1
                print(f"FAIL {name}: status {code} (want {status}), missing {missing}\n{report}")
            else:
                print(f"ok   {name}")
        # The two checks meson runs over the whole folder.
        engine = " ".join(shlex.quote(a) for a in [sys.executable, fake])
        listed = [os.path.join(folder, f) for f in sorted(os.listdir(folder))]
        # A command used only where an error is expected does not count.
        coverage = os.path.join(top, "coverage.tst")
        with open(coverage, "w") as f:
            f.write("1 echo a\nfail x\n#! [x]\nquit\n")
        checks = [
            (["--check-listed", folder] + listed, 0, "scripts registered"),
            (["--check-listed", folder] + listed[1:], 1, "case0.tst: not registered"),
            (["--check-coverage", engine, os.path.join(folder, "case0.tst")], 1,
             "command not used by any script: fail"),
            (["--check-coverage", engine, coverage], 1, "command not used by any script: fail"),
        ]
        for args, status, word in checks:
            result = subprocess.run(
                [sys.executable, runner] + args, stdout=subprocess.PIPE, timeout=60)
            report = result.stdout.decode()
            if result.returncode != status or word not in report:
                failures += 1
                print(f"FAIL {args[0]}: status {result.returncode} (want {status})\n{report}")
            else:
                print(f"ok   {args[0]} (status {status})")
    print(f"{failures} of {len(CASES) + len(checks)} self-tests failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
