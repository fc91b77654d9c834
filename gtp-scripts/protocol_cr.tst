# protocol_cr.tst - carriage returns and other control characters (GTP 2
# section 3.1, step 1: removed from every line). Every line of this file
# ends in CR LF, and three lines are a lone CR. Test 3 has a DEL (0x7f)
# inside its name, test 4 an ESC (0x1b) and a BEL (0x07) between its words;
# the engine removes them, so the words join or stay apart as written.
1 name
#? [ishi]

2 protocol_version
#? [2]


3 name
#? [ishi]
4 echo a bc
#? [a bc]
5 play B C3
#? []
6 color c3
#? [black]
