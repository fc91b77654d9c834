# sgf_refused.tst - loadsgf of a record it cannot load answers "cannot load
# file" and leaves the game exactly as it was: a missing file, a folder,
# broken syntax, a rectangular board, a board over 25x25, an illegal move
# (move 3 of broken-illegal-move.sgf plays on an occupied point); then the
# arguments it refuses, and a partial load that stops before the bad move.

boardsize 9
komi 3.5
play b e5
play w c3
loadsgf sgf/no-such-file.sgf
#! [cannot load file]
loadsgf sgf
#! [cannot load file]
loadsgf sgf/broken-truncated.sgf
#! [cannot load file]
loadsgf sgf/broken-rectangular.sgf
#! [cannot load file]
loadsgf sgf/broken-size-26.sgf
#! [cannot load file]
loadsgf sgf/broken-illegal-move.sgf
#! [cannot load file]
loadsgf
#! [syntax error]
loadsgf sgf/setup.sgf -1
#! [syntax error]
loadsgf sgf/setup.sgf two
#! [syntax error]
10 query_boardsize
#? [9]
11 get_komi
#? [3\.5]
12 list_stones black
#? [E5]
13 list_stones white
#? [C3]
14 last_move
#? [white C3]
15 printsgf
#? [\(;FF\[4\]GM\[1\]AP\[ishi:[0-9.]*\]SZ\[9\]KM\[3\.5\]RU\[Chinese\].;B\[ee\];W\[cg\]\)]

# Up to, not including, move 3: the illegal move is never played.
20 loadsgf sgf/broken-illegal-move.sgf 3
21 list_stones black
#? [E5]
22 list_stones white
#? [C7]
