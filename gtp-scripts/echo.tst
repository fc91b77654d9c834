# echo.tst - echo answers its arguments joined by single spaces (runs of
# white space and tabs between them are one separator; a comment is no
# argument); with no argument it answers the empty string. echo_err answers
# the same and writes the text to stderr, which the runner shows with
# --verbose and keeps out of the response.
1 echo hello
#? [hello]
2 echo   several    words  here
#? [several words here]
3 echo
#? []
4 echo a # not echoed
#? [a]
5 echo = ? [ ] * !
#? [= \? \[ \] \* !]
6 echo MiXeD CaSe
#? [MiXeD CaSe]
7 echo_err to stderr
#? [to stderr]
8 echo_err
#? []
9 echo 12 34
#? [12 34]
