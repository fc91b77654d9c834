/*
 * atari.c - chains short of liberties, read one play deep.
 */
#include "atari.h"

#include <assert.h>

/* Whether c's play at q on b gives every chain of `hit`, c's chains in
 * atari, two liberties again: by extending, or by taking stones.
 * `answered` is overwritten. */
static bool gets_out_at(const struct board *b, int c, const struct bitboard *hit, int q,
			struct board *answered)
{
	if (!board_may_play(b, c, q))
		return false;
	board_copy(answered, b);
	board_play(answered, c, q);
	struct bitboard todo = *hit;
	for (int p; (p = bb_first(&b->grid, &todo)) >= 0;) {
		if (board_liberties(answered, p) < 2)
			return false;
		struct bitboard chain;
		board_chain(answered, p, &chain);
		bb_andnot(&b->grid, &todo, &todo, &chain);
	}
	return true;
}

/* The stones of the chains through `stones` that are in atari on b. */
static void in_atari(const struct board *b, struct bitboard stones, struct bitboard *out)
{
	const struct grid *g = &b->grid;
	bb_zero(out);
	for (int q; (q = bb_first(g, &stones)) >= 0;) {
		struct bitboard chain;
		board_chain(b, q, &chain);
		bb_andnot(g, &stones, &stones, &chain);
		if (board_liberties(b, q) == 1)
			bb_or(g, out, out, &chain);
	}
}

void atari_takes_beside(const struct board *b, int p, struct bitboard *out)
{
	const struct grid *g = &b->grid;
	struct bitboard chain, foes, taken;
	board_chain(b, p, &chain);
	bb_dilate(g, &foes, &chain);
	bb_and(g, &foes, &foes, &b->pos.stone[board_colour(b, p) ^ 1]);
	in_atari(b, foes, &taken);
	/* each in atari: their empty neighbours are their last liberties */
	bb_zero(out);
	bb_dilate(g, out, &taken);
	bb_and(g, out, out, &b->empty);
}

/* Whether c's chains of `hit`, each in atari on b, all get out with one
 * play: at the last liberty of one, or taking a chain beside one that is
 * in atari too. */
static bool gets_out(const struct board *b, int c, const struct bitboard *hit,
		     struct board *answered)
{
	const struct grid *g = &b->grid;
	struct bitboard points, todo = *hit;
	bb_zero(&points);
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard chain, takes;
		board_chain(b, p, &chain);
		bb_andnot(g, &todo, &todo, &chain);
		bb_set(&points, board_last_liberty(b, p));
		atari_takes_beside(b, p, &takes);
		bb_or(g, &points, &points, &takes);
	}
	for (int q; (q = bb_first(g, &points)) >= 0;) {
		bb_clear(&points, q);
		if (gets_out_at(b, c, hit, q, answered))
			return true;
	}
	return false;
}

/* The stones of c's live chains (not of `dead`) next to p that are in
 * atari on b. */
static void ataried_beside(const struct board *b, int c, int p, const struct bitboard *dead,
			   struct bitboard *out)
{
	const struct grid *g = &b->grid;
	struct bitboard near;
	bb_zero(&near);
	bb_set(&near, p);
	bb_dilate(g, &near, &near);
	bb_and(g, &near, &near, &b->pos.stone[c]);
	bb_andnot(g, &near, &near, dead);
	in_atari(b, near, out);
}

bool atari_survives_fills(const struct board *b, int p, const struct bitboard *dead,
			  struct board *filled, struct board *answered)
{
	assert(board_liberties(b, p) == 2);
	const int c = board_colour(b, p);
	struct bitboard libs;
	board_liberty_points(b, p, &libs);
	for (int l; (l = bb_first(&b->grid, &libs)) >= 0;) {
		bb_clear(&libs, l);
		if (!board_may_play(b, c ^ 1, l))
			continue;
		board_copy(filled, b);
		board_play(filled, c ^ 1, l);
		/* In atari now: the stones a fill takes are of the chain's
		 * colour but not of the chain, so none touches it, and the
		 * points they leave are none of its liberties. */
		assert(board_liberties(filled, p) == 1);
		struct bitboard hit, chain;
		ataried_beside(filled, c, l, dead, &hit);
		board_chain(filled, p, &chain); /* even if it joined dead stones */
		bb_or(&b->grid, &hit, &hit, &chain);
		if (!gets_out(filled, c, &hit, answered))
			return false;
	}
	return true;
}
