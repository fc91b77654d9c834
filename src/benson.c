/*
 * benson.c - pass-alive chains and certain territory.
 */
#include "benson.h"

#include <stdint.h>
#include <string.h>

/* The chains and enclosed regions of one colour: a board of N x N points
 * holds at most (N * N + 1) / 2 of either. A point's label is the index of
 * its chain or region, or NONE. */
enum { MAX_PARTS = (BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1) / 2, NONE = -1, MAX_VITAL = 4 };

/* One colour's parts as labels of the points, some 6 kB on the stack,
 * where sets of points for each part took 75 (and a judgement's peak
 * memory with them). A region is vital to the chains next to every point
 * of it that counts, so to four at most (a point has four neighbours). */
struct parts {
	int chains, regions;
	int16_t chain[MAX_POINTS], region[MAX_POINTS];
	int16_t vital[MAX_PARTS][MAX_VITAL];
	uint8_t vitals[MAX_PARTS];
	bool chain_kept[MAX_PARTS], region_kept[MAX_PARTS];
};

/* Labels the connected parts of `set` 0, 1, ... in label[], lowest point
 * first; returns how many. */
static int label_parts(const struct grid *g, const struct bitboard *set, int16_t *label)
{
	struct bitboard todo = *set;
	int n = 0;
	for (int p; (p = bb_first(g, &todo)) >= 0; n++) {
		struct bitboard seed, part;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &part, &seed, &todo);
		bb_andnot(g, &todo, &todo, &part);
		int q;
		BB_FOR_EACH(q, &part, g->words)
		{
			label[q] = (int16_t)n;
		}
	}
	return n;
}

/* The chains region r is vital to: those next to each of its points that
 * count (its empty points, or all of them when a suicide of two or more
 * stones is allowed, since the opponent may then empty its own stones out
 * of it), if it has any. */
static void find_vital(const struct board *b, bool allow_suicide, struct parts *s)
{
	const struct grid *g = &b->grid;
	bool started[MAX_PARTS];
	memset(started, 0, sizeof(started));
	memset(s->vitals, 0, sizeof(s->vitals));
	int p;
	BB_FOR_EACH(p, &g->onboard, g->words)
	{
		const int r = s->region[p];
		if (r == NONE || (!allow_suicide && !bb_test(&b->empty, p)))
			continue;
		int16_t near[MAX_VITAL];
		int n = 0;
		for (int d = BELOW; d <= ABOVE; d++) {
			const int j = s->chain[p + g->neighbour[d]];
			bool seen = j == NONE;
			for (int k = 0; k < n && !seen; k++)
				seen = near[k] == j;
			if (!seen)
				near[n++] = (int16_t)j;
		}
		if (!started[r]) {
			started[r] = true;
			memcpy(s->vital[r], near, sizeof(near[0]) * (size_t)n);
			s->vitals[r] = (uint8_t)n;
			continue;
		}
		int kept = 0;
		for (int k = 0; k < s->vitals[r]; k++) {
			bool both = false;
			for (int m = 0; m < n && !both; m++)
				both = near[m] == s->vital[r][k];
			if (both)
				s->vital[r][kept++] = s->vital[r][k];
		}
		s->vitals[r] = (uint8_t)kept;
	}
}

/* One round of Benson's: drops every chain with fewer than two vital
 * regions among those kept, then every region next to a chain dropped;
 * whether anything was dropped. */
static bool drop_round(const struct board *b, int x, struct parts *s)
{
	const struct grid *g = &b->grid;
	uint8_t vital_to[MAX_PARTS];
	memset(vital_to, 0, sizeof(vital_to));
	for (int i = 0; i < s->regions; i++) {
		if (!s->region_kept[i])
			continue;
		for (int k = 0; k < s->vitals[i]; k++)
			if (vital_to[s->vital[i][k]] < 2)
				vital_to[s->vital[i][k]]++;
	}
	bool dropped = false;
	for (int j = 0; j < s->chains; j++) {
		if (s->chain_kept[j] && vital_to[j] < 2) {
			s->chain_kept[j] = false;
			dropped = true;
		}
	}
	if (!dropped)
		return false;
	int p;
	BB_FOR_EACH(p, &b->pos.stone[x], g->words)
	{
		if (s->chain_kept[s->chain[p]])
			continue;
		for (int d = BELOW; d <= ABOVE; d++) {
			const int r = s->region[p + g->neighbour[d]];
			if (r != NONE)
				s->region_kept[r] = false;
		}
	}
	return true;
}

/* Benson for colour x: the stones of its pass-alive chains in *alive, and
 * its certain territory in *territory. */
static void analyse(const struct board *b, int x, bool allow_suicide, struct parts *s,
		    struct bitboard *alive, struct bitboard *territory)
{
	const struct grid *g = &b->grid;
	struct bitboard others;
	bb_andnot(g, &others, &g->onboard, &b->pos.stone[x]);
	for (int p = 0; p < MAX_POINTS; p++)
		s->chain[p] = s->region[p] = NONE;
	s->chains = label_parts(g, &b->pos.stone[x], s->chain);
	s->regions = label_parts(g, &others, s->region);
	for (int j = 0; j < s->chains; j++)
		s->chain_kept[j] = true;
	for (int i = 0; i < s->regions; i++)
		s->region_kept[i] = true;
	find_vital(b, allow_suicide, s);
	while (drop_round(b, x, s))
		;
	bb_zero(alive);
	int p;
	BB_FOR_EACH(p, &b->pos.stone[x], g->words)
	{
		if (s->chain_kept[s->chain[p]])
			bb_set(alive, p);
	}
	/* Certain territory: a region bordered by pass-alive chains alone,
	 * every point of it next to one of their stones. */
	struct bitboard near_alive;
	bb_dilate(g, &near_alive, alive);
	bool bordered[MAX_PARTS], certain[MAX_PARTS];
	memset(bordered, 0, sizeof(bordered));
	memset(certain, 1, sizeof(certain));
	BB_FOR_EACH(p, &others, g->words)
	{
		const int r = s->region[p];
		if (!bb_test(&near_alive, p))
			certain[r] = false;
		for (int d = BELOW; d <= ABOVE; d++) {
			const int q = p + g->neighbour[d];
			if (s->chain[q] == NONE)
				continue;
			bordered[r] = true;
			if (!bb_test(alive, q))
				certain[r] = false;
		}
	}
	bb_zero(territory);
	BB_FOR_EACH(p, &others, g->words)
	{
		const int r = s->region[p];
		if (bordered[r] && certain[r])
			bb_set(territory, p);
	}
}

void benson_analyse(const struct board *b, bool allow_suicide, struct benson *out)
{
	struct parts parts; /* on the stack, with no allocation to fail */
	for (int c = BLACK; c <= WHITE; c++)
		analyse(b, c, allow_suicide, &parts, &out->alive[c], &out->territory[c]);
}
