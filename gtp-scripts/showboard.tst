# showboard.tst - showboard, pinned whole on 9x9 (it is free-form in the
# spec, for people; this pins ishi's form): column letters without I above
# and below, row numbers on both sides, top row first; X for Black, O for
# White, + for the five star points of 9x9 where empty, the last stone
# played in parentheses (none after a pass); then prisoners, komi, the
# side to move and the last move. The response, like every multi-line
# response, has no empty line inside.
boardsize 9
1 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. \. 9\n 8 \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n 6 \. \. \. \. \. \. \. \. \. 6\n 5 \. \. \. \. \+ \. \. \. \. 5\n 4 \. \. \. \. \. \. \. \. \. 4\n 3 \. \. \+ \. \. \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 7\.5\nBlack to move]
play b e5
play w j9
2 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \.\(O\)9\n 8 \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n 6 \. \. \. \. \. \. \. \. \. 6\n 5 \. \. \. \. X \. \. \. \. 5\n 4 \. \. \. \. \. \. \. \. \. 4\n 3 \. \. \+ \. \. \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 7\.5\nBlack to move; last move white J9]
play b a5
play b d5
play w pass
3 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. O 9\n 8 \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n 6 \. \. \. \. \. \. \. \. \. 6\n 5 X \. \. X X \. \. \. \. 5\n 4 \. \. \. \. \. \. \. \. \. 4\n 3 \. \. \+ \. \. \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J\nBlack \(X\) has captured 0, White \(O\) has captured 0; komi 7\.5\nBlack to move; last move white pass]
komi -0.5
play w a4
play w a6
play w b5
4 showboard
#? [A B C D E F G H J\n 9 \. \. \. \. \. \. \. \. O 9\n 8 \. \. \. \. \. \. \. \. \. 8\n 7 \. \. \+ \. \. \. \+ \. \. 7\n 6 O \. \. \. \. \. \. \. \. 6\n 5 \.\(O\)\. X X \. \. \. \. 5\n 4 O \. \. \. \. \. \. \. \. 4\n 3 \. \. \+ \. \. \. \+ \. \. 3\n 2 \. \. \. \. \. \. \. \. \. 2\n 1 \. \. \. \. \. \. \. \. \. 1\n   A B C D E F G H J\nBlack \(X\) has captured 0, White \(O\) has captured 1; komi -0\.5\nBlack to move; last move white B5]
