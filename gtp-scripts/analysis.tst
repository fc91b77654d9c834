# analysis.tst - the analysis commands over GTP: a request that cannot be
# read is an error before anything streams; an analysis given ishi's own
# `playouts` key ends by itself (without it, only the next line ends it,
# which a script cannot send while it waits for the answer:
# tests/test_analysis.c and tests/sabaki/sabaki-analysis.mjs drive that);
# genmove_analyze streams its lines and then plays, its root's moves kept
# to those allowed, and analysis's variations keep a ban to its depth.
# All of a line's moves are on one line, most played first, each ending
# with its principal variation; kata- adds the score lead and, asked, the
# ownership of the 81 points. ishi-search_gfx is GoGui's analyze command
# for the same. (What a script compares starts at the answer's first
# space: after the first "info".)
# One thread and a fixed seed: the same search each run (the seed is new
# every run unless set, and on more threads their timing decides; a search
# of a few hundred playouts may then choose otherwise, once in some twenty
# runs a pass over the one move allowed).
ishi-param threads 1
set_random_seed 1
boardsize 9
clear_board
ishi-param player mcts
ishi-param playouts 300
lz-analyze b 10 minmoves x
#! [syntax error]
kata-analyze b avoid b E5 1 allow b D4 1
#! [avoid and allow together]
lz-analyze b 10 rootInfo true
#! [unknown analysis key]
kata-analyze q
#! [syntax error]
lz-genmove_analyze b 10 avoid b Z9 1
#! [syntax error]
1 move_history
#? []
2 lz-analyze b 100000 playouts 200
#? [(move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv[ A-HJ0-9pas]*)( info move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv[ A-HJ0-9pas]*)*(\ninfo (move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv[ A-HJ0-9pas]*)( info move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv[ A-HJ0-9pas]*)*)?]
3 kata-analyze b 100000 maxmoves 1 rootInfo true ownership true playouts 100
#? [move [A-HJ][1-9] visits [0-9]+ winrate 0\.[0-9]{6} (scoreMean -?[0-9.]+ scoreLead -?[0-9.]+ )?prior 0\.[0-9]{6} lcb 0\.[0-9]{6} order 0 pv[ A-HJ0-9pas]* rootInfo visits [0-9]+ winrate 0\.[0-9]{6}( scoreLead -?[0-9.]+ ownership( -?[01]\.[0-9]{4}){81})?(\ninfo move [A-HJ][1-9] visits [0-9]+ winrate 0\.[0-9]{6} scoreMean -?[0-9.]+ scoreLead -?[0-9.]+ prior 0\.[0-9]{6} lcb 0\.[0-9]{6} order 0 pv[ A-HJ0-9pas]* rootInfo visits [0-9]+ winrate 0\.[0-9]{6} scoreLead -?[0-9.]+ ownership( -?[01]\.[0-9]{4}){81})?]
4 lz-genmove_analyze b 100000
#? [move [^\n]*\n(info move [^\n]*\n)*play [A-HJ][1-9]]
5 kata-genmove_analyze w 100000 allow w C3 1
#? [move C3 visits [0-9]+ winrate 0\.[0-9]+ [^\n]* pv C3[^\n]*\n(info move C3 [^\n]*\n)*play C3]
6 move_history
#? [white C3\nblack [A-HJ][1-9]]
7 ishi-search_gfx b
#? [INFLUENCE( [A-HJ][1-9] -?[01]\.[0-9]{2}){81}\nVAR b [^\n]*\nLABEL [^\n]*\nTEXT [0-9]+ playouts, best [A-HJ][1-9] [0-9.]+%, lead [-+][0-9.]+]
8 lz-analyze b 100000 playouts 300 allow w A1,J9 2
#? [move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv [A-HJ][1-9]( (A1|J9|pass)( [A-HJ][1-9]| pass)*)?( info move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv [A-HJ][1-9]( (A1|J9|pass)( [A-HJ][1-9]| pass)*)?)*(\ninfo move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv [A-HJ][1-9]( (A1|J9|pass)( [A-HJ][1-9]| pass)*)?( info move [A-HJ][1-9] visits [0-9]+ winrate [0-9]+ prior [0-9]+ lcb [0-9]+ order [0-9]+ pv [A-HJ][1-9]( (A1|J9|pass)( [A-HJ][1-9]| pass)*)?)*)*]
ishi-search_gfx b w
#! [syntax error]
# The random player searches nothing: genmove_analyze plays a random move
# among those its allow and avoid leave it (a pass when none is legal),
# "play" and the move (what a script compares starts after "play").
ishi-param player random
clear_board
20 lz-genmove_analyze b 10 allow b D4 1
#? [D4]
21 kata-genmove_analyze w 10 avoid w A1,B1,C1,D1,E1,F1,G1,H1,J1,A2,B2,C2,D2,E2,F2,G2,H2,J2,A3,B3,C3,D3,E3,F3,G3,H3,J3,A4,B4,C4,D4,E4,F4,G4,H4,J4,A5,B5,C5,D5,E5,F5,G5,H5,J5,A6,B6,C6,D6,E6,F6,G6,H6,J6,A7,B7,C7,D7,E7,F7,G7,H7,J7,A8,B8,C8,D8,E8,F8,G8,H8,J8,A9,B9,C9,D9,E9,F9,G9,H9 1
#? [J9]
22 lz-genmove_analyze b 10 allow b D4 1
#? [pass]
23 move_history
#? [black pass\nwhite J9\nblack D4]
