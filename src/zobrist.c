/*
 * zobrist.c - hashes of sets of stones.
 */
#include "zobrist.h"

uint64_t zobrist_of_stones(const struct grid *g, int c, const struct bitboard *stones)
{
	uint64_t h = 0;
	int p;
	BB_FOR_EACH(p, stones, g->words)
	{
		h ^= zobrist_key(c, p);
	}
	return h;
}

uint64_t zobrist_hash(const struct grid *g, const struct position *pos)
{
	return zobrist_of_stones(g, BLACK, &pos->stone[BLACK]) ^
	       zobrist_of_stones(g, WHITE, &pos->stone[WHITE]);
}
