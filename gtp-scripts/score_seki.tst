# score_seki.tst - seki counts as alive, and its shared liberties count for
# nobody. Black A1-A3-B3 and White C1-C3 share their only liberties, B1 and
# B2: whoever plays there is taken, so neither does (GNU Go 3.8 agrees).
# Black has 10 stones in its wall, 15 points and the 4 stones in seki;
# White 11 stones, 36 points and 3 in seki: W+21 at komi 0. Then Black
# plays in the seki after all, and White takes five stones.
#     A B C D E F G H J
#   9 . . . . . . . . .
#   8 . . . . . . . . .
#   7 . . . . . . . . .
#   6 . . . . . . . . .
#   5 O O O O O O O O O
#   4 O O X X X X X X X
#   3 X X O X . . . . .
#   2 X . O X . . . . .
#   1 X . O X . . . . .
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 9
komi 0
gogui-setup w a5 w b5 w c5 w d5 w e5 w f5 w g5 w h5 w j5 w a4 w b4 b c4 b d4 b e4 b f4 b g4 b h4 b j4 b a3 b b3 w c3 b d3 b a2 w c2 b d2 b a1 w c1 b d1
1 findlib a2
#? [B1 B2]
2 findlib c2
#? [B1 B2]
3 final_status_list seki
#? [A1 A2 A3 B3\nC1 C2 C3]
4 final_status b1
#? [dame]
5 final_status c2
#? [seki]
6 final_score
#? [W\+21]
komi 7.5
7 final_score
#? [W\+28\.5]
# Either side may play in the seki (it is legal), and loses its stones.
8 is_legal b b2
#? [1]
9 is_legal w b1
#? [1]
play b b2
10 countlib b2
#? [1]
play w b1
11 captures white
#? [5]
12 final_status_list seki
#? []
# White: 15 stones and 41 points (the corner's five among them), Black 25.
13 final_score
#? [W\+38\.5]
