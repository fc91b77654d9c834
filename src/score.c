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
	out->area_margin = out->margin;
	out->territory_margin = out->territory[BLACK] - out->territory[WHITE];
}

/* The passes colour c made in the game. */
static int passes_of(const struct game *g, int c)
{
	int n = 0;
	for (int i = 1; i < g->length; i++) {
		const struct record *r = &g->records[i];
		n += r->kind == RECORD_MOVE && r->point == PASS && r->colour == c;
	}
	return n;
}

/* Moves the regions of *owned next to a stone of `seki` into the neutral
 * points: under tax SEKI the eyes of a seki count for nobody. Returns how
 * many points moved. */
static int untax_seki(const struct grid *g, const struct bitboard *seki, struct bitboard *owned,
		      struct bitboard *neutral)
{
	struct bitboard near, eyes;
	bb_zero(&near);
	bb_dilate(g, &near, seki);
	bb_and(g, &eyes, &near, owned);
	bb_fill(g, &eyes, &eyes, owned);
	bb_andnot(g, owned, owned, &eyes);
	bb_or(g, neutral, neutral, &eyes);
	return bb_count(g, &eyes);
}

/* Gives the regions of out's neutral points that border no live stone
 * (those of `alive`) to the side that killed the dead stones of `pos` in
 * them, if they are all of one colour. */
static void give_dead_regions(const struct grid *g, const struct position *pos,
			      const struct bitboard *dead, struct score *out)
{
	struct bitboard todo, near;
	bb_or(g, &near, &out->owned[BLACK], &out->owned[WHITE]);
	bb_or(g, &near, &near, &out->neutral_points);
	bb_andnot(g, &near, &g->onboard, &near); /* the live stones */
	bb_dilate(g, &near, &near);
	bb_and(g, &near, &near, &out->neutral_points);
	bb_fill(g, &near, &near, &out->neutral_points);
	bb_andnot(g, &todo, &out->neutral_points, &near);
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard seed, region, killed[2];
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &region, &seed, &todo);
		bb_andnot(g, &todo, &todo, &region);
		for (int c = BLACK; c <= WHITE; c++) {
			bb_and(g, &killed[c], &region, &pos->stone[c]);
			bb_and(g, &killed[c], &killed[c], dead);
		}
		const bool black = !bb_is_empty(g, &killed[BLACK]);
		if (black == bb_is_empty(g, &killed[WHITE])) {
			const int owner = black ? WHITE : BLACK;
			bb_or(g, &out->owned[owner], &out->owned[owner], &region);
			bb_andnot(g, &out->neutral_points, &out->neutral_points, &region);
			const int n = bb_count(g, &region);
			out->territory[owner] += n;
			out->neutral -= n;
		}
	}
}

void score_dame(const struct grid *g, const struct bitboard *neutral, const struct bitboard *seki,
		struct bitboard *out)
{
	struct bitboard near;
	bb_zero(&near);
	if (seki)
		bb_dilate(g, &near, seki);
	bb_andnot(g, out, neutral, &near);
}

/* Under territory counting, the points of c's territory that c must still
 * fill (teire): once the dame are filled (the neutral points but a seki's
 * liberties), a chain of c's live stones but a seki's with one liberty
 * left, in c's territory, is in atari there, and c must play it. So the
 * point leaves c's territory for nobody, and c's stone on it may leave
 * another chain short in turn. Here c fills the dame next to its own
 * stones, as players do where the opponent's fill would cost them a point
 * (a dame that joins a chain to a safe one spares the chain its teire),
 * and the opponent the others; a dame next to both colours is so taken for
 * each in its own count. Returns how many points moved. */
static int take_teire(const struct grid *g, const struct position *alive,
		      const struct bitboard *seki, int c, struct score *out)
{
	struct bitboard filled, near, own = alive->stone[c];
	score_dame(g, &out->neutral_points, seki, &filled);
	bb_zero(&near);
	bb_dilate(g, &near, &own);
	bb_and(g, &near, &near, &filled);
	bb_or(g, &own, &own, &near);
	bb_andnot(g, &filled, &filled, &near);
	int moved = 0;
	for (bool changed = true; changed;) {
		changed = false;
		struct bitboard empty, todo;
		bb_or(g, &empty, &own, &alive->stone[c ^ 1]);
		bb_or(g, &empty, &empty, &filled);
		bb_andnot(g, &empty, &g->onboard, &empty);
		todo = own;
		for (int p; (p = bb_first(g, &todo)) >= 0;) {
			struct bitboard seed, chain, libs;
			bb_zero(&seed);
			bb_set(&seed, p);
			bb_fill(g, &chain, &seed, &own);
			bb_andnot(g, &todo, &todo, &chain);
			struct bitboard in_seki;
			bb_zero(&in_seki);
			if (seki)
				bb_and(g, &in_seki, &chain, seki);
			bb_zero(&libs);
			bb_dilate(g, &libs, &chain);
			bb_and(g, &libs, &libs, &empty);
			const int q = bb_first(g, &libs);
			if (!bb_is_empty(g, &in_seki) || bb_count(g, &libs) != 1 ||
			    !bb_test(&out->owned[c], q))
				continue;
			bb_set(&own, q);
			bb_clear(&out->owned[c], q);
			bb_set(&out->neutral_points, q);
			moved++;
			changed = true;
			break;
		}
	}
	out->territory[c] -= moved;
	out->neutral += moved;
	return moved;
}

