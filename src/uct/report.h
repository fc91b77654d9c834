/*
 * uct/report.h - what a search has found so far, as analysis shows it: the
 * root's moves, most played first, each with its win rate in its own
 * playouts, its prior's share and its principal variation.
 *
 * Win rates are for the player to move at the root. A move's own playouts
 * leave out the prior's virtual ones (uct/prior.h): they would show a
 * fair game where every playout was lost. A move no playout has tried yet
 * shows the prior's rate. No I/O.
 */
#ifndef ISHI_UCT_REPORT_H
#define ISHI_UCT_REPORT_H

#include "board.h"
#include "uct/prior.h"
#include "uct/search.h"
#include "uct/tree.h"

#include <stdbool.h>

#include <stdint.h>

/* The longest principal variation a report keeps. */
enum { UCT_REPORT_PV = 16 };

struct uct_report_move {
	int move;         /* a point or PASS */
	int64_t playouts; /* real ones through the move */
	double win_rate;  /* in them, or the prior's without any */
	double prior;     /* the prior's share among the root's moves, 0 to 1 */
	double score;     /* the mean area margin of its playouts (with stats) */
	int pv_length;
	uint16_t pv[UCT_REPORT_PV]; /* the move, then the most played replies */
};

struct uct_report {
	int count; /* moves */
	struct uct_report_move moves[MAX_POINTS + 1];
	int64_t playouts; /* real ones through the root */
	double win_rate;  /* of every playout through the root */
	/* With the search's stats (uct/search.h): the moves' and the root's
	 * mean area margins, and each point's ownership, -1 (the opponent's)
	 * to 1 (the player's), in index order. */
	bool has_stats;
	double score;
	float ownership[MAX_POINTS];
};

/* The report of tree t, whose root stands for b with c to move after
 * `last` (a point or PASS): the root's children the search may still
 * choose, most played first (ties: the higher win rate), then in the
 * order of the points, none that bans forbid (NULL: none), nor any in
 * their variations; with stats that have playouts (NULL: none), their
 * scores and the ownership. */
void uct_report_make(const struct uct_tree *t, const struct board *b, int c, int last,
		     const struct uct_prior *prior, const struct uct_stats *stats,
		     const struct uct_bans *bans, struct uct_report *out);

/* The win rate of node n (a child of the root of b, c to move after
 * `last`) in its own playouts, its prior's virtual ones taken out; the
 * prior's rate if it has none. */
double uct_report_played_rate(const struct uct_node *n, const struct board *b, int c, int last,
			      const struct uct_prior *prior);

#endif
