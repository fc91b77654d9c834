/*
 * player_random.c - the uniform random player.
 */
#include "player.h"

int player_random(const struct game *g, int c, struct rng *r)
{
	/* Draw without replacement from a copy of the empty points as a set,
	 * so the choice depends on the position and the draws alone, not on
	 * the order of the board's empty list. */
	const struct board *b = &g->board;
	const int words = b->grid.words;
	struct bitboard pool = b->empty;
	int count[BB_WORDS];
	int n = 0;
	for (int i = 0; i < words; i++)
		n += count[i] = popcount64(pool.w[i]);
	while (n > 0) {
		int k = (int)rng_below(r, (uint32_t)n), i = 0;
		while (k >= count[i])
			k -= count[i++];
		const int p = i * 64 + select64(pool.w[i], k);
		if (!board_is_eye(b, c, p) && game_check(g, c, p) == MOVE_OK)
			return p;
		pool.w[i] &= ~((uint64_t)1 << (p & 63));
		count[i]--;
		n--;
	}
	return PASS;
}
