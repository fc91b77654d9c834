#!/usr/bin/env python3
"""gtp-regress.py - run GTP regression scripts (.tst files) against an engine.

    gtp-regress.py [--strict] [--quiet] [--verbose] [--timeout S] ENGINE FILE...
    gtp-regress.py --check-coverage ENGINE FILE...
    gtp-regress.py --check-listed DIR FILE...

ENGINE is the engine's path, or a command line split as a shell would
("build/src/ishi --ko simple"). If GTP_REGRESS_WRAPPER is set, its words go
before it (`meson test --setup valgrind` sets it to memcheck), and each file
gets twenty times the --timeout. Python 3 standard library only.

The format is that of GNU Go's regression suites as gogui-regress reads it
(GoGui, src/net/sf/gogui/tools/regress/Regress.java); a file that passes here
passes there:

- A .tst file is a sequence of GTP command lines. Each file runs against a
  fresh engine process whose working directory is the file's folder.
- A line whose first space-separated word is an integer (Java's parseInt: an
  optional sign, digits, fitting 32 bits) that is not negative is a test with
  that id. The line right after it may be `#? [REGEX]`: the expected response
  text, what follows the first space of the response with surrounding white
  space trimmed. REGEX must match the whole text, with MULTILINE and DOTALL
  (Java's matches(); Python's re.fullmatch with re.M | re.S). Write patterns
  in the common subset of both dialects. `#? [!REGEX]` expects no match. A
  `*` after the closing bracket marks an expected failure (a known bug).
- A `?` (error) response to a test is a failure, whatever the pattern says
  (an expected one if the pattern has `*`). A test without a `#?` line passes
  unless the response is an error.
- A `?` response to an unnumbered command is an "other error": reported and
  counted, but it does not change the exit status (as in gogui-regress).
  With --strict every such error fails, unless it is declared with `#!`.
- Other lines starting with `#` are comments; blank lines are allowed.
- Reported like GNU Go's eval.sh and gogui-regress -long: `passed`,
  `FAILED: expected X, got Y` (an unexpected failure), `PASSED` (an
  unexpected pass of a `*` test) and `failed` (an expected failure), each
  with file, line and id; then a summary line per file.

One extension, for expected errors:

    play b a1
    #! [illegal move]

A `#! [REGEX]` line right after an UNNUMBERED command says that the command
must fail (a `?` response) with an error text that REGEX matches wholly, as
above. To gogui-regress the `#!` line is a comment and the failing command an
unnumbered one, so it counts an "other error", which does not change its exit
status; this runner checks the error. `#!` after a numbered command, or not
right after a command, is a file error: gogui-regress would count the `?` as
a failed test.

This runner is stricter than gogui-regress in these ways, all of them
invisible to a file that passes:
- the exit status is 0 only if nothing unexpected happened: an unexpected
  pass, an unexpected failure, a failed `#!`, a numbered command without
  `#?` that fails (gogui-regress prints "unexpected FAIL" for it but keeps
  its exit status), an engine crash or non-zero exit, a timeout (per file),
  a missing response or a protocol violation (a response not starting with
  `=` or `?`, an id not echoed as sent, output after `quit`) all count;
- every line is sent to the engine byte for byte (up to a `quit` the engine
  answered), tabs, CRs, comments and blank lines included, so that they test
  the engine's preprocessing (gogui-regress trims lines, turns tabs into
  spaces and skips comments and blank lines; a line that gets no response
  there must get none here, which the runner checks by the ids and by what
  remains after `quit`);
- a CR anywhere but at the end of a line is a file error (Java would split
  the line there, so the two tools would read different files);
- `#?` after an unnumbered command is a file error.

Exit status: 0 if everything went as expected, 1 if anything unexpected
happened, 2 for a usage or file error.

--check-coverage asks the engine for list_commands and fails if a command
in that list is used by none of the files, other than where an error is
expected (so each is seen working, not only refusing bad arguments).
--check-listed fails if DIR holds a .tst file that is not among the files
given (for the meson registration).
"""

