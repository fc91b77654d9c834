# random_game_19x19.tst - the first 80 moves of the random player on
# 19x19 under set_random_seed 19, pinned move by move. Test ids are move
# numbers.
# The moves were produced once by ishi and then checked independently
# (with a script kept out of the tree): GNU Go 3.8 (--chinese-rules
# --positional-superko) accepted every one of them; none fills an eye of
# the mover (README's definition, on a separate board model); every pass
# came when the mover had no legal point left but its own eyes (asked of
# ishi and of GNU Go); the final score agrees with an area count of that
# model. Any change to the player, the random generator or the rules shows
# up here as a different move.
boardsize 19
komi 7.5
set_random_seed 19
1 genmove b
#? [F15]
2 genmove w
#? [D12]
3 genmove b
#? [B10]
4 genmove w
#? [S7]
5 genmove b
#? [N19]
6 genmove w
#? [D8]
7 genmove b
#? [D10]
8 genmove w
#? [R9]
9 genmove b
#? [K5]
10 genmove w
#? [F18]
11 genmove b
#? [J11]
12 genmove w
#? [H7]
13 genmove b
#? [Q1]
14 genmove w
#? [E16]
15 genmove b
#? [M11]
16 genmove w
#? [J15]
17 genmove b
#? [G13]
18 genmove w
#? [Q4]
19 genmove b
#? [O9]
20 genmove w
#? [J4]
21 genmove b
#? [E17]
22 genmove w
#? [A10]
23 genmove b
#? [C4]
24 genmove w
#? [T18]
25 genmove b
#? [Q12]
26 genmove w
#? [G16]
27 genmove b
#? [D16]
28 genmove w
#? [B19]
29 genmove b
#? [S11]
30 genmove w
#? [E5]
31 genmove b
#? [A13]
32 genmove w
#? [B6]
33 genmove b
#? [P8]
34 genmove w
#? [J13]
35 genmove b
#? [Q17]
36 genmove w
#? [K8]
37 genmove b
#? [Q15]
38 genmove w
#? [O4]
39 genmove b
#? [D11]
40 genmove w
#? [O15]
41 genmove b
#? [A3]
42 genmove w
#? [A1]
43 genmove b
#? [Q3]
44 genmove w
#? [P18]
45 genmove b
#? [S16]
46 genmove w
#? [S14]
47 genmove b
#? [O17]
48 genmove w
#? [N5]
49 genmove b
#? [E8]
50 genmove w
#? [H15]
51 genmove b
#? [M3]
52 genmove w
#? [J9]
53 genmove b
#? [S18]
54 genmove w
#? [C16]
55 genmove b
#? [B4]
56 genmove w
#? [H18]
57 genmove b
#? [L13]
58 genmove w
#? [D5]
59 genmove b
#? [C5]
60 genmove w
#? [P4]
61 genmove b
#? [E3]
62 genmove w
#? [J12]
63 genmove b
#? [J18]
64 genmove w
#? [C1]
65 genmove b
#? [O13]
66 genmove w
#? [O7]
67 genmove b
#? [G14]
68 genmove w
#? [S13]
69 genmove b
#? [R3]
70 genmove w
#? [S12]
71 genmove b
#? [C15]
72 genmove w
#? [A5]
73 genmove b
#? [T10]
74 genmove w
#? [S3]
75 genmove b
#? [M12]
76 genmove w
#? [A14]
77 genmove b
#? [G3]
78 genmove w
#? [O10]
79 genmove b
#? [O14]
80 genmove w
#? [A16]
82 list_stones black
#? [Q1 A3 E3 G3 M3 Q3 R3 B4 C4 C5 K5 E8 P8 O9 B10 D10 T10 D11 J11 M11 S11 M12 Q12 A13 G13 L13 O13 G14 O14 C15 F15 Q15 D16 S16 E17 O17 Q17 J18 S18 N19]
83 list_stones white
#? [A1 C1 S3 J4 O4 P4 Q4 A5 D5 E5 N5 B6 H7 O7 S7 D8 K8 J9 R9 A10 O10 D12 J12 S12 J13 S13 A14 S14 H15 J15 O15 A16 C16 E16 G16 F18 H18 P18 T18 B19]
84 captures black
#? [0]
85 captures white
#? [0]
