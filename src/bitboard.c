/*
 * bitboard.c - whole-set operations and the board geometry.
 */
#include "bitboard.h"

#include <assert.h>
#include <string.h>

void bb_grid_init(struct grid *g, int size)
{
	assert(size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE);
	memset(g, 0, sizeof(*g));
	g->size = size;
	g->stride = size + 1;
	g->points = (size + 2) * g->stride + 1;
	g->words = (g->points + 63) / 64;
	const int s = g->stride;
	g->neighbour[BELOW] = -s;
	g->neighbour[LEFT] = -1;
	g->neighbour[RIGHT] = 1;
	g->neighbour[ABOVE] = s;
	g->cross_window = 1 | (uint64_t)1 << (s - 1) | (uint64_t)1 << s | (uint64_t)1 << (s + 1) |
			  (uint64_t)1 << (2 * s);
	g->diagonal_window =
		1 | (uint64_t)1 << 2 | (uint64_t)1 << (2 * s) | (uint64_t)1 << (2 * s + 2);
	for (int y = 0; y < size; y++)
		for (int x = 0; x < size; x++)
			bb_set(&g->onboard, grid_point(g, x, y));
}

void bb_zero(struct bitboard *out)
{
	memset(out, 0, sizeof(*out));
}

bool bb_is_empty(const struct grid *g, const struct bitboard *a)
{
	uint64_t any = 0;
	for (int i = 0; i < g->words; i++)
		any |= a->w[i];
	return any == 0;
}

bool bb_equal(const struct grid *g, const struct bitboard *a, const struct bitboard *b)
{
	uint64_t diff = 0;
	for (int i = 0; i < g->words; i++)
		diff |= a->w[i] ^ b->w[i];
	return diff == 0;
}

int bb_count(const struct grid *g, const struct bitboard *a)
{
	int n = 0;
	for (int i = 0; i < g->words; i++)
		n += popcount64(a->w[i]);
	return n;
}

void bb_and(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	    const struct bitboard *b)
{
	for (int i = 0; i < g->words; i++)
		out->w[i] = a->w[i] & b->w[i];
}

void bb_or(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	   const struct bitboard *b)
{
	for (int i = 0; i < g->words; i++)
		out->w[i] = a->w[i] | b->w[i];
}

void bb_andnot(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	       const struct bitboard *b)
{
	for (int i = 0; i < g->words; i++)
		out->w[i] = a->w[i] & ~b->w[i];
}

/* Shifts carry bits across words: towards higher indices (left) the low
 * bits of word i come from the top of word i - 1, and the other way round.
 * The guard column and guard rows keep shifted bits from wrapping onto
 * another row's edge; the on-board mask then drops them. */
void bb_dilate(const struct grid *g, struct bitboard *out, const struct bitboard *a)
{
	const int s = g->stride, n = g->words;
	struct bitboard r;
	for (int i = 0; i < n; i++) {
		uint64_t here = a->w[i];
		uint64_t below = i > 0 ? a->w[i - 1] : 0;
		uint64_t above = i + 1 < n ? a->w[i + 1] : 0;
		uint64_t plus_one = (here << 1) | (below >> 63);
		uint64_t minus_one = (here >> 1) | (above << 63);
		uint64_t plus_row = (here << s) | (below >> (64 - s));
		uint64_t minus_row = (here >> s) | (above << (64 - s));
		r.w[i] = (here | plus_one | minus_one | plus_row | minus_row) & g->onboard.w[i];
	}
	for (int i = 0; i < n; i++)
		out->w[i] = r.w[i];
}

void bb_fill(const struct grid *g, struct bitboard *out, const struct bitboard *seed,
	     const struct bitboard *within)
{
	struct bitboard cur, next;
	bb_zero(&cur);
	bb_and(g, &cur, seed, within);
	for (;;) {
		bb_zero(&next);
		bb_dilate(g, &next, &cur);
		bb_and(g, &next, &next, within);
		if (bb_equal(g, &next, &cur))
			break;
		cur = next;
	}
	*out = cur;
}

int bb_first(const struct grid *g, const struct bitboard *a)
{
	for (int i = 0; i < g->words; i++)
		if (a->w[i])
			return i * 64 + ctz64(a->w[i]);
	return -1;
}
