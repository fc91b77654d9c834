# board_13x13.tst - 13x13: columns A to N (no I), rows 1 to 13; O and row 14
# are off this board. The first size with handicap and star points on the
# 4th line (D4 K4 D10 K10, centre G7). A corner capture at N13 and an edge
# capture at A7, and showboard with two-digit rows.
boardsize 13
1 query_boardsize
#? [13]
2 is_legal b n13
#? [1]
3 is_legal b o13
#? [0]
4 is_legal b n14
#? [0]
5 is_legal b a13
#? [1]
6 is_legal b n1
#? [1]
play b o1
#! [illegal move]
play b i7
#! [syntax error]
play w n13
play b m13
play b n12
7 color n13
#? [empty]
play w a7
play b a6
play b a8
play b b7
8 captures black
#? [2]
9 showboard
#? [A B C D E F G H J K L M N\n13 \. \. \. \. \. \. \. \. \. \. \. X \. 13\n12 \. \. \. \. \. \. \. \. \. \. \. \. X 12\n11 \. \. \. \. \. \. \. \. \. \. \. \. \. 11\n10 \. \. \. \+ \. \. \. \. \. \+ \. \. \. 10\n 9 \. \. \. \. \. \. \. \. \. \. \. \. \. 9\n 8 X \. \. \. \. \. \. \. \. \. \. \. \. 8\n 7 \.\(X\)\. \. \. \. \+ \. \. \. \. \. \. 7\n 6 X \. \. \. \. \. \. \. \. \. \. \. \. 6\n 5 \. \. \. \. \. \. \. \. \. \. \. \. \. 5\n 4 \. \. \. \+ \. \. \. \. \. \+ \. \. \. 4\n 3 \. \. \. \. \. \. \. \. \. \. \. \. \. 3\n 2 \. \. \. \. \. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J K L M N\nBlack \(X\) has captured 2, White \(O\) has captured 0; komi 7\.5\nWhite to move; last move black B7]
fixed_handicap 5
#! [board not empty]
clear_board
10 fixed_handicap 5
#? [D4 K10 D10 K4 G7]
