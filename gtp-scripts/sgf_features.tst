# sgf_features.tst - loadsgf on hand-written records, one SGF feature at a
# time: setup (handicap, compressed point lists, AE and PL in the middle of
# the game, undone by undo), old FF[3] property names, escapes and soft
# line breaks, variations and collections, [tt] as a pass, rules from RU,
# and the 25x25 board; then printsgf of what was loaded. (GNU Go 3.8
# agrees on these positions but for AE in the middle of a game, which it
# ignores: it keeps the white stone on E5 that setup.sgf removes.)

loadsgf sgf/setup.sgf
10 get_komi
#? [0\.5]
11 list_stones black
#? [G3 C5 G5 C7 E8 E9]
12 list_stones white
#? [A8 J8 A9 J9]
13 last_move
#? [white pass]
# Two moves and the setup come off; the white stone the setup removed is back.
undo
undo
undo
14 list_stones black
#? [G3 C5 C7]
15 list_stones white
#? [E5 A8 J8 A9 J9]

# Up to move 3: the setup node before it is applied, and PL gives Black the move.
loadsgf sgf/setup.sgf 3
16 list_stones black
#? [G3 C5 C7 E8 E9]
17 showboard
#? [.*Black to move.*]

# Up to a move, the side to move is that move's colour: the record sets
# stones up and White moves first, with no PL.
loadsgf sgf/setup-white-first.sgf 1
50 gogui-rules_side_to_move
#? [white]
51 list_stones white
#? [F3 G3 G4]
loadsgf sgf/setup-white-first.sgf 3
52 gogui-rules_side_to_move
#? [white]
53 last_move
#? [black D6]
loadsgf sgf/setup-white-first.sgf
54 gogui-rules_side_to_move
#? [white]

# Only the main line of the first game counts. The record has no RU, so the
# rules stay those of the game before (Japanese, from setup.sgf).
loadsgf sgf/variations.sgf
20 query_boardsize
#? [7]
21 get_komi
#? [6]
22 list_stones black
#? [E3 D4]
23 list_stones white
#? [C5]
24 last_move
#? [white pass]
25 printsgf
#? [\(;FF\[4\]GM\[1\]AP\[ishi:[0-9.]*\]SZ\[7\]KM\[6\]RU\[Japanese\].;B\[dd\];W\[cc\];B\[ee\];W\[\]\)]

# RU[NZ]: Black's two stones on A5 and B5 commit suicide, which is legal.
loadsgf sgf/suicide-nz.sgf
30 list_stones black
#? []
31 captures white
#? [2]
32 printsgf
#? [.*RU\[NZ\].*]

loadsgf sgf/board-25x25.sgf
40 query_boardsize
#? [25]
41 list_stones black
#? [U6 A25]
42 list_stones white
#? [A1 Z1]
