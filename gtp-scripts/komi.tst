# komi.tst - komi takes any plain decimal number up to a million either
# way (GTP 2 section 6.3.1: 'the engine must accept the komi even if it
# should be ridiculous'): whole, fractional, zero, negative, large; get_komi
# answers it in its shortest form. Text, exponents, hexadecimal, nan,
# infinities and anything beyond a million are syntax errors and change
# nothing. Komi starts at 7.5, survives boardsize and clear_board, and goes
# to White in final_score (here on an empty board, where it is the score).
1 get_komi
#? [7\.5]
2 final_score
#? [W\+7\.5]
3 komi 6.5
#? []
4 get_komi
#? [6\.5]
5 komi 0
#? []
6 get_komi
#? [0]
7 final_score
#? [0]
8 komi -3.5
#? []
9 get_komi
#? [-3\.5]
10 final_score
#? [B\+3\.5]
11 komi 0.25
#? []
12 get_komi
#? [0\.25]
13 final_score
#? [W\+0\.25]
14 komi 1000
#? []
15 get_komi
#? [1000]
16 komi 7
#? []
17 get_komi
#? [7]
18 final_score
#? [W\+7]
19 komi 999999.5
#? []
20 get_komi
#? [999999\.5]
komi abc
#! [syntax error]
komi 7.5x
#! [syntax error]
komi 7,5
#! [syntax error]
komi nan
#! [syntax error]
komi inf
#! [syntax error]
komi -inf
#! [syntax error]
komi 1e39
#! [syntax error]
komi 1e3
#! [syntax error]
komi 0x10
#! [syntax error]
komi 1e30
#! [syntax error]
komi 1000000.5
#! [syntax error]
21 get_komi
#? [999999\.5]
komi 5.5
boardsize 13
22 get_komi
#? [5\.5]
clear_board
23 get_komi
#? [5\.5]
24 final_score
#? [W\+5\.5]
# Minus zero is zero, and is never shown as "-0".
25 komi -0
#? []
26 get_komi
#? [0]
27 final_score
#? [0]
28 showboard
#? [.*; komi 0\n.*]
29 komi -0.00
#? []
30 get_komi
#? [0]
31 final_score
#? [0]
