# board_7x7.tst - 7x7, the smallest board with fixed handicap: columns A to
# G, rows 1 to 7; H and row 8 are off this board (illegal moves, and invalid
# vertices for queries), while Z25 is a vertex of the protocol but off this
# board. All 49 points are legal at the start. A corner capture at G7, and
# showboard with its four star points (the handicap points C3 E3 C5 E5).
boardsize 7
1 query_boardsize
#? [7]
2 all_legal b
#? [A1 B1 C1 D1 E1 F1 G1 A2 B2 C2 D2 E2 F2 G2 A3 B3 C3 D3 E3 F3 G3 A4 B4 C4 D4 E4 F4 G4 A5 B5 C5 D5 E5 F5 G5 A6 B6 C6 D6 E6 F6 G6 A7 B7 C7 D7 E7 F7 G7]
3 is_legal b a1
#? [1]
4 is_legal b g7
#? [1]
5 is_legal b h1
#? [0]
6 is_legal b a8
#? [0]
play b h7
#! [illegal move]
play b a8
#! [illegal move]
play b z25
#! [illegal move]
color h7
#! [invalid vertex]
play b g7
play w f7
play w g6
7 color g7
#? [empty]
8 captures white
#? [1]
play b a1
9 showboard
#? [A B C D E F G\n 7 \. \. \. \. \. O \. 7\n 6 \. \. \. \. \. \. O 6\n 5 \. \. \+ \. \+ \. \. 5\n 4 \. \. \. \. \. \. \. 4\n 3 \. \. \+ \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. 2\n 1\(X\)\. \. \. \. \. \. 1\n   A B C D E F G\nBlack \(X\) has captured 0, White \(O\) has captured 1; komi 7\.5\nWhite to move; last move black A1]
