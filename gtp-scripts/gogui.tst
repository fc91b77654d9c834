# gogui.tst - the GoGui extensions. gogui-analyze_commands lists GoGui's
# analyze menu, one "type/label/command" per line, naming only commands of
# this engine. gogui-play_sequence plays moves in order, and when one is
# illegal answers 'illegal move: COLOUR VERTEX' and takes back the ones it
# played, so the game is as before. gogui-setup puts stones on an empty
# board as the start of the game (setup: undo cannot remove them; Black to
# move), refusing repeats, passes, points off the board and chains without
# liberties; gogui-setup_player then says who moves first, until a move is
# played.
boardsize 9
1 gogui-analyze_commands
#? [[a-z]+/[^/\n]+/[a-z_-]+[^\n]*(\n[a-z]+/[^/\n]+/[a-z_-]+[^\n]*)*]
2 gogui-analyze_commands
#? [(.*\n)?plist/Legal Moves/all_legal %m(\n.*)?]
3 gogui-analyze_commands
#? [(.*\n)?string/Final Score/final_score(\n.*)?]
4 gogui-play_sequence b e5 w e6 b d5
#? []
5 move_history
#? [black D5\nwhite E6\nblack E5]
gogui-play_sequence w f5 b e6
#! [illegal move: B E6]
gogui-play_sequence w f5 b j10
#! [illegal move: B [jJ]10]
gogui-play_sequence w f5 b
#! [syntax error]
gogui-play_sequence w f5 x e1
#! [syntax error]
gogui-play_sequence w f5 b i1
#! [syntax error]
6 move_history
#? [black D5\nwhite E6\nblack E5]
7 color f5
#? [empty]
# A capture inside a sequence makes a ko (the shape of ko.tst, on the
# right); the take-back is refused, then allowed after a threat and its
# answer in the same sequence. A sequence that fails in its third move (an
# occupied point) leaves its first two unplayed.
8 gogui-play_sequence b g4 w h4 b f3 w g3 b g2 w h2 w j3 b h3
#? []
9 captures black
#? [1]
gogui-play_sequence w g3
#! [illegal move: W G3]
10 gogui-play_sequence w a9 b a8 w g3
#? []
11 captures white
#? [1]
gogui-play_sequence b b9 w c9 b e5
#! [illegal move: B E5]
12 color b9
#? [empty]
13 last_move
#? [white G3]
# Setup
clear_board
14 gogui-setup b a1 w b1 b c3
#? []
15 showboard
#? [.*\nBlack to move]
16 gogui-setup_player white
#? []
17 showboard
#? [.*\nWhite to move]
undo
#! [cannot undo]
gogui-setup b e5
#! [board not empty]
play w e5
gogui-setup_player b
#! [moves already played]
18 undo
#? []
19 list_stones black
#? [A1 C3]
clear_board
gogui-setup b a1 b a1
#! [bad vertex list]
gogui-setup b a1 w a1
#! [bad vertex list]
gogui-setup b pass
#! [bad vertex list]
gogui-setup b j10
#! [bad vertex list]
gogui-setup b a1 w a2 w b1
#! [chain without liberties]
gogui-setup b a1 w
#! [syntax error]
gogui-setup_player x
#! [syntax error]
20 list_stones white
#? []
21 gogui-setup
#? []
22 gogui-setup w a2 w b1
#? []
23 is_legal b a1
#? [0]
