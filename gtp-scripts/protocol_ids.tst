# protocol_ids.tst - command ids (GTP 2 section 2.5): a leading integer is
# echoed right after '=' or '?', leading zeros dropped; 0 and 2^31-1 are ids;
# a larger number is an error without an id; a signed or fractional number
# is no id but an unknown command; a line that is only an id is an empty
# command, answered with its id. (The runner also checks every echo.)
1 name
#? [ishi]
0 protocol_version
#? [2]
007 name
#? [ishi]
2147483647 name
#? [ishi]
   12 name
#? [ishi]
2147483648 name
#! [id out of range]
99999999999 name
#! [id out of range]
0000000000007 name
#? [ishi]
5
#! [empty command]
-5 name
#! [unknown command]
1.5 name
#! [unknown command]
name
21 name
#? [ishi]
20 name
#? [ishi]
20 name
#? [ishi]
