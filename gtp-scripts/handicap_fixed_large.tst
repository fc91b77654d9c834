# handicap_fixed_large.tst - fixed_handicap on every board size from 13x13 to 25x25,
# with every valid number of stones (GTP 2 section 4.1.1): on the 3rd line
# up to 12x12, on the 4th from 13x13; 2 to 4 stones on 7x7 and on even
# sizes, 2 to 9 on odd sizes from 9x9; from 5 stones the centre when the
# count is odd, from 6 the side midpoints. Answered in the order of the
# spec's table; test ids are size * 100 + stones. Checked against GNU Go
# 3.8 as sets of points (except 12x12, where GNU Go uses the 4th line).
# Handicap stones are setup: White moves next, and undo cannot remove them.
boardsize 13
clear_board
1302 fixed_handicap 2
#? [D4 K10]
clear_board
1303 fixed_handicap 3
#? [D4 K10 D10]
clear_board
1304 fixed_handicap 4
#? [D4 K10 D10 K4]
clear_board
1305 fixed_handicap 5
#? [D4 K10 D10 K4 G7]
clear_board
1306 fixed_handicap 6
#? [D4 K10 D10 K4 D7 K7]
clear_board
1307 fixed_handicap 7
#? [D4 K10 D10 K4 D7 K7 G7]
clear_board
1308 fixed_handicap 8
#? [D4 K10 D10 K4 D7 K7 G4 G10]
clear_board
1309 fixed_handicap 9
#? [D4 K10 D10 K4 D7 K7 G4 G10 G7]
1350 list_stones black
#? [D4 G4 K4 D7 G7 K7 D10 G10 K10]
1351 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 14
clear_board
1402 fixed_handicap 2
#? [D4 L11]
clear_board
1403 fixed_handicap 3
#? [D4 L11 D11]
clear_board
1404 fixed_handicap 4
#? [D4 L11 D11 L4]
1450 list_stones black
#? [D4 L4 D11 L11]
1451 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 15
clear_board
1502 fixed_handicap 2
#? [D4 M12]
clear_board
1503 fixed_handicap 3
#? [D4 M12 D12]
clear_board
1504 fixed_handicap 4
#? [D4 M12 D12 M4]
clear_board
1505 fixed_handicap 5
#? [D4 M12 D12 M4 H8]
clear_board
1506 fixed_handicap 6
#? [D4 M12 D12 M4 D8 M8]
clear_board
1507 fixed_handicap 7
#? [D4 M12 D12 M4 D8 M8 H8]
clear_board
1508 fixed_handicap 8
#? [D4 M12 D12 M4 D8 M8 H4 H12]
clear_board
1509 fixed_handicap 9
#? [D4 M12 D12 M4 D8 M8 H4 H12 H8]
1550 list_stones black
#? [D4 H4 M4 D8 H8 M8 D12 H12 M12]
1551 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 16
clear_board
1602 fixed_handicap 2
#? [D4 N13]
clear_board
1603 fixed_handicap 3
#? [D4 N13 D13]
clear_board
1604 fixed_handicap 4
#? [D4 N13 D13 N4]
1650 list_stones black
#? [D4 N4 D13 N13]
1651 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 17
clear_board
1702 fixed_handicap 2
#? [D4 O14]
clear_board
1703 fixed_handicap 3
#? [D4 O14 D14]
clear_board
1704 fixed_handicap 4
#? [D4 O14 D14 O4]
clear_board
1705 fixed_handicap 5
#? [D4 O14 D14 O4 J9]
clear_board
1706 fixed_handicap 6
#? [D4 O14 D14 O4 D9 O9]
clear_board
1707 fixed_handicap 7
#? [D4 O14 D14 O4 D9 O9 J9]
clear_board
1708 fixed_handicap 8
#? [D4 O14 D14 O4 D9 O9 J4 J14]
clear_board
1709 fixed_handicap 9
#? [D4 O14 D14 O4 D9 O9 J4 J14 J9]
1750 list_stones black
#? [D4 J4 O4 D9 J9 O9 D14 J14 O14]
1751 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 18
clear_board
1802 fixed_handicap 2
#? [D4 P15]
clear_board
1803 fixed_handicap 3
#? [D4 P15 D15]
clear_board
1804 fixed_handicap 4
#? [D4 P15 D15 P4]
1850 list_stones black
#? [D4 P4 D15 P15]
1851 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 19
clear_board
1902 fixed_handicap 2
#? [D4 Q16]
clear_board
1903 fixed_handicap 3
#? [D4 Q16 D16]
clear_board
1904 fixed_handicap 4
#? [D4 Q16 D16 Q4]
clear_board
1905 fixed_handicap 5
#? [D4 Q16 D16 Q4 K10]
clear_board
1906 fixed_handicap 6
#? [D4 Q16 D16 Q4 D10 Q10]
clear_board
1907 fixed_handicap 7
#? [D4 Q16 D16 Q4 D10 Q10 K10]
clear_board
1908 fixed_handicap 8
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16]
clear_board
1909 fixed_handicap 9
#? [D4 Q16 D16 Q4 D10 Q10 K4 K16 K10]
1950 list_stones black
#? [D4 K4 Q4 D10 K10 Q10 D16 K16 Q16]
1951 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 20
clear_board
2002 fixed_handicap 2
#? [D4 R17]
clear_board
2003 fixed_handicap 3
#? [D4 R17 D17]
clear_board
2004 fixed_handicap 4
#? [D4 R17 D17 R4]
2050 list_stones black
#? [D4 R4 D17 R17]
2051 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 21
clear_board
2102 fixed_handicap 2
#? [D4 S18]
clear_board
2103 fixed_handicap 3
#? [D4 S18 D18]
clear_board
2104 fixed_handicap 4
#? [D4 S18 D18 S4]
clear_board
2105 fixed_handicap 5
#? [D4 S18 D18 S4 L11]
clear_board
2106 fixed_handicap 6
#? [D4 S18 D18 S4 D11 S11]
clear_board
2107 fixed_handicap 7
#? [D4 S18 D18 S4 D11 S11 L11]
clear_board
2108 fixed_handicap 8
#? [D4 S18 D18 S4 D11 S11 L4 L18]
clear_board
2109 fixed_handicap 9
#? [D4 S18 D18 S4 D11 S11 L4 L18 L11]
2150 list_stones black
#? [D4 L4 S4 D11 L11 S11 D18 L18 S18]
2151 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 22
clear_board
2202 fixed_handicap 2
#? [D4 T19]
clear_board
2203 fixed_handicap 3
#? [D4 T19 D19]
clear_board
2204 fixed_handicap 4
#? [D4 T19 D19 T4]
2250 list_stones black
#? [D4 T4 D19 T19]
2251 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 23
clear_board
2302 fixed_handicap 2
#? [D4 U20]
clear_board
2303 fixed_handicap 3
#? [D4 U20 D20]
clear_board
2304 fixed_handicap 4
#? [D4 U20 D20 U4]
clear_board
2305 fixed_handicap 5
#? [D4 U20 D20 U4 M12]
clear_board
2306 fixed_handicap 6
#? [D4 U20 D20 U4 D12 U12]
clear_board
2307 fixed_handicap 7
#? [D4 U20 D20 U4 D12 U12 M12]
clear_board
2308 fixed_handicap 8
#? [D4 U20 D20 U4 D12 U12 M4 M20]
clear_board
2309 fixed_handicap 9
#? [D4 U20 D20 U4 D12 U12 M4 M20 M12]
2350 list_stones black
#? [D4 M4 U4 D12 M12 U12 D20 M20 U20]
2351 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 24
clear_board
2402 fixed_handicap 2
#? [D4 V21]
clear_board
2403 fixed_handicap 3
#? [D4 V21 D21]
clear_board
2404 fixed_handicap 4
#? [D4 V21 D21 V4]
2450 list_stones black
#? [D4 V4 D21 V21]
2451 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
boardsize 25
clear_board
2502 fixed_handicap 2
#? [D4 W22]
clear_board
2503 fixed_handicap 3
#? [D4 W22 D22]
clear_board
2504 fixed_handicap 4
#? [D4 W22 D22 W4]
clear_board
2505 fixed_handicap 5
#? [D4 W22 D22 W4 N13]
clear_board
2506 fixed_handicap 6
#? [D4 W22 D22 W4 D13 W13]
clear_board
2507 fixed_handicap 7
#? [D4 W22 D22 W4 D13 W13 N13]
clear_board
2508 fixed_handicap 8
#? [D4 W22 D22 W4 D13 W13 N4 N22]
clear_board
2509 fixed_handicap 9
#? [D4 W22 D22 W4 D13 W13 N4 N22 N13]
2550 list_stones black
#? [D4 N4 W4 D13 N13 W13 D22 N22 W22]
2551 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
