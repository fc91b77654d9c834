# board_1x1.tst - the smallest board. Its one point, A1, never has a
# liberty, so a stone there is always suicide: nobody can play, all_legal is
# empty, both players can only pass (the random player too), and the empty
# board scores komi for White. No handicap fits.
boardsize 1
1 query_boardsize
#? [1]
2 showboard
#? [A\n 1 \. 1\n   A\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 7\.5\nBlack to move]
3 is_legal b a1
#? [0]
4 is_legal w A1
#? [0]
play b a1
#! [illegal move]
play w a1
#! [illegal move]
5 all_legal b
#? []
6 all_legal w
#? []
play b b1
#! [illegal move]
play b a2
#! [illegal move]
color b1
#! [invalid vertex]
7 color a1
#? [empty]
countlib a1
#! [vertex must not be empty]
8 reg_genmove b
#? [pass]
9 genmove b
#? [pass]
10 genmove w
#? [pass]
11 move_history
#? [white pass\nblack pass]
12 final_score
#? [W\+7\.5]
fixed_handicap 2
#! [invalid number of stones]
place_free_handicap 2
#! [invalid number of stones]
set_free_handicap a1
#! [bad vertex list]
