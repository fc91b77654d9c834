# rules.tst - every switch of the rules and every preset (rules.h), set as
# servers and GUIs set them: kgs-rules, KataGo's kata-set-rules (names and
# JSON), kata-set-rule and kata-get-rules. Presets set no komi, as with KGS
# and KataGo.
# The dead-stone judge draws from the seed: fixed, so are its verdicts.
set_random_seed 1
1 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","passStones":false,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
#
# Ko. Black's setup ends with a Black play, so the position before the ko
# is taken had White to move. Black takes the ko with a second play in a
# row (GTP allows it), both pass, and White's retake would bring that
# position back with Black to move: positional superko forbids it,
# situational superko does not.
boardsize 9
play b b4
play w c4
play b a3
play w b3
play b b2
play w c2
play w d3
play b h9
play b c3
play w pass
play b pass
2 is_legal w b3
#? [0]
kata-set-rule ko SITUATIONAL
3 is_legal w b3
#? [1]
play w b3
# Back to positional superko: the game so far breaks it, and nothing changes.
kata-set-rule ko POSITIONAL
#! [the game so far breaks these rules]
kgs-rules chinese
#! [the game so far breaks these rules]
4 kata-get-rules
#? [.*"ko":"SITUATIONAL".*]
#
# Suicide of two stones or more, allowed: the stones go, White's prisoners.
# (Black's E9 keeps the position after it new: without it, positional
# superko would refuse the suicide, as the board would be the one after
# White's D1.)
#     A B C D
#   3 O O . .
#   2 X X O .
#   1 X . X O   Black B1 fills the last liberty of A1 A2 B2 C1
clear_board
kata-set-rule ko POSITIONAL
play w a3
play w b3
play w c2
play w d1
play b a2
play b b2
play b c1
play b a1
play b e9
play b b1
#! [illegal move]
kata-set-rule suicide true
play b b1
5 list_stones black
#? [E9]
6 captures white
#? [5]
kata-set-rule suicide false
#! [the game so far breaks these rules]
kata-set-rule suicide maybe
#! [suicide: "maybe" is not true or false]
#
# One finished game under every preset. Black's wall on D, White's on E,
# a dead White stone at C6 and a dead Black one at H4; Black plays A1 in
# his own area, then both pass. Area: Black 10 stones and 26 points, White
# 9 and 36; territory: Black 26 and the prisoner C6, White 36 and H4.
clear_board
kata-set-rules chinese
komi 7.5
gogui-setup b d1 b d2 b d3 b d4 b d5 b d6 b d7 b d8 b d9 w e1 w e2 w e3 w e4 w e5 w e6 w e7 w e8 w e9 w c6 b h4
play b a1
play w pass
play b pass
7 final_score
#? [W\+16\.5]
kgs-rules japanese
8 final_score
#? [W\+17\.5]
9 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","passStones":false,"scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
kata-set-rules korean
10 final_score
#? [W\+17\.5]
kgs-rules new_zealand
11 final_score
#? [W\+16\.5]
12 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","passStones":false,"scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
kata-set-rules tromp-taylor
# Every stone alive: C6 and H4 stand, and both areas touch both colours.
13 final_score
#? [W\+6\.5]
14 kata-get-rules
#? [\{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","passStones":false,"scoring":"AREA","suicide":true,"tax":"NONE","whiteHandicapBonus":"0"\}]
# AGA: the game is not over until White passes; then each pass is a
# prisoner for the other side, and territory counts as area does.
kgs-rules aga
15 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SITUATIONAL","passStones":true,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N-1"\}]
16 printsgf
#? [[^R]*RU\[AGA\][^R]*]
play w pass
17 printsgf
#? [.*RU\[AGA\]RE\[W\+16\.5\].*]
18 final_score
#? [W\+16\.5]
kata-set-rule scoring TERRITORY
19 final_score
#? [W\+16\.5]
#
# Handicap compensation under area scoring: 0, N or N-1 points for White.
# Three handicap stones, every stone alive: Black has the whole board.
boardsize 9
komi 0.5
fixed_handicap 3
kata-set-rules {"friendlyPassOk":false, "whiteHandicapBonus":"0"}
20 final_score
#? [B\+80\.5]
kata-set-rule whiteHandicapBonus N
21 final_score
#? [B\+77\.5]
kata-set-rule whiteHandicapBonus N-1
22 final_score
#? [B\+78\.5]
# Under territory scoring handicap stones count for nothing, and so does
# the bonus.
kata-set-rule scoring TERRITORY
23 final_score
#? [B\+77\.5]
#
# What ishi does not have is refused, and changes nothing.
kata-set-rules chinese
kgs-rules ing
#! [unknown rules]
# A name ignores case, spaces and punctuation, and nothing else.
kgs-rules japanese日本
#! [unknown rules]
kgs-rules ja-pa-nese日本
#! [unknown rules]
kata-set-rules {"hasButton":true}
#! [hasButton: ishi has no button]
kata-set-rules {"tax":"ALL"}
#! [tax: "ALL" is not NONE or SEKI]
kata-set-rules {"ko":"SPIGHT"}
#! [ko: "SPIGHT" is not SIMPLE, POSITIONAL or SITUATIONAL]
kata-set-rules {"komi":7}
#! [komi is not a rule here: use the komi command]
kata-set-rule button true
#! [unknown rule "button"]
# KataGo's JSON is JSON (RFC 8259): each refusal names the key at fault
# and says why, or where the text stops being JSON. Booleans are JSON's,
# as KataGo reads them, names and strings are quoted, a key comes once.
kata-set-rules {"ko":"SIMPLE"
#! [malformed JSON at byte 15: the text ends before the object's '}']
kata-set-rules {ko:SIMPLE}
#! [malformed JSON at byte 2: a name in double quotes was expected]
kata-set-rules {"ko":SIMPLE}
#! [ko: malformed JSON at byte 7: a value was expected \(a string needs double quotes\)]
kata-set-rules {"suicide":"true"}
#! [suicide: true or false, not a string]
kata-set-rules {"whiteHandicapBonus":0}
#! [whiteHandicapBonus: a string \(0, N or N-1\), not a number]
kata-set-rules {"ko":"SIMPLE","ko":"SIMPLE"}
#! [duplicate key "ko"]
kata-set-rules {"ko":"SIMPLE","tax":"SEKI","scoring":"TERRITORY","score":"AREA"}
#! [duplicate key "score" \(the rule "scoring" again\)]
kata-set-rules {"ko":"\u0053PIGHT"}
#! [ko: "SPIGHT" is not SIMPLE, POSITIONAL or SITUATIONAL]
kata-set-rules {"ko":"\u65e5\n"}
#! [ko: "\\xE6\\x97\\xA5\\x0A" is not SIMPLE, POSITIONAL or SITUATIONAL]
25 kata-get-rules
#? [.*"ko":"POSITIONAL".*"suicide":false.*]
# An escape is a letter like any other.
kata-set-rules {"ko":"\u0053IMPLE", "suicide" : false}
26 kata-get-rules
#? [.*"ko":"SIMPLE".*"suicide":false.*]
kata-set-rules chinese
kata-set-rule ko
#! [syntax error]
kata-get-rules now
#! [syntax error]
24 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"POSITIONAL","passStones":false,"scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N"\}]
#
# The scoring method (ishi-param score, --score) is no rule: a rule set
# never resets it. Every stone alive, whatever the rules, until it is set
# back; rules that count every stone alive (friendlyPassOk false, as
# Tromp-Taylor's) do so under either method, and ishi-param score shows
# what is in force. The finished game above: Black's wall on D, White's on
# E, a dead White stone at C6 and a dead Black one at H4.
boardsize 9
komi 7.5
kgs-rules chinese
gogui-setup b d1 b d2 b d3 b d4 b d5 b d6 b d7 b d8 b d9 w e1 w e2 w e3 w e4 w e5 w e6 w e7 w e8 w e9 w c6 b h4
play b a1
play w pass
play b pass
ishi-param score tromp-taylor
27 final_score
#? [W\+6\.5]
kgs-rules japanese
28 ishi-param score
#? [tromp-taylor]
29 final_score
#? [W\+7\.5]
kata-set-rules {"ko":"SIMPLE","scoring":"TERRITORY","tax":"SEKI","suicide":false,"whiteHandicapBonus":"0","friendlyPassOk":true}
30 ishi-param score
#? [tromp-taylor]
# The rules are Japanese as ever: kata-get-rules and printsgf say so.
31 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","passStones":false,"scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"\}]
32 printsgf
#? [.*RU\[Japanese\]RE\[W\+7\.5\].*]
ishi-param score judged
33 final_score
#? [W\+17\.5]
# Rules that count every stone alive: judging is refused, and the method
# is still judged when the rules change again.
kgs-rules tromp-taylor
34 ishi-param score
#? [tromp-taylor]
35 final_score
#? [W\+6\.5]
ishi-param score judged
#! [the rules count every stone alive \(friendlyPassOk false\)]
kgs-rules chinese
36 ishi-param score
#? [judged]
37 final_score
#? [W\+16\.5]
