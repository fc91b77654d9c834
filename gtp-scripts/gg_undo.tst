# gg_undo.tst - gg-undo N (GNU Go's extension) takes back the last N moves,
# 1 without an argument, 0 changing nothing; with fewer than N moves it
# fails with 'cannot undo' and takes back none. N must be a GTP int.
boardsize 9
clear_board
1 gg-undo 0
#? []
gg-undo
#! [cannot undo]
play b c3
play w d4
play b e5
play w f6
play b g7
2 gg-undo
#? []
3 last_move
#? [white F6]
gg-undo 5
#! [cannot undo]
4 move_history
#? [white F6\nblack E5\nwhite D4\nblack C3]
5 gg-undo 3
#? []
6 move_history
#? [black C3]
7 gg-undo 1
#? []
8 list_stones black
#? []
gg-undo 1
#! [cannot undo]
gg-undo -1
#! [syntax error]
gg-undo two
#! [syntax error]
gg-undo 1 2
#! [syntax error]
gg-undo 2147483648
#! [syntax error]
# Across captures: White takes E5 with its fourth stone; gg-undo 2 brings
# E5 back and takes the two last White stones off.
play b e5
play w e6
play w d5
play w f5
play w e4
9 captures white
#? [1]
10 gg-undo 2
#? []
11 color e5
#? [black]
12 captures white
#? [0]
13 list_stones white
#? [D5 E6]
