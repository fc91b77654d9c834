/*
 * playout.h - light playouts: fast random games on a bare board.
 *
 * A light move is a uniformly random play that is legal under simple ko
 * (the board's ko point) with suicide forbidden, and that does not fill one
 * of the mover's own eyes (board_is_eye); a pass when there is none. No
 * hashing and no history: this is the loop that estimators and benchmarks
 * run millions of times. The pick is uniform: empty points are drawn without
 * replacement until one qualifies, and rejected points are moved to the end
 * of the board's empty list (its order is not part of the position).
 */
#ifndef ISHI_PLAYOUT_H
#define ISHI_PLAYOUT_H

#include "board.h"
#include "rng.h"

/* Plays one light move for c and returns its point, or PASS. */
int playout_move(struct board *b, int c, struct rng *r);

/* Plays light moves, c first, until both players pass in a row or
 * max_moves moves (passes included) have been played. Returns the number of
 * moves played. */
int playout_run(struct board *b, int c, struct rng *r, int max_moves);

/* A move cap no playout should ever reach, for a board of this size. */
static inline int playout_move_cap(int size)
{
	return 4 * size * size + 100;
}

#endif
