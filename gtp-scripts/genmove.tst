# genmove.tst - genmove COLOR chooses a move for COLOR, plays it and answers
# its vertex; it may be asked for either colour at any time (White first
# here, then twice the same colour). reg_genmove answers what genmove would
# play without playing it and without using up the random draw, so genmove
# then plays exactly that. kgs-genmove_cleanup is the same as genmove: with
# the same seed it plays the same game. (The moves are pinned under seed
# 42; random_game_*.tst pin whole games.)
boardsize 9
set_random_seed 42
1 reg_genmove w
#? [G4]
2 reg_genmove w
#? [G4]
3 move_history
#? []
4 genmove w
#? [G4]
5 color g4
#? [white]
6 last_move
#? [white G4]
7 reg_genmove b
#? [D9]
8 genmove BLACK
#? [D9]
9 genmove b
#? [E2]
10 move_history
#? [black E2\nblack D9\nwhite G4]
11 showboard
#? [.*\nWhite to move; last move black E2]
# The same seed, the same moves, through kgs-genmove_cleanup
clear_board
set_random_seed 42
12 kgs-genmove_cleanup w
#? [G4]
13 kgs-genmove_cleanup b
#? [D9]
14 kgs-genmove_cleanup b
#? [E2]
# On a board full of Black stones but for H9 and J9, White has those two
# legal points (neither takes anything), and genmove plays one of them.
clear_board
set_free_handicap A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9
15 all_legal w
#? [H9 J9]
16 genmove w
#? [H9|J9]
17 captures white
#? [0]
genmove purple
#! [syntax error]
genmove
#! [syntax error]
