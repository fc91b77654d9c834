/*
 * fight.c - the fights the seki reading reads, found on the board.
 */
#include "fight.h"

#include <stddef.h>

/* Whether every chain next to the fight's stones from outside has two
 * liberties or more: the reading takes them for live walls. */
static bool walls_stand(const struct board *b, const struct bitboard *stones)
{
	const struct grid *g = &b->grid;
	struct bitboard walls;
	bb_zero(&walls);
	bb_dilate(g, &walls, stones);
	bb_andnot(g, &walls, &walls, stones);
	bb_andnot(g, &walls, &walls, &b->empty);
	int p;
	BB_FOR_EACH(p, &walls, g->words)
	{
		if (board_liberties(b, p) < 2)
			return false;
	}
	return true;
}

/* An open fight takes in the empty regions of SMALL_REGION points or fewer
 * that its stones touch (of bigger ones, only their liberties), and a
 * chain around it with fewer than OPEN_WALL_LIBERTIES liberties of its
 * own outside the fight is no wall. (Regions of five or six points taken
 * in whole, with the chains around them, made fights too big to read
 * that the playouts then misjudged: human-corpus.md.) A fight gathered
 * so that cannot be read is gathered once more with NARROW_WALL_LIBERTIES
 * instead: a wall of two liberties outside stands, rather than bring in
 * the chains around it, and theirs, until the fight is too big to read
 * and the playouts guess a race they split evenly (human-corpus.md,
 * 2017-03-12-21). */
enum { SMALL_REGION = 4, OPEN_WALL_LIBERTIES = 3, NARROW_WALL_LIBERTIES = 2 };

/* Numbers the fight of `stones` and the empty `points` around them on
 * k's local board, in board order. A point outside it next to a local point
 * is a wall of its stone's colour, or, if empty, of the colour of owned
 * that holds it; false if an empty one is in neither (owned NULL: none
 * is). */
static bool number(const struct board *b, const struct bitboard *stones,
		   const struct bitboard *points, const struct bitboard *owned, struct fight *k)
{
	const struct grid *g = &b->grid;
	int local[MAX_POINTS];
	struct bitboard members;
	bb_or(g, &members, stones, points);
	k->n = 0;
	int q;
	BB_FOR_EACH(q, &members, g->words)
	{
		local[q] = k->n;
		k->point[k->n++] = q;
	}
	k->all = k->n == FIGHT_POINTS ? ~(uint64_t)0 : ((uint64_t)1 << k->n) - 1;
	k->stone[BLACK] = k->stone[WHITE] = k->wall[BLACK] = k->wall[WHITE] = 0;
	for (int i = 0; i < k->n; i++) {
		const uint64_t bit = (uint64_t)1 << i;
		if (board_is_stone(b, k->point[i]))
			k->stone[board_colour(b, k->point[i])] |= bit;
		k->nbr[i] = 0;
		for (int d = BELOW; d <= ABOVE; d++) {
			const int r = k->point[i] + g->neighbour[d];
			if (bb_test(&members, r))
				k->nbr[i] |= (uint64_t)1 << local[r];
			else if (board_is_stone(b, r))
				k->wall[board_colour(b, r)] |= bit;
			else if (owned && bb_test(&owned[BLACK], r))
				k->wall[BLACK] |= bit;
			else if (owned && bb_test(&owned[WHITE], r))
				k->wall[WHITE] |= bit;
			else if (bb_test(&g->onboard, r))
				return false;
		}
	}
	return true;
}

/* The chains around the one through p, and around those, through the
 * empty regions they touch, until no chain is left to take in. */
