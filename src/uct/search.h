/*
 * uct/search.h - Monte Carlo tree search with MC-RAVE: how a tree (uct/tree.h)
 * grows from a position, one playout at a time.
 *
 * An iteration descends from the root, at each node choosing the child of
 * the highest value, a mix of its own win rate and its AMAF win rate that
 * leans on AMAF while the child has few playouts (Gelly and Silver's
 * MC-RAVE: beta = n~ / (n~ + n + n n~ / equiv), equiv the number of
 * playouts at which the two weigh the same), with an optional UCB term;
 * expands the leaf it reaches once it has had expand_visits playouts (its
 * children start as the priors say, uct/prior.h); then plays a playout of
 * the settings' policy from there on the playout board (pboard.h), scores
 * it by area at the game's komi (and White's handicap points where the
 * rules give them; under territory scoring the area count still decides
 * who won the playout, which is close), and adds the result to every node
 * of the path and, as AMAF, to every sibling on the path whose point the
 * same player played first later in the iteration.
 *
 * Legality. The root's children are the points game_check accepts (the
 * rules in force, superko included, exactly), less suicides and c's own
 * eyes, and the pass. Deeper, a node's children are the plays legal under
 * simple ko with suicide forbidden that fill no eye of the mover's, and the
 * pass; a play that recreates a position of the game (game_seen) or of the
 * path from the root, under positional or situational superko, is marked
 * illegal when a descent meets it and the iteration starts again. The
 * playouts keep only simple ko. So every move the search can answer is one
 * the rules allow. Two passes in a row in the tree do not end the game
 * there: the descent stops and the playout goes on from the position, so
 * that dead stones are not counted for their owner as they would be by
 * scoring the board as it stands (the player decides when the real game
 * ends, from the dead-stone judge).
 *
 * Threads: tree parallelism with virtual loss (Chaslot et al.; Segal's
 * Fuego). The threads share the tree without a lock for the descents and
 * updates, its statistics relaxed atomics (uct/tree.h), and take one only
 * to give a leaf its children; a descent counts its visit along its path
 * at once, so that the others meanwhile try other moves. Helper threads
 * draw from generators seeded from r.
 *
 * Deterministic on one thread: the same tree, position, settings, generator
 * and number of iterations give the same tree and answer (on several, the
 * threads' timing decides which playout updates the tree first). The think (think.h) says how
 * many iterations to run; the search stops early, after any multiple of 64
 * of the caller's iterations, once the most played child cannot be
 * overtaken by the second in the iterations the think has left (so with a
 * number of playouts as the budget, on one thread, early stops too depend
 * only on the iterations).
 */
#ifndef ISHI_UCT_SEARCH_H
#define ISHI_UCT_SEARCH_H

#include "game.h"
#include "playout.h"
#include "rng.h"
#include "think.h"
#include "uct/bans.h"
#include "uct/prior.h"
#include "uct/tree.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct uct_settings {
	const struct playout_policy *policy; /* the playouts' moves; NULL: light */
	const struct uct_prior *prior;       /* NULL: uct_prior_default */
	int expand_visits;                   /* playouts of a leaf before it grows children */
	double rave_equiv;                   /* MC-RAVE's equivalence parameter */
	double explore;                      /* UCB's constant (0: none, the priors explore) */
	size_t max_nodes;                    /* the tree's bound */
	bool early_stop;                     /* stop once the best move cannot change */
	int threads;                         /* to search on (1 to UCT_MAX_THREADS) */
	/* Called between batches on the thread that started the search, with
	 * the tree as it stands; the other threads go on meanwhile, so it
	 * reads as they do (uct/tree.h). NULL: none. */
	void (*progress)(void *arg, const struct uct_tree *t);
	void *progress_arg;
	struct uct_stats *stats;     /* added to, unless NULL (analysis) */
	const struct uct_bans *bans; /* moves not to try in the first plies, or NULL */
};

/* What analysis asks of a search beyond its tree, from the playouts of the
 * thread that started it (a share of them on several threads: the others'
 * would need atomics for an estimate no better), the one thread that reads
 * it (in settings.progress): each of the root's children's playouts' area
 * margins, for the root's player, by the child's place in the root's
 * block; and who owned each point at the playouts' ends. The caller clears
 * it; the root's block must not change meanwhile (a search keeps it). */
struct uct_stats {
	double score[UCT_MAX_CHILDREN];
	int64_t scored[UCT_MAX_CHILDREN];
	struct playout_ownership own;
};

enum { UCT_MAX_THREADS = 64 };

/* The defaults: light playouts, the default priors, expansion after 2
 * playouts, equivalence 2000, no UCB term, a bound of UCT_DEFAULT_NODES
 * (some 64 MB), early stops, one thread. */
enum { UCT_DEFAULT_NODES = 1 << 21 };
void uct_search_default_settings(struct uct_settings *s);

/* What a search found. */
struct uct_result {
	int move;            /* the most played child of the root, or PASS */
	double win_rate;     /* its win rate for the player to move, priors included */
	double root_rate;    /* the root's, of every playout through it, for that player */
	int64_t iterations;  /* run by this search */
	int64_t moves;       /* played in them: the tree's and the playouts', passes included */
	int64_t root_visits; /* real playouts through the root in all */
	bool early;          /* stopped because the best move could not change */
	bool full;           /* the tree reached its bound (or memory ran out) */
};

/* Searches the position of g for c (who must be the player to move there:
 * the tree's root stands for that position, with the children and
 * statistics earlier searches gave it), as long as the think says, drawing
 * from r. With `allowed`, the root's moves are only its points (the pass
 * as point 0, PASS), unless it holds none that is legal: then the pass.
 * Returns false if memory ran out: before the root had children (then the
 * tree is as it was), or for a node the bound had room for, which would
 * make the search another than with memory to spare (then the tree is to
 * be dropped); *out is then unset. */
bool uct_search_run(struct uct_tree *t, const struct game *g, int c, const struct uct_settings *s,
		    struct think *think, struct rng *r, const struct bitboard *allowed,
		    struct uct_result *out);

#endif
