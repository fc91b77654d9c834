# handicap_fixed_invalid.tst - every fixed_handicap that must fail, and
# that a failure changes nothing. Sizes 1 to 6 have no fixed placement at
# all: every count is 'invalid number of stones'. From 7x7 on, 0 and 1
# stones, and one more than the maximum (5 on 7x7 and even sizes, 10 on
# odd sizes from 9x9), are invalid. A number that is no GTP int is a
# syntax error. A valid count on a board with stones is 'board not empty',
# also when the stones are handicap stones; an empty board after undo is
# empty again.
boardsize 1
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 2
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 3
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 4
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 5
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 6
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 2
#! [invalid number of stones]
fixed_handicap 3
#! [invalid number of stones]
fixed_handicap 4
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 6
#! [invalid number of stones]
fixed_handicap 7
#! [invalid number of stones]
fixed_handicap 8
#! [invalid number of stones]
fixed_handicap 9
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
boardsize 7
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 8
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 9
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 10
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 11
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 12
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 13
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 14
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 15
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 16
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 17
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 18
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 19
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 20
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 21
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 22
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 23
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 24
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 5
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
boardsize 25
fixed_handicap 0
#! [invalid number of stones]
fixed_handicap 1
#! [invalid number of stones]
fixed_handicap 10
#! [invalid number of stones]
fixed_handicap 100
#! [invalid number of stones]
2600 list_stones black
#? []
boardsize 9
fixed_handicap 2147483647
#! [invalid number of stones]
fixed_handicap 2147483648
#! [syntax error]
fixed_handicap -2
#! [syntax error]
fixed_handicap ++2
#! [syntax error]
fixed_handicap 2.0
#! [syntax error]
fixed_handicap two
#! [syntax error]
fixed_handicap
#! [syntax error]
fixed_handicap 2 3
#! [syntax error]
# A stone on the board, placed by a move
play w e5
fixed_handicap 2
#! [board not empty]
fixed_handicap 1
#! [invalid number of stones]
1 list_stones black
#? []
2 list_stones white
#? [E5]
# Taken back: the board is empty again, so a handicap is fine
undo
3 fixed_handicap 2
#? [C3 G7]
# Handicap on handicap
fixed_handicap 2
#! [board not empty]
fixed_handicap 9
#! [board not empty]
4 list_stones black
#? [C3 G7]
# clear_board removes handicap stones
clear_board
5 fixed_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
