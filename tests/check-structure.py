#!/usr/bin/env python3
"""check-structure.py - the shape of src/ that the README promises.

  check-structure.py --includes SRC_DIR
      fails if the modules of SRC_DIR include each other in a cycle. A module
      is a file name without its extension (board.c and board.h are one
      module); the handler files commands_*.c belong to the module commands.
  check-structure.py --symbols NM LIBRARY
      fails if the static library exports a symbol that does not start with
      its module's prefix: the module's name and '_' (or the name alone),
      or the short prefix of the few modules that have one (bb_, sb_, cmd_).
  check-structure.py --format CLANG_FORMAT DIR...
      fails if clang-format would change a C file of the folders, as
      .clang-format settles the layout. Other versions than 14, the one CI installs, may lay out
      the same file otherwise: with one of them it reports the test skipped
      (exit status 77), or fails if ISHI_REQUIRE_INTEGRATION is set.
"""
import os
import re
import subprocess
import sys

SHORT_PREFIX = {'bitboard': 'bb', 'strbuf': 'sb', 'commands': 'cmd'}


def module_of(file_name):
    stem = re.sub(r'\.(c|h)(\.o)?$', '', os.path.basename(file_name))
    return 'commands' if stem.startswith('commands_') else stem


def include_graph(src):
    graph = {}
    for name in sorted(os.listdir(src)):
        if not name.endswith(('.c', '.h')):
            continue
        here = module_of(name)
        graph.setdefault(here, set())
        with open(os.path.join(src, name), encoding='utf-8') as f:
            for line in f:
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if m and module_of(m.group(1)) != here:
                    graph[here].add(module_of(m.group(1)))
    return graph


def find_cycle(graph):
    """A list of modules that include each other round, or None."""
    state, stack = {}, []

    def visit(m):
        state[m] = 'open'
        stack.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 'open':
                return stack[stack.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        state[m] = 'done'
        return None

    for m in sorted(graph):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def check_includes(src):
    graph = include_graph(src)
    cycle = find_cycle(graph)
    if cycle:
        print('include cycle: ' + ' -> '.join(cycle))
        return 1
    print('%d modules, no include cycle' % len(graph))
    return 0


def check_symbols(nm, library):
    out = subprocess.run([nm, '--defined-only', '-g', '-A', library], check=True,
                         capture_output=True, text=True).stdout
    bad, count = [], 0
    for line in out.splitlines():
        # "libishi.a:board.c.o:0000000000000000 T board_play"
        parts = line.split()
        if len(parts) < 3:
            continue
        member = parts[0].split(':')[-2] if parts[0].count(':') >= 2 else parts[0]
        symbol = parts[-1]
        if symbol.startswith('__'):
            continue  # the compiler's own, as a sanitizer's __odr_asan.NAME
        module = module_of(member)
        prefix = SHORT_PREFIX.get(module, module)
        count += 1
        if symbol != prefix and not symbol.startswith(prefix + '_'):
            bad.append('%s: %s (expected %s_...)' % (member, symbol, prefix))
    for b in bad:
        print('unprefixed symbol in ' + b)
    if count == 0:
        print('no symbols read from ' + library)
        return 1
    print('%d exported symbols, %d without their module prefix' % (count, len(bad)))
    return 1 if bad else 0


def check_format(clang_format, folders):
    version = subprocess.run([clang_format, '--version'], capture_output=True,
                             text=True).stdout
    m = re.search(r'version (\d+)\.', version)
    if not m or m.group(1) != '14':
        print('clang-format 14 is needed, found: ' + (version.strip() or 'nothing'))
        return 1 if os.environ.get('ISHI_REQUIRE_INTEGRATION') else 77
    files = sorted(os.path.join(d, n) for d in folders for n in os.listdir(d)
                   if n.endswith(('.c', '.h')))
    unformatted = []
    for name in files:
        run = subprocess.run([clang_format, '--dry-run', '--Werror', name],
                             capture_output=True, text=True)
        if run.returncode != 0:
            unformatted.append(name)
            print(run.stderr.strip().splitlines()[0] if run.stderr.strip() else name)
    print('%d files, %d not as clang-format lays them out' % (len(files), len(unformatted)))
    return 1 if unformatted else 0


def main(argv):
    if len(argv) == 3 and argv[1] == '--includes':
        return check_includes(argv[2])
    if len(argv) == 4 and argv[1] == '--symbols':
        return check_symbols(argv[2], argv[3])
    if len(argv) >= 4 and argv[1] == '--format':
        return check_format(argv[2], argv[3:])
    print(__doc__.strip())
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
