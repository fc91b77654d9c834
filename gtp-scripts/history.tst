# history.tst - last_move answers the colour and vertex of the last move
# ('no previous move known' before the first); move_history lists every
# move, last first, one per line (empty before the first). Passes are
# moves; handicap stones are not. Undo and clear_board shorten the history.
boardsize 9
last_move
#! [no previous move known]
1 move_history
#? []
play b c3
play w pass
play w g7
play b j1
2 last_move
#? [black J1]
3 move_history
#? [black J1\nwhite G7\nwhite pass\nblack C3]
undo
4 last_move
#? [white G7]
undo
5 last_move
#? [white pass]
6 move_history
#? [white pass\nblack C3]
clear_board
last_move
#! [no previous move known]
7 move_history
#? []
# Handicap stones are setup, not moves
8 fixed_handicap 3
#? [C3 G7 C7]
last_move
#! [no previous move known]
9 move_history
#? []
play w e5
10 move_history
#? [white E5]
11 last_move
#? [white E5]
