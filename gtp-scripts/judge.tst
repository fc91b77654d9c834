# judge.tst - the dead-stone judge's settings and views: ishi-param (in the
# form GoGui's parameter dialog reads), ishi-ownership (a dboard), and a
# verdict that stays the same when asked again and never changes what the
# random player plays next (it draws from a stream of its own).
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
1 ishi-param
#? [\[list/judged/tromp-taylor\] score judged\n\[string\] judge_playouts 1000\n\[string\] move_time 0\n\[list/random/mcts\] player random\n\[string\] playouts 10000\n\[string\] level 10\n\[string\] resign_rate 0.1\n\[string\] tree_mb 64\n\[string\] threads [0-9]+\n\[bool\] live_gfx 0]
2 ishi-param judge_playouts
#? [1000]
ishi-param judge_playouts 200
3 ishi-param judge_playouts
#? [200]
ishi-param score tromp-taylor
4 ishi-param score
#? [tromp-taylor]
ishi-param score judged
ishi-param foo 1
#! [unknown parameter]
ishi-param score dead
#! [syntax error]
ishi-param judge_playouts -1
#! [the judge's playouts are 0 to 25000]
ishi-param judge_playouts 25001
#! [the judge's playouts are 0 to 25000]
ishi-param judge_playouts 1000000
#! [the judge's playouts are 0 to 25000]
ishi-param judge_playouts x
#! [syntax error]
ishi-param judge_playouts 1 2
#! [syntax error]
ishi-param judge_playouts 25000
30 ishi-param judge_playouts
#? [25000]
ishi-param judge_playouts 1000
# A White stone in Black's corner of a 5x5 board, Black's wall on C.
boardsize 5
komi 0.5
gogui-setup b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5 w a1
5 ishi-ownership
#? [(-?[01]\.[0-9][0-9] ){4}-?[01]\.[0-9][0-9]\n(.*\n){3}.*]
6 final_status a1
#? [dead]
# The same verdict every time, and the same next move.
set_random_seed 5
7 reg_genmove b
#? [A2]
8 final_score
#? [B\+4\.5]
9 final_score
#? [B\+4\.5]
10 final_status_list dead
#? [A1]
11 reg_genmove b
#? [A2]
