/*
 * benson_reference.c - Benson's algorithm on sets of points (see the
 * header).
 */
#include "benson_reference.h"

#include <stdlib.h>
#include <string.h>

/* The chains and enclosed regions of one colour. A board of N x N points
 * holds at most (N * N + 1) / 2 of either. */
enum { MAX_PARTS = (BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1) / 2 };

struct parts {
	int chains, regions;
	struct bitboard chain[MAX_PARTS];  /* the stones of each chain */
	struct bitboard around[MAX_PARTS]; /* each chain with its neighbours */
	struct bitboard region[MAX_PARTS];
	bool chain_kept[MAX_PARTS], region_kept[MAX_PARTS];
};

/* The connected parts of `set`, lowest point first. */
static int components(const struct grid *g, const struct bitboard *set, struct bitboard *out)
{
	struct bitboard todo = *set;
	int n = 0;
	for (int p; (p = bb_first(g, &todo)) >= 0; n++) {
		struct bitboard seed;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &out[n], &seed, &todo);
		bb_andnot(g, &todo, &todo, &out[n]);
	}
	return n;
}

static bool is_subset(const struct grid *g, const struct bitboard *a, const struct bitboard *b)
{
	for (int i = 0; i < g->words; i++)
		if (a->w[i] & ~b->w[i])
			return false;
	return true;
}

static bool meets(const struct grid *g, const struct bitboard *a, const struct bitboard *b)
{
	for (int i = 0; i < g->words; i++)
		if (a->w[i] & b->w[i])
			return true;
	return false;
}

/* Benson for colour x: the stones of its pass-alive chains in *alive, and
 * its certain territory in *territory. */
static void analyse(const struct board *b, int x, bool allow_suicide, struct parts *s,
		    struct bitboard *alive, struct bitboard *territory)
{
	const struct grid *g = &b->grid;
	struct bitboard others;
	bb_zero(&others);
	bb_andnot(g, &others, &g->onboard, &b->pos.stone[x]);
	s->chains = components(g, &b->pos.stone[x], s->chain);
	s->regions = components(g, &others, s->region);
	bool *chain_kept = s->chain_kept, *region_kept = s->region_kept;
	struct bitboard *around = s->around;
	for (int j = 0; j < s->chains; j++) {
		bb_zero(&around[j]);
		bb_dilate(g, &around[j], &s->chain[j]);
		chain_kept[j] = true;
	}
	for (int i = 0; i < s->regions; i++)
		region_kept[i] = true;
	for (bool changed = true; changed;) {
		changed = false;
		for (int j = 0; j < s->chains; j++) {
			if (!chain_kept[j])
				continue;
			/* Vital: the region's empty points (or all its points)
			 * lie in the chain's liberty area. */
			int vital = 0;
			for (int i = 0; i < s->regions && vital < 2; i++) {
				if (!region_kept[i])
					continue;
				struct bitboard must;
				if (allow_suicide)
					must = s->region[i];
				else
					bb_and(g, &must, &s->region[i], &b->empty);
				vital += is_subset(g, &must, &around[j]) &&
					 meets(g, &must, &around[j]);
			}
			if (vital < 2) {
				chain_kept[j] = false;
				changed = true;
			}
		}
		for (int i = 0; i < s->regions; i++) {
			if (!region_kept[i])
				continue;
			for (int j = 0; j < s->chains; j++) {
				if (!chain_kept[j] && meets(g, &s->region[i], &around[j])) {
					region_kept[i] = false;
					changed = true;
					break;
				}
			}
		}
	}
	bb_zero(alive);
	bb_zero(territory);
	for (int j = 0; j < s->chains; j++)
		if (chain_kept[j])
			bb_or(g, alive, alive, &s->chain[j]);
	/* Certain territory: bordered by pass-alive chains alone, and every
	 * point next to one of their stones. */
	struct bitboard near_alive;
	bb_zero(&near_alive);
	bb_dilate(g, &near_alive, alive);
	for (int i = 0; i < s->regions; i++) {
		struct bitboard rim;
		bb_zero(&rim);
		bb_dilate(g, &rim, &s->region[i]);
		bb_and(g, &rim, &rim, &b->pos.stone[x]);
		if (!bb_is_empty(g, &rim) && is_subset(g, &rim, alive) &&
		    is_subset(g, &s->region[i], &near_alive))
			bb_or(g, territory, territory, &s->region[i]);
	}
}

void ref_benson(const struct board *b, bool allow_suicide, struct benson *out)
{
	struct parts *parts = malloc(sizeof(*parts));
	if (!parts)
		abort();
	for (int c = BLACK; c <= WHITE; c++)
		analyse(b, c, allow_suicide, parts, &out->alive[c], &out->territory[c]);
	free(parts);
}
