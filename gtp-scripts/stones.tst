# stones.tst - the queries about stones: color VERTEX answers black, white
# or empty ('invalid vertex' for pass or off the board); list_stones COLOR
# lists that colour's stones, lowest row first, left to right; captures
# COLOR counts the stones COLOR has taken (prisoners), which undo gives
# back.
boardsize 9
1 list_stones black
#? []
2 color e5
#? [empty]
play b j9
play b a1
play b e5
play w e6
play w b1
play w j1
3 list_stones black
#? [A1 E5 J9]
4 list_stones white
#? [B1 J1 E6]
5 color J9
#? [black]
6 color e6
#? [white]
7 color e4
#? [empty]
color pass
#! [invalid vertex]
color j10
#! [invalid vertex]
color k5
#! [invalid vertex]
8 captures black
#? [0]
play w a2
9 captures white
#? [1]
10 list_stones black
#? [E5 J9]
play b d6
play b f6
play b e7
11 captures black
#? [1]
12 captures white
#? [1]
13 list_stones white
#? [B1 J1 A2]
undo
14 captures black
#? [0]
15 list_stones white
#? [B1 J1 A2 E6]
