#!/usr/bin/env python3
"""check-structure.py - the shape of src/ that the README promises.

  check-structure.py --includes SRC_DIR
      fails if the modules of SRC_DIR include each other in a cycle. A module
      is a file name without its extension (board.c and board.h are one
      module); the handler files commands_*.c belong to the module commands,
      and closing_teire.c and closing_impl.h to the module closing.
  check-structure.py --floors MESON_BUILD
      fails if a source of the folder of MESON_BUILD includes one of a higher
      floor, or is on no floor. The floors are the lists `NAME_sources =
      files(...)` of MESON_BUILD, lowest first, and above them the programs
      of its executable() calls; a header is on the floor of its module (x.h
      with x.c), or listed itself when it has no .c file.
  check-structure.py --handlers SRC_DIR
      fails if a command handler (commands*.c) writes a field of the engine
      (`e->x = ...`, `e->x++`) or takes the address of one (`&e->x`): they
      change the engine through its setters, which announce each change.
      A textual check of the handlers' `e`: the compiler does the rest, as
      engine_game gives them the game as const; it cannot see a write
      through a field's own pointer, such as e->player.
  check-structure.py --selftest
      runs --includes and --floors on small made-up folders, and fails
      unless each catches what it must (an include cycle, an include upward,
      a source on no floor) and passes a sound folder.
  check-structure.py --symbols NM LIBRARY
      fails if the static library exports a symbol that does not start with
      its module's prefix: the module's name and '_' (or the name alone),
      or the short prefix of the few modules that have one (bb_, sb_, cmd_).
  check-structure.py --format CLANG_FORMAT DIR...
      fails if clang-format would change a C file of the folders, as
      .clang-format settles the layout. Other versions than 14, the one CI installs, may lay out
      the same file otherwise: with one of them it reports the test skipped
      (exit status 77), or fails if ISHI_REQUIRE_INTEGRATION is set.
  check-structure.py --dictionary ISHI DICT
      fails if the GTP fuzzer's dictionary lacks a command ishi lists, so
      that a new command is fuzzed from the start (loadsgf and printsgf
      aside: the fuzzer skips the lines that name files).
"""
import os
import re
import subprocess
import sys

SHORT_PREFIX = {'bitboard': 'bb', 'strbuf': 'sb', 'commands': 'cmd'}


# Modules spread over files of their own prefix: the command handlers
# (commands_*.c), the closing's step 5 and what its files share (closing_*).
SPREAD_MODULES = ('commands', 'closing')


def module_of(file_name):
    stem = re.sub(r'\.(c|h)(\.o)?$', '', os.path.basename(file_name))
    return next((m for m in SPREAD_MODULES if stem.startswith(m + '_')), stem)


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


def floors_of(meson_build):
    """[(floor name, [file names])], lowest first, from the files() lists;
    then ('programs', [...]) from the executable() calls."""
    with open(meson_build, encoding='utf-8') as f:
        text = f.read()
    floors = []
    for m in re.finditer(r"^(\w+)_sources\s*=\s*files\(([^)]*)\)", text, re.MULTILINE):
        floors.append((m.group(1), re.findall(r"'([^']+)'", m.group(2))))
    programs = re.findall(r"executable\(\s*'[^']+'\s*,\s*'([^']+\.c)'", text)
    floors.append(('programs', programs))
    return floors


def check_floors(meson_build):
    src = os.path.dirname(os.path.abspath(meson_build))
    floors = floors_of(meson_build)
    level, problems = {}, []
    for i, (floor, names) in enumerate(floors):
        for name in names:
            if name in level:
                problems.append('%s is on two floors' % name)
            level[name] = i
            if not os.path.exists(os.path.join(src, name)):
                problems.append('%s (floor %s) does not exist' % (name, floor))

    def floor_of(name):
        if name in level:
            return level[name]
        stem = os.path.splitext(name)[0]
        return level.get(stem + '.c')

    # The sources of src/ and of its folders (src/uct/...), named from src/
    # as the floors list them and as the includes name them.
    files = sorted(os.path.relpath(os.path.join(d, n), src)
                   for d, _, names in os.walk(src) for n in names
                   if n.endswith(('.c', '.h')))
    for name in files:
        here = floor_of(name)
        if here is None:
            problems.append('%s is on no floor' % name)
            continue
        with open(os.path.join(src, name), encoding='utf-8') as f:
            for line in f:
                m = re.match(r'\s*#\s*include\s+"([^"]+)"', line)
                if not m:
                    continue
                there = floor_of(m.group(1))
                if there is not None and there > here:
                    problems.append('%s (%s) includes %s (%s), a floor above' %
                                    (name, floors[here][0], m.group(1), floors[there][0]))
    for p in problems:
        print(p)
    print('%d files on %d floors (%s), %d problems' %
          (len(files), len(floors), ' < '.join(f for f, _ in floors), len(problems)))
    return 1 if problems else 0