import argparse
import os
import queue
import re
import shlex
import subprocess
import sys
import threading
import time

INT_MIN, INT_MAX = -(2**31), 2**31 - 1
GTP_MAX_ID = 2**31 - 1


class FileError(Exception):
    """A .tst file that neither tool can read as intended."""


class EngineError(Exception):
    """The engine crashed, hung or broke the protocol; the file stops."""


def java_trim(text):
    """String.trim(): strips every character up to U+0020 from both ends."""
    start, end = 0, len(text)
    while start < end and text[start] <= " ":
        start += 1
    while end > start and text[end - 1] <= " ":
        end -= 1
    return text[start:end]


def java_id(line):
    """The test id gogui-regress sees in a trimmed command line, or -1."""
    line = line.replace("\t", " ")
    space = line.find(" ")
    if space < 0:
        return -1
    word = line[:space]
    if not re.fullmatch(r"[+-]?[0-9]+", word):
        return -1
    value = int(word)
    return value if INT_MIN <= value <= INT_MAX else -1


def gtp_preprocess(line):
    """GTP 2 section 3.1 on one input line: drop control characters but HT,
    cut at '#', HT to space."""
    line = "".join(c for c in line if c == "\t" or not (ord(c) < 32 or ord(c) == 127))
    return line.split("#", 1)[0].replace("\t", " ")


def gtp_words(line):
    """The id the engine must echo (None if it must echo none), and the
    command name (None for an empty command)."""
    words = gtp_preprocess(line).split()
    gtp_id = None
    if words and re.fullmatch(r"[0-9]+", words[0]):
        value = int(words[0])
        gtp_id = value if value <= GTP_MAX_ID else None
        words = words[1:]
    return gtp_id, words[0] if words else None


class Pattern:
    """The bracketed pattern of a `#?` or `#!` line."""

    def __init__(self, text, where, allow_extras):
        self.expected_fail = False
        self.negate = False
        if allow_extras and text.endswith("*"):
            self.expected_fail = True
            text = text[:-1]
        if not text.startswith("["):
            raise FileError(f"{where}: pattern has no opening bracket: {text}")
        if not text.endswith("]"):
            raise FileError(f"{where}: pattern has no closing bracket: {text}")
        text = java_trim(text[1:-1])
        self.shown = text
        if allow_extras and text.startswith("!"):
            self.negate = True
            text = text[1:]
        try:
            self.regex = re.compile(text, re.M | re.S)
        except re.error as e:
            raise FileError(f"{where}: bad regular expression '{text}': {e}")

    def matches(self, text):
        return (self.regex.fullmatch(text) is not None) != self.negate


class Line:
    """One line of a .tst file."""

    def __init__(self, number, raw):
        self.number = number
        self.raw = raw
        self.text = java_trim(raw)
        self.is_command = self.text != "" and not self.text.startswith("#")
        self.test_id = java_id(self.text) if self.is_command else -1
        self.pattern = None  # from the `#?` line after it
        self.has_pattern_line = False
        self.expected_error = None  # from the `#!` line after it


def read_script(path):
    """The lines of a .tst file, with `#?` and `#!` attached to the command
    before them. Raises FileError."""
    name = os.path.basename(path)
    with open(path, "rb") as f:
        data = f.read()
    text = data.decode("utf-8", errors="surrogateescape")
    raws = text.split("\n")
    if raws and raws[-1] == "":
        raws.pop()
    lines = []
    previous = None  # the line before, if it was a command
    for number, raw in enumerate(raws, 1):
        where = f"{name}:{number}"
        if "\r" in raw[:-1]:
            raise FileError(f"{where}: CR inside a line (only at its end)")
        line = Line(number, raw)
        if line.is_command and gtp_words(raw) == (None, None):
            raise FileError(f"{where}: a command to gogui-regress, nothing to the engine")
        lines.append(line)
        if line.text.startswith("#?"):
            if previous is None or previous.has_pattern_line:
                raise FileError(f"{where}: '#?' not right after a command")
            if previous.test_id < 0:
                raise FileError(f"{where}: '#?' after an unnumbered command")
            body = java_trim(line.text[2:])
            previous.has_pattern_line = True
            if body:
                previous.pattern = Pattern(body, where, allow_extras=True)
        elif line.text.startswith("#!"):
            if previous is None or previous.expected_error is not None:
                raise FileError(f"{where}: '#!' not right after a command")
            if previous.test_id >= 0:
                raise FileError(f"{where}: '#!' after a numbered command (drop the id)")
            previous.expected_error = Pattern(java_trim(line.text[2:]), where, allow_extras=False)
        previous = line if line.is_command else None
    return lines


