/*
 * player_random.c - the uniform random player.
 */
#include "player.h"

#include "draw.h"
#include "uct/bans.h"

#include <stdlib.h>

/* The draw of the random player (draw.h): the urn is a copy of the empty
 * points as a set, with the count of each word's points, so that the
 * choice depends on the position and the draws alone, not on the order of
 * the board's empty list. A point is taken if it is no eye of c's own and
 * game_check accepts it. */
struct pool {
	const struct game *g;
	int c;
	struct bitboard set;
	int count[BB_WORDS]; /* the points of each word of the set */
};

/* The k-th point of the set, in the order of the points. */
ALWAYS_INLINE int pool_item(void *urn, int k)
{
	const struct pool *pool = urn;
	int i = 0;
	while (k >= pool->count[i])
		k -= pool->count[i++];
	return i * 64 + select64(pool->set.w[i], k);
}

ALWAYS_INLINE bool pool_take(void *urn, int p)
{
	const struct pool *pool = urn;
	return !board_is_eye(&pool->g->board, pool->c, p) &&
	       game_check(pool->g, pool->c, p) == MOVE_OK;
}

ALWAYS_INLINE void pool_set_aside(void *urn, int k, int p, int undrawn)
{
	(void)k, (void)undrawn;
	struct pool *pool = urn;
	bb_clear(&pool->set, p);
	pool->count[p >> 6]--;
}

/* The draw over the empty points of `set`. */
static int choose_in(const struct game *g, int c, struct rng *r, const struct bitboard *set)
{
	/* Only the counts of the words in use are set, and read. */
	struct pool pool;
	pool.g = g;
	pool.c = c;
	pool.set = *set;
	int n = 0;
	for (int i = 0; i < g->board.grid.words; i++)
		n += pool.count[i] = popcount64(pool.set.w[i]);
	const int p = draw(&pool, n, r, pool_item, pool_take, pool_set_aside);
	return p == DRAW_NONE ? PASS : p;
}

int player_random_choose(const struct game *g, int c, struct rng *r)
{
	return choose_in(g, c, r, &g->board.empty);
}

struct random_player {
	struct player base; /* first, so that the two pointers convert */
	struct rng rng;
};

/* genmove among the points of `set`, PASS if none qualifies. */
static int genmove_in(struct player *p, const struct game *g, int c, unsigned how,
		      const struct bitboard *set)
{
	const bool peek = how & PLAYER_PEEK;
	struct random_player *self = (struct random_player *)p;
	struct rng copy = self->rng;
	return choose_in(g, c, peek ? &copy : &self->rng, set);
}

static int random_genmove(struct player *p, const struct game *g, int c, struct think *think,
			  unsigned how)
{
	(void)think;
	return genmove_in(p, g, c, how, &g->board.empty);
}

/* genmove under analysis's avoid and allow (genmove_analyze): the draw
 * over the points that no ban forbids c at the first ply. There is no
 * search to show. */
static int random_watched_genmove(struct player *p, const struct game *g, int c,
				  struct think *think, unsigned how,
				  const struct player_watch *watch)
{
	(void)think;
	struct bitboard set = g->board.empty;
	const struct uct_bans *bans = watch ? watch->bans : NULL;
	for (int k = 0; bans && k < bans->count; k++) {
		const struct uct_ban *ban = &bans->ban[k];
		if (ban->colour == c && ban->until >= 1)
			bb_andnot(&g->board.grid, &set, &set, &ban->points);
	}
	return genmove_in(p, g, c, how, &set);
}

static void random_changed(struct player *p, const struct game *g, const struct player_settings *s,
			   unsigned what)
{
	(void)p, (void)g, (void)s, (void)what;
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
	.watched_genmove = random_watched_genmove,
	.changed = random_changed,
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
	self->base.thinks = false;
	random_seed(&self->base, seed);
	return &self->base;
}
