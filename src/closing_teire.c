/*
 * closing_teire.c - the closing's step 5 (closing.h): the teire that the
 * closed position's fights need, by territory.
 */
#include "closing_impl.h"

#include "seki.h"

#include <limits.h>

/* Whether the closing has a reading of step 5's left, using it. */
static bool reading_left(struct closing *k)
{
	if (k->readings == 0)
		return false;
	k->readings--;
	return true;
}

/* What a fight's reading takes from a side of what the verdict gave it,
 * the least first. */
enum taking {
	TAKES_NOTHING,
	TAKES_IF_FIRST, /* a dead chain of the opponent's lives, in seki too,
			 * if he plays first: the side must play first */
	TAKES,          /* a chain of the side's that it left alive (not in
			 * seki) is dead or in seki, or a dead chain of the
			 * opponent's lives as the position stands */
};

/* What the reading of cluster r on b takes from colour c. */
static enum taking reading_takes(const struct closing *k, const struct board *b,
				 const struct seki_cluster *r, int c)
{
	const struct grid *g = &b->grid;
	struct bitboard fallen, lost;
	bb_or(g, &fallen, &r->dead, &r->seki);
	bb_and(g, &lost, &r->stones, &b->pos.stone[c]);
	bb_andnot(g, &lost, &lost, &k->dead);
	if (k->seki)
		bb_andnot(g, &lost, &lost, k->seki);
	bb_and(g, &lost, &lost, &fallen);
	if (!bb_is_empty(g, &lost))
		return TAKES;
	struct bitboard revived;
	bb_and(g, &revived, &r->stones, &b->pos.stone[c ^ 1]);
	bb_and(g, &revived, &revived, &k->dead);
	bb_andnot(g, &lost, &revived, &r->dead);
	if (!bb_is_empty(g, &lost))
		return TAKES;
	bb_and(g, &lost, &revived, &r->unsettled);
	return bb_is_empty(g, &lost) ? TAKES_NOTHING : TAKES_IF_FIRST;
}

/* Whether the closed fights of b that hold a stone of `near` read (every
 * stone of `near` in one) and take less from c than `before`
 * (reading_takes); false if the closing has no reading left, or memory ran
 * out (then k->out_of_memory). */
static bool keeps(struct closing *k, const struct board *b, bool allow_suicide, int c,
		  const struct bitboard *near, enum taking before)
{
	if (!reading_left(k))
		return false;
	const struct grid *g = &b->grid;
	struct bitboard unread;
	bb_or(g, &unread, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_and(g, &unread, &unread, near);
	struct seki_reading read;
	bool ok = seki_read_near(b, allow_suicide, near, &read);
	k->out_of_memory |= !ok;
	for (int i = 0; ok && i < read.count; i++) {
		bb_andnot(g, &unread, &unread, &read.cluster[i].stones);
		ok = reading_takes(k, b, &read.cluster[i], c) < before;
	}
	seki_reading_free(&read);
	return ok && bb_is_empty(g, &unread);
}

/* c's cheapest teire in the empty regions around the cluster r, not next
 * to a seki, after which the reading takes less from c than `before`
 * (keeps); PASS if none does. */
static int teire_for(struct closing *k, const struct seki_cluster *r, bool allow_suicide, int c,
		     enum taking before)
{
	const struct grid *g = &k->b.grid;
	struct bitboard points;
	bb_zero(&points);
	bb_dilate(g, &points, &r->stones);
	bb_and(g, &points, &points, &k->b.empty);
	bb_fill(g, &points, &points, &k->b.empty);
	bb_andnot(g, &points, &points, &k->near_seki);
	const int sign = c == BLACK ? 1 : -1;
	int best = PASS, best_margin = INT_MIN;
	for (int p; (p = bb_first(g, &points)) >= 0;) {
		bb_clear(&points, p);
		const int taken = closing_tried_play(k, c, p);
		if (taken < 0)
			continue;
		/* The count first: it is cheap, and the reading only for a
		 * point cheaper than the best so far. */
		const int m = sign * closing_margin_tried(k, c, taken);
		struct bitboard near = r->stones;
		bb_set(&near, p);
		if (m > best_margin && keeps(k, &k->tried, allow_suicide, c, &near, before)) {
			best_margin = m;
			best = p;
		}
	}
	return best;
}

/* 5. By territory, once both sides passed: a teire that a closed fight of
 * the closed position needs, where its reading takes from one side what
 * the verdict gave it (a filled dame left a chain short of liberties next
 * to dead stones, which could then fight back, or let them live if their
 * owner plays first), more than from the other. Plays the first found and
 * returns the colour that played it; -1 if none is needed, none helps, or
 * the readings ran out, or memory did (then k->out_of_memory). */
int closing_add_teire(struct closing *k, bool allow_suicide, int captured[2])
{
	if (!reading_left(k))
		return -1;
	/* Only the fights the closing's stones touch: the judge read the
	 * others as they are. */
	struct bitboard touched;
	bb_zero(&touched);
	bb_dilate(&k->b.grid, &touched, &k->placed);
	struct seki_reading read;
	int played = -1;
	k->out_of_memory |= !seki_read_near(&k->b, allow_suicide, &touched, &read);
	/* The fights that take a chain, or let dead stones live as they
	 * stand, first: then those where dead stones live only if their
	 * owner plays first. In each, the side taken from more plays. */
	for (enum taking level = TAKES; !k->out_of_memory && played < 0 && level > TAKES_NOTHING;
	     level--) {
		for (int i = 0; played < 0 && i < read.count; i++) {
			const struct seki_cluster *r = &read.cluster[i];
			const enum taking takes[2] = {reading_takes(k, &k->b, r, BLACK),
						      reading_takes(k, &k->b, r, WHITE)};
			const int c = takes[BLACK] > takes[WHITE] ? BLACK : WHITE;
			if (takes[c] != level || takes[c ^ 1] == level)
				continue; /* another level's, both sides alike, or neither */
			const int p = teire_for(k, r, allow_suicide, c, level);
			if (p != PASS) {
				closing_place(k, c, p, captured);
				played = c;
			}
		}
	}
	seki_reading_free(&read);
	return played;
}
