# liberties.tst - countlib VERTEX counts the liberties of the chain at
# VERTEX, findlib VERTEX lists them (lowest row first): 4 in the middle, 3
# on the edge, 2 in a corner; a chain's shared liberties count once; a
# capture gives liberties back. Both fail with 'vertex must not be empty'
# on an empty point and 'invalid vertex' for pass or a point off the board.
boardsize 9
play b e5
play b a5
play b a1
1 countlib e5
#? [4]
2 findlib e5
#? [E4 D5 F5 E6]
3 countlib a5
#? [3]
4 findlib a5
#? [A4 B5 A6]
5 countlib a1
#? [2]
6 findlib A1
#? [B1 A2]
# E5-F5-F6: seven liberties; E6 is next to both E5 and F6, counted once.
play b f5
play b f6
7 countlib f6
#? [7]
8 findlib e5
#? [E4 F4 D5 G5 E6 G6 F7]
# A White stone next to it takes one
play w e6
9 countlib e5
#? [6]
10 countlib e6
#? [2]
11 findlib e6
#? [D6 E7]
# Black takes E6: the liberty comes back
play b d6
play b e7
12 color e6
#? [empty]
13 countlib e5
#? [7]
countlib d4
#! [vertex must not be empty]
findlib j9
#! [vertex must not be empty]
countlib pass
#! [invalid vertex]
findlib PASS
#! [invalid vertex]
countlib j10
#! [invalid vertex]
findlib i9
#! [syntax error]
