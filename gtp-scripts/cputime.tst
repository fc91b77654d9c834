# cputime.tst - cputime (a GNU Go and GoGui extension; gogui-regress asks
# for it before and after each file) answers the processor time the engine
# has used, in seconds with three decimals.
1 cputime
#? [[0-9]+\.[0-9]{3}]
boardsize 19
set_random_seed 3
genmove b
genmove w
genmove b
2 cputime
#? [[0-9]+\.[0-9]{3}]
