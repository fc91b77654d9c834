/*
 * rng.h - a small, fast, seedable random number generator.
 *
 * xoshiro256** (Blackman and Vigna), seeded through splitmix64 so that any
 * 64-bit seed, 0 included, gives a good state. The state is a plain value:
 * copying it replays the same draws.
 */
#ifndef ISHI_RNG_H
#define ISHI_RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

void rng_seed(struct rng *r, uint64_t seed);

static inline uint64_t rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	const uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	const uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* A uniform integer in [0, n), n >= 1, exactly: Lemire's multiply-shift with
 * rejection of the few low products that would bias it. */
static inline uint32_t rng_below(struct rng *r, uint32_t n)
{
	uint64_t m = (rng_next(r) >> 32) * n;
	if ((uint32_t)m < n) {
		const uint32_t threshold = (uint32_t)-n % n;
		while ((uint32_t)m < threshold)
			m = (rng_next(r) >> 32) * n;
	}
	return (uint32_t)(m >> 32);
}

#endif
