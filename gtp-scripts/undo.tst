# undo.tst - undo takes back the last move exactly: stones, captured stones
# (they come back), prisoner counts, the side to move, and the ko state (a
# ko capture taken back and played again is still a ko capture). Undo with
# no move to take back fails with 'cannot undo' and changes nothing;
# handicap stones are never taken back.
boardsize 9
clear_board
undo
#! [cannot undo]
play b e5
play w e6
play w d5
play w f5
play w e4
1 captures white
#? [1]
2 color e5
#? [empty]
3 undo
#? []
4 color e5
#? [black]
5 captures white
#? [0]
6 countlib e5
#? [1]
7 color e4
#? [empty]
8 showboard
#? [.*\nBlack to move; last move white F5]
9 undo
#? []
10 undo
#? []
11 undo
#? []
12 undo
#? []
13 list_stones white
#? []
14 list_stones black
#? []
undo
#! [cannot undo]
last_move
#! [no previous move known]
# Ko: Black takes at C3; taken back and played again, it is still a ko
# capture, and White may not take back at once.
play b b4
play w c4
play b a3
play w b3
play b b2
play w c2
play w d3
play b c3
15 undo
#? []
16 color b3
#? [white]
17 captures black
#? [0]
18 is_legal b c3
#? [1]
play b c3
19 captures black
#? [1]
20 is_legal w b3
#? [0]
# After a threat and its answer White takes back; undoing those three moves
# brings the ko back.
play w g7
play b g6
play w b3
21 color c3
#? [empty]
22 undo
#? []
23 color c3
#? [black]
24 is_legal w b3
#? [1]
25 undo
#? []
26 undo
#? []
27 is_legal w b3
#? [0]
28 showboard
#? [.*\nWhite to move; last move black C3]
# Handicap stones are setup, not moves.
clear_board
29 fixed_handicap 2
#? [C3 G7]
undo
#! [cannot undo]
play w e5
30 undo
#? []
undo
#! [cannot undo]
31 list_stones black
#? [C3 G7]
32 showboard
#? [.*\nWhite to move]
