/*
 * ownership.h - who will own each point: playouts from a position, as the
 * dead-stone judge runs them.
 *
 * The judge's playouts are light playouts (playout.h) with the few habits
 * that make random games read life and death the way players do, since a
 * group that a purely random game kills or saves by accident misleads the
 * count:
 * - a chain that the opponent's last move put in atari is saved when a play
 *   on its liberty gives it two or more, or by capturing a chain next to it;
 * - a chain the opponent's last move left in atari (a self-atari, or one it
 *   ran into) is captured;
 * - otherwise a uniformly random play that fills no eye of the mover's own
 *   and is no self-atari of two or more stones (board_is_self_atari).
 * Each playout runs on a scratch board until both pass or the move cap;
 * then every point is counted for the colour of its stone, or of all its
 * neighbours. ownership_parallel spreads them over threads
 * (playout_parallel), with counts that do not depend on how many.
 *
 * In the terms of playout.h these habits are a playout policy: the reply
 * to the last move is its choice before the draw, and the self-atari its
 * refusal within it; the random play is the shared draw (draw.h). But they
 * run on the rules board, not behind struct playout_policy, which is the
 * playout board's: their tests read exact liberties (board_is_self_atari,
 * the liberty that saves a chain), which the playout board does not keep,
 * and moving them would change the judge's verdicts.
 */
#ifndef ISHI_OWNERSHIP_H
#define ISHI_OWNERSHIP_H

#include "board.h"
#include "playout.h"
#include "rng.h"

#include <stdbool.h>
#include <stdint.h>

/* Plays `count` playouts from start, `to_move` first, adding their ends to
 * *own, drawing from r; returns the moves played (passes included).
 * `scratch` is any board, overwritten. */
int64_t ownership_playouts(const struct board *start, int to_move, int count, struct board *scratch,
			   struct rng *r, struct playout_ownership *own);

/* The same `count` playouts in playout_parallel's chunks, seeded from seed,
 * on up to `threads` threads (fewer for little work), adding to *own and to
 * the playouts and moves of *tally (nothing else: they are not scored).
 * Returns false, having added nothing, if memory runs out. */
bool ownership_parallel(const struct board *start, int to_move, int count, uint64_t seed,
			int threads, struct playout_ownership *own, struct playout_tally *tally);

#endif
