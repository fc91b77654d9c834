/*
 * rng.c - seeding.
 */
#include "rng.h"

#include "zobrist.h"

void rng_seed(struct rng *r, uint64_t seed)
{
	/* splitmix64: consecutive increments of the golden ratio, mixed. */
	for (int i = 0; i < 4; i++) {
		seed += UINT64_C(0x9e3779b97f4a7c15);
		r->s[i] = mix64(seed);
	}
}
