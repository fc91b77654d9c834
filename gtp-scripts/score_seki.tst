# score_seki.tst - seki counts as alive, and its shared liberties count for
# nobody (the diagram of tests/test_score.c). Black B2-B3 and White D2-D3
# share their only liberties, C2 and C3: whoever plays there is taken, so
# neither does. Black has 8 stones, White 10, no territory anywhere (every
# empty region touches both); komi 7.5: W+9.5. Then Black plays in the seki
# after all, and White takes three stones.
#     A B C D E F G
#   4 O O O X X . .
#   3 O X . O X . .
#   2 O X . O X . .
#   1 O O O X X . .
boardsize 7
play w a1
play w b1
play w c1
play w a2
play w a3
play w a4
play w b4
play w c4
play w d2
play w d3
play b b2
play b b3
play b d1
play b e1
play b e2
play b e3
play b d4
play b e4
1 findlib b2
#? [C2 C3]
2 findlib d3
#? [C2 C3]
3 final_score
#? [W\+9\.5]
komi 0
4 final_score
#? [W\+2]
komi 7.5
# Either side may play in the seki (it is legal), and loses its stones.
5 is_legal b c2
#? [1]
6 is_legal w c3
#? [1]
play b c2
7 countlib b2
#? [1]
8 is_legal w c3
#? [1]
play w c3
9 captures white
#? [3]
10 findlib d3
#? [B2 C2 B3 A5 B5 C5]
# White: 11 stones and B2 C2 B3 as territory; Black: 6 stones.
11 final_score
#? [W\+15\.5]
