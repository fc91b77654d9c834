/*
 * rng.c - seeding.
 */
#include "rng.h"

#include "zobrist.h"

void rng_seed(struct rng *r, uint64_t seed)
{
	r->state = mix64(seed + UINT64_C(0x9e3779b97f4a7c15));
	rng_next(r);
}
