"""What cli.py and bench_cli.py check alike, for ishi and ishi-bench: both
read their command lines through src/cmdline.c, so they must refuse alike
and document alike.
"""

import re
import subprocess
import sys


def fail(message):
    print("FAILED:", message)
    sys.exit(1)


def run(program, args, stdin=""):
    return subprocess.run([program] + args, input=stdin, capture_output=True, text=True,
                          timeout=20)


def option_names(help_text):
    """The options a --help text lists, one per line: "  --name ..."."""
    return re.findall(r"^  (--[a-z-]+)", help_text, re.MULTILINE)


def check_refusals(program, name, bad_options, before=(), stdin=""):
    """Each bad command line (after the arguments `before`) ends the program
    with status 2, nothing on stdout and one line on stderr that starts with
    the program's name."""
    for args in bad_options:
        r = run(program, list(before) + args, stdin)
        lines = r.stderr.splitlines()
        if (r.returncode != 2 or r.stdout or len(lines) != 1
                or not lines[0].startswith(name + ": ")):
            fail(f"{name} {' '.join(args)}: status {r.returncode}, stdout {r.stdout!r}, "
                 f"stderr {r.stderr!r}")


def check_manual_options(manual_text, title, help_text):
    """The page starts with .TH `title` 1, and each option --help lists heads
    an entry of it (.TP, then the option in bold)."""
    if not manual_text.startswith(f".TH {title} 1"):
        fail(f"the manual page does not start with .TH {title} 1")
    # Roff writes hyphens in names as "\-".
    entries = set(re.findall(r"^\.TP\n\.B[IR]? +(--[a-z-]+)", manual_text.replace("\\-", "-"),
                             re.MULTILINE))
    missing = [o for o in option_names(help_text) if o not in entries]
    if missing:
        fail(f"the manual page has no entry for {missing}")
