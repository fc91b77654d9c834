# ko.tst - the basic ko: Black takes at C3; White may not take back at B3 at
# once, since that would recreate the position before Black's move. After a
# pair of moves elsewhere (a threat and its answer) White may, and then
# Black may not take back at once. Filling the ko is always legal.
#     A B C D
#   4 . X O .
#   3 X O . O
#   2 . X O .
boardsize 9
clear_board
play b b4
play w c4
play b a3
play w b3
play b b2
play w c2
play w d3
1 countlib b3
#? [1]
2 is_legal b c3
#? [1]
play b c3
3 captures black
#? [1]
4 countlib c3
#? [1]
5 is_legal w b3
#? [0]
play w b3
#! [illegal move]
6 color b3
#? [empty]
7 is_legal b b3
#? [1]
# A threat and its answer
play w g7
play b g6
8 is_legal w b3
#? [1]
play w b3
9 color c3
#? [empty]
10 captures white
#? [1]
11 is_legal b c3
#? [0]
play b c3
#! [illegal move]
# Black fills elsewhere; White may connect at C3, ending the ko.
play b g3
12 is_legal w c3
#? [1]
play w c3
13 countlib c3
#? [5]
