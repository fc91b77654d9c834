/*
 * draw.h - the random draw of ishi's moves: items drawn uniformly without
 * replacement from an urn until one is taken.
 *
 * Every random move is picked so: the light playouts on both boards
 * (playout.h), the dead-stone judge's playouts (ownership.h) and the random
 * player (player.h). Each draw is uniform among the items not drawn yet,
 * so the item taken is uniform among those the caller would take, and a
 * refusal costs one draw from the generator, not a scan; when none is
 * taken, every item has been drawn once, which proves there is none.
 *
 * The urn is the caller's, seen through three functions on its `urn`
 * argument:
 * - item(urn, k): the k-th of the n items not drawn yet, 0 <= k < n;
 * - take(urn, item): whether the caller takes it; the draw ends if so. It
 *   may do more than answer (a playout board's light move is tried and
 *   played in one step);
 * - set_aside(urn, k, item, undrawn): the k-th item, refused, leaves the
 *   undrawn ones, which are now `undrawn` (one fewer); the others keep
 *   their order or take any other, as long as item() counts them so.
 * For a list of points (the boards' empty lists) the undrawn are the first
 * n slots and a refused point is swapped with the last undrawn one: k-th
 * is slot k. For a set of points (a bitboard), the k-th is the k-th in
 * order of the set, and a refused point is removed from it.
 *
 * draw() is forced inline, and each caller passes its own static inline
 * functions, which the compiler then inlines too: after inlining, the code
 * is the loop written out for that urn, with no call through a pointer.
 * The draws from r are the same whatever the urn: one rng_below(r, n) for
 * each item drawn, n the count not drawn yet.
 */
#ifndef ISHI_DRAW_H
#define ISHI_DRAW_H

#include "debug.h"
#include "rng.h"

#include <stdbool.h>

/* What draw() returns when it takes no item. Items are 0 or more. */
enum { DRAW_NONE = -1 };

typedef int draw_item(void *urn, int k);
typedef bool draw_take(void *urn, int item);
typedef void draw_set_aside(void *urn, int k, int item, int undrawn);

/* Draws from the n items of urn, as the top says, until take accepts one,
 * and returns it; DRAW_NONE if it accepts none of the n. */
ALWAYS_INLINE int draw(void *urn, int n, struct rng *r, draw_item *item, draw_take *take,
		       draw_set_aside *set_aside)
{
	DEBUG_ASSERT(n >= 0);
	while (n > 0) {
		const int k = (int)rng_below(r, (uint32_t)n);
		const int it = item(urn, k);
		if (take(urn, it))
			return it;
		set_aside(urn, k, it, --n);
	}
	return DRAW_NONE;
}

#endif
