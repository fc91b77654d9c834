# random_game_9x9.tst - the random player's whole game on 9x9 under
# set_random_seed 1, pinned move by move (110 moves, ending in two
# passes; area score W+40.5). Test ids are move numbers.
# The moves were produced once by ishi and then checked independently
# (with a script kept out of the tree): GNU Go 3.8 (--chinese-rules
# --positional-superko) accepted every one of them; none fills an eye of
# the mover (README's definition, on a separate board model); every pass
# came when the mover had no legal point left but its own eyes (asked of
# ishi and of GNU Go); the final score agrees with an area count of that
# model. Any change to the player, the random generator or the rules shows
# up here as a different move.
boardsize 9
komi 7.5
set_random_seed 1
1 genmove b
#? [J9]
2 genmove w
#? [A1]
3 genmove b
#? [G3]
4 genmove w
#? [F9]
5 genmove b
#? [D7]
6 genmove w
#? [J8]
7 genmove b
#? [C6]
8 genmove w
#? [B4]
9 genmove b
#? [D4]
10 genmove w
#? [D3]
11 genmove b
#? [A2]
12 genmove w
#? [C4]
13 genmove b
#? [H9]
14 genmove w
#? [C8]
15 genmove b
#? [E6]
16 genmove w
#? [J6]
17 genmove b
#? [J4]
18 genmove w
#? [E4]
19 genmove b
#? [G1]
20 genmove w
#? [B9]
21 genmove b
#? [B5]
22 genmove w
#? [H2]
23 genmove b
#? [A4]
24 genmove w
#? [C2]
25 genmove b
#? [F3]
26 genmove w
#? [A9]
27 genmove b
#? [B7]
28 genmove w
#? [D1]
29 genmove b
#? [E9]
30 genmove w
#? [B6]
31 genmove b
#? [G8]
32 genmove w
#? [H3]
33 genmove b
#? [H5]
34 genmove w
#? [F6]
35 genmove b
#? [G4]
36 genmove w
#? [B3]
37 genmove b
#? [H1]
38 genmove w
#? [J5]
39 genmove b
#? [J1]
40 genmove w
#? [A6]
41 genmove b
#? [F2]
42 genmove w
#? [F7]
43 genmove b
#? [D8]
44 genmove w
#? [E2]
45 genmove b
#? [H7]
46 genmove w
#? [H4]
47 genmove b
#? [C7]
48 genmove w
#? [E5]
49 genmove b
#? [B8]
50 genmove w
#? [J3]
51 genmove b
#? [G2]
52 genmove w
#? [H8]
53 genmove b
#? [G9]
54 genmove w
#? [D9]
55 genmove b
#? [A8]
56 genmove w
#? [D6]
57 genmove b
#? [B2]
58 genmove w
#? [E8]
59 genmove b
#? [F8]
60 genmove w
#? [C3]
61 genmove b
#? [A7]
62 genmove w
#? [E3]
63 genmove b
#? [H6]
64 genmove w
#? [C1]
65 genmove b
#? [C5]
66 genmove w
#? [D5]
67 genmove b
#? [G6]
68 genmove w
#? [F4]
69 genmove b
#? [B1]
70 genmove w
#? [G5]
71 genmove b
#? [G7]
72 genmove w
#? [E1]
73 genmove b
#? [C9]
74 genmove w
#? [J7]
75 genmove b
#? [A9]
76 genmove w
#? [G7]
77 genmove b
#? [G9]
78 genmove w
#? [A3]
79 genmove b
#? [G6]
80 genmove w
#? [J2]
81 genmove b
#? [E7]
82 genmove w
#? [H7]
83 genmove b
#? [F8]
84 genmove w
#? [A5]
85 genmove b
#? [H6]
86 genmove w
#? [A4]
87 genmove b
#? [E9]
88 genmove w
#? [H5]
89 genmove b
#? [H9]
90 genmove w
#? [G6]
91 genmove b
#? [G8]
92 genmove w
#? [J9]
93 genmove b
#? [pass]
94 genmove w
#? [A1]
95 genmove b
#? [B2]
96 genmove w
#? [B1]
97 genmove b
#? [pass]
98 genmove w
#? [A2]
99 genmove b
#? [pass]
100 genmove w
#? [F1]
101 genmove b
#? [G4]
102 genmove w
#? [H1]
103 genmove b
#? [G1]
104 genmove w
#? [G3]
105 genmove b
#? [F3]
106 genmove w
#? [F2]
107 genmove b
#? [pass]
108 genmove w
#? [G2]
109 genmove b
#? [pass]
110 genmove w
#? [pass]
111 final_score
#? [W\+40\.5]
112 list_stones black
#? [B5 C5 C6 E6 A7 B7 C7 D7 E7 A8 B8 D8 F8 G8 A9 C9 E9 G9 H9]
113 list_stones white
#? [A1 B1 C1 D1 E1 F1 H1 A2 C2 E2 F2 G2 H2 J2 A3 B3 C3 D3 E3 G3 H3 J3 A4 B4 C4 E4 F4 H4 A5 D5 E5 G5 H5 J5 A6 B6 D6 F6 G6 J6 F7 G7 H7 J7 H8 J8 J9]
114 captures black
#? [7]
115 captures white
#? [31]
