# score_status.tst - final_status_list agrees with final_score: every stone
# counts as alive, so "alive" lists every chain (one per line) and "dead"
# and "seki" nothing, even for stones in seki. GNU Go's own statuses list
# each colour's territory and the neutral points (dame).
#     A B C D E
#   5 . . . X .
#   4 . . . X .
#   3 O O . X .
#   2 . O X X .
#   1 . O X . .
boardsize 5
komi 0
play b c1
play b c2
play b d2
play b d3
play b d4
play b d5
play w b1
play w b2
play w a3
play w b3
1 final_status_list alive
#? [B1 B2 A3 B3\nC1 C2 D2 D3 D4 D5]
2 final_status_list dead
#? []
3 final_status_list seki
#? []
4 final_status_list black_territory
#? [D1 E1 E2 E3 E4 E5]
5 final_status_list white_territory
#? [A1 A2]
6 final_status_list dame
#? [C3 A4 B4 C4 A5 B5 C5]
# Black: 6 stones + 6 points; White: 4 stones + 2 points.
7 final_score
#? [B\+6]
# A captured stone is gone from every list: White plays into Black's
# area at E1, Black takes it.
play w e1
play b d1
play b e2
8 final_status_list alive
#? [B1 B2 A3 B3\nC1 D1 C2 D2 E2 D3 D4 D5]
9 final_status_list black_territory
#? [E1 E3 E4 E5]
10 captures black
#? [1]
# The seki of score_seki.tst: its stones are listed alive, not seki.
boardsize 7
clear_board
play w a1
play w b1
play w c1
play w a2
play w a3
play w a4
play w b4
play w c4
play w d2
play w d3
play b b2
play b b3
play b d1
play b e1
play b e2
play b e3
play b d4
play b e4
11 final_status_list seki
#? []
12 final_status_list alive
#? [A1 B1 C1 A2 A3 A4 B4 C4\nD1 E1 E2 E3 D4 E4\nB2 B3\nD2 D3]
13 final_status_list dame
#? [F1 G1 C2 F2 G2 C3 F3 G3 F4 G4 A5 B5 C5 D5 E5 F5 G5 A6 B6 C6 D6 E6 F6 G6 A7 B7 C7 D7 E7 F7 G7]
# Statuses are lower-case words; anything else is refused.
final_status_list Alive
#! [syntax error]
final_status_list dead alive
#! [syntax error]
final_status_list
#! [syntax error]
