# mcts.tst - the search player over GTP: ishi-param player chooses it (the
# random player is the default), level and playouts set its effort, it
# captures a chain in atari, reg_genmove answers what genmove then plays,
# it passes after White's pass in a won game but plays on in cleanup while
# a White stone is dead, and resigns a hopeless game. Small playouts keep
# it quick; moves that depend on the search's details are matched loosely.
# One thread: the same search each run (on more, the threads' timing
# decides, and a search of a few hundred playouts may choose otherwise).
ishi-param threads 1
101 ishi-param threads
#? [1]
ishi-param threads 0
#! [syntax error]
ishi-param threads 65
#! [syntax error]
boardsize 9
clear_board
1 ishi-param player
#? [random]
ishi-param player mcts
2 ishi-param player
#? [mcts]
ishi-param player alpha
#! [syntax error]
ishi-param level 3
3 ishi-param playouts
#? [200]
ishi-param playouts 1234
4 ishi-param level
#? [0]
ishi-param level 11
#! [syntax error]
ishi-param playouts -5
#! [syntax error]
ishi-param resign_rate 1.5
#! [syntax error]
ishi-param resign_rate 0
5 ishi-param tree_mb
#? [64]
ishi-param tree_mb 0
#! [syntax error]
ishi-param tree_mb 16
ishi-param level 5
set_random_seed 3
# White's chain of five on the sixth line has one liberty, H6.
play b c7
play b d7
play b e7
play b f7
play b g7
play b b6
play b c5
play b d5
play b e5
play b f5
play b g5
play w c6
play w d6
play w e6
play w f6
play w g6
10 genmove b
#? [H6]
11 captures b
#? [5]
12 reg_genmove w
#? [[A-HJ][1-9]|pass]
13 reg_genmove w
#? [[A-HJ][1-9]|pass]
# A finished game: Black's 45 points (columns A to E) to White's 36; a
# White stone inside Black's area is dead.
clear_board
play b e1
play b e2
play b e3
play b e4
play b e5
play b e6
play b e7
play b e8
play b e9
play w f1
play w f2
play w f3
play w f4
play w f5
play w f6
play w f7
play w f8
play w f9
play w b5
play b pass
play w pass
20 genmove b
#? [pass]
undo
21 kgs-genmove_cleanup b
#? [!pass]
# With komi 90 nothing wins: it resigns on its third move of the search.
clear_board
komi 90
ishi-param resign_rate 0.1
30 genmove b
#? [!resign]
play w pass
31 genmove b
#? [!resign]
play w pass
32 genmove b
#? [resign]
# Back to the random player: its moves are the random player's again.
ishi-param player random
33 ishi-param player
#? [random]
