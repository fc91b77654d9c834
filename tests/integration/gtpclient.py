"""A small GTP controller for the integration tests (Python standard library only).

An Engine runs one GTP program as a child process. Commands are sent with
ids, many at once when asked (pipelined, as GUIs do), and each response is
checked to carry the id of its command, so a lost or extra line shows up at
once as a framing error instead of a wrong answer later.
"""

import os
import subprocess
import tempfile


def skipped(reason):
    """The exit status of a test whose program is missing: 77, which meson
    counts as a skip, or 1 where ISHI_REQUIRE_INTEGRATION is set (CI), so
    that a program gone missing there fails instead of passing quietly."""
    required = os.environ.get("ISHI_REQUIRE_INTEGRATION")
    print(reason + (": failed, as ISHI_REQUIRE_INTEGRATION is set" if required else ": skipped"))
    return 1 if required else 77


class GtpError(Exception):
    """The engine broke the protocol (framing, ids) or died."""


class Response:
    def __init__(self, ok, text):
        self.ok = ok
        self.text = text

    def __repr__(self):
        return ("=" if self.ok else "?") + " " + self.text


class Engine:
    # Commands per batch: keeps both pipes far below their buffer size, so
    # writing a batch can never wait on the engine waiting on us.
    BATCH = 200

    def __init__(self, argv, label=None):
        self.label = label or os.path.basename(argv[0])
        self.argv = argv
        self.stderr = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr, text=True)
        self.next_id = 1

    def _read_response(self, want_id):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise GtpError(f"{self.label}: output ended; stderr: {self.stderr_text()!r}")
            line = line.rstrip("\n")
            if not lines and line == "":
                raise GtpError(f"{self.label}: empty line where a response should start")
            if line == "":
                break
            lines.append(line)
        head = lines[0]
        if head[:1] not in ("=", "?"):
            raise GtpError(f"{self.label}: response starts with {head!r}")
        digits = ""
        for ch in head[1:]:
            if not ch.isdigit():
                break
            digits += ch
        if digits != str(want_id):
            raise GtpError(f"{self.label}: response {head!r} to command id {want_id}")
        first = head[1 + len(digits):].strip()
        text = "\n".join([first] + lines[1:]).strip()
        return Response(head[0] == "=", text)

    def write(self, commands):
        """Writes up to BATCH commands at once; read() gets the answers."""
        assert len(commands) <= self.BATCH
        ids = list(range(self.next_id, self.next_id + len(commands)))
        self.next_id += len(commands)
        try:
            self.proc.stdin.write("".join(f"{i} {c}\n" for i, c in zip(ids, commands)))
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise GtpError(f"{self.label}: stdin closed; stderr: {self.stderr_text()!r}")
        return list(zip(ids, commands))

    def read(self, written):
        """The responses to commands that write() sent, in order."""
        return [self._read_response(i) for i, _ in written]

    def send_many(self, commands):
        """Sends the commands pipelined and returns their responses in order."""
        out = []
        for start in range(0, len(commands), self.BATCH):
            out += self.read(self.write(commands[start:start + self.BATCH]))
        return out

    def send(self, command):
        return self.send_many([command])[0]

    def ok(self, command):
        """Sends a command that must succeed; returns its result text."""
        r = self.send(command)
        if not r.ok:
            raise GtpError(f"{self.label}: '{command}' failed: {r.text}")
        return r.text

    def stderr_text(self):
        self.stderr.seek(0)
        return self.stderr.read().decode(errors="replace")

    def close(self):
        """Sends quit and waits for the exit; returns the exit status."""
        try:
            self.send("quit")
        except GtpError:
            pass
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass
        try:
            return self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait()


def send_each(engines, command_lists):
    """Sends each engine its commands, all engines working at once; returns
    the list of responses of each."""
    answers = [[] for _ in engines]
    longest = max(len(c) for c in command_lists)
    for start in range(0, longest, Engine.BATCH):
        written = [e.write(c[start:start + Engine.BATCH]) for e, c in zip(engines, command_lists)]
        for k, (e, w) in enumerate(zip(engines, written)):
            answers[k] += e.read(w)
    return answers


if __name__ == "__main__":
    # A stand-in test for a program meson did not find: gtpclient.py REASON.
    import sys
    sys.exit(skipped(sys.argv[1]))
