# capture.tst - a single stone captured in the middle of the board: it leaves
# the board when its last liberty is filled, the capturer's prisoner count
# goes up, and the point is empty again; playing back into it is suicide for
# the captured colour while it stays surrounded. Then a two-stone chain is
# captured, by Black this time.
boardsize 9
clear_board
play b e5
play w e6
play w d5
play w f5
1 countlib e5
#? [1]
2 findlib e5
#? [E4]
3 captures white
#? [0]
play w e4
4 color e5
#? [empty]
5 captures white
#? [1]
6 captures black
#? [0]
7 list_stones black
#? []
8 list_stones white
#? [E4 D5 F5 E6]
9 is_legal b e5
#? [0]
play b e5
#! [illegal move]
10 is_legal w e5
#? [1]
# A chain of two white stones, C2 and C3, with its last liberty at C4.
clear_board
play w c2
play w c3
play b b2
play b b3
play b d2
play b d3
play b c1
11 countlib c2
#? [1]
12 findlib c3
#? [C4]
play b c4
13 list_stones white
#? []
14 captures black
#? [2]
15 color c2
#? [empty]
16 color c3
#? [empty]
17 countlib c4
#? [4]
18 findlib c4
#? [C3 B4 D4 C5]
