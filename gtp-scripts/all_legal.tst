# all_legal.tst - all_legal COLOR lists every point where COLOR may play now,
# lowest row first, left to right (pass is not listed): not occupied points,
# not suicide, not a ko take-back. Empty when there is none.
boardsize 3
1 all_legal b
#? [A1 B1 C1 A2 B2 C2 A3 B3 C3]
2 all_legal WHITE
#? [A1 B1 C1 A2 B2 C2 A3 B3 C3]
play b b1
play b a2
3 all_legal w
#? [C1 B2 C2 A3 B3 C3]
4 all_legal b
#? [A1 C1 B2 C2 A3 B3 C3]
# A ko on 5x5: after Black takes at C3, White may not take back at B3.
#     A B C D E
#   4 . X O . .
#   3 X O . O .
#   2 . X O . .
boardsize 5
play b b4
play w c4
play b a3
play w b3
play b b2
play w c2
play w d3
play b c3
5 all_legal w
#? [A1 B1 C1 D1 E1 A2 D2 E2 E3 A4 D4 E4 A5 B5 C5 D5 E5]
6 all_legal b
#? [A1 B1 C1 D1 E1 A2 D2 E2 B3 E3 A4 D4 E4 A5 B5 C5 D5 E5]
# Nothing legal: 1x1
boardsize 1
7 all_legal b
#? []
