/*
 * player.h - move generators behind one small interface, so that a stronger
 * player can sit beside the random one.
 *
 * A player is an object the engine owns: it is asked for moves, with a think
 * (think.h) that says how long it may take and when input stops it; told of
 * every change to the game and to its settings, with what changed (so that
 * a player that keeps a search tree re-roots it after a move and drops it
 * after anything else); reseeded; and freed. A player never changes the
 * game itself: the engine plays the move it chose.
 */
#ifndef ISHI_PLAYER_H
#define ISHI_PLAYER_H

#include "game.h"
#include "rng.h"
#include "think.h"

#include <stdbool.h>
#include <stdint.h>

/* What changed under a player, as a mask for player_changed. */
enum player_change {
	CHANGE_MOVE = 1 << 0,     /* moves were added to the history: g's last records */
	CHANGE_POSITION = 1 << 1, /* the position or its history changed otherwise: undo,
				   * setup, a cleared or new board, a loaded record */
	CHANGE_KOMI = 1 << 2,
	CHANGE_RULES = 1 << 3,
	CHANGE_SETTINGS = 1 << 4, /* the player's settings */
};

/* What the engine's settings ask of a player. The random player needs no
 * time and takes no setting. */
struct player_settings {
	double move_time; /* seconds per move at most (0: as the clock says), in the think's budget
			   */
};

struct player;

struct player_ops {
	/* A point that game_check accepts for c, or PASS, chosen within the
	 * think, which think_begin has started (a player that thinks asks
	 * think_batch between batches; one that does not gets NULL). With peek, the player is left
	 * exactly as it was: the answer is what genmove would play now, and the next genmove plays
	 * it again. */
	int (*genmove)(struct player *p, const struct game *g, int c, struct think *think,
		       bool peek);
	/* Something changed (a mask of enum player_change); g is the game as
	 * it stands now, s the settings. */
	void (*changed)(struct player *p, const struct game *g, const struct player_settings *s,
			unsigned what);
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
	/* Whether genmove thinks: a player that does not (the random one) is
	 * handed no think (NULL), and its moves cost no budget. */
	bool thinks;
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

static inline int player_genmove(struct player *p, const struct game *g, int c, struct think *think,
				 bool peek)
{
	return p->ops->genmove(p, g, c, think, peek);
}

static inline void player_changed(struct player *p, const struct game *g,
				  const struct player_settings *s, unsigned what)
{
	p->ops->changed(p, g, s, what);
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
