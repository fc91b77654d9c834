# case.tst - vertices, colours and the word 'pass' are not case sensitive
# (GTP 2 section 3.2.1); command names are (see unknown_command.tst).
# Responses always write vertices with capital letters and colours in lower
# case words.
boardsize 9
1 play b a1
#? []
2 play B b1
#? []
3 play black c1
#? []
4 play BLACK d1
#? []
5 play bLaCk e1
#? []
6 play w A2
#? []
7 play W b2
#? []
8 play white C2
#? []
9 play WHITE d2
#? []
10 play White E2
#? []
11 list_stones BLACK
#? [A1 B1 C1 D1 E1]
12 list_stones w
#? [A2 B2 C2 D2 E2]
13 color a1
#? [black]
14 color A2
#? [white]
15 color j9
#? [empty]
16 color J9
#? [empty]
17 is_legal B f1
#? [1]
18 is_legal WHITE F2
#? [1]
19 play b PASS
#? []
20 last_move
#? [black pass]
21 play W Pass
#? []
22 move_history
#? [white pass\nblack pass\nwhite E2\nwhite D2\nwhite C2\nwhite B2\nwhite A2\nblack E1\nblack D1\nblack C1\nblack B1\nblack A1]
23 countlib A1
#? [1]
24 findlib a1
#? [F1]
25 captures WHITE
#? [0]
play bl f1
#! [syntax error]
play whit f1
#! [syntax error]
play k f1
#! [syntax error]
