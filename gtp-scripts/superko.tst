# superko.tst - positional superko, the default rule: no play may recreate
# any earlier position of the game (counted from the start, here the empty
# board), even where simple ko would allow it. Two cases:
# 1. Black takes a ko, both pass, White takes back: the position before
#    White's move is the one after the passes, so it is no simple ko, but
#    the position White would make existed before Black took.
# 2. A triple ko, as in tests/test_game.c: three kos, taken in turn, never
#    one just taken (so each move is legal under simple ko), come back to
#    the start position after six moves; the sixth is refused.
# Simple ko allows both refused plays: run this file with the engine option
# --ko simple, and tests 5 and 26 fail, as do the expected errors after
# them, as they should:
#   python3 tests/gtp-regress.py 'build/src/ishi --ko simple' gtp-scripts/superko.tst
# Situational superko (--ko situational) refuses both too: each repeated
# position had the same player to move (setup ends with a White play).
boardsize 9
clear_board
play b b4
play w c4
play b a3
play w b3
play b b2
play w c2
play w d3
1 is_legal b c3
#? [1]
play b c3
2 is_legal w b3
#? [0]
3 play w pass
#? []
4 play b pass
#? []
5 is_legal w b3
#? [0]
play w b3
#! [illegal move]
7 color b3
#? [empty]
# New stones make new positions: then White may take back.
play w f6
play b f2
8 is_legal w b3
#? [1]
play w b3
9 captures white
#? [1]
# The triple ko. k1 and k2 on the left, White holds both; k3 on the right,
# Black holds it. Black to move.
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . X O . . . . . .
#   6 X O . O . . . . .
#   5 . X O . . . . . .
#   4 . . . . . . . . .
#   3 . X O . . . X O .
#   2 X O . O . X . X O
#   1 . X O . . . X O .
clear_board
play b b7
play b a6
play b b5
play b b3
play b a2
play b b1
play b g3
play b f2
play b g1
play b h2
play w c7
play w b6
play w d6
play w c5
play w c3
play w b2
play w d2
play w c1
play w h3
play w j2
play w h1
10 list_stones black
#? [B1 G1 A2 F2 H2 B3 G3 B5 A6 B7]
11 list_stones white
#? [C1 H1 B2 D2 J2 C3 H3 C5 B6 D6 C7]
# k1: Black takes at C2
12 is_legal b c2
#? [1]
play b c2
# k3: White takes at G2
13 is_legal w g2
#? [1]
play w g2
# k2: Black takes at C6
14 is_legal b c6
#? [1]
play b c6
# k1: White takes back at B2 (Black's last move was at k2)
15 is_legal w b2
#? [1]
play w b2
# k3: Black takes back at H2
16 is_legal b h2
#? [1]
play b h2
17 captures black
#? [3]
18 captures white
#? [2]
# k2: White's take-back at B6 would recreate the start position.
26 is_legal w b6
#? [0]
play w b6
#! [illegal move]
27 color b6
#? [empty]
28 list_stones white
#? [C1 H1 B2 D2 J2 C3 H3 C5 D6 C7]
# After a move elsewhere by each side, the position is new again.
play w e9
play b e1
29 is_legal w b6
#? [1]
play w b6
30 captures white
#? [3]
