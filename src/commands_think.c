/*
 * commands_think.c - commands that think for a while and stop when the
 * next line of input arrives.
 */
#include "commands.h"

/* ishi-think COLOR [SECONDS]: thinks as a search will for COLOR's next
 * move, without choosing one (engine_think): plays light playouts from the
 * position, COLOR first, for the budget the clock gives the move (none
 * without time settings or a time per move: it answers at once), or for
 * SECONDS (a decimal number, up to a day; 0 shows the budget alone) if
 * given, or until the next line
 * of input arrives. Changes nothing. Answers what it did, as key-value
 * pairs: "playouts N seconds S black W stopped time|playouts|input target
 * T hard H", W being Black's share of the playouts' wins at the game's komi
 * and T, H the clock's budget (0 without one). For timing the playouts and
 * testing the clock and the live input loop. "syntax error" for a bad
 * colour or SECONDS. */
bool cmd_ishi_think(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc < 1 || argc > 2)
		return cmd_fail(r, "syntax error");
	const int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	double seconds = -1; /* the clock's budget */
	if (argc == 2 && !number_real_in(argv[1], 0, ENGINE_MAX_SECONDS, &seconds))
		return cmd_fail(r, "syntax error");
	struct engine_thought t;
	if (!engine_think(e, c, seconds, &t))
		return cmd_fail(r, "out of memory");
	sb_addf(&r->text, "playouts %lld seconds %.3f black %.4f stopped %s target %.3f hard %.3f",
		(long long)t.playouts, t.seconds, t.black_wins, think_stop_name(t.stopped),
		t.budget.target, t.budget.hard);
	return true;
}
