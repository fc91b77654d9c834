# score_estimate.tst - ishi-estimate_score, what the score would become if
# play went on, beside final_score, the count. Black's wall on D and
# White's on E, with a gap at row 5: the rules count no territory through
# the gap (Black 8 stones, White 8, komi 0), where the estimate closes the
# border as the judge's playouts expect, D5 for Black and E5 for White:
# Black 8 and 28 points, White 8 and 37.
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . . X O . . . .
#   5 . . . . . . . . .
#   4 . . . X O . . . .
#   3 . . . X O . . . .
#   2 . . . X O . . . .
#   1 . . . X O . . . .
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 9
komi 0
gogui-setup b d1 b d2 b d3 b d4 b d6 b d7 b d8 b d9 w e1 w e2 w e3 w e4 w e6 w e7 w e8 w e9
1 final_score
#? [0]
2 final_status d5
#? [dame]
3 ishi-estimate_score
#? [W\+9]
# Whoever is to move, and it changes nothing.
play b pass
4 ishi-estimate_score
#? [W\+9]
5 final_score
#? [0]
# Once the border is closed, the estimate is the count.
play b d5
play w e5
6 final_score
#? [W\+9]
7 ishi-estimate_score
#? [W\+9]
ishi-estimate_score extra
#! [syntax error]
