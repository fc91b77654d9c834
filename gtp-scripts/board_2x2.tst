# board_2x2.tst - four points, each with two neighbours. Captures of two
# and three stones, and positional superko in its smallest form: after
# Black A1, White B2, Black B1, White A2 (takes two), Black A1, White B1
# (takes one), Black's take-back at A1 would take three stones, and is
# refused because it recreates the position after Black's first move.
# (Simple ko would allow it: the position before White's last move had
# White stones at A2 and B2.) Neither side then has a legal play but pass;
# White's three stones and the empty point score for White.
boardsize 2
1 query_boardsize
#? [2]
2 all_legal b
#? [A1 B1 A2 B2]
play b a1
play w b2
3 showboard
#? [A B\n 2 \.\(O\)2\n 1 X \. 1\n   A B\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 7\.5\nBlack to move; last move white B2]
4 is_legal b b1
#? [1]
play b b1
5 countlib a1
#? [1]
6 findlib b1
#? [A2]
play w a2
7 captures white
#? [2]
8 list_stones black
#? []
9 all_legal b
#? [A1 B1]
play b a1
10 countlib a1
#? [1]
play w b1
11 captures white
#? [3]
12 list_stones white
#? [B1 A2 B2]
13 countlib b1
#? [1]
14 is_legal b a1
#? [0]
play b a1
#! [illegal move]
15 all_legal b
#? []
16 all_legal w
#? []
17 final_score
#? [W\+11\.5]
play b c1
#! [illegal move]
play b a3
#! [illegal move]
