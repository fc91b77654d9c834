# random_game_tiny.tst - the random player's whole games on 2x2 (seed 2,
# ids from 1) and 3x3 (seed 4, ids from 101), where most moves capture: on
# 2x2 Black ends with A1 and B2 and two eyes, A2 and B1, which it does not
# fill, and White has no legal play (both points are suicide for it), so
# both pass (W+3.5). On 3x3 the game is 30 moves (W+16.5).
# The moves were produced once by ishi and then checked independently
# (with a script kept out of the tree): GNU Go 3.8 (--chinese-rules
# --positional-superko) accepted every one of them; none fills an eye of
# the mover (README's definition, on a separate board model); every pass
# came when the mover had no legal point left but its own eyes (asked of
# ishi and of GNU Go); the final score agrees with an area count of that
# model. Any change to the player, the random generator or the rules shows
# up here as a different move.
boardsize 2
komi 7.5
set_random_seed 2
1 genmove b
#? [A2]
2 genmove w
#? [A1]
3 genmove b
#? [B2]
4 genmove w
#? [B1]
5 genmove b
#? [B2]
6 genmove w
#? [A2]
7 genmove b
#? [B2]
8 genmove w
#? [B1]
9 genmove b
#? [A1]
10 genmove w
#? [pass]
11 genmove b
#? [pass]
12 final_score
#? [W\+3\.5]
13 list_stones black
#? [A1 B2]
14 list_stones white
#? []
15 captures black
#? [4]
16 captures white
#? [3]
boardsize 3
komi 7.5
set_random_seed 4
101 genmove b
#? [A3]
102 genmove w
#? [B1]
103 genmove b
#? [B3]
104 genmove w
#? [A1]
105 genmove b
#? [C3]
106 genmove w
#? [C2]
107 genmove b
#? [B2]
108 genmove w
#? [C1]
109 genmove b
#? [A2]
110 genmove w
#? [C1]
111 genmove b
#? [C2]
112 genmove w
#? [B1]
113 genmove b
#? [A1]
114 genmove w
#? [C1]
115 genmove b
#? [B1]
116 genmove w
#? [C1]
117 genmove b
#? [B3]
118 genmove w
#? [B2]
119 genmove b
#? [A1]
120 genmove w
#? [C2]
121 genmove b
#? [C3]
122 genmove w
#? [A3]
123 genmove b
#? [A2]
124 genmove w
#? [B3]
125 genmove b
#? [pass]
126 genmove w
#? [B1]
127 genmove b
#? [A2]
128 genmove w
#? [A1]
129 genmove b
#? [pass]
130 genmove w
#? [pass]
131 final_score
#? [W\+16\.5]
132 list_stones black
#? []
133 list_stones white
#? [A1 B1 C1 B2 C2 A3 B3]
134 captures black
#? [7]
135 captures white
#? [13]
