# capture_edge.tst - captures on the edge and in the corners, where stones
# have fewer liberties: one stone on the edge (3 liberties), one in a corner
# (2), a three-stone chain in a corner, and a chain along the edge. All four
# corners of 9x9 are used, so that A1, J1, A9 and J9 are all reached.
boardsize 9
clear_board
# White A5 on the left edge
play w a5
1 countlib a5
#? [3]
play b a4
play b a6
play b b5
2 color a5
#? [empty]
3 captures black
#? [1]
# White J1 in the lower right corner
play w j1
4 countlib j1
#? [2]
play b h1
5 countlib j1
#? [1]
play b j2
6 color j1
#? [empty]
7 captures black
#? [2]
# Black A9, B9 and A8 in the upper left corner
play b a9
play b b9
play b a8
8 countlib a9
#? [3]
9 findlib b9
#? [A7 B8 C9]
play w c9
play w b8
play w a7
10 list_stones black
#? [H1 J2 A4 B5 A6]
11 captures white
#? [3]
# White J9-J8-J7-J6 along the right edge, taken by Black in its two ends
# and its side
play w j9
play w j8
play w j7
play w j6
play b h9
play b h8
play b h7
play b h6
12 countlib j7
#? [1]
13 findlib j9
#? [J5]
play b j5
14 list_stones white
#? [A7 B8 C9]
15 captures black
#? [6]
