# syntax_errors.tst - every command with arguments it cannot take answers
# '? syntax error' (GTP 2 section 6.1: wrong number or type of arguments),
# and changes nothing: the position, komi, size, history and seed are the
# same after all of these as before.
boardsize 9
komi 6.5
set_random_seed 5
play b e5
play w c3
protocol_version 1
#! [syntax error]
name x
#! [syntax error]
version x
#! [syntax error]
known_command
#! [syntax error]
known_command name version
#! [syntax error]
list_commands all
#! [syntax error]
quit now
#! [syntax error]
boardsize
#! [syntax error]
query_boardsize 9
#! [syntax error]
clear_board 9
#! [syntax error]
komi
#! [syntax error]
komi 6.5 7.5
#! [syntax error]
get_komi 6.5
#! [syntax error]
play b
#! [syntax error]
play e5
#! [syntax error]
play b e5 e6
#! [syntax error]
play x e6
#! [syntax error]
play b e
#! [syntax error]
play b 5
#! [syntax error]
play b e05
#! [syntax error]
play b e-5
#! [syntax error]
play b pass5
#! [syntax error]
genmove
#! [syntax error]
genmove b w
#! [syntax error]
genmove e5
#! [syntax error]
reg_genmove
#! [syntax error]
reg_genmove purple
#! [syntax error]
kgs-genmove_cleanup
#! [syntax error]
kgs-genmove_cleanup bw
#! [syntax error]
undo 1
#! [syntax error]
gg-undo x
#! [syntax error]
fixed_handicap
#! [syntax error]
place_free_handicap
#! [syntax error]
place_free_handicap two
#! [syntax error]
set_free_handicap a1 i1
#! [syntax error]
time_settings 1 2
#! [syntax error]
kgs-time_settings
#! [syntax error]
time_left b 10
#! [syntax error]
final_score now
#! [syntax error]
showboard 9
#! [syntax error]
is_legal b
#! [syntax error]
is_legal b e5 e6
#! [syntax error]
is_legal x e6
#! [syntax error]
all_legal
#! [syntax error]
all_legal x
#! [syntax error]
list_stones
#! [syntax error]
list_stones empty
#! [syntax error]
captures
#! [syntax error]
captures e5
#! [syntax error]
color
#! [syntax error]
color e5 e6
#! [syntax error]
color i5
#! [syntax error]
countlib
#! [syntax error]
countlib e5 c3
#! [syntax error]
findlib
#! [syntax error]
findlib 5e
#! [syntax error]
last_move 1
#! [syntax error]
move_history 1
#! [syntax error]
set_random_seed
#! [syntax error]
set_random_seed 1 2
#! [syntax error]
get_random_seed 5
#! [syntax error]
cputime 1
#! [syntax error]
# Nothing changed
1 query_boardsize
#? [9]
2 get_komi
#? [6\.5]
3 move_history
#? [white C3\nblack E5]
4 get_random_seed
#? [5]
5 list_stones black
#? [E5]
