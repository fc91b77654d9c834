/*
 * playout.c - the light playout loop.
 */
#include "playout.h"

/* p is an empty point. One with an empty neighbour is neither an eye nor
 * suicide nor a ko point: most candidates are settled by that one test.
 * One with no stone of c next to it is no eye of c, and the ko point is
 * such a point (its neighbours took the stone that stood there). */
static inline bool light_candidate(const struct board *b, int c, int p)
{
	const uint32_t info = b->info[p];
	if (info_empty_mask(info))
		return true;
	if (info_mask(info, c) == 0)
		return !(p == b->ko_point && c == b->ko_colour) && board_keeps_liberty(b, c, p);
	return !board_is_eye(b, c, p) && board_keeps_liberty(b, c, p);
}

/* One light move: shared by playout_move and playout_run, which inlines it
 * so that a move in a playout costs no call. */
static inline int light_move(struct board *b, int c, struct rng *r)
{
	int undrawn = b->empty_count;
	while (undrawn > 0) {
		int i = (int)rng_below(r, (uint32_t)undrawn);
		int p = b->empties[i];
		if (light_candidate(b, c, p)) {
			board_play(b, c, p);
			return p;
		}
		/* Swap the rejected point behind the undrawn ones. */
		int last = b->empties[--undrawn];
		b->empties[i] = (uint16_t)last;
		b->empty_slot[last] = (uint16_t)i;
		b->empties[undrawn] = (uint16_t)p;
		b->empty_slot[p] = (uint16_t)undrawn;
	}
	b->ko_point = 0;
	return PASS;
}

int playout_move(struct board *b, int c, struct rng *r)
{
	return light_move(b, c, r);
}

int playout_run(struct board *b, int c, struct rng *r, int max_moves)
{
	int moves = 0, passes = 0;
	while (passes < 2 && moves < max_moves) {
		passes = light_move(b, c, r) == PASS ? passes + 1 : 0;
		c = colour_other(c);
		moves++;
	}
	return moves;
}
