# score.tst - final_score counts area (GTP 2 section 4.3 leaves the rules
# to the engine; README: live stones plus empty regions that touch one
# colour only, komi to White), and answers B+x, W+x or 0.
# A Black wall on column E and a White wall on column F: Black has 9
# stones and 36 points of territory, White 9 and 27; under several komi.
# Then a White stone in Black's area: the dead-stone judge takes it off
# as dead, so the score stays; with every stone counted alive
# (ishi-param score tromp-taylor) Black's area becomes neutral. Undo
# brings the position back.
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 9
play b e1
play w f1
play b e2
play w f2
play b e3
play w f3
play b e4
play w f4
play b e5
play w f5
play b e6
play w f6
play b e7
play w f7
play b e8
play w f8
play b e9
play w f9
komi 7.5
1 final_score
#? [B\+1\.5]
komi 9
2 final_score
#? [0]
komi 10
3 final_score
#? [W\+1]
komi -1
4 final_score
#? [B\+10]
komi 0.5
5 final_score
#? [B\+8\.5]
komi 7.5
play w b5
6 final_score
#? [B\+1\.5]
ishi-param score tromp-taylor
12 final_score
#? [W\+35\.5]
ishi-param score judged
undo
7 final_score
#? [B\+1\.5]
# Passes end the game in practice; final_score is the same before and after.
play b pass
play w pass
8 final_score
#? [B\+1\.5]
# A captured stone is no longer on the board, and scores for nobody; the
# captor's area counts, prisoners do not (area scoring).
clear_board
komi 0
play w a1
play b a2
play b b1
9 captures black
#? [1]
10 final_score
#? [B\+81]
final_score now
#! [syntax error]
