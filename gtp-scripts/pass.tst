# pass.tst - passes: always legal, for either colour, any number of times,
# in any case of letters; they change no stone and take nothing, but count
# as moves in the history (last_move, move_history, undo) and pass the turn.
boardsize 9
clear_board
1 is_legal b pass
#? [1]
2 play b pass
#? []
3 last_move
#? [black pass]
4 showboard
#? [.*\nWhite to move; last move black pass]
5 play w PASS
#? []
6 play B Pass
#? []
7 play white pAsS
#? []
8 move_history
#? [white pass\nblack pass\nwhite pass\nblack pass]
9 list_stones black
#? []
10 captures black
#? [0]
play b e5
11 play b pass
#? []
12 play b pass
#? []
13 showboard
#? [.*\nWhite to move; last move black pass]
14 undo
#? []
15 undo
#? []
16 last_move
#? [black E5]
17 color e5
#? [black]
# A pass is legal even where no play is: on 1x1 the only point is suicide.
boardsize 1
18 is_legal b a1
#? [0]
19 is_legal b pass
#? [1]
20 play b pass
#? []
21 play w pass
#? []
22 final_score
#? [W\+7\.5]
