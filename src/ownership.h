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
 * - an eye space that the opponent's last move emptied by a capture, of
 *   three to six points and shaped so that one stone on its vital point
 *   kills it (a bent three, a bulky five: a nakade), gets that stone
 *   before its owner makes two eyes of it;
 * - a chain of two stones or more that the opponent's last move left two
 *   liberties, next to that move's own chain of two, gets the atari that
 *   wins the race, outside its own liberties where it can: the side to
 *   move wins such a race, and a random game finds the atari only by
 *   chance;
 * - otherwise a uniformly random play that fills no eye of the mover's own
 *   and is no self-atari of two or more stones (moggy_is_big_self_atari).
 * Each playout runs on a scratch playout board (pboard.h) until both pass or
 * the move cap; then every point is counted for the colour of its stone, or
 * of all its neighbours. ownership_parallel spreads them over threads
 * (playout_parallel), with counts that do not depend on how many.
 *
 * These habits are a playout policy (playout.h): the reply to the last
 * move is its choice before the draw, the self-atari its refusal within
 * it, and the random play the shared draw. Their liberty tests are
 * moggy's (moggy.h), exact on the playout board's pseudo-liberties. The
 * playout board is an eighth of the rules board's size (8.5 KB against
 * 70.8 KB), and so is each thread's scratch board.
 */
#ifndef ISHI_OWNERSHIP_H
#define ISHI_OWNERSHIP_H

#include "board.h"
#include "pboard.h"
#include "playout.h"
#include "rng.h"

#include <stdbool.h>
#include <stdint.h>

/* The judge's playout policy, the habits above; for tests, which ask its
 * reply to a move. */
extern const struct playout_policy ownership_policy;

/* Plays `count` playouts from start, `to_move` first, adding their ends to
 * *own, drawing from r; returns the moves played (passes included).
 * `scratch` is any playout board, overwritten. */
int64_t ownership_playouts(const struct pboard *start, int to_move, int count,
			   struct pboard *scratch, struct rng *r, struct playout_ownership *own);

/* The same `count` playouts in playout_parallel's chunks, seeded from seed,
 * on up to `threads` threads (fewer for little work), adding to *own and to
 * the playouts and moves of *tally (nothing else: they are not scored).
 * Returns false, having added nothing, if memory runs out. */
bool ownership_parallel(const struct board *start, int to_move, int count, uint64_t seed,
			int threads, struct playout_ownership *own, struct playout_tally *tally);

#endif
