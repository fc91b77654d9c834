/*
 * closing.h - the last moves of a finished game, played out: what play
 * would make of the dame and gaps the game ended with, for an estimate of
 * the score (the count leaves them to nobody, score.h).
 *
 * From the position with the dead stones off, both sides play in turn, the
 * side to move first, as players close a game:
 * 1. a chain in atari is saved, where a liberty of it gives it two (a
 *    teire: the connection that a filled dame made necessary);
 * 2. else the point worth most of the regions of at most 8 empty points
 *    (CLOSING_REGION) that border both colours (dame, a gap in a wall): the
 *    swing in the rules' count, teire taken (score_settled), between the
 *    mover's stone there and the opponent's, so a point that closes a
 *    border or forces a teire goes before a plain dame;
 * 3. else a pass; two passes in a row end it.
 * A careful player's moves only: never a stone the opponent could then
 * put in atari beyond saving (unless it takes stones), nor next to a seki,
 * nor a play that takes a chain the verdict left alive (a misplayed
 * closing, not a capture: players let no living group die in the dame).
 * Bigger open regions are open ground, left to the judge's playouts
 * (judge.h, step 5). Deterministic, bounded in moves, no I/O.
 */
#ifndef ISHI_CLOSING_H
#define ISHI_CLOSING_H

#include "board.h"

#include <stdbool.h>

struct game;
struct verdict;

/* Closes g's game: from its live stones as the verdict v settles them
 * (score_alive), plays out the last moves, g's side to move first, and
 * leaves in *closed the live stones then, c having taken captured[c]
 * stones in those moves; score_estimate counts them. Returns false, with
 * the live stones unplayed on, if memory ran out. */
bool closing_play(const struct game *g, const struct verdict *v, struct position *closed,
		  int captured[2]);

#endif