class Engine:
    """An engine process, with its stdout and stderr read by threads so that
    a read can time out."""

    def __init__(self, argv, cwd, deadline):
        self.deadline = deadline
        self.stderr = []
        self.lines = queue.Queue()
        try:
            self.process = subprocess.Popen(
                argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
        except OSError as e:
            raise EngineError(f"cannot start engine '{argv[0]}': {e}")
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    def _read_stdout(self):
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def _read_stderr(self):
        for line in self.process.stderr:
            self.stderr.append(line.decode("utf-8", errors="replace").rstrip("\n"))

    def send(self, raw):
        try:
            self.process.stdin.write(raw.encode("utf-8", errors="surrogateescape") + b"\n")
            self.process.stdin.flush()
        except OSError:
            raise EngineError("engine closed its input: " + self.status())

    def read_line(self):
        """The next output line without its LF, or None at end of output."""
        remaining = self.deadline - time.monotonic()
        try:
            line = self.lines.get(timeout=max(remaining, 0))
        except queue.Empty:
            raise EngineError("timeout: no response in time")
        if line is None:
            return None
        if not line.endswith(b"\n"):
            raise EngineError(f"output ends inside a line: {line!r}")
        return line[:-1].decode("utf-8", errors="replace")

    def read_response(self, gtp_id):
        """One response: (ok, lines). GTP framing: a status line starting
        with '=' or '?', the id as sent, more lines, an empty line."""
        first = self.read_line()
        if first is None:
            raise EngineError("no response: engine closed its output: " + self.status())
        lines = [controller_preprocess(first)]
        m = re.match(r"([=?])([0-9]*)(.*)", lines[0])
        if not m:
            raise EngineError(f"response does not start with '=' or '?': {first!r}")
        echoed = int(m.group(2)) if m.group(2) else None
        if echoed != gtp_id:
            want = "no id" if gtp_id is None else f"id {gtp_id}"
            raise EngineError(f"response {first!r} should echo {want}")
        if m.group(3) and not m.group(3).startswith(" "):
            raise EngineError(f"no space after status and id: {first!r}")
        while lines[-1] != "":
            line = self.read_line()
            if line is None:
                raise EngineError("response not ended by an empty line: " + self.status())
            lines.append(controller_preprocess(line))
        return m.group(1) == "=", lines

    def finish(self, quit_sent):
        """Sends quit unless the file did, then checks that nothing is left
        on the engine's output and that it exits with status 0."""
        if not quit_sent:
            self.send("quit")
            ok, _ = self.read_response(None)
            if not ok:
                raise EngineError("quit failed")
        leftover = self.read_line()
        if leftover is not None:
            raise EngineError(f"output after the last response: {leftover!r}")
        try:
            self.process.wait(timeout=max(self.deadline - time.monotonic(), 0.1))
        except subprocess.TimeoutExpired:
            raise EngineError("timeout: engine did not exit after quit")
        if self.process.returncode != 0:
            raise EngineError(self.status())

    def status(self):
        """How the engine ended, waiting a little for it after its output
        closed."""
        try:
            code = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            code = None
        if code is None:
            return "engine still running"
        if code < 0:
            return f"engine killed by signal {-code}"
        return f"engine exited with status {code}"

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


def controller_preprocess(line):
    """What a controller does to a response line (GTP 2 section 3.1, steps
    1 and 3): control characters but HT removed, HT to space."""
    line = "".join(c for c in line if c == "\t" or not (ord(c) < 32 or ord(c) == 127))
    return line.replace("\t", " ")


def response_text(lines):
    """What gogui-regress compares: the response from its first space on,
    trimmed."""
    full = "".join(line + "\n" for line in lines)
    space = full.find(" ")
    return java_trim(full[space:]) if space >= 0 else ""


class Counts:
    """What happened in one file, or in all of them."""

    FIELDS = ("passed", "FAILED", "PASSED", "failed", "errors_ok", "errors_bad", "other", "broken")

    def __init__(self):
        for f in self.FIELDS:
            setattr(self, f, 0)

    def add(self, other):
        for f in self.FIELDS:
            setattr(self, f, getattr(self, f) + getattr(other, f))

    def unexpected(self, strict):
        """How many things went wrong; other errors too if strict."""
        wrong = self.FAILED + self.PASSED + self.errors_bad + self.broken
        return wrong + (self.other if strict else 0)

    def summary(self):
        tests = self.passed + self.FAILED + self.PASSED + self.failed
        return (
            f"{tests} tests: {self.passed} passed, {self.FAILED} FAILED, "
            f"{self.PASSED} PASSED, {self.failed} failed; "
            f"{self.errors_ok + self.errors_bad} expected errors, {self.errors_bad} FAILED; "
            f"{self.other} other errors"
            + (f"; {self.broken} engine or protocol failures" if self.broken else "")
        )


def run_script(path, engine_argv, options, out):
    """Runs one .tst file; returns its Counts. Raises FileError."""
    name = os.path.basename(path)
    lines = read_script(path)
    counts = Counts()

    def say(line, message):
        print(f"{name}:{line.number}: {message}", file=out)

    def quote(ok, text):
        return f"'{text}'" if ok else f"error '{text}'"

    cwd = os.path.dirname(os.path.abspath(path))
    engine = None
    current = None
    quit_sent = False
    try:
        engine = Engine(engine_argv, cwd, time.monotonic() + options.timeout)
        for line in lines:
            current = line
            if quit_sent:
                if line.is_command:
                    raise EngineError("a command after quit")
                continue  # the engine has gone; nothing more to send
            engine.send(line.raw)
            if not line.is_command:
                continue
            gtp_id, command = gtp_words(line.raw)
            ok, response = engine.read_response(gtp_id)
            text = response_text(response)
            quit_sent = ok and command == "quit"
            if line.test_id >= 0:
                p = line.pattern
                fail = not ok or (p is not None and not p.matches(text))
                expected_fail = p is not None and p.expected_fail
                shown = p.shown if p else ""
                label = {
                    (False, False): "passed",
                    (True, False): "FAILED",
                    (False, True): "PASSED",
                    (True, True): "failed",
                }[(fail, expected_fail)]
                setattr(counts, label, getattr(counts, label) + 1)
                if options.quiet and label in ("passed", "failed"):
                    pass
                elif fail:
                    say(line, f"{line.test_id} {label}: expected '{shown}', got {quote(ok, text)}")
                else:
                    say(line, f"{line.test_id} {label}")
            elif line.expected_error is not None:
                if not ok and line.expected_error.matches(text):
                    counts.errors_ok += 1
                    if not options.quiet:
                        say(line, "error passed")
                else:
                    counts.errors_bad += 1
                    shown = line.expected_error.shown
                    say(line, f"error FAILED: expected error '{shown}', got {quote(ok, text)}")
            elif not ok:
                counts.other += 1
                label = "error FAILED: undeclared error" if options.strict else "other error"
                say(line, f"{label} '{text}' from '{line.text}'")
        current = None
        engine.finish(quit_sent)
    except EngineError as e:
        counts.broken += 1
        where = f"{name}:{current.number}" if current else f"{name}: at the end"
        print(f"{where}: ERROR: {e}", file=out)
        if engine:
            engine.kill()
    if engine and (counts.unexpected(options.strict) or options.verbose):
        for text in engine.stderr:
            print(f"{name}: stderr: {text}", file=out)
    print(f"{name}: {counts.summary()}", file=out)
    return counts


def engine_command(text):
    """The engine's argv: the path of an existing file as it is, else a
    command line split as a shell would; the program made absolute if it is
    a path, since each file runs in its own folder."""
    argv = [text] if os.path.isfile(text) else shlex.split(text)
    if not argv:
        raise SystemExit("gtp-regress: empty engine command")
    if os.sep in argv[0] or (os.altsep and os.altsep in argv[0]):
        argv[0] = os.path.abspath(argv[0])
    return shlex.split(os.environ.get("GTP_REGRESS_WRAPPER", "")) + argv


def check_coverage(engine_argv, paths, out):
    """Fails if a command that list_commands lists is used by no file, but
    for uses that expect an error."""
    try:
        result = subprocess.run(
            engine_argv, input=b"list_commands\nquit\n", capture_output=True, timeout=60
        )
    except subprocess.TimeoutExpired:
        print("list_commands: no response in 60 s", file=out)
        return 1
    reply = result.stdout.decode("utf-8", errors="replace")
    if not reply.startswith("= "):
        print(f"list_commands failed: {reply!r}", file=out)
        return 1
    listed = reply[2:].split("\n\n", 1)[0].split("\n")
    used = set()
    for path in paths:
        for line in read_script(path):
            if line.is_command and line.expected_error is None:
                used.add(gtp_words(line.raw)[1])
    missing = [c for c in listed if c not in used]
    for c in missing:
        print(f"command not used by any script: {c}", file=out)
    used_count = len(listed) - len(missing)
    print(f"{used_count} of {len(listed)} listed commands used by {len(paths)} scripts", file=out)
    return 1 if missing else 0


def check_listed(folder, paths, out):
    """Fails if folder holds a .tst file that is not among paths."""
    given = {os.path.basename(p) for p in paths}
    present = {f for f in os.listdir(folder) if f.endswith(".tst")}
    for f in sorted(present - given):
        print(f"{f}: not registered (add it to the list in tests/meson.build)", file=out)
    for f in sorted(given - present):
        print(f"{f}: registered but not in {folder}", file=out)
    print(f"{len(present & given)} of {len(present)} scripts registered", file=out)
    return 0 if present == given else 1


def main():
    parser = argparse.ArgumentParser(
        description="Run GTP regression scripts (gogui-regress format) against an engine."
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--check-coverage", action="store_true", help="check that every listed command is used"
    )
    mode.add_argument(
        "--check-listed", action="store_true", help="first argument is a folder of .tst files"
    )
    parser.add_argument("--strict", action="store_true", help="an error without '#!' fails")
    parser.add_argument("--quiet", action="store_true", help="report only what is unexpected")
    parser.add_argument("--verbose", action="store_true", help="show the engine's stderr")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per file (default 60)")
    parser.add_argument("engine", help="engine command line (or folder, with --check-listed)")
    parser.add_argument("files", nargs="*", metavar="FILE.tst")
    options = parser.parse_args()
    if not options.files and not options.check_listed:
        parser.error("no .tst file given")
    out = sys.stdout
    if os.environ.get("GTP_REGRESS_WRAPPER"):
        options.timeout *= 20
    try:
        if options.check_listed:
            return check_listed(options.engine, options.files, out)
        argv = engine_command(options.engine)
        if options.check_coverage:
            return check_coverage(argv, options.files, out)
        total = Counts()
        for path in options.files:
            total.add(run_script(path, argv, options, out))
    except (FileError, OSError) as e:
        print(f"gtp-regress: {e}", file=out)
        return 2
    if len(options.files) > 1:
        print(f"total: {len(options.files)} files, {total.summary()}", file=out)
    return 1 if total.unexpected(options.strict) else 0


if __name__ == "__main__":
    sys.exit(main())
