/*
 * moggy.h - the heavy playout policy: MoGo's rules, as Pachi's "moggy"
 * plays them, on the playout board.
 *
 * A move of a heavy playout, for c, the opponent having just played
 * `last` (playout.h's struct playout_policy, whose choose and permit these
 * are), is the first of these that applies; each rule is tried only with
 * its rate's probability, drawn from the playout's generator:
 * 1. Capture: of the opponent's chains with a stone on `last` or on one of
 *    its eight neighbours, those in atari; the largest is taken at its
 *    liberty (unless that is the ko point c may not retake).
 * 2. Escape: of c's chains next to `last`, those the move left in atari,
 *    the largest that can be saved is: by capturing an opponent chain in
 *    atari next to it, else by extending at its liberty if that leaves it
 *    two liberties or more and no ladder catches it (ladder.h). A chain
 *    that cannot gain liberties, or would run into a ladder, is left to its
 *    fate.
 * 3. Patterns: the empty points among the eight neighbours of `last`
 *    whose 3x3 neighbourhood matches one of MoGo's patterns (Gelly et al.,
 *    "Modification of UCT with patterns in Monte-Carlo Go", 2006: hane,
 *    cuts, the edge's moves), one picked uniformly; a match that would be a
 *    self-atari, the ko point, an eye of c or suicide is passed over.
 * 4. Otherwise the uniform draw of every policy (playout.h), in which
 *    permit refuses a self-atari of MOGGY_SELF_ATARI_STONES stones or more
 *    (a play that captures nothing and leaves the chain it makes with one
 *    liberty) with the self-atari rate's probability; a lone stone's
 *    self-atari, a throw-in, stays.
 * The proposals of rules 1 to 3 are light moves of c (legal under simple
 * ko, no suicide, no eye of c's own filled), so the loop plays them.
 *
 * The playout board keeps pseudo-liberties, not liberties (pboard.h); the
 * policy reads what it needs around `last` on demand: a chain counting
 * more than four pseudo-liberties has two liberties or more (one liberty
 * touches at most four of its stones), and one counting k <= 4 is in
 * atari exactly when the first liberty found walking it touches it on k
 * sides. So the light playouts pay nothing for it, and the heavy ones
 * walk only the short-of-liberties chains near the last move.
 *
 * The 3x3 patterns are a table built by moggy_init: one bit per
 * arrangement of the eight neighbours (each empty, black, white or off the
 * board: 4^8 arrangements), with the patterns' rotations, reflections and
 * the colours' exchange folded in (MoGo's patterns hold for either colour
 * to move). After init a struct moggy is only read, so one serves every
 * thread of playout_many_parallel.
 *
 * The search plugs it in as any policy: a struct moggy set up once by
 * moggy_init, and &m.base as a playout_job's policy, with the job's `last`
 * the move played before its start (the rules answer it at the first move
 * of each playout; PASS leaves that move to the draw).
 *
 * What it costs: some 3.9 times the instructions of a light move (about
 * 1150 on 9x9, 1260 on 19x19, against 292 and 328), four times the time
 * per playout. Its rules can make a playout cycle where light moves would
 * not, two kos taken in turn with a pass between (a pass frees a ko under
 * simple ko): one 9x9 playout in some tens of thousands reaches
 * playout_move_cap, which ends it as it ends any other.
 */
#ifndef ISHI_MOGGY_H
#define ISHI_MOGGY_H

#include "pboard.h"
#include "playout.h"
#include "rng.h"

#include <stdbool.h>
#include <stdint.h>

/* Each rule's probability of being tried, from 0 to 1. */
struct moggy_rates {
	double capture, escape, pattern, self_atari;
};

/* The default rates: each rule tried nine times in ten, the self-atari
 * refused always. */
void moggy_default_rates(struct moggy_rates *rates);

enum {
	MOGGY_SELF_ATARI_STONES = 2, /* the smallest self-atari permit refuses */
	MOGGY_CODES = 1 << 16,       /* arrangements of the eight neighbours */
	MOGGY_WORDS = MOGGY_CODES / 64,
};

struct moggy {
	struct playout_policy base; /* first: &m->base is the policy */
	/* The rates as thresholds of rng_next's 32 bits, 2^32 for always. */
	uint64_t capture, escape, pattern, self_atari;
	/* A bit per neighbourhood code (moggy_code): whether a play at its
	 * centre matches a pattern, for either colour. */
	uint64_t patterns[MOGGY_WORDS];
};

/* Sets up m with the rates given (NULL: the defaults), rates outside 0..1
 * taken as the nearest end. */
void moggy_init(struct moggy *m, const struct moggy_rates *rates);

/* The neighbourhood code of p, a point on the board: 2 bits for each of
 * its eight neighbours, row by row from p - stride - 1 to p + stride + 1
 * (skipping p), 0 empty, 1 black, 2 white, 3 off the board. */
uint32_t moggy_code(const struct pboard *b, int p);

/* Whether a play at the empty point p, by either colour, matches one of
 * the patterns, by the 3x3 arrangement around it alone (legality aside). */
bool moggy_pattern_at(const struct moggy *m, const struct pboard *b, int p);

/* The only liberty of the chain headed by h, or 0 if it has two or more. */
int moggy_head_atari_liberty(const struct pboard *b, int h);

/* The same for the chain with a stone on p; a chain counting more than
 * four pseudo-liberties, most of them, is told inline. */
ALWAYS_INLINE int moggy_atari_liberty(const struct pboard *b, int p)
{
	DEBUG_ASSERT(b->info[p] & PBOARD_STONES);
	const int h = pboard_head_of(b->info[p]);
	return b->libs[h] > 4 ? 0 : moggy_head_atari_liberty(b, h);
}

/* Whether c's play at the empty point p would capture nothing and leave
 * the chain it makes with at most one liberty, and that chain's stones in
 * *stones (unless NULL; counted only then). */
bool moggy_is_self_atari(const struct pboard *b, int c, int p, int *stones);

/* The liberty of an opponent chain in atari next to c's chain headed by
 * h, which c may take there (not the ko point barred to c); 0 if none. */
int moggy_capture_around(const struct pboard *b, int c, int h);

/* Whether c's play at the empty point p is a self-atari that permit
 * refuses, of MOGGY_SELF_ATARI_STONES stones or more: quick tests first,
 * then moggy_is_self_atari. An eye of c is none (the light move refuses
 * it). */
ALWAYS_INLINE bool moggy_is_big_self_atari(const struct pboard *b, int c, int p)
{
	static_assert(MOGGY_SELF_ATARI_STONES == 2, "a stone of c's own next to p makes two");
	const uint32_t here = b->info[p];
	const unsigned empty = pboard_empty_mask(here);
	/* Two empty neighbours are two liberties; a lone stone is let be. */
	if ((empty & (empty - 1)) || !pboard_mask(here, c) || pboard_is_eye(b, c, p))
		return false;
	return moggy_is_self_atari(b, c, p, NULL);
}

/* The policy's two functions (struct playout_policy), for callers that
 * ask them directly; self is a struct moggy's base. */
int moggy_choose(const struct playout_policy *self, const struct pboard *b, int c, int last,
		 struct rng *r);
bool moggy_permit(const struct playout_policy *self, const struct pboard *b, int c, int p,
		  struct rng *r);

#endif
