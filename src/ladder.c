/*
 * ladder.c - ladders read on the playout board.
 */
#include "ladder.h"

#include "thread.h"

/* A reading's deepest line: each step of the chase spends two plays of the
 * budget and holds a copy of the board on the stack (LADDER_PLAYS / 2 + 1
 * of them, and the first copy of ladder_escape_caught or
 * ladder_atari_catches), which must fit a thread's with room to spare. */
_Static_assert((LADDER_PLAYS / 2 + 3) * sizeof(struct pboard) < THREAD_STACK / 4,
	       "a ladder's reading fits in a quarter of a thread's stack");

int ladder_liberties(const struct pboard *b, int h, int most, int libs[2])
{
	int found[3], n = 0, q = h;
	DEBUG_ASSERT(most >= 1 && most <= 3);
	do {
		for (unsigned e = pboard_empty_mask(b->info[q]); e; e &= e - 1) {
			const int lib = q + b->offset[ctz64(e)];
			bool again = false;
			for (int i = 0; i < n; i++)
				again |= found[i] == lib;
			if (!again) {
				if (n < 2)
					libs[n] = lib;
				found[n++] = lib;
				if (n == most)
					return n;
			}
		}
		q = b->next[q];
	} while (q != h);
	return n;
}

/* Whether c's chain headed by h touches a chain of the opponent's in
 * atari, which it could take to escape. */
static bool can_capture_around(const struct pboard *b, int c, int h)
{
	const uint32_t theirs = (uint32_t)1 << (PBOARD_STONE_SHIFT + (c ^ 1));
	int libs[2], q = h;
	do {
		for (int d = BELOW; d <= ABOVE; d++) {
			const uint32_t info = b->info[q + b->offset[d]];
			if (info & theirs &&
			    ladder_liberties(b, pboard_head_of(info), 2, libs) == 1 &&
			    !(libs[0] == b->ko_point && c == b->ko_colour))
				return true;
		}
		q = b->next[q];
	} while (q != h);
	return false;
}

static bool chased(const struct pboard *b, int c, int stone, int *budget);

/* c's chain with a stone on `stone`, c to move on b (which this changes):
 * whether it is caught, reading the chase on. */
static bool caught(struct pboard *b, int c, int stone, int *budget)
{
	int libs[2];
	const int h = pboard_head_of(b->info[stone]);
	if (ladder_liberties(b, h, 2, libs) != 1 || can_capture_around(b, c, h))
		return false;
	--*budget;
	if (!pboard_try_light(b, c, libs[0]))
		return true;
	const int n = ladder_liberties(b, pboard_head_of(b->info[stone]), 3, libs);
	return n <= 1 || (n == 2 && chased(b, c, stone, budget));
}

/* c's chain with a stone on `stone` has two liberties and the opponent is
 * to move: whether one of the two ataris catches it. */
static bool chased(const struct pboard *b, int c, int stone, int *budget)
{
	int libs[2];
	ladder_liberties(b, pboard_head_of(b->info[stone]), 2, libs);
	/* In the order of the points, not of the chain's list (which differs
	 * between boards of one position): a reading the budget cuts short
	 * then says the same of the same position. */
	if (libs[0] > libs[1]) {
		const int low = libs[1];
		libs[1] = libs[0];
		libs[0] = low;
	}
	for (int i = 0; i < 2 && *budget > 0; i++) {
		struct pboard t;
		pboard_copy(&t, b);
		--*budget;
		if (pboard_try_light(&t, c ^ 1, libs[i]) && caught(&t, c, stone, budget))
			return true;
	}
	return false;
}

bool ladder_escape_caught(const struct pboard *b, int c, int lib)
{
	/* Three empty neighbours are three liberties: no copy needed. */
	const unsigned empty = pboard_empty_mask(b->info[lib]);
	if (popcount64(empty) >= 3)
		return false;
	struct pboard t;
	pboard_copy(&t, b);
	if (!pboard_try_light(&t, c, lib))
		return true;
	int libs[2], budget = LADDER_PLAYS;
	const int n = ladder_liberties(&t, pboard_head_of(t.info[lib]), 3, libs);
	return n <= 1 || (n == 2 && chased(&t, c, lib, &budget));
}

bool ladder_atari_catches(const struct pboard *b, int c, int p)
{
	struct pboard t;
	pboard_copy(&t, b);
	if (!pboard_try_light(&t, c, p))
		return false;
	const uint32_t theirs = (uint32_t)1 << (PBOARD_STONE_SHIFT + (c ^ 1));
	bool any = false;
	for (int d = BELOW; d <= ABOVE; d++) {
		const uint32_t info = t.info[p + t.offset[d]];
		int libs[2];
		if (!(info & theirs))
			continue;
		const int h = pboard_head_of(info);
		if (ladder_liberties(&t, h, 2, libs) != 1)
			continue;
		if (can_capture_around(&t, c ^ 1, h) || !ladder_escape_caught(&t, c ^ 1, libs[0]))
			return false;
		any = true;
	}
	return any;
}
