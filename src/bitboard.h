/*
 * bitboard.h - sets of board points as arrays of 64-bit words.
 *
 * Layout. A board of size N (1..25) is stored row by row with a stride of
 * N + 1: every row is followed by one guard bit, and a guard row lies below
 * the first row and above the last. The point in column x (0 = A) and row y
 * (0 = the bottom row, "1" in GTP) has the index
 *
 *	p = (y + 1) * stride + x + 1
 *
 * so its neighbours are p - 1, p + 1, p - stride and p + stride, and its
 * diagonal neighbours p +- stride +- 1. Every neighbour and diagonal of an
 * on-board point is a valid index, and index 0 is never on the board (it
 * serves as "no point"). One index space serves the bit sets and every
 * per-point array of the rules core.
 *
 * Invariants: bits outside the board are zero in every set the rules core
 * keeps (stones, empty points), except in chain closures, which may hold
 * guard bits that are always masked before use.
 *
 * This is the only file with raw shifts and bit intrinsics.
 */
#ifndef ISHI_BITBOARD_H
#define ISHI_BITBOARD_H

#include "debug.h"

#include <stdbool.h>
#include <stdint.h>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

enum {
	BOARD_MIN_SIZE = 1,
	BOARD_MAX_SIZE = 25,
	/* (25 + 2) * 26 + 1 indices, rounded up to words, plus one spare
	 * word so that a 64-bit window may always read one word past. */
	MAX_POINTS = (BOARD_MAX_SIZE + 2) * (BOARD_MAX_SIZE + 1) + 1,
	BB_WORDS = (MAX_POINTS + 63) / 64 + 1,
};

struct bitboard {
	uint64_t w[BB_WORDS];
};

/* The geometry of one board size: everything derived from N. */
struct grid {
	int size;         /* N */
	int stride;       /* N + 1 */
	int points;       /* index space: every index is below this */
	int words;        /* words that cover the index space */
	int neighbour[4]; /* offsets, indexed by enum direction */
	/* A point and its orthogonal neighbours, and its diagonal neighbours,
	 * as 64-bit windows placed at p - stride and p - stride - 1. */
	uint64_t cross_window;
	uint64_t diagonal_window;
	struct bitboard onboard;
};

/* A point's orthogonal neighbours, in index order: the row below
 * (p - stride), the point left of it, right of it, and the row above. */
enum direction { BELOW, LEFT, RIGHT, ABOVE };

/* Fills in the geometry for an N x N board, 1 <= N <= 25. */
void bb_grid_init(struct grid *g, int size);

static inline int grid_point(const struct grid *g, int x, int y)
{
	return (y + 1) * g->stride + x + 1;
}

static inline int grid_x(const struct grid *g, int p)
{
	return p % g->stride - 1;
}

static inline int grid_y(const struct grid *g, int p)
{
	return p / g->stride - 1;
}

/* Keeps a rare path out of its caller, so the common path stays lean. */
#if defined(__GNUC__)
#define COLD_PATH __attribute__((noinline))
#else
#define COLD_PATH
#endif

/* Bit intrinsics, with portable fallbacks. ctz64 needs x != 0. */
static inline int ctz64(uint64_t x)
{
	DEBUG_ASSERT(x != 0);
#if defined(__GNUC__)
	return __builtin_ctzll(x);
#else
	int n = 0;
	while (!(x & 1)) {
		x >>= 1;
		n++;
	}
	return n;
#endif
}

static inline int popcount64(uint64_t x)
{
#if defined(__GNUC__) && (defined(__POPCNT__) || !defined(__x86_64__))
	return __builtin_popcountll(x);
#elif defined(__GNUC__)
	/* x86-64 without POPCNT (the portable build): GCC would call libgcc's
	 * table loop; counting in parallel inside the word is faster. */
	x -= (x >> 1) & 0x5555555555555555u;
	x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (int)((x * 0x0101010101010101u) >> 56);
#else
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
#endif
}

/* Whether x has no more than one bit set. */
static inline bool at_most_one_bit(uint64_t x)
{
	return (x & (x - 1)) == 0;
}

