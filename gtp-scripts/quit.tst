# quit.tst - quit answers '=' with its id (the full response is sent before
# the engine closes the connection, GTP 2 section 6.3.1), and the engine then
# exits with status 0, without reading more. The runner checks that nothing
# follows the response and the exit status; gogui-regress sees a program
# that ends on its own after the file's last command.
boardsize 9
play b e5
1 name
#? [ishi]
99 quit
#? []
