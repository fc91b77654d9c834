# clear_board.tst - clear_board empties the board and forgets the game:
# stones, prisoners, the move history (so undo and last_move have nothing)
# and the positions that superko remembers; size and komi stay, and Black
# is to move. Also after handicap stones.
boardsize 2
komi 0.5
# The 2x2 game of board_2x2.tst: the position with Black A1 alone comes
# again after six moves, and is refused.
play b a1
play w b2
play b b1
play w a2
play b a1
play w b1
1 is_legal b a1
#? [0]
2 captures white
#? [3]
3 clear_board
#? []
4 list_stones white
#? []
5 captures white
#? [0]
6 move_history
#? []
undo
#! [cannot undo]
last_move
#! [no previous move known]
7 query_boardsize
#? [2]
8 get_komi
#? [0\.5]
9 showboard
#? [.*\nBlack to move]
# The earlier game is forgotten: White's three stones, then Black A1
# taking them, gives Black A1 alone again, legal now.
play w a2
play w b2
play w b1
10 is_legal b a1
#? [1]
play b a1
11 list_stones black
#? [A1]
12 captures black
#? [3]
# Handicap stones go too
boardsize 9
fixed_handicap 4
play w e5
13 clear_board
#? []
14 list_stones black
#? []
15 fixed_handicap 2
#? [C3 G7]
