# identity.tst - the commands that tell a controller what it talks to:
# protocol_version answers 2, name answers 'ishi' (no version in it, GTP 2
# section 6.3.1), version the release as three numbers.
1 protocol_version
#? [2]
2 name
#? [ishi]
3 version
#? [[0-9]+\.[0-9]+\.[0-9]+]
4 name
#? [![^ ]*[0-9].*]