# A write to the engine: an address taken (not a logical and), an
# assignment, an increment.
WRITES = re.compile(r'(?<!&)&(?!&)\s*e->|\be->[\w.\[\]>-]*\s*(?:[-+*/%|&^]|<<|>>)?=(?!=)'
                    r'|\be->[\w.\[\]>-]*\s*(?:\+\+|--)|(?:\+\+|--)\s*e->')


def check_handlers(src):
    problems, count = [], 0
    for name in sorted(os.listdir(src)):
        if not (name.startswith('commands') and name.endswith('.c')):
            continue
        count += 1
        with open(os.path.join(src, name), encoding='utf-8') as f:
            for number, line in enumerate(f, 1):
                if WRITES.search(line):
                    problems.append('%s:%d: %s' % (name, number, line.strip()))
    for p in problems:
        print('a handler writes the engine: ' + p)
    print('%d handler files, %d writes to the engine' % (count, len(problems)))
    return 1 if problems else 0


def selftest():
    """The checks on made-up folders: each must find what it must."""
    import contextlib
    import io
    import tempfile
    build = ("low_sources = files('a.c', 'only.h')\nhigh_sources = files('b.c')\n"
             "executable('prog', 'main.c')\n")
    sound = {'meson.build': build, 'a.h': '', 'a.c': '#include "a.h"\n#include "only.h"\n',
             'only.h': '', 'b.h': '#include "a.h"\n', 'b.c': '#include "b.h"\n',
             'main.c': '#include "b.h"\n'}
    cases = [
        ('a sound folder', {}, 0, 0),
        ('an include upward', {'a.c': '#include "b.h"\n'}, 1, 1),
        ('a header on no floor', {'c.h': ''}, 1, 0),
        ('a source on no floor', {'c.c': ''}, 1, 0),
        ('an include cycle', {'b.h': '#include "main.h"\n', 'main.h': '#include "b.h"\n'},
         None, 1),
    ]
    failed = 0
    for what, change, floors_status, cycle_status in cases:
        with tempfile.TemporaryDirectory() as folder:
            for name, text in {**sound, **change}.items():
                with open(os.path.join(folder, name), 'w') as f:
                    f.write(text)
            with contextlib.redirect_stdout(io.StringIO()):
                got_floors = check_floors(os.path.join(folder, 'meson.build'))
                got_cycle = check_includes(folder)
        if floors_status is not None and got_floors != floors_status:
            print('--floors on %s: status %d, expected %d' % (what, got_floors, floors_status))
            failed += 1
        if got_cycle != cycle_status:
            print('--includes on %s: status %d, expected %d' % (what, got_cycle, cycle_status))
            failed += 1
    handler_cases = [('reads', 'x = e->seed;\nif (e->a == 1)\n', 0),
                     ('an assignment', 'e->game.komi = 1;\n', 1),
                     ('an increment', 'e->judge_playouts++;\n', 1),
                     ('an address', 'game_play(&e->game, c, p);\n', 1)]
    for what, text, status in handler_cases:
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, 'commands_x.c'), 'w') as f:
                f.write(text)
            with contextlib.redirect_stdout(io.StringIO()):
                got = check_handlers(folder)
        if got != status:
            print('--handlers on %s: status %d, expected %d' % (what, got, status))
            failed += 1
    cases += handler_cases
    print('%d cases, %d checks wrong' % (len(cases), failed))
    return 1 if failed else 0


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


def check_dictionary(ishi, dictionary):
    listed = subprocess.run([ishi], input='list_commands\n', capture_output=True,
                            text=True).stdout
    with open(dictionary) as f:
        words = set(re.findall(r'^"([^" ]+) ?"', f.read(), re.MULTILINE))
    missing = [c for c in listed[2:].split()
               if c not in words and c not in ('loadsgf', 'printsgf')]
    print('missing from %s: %s' % (os.path.basename(dictionary), ' '.join(missing) or 'none'))
    return 1 if missing else 0


def main(argv):
    if len(argv) == 3 and argv[1] == '--includes':
        return check_includes(argv[2])
    if len(argv) == 3 and argv[1] == '--floors':
        return check_floors(argv[2])
    if len(argv) == 3 and argv[1] == '--handlers':
        return check_handlers(argv[2])
    if len(argv) == 2 and argv[1] == '--selftest':
        return selftest()
    if len(argv) == 4 and argv[1] == '--symbols':
        return check_symbols(argv[2], argv[3])
    if len(argv) >= 4 and argv[1] == '--format':
        return check_format(argv[2], argv[3:])
    if len(argv) == 4 and argv[1] == '--dictionary':
        return check_dictionary(argv[2], argv[3])
    print(__doc__.strip())
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv))
