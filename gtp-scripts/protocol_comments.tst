# protocol_comments.tst - comments (GTP 2 section 3.1, step 2): a line that
# is only a comment, even an indented one, gets no response; text from '#'
# on is dropped, inside a word too; a line that is an id and a comment is an
# empty command. (The runner sends these comment lines to the engine and
# checks that no response comes back for them.)
# a comment line
    # an indented comment line
#
1 name # a trailing comment
#? [ishi]
2 echo a#b
#? [a]
3 echo a # b # c
#? [a]
4 echo one two#three four
#? [one two]
7# only an id before the comment
#! [empty command]
known_command #name
#! [syntax error]
