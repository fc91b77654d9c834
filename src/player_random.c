/*
 * player_random.c - the uniform random player.
 */
#include "player.h"

#include <string.h>

int player_random(const struct game *g, int c, struct rng *r)
{
	const struct board *b = &g->board;
	uint16_t pool[MAX_POINTS];
	int n = b->empty_count;
	memcpy(pool, b->empties, (size_t)n * sizeof(pool[0]));
	while (n > 0) {
		int i = (int)rng_below(r, (uint32_t)n);
		int p = pool[i];
		if (!board_is_eye(b, c, p) && game_check(g, c, p) == MOVE_OK)
			return p;
		pool[i] = pool[--n];
	}
	return PASS;
}
