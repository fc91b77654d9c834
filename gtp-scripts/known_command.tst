# known_command.tst - known_command answers 'true' for every command that
# list_commands lists (the required ones of GTP 2 section 6.1 among them)
# and 'false' for anything else; list_commands answers one name per line.
# These tests do not pin the whole list, so that adding a command breaks
# nothing here.
1 list_commands
#? [[a-z][a-z_-]*(\n[a-z][a-z_-]*)*]
2 list_commands
#? [(.*\n)?protocol_version(\n.*)?]
3 list_commands
#? [(.*\n)?known_command(\n.*)?]
4 list_commands
#? [(.*\n)?quit(\n.*)?]
5 list_commands
#? [(.*\n)?genmove(\n.*)?]
10 known_command protocol_version
#? [true]
11 known_command name
#? [true]
12 known_command version
#? [true]
13 known_command known_command
#? [true]
14 known_command list_commands
#? [true]
15 known_command quit
#? [true]
16 known_command boardsize
#? [true]
17 known_command clear_board
#? [true]
18 known_command komi
#? [true]
19 known_command play
#? [true]
20 known_command genmove
#? [true]
21 known_command fixed_handicap
#? [true]
22 known_command place_free_handicap
#? [true]
23 known_command set_free_handicap
#? [true]
24 known_command reg_genmove
#? [true]
25 known_command undo
#? [true]
26 known_command time_settings
#? [true]
27 known_command time_left
#? [true]
28 known_command final_score
#? [true]
29 known_command showboard
#? [true]
30 known_command Play
#? [false]
31 known_command play_black
#? [false]
32 known_command unknown
#? [false]
