# random_eyes.tst - the random player never fills one of its own eyes, and
# passes when nothing else is legal; a false eye is no eye (README: an empty
# point whose neighbours are all the mover's, with fewer than two opponent
# stones on its diagonals, fewer than one on the edge or in a corner).
# These positions leave one choice, so the answers hold for every seed.
# 1. Both sides have only eyes left (Black B4 and D4, White A1, C1 and E1;
#    playing in the other's eyes is suicide): both pass, whatever the seed.
#     A B C D E
#   5 X X X X X
#   4 X . X . X
#   3 X X X X X
#   2 O O O O O
#   1 . O . O .
boardsize 5
play w a2
play w b2
play w c2
play w d2
play w e2
play w b1
play w d1
play b a3
play b b3
play b c3
play b d3
play b e3
play b a4
play b c4
play b e4
play b a5
play b b5
play b c5
play b d5
play b e5
1 all_legal b
#? [B4 D4]
2 all_legal w
#? [A1 C1 E1]
set_random_seed 1
3 genmove b
#? [pass]
4 genmove w
#? [pass]
set_random_seed 2
5 genmove b
#? [pass]
6 genmove w
#? [pass]
set_random_seed 3
7 genmove b
#? [pass]
8 genmove w
#? [pass]
9 final_score
#? [W\+2\.5]
# 2. White lives in the top left with eyes A5 and C5. Black's B2 is a true
#    eye; E3 is a false eye (White D4 on its diagonal, on the edge), and
#    Black's only other legal point: the player fills it, for every seed,
#    and then White takes everything through B2, its only move not in its
#    own eyes.
#     A B C D E
#   5 . O . O O
#   4 O O O O X
#   3 X X X X .
#   2 X . X X X
#   1 X X X X X
clear_board
play w b5
play w d5
play w e5
play w a4
play w b4
play w c4
play w d4
play b a3
play b b3
play b c3
play b d3
play b a2
play b c2
play b d2
play b e2
play b a1
play b b1
play b c1
play b d1
play b e1
play b e4
10 all_legal b
#? [B2 E3]
set_random_seed 1
11 reg_genmove b
#? [E3]
set_random_seed 2
12 reg_genmove b
#? [E3]
set_random_seed 3
13 reg_genmove b
#? [E3]
set_random_seed 4
14 reg_genmove b
#? [E3]
15 genmove b
#? [E3]
16 findlib e3
#? [B2]
17 reg_genmove w
#? [B2]
set_random_seed 5
18 genmove w
#? [B2]
19 captures white
#? [15]
20 list_stones black
#? []
