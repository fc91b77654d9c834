/*
 * player.h - move generators behind one small interface, so that a stronger
 * player can sit beside the random one.
 *
 * A player is an object the engine owns: it is asked for moves, told of
 * every change to the game (so a player that keeps a search tree can follow
 * the game), reseeded, and freed. A player never changes the game itself:
 * the engine plays the move it chose.
 */
#ifndef ISHI_PLAYER_H
#define ISHI_PLAYER_H

#include "game.h"
#include "rng.h"

#include <stdbool.h>
#include <stdint.h>

/* What a move may cost. The random player needs no time at all. */
struct player_budget {
	double seconds; /* for this move; 0: no limit given */
};

struct player;

struct player_ops {
	/* A point that game_check accepts for c, or PASS. With peek, the
	 * player is left exactly as it was: the answer is what genmove would
	 * play now, and the next genmove plays it again. */
	int (*genmove)(struct player *p, const struct game *g, int c,
		       const struct player_budget *budget, bool peek);
	/* The game changed: a move was played, taken back, or the game was
	 * set up or cleared. */
	void (*game_changed)(struct player *p, const struct game *g);
	/* Starts the player's random stream afresh from seed. */
	void (*seed)(struct player *p, uint64_t seed);
	/* A digest of all that decides the player's next choices (its random
	 * stream), so that a test can see that a command changed none of it. */
	uint64_t (*digest)(const struct player *p);
	void (*free)(struct player *p);
};

struct player {
	const struct player_ops *ops;
	const char *name;
};

/* The random player: uniform over the plays that are legal under the game's
 * rules and do not fill one of c's own eyes (board_is_eye); PASS when there
 * are none. It draws from the set of empty points without replacement until
 * one qualifies, so every candidate is equally likely, the cost never
 * exceeds one test per empty point, and the choice depends only on the
 * position, the history and its random stream, which `seed` starts. Returns
 * NULL if memory ran out. */
struct player *player_random_new(uint64_t seed);

/* The random player's choice with the random stream r, which it advances:
 * for benchmarks and tests that hold their own stream. */
int player_random_choose(const struct game *g, int c, struct rng *r);

static inline int player_genmove(struct player *p, const struct game *g, int c,
				 const struct player_budget *budget, bool peek)
{
	return p->ops->genmove(p, g, c, budget, peek);
}

static inline void player_game_changed(struct player *p, const struct game *g)
{
	p->ops->game_changed(p, g);
}

static inline void player_seed(struct player *p, uint64_t seed)
{
	p->ops->seed(p, seed);
}

static inline uint64_t player_digest(const struct player *p)
{
	return p->ops->digest(p);
}

/* Frees p; NULL is allowed. */
static inline void player_free(struct player *p)
{
	if (p)
		p->ops->free(p);
}

#endif
