# consecutive.tst - plays of the same colour in a row are legal (GTP 2
# section 6.3.2 leaves turn order to the controller). The side to move, as
# showboard tells it, is the other colour than the last mover; a colour may
# capture with two plays in a row; genmove may be asked for either colour.
boardsize 5
clear_board
play b a1
play b b2
play b c3
1 move_history
#? [black C3\nblack B2\nblack A1]
2 showboard
#? [.*\nWhite to move; last move black C3]
play w a2
play w b1
3 color a1
#? [empty]
4 captures white
#? [1]
5 showboard
#? [.*\nBlack to move; last move white B1]
6 last_move
#? [white B1]
play w e5
7 showboard
#? [.*\nBlack to move; last move white E5]
set_random_seed 1
8 genmove w
#? [[A-HJ-T][1-5]]
9 showboard
#? [.*\nBlack to move; last move white [A-E][1-5]]
10 genmove w
#? [[A-HJ-T][1-5]]
11 list_stones black
#? [B2 C3]
