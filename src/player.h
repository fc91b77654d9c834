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
	int64_t playouts; /* a search's playouts per move at most (0: as the clock says), in the
			   * think's budget */
	double resign_rate; /* a search resigns once its win rate stays below this (0: never) */
	bool all_alive;     /* the game's end counts every stone alive (the scoring method's or
			     * the rules' say) */
	int threads;        /* a search's threads (below 1 counts as 1) */
	int tree_mb;        /* a search tree's bound in megabytes (0: the player's default) */
	int judge_playouts; /* the dead-stone judge's effort when the game may end (judge.h) */
};

/* The players the engine knows, by name as --player and ishi-param say. */
enum player_kind { PLAYER_RANDOM, PLAYER_MCTS, PLAYER_KINDS };

/* How genmove is asked: with PLAYER_PEEK the player is left as it was;
 * with PLAYER_CLEANUP (kgs-genmove_cleanup) it passes only once no stone
 * of the opponent's is dead on the board; with PLAYER_ANALYZE (analysis,
 * no move to play) it searches the position as it stands, neither passing
 * nor resigning for the end of the game, and keeps what it found for the
 * next move. */
enum { PLAYER_PEEK = 1, PLAYER_CLEANUP = 2, PLAYER_ANALYZE = 4 };

/* Where a player that searches shows what it finds while it thinks: every
 * `interval` seconds of the think (the first time sooner, once its root
 * has had a few playouts, so that a GUI shows something at once), and once
 * more when it stops, `show` is handed the search's report (uct/report.h).
 * The search then tries no move that `bans` forbid, where given
 * (analysis's avoid and allow, uct/bans.h). */
struct uct_report;
struct uct_bans;
struct player_watch {
	double interval;
	const struct uct_bans *bans;
	void (*show)(void *arg, const struct uct_report *report);
	void *arg;
};

/* What genmove answers besides a point or PASS. */
enum { PLAYER_NO_MEMORY = -1, PLAYER_RESIGN = -2 };

struct player;

struct player_ops {
	/* A point that game_check accepts for c, or PASS, or PLAYER_RESIGN,
	 * chosen within the think, which think_begin has started (a player
	 * that thinks asks think_batch between batches; one that does not gets
	 * NULL), as `how` asks (PLAYER_PEEK, PLAYER_CLEANUP). With
	 * PLAYER_PEEK, the player is left exactly as it was: the answer is
	 * what genmove would play now, and the next genmove plays it again
	 * (for a search on a number of playouts; on a clock, what the time
	 * allowed). PLAYER_NO_MEMORY, the player as it was, if memory ran
	 * out. */
	int (*genmove)(struct player *p, const struct game *g, int c, struct think *think,
		       unsigned how);
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
	/* genmove, showing the search as it goes to `watch` and trying no
	 * move its bans forbid; a player that does not think (search) shows
	 * nothing and keeps to the bans of its move. */
	int (*watched_genmove)(struct player *p, const struct game *g, int c, struct think *think,
			       unsigned how, const struct player_watch *watch);
};

struct player {
	const struct player_ops *ops;
	const char *name;
	/* Whether genmove thinks (searches): a player that does not (the
	 * random one) is handed no think (NULL), its moves cost no budget, and
	 * the engine's own search analyses and ponders for it. One that does
	 * has a watched_genmove. */
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

/* The search player (uct/search.h): Monte Carlo tree search with MC-RAVE
 * and priors, on the playouts of `policy` (NULL: the heavy ones of moggy.h,
 * at its default rates, which the player keeps; &playout_light: light
 * ones). It keeps its
 * tree from one move to the next, re-rooted through the moves played
 * (CHANGE_MOVE), and drops it on any other change. At the end of the game
 * it passes when the opponent has passed and the position, its dead
 * stones judged (judge.h; none under settings that count every stone
 * alive), is won; it never passes after the opponent's pass when that
 * loses, nor under PLAYER_CLEANUP while a stone of the opponent's is
 * judged dead (then it plays on their liberties); it judges with the
 * settings' judge_playouts. It resigns once the win rate of the move it
 * would play, in that move's own playouts, has stayed below the settings'
 * resign_rate for PLAYER_MCTS_RESIGN_MOVES moves in a row, each searched
 * with PLAYER_MCTS_RESIGN_PLAYOUTS playouts at least (in a handicap game,
 * not before half as many moves as the board has points). It searches on
 * the settings' threads. Deterministic on one thread: the same seed, game,
 * settings and playouts give the same moves. Returns NULL
 * if memory ran out. */
enum { PLAYER_MCTS_RESIGN_MOVES = 3, PLAYER_MCTS_RESIGN_PLAYOUTS = 100 };
struct playout_policy;
struct player *player_mcts_new(uint64_t seed, const struct playout_policy *policy);

/* What the search player's last genmove (not a peek) found, for tests and
 * diagnostics; player_mcts_info gives NULL for any other player. */
struct player_mcts_info {
	int64_t reused;     /* playouts its root had from earlier searches */
	int64_t iterations; /* playouts it ran */
	int64_t nodes;      /* in its tree */
	double win_rate;    /* of the move it chose, for the mover, priors included */
	double root_rate;   /* of all its root's playouts, for the mover */
	bool early;         /* it stopped once the best move could not change */
};
const struct player_mcts_info *player_mcts_info(const struct player *p);

/* The random player's choice with the random stream r, which it advances:
 * for benchmarks and tests that hold their own stream. */
int player_random_choose(const struct game *g, int c, struct rng *r);

static inline int player_genmove(struct player *p, const struct game *g, int c, struct think *think,
				 unsigned how)
{
	return p->ops->genmove(p, g, c, think, how);
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