/* The index of the n-th lowest set bit of x (n counts from 0); x must have
 * more than n set bits. */
static inline int select64(uint64_t x, int n)
{
	DEBUG_ASSERT(n >= 0 && popcount64(x) > n);
#if defined(__BMI2__)
	return ctz64(_pdep_u64((uint64_t)1 << n, x));
#else
	/* Binary search: keep the half that holds the bit. */
	int base = 0;
	for (int half = 32; half >= 1; half >>= 1) {
		const uint64_t low = x & ((((uint64_t)1 << half) - 1));
		const int count = popcount64(low);
		if (n >= count) {
			n -= count;
			x >>= half;
			base += half;
		} else {
			x = low;
		}
	}
	return base;
#endif
}

static inline bool bb_test(const struct bitboard *b, int p)
{
	return (b->w[p >> 6] >> (p & 63)) & 1;
}

static inline void bb_set(struct bitboard *b, int p)
{
	b->w[p >> 6] |= (uint64_t)1 << (p & 63);
}

static inline void bb_clear(struct bitboard *b, int p)
{
	b->w[p >> 6] &= ~((uint64_t)1 << (p & 63));
}

/* Bit-word views of the same operations, for the flat per-chain tables. */
static inline bool words_test(const uint64_t *w, int p)
{
	return (w[p >> 6] >> (p & 63)) & 1;
}

/* ORs a pattern of at most 64 bits into w, its bit 0 landing on bit
 * `offset`. The word after the last one touched is always written (with
 * zero when nothing spills), so w must have a word to spare there. */
static inline void words_or_window(uint64_t *w, int offset, uint64_t pattern)
{
	int k = offset >> 6, s = offset & 63;
	w[k] |= pattern << s;
	/* Two shifts: a single shift by 64 - s would be undefined for s = 0. */
	w[k + 1] |= pattern >> 1 >> (63 - s);
}

/* Clears the bits of a pattern of at most 64 bits in w, its bit 0 on bit
 * `offset`: the inverse of words_or_window, with the same spare word. */
static inline void words_clear_window(uint64_t *w, int offset, uint64_t pattern)
{
	int k = offset >> 6, s = offset & 63;
	w[k] &= ~(pattern << s);
	w[k + 1] &= ~(pattern >> 1 >> (63 - s));
}

/* The 64 bits of w that start at bit `offset`. */
static inline uint64_t words_window(const uint64_t *w, int offset)
{
	int k = offset >> 6, s = offset & 63;
	return (w[k] >> s) | (w[k + 1] << 1 << (63 - s));
}

/* Iterates p over the members of a set, lowest first. The set must not
 * change while the loop runs. */
#define BB_FOR_EACH(p, set, nwords)                                                                \
	for (int bb_i_ = 0; bb_i_ < (nwords); bb_i_++)                                             \
		for (uint64_t bb_x_ = (set)->w[bb_i_];                                             \
		     bb_x_ && ((p) = bb_i_ * 64 + ctz64(bb_x_), 1); bb_x_ &= bb_x_ - 1)

/* Whole-set operations. They cover the first g->words words; the rest of
 * every set is zero. */
void bb_zero(struct bitboard *out);
bool bb_is_empty(const struct grid *g, const struct bitboard *a);
bool bb_equal(const struct grid *g, const struct bitboard *a, const struct bitboard *b);
int bb_count(const struct grid *g, const struct bitboard *a);
void bb_and(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	    const struct bitboard *b);
void bb_or(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	   const struct bitboard *b);
void bb_andnot(const struct grid *g, struct bitboard *out, const struct bitboard *a,
	       const struct bitboard *b);

/* out = a plus every on-board orthogonal neighbour of a. */
void bb_dilate(const struct grid *g, struct bitboard *out, const struct bitboard *a);

/* out = the points of `within` connected to `seed` through orthogonal steps
 * inside `within` (seed points outside `within` are dropped). */
void bb_fill(const struct grid *g, struct bitboard *out, const struct bitboard *seed,
	     const struct bitboard *within);

/* The lowest member of a, or -1 if a is empty. */
int bb_first(const struct grid *g, const struct bitboard *a);

#endif
