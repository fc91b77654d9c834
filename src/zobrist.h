/*
 * zobrist.h - 64-bit position hashes.
 *
 * The key of a stone is a strong mix (rng_mix64) of its colour and point,
 * computed on demand, so there is no table to build or share. A position's hash is the
 * XOR of the keys of its stones; the empty board hashes to 0.
 */
#ifndef ISHI_ZOBRIST_H
#define ISHI_ZOBRIST_H

#include "board.h"
#include "rng.h"

#include <stdint.h>

static inline uint64_t zobrist_key(int c, int p)
{
	return rng_mix64(((uint64_t)p << 1 | (uint64_t)c) + UINT64_C(0x9e3779b97f4a7c15));
}

/* The XOR of the keys of every stone in `stones` of colour c. */
uint64_t zobrist_of_stones(const struct grid *g, int c, const struct bitboard *stones);

/* The hash of a whole position. */
uint64_t zobrist_hash(const struct grid *g, const struct position *pos);

#endif
