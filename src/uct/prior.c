/*
 * uct/prior.c - the priors of new children.
 */
#include "uct/prior.h"

#include "ladder.h"

#include <stdlib.h>

const struct uct_prior uct_prior_default = {
	.even = 10,
	.capture = 10,
	.capture_per_stone = 2,
	.capture_saves = 10,
	.escape = 15,
	.self_atari = 15,
	.ladder_escape = 20,
	.ladder_atari = 10,
	.near = {10, 8, 4},
	.edge = 10,
	.third_line = 10,
	.pass_wins = 1,
	.pass_visits = 10,
};

/* The liberties c's chains next to p would have after c plays at p, as if
 * nothing were captured: theirs and p's empty neighbours, p aside. */
static int liberties_after(const struct board *b, int c, int p)
{
	const struct grid *g = &b->grid;
	struct bitboard stones, chain;
	bb_zero(&stones);
	bb_set(&stones, p);
	const uint32_t info = b->info[p];
	for (int d = 0; d < 4; d++)
		if (info_mask(info, c) & 1u << d) {
			board_chain(b, p + g->neighbour[d], &chain);
			bb_or(g, &stones, &stones, &chain);
		}
	struct bitboard around;
	bb_dilate(g, &around, &stones);
	bb_and(g, &around, &around, &b->empty);
	bb_clear(&around, p);
	return bb_count(g, &around);
}

/* Whether a stone stands within manhattan distance `far` of p. */
static bool stones_near(const struct board *b, int p, int far)
{
	const struct grid *g = &b->grid;
	const int x = grid_x(g, p), y = grid_y(g, p);
	for (int dy = -far; dy <= far; dy++)
		for (int dx = -far + abs(dy); dx <= far - abs(dy); dx++) {
			const int qx = x + dx, qy = y + dy;
			if (qx >= 0 && qy >= 0 && qx < g->size && qy < g->size &&
			    board_is_stone(b, grid_point(g, qx, qy)))
				return true;
		}
	return false;
}

void uct_prior_child(const struct uct_prior *w, const struct board *b, const struct pboard *pb,
		     int c, int last, struct uct_node *node)
{
	const int p = node->move;
	node->children = 0;
	UCT_STORE(node->child_count, 0);
	UCT_STORE(node->playouts, 0);
	UCT_STORE(node->flags, 0);
	UCT_STORE(node->amaf_visits, 0);
	UCT_STORE(node->amaf_wins, 0);
	if (p == PASS) {
		UCT_STORE(node->visits, w->pass_visits);
		UCT_STORE(node->wins, w->pass_wins);
		return;
	}
	float wins = w->even / 2, losses = w->even / 2;
	const struct grid *g = &b->grid;
	const uint32_t info = b->info[p];
	bool captures = false, own_in_atari = false, ataris = false;
	for (int d = 0; d < 4; d++) {
		const int q = p + g->neighbour[d];
		if (info_mask(info, c ^ 1) & 1u << d) {
			const int liberties = board_liberties(b, q);
			if (liberties == 1) {
				const int stones = b->stones[board_head(b, q)];
				wins += w->capture +
					w->capture_per_stone * (float)(stones < 10 ? stones : 10);
				captures = true;
			}
			ataris |= liberties == 2;
		}
		if (info_mask(info, c) & 1u << d && board_liberties(b, q) == 1)
			own_in_atari = true;
	}
	if (captures && own_in_atari)
		wins += w->capture_saves;
	if (own_in_atari) {
		const int after = liberties_after(b, c, p);
		if (after >= 3)
			wins += w->escape;
		else if (after == 2 && !captures && ladder_escape_caught(pb, c, p))
			losses += w->ladder_escape;
	}
	if (ataris && !captures && ladder_atari_catches(pb, c, p))
		wins += w->ladder_atari;
	if (board_is_self_atari(b, c, p))
		losses += w->self_atari;
	if (last != PASS) {
		const int d =
			abs(grid_x(g, p) - grid_x(g, last)) + abs(grid_y(g, p) - grid_y(g, last));
		if (d >= 1 && d <= 3)
			wins += w->near[d - 1];
	}
	/* In an empty area (no stone within three points), the first two
	 * lines are too low and the third is the usual line. */
	const int x = grid_x(g, p), y = grid_y(g, p);
	const int across = x < y ? x : y, back = g->size - 1 - (x > y ? x : y);
	const int line = across < back ? across : back; /* 0: the first line */
	if (g->size >= 7 && line <= 2 && !stones_near(b, p, 3)) {
		if (line < 2)
			losses += w->edge;
		else
			wins += w->third_line;
	}
	UCT_STORE(node->visits, wins + losses);
	UCT_STORE(node->wins, wins);
}
