/*
 * rng.c - seeding.
 */
#include "rng.h"

void rng_seed(struct rng *r, uint64_t seed)
{
	r->state = rng_mix64(seed + UINT64_C(0x9e3779b97f4a7c15));
	rng_next(r);
}

uint64_t rng_stream_seed(uint64_t seed, uint64_t stream)
{
	return stream ? rng_mix64(seed ^ rng_mix64(stream)) : seed;
}
