# handicap_fixed_small.tst - fixed_handicap on every board size from 7x7 to 12x12,
# with every valid number of stones (GTP 2 section 4.1.1): on the 3rd line
# up to 12x12, on the 4th from 13x13; 2 to 4 stones on 7x7 and on even
# sizes, 2 to 9 on odd sizes from 9x9; from 5 stones the centre when the
# count is odd, from 6 the side midpoints. Answered in the order of the
# spec's table; test ids are size * 100 + stones. Checked against GNU Go
# 3.8 as sets of points (except 12x12, where GNU Go uses the 4th line).
# Handicap stones are setup: White moves next, and undo cannot remove them.
boardsize 7
clear_board
702 fixed_handicap 2
#? [C3 E5]
clear_board
703 fixed_handicap 3
#? [C3 E5 C5]
clear_board
704 fixed_handicap 4
#? [C3 E5 C5 E3]
750 list_stones black
#? [C3 E3 C5 E5]
751 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 8
clear_board
802 fixed_handicap 2
#? [C3 F6]
clear_board
803 fixed_handicap 3
#? [C3 F6 C6]
clear_board
804 fixed_handicap 4
#? [C3 F6 C6 F3]
850 list_stones black
#? [C3 F3 C6 F6]
851 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 9
clear_board
902 fixed_handicap 2
#? [C3 G7]
clear_board
903 fixed_handicap 3
#? [C3 G7 C7]
clear_board
904 fixed_handicap 4
#? [C3 G7 C7 G3]
clear_board
905 fixed_handicap 5
#? [C3 G7 C7 G3 E5]
clear_board
906 fixed_handicap 6
#? [C3 G7 C7 G3 C5 G5]
clear_board
907 fixed_handicap 7
#? [C3 G7 C7 G3 C5 G5 E5]
clear_board
908 fixed_handicap 8
#? [C3 G7 C7 G3 C5 G5 E3 E7]
clear_board
909 fixed_handicap 9
#? [C3 G7 C7 G3 C5 G5 E3 E7 E5]
950 list_stones black
#? [C3 E3 G3 C5 E5 G5 C7 E7 G7]
951 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 10
clear_board
1002 fixed_handicap 2
#? [C3 H8]
clear_board
1003 fixed_handicap 3
#? [C3 H8 C8]
clear_board
1004 fixed_handicap 4
#? [C3 H8 C8 H3]
1050 list_stones black
#? [C3 H3 C8 H8]
1051 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 11
clear_board
1102 fixed_handicap 2
#? [C3 J9]
clear_board
1103 fixed_handicap 3
#? [C3 J9 C9]
clear_board
1104 fixed_handicap 4
#? [C3 J9 C9 J3]
clear_board
1105 fixed_handicap 5
#? [C3 J9 C9 J3 F6]
clear_board
1106 fixed_handicap 6
#? [C3 J9 C9 J3 C6 J6]
clear_board
1107 fixed_handicap 7
#? [C3 J9 C9 J3 C6 J6 F6]
clear_board
1108 fixed_handicap 8
#? [C3 J9 C9 J3 C6 J6 F3 F9]
clear_board
1109 fixed_handicap 9
#? [C3 J9 C9 J3 C6 J6 F3 F9 F6]
1150 list_stones black
#? [C3 F3 J3 C6 F6 J6 C9 F9 J9]
1151 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 12
clear_board
1202 fixed_handicap 2
#? [C3 K10]
clear_board
1203 fixed_handicap 3
#? [C3 K10 C10]
clear_board
1204 fixed_handicap 4
#? [C3 K10 C10 K3]
1250 list_stones black
#? [C3 K3 C10 K10]
1251 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
