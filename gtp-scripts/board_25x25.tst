# board_25x25.tst - the largest board GTP allows: columns A to Z without I
# (25 letters), rows 1 to 25. Row 26 is no vertex at all (syntax error);
# nothing is off this board. Corner captures at Z25 and A1, a chain of two on
# the top edge, and showboard pinned whole: star points on the 4th line and
# the centre, N13.
boardsize 25
1 query_boardsize
#? [25]
2 is_legal b z25
#? [1]
3 is_legal b a25
#? [1]
4 is_legal b z1
#? [1]
play b z26
#! [syntax error]
play b a26
#! [syntax error]
play b i25
#! [syntax error]
color z26
#! [syntax error]
play w z25
play b y25
play b z24
5 color z25
#? [empty]
play w a1
play b a2
play b b1
6 captures black
#? [2]
play b m25
play b n25
play w l25
play w o25
play w m24
play w n24
7 color m25
#? [empty]
8 captures white
#? [2]
9 list_stones white
#? [M24 N24 L25 O25]
10 showboard
#? [A B C D E F G H J K L M N O P Q R S T U V W X Y Z\n25 \. \. \. \. \. \. \. \. \. \. O \. \. O \. \. \. \. \. \. \. \. \. X \. 25\n24 \. \. \. \. \. \. \. \. \. \. \. O\(O\)\. \. \. \. \. \. \. \. \. \. \. X 24\n23 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 23\n22 \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. 22\n21 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 21\n20 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 20\n19 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 19\n18 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 18\n17 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 17\n16 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 16\n15 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 15\n14 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 14\n13 \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. 13\n12 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 12\n11 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 11\n10 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 10\n 9 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 9\n 8 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 7\n 6 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 6\n 5 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 5\n 4 \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. \. \. \. \. \. \+ \. \. \. 4\n 3 \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 3\n 2 X \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 2\n 1 \. X \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J K L M N O P Q R S T U V W X Y Z\nBlack \(X\) has captured 2, White \(O\) has captured 2; komi 7\.5\nBlack to move; last move white N24]
fixed_handicap 9
#! [board not empty]
clear_board
11 fixed_handicap 9
#? [D4 W22 D22 W4 D13 W13 N4 N22 N13]
