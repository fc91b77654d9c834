# capture_not_suicide.tst - a play with no empty neighbour is legal when it
# takes something: the captured stones leave first, and the new stone has
# their points as liberties. In the corner (A1 takes A2), in the middle (E5,
# between three White stones, takes D5 and keeps the point it emptied as its
# one liberty), and with the mover's own chain at one liberty (C1 joins B1
# and takes four stones).
boardsize 9
clear_board
# Corner: Black A1 would touch only White A2 and B1, but A2 has no other
# liberty.
play w b1
play w a2
play b a3
play b b2
1 countlib a2
#? [1]
2 is_legal b a1
#? [1]
play b a1
3 color a2
#? [empty]
4 countlib a1
#? [1]
5 captures black
#? [1]
# Middle: Black E5 would touch only White stones (E4, E6, F5 and D5), but
# D5 has no other liberty.
clear_board
play w d5
play b c5
play b d6
play b d4
play w e4
play w e6
play w f5
6 is_legal b e5
#? [1]
play b e5
7 color d5
#? [empty]
8 findlib e5
#? [D5]
# Own chain in atari: Black B1 has one liberty, C1, and so has the White
# chain A1-A2-B2-C2. Black C1 joins B1, has no empty neighbour (White D1),
# and takes the four stones.
clear_board
play w a1
play w a2
play w b2
play w c2
play w d1
play b d2
play b a3
play b b3
play b c3
play b b1
9 countlib b1
#? [1]
10 countlib c2
#? [1]
11 is_legal b c1
#? [1]
play b c1
12 list_stones white
#? [D1]
13 captures black
#? [4]
14 findlib b1
#? [A1 B2 C2]
