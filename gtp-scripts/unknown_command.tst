# unknown_command.tst - command names are case sensitive (GTP 2 section
# 3.2.1), and a name the engine does not know is answered '? unknown
# command', whatever its arguments; known_command tells the same. Names of
# GTP version 1 and near misses are not known either. An unknown command
# changes nothing.
boardsize 9
play b e5
foo
#! [unknown command]
foo bar baz
#! [unknown command]
Name
#! [unknown command]
NAME
#! [unknown command]
PLAY b e6
#! [unknown command]
genmove_black
#! [unknown command]
list-commands
#! [unknown command]
gg_undo
#! [unknown command]
1 known_command foo
#? [false]
2 known_command Name
#? [false]
3 known_command genmove_black
#? [false]
4 known_command gg_undo
#? [false]
5 known_command gg-undo
#? [true]
6 known_command name
#? [true]
7 list_stones black
#? [E5]
8 last_move
#? [black E5]
