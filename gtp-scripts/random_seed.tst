# random_seed.tst - set_random_seed takes any unsigned 64-bit decimal seed
# and makes the random player reproducible: the same seed gives the same
# moves, also after clear_board; get_random_seed answers the seed in use (at
# start one drawn from the system, so only its form is known). Anything
# else is a syntax error and keeps the seed. clear_board does not reseed:
# test 6 is the next draw, not the first again.
1 get_random_seed
#? [[0-9]+]
boardsize 9
2 set_random_seed 7
#? []
3 get_random_seed
#? [7]
4 genmove w
#? [G8]
5 genmove w
#? [F3]
clear_board
6 genmove w
#? [J9]
clear_board
set_random_seed 7
7 genmove w
#? [G8]
8 genmove w
#? [F3]
clear_board
set_random_seed 8
9 genmove b
#? [C3]
10 set_random_seed 0
#? []
11 get_random_seed
#? [0]
12 set_random_seed 18446744073709551615
#? []
13 get_random_seed
#? [18446744073709551615]
set_random_seed 18446744073709551616
#! [syntax error]
set_random_seed -1
#! [syntax error]
set_random_seed ++1
#! [syntax error]
set_random_seed 1.5
#! [syntax error]
set_random_seed seven
#! [syntax error]
14 get_random_seed
#? [18446744073709551615]
