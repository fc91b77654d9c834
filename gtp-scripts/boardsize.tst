# boardsize.tst - boardsize N accepts every N from 1 to 25 (GTP's largest),
# gives an empty board of that size with an empty history and no
# prisoners, and keeps the komi. Other numbers are 'unacceptable size',
# text that is no number is 'syntax error'; a refused boardsize changes
# nothing. Test ids 101 to 125 are 100 + the size.
boardsize 1
101 query_boardsize
#? [1]
boardsize 2
102 query_boardsize
#? [2]
boardsize 3
103 query_boardsize
#? [3]
boardsize 4
104 query_boardsize
#? [4]
boardsize 5
105 query_boardsize
#? [5]
boardsize 6
106 query_boardsize
#? [6]
boardsize 7
107 query_boardsize
#? [7]
boardsize 8
108 query_boardsize
#? [8]
boardsize 9
109 query_boardsize
#? [9]
boardsize 10
110 query_boardsize
#? [10]
boardsize 11
111 query_boardsize
#? [11]
boardsize 12
112 query_boardsize
#? [12]
boardsize 13
113 query_boardsize
#? [13]
boardsize 14
114 query_boardsize
#? [14]
boardsize 15
115 query_boardsize
#? [15]
boardsize 16
116 query_boardsize
#? [16]
boardsize 17
117 query_boardsize
#? [17]
boardsize 18
118 query_boardsize
#? [18]
boardsize 19
119 query_boardsize
#? [19]
boardsize 20
120 query_boardsize
#? [20]
boardsize 21
121 query_boardsize
#? [21]
boardsize 22
122 query_boardsize
#? [22]
boardsize 23
123 query_boardsize
#? [23]
boardsize 24
124 query_boardsize
#? [24]
boardsize 25
125 query_boardsize
#? [25]
boardsize 9
komi 3.5
play b e5
play w e6
play w d5
play w f5
play w e4
1 captures white
#? [1]
boardsize 0
#! [unacceptable size]
boardsize 26
#! [unacceptable size]
boardsize 27
#! [unacceptable size]
boardsize 100
#! [unacceptable size]
boardsize -1
#! [unacceptable size]
boardsize -9
#! [unacceptable size]
boardsize 99999999999
#! [unacceptable size]
boardsize +30
#! [unacceptable size]
boardsize abc
#! [syntax error]
boardsize 9.0
#! [syntax error]
boardsize 9x9
#! [syntax error]
boardsize nine
#! [syntax error]
boardsize 0x9
#! [syntax error]
boardsize 1e1
#! [syntax error]
boardsize
#! [syntax error]
boardsize 9 9
#! [syntax error]
# Nothing changed
2 query_boardsize
#? [9]
3 list_stones white
#? [E4 D5 F5 E6]
4 captures white
#? [1]
5 last_move
#? [white E4]
# A new size, even the same one, starts afresh but keeps the komi
boardsize 9
6 list_stones white
#? []
7 captures white
#? [0]
undo
#! [cannot undo]
8 get_komi
#? [3\.5]
play b a1
boardsize 5
9 showboard
#? [A B C D E\n 5 \. \. \. \. \. 5\n 4 \. \. \. \. \. 4\n 3 \. \. \. \. \. 3\n 2 \. \. \. \. \. 2\n 1 \. \. \. \. \. 1\n   A B C D E\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 3\.5\nBlack to move]
10 color e5
#? [empty]
color f5
#! [invalid vertex]
