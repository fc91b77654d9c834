# sgf_gnugo.tst - loadsgf on game records written by GNU Go 3.8 (with
# "gnugo --score finish --outfile"): a 9x9 even game, a 13x13 game with
# three handicap stones, and a 19x19 game of 233 moves, each loaded whole
# and up to a move. The stones and prisoners expected here were checked
# against GNU Go loading the same files. final_score removes the stones
# the dead-stone judge finds dead: on all three games its score and its
# dead stones are those of GNU Go's own final_score and final_status_list
# dead under --chinese-rules (the handicap game's bonus aside). printsgf
# keeps the record's own result (RE[B+6.0], as GNU Go wrote it) while the
# game, its komi and its rules are as loaded.
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1

loadsgf sgf/gnugo-9x9.sgf
10 query_boardsize
#? [9]
11 get_komi
#? [7]
12 list_stones black
#? [E4 F4 J4 B5 C5 D5 E5 G5 H5 J5 A6 G6 B7]
13 list_stones white
#? [F2 D3 E3 F3 G3 J3 A4 B4 C4 D4 G4 H4 A5]
14 last_move
#? [white pass]
15 final_score
#? [B\+6]
16 printsgf
#? [\(;FF\[4\]GM\[1\]AP\[ishi:[0-9.]*\]SZ\[9\]KM\[7\]RU\[Chinese\]RE\[B\+6\.0\].;B\[ee\];W\[df\];.*;B\[ff\];W\[fg\];B\[\];W\[\]\)]
# The record's komi sent again is no change; another komi is, and the
# result is judged again, as after a change of rules.
komi 7
90 printsgf
#? [.*RE\[B\+6\.0\].*]
komi 100
91 printsgf
#? [.*RE\[W\+87\][^.].*]
loadsgf sgf/gnugo-9x9.sgf
kgs-rules japanese
92 printsgf
#? [.*RE\[B\+6\][^.].*]
kgs-rules chinese
loadsgf sgf/gnugo-9x9.sgf
# Once the game changes, the result is ishi's own again.
undo
play w pass
19 printsgf
#? [.*RE\[B\+6\][^.].*]

# Up to, not including, move 15 (black A6).
loadsgf sgf/gnugo-9x9.sgf 15
17 last_move
#? [white A5]
18 list_stones black
#? [E4 B5 C5 D5 E5 H5 G6]

loadsgf sgf/gnugo-13x13-handicap.sgf
20 query_boardsize
#? [13]
21 list_stones black
#? [C2 D3 A4 C4 D4 E4 F4 G4 H4 A5 B5 H5 J5 A6 B6 J6 H7 L7 M7 N7 J8 K8 L9 M9 D10 K10 N10 M11]
22 list_stones white
#? [B2 D2 A3 B3 C3 E3 F3 G3 H3 B4 J4 K4 K5 K6 L6 M6 N6 J7 K7]
23 captures black
#? [6]
24 captures white
#? [1]
# ishi's default, Chinese rules, gives White a point per handicap stone;
# GNU Go does not, for a loaded record's handicap: without the bonus, the
# score is GNU Go's.
25 final_score
#? [B\+57\.5]
kata-set-rule whiteHandicapBonus 0
33 final_score
#? [B\+60\.5]
32 final_status_list dead
#? [C2]

# Before move 47 (black takes back at A5 after a capture).
loadsgf sgf/gnugo-13x13-handicap.sgf 47
26 last_move
#? [black G4]
27 captures black
#? [5]
28 captures white
#? [0]

# Before the first move: the handicap stones alone, White to play.
loadsgf sgf/gnugo-13x13-handicap.sgf 1
29 list_stones black
#? [D4 D10 K10]
30 list_stones white
#? []
31 showboard
#? [.*White to move.*]

loadsgf sgf/gnugo-19x19.sgf
40 query_boardsize
#? [19]
41 get_komi
#? [6\.5]
42 captures black
#? [2]
43 captures white
#? [4]
44 last_move
#? [black pass]
45 final_score
#? [W\+39\.5]
48 final_status_list dead
#? [H5\nR8\nS9\nR10\nH12\nR14 R15 S15]

loadsgf sgf/gnugo-19x19.sgf 101
46 last_move
#? [white J12]
47 list_stones white
#? [M2 C3 F3 M3 H5 A6 B6 D6 N6 R6 B7 C7 S7 D8 F8 G8 H8 E9 H9 N9 E10 Q10 S10 E11 F11 R11 S11 D12 F12 J12 N12 B13 C13 E13 G13 D14 F14 H14 J14 R14 C15 F15 O15 R15 S15 A16 O17 N18 Q18]
