# score_neutral.tst - empty points that touch both colours belong to
# nobody (dame): they count for neither side, in one region or in many.
# 1. 3x3, Black on column A, White on column C: column B is neutral, the
#    score is komi alone.
# 2. 9x9, Black on column D, White on column F: column E is neutral, each
#    side has 9 stones and 27 points of territory.
# 3. Then Black stones in that column: each counts for Black, and the empty
#    points between them and White's wall stay neutral, down to one (E1).
boardsize 3
play b a1
play b a2
play b a3
play w c1
play w c2
play w c3
komi 0
1 final_score
#? [0]
komi 7.5
2 final_score
#? [W\+7\.5]
komi -0.5
3 final_score
#? [B\+0\.5]
boardsize 9
komi 0
play b d1
play w f1
play b d2
play w f2
play b d3
play w f3
play b d4
play w f4
play b d5
play w f5
play b d6
play w f6
play b d7
play w f7
play b d8
play w f8
play b d9
play w f9
4 final_score
#? [0]
# One more Black stone in the neutral column: still neutral around it, so
# Black gains only that stone.
play b e5
5 final_score
#? [B\+1]
# Black fills the column but for E1, which touches D1 and E2 and White's
# F1: Black has 17 stones and 27 points, White 9 and 27, E1 is nobody's.
play b e2
play b e3
play b e4
play b e6
play b e7
play b e8
play b e9
6 final_score
#? [B\+8]
7 color e1
#? [empty]
# 4. An empty point that touches live stones of both colours is dame,
#    whatever the playouts expect of it and whoever is to move. C5 touches
#    Black's B5 and C4 and White's D5: Black has 11 stones and A1, A3, A5,
#    White 7 stones and E1, E3, E5. By territory 3 points each, komi 0.5.
#     A B C D E
#   5 X X . O O
#   4 X X X O .
#   3 . X X O O
#   2 X X X O .
#   1 . X X O O
boardsize 5
komi 0.5
play b a4
play b a2
play b b1
play b b2
play b b3
play b b4
play b b5
play b c1
play b c2
play b c3
play b c4
play w d1
play w d2
play w d3
play w d4
play w d5
play w e4
play w e2
8 final_score
#? [B\+3\.5]
9 final_status c5
#? [dame]
play b pass
10 final_score
#? [B\+3\.5]
11 final_status c5
#? [dame]
kata-set-rules japanese
12 final_score
#? [W\+0\.5]
undo
13 final_score
#? [W\+0\.5]
14 final_status_list dame
#? [C5]
