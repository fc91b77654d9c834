# random_game_7x7.tst - the random player's whole game on 7x7 under
# set_random_seed 8, pinned move by move (59 moves, with captures on
# both sides, ending in two passes; area score B+7.5). Test ids are move
# numbers.
# The moves were produced once by ishi and then checked independently
# (with a script kept out of the tree): GNU Go 3.8 (--chinese-rules
# --positional-superko) accepted every one of them; none fills an eye of
# the mover (README's definition, on a separate board model); every pass
# came when the mover had no legal point left but its own eyes (asked of
# ishi and of GNU Go); the final score agrees with an area count of that
# model. Any change to the player, the random generator or the rules shows
# up here as a different move.
boardsize 7
komi 7.5
set_random_seed 8
1 genmove b
#? [F2]
2 genmove w
#? [D1]
3 genmove b
#? [D6]
4 genmove w
#? [A6]
5 genmove b
#? [C7]
6 genmove w
#? [B3]
7 genmove b
#? [F5]
8 genmove w
#? [B2]
9 genmove b
#? [C1]
10 genmove w
#? [E2]
11 genmove b
#? [E7]
12 genmove w
#? [A1]
13 genmove b
#? [E3]
14 genmove w
#? [C4]
15 genmove b
#? [G2]
16 genmove w
#? [A5]
17 genmove b
#? [D5]
18 genmove w
#? [F3]
19 genmove b
#? [A2]
20 genmove w
#? [G5]
21 genmove b
#? [B7]
22 genmove w
#? [A3]
23 genmove b
#? [E4]
24 genmove w
#? [F7]
25 genmove b
#? [A4]
26 genmove w
#? [G7]
27 genmove b
#? [E6]
28 genmove w
#? [F1]
29 genmove b
#? [D4]
30 genmove w
#? [G1]
31 genmove b
#? [E1]
32 genmove w
#? [D2]
33 genmove b
#? [G4]
34 genmove w
#? [C2]
35 genmove b
#? [B5]
36 genmove w
#? [G1]
37 genmove b
#? [G6]
38 genmove w
#? [C6]
39 genmove b
#? [F4]
40 genmove w
#? [D3]
41 genmove b
#? [B4]
42 genmove w
#? [B1]
43 genmove b
#? [C5]
44 genmove w
#? [C3]
45 genmove b
#? [B6]
46 genmove w
#? [F1]
47 genmove b
#? [E1]
48 genmove w
#? [F1]
49 genmove b
#? [A7]
50 genmove w
#? [A6]
51 genmove b
#? [A5]
52 genmove w
#? [G1]
53 genmove b
#? [F6]
54 genmove w
#? [F7]
55 genmove b
#? [G3]
56 genmove w
#? [E1]
57 genmove b
#? [G7]
58 genmove w
#? [pass]
59 genmove b
#? [pass]
60 final_score
#? [B\+7\.5]
61 list_stones black
#? [F2 G2 E3 G3 A4 B4 D4 E4 F4 G4 A5 B5 C5 D5 F5 B6 D6 E6 F6 G6 A7 B7 C7 E7 G7]
62 list_stones white
#? [A1 B1 D1 E1 F1 G1 B2 C2 D2 E2 A3 B3 C3 D3 C4]
63 captures black
#? [13]
64 captures white
#? [4]
