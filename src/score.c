/*
 * score.c - area scoring by flood fill on bitboards.
 */
#include "score.h"

#include "game.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

void score_position(const struct grid *g, const struct position *pos, struct score *out)
{
	struct bitboard stones, empty, reach[2];
	memset(out, 0, sizeof(*out));
	bb_or(g, &stones, &pos->stone[BLACK], &pos->stone[WHITE]);
	bb_zero(&empty);
	bb_andnot(g, &empty, &g->onboard, &stones);
	/* The empty points reachable from each colour through empty points. */
	for (int c = BLACK; c <= WHITE; c++) {
		struct bitboard touching;
		bb_zero(&touching);
		bb_dilate(g, &touching, &pos->stone[c]);
		bb_and(g, &touching, &touching, &empty);
		bb_fill(g, &reach[c], &touching, &empty);
	}
	for (int c = BLACK; c <= WHITE; c++) {
		bb_andnot(g, &out->owned[c], &reach[c], &reach[1 - c]);
		out->stones[c] = bb_count(g, &pos->stone[c]);
		out->territory[c] = bb_count(g, &out->owned[c]);
	}
	bb_andnot(g, &out->neutral_points, &empty, &out->owned[BLACK]);
	bb_andnot(g, &out->neutral_points, &out->neutral_points, &out->owned[WHITE]);
	out->neutral = bb_count(g, &out->neutral_points);
	out->margin = (out->stones[BLACK] + out->territory[BLACK]) -
		      (out->stones[WHITE] + out->territory[WHITE]);
}

void score_game(const struct game *g, const struct verdict *v, struct score *out)
{
	const struct grid *grid = &g->board.grid;
	struct position alive = g->board.pos;
	int taken[2] = {0, 0};
	if (v) {
		for (int c = BLACK; c <= WHITE; c++) {
			struct bitboard gone;
			bb_and(grid, &gone, &alive.stone[c], &v->dead);
			taken[colour_other(c)] = bb_count(grid, &gone);
			bb_andnot(grid, &alive.stone[c], &alive.stone[c], &v->dead);
		}
	}
	score_position(grid, &alive, out);
	if (v) {
		/* Claimed points leave the neutral ones for their colour. */
		for (int c = BLACK; c <= WHITE; c++) {
			struct bitboard claim;
			bb_and(grid, &claim, &v->claimed[c], &out->neutral_points);
			bb_andnot(grid, &claim, &claim, &v->claimed[colour_other(c)]);
			bb_or(grid, &out->owned[c], &out->owned[c], &claim);
			bb_andnot(grid, &out->neutral_points, &out->neutral_points, &claim);
			const int n = bb_count(grid, &claim);
			out->territory[c] += n;
			out->neutral -= n;
			out->margin += c == BLACK ? n : -n;
		}
	}
	for (int c = BLACK; c <= WHITE; c++)
		out->prisoners[c] = game_captures(g, c) + taken[c];
	out->margin -= g->komi;
}

double score_board_margin(const struct board *b, double komi)
{
	const struct grid *g = &b->grid;
	int area = bb_count(g, &b->pos.stone[BLACK]) - bb_count(g, &b->pos.stone[WHITE]);
	for (int i = 0; i < b->empty_count; i++) {
		const uint32_t info = b->info[b->empties[i]];
		if (info_empty_mask(info)) {
			struct score s;
			score_position(g, &b->pos, &s);
			return s.margin - komi;
		}
		const bool black = info_mask(info, BLACK), white = info_mask(info, WHITE);
		area += black - white; /* 0 when both or neither */
	}
	return area - komi;
}

int score_format(double margin, char *buf, size_t size)
{
	assert(size > 0);
	int n;
	if (margin == 0 || isnan(margin))
		n = snprintf(buf, size, "0");
	else
		n = snprintf(buf, size, "%c+%.10g", margin > 0 ? 'B' : 'W', fabs(margin));
	return n < 0 ? 0 : n >= (int)size ? (int)size - 1 : n;
}
