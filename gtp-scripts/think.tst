# think.tst - what a move may take: ishi-think reports the budget the clock
# gives the next move (target and hard limit, the lag buffer of 1 s kept
# back for each move the time must carry) and spends SECONDS instead when
# given them (tests/integration/live_input.py tests what input stops it).
# gogui-interrupt answers nothing, and "# interrupt" is a comment.
boardsize 9
1 ishi-think b 0.01
#? [playouts [1-9][0-9]* seconds [0-9.]+ black [01]\.[0-9]{4} stopped time target 0\.000 hard 0\.000]
# Canadian, 5 s for every move: all of it but the lag.
time_settings 0 5 1
2 ishi-think b 0
#? [playouts 0 seconds .* stopped time target 4\.000 hard 4\.000]
# Byo-yomi, 30 s periods: the period but the lag, whatever the periods left.
kgs-time_settings byoyomi 0 30 5
3 ishi-think w 0
#? [.* target 29\.000 hard 29\.000]
time_left w 30 1
4 ishi-think w 0
#? [.* target 29\.000 hard 29\.000]
# No limit (GoGui's 0 1 0).
time_settings 0 1 0
5 ishi-think b 0
#? [.* target 0\.000 hard 0\.000]
# Absolute 600 s on an empty 9x9: some 32 moves to play, each with its lag.
time_settings 600 0 0
6 ishi-think b 0
#? [.* target 17\.519 hard 52\.556]
# Canadian 600 s then 300 s for 25 stones; in the period, 30 s for 5 stones
# (the other clock is untouched).
time_settings 600 300 25
time_left b 30 5
7 ishi-think b 0
#? [.* target 5\.000 hard 15\.000]
8 ishi-think w 0
#? [.* target 17\.519 hard 52\.556]
# Absolute 10 s cannot carry 32 moves of 1 s lag: answer at once.
kgs-time_settings absolute 10
9 ishi-think b 0
#? [.* target 0\.000 hard 0\.000]
# The player's time per move caps the clock, and is the budget without one.
ishi-param move_time 2.5
10 ishi-param move_time
#? [2\.5]
time_settings 0 5 1
11 ishi-think b 0
#? [.* target 2\.500 hard 2\.500]
kgs-time_settings none
12 ishi-think b 0
#? [.* target 2\.500 hard 2\.500]
ishi-param move_time -1
#! [syntax error]
ishi-param move_time 86401
#! [syntax error]
ishi-think
#! [syntax error]
ishi-think x
#! [syntax error]
ishi-think b 1e3
#! [syntax error]
ishi-think b 0.1 0.2
#! [syntax error]
# GoGui's interrupt: a command that answers nothing, and a comment.
13 gogui-interrupt
#? []
# interrupt
14 query_boardsize
#? [9]
