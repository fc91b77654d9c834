# handicap_free.tst - place_free_handicap and set_free_handicap (GTP 2
# section 4.1.2). place_free_handicap N takes 2 <= N < points on the board;
# ishi uses the fixed placement as far as it goes (9 stones on 9x9, 4 on
# even sizes, none below 7x7) and spreads the rest, the same way each time:
# those choices are pinned here. set_free_handicap takes 2 to points - 1
# distinct points on the board, no pass; else 'bad vertex list'. Both need
# an empty board, and both are setup: White moves next and undo cannot
# remove them.
boardsize 9
place_free_handicap 0
#! [invalid number of stones]
place_free_handicap 1
#! [invalid number of stones]
place_free_handicap 81
#! [invalid number of stones]
place_free_handicap -2
#! [syntax error]
place_free_handicap two
#! [syntax error]
place_free_handicap 2 3
#! [syntax error]
1 place_free_handicap 2
#? [C3 G7]
place_free_handicap 2
#! [board not empty]
clear_board
2 place_free_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
clear_board
3 place_free_handicap 12
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5 D4 F4 D6]
4 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
# 80 stones: every point of 9x9 but one, J9, which Black may not fill
# (suicide) and where White takes all 80.
clear_board
5 place_free_handicap 80
#? [([A-HJ][1-9] ){79}[A-HJ][1-9]]
6 list_stones black
#? [A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9]
7 all_legal w
#? [J9]
8 all_legal b
#? []
# Small boards: no fixed placement below 7x7
boardsize 2
9 place_free_handicap 3
#? [A1 B1 A2]
boardsize 2
place_free_handicap 4
#! [invalid number of stones]
boardsize 5
10 place_free_handicap 5
#? [C3 B2 D2 B4 D4]
boardsize 19
11 place_free_handicap 16
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10 G7 N7 G13 N13 G3 N3 C7]
# set_free_handicap
boardsize 9
set_free_handicap
#! [bad vertex list]
set_free_handicap e5
#! [bad vertex list]
set_free_handicap e5 e5
#! [bad vertex list]
set_free_handicap e5 d4 E5
#! [bad vertex list]
set_free_handicap e5 pass
#! [bad vertex list]
set_free_handicap e5 j10
#! [bad vertex list]
set_free_handicap e5 z25
#! [bad vertex list]
set_free_handicap A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9 J9
#! [bad vertex list]
set_free_handicap e5 i5
#! [syntax error]
set_free_handicap e5 5e
#! [syntax error]
12 list_stones black
#? []
13 set_free_handicap D4 f6 e5
#? []
14 list_stones black
#? [D4 E5 F6]
15 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
set_free_handicap a1 a2
#! [board not empty]
place_free_handicap 2
#! [board not empty]
fixed_handicap 2
#! [board not empty]
play w c3
16 undo
#? []
17 list_stones black
#? [D4 E5 F6]
18 list_stones white
#? []
clear_board
19 set_free_handicap A1 B1 C1 D1 E1 F1 G1 H1 J1 A2 B2 C2 D2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 F3 G3 H3 J3 A4 B4 C4 D4 E4 F4 G4 H4 J4 A5 B5 C5 D5 E5 F5 G5 H5 J5 A6 B6 C6 D6 E6 F6 G6 H6 J6 A7 B7 C7 D7 E7 F7 G7 H7 J7 A8 B8 C8 D8 E8 F8 G8 H8 J8 A9 B9 C9 D9 E9 F9 G9 H9
#? []
20 color j9
#? [empty]
21 is_legal b j9
#? [0]
play w j9
22 captures white
#? [80]
23 list_stones black
#? []
boardsize 1
set_free_handicap a1
#! [bad vertex list]
