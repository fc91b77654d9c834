# gogui_views.tst - the board views of GoGui's analyze menu: points only ko
# or superko forbids, chains in atari, eyes and false eyes as the random
# player sees them, and the dead-stone judge's statuses and ownership, in
# GoGui's plist and gfx forms.
#
# A ko: Black has just taken at C2; White may not take back at B2 at once.
#     A B C D E
#   3 . X O . .
#   2 X O . O .
#   1 . X O . .
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
boardsize 5
play b b1
play b a2
play b b3
play w c1
play w d2
play w c3
play w b2
play b c2
1 ishi-ko_points w
#? [B2]
2 ishi-ko_points b
#? []
3 ishi-atari
#? [C1 C2]
play w e5
play b b2
4 ishi-ko_points w
#? []
# Eyes: A1 is Black's, with Black's A2 and B1 around it and B2 Black's.
5 ishi-eyes
#? [SQUARE A1\nCOLOR black A1\nTEXT .*]
# A false eye: B1 has Black on all three sides, but White holds the
# diagonal A2, which on the edge is enough.
clear_board
gogui-setup b a1 b c1 b b2 w a2
9 ishi-eyes
#? [TRIANGLE B1\nTEXT .*]
# A dead White stone in Black's corner of a 5x5 board: Black 5 stones and
# 10 points, White 5 and 5, komi 7.5.
clear_board
gogui-setup b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5 w a2
6 ishi-status_gfx
#? [MARK A2\nCOLOR #404040 A1 B1 A2 B2 A3 B3 A4 B4 A5 B5\nCOLOR #e0e0e0 E1 E2 E3 E4 E5\nTEXT dead: marked; seki: triangles; judged score W\+2\.5]
7 ishi-ownership_gfx
#? [INFLUENCE( [A-E][1-5] -?[01]\.[0-9][0-9]){25}\nTEXT judged score W\+2\.5]
8 final_status_list dead
#? [A2]
