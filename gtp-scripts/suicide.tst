# suicide.tst - a play that leaves its own chain without a liberty, and
# takes nothing, is illegal (suicide is forbidden by default): a single
# stone in the corner, on the edge and in the middle, and chains of two and
# three stones.
# Refused plays change nothing. The point stays legal for the colour that
# surrounds it, and for the other colour once it would take something.
boardsize 9
clear_board
# A1: White at A2 and B1
play w a2
play w b1
1 is_legal b a1
#? [0]
play b a1
#! [illegal move]
2 color a1
#? [empty]
3 is_legal w a1
#? [1]
4 move_history
#? [white B1\nwhite A2]
# E1 on the edge: White D1, F1, E2
play w d1
play w f1
play w e2
5 is_legal b e1
#? [0]
play b e1
#! [illegal move]
# E5 in the middle: White D5, F5, E4, E6
play w d5
play w f5
play w e4
play w e6
6 is_legal black e5
#? [0]
play black e5
#! [illegal move]
7 list_stones black
#? []
8 captures white
#? [0]
# Two stones: Black H1, then J1 would join it and leave the chain H1-J1
# with no liberty (White G1, H2, J2). H1 was there before the White stones,
# so the position the suicide would leave never existed: only the suicide
# rule refuses it. (A one-stone suicide leaves the position as it was, which
# positional superko would refuse too.)
play b h1
play w g1
play w h2
play w j2
9 countlib h1
#? [1]
10 is_legal b j1
#? [0]
play b j1
#! [illegal move]
11 list_stones black
#? [H1]
12 countlib h1
#? [1]
# Three stones: Black G7-H7 and J7 would join them with no liberty left.
play b g7
play b h7
play w f7
play w g8
play w h8
play w g6
play w h6
play w j8
play w j6
13 findlib g7
#? [J7]
14 is_legal b j7
#? [0]
play b j7
#! [illegal move]
15 countlib h7
#? [1]
# Once White's A2 is in atari, Black at A1 takes it and is no suicide.
play b a3
play b b2
16 countlib a2
#? [1]
17 is_legal b a1
#? [1]
