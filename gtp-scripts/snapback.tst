# snapback.tst - White throws a stone in at A1; Black takes it at B1, and
# the taking chain is left with one liberty, where the thrown-in stone was:
# White plays there again and takes three stones. It is no ko: one stone was
# taken, three are taken back, and no earlier position comes back.
#     A B C
#   3 O O .
#   2 X X O
#   1 . . O
boardsize 9
clear_board
play w a3
play w b3
play w c2
play w c1
play b a2
play b b2
1 countlib a2
#? [2]
2 findlib b2
#? [A1 B1]
play w a1
3 countlib a2
#? [1]
4 countlib a1
#? [1]
play b b1
5 color a1
#? [empty]
6 captures black
#? [1]
7 countlib b1
#? [1]
8 findlib a2
#? [A1]
9 is_legal w a1
#? [1]
play w a1
10 captures white
#? [3]
11 list_stones black
#? []
12 countlib a1
#? [2]
13 findlib a1
#? [B1 A2]
