#!/bin/sh
# valgrind.sh - the wrapper of `meson test --setup valgrind`: a test program
# runs under memcheck, where any error or leak fails it; a Python script (the
# GTP scripts' runner) runs as it is and starts ishi under memcheck instead.
memcheck="valgrind --quiet --error-exitcode=99 --leak-check=full --show-leak-kinds=all
	--errors-for-leak-kinds=all --track-origins=yes"
if ! command -v valgrind >/dev/null; then
	echo "valgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2
	exit 1
fi
case "$(basename "$1")" in
python*) GTP_REGRESS_WRAPPER=$memcheck exec "$@" ;;
*) exec $memcheck "$@" ;;
esac