bool fight_gather(const struct board *b, int p, const struct fight_bounds *f, struct fight *k,
		  struct bitboard *stones)
{
	const struct grid *g = &b->grid;
	struct bitboard all, libs, more;
	bb_or(g, &all, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	board_chain(b, p, stones);
	bool ok = true;
	for (;;) {
		/* The empty regions the stones touch, and the chains that
		 * touch those. */
		bb_zero(&libs);
		bb_dilate(g, &libs, stones);
		bb_and(g, &libs, &libs, &b->empty);
		bb_fill(g, &libs, &libs, &b->empty);
		if (bb_count(g, &libs) > FIGHT_MAX_EMPTY)
			ok = false;
		bb_zero(&more);
		bb_dilate(g, &more, &libs);
		bb_and(g, &more, &more, &all);
		bb_andnot(g, &more, &more, stones);
		const int q = bb_first(g, &more);
		if (q < 0 || !ok)
			break;
		struct bitboard chain;
		board_chain(b, q, &chain);
		bb_or(g, stones, stones, &chain);
	}
	struct bitboard barred;
	bb_and(g, &barred, stones, f->exclude);
	const int nstones = bb_count(g, stones), nlibs = bb_count(g, &libs);
	return ok && bb_is_empty(g, &barred) && nlibs > 0 && nstones + nlibs <= FIGHT_POINTS &&
	       walls_stand(b, stones) && number(b, stones, &libs, NULL, k);
}

/* How many of the empty points `libs` are safe for colour c: eye-shaped,
 * each neighbour on the board a stone of c, so that the opponent plays
 * there only to capture, or in c's territory (`owned`), where the
 * opponent's stone would have to live first. (Diagonals are not asked:
 * such an eye is false only if a chain around it falls, and a fight takes
 * in the chains next to it on their own merits.) */
static int safe_liberties(const struct board *b, int c, const struct bitboard *libs,
			  const struct bitboard owned[2])
{
	int safe = 0, p;
	BB_FOR_EACH(p, libs, b->grid.words)
	{
		const uint32_t info = b->info[p];
		safe += (info_empty_mask(info) == 0 && info_mask(info, c ^ 1) == 0) ||
			bb_test(&owned[c], p);
	}
	return safe;
}

/* The chains next to `near` that an open fight takes in: those not
 * `alive`, and those with fewer than `wall_liberties` liberties outside
 * its empty `points` (a wall the fight may take) unless two of them are
 * safe (safe_liberties: the opponent fills neither but to capture, or
 * but by invading); never a `firm` one. */
static void taken_in(const struct board *b, const struct fight_bounds *f,
		     const struct bitboard *near, const struct bitboard *points, int wall_liberties,
		     struct bitboard *out)
{
	const struct grid *g = &b->grid;
	struct bitboard around, stones;
	bb_or(g, &stones, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_dilate(g, &around, near);
	bb_and(g, &around, &around, &stones);
	bb_andnot(g, &around, &around, near);
	bb_andnot(g, &around, &around, f->firm);
	bb_andnot(g, out, &around, f->alive);
	bb_andnot(g, &around, &around, out);
	for (struct bitboard chain; !bb_is_empty(g, &around);) {
		board_chain(b, bb_first(g, &around), &chain);
		bb_andnot(g, &around, &around, &chain);
		struct bitboard outside;
		bb_dilate(g, &outside, &chain);
		bb_and(g, &outside, &outside, &b->empty);
		bb_andnot(g, &outside, &outside, points);
		if (bb_count(g, &outside) < wall_liberties &&
		    safe_liberties(b, board_colour(b, bb_first(g, &chain)), &outside, f->owned) < 2)
			bb_or(g, out, out, &chain);
	}
}

/* Builds the open fight around the chain through p: its stones, their
 * liberties and the small empty regions (SMALL_REGION) they touch, and
 * every chain taken_in with `wall_liberties`, until no more is; false if
 * it holds too many points, is too big to read, has a wall in atari, or
 * touches an empty point that no colour owns. */
static bool gather_open(const struct board *b, int p, const struct fight_bounds *f,
			int wall_liberties, struct fight *k, struct bitboard *stones)
{
	const struct grid *g = &b->grid;
	struct bitboard points, near, more;
	board_chain(b, p, stones);
	for (;;) {
		struct bitboard libs;
		bb_dilate(g, &libs, stones);
		bb_and(g, &libs, &libs, &b->empty);
		points = libs;
		for (struct bitboard todo = libs, region; !bb_is_empty(g, &todo);) {
			struct bitboard seed;
			bb_zero(&seed);
			bb_set(&seed, bb_first(g, &todo));
			bb_fill(g, &region, &seed, &b->empty);
			bb_andnot(g, &todo, &todo, &region);
			if (bb_count(g, &region) <= SMALL_REGION)
				bb_or(g, &points, &points, &region);
		}
		if (bb_count(g, &points) > FIGHT_MAX_EMPTY)
			return false;
		bb_or(g, &near, &points, stones);
		taken_in(b, f, &near, &points, wall_liberties, &more);
		if (bb_is_empty(g, &more))
			break;
		bb_or(g, stones, stones, &more);
	}
	return bb_count(g, stones) + bb_count(g, &points) <= FIGHT_POINTS &&
	       walls_stand(b, stones) && number(b, stones, &points, f->owned, k);
}

bool fight_gather_open(const struct board *b, int p, const struct fight_bounds *f, struct fight *k,
		       struct bitboard *stones)
{
	if (gather_open(b, p, f, OPEN_WALL_LIBERTIES, k, stones))
		return true;
	const struct bitboard wide = *stones;
	if (gather_open(b, p, f, NARROW_WALL_LIBERTIES, k, stones))
		return true;
	*stones = wide;
	return false;
}

void fight_to_board(const struct fight *k, uint64_t set, struct bitboard *out)
{
	for (; set; set &= set - 1)
		bb_set(out, k->point[ctz64(set)]);
}

void fight_walls(const struct board *b, const struct fight *k, struct bitboard *walls)
{
	const struct grid *g = &b->grid;
	struct bitboard points, stones;
	bb_zero(&points);
	fight_to_board(k, k->all, &points);
	bb_zero(walls);
	bb_dilate(g, walls, &points);
	bb_or(g, &stones, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_and(g, walls, walls, &stones);
	bb_andnot(g, walls, walls, &points);
}
