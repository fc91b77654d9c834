/*
 * player_random.c - the uniform random player.
 */
#include "player.h"

#include <stdlib.h>

int player_random_choose(const struct game *g, int c, struct rng *r)
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

struct random_player {
	struct player base; /* first, so that the two pointers convert */
	struct rng rng;
};

static int random_genmove(struct player *p, const struct game *g, int c,
			  const struct player_budget *budget, bool peek)
{
	(void)budget;
	struct random_player *self = (struct random_player *)p;
	struct rng copy = self->rng;
	return player_random_choose(g, c, peek ? &copy : &self->rng);
}

static void random_game_changed(struct player *p, const struct game *g)
{
	(void)p, (void)g;
}

static void random_seed(struct player *p, uint64_t seed)
{
	rng_seed(&((struct random_player *)p)->rng, seed);
}

static uint64_t random_digest(const struct player *p)
{
	return ((const struct random_player *)p)->rng.state;
}

static void random_free(struct player *p)
{
	free(p);
}

static const struct player_ops random_ops = {
	.genmove = random_genmove,
	.game_changed = random_game_changed,
	.seed = random_seed,
	.digest = random_digest,
	.free = random_free,
};

struct player *player_random_new(uint64_t seed)
{
	struct random_player *self = malloc(sizeof(*self));
	if (!self)
		return NULL;
	self->base.ops = &random_ops;
	self->base.name = "random";
	random_seed(&self->base, seed);
	return &self->base;
}