/* Counts g's game on `alive`, the position with the verdict's dead stones
 * off (and perhaps played on: score_estimate), with extra[c] more
 * prisoners for c. */
static void count(const struct game *g, const struct verdict *v, const struct position *alive,
		  const int extra[2], struct score *out)
{
	const struct grid *grid = &g->board.grid;
	const struct rules *rules = &g->rules;
	int taken[2] = {0, 0};
	if (v) {
		for (int c = BLACK; c <= WHITE; c++) {
			struct bitboard gone;
			bb_and(grid, &gone, &g->board.pos.stone[c], &v->dead);
			taken[colour_other(c)] = bb_count(grid, &gone);
		}
	}
	score_position(grid, alive, out);
	if (v)
		give_dead_regions(grid, &g->board.pos, &v->dead, out);
	out->handicap_bonus = rules_handicap_bonus(rules, g->handicap);
	out->area_margin = (out->stones[BLACK] + out->territory[BLACK]) -
			   (out->stones[WHITE] + out->territory[WHITE]) - g->komi -
			   out->handicap_bonus;
	for (int c = BLACK; c <= WHITE; c++) {
		out->prisoners[c] = game_captures(g, c) + taken[c] + extra[c] +
				    (rules->pass_stones ? passes_of(g, colour_other(c)) : 0);
		if (rules->scoring == SCORING_TERRITORY)
			take_teire(grid, alive, v ? &v->seki : NULL, c, out);
		if (rules->scoring == SCORING_TERRITORY && rules->tax == TAX_SEKI && v) {
			const int moved =
				untax_seki(grid, &v->seki, &out->owned[c], &out->neutral_points);
			out->territory[c] -= moved;
			out->neutral += moved;
		}
	}
	out->territory_margin = (out->territory[BLACK] + out->prisoners[BLACK]) -
				(out->territory[WHITE] + out->prisoners[WHITE]) - g->komi;
	out->margin = rules->scoring == SCORING_AREA ? out->area_margin : out->territory_margin;
}

void score_alive(const struct grid *g, const struct position *pos, const struct bitboard *dead,
		 struct position *out)
{
	*out = *pos;
	if (dead)
		for (int c = BLACK; c <= WHITE; c++)
			bb_andnot(g, &out->stone[c], &out->stone[c], dead);
}

void score_settled(const struct grid *g, const struct position *alive, const struct bitboard *seki,
		   bool territory, struct score *out)
{
	score_position(g, alive, out);
	if (territory)
		for (int c = BLACK; c <= WHITE; c++)
			take_teire(g, alive, seki, c, out);
	out->territory_margin = out->territory[BLACK] - out->territory[WHITE];
}

void score_game(const struct game *g, const struct verdict *v, struct score *out)
{
	struct position alive;
	score_alive(&g->board.grid, &g->board.pos, v ? &v->dead : NULL, &alive);
	count(g, v, &alive, (const int[2]){0, 0}, out);
}

void score_estimate(const struct game *g, const struct verdict *v, const struct position *closed,
		    const int captured[2], const struct bitboard claimed[2], struct score *out)
{
	const struct grid *grid = &g->board.grid;
	count(g, v, closed, captured, out);
	struct bitboard claim[2];
	for (int c = BLACK; c <= WHITE; c++) {
		bb_and(grid, &claim[c], &claimed[c], &out->neutral_points);
		bb_andnot(grid, &claim[c], &claim[c], &claimed[colour_other(c)]);
	}
	/* By territory, a point next to live stones of both colours is dame
	 * whoever fills it: only the points behind it are anybody's. */
	if (g->rules.scoring == SCORING_TERRITORY) {
		struct bitboard near[2], both;
		for (int c = BLACK; c <= WHITE; c++) {
			bb_zero(&near[c]);
			bb_dilate(grid, &near[c], &closed->stone[c]);
		}
		bb_and(grid, &both, &near[BLACK], &near[WHITE]);
		for (int c = BLACK; c <= WHITE; c++)
			bb_andnot(grid, &claim[c], &claim[c], &both);
	}
	/* By area, the dame left (no liberty of a seki) go to whoever fills
	 * them, in turn from the side to move: an odd one is his. */
	if (g->rules.scoring == SCORING_AREA) {
		struct bitboard dame;
		score_dame(grid, &out->neutral_points, v ? &v->seki : NULL, &dame);
		for (int c = BLACK; c <= WHITE; c++)
			bb_andnot(grid, &dame, &dame, &claim[c]);
		if (bb_count(grid, &dame) % 2)
			bb_set(&claim[game_to_move(g)], bb_first(grid, &dame));
	}
	int moved[2];
	for (int c = BLACK; c <= WHITE; c++) {
		bb_or(grid, &out->owned[c], &out->owned[c], &claim[c]);
		bb_andnot(grid, &out->neutral_points, &out->neutral_points, &claim[c]);
		moved[c] = bb_count(grid, &claim[c]);
		out->territory[c] += moved[c];
		out->neutral -= moved[c];
	}
	/* A point counts once by either method. */
	const double gain = moved[BLACK] - moved[WHITE];
	out->area_margin += gain;
	out->territory_margin += gain;
	out->margin += gain;
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
