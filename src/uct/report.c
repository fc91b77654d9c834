/*
 * uct/report.c - a search's findings, read off its tree.
 */
#include "uct/report.h"

#include <stdlib.h>

/* The prior's virtual statistics of n as a child of the root. */
static struct uct_node prior_of(const struct uct_node *n, const struct board *b, int c, int last,
				const struct uct_prior *prior)
{
	struct uct_node virtual = {.move = n->move};
	uct_prior_child(prior ? prior : &uct_prior_default, b, c, last, &virtual);
	return virtual;
}

static double rate_without(const struct uct_node *n, const struct uct_node *virtual)
{
	if (!n->playouts)
		return virtual->visits > 0 ? virtual->wins / virtual->visits : 0.5;
	const double rate = (n->wins - virtual->wins) / n->playouts;
	return rate < 0 ? 0 : rate > 1 ? 1 : rate;
}

double uct_report_played_rate(const struct uct_node *n, const struct board *b, int c, int last,
			      const struct uct_prior *prior)
{
	const struct uct_node virtual = prior_of(n, b, c, last, prior);
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

/* The most played child of node i that may be played, or 0. */
static uint32_t most_played(const struct uct_tree *t, uint32_t i)
{
	const struct uct_node *node = uct_tree_node(t, i);
	uint32_t best = 0;
	for (uint32_t k = 0; k < node->child_count; k++) {
		const struct uct_node *n = uct_tree_node(t, node->children + k);
		if (!(n->flags & UCT_NODE_ILLEGAL) && n->playouts &&
		    (!best || n->playouts > uct_tree_node(t, best)->playouts))
			best = node->children + k;
	}
	return best;
}

void uct_report_make(const struct uct_tree *t, const struct board *b, int c, int last,
		     const struct uct_prior *prior, struct uct_report *out)
{
	const struct uct_node *root = uct_tree_node(t, t->root);
	out->count = 0;
	out->playouts = root->playouts;
	out->win_rate = root->visits > 0 ? 1 - root->wins / root->visits : 0.5;
	double prior_sum = 0;
	for (uint32_t k = 0; k < root->child_count; k++) {
		const uint32_t j = root->children + k;
		const struct uct_node *n = uct_tree_node(t, j);
		if (n->flags & UCT_NODE_ILLEGAL)
			continue;
		const struct uct_node virtual = prior_of(n, b, c, last, prior);
		struct uct_report_move *m = &out->moves[out->count++];
		m->move = n->move;
		m->playouts = n->playouts;
		m->win_rate = rate_without(n, &virtual);
		m->prior = virtual.wins;
		prior_sum += virtual.wins;
		m->pv[0] = n->move;
		m->pv_length = 1;
		for (uint32_t i = most_played(t, j); i && m->pv_length < UCT_REPORT_PV;
		     i = most_played(t, i))
			m->pv[m->pv_length++] = uct_tree_node(t, i)->move;
	}
	for (int k = 0; k < out->count; k++)
		out->moves[k].prior = prior_sum > 0 ? out->moves[k].prior / prior_sum : 0;
	qsort(out->moves, (size_t)out->count, sizeof(out->moves[0]), by_playouts);
}
