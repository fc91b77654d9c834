# estimate_teire.tst - the teire the estimate's closing adds by territory
# once both sides passed (src/closing.h, step 4). Black's group lives by
# its bulky five, A1-A3, B2, B3, while D4, a dame, is its liberty too; once
# D4 is filled, White's A2 would kill it, so Black plays there, a point of
# his territory: by territory White's 25 points against Black's 4, where
# the count, with D4 open, gives Black 5. By area the teire costs nothing.
#     A B C D E F G
#   7 . . . . O . .
#   6 . . . . O . .
#   5 O O O O O . .
#   4 X X X . O . .
#   3 . . X O . . .
#   2 . . X O . . .
#   1 . X X O . . .
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 7
komi 0
kata-set-rules japanese
gogui-setup b a4 b b4 b c4 b c3 b c2 b c1 b b1 w e7 w e6 w a5 w b5 w c5 w d5 w e5 w e4 w d3 w d2 w d1
1 final_status_list dead
#? []
2 final_score
#? [W\+20]
3 ishi-estimate_score
#? [W\+21]
# Whoever is to move.
play b pass
4 ishi-estimate_score
#? [W\+21]
# By area nothing to pay: White, to move, fills D4, 37 points against
# Black's 12.
kata-set-rules chinese
5 ishi-estimate_score
#? [W\+25]
