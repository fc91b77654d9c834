# integer_args.tst - every integer argument is read by one rule, GNU Go's
# (it reads them with sscanf's %d): an optional '+', then decimal digits,
# leading zeros allowed. A sign alone, two signs, or anything after the
# digits is a syntax error. boardsize answers 'unacceptable size' for an
# integer it cannot use, negative or huge; the other commands, which take
# counts and times up to 2^31 - 1, a syntax error.
1 boardsize +9
#? []
2 query_boardsize
#? [9]
3 boardsize 0000000000007
#? []
4 query_boardsize
#? [7]
boardsize +
#! [syntax error]
boardsize -
#! [syntax error]
boardsize ++9
#! [syntax error]
boardsize +-9
#! [syntax error]
boardsize -+9
#! [syntax error]
boardsize 9+
#! [syntax error]
boardsize -0
#! [unacceptable size]
boardsize +0
#! [unacceptable size]
boardsize +26
#! [unacceptable size]
boardsize 2147483648
#! [unacceptable size]
boardsize -99999999999999999999999999999999
#! [unacceptable size]
boardsize +99999999999999999999999999999999
#! [unacceptable size]
5 query_boardsize
#? [7]
6 boardsize +9
#? []
7 fixed_handicap +2
#? [C3 G7]
8 gg-undo +0
#? []
9 clear_board
#? []
10 place_free_handicap +02
#? [C3 G7]
11 play b e5
#? []
12 gg-undo +1
#? []
13 move_history
#? []
gg-undo +
#! [syntax error]
gg-undo -1
#! [syntax error]
gg-undo ++1
#! [syntax error]
14 time_settings +300 +30 +5
#? []
15 kgs-time_settings byoyomi +60 +10 +3
#? []
16 time_left black +100 +0
#? []
time_left black +2147483648 0
#! [syntax error]
17 set_random_seed +5
#? []
18 get_random_seed
#? [5]
19 set_random_seed +18446744073709551615
#? []
20 get_random_seed
#? [18446744073709551615]
set_random_seed +18446744073709551616
#! [syntax error]
set_random_seed ++5
#! [syntax error]
set_random_seed +
#! [syntax error]
21 get_random_seed
#? [18446744073709551615]
22 loadsgf sgf/setup.sgf +3
#? []
23 list_stones black
#? [G3 C5 C7 E8 E9]
