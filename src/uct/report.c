/*
 * uct/report.c - a search's findings, read off its tree.
 */
#include "uct/report.h"

#include <stdlib.h>

/* The prior's virtual statistics of n as a child of the root. */
static struct uct_node prior_of(const struct uct_node *n, const struct board *b,
				const struct pboard *pb, int c, int last,
				const struct uct_prior *prior)
{
	struct uct_node virtual = {.move = n->move};
	uct_prior_child(prior ? prior : &uct_prior_default, b, pb, c, last, &virtual);
	return virtual;
}

static double rate_without(const struct uct_node *n, const struct uct_node *virtual)
{
	const uint32_t playouts = UCT_LOAD(n->playouts);
	const double prior_visits = UCT_LOAD(virtual->visits), prior_wins = UCT_LOAD(virtual->wins);
	if (!playouts)
		return prior_visits > 0 ? prior_wins / prior_visits : 0.5;
	const double rate = (UCT_LOAD(n->wins) - prior_wins) / playouts;
	return rate < 0 ? 0 : rate > 1 ? 1 : rate;
}

double uct_report_played_rate(const struct uct_node *n, const struct board *b, int c, int last,
			      const struct uct_prior *prior)
{
	struct pboard pb;
	pboard_from_board(&pb, b);
	const struct uct_node virtual = prior_of(n, b, &pb, c, last, prior);
	return rate_without(n, &virtual);
}

/* Most played first, then the higher win rate, then the lower point. */
static int by_playouts(const void *x, const void *y)
{
	const struct uct_report_move *a = x, *b = y;
	if (a->playouts != b->playouts)
		return a->playouts > b->playouts ? -1 : 1;
	if (a->win_rate != b->win_rate)
		return a->win_rate > b->win_rate ? -1 : 1;
	return a->move - b->move;
}

/* The most played child of node i that c may play at `ply`, or 0. */
static uint32_t most_played(const struct uct_tree *t, uint32_t i, const struct uct_bans *bans,
			    int ply, int c)
{
	uint32_t first, best = 0, most = 0;
	const unsigned count = uct_tree_children(t, i, &first);
	for (unsigned k = 0; k < count; k++) {
		const struct uct_node *n = uct_tree_node(t, first + k);
		const uint32_t playouts = UCT_LOAD(n->playouts);
		if (!(UCT_LOAD(n->flags) & UCT_NODE_ILLEGAL) && playouts > most &&
		    !uct_banned(bans, ply, c, n->move)) {
			best = first + k;
			most = playouts;
		}
	}
	return best;
}

/* The means of the stats, for c. */
static void add_stats(const struct uct_stats *stats, const struct board *b, int c,
		      struct uct_report *out)
{
	out->has_stats = true;
	double sum = 0;
	int64_t n = 0;
	for (int k = 0; k < UCT_MAX_CHILDREN; k++) {
		sum += stats->score[k];
		n += stats->scored[k];
	}
	out->score = n ? sum / (double)n : 0;
	const int32_t playouts = stats->own.playouts;
	for (int p = 0; p < b->grid.points; p++)
		out->ownership[p] =
			playouts ? (float)(stats->own.owner[c][p] - stats->own.owner[c ^ 1][p]) /
					   (float)playouts
				 : 0;
}

void uct_report_make(const struct uct_tree *t, const struct board *b, int c, int last,
		     const struct uct_prior *prior, const struct uct_stats *stats,
		     const struct uct_bans *bans, struct uct_report *out)
{
	const struct uct_node *root = uct_tree_node(t, t->root);
	out->count = 0;
	out->has_stats = false;
	if (stats && stats->own.playouts > 0) /* a kept tree reports before any */
		add_stats(stats, b, c, out);
	else
		stats = NULL;
	out->playouts = UCT_LOAD(root->playouts);
	const double visits = UCT_LOAD(root->visits);
	out->win_rate = visits > 0 ? 1 - UCT_LOAD(root->wins) / visits : 0.5;
	double prior_sum = 0;
	struct pboard pb;
	pboard_from_board(&pb, b);
	uint32_t first;
	const unsigned count = uct_tree_children(t, t->root, &first);
	for (unsigned k = 0; k < count; k++) {
		const uint32_t j = first + k;
		const struct uct_node *n = uct_tree_node(t, j);
		if ((UCT_LOAD(n->flags) & UCT_NODE_ILLEGAL) || uct_banned(bans, 1, c, n->move))
			continue;
		const struct uct_node virtual = prior_of(n, b, &pb, c, last, prior);
		struct uct_report_move *m = &out->moves[out->count++];
		m->move = n->move;
		m->playouts = UCT_LOAD(n->playouts);
		m->win_rate = rate_without(n, &virtual);
		m->prior = UCT_LOAD(virtual.wins);
		prior_sum += m->prior;
		m->score = stats && stats->scored[k] ? stats->score[k] / (double)stats->scored[k]
						     : out->score;
		m->pv[0] = n->move;
		m->pv_length = 1;
		for (uint32_t i = j; m->pv_length < UCT_REPORT_PV;) {
			/* The reply at the next ply, by the colour whose turn it is. */
			i = most_played(t, i, bans, m->pv_length + 1, c ^ (m->pv_length & 1));
			if (!i)
				break;
			m->pv[m->pv_length++] = uct_tree_node(t, i)->move;
		}
	}
	for (int k = 0; k < out->count; k++)
		out->moves[k].prior = prior_sum > 0 ? out->moves[k].prior / prior_sum : 0;
	qsort(out->moves, (size_t)out->count, sizeof(out->moves[0]), by_playouts);
}
