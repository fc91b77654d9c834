# time.tst - the clock commands: time_settings MAIN BYO STONES (Canadian
# byo-yomi, GTP 2 section 4.2; '0 1 0' means no limit, BYO 0 absolute
# time), kgs-time_settings none | absolute M | canadian M B S | byoyomi M B
# P, and time_left COLOR TIME STONES. The engine accepts every valid setting
# (it does not negotiate); the random player needs no clock, so nothing else
# changes. Negative numbers, fractions, words and wrong counts are syntax
# errors.
boardsize 9
1 time_settings 0 1 0
#? []
2 time_settings 300 30 5
#? []
3 time_settings 600 0 0
#? []
4 time_settings 0 10 1
#? []
time_settings -1 30 5
#! [syntax error]
time_settings 300 30.5 5
#! [syntax error]
time_settings 300 thirty 5
#! [syntax error]
time_settings 300 30
#! [syntax error]
time_settings 300 30 5 1
#! [syntax error]
5 kgs-time_settings none
#? []
6 kgs-time_settings absolute 300
#? []
7 kgs-time_settings canadian 300 30 5
#? []
8 kgs-time_settings byoyomi 300 30 5
#? []
kgs-time_settings fischer 300 10
#! [syntax error]
kgs-time_settings none 5
#! [syntax error]
kgs-time_settings absolute
#! [syntax error]
kgs-time_settings canadian 300 30
#! [syntax error]
kgs-time_settings byoyomi 300 -30 5
#! [syntax error]
9 time_left b 30 0
#? []
10 time_left white 0 0
#? []
11 time_left BLACK 120 5
#? []
time_left x 30 0
#! [syntax error]
time_left b -1 0
#! [syntax error]
time_left b 30
#! [syntax error]
time_left b thirty 0
#! [syntax error]
set_random_seed 42
12 genmove w
#? [G4]
13 move_history
#? [white G4]
