/*
 * rng.h - a small, fast, seedable random number generator.
 *
 * PCG32 (O'Neill's permuted congruential generator, XSH-RR output): a 64-bit
 * linear congruential state whose high bits are scrambled into 32 output
 * bits. One multiply per draw, statistically strong, and the state is a plain
 * value: copying it replays the same draws. Seeds are mixed first, so any
 * 64-bit seed, 0 included, starts well.
 */
#ifndef ISHI_RNG_H
#define ISHI_RNG_H

#include "debug.h"

#include <stdint.h>

struct rng {
	uint64_t state;
};

/* A bijective 64-bit mixer (the splitmix64 finaliser). */
static inline uint64_t rng_mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= UINT64_C(0xbf58476d1ce4e5b9);
	x ^= x >> 27;
	x *= UINT64_C(0x94d049bb133111eb);
	x ^= x >> 31;
	return x;
}

void rng_seed(struct rng *r, uint64_t seed);

/* The seed of stream `stream` of `seed`: each consumer of randomness seeds
 * a generator of its own with one, so that one consumer's draws never shift
 * another's. Stream 0 is seed itself. */
uint64_t rng_stream_seed(uint64_t seed, uint64_t stream);

static inline uint32_t rng_next(struct rng *r)
{
	const uint64_t old = r->state;
	r->state = old * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
	const uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
	const unsigned rot = (unsigned)(old >> 59);
	return (xorshifted >> rot) | (xorshifted << ((32 - rot) & 31));
}

/* A uniform integer in [0, n), n >= 1, exactly: Lemire's multiply-shift,
 * rejecting the few low products that would bias it. */
static inline uint32_t rng_below(struct rng *r, uint32_t n)
{
	DEBUG_ASSERT(n >= 1);
	uint64_t m = (uint64_t)rng_next(r) * n;
	if ((uint32_t)m < n) {
		const uint32_t threshold = (uint32_t)-n % n;
		while ((uint32_t)m < threshold)
			m = (uint64_t)rng_next(r) * n;
	}
	return (uint32_t)(m >> 32);
}

#endif
