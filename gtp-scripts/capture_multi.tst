# capture_multi.tst - one play takes four white chains at once, five stones
# in all: D5, F5 and E6 alone and the chain E4-E3, each with its last
# liberty at E5. White at E5 instead would be a suicide of all of them.
#     A B C D E F G H J
#   7 . . . . X . . . .
#   6 . . . X O X . . .
#   5 . . X O * O X . .
#   4 . . . X O X . . .
#   3 . . . X O X . . .
#   2 . . . . X . . . .
boardsize 9
clear_board
play w d5
play w f5
play w e6
play w e4
play w e3
play b d6
play b d4
play b c5
play b f6
play b f4
play b g5
play b e7
play b d3
play b f3
play b e2
1 countlib d5
#? [1]
2 countlib e3
#? [1]
3 findlib e4
#? [E5]
4 is_legal w e5
#? [0]
5 is_legal b e5
#? [1]
play b e5
6 captures black
#? [5]
7 list_stones white
#? []
8 countlib e5
#? [4]
9 findlib e5
#? [E4 D5 F5 E6]
10 list_stones black
#? [E2 D3 F3 D4 F4 C5 E5 G5 D6 F6 E7]
