# score_status.tst - final_status_list and final_status as the dead-stone
# judge sees the position, and as final_score counts it: "alive", "dead"
# and "seki" list chains, one per line; GNU Go's black_territory,
# white_territory and dame list empty points, the points of dead stones
# among their owner's opponent's territory.
#     A B C D E F G H J
#   9 . . . X O . . . .
#   8 . . . X O . . . .
#   7 . . . X O . . . .
#   6 . . O X O . . . .
#   5 . . . X O . . . .
#   4 . . . X O . . X .
#   3 . . . X O . . . .
#   2 . . . X O . . . .
#   1 . . . X O . . . .
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 9
komi 0
gogui-setup b d1 b d2 b d3 b d4 b d5 b d6 b d7 b d8 b d9 w e1 w e2 w e3 w e4 w e5 w e6 w e7 w e8 w e9 w c6 b h4
1 final_status_list dead
#? [H4\nC6]
2 final_status_list alive
#? [D1 D2 D3 D4 D5 D6 D7 D8 D9\nE1 E2 E3 E4 E5 E6 E7 E8 E9]
3 final_status_list seki
#? []
4 final_status c6
#? [dead]
5 final_status d5
#? [alive]
6 final_status a1
#? [black_territory]
7 final_status h4
#? [dead]
8 final_status_list black_territory
#? [A1 B1 C1 A2 B2 C2 A3 B3 C3 A4 B4 C4 A5 B5 C5 A6 B6 C6 A7 B7 C7 A8 B8 C8 A9 B9 C9]
9 final_status_list dame
#? []
# Black: 9 stones and 27 points; White 9 and 36.
10 final_score
#? [W\+9]
# Every stone alive: the dead stones stand, and so do their regions.
ishi-param score tromp-taylor
11 final_status_list dead
#? []
12 final_status c6
#? [alive]
13 final_score
#? [0]
ishi-param score judged
# So under rules that count every stone alive, and judged again once the
# rules no longer do.
kata-set-rules tromp-taylor
17 final_status_list dead
#? []
kata-set-rules chinese
18 final_status_list dead
#? [H4\nC6]
# A captured stone is gone from every list: Black takes C6 with C7.
play b c5
play b b6
play b c7
14 final_status_list dead
#? [H4]
15 captures black
#? [1]
16 final_status c6
#? [black_territory]
# Statuses are lower-case words; anything else is refused, and so is a
# vertex that is no point.
final_status_list Alive
#! [syntax error]
final_status_list dead alive
#! [syntax error]
final_status_list
#! [syntax error]
final_status pass
#! [invalid vertex]
final_status z9
#! [invalid vertex]
final_status x
#! [syntax error]
