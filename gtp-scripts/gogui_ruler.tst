# gogui_ruler.tst - GoGui's ruler protocol (GoGui's manual, rules.xml), as
# GoGui uses it: it replays the game with clear_board and upper-case plays,
# reads the board by its X, O and . characters, legality from the legal
# moves (upper-case points, then pass), and learns that the game is over
# when there are none.
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
1 gogui-rules_game_id
#? [Go]
# Before the size was chosen it is refused: GoGui asks a program it attaches
# as a player for it, and would start a new game of ishi's default size,
# losing the game on its board (ishi --size N chooses it from the start).
gogui-rules_board_size
#! [no board size chosen yet: start ishi with --size N]
boardsize 5
clear_board
play B C3
play W D3
play B PASS
3 gogui-rules_board
#? [\. \. \. \. \.\n\. \. \. \. \.\n\. \. X O \.\n\. \. \. \. \.\n\. \. \. \. \.]
4 gogui-rules_board_size
#? [5]
5 gogui-rules_side_to_move
#? [white]
6 gogui-rules_captured_count
#? [0 0]
7 gogui-rules_legal_moves
#? [A1 B1 C1 D1 E1 A2 B2 C2 D2 E2 A3 B3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5 E5 pass]
# GoGui sends a move again after replaying it: an occupied point is
# refused and changes nothing.
play B C3
#! [illegal move]
# A capture: White's A1 taken by Black, so Black has captured one.
clear_board
play W A1
play B A2
play W E5
play B B1
8 gogui-rules_captured_count
#? [1 0]
9 gogui-rules_board
#? [(\. ){4}O\n(\. ){4}\.\n(\. ){4}\.\nX (\. ){3}\.\n\. X \. \. \.]
play B pass
play W pass
# Over: no legal moves, and the result.
10 gogui-rules_legal_moves
#? []
11 gogui-rules_final_result
#? [[BW]\+[0-9.]+: by area, Black [0-9]+, White [0-9]+ and komi 7\.5]
