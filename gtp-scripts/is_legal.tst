# is_legal.tst - is_legal COLOR VERTEX answers 1 if COLOR may play there now
# and 0 if not: occupied, off this board, suicide, ko. A pass is always
# legal. It asks about either colour, whoever is to move, and changes
# nothing. A vertex that is no vertex is a syntax error.
boardsize 9
1 is_legal b e5
#? [1]
2 is_legal w e5
#? [1]
play b e5
3 is_legal b e5
#? [0]
4 is_legal w e5
#? [0]
5 is_legal b j10
#? [0]
6 is_legal w z25
#? [0]
7 is_legal b pass
#? [1]
8 is_legal w PASS
#? [1]
# Suicide for Black at A1 (White A2, B1); legal for White.
play w a2
play w b1
9 is_legal b a1
#? [0]
10 is_legal w a1
#? [1]
# Ko: Black takes at H3 (the shape of ko.tst, moved right); White may not
# take back at once, Black may fill.
play b g4
play w h4
play b f3
play w g3
play b g2
play w h2
play w j3
11 is_legal b h3
#? [1]
play b h3
12 is_legal w g3
#? [0]
13 is_legal b g3
#? [1]
# Nothing changed: no move was played by the questions
14 move_history
#? [black H3\nwhite J3\nwhite H2\nblack G2\nwhite G3\nblack F3\nwhite H4\nblack G4\nwhite B1\nwhite A2\nblack E5]
is_legal b i5
#! [syntax error]
is_legal b e0
#! [syntax error]
is_legal b a26
#! [syntax error]
