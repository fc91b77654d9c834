# board_19x19.tst - the default size (an engine starts on 19x19): columns A
# to T without I, rows 1 to 19; U and row 20 are off this board, I is no
# column at all (syntax error). Nine star points from 15x15 on. Captures in
# the corner T19 and on the edge at K1; showboard pinned whole.
1 query_boardsize
#? [19]
boardsize 19
2 is_legal b t19
#? [1]
3 is_legal b u19
#? [0]
4 is_legal b t20
#? [0]
5 is_legal w A19
#? [1]
6 is_legal w T1
#? [1]
play b u1
#! [illegal move]
play b a20
#! [illegal move]
play b i10
#! [syntax error]
color u1
#! [invalid vertex]
play w t19
play b s19
play b t18
8 color t19
#? [empty]
play w k1
play b j1
play b l1
play b k2
9 captures black
#? [2]
10 list_stones black
#? [J1 L1 K2 T18 S19]
11 showboard
#? [A B C D E F G H J K L M N O P Q R S T\n19 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. X \. 19\n18 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. X 18\n17 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 17\n16 \. \. \. \+ \. \. \. \. \. \+ \. \. \. \. \. \+ \. \. \. 16\n15 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 15\n14 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 14\n13 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 13\n12 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 12\n11 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 11\n10 \. \. \. \+ \. \. \. \. \. \+ \. \. \. \. \. \+ \. \. \. 10\n 9 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 9\n 8 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 7\n 6 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 6\n 5 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 5\n 4 \. \. \. \+ \. \. \. \. \. \+ \. \. \. \. \. \+ \. \. \. 4\n 3 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 3\n 2 \. \. \. \. \. \. \. \. \.\(X\)\. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. X \. X \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J K L M N O P Q R S T\nBlack \(X\) has captured 2, White \(O\) has captured 0; komi 7\.5\nWhite to move; last move black K2]
fixed_handicap 9
#! [board not empty]
