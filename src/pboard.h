/*
 * pboard.h - the playout board: only what a light playout asks, kept lean.
 *
 * The rules board (board.h) keeps each chain's exact liberties in a closure
 * bitboard, which the rules, the scores and the GTP queries need. A light
 * playout asks less: may c play at p, does it fill an eye, which chains does
 * it capture. This board answers that with less work per play:
 *
 * - per point, a packed word as on the rules board: which orthogonal
 *   neighbours are black, white and empty (a 4-bit mask each, a bit per
 *   enum direction), whether the point is on the edge, whether a black or a
 *   white stone stands on it (one bit each, so that the stones of one colour
 *   among four points add up), whether it is off the board, and the chain
 *   head of a stone (0 for every other point);
 * - per chain, at its head, its pseudo-liberties: the number of pairs of a
 *   stone of the chain and an empty point next to it, so that a liberty next
 *   to two of its stones counts twice. Plays and captures add and subtract
 *   these without asking which liberties a chain already has. An empty point
 *   next to a chain on k sides is the chain's only liberty exactly when the
 *   chain counts k pseudo-liberties: the atari test is exact. Head 0, the
 *   head of no chain, counts PBOARD_NO_CHAIN between plays, more than any
 *   chain: a neighbour without a chain never looks short of liberties;
 * - the stones of each chain as a circular list, walked to capture a chain
 *   or to rename the chain that joins another;
 * - the empty points as a list with each point's slot in it (as the rules
 *   board keeps them: its order is not part of the position), the simple ko
 *   point, each colour's stone count, and the point of the latest play that
 *   took stones with how many it took, set only when one does (off the
 *   common path): the last play took stones exactly when it is on that
 *   point, as the point can be played again only once its stone is taken,
 *   which sets it anew.
 *
 * It shares the rules board's index space (bitboard.h), so a point means
 * the same on both. It is built from a rules board (pboard_from_board) and
 * plays only light moves: legal plays under simple ko with suicide
 * forbidden. It has no history and no hash; the rules board stays the
 * referee (tests/test_pboard.c plays both side by side).
 *
 * Invariants (pboard_check_invariants): every info word matches the stones
 * around it; empty and off-board points have head 0; the stones naming one
 * head are one whole chain, which contains the head, whose list holds
 * exactly them and which counts its pseudo-liberties right and at least
 * one; the empty list holds exactly the empty points; the stone counts are
 * right; the ko point is empty and the capture point a stone (or 0); head
 * 0 counts PBOARD_NO_CHAIN. Pseudo-liberty counts at other
 * points than heads mean nothing.
 *
 * A plain value (no pointers). No I/O, no allocation, no exit.
 */
#ifndef ISHI_PBOARD_H
#define ISHI_PBOARD_H

#include "board.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The fields of a point's info word. The masks are laid out as on the
 * rules board (bit BELOW for p - stride, and so on). */
enum {
	PBOARD_MASK_BITS = 4,
	PBOARD_MASK = 0xf,
	PBOARD_EMPTY_SHIFT = 8,  /* black mask at bit 0, white at 4, empty at 8 */
	PBOARD_EDGE = 1 << 12,   /* on the board, next to its edge */
	PBOARD_STONE_SHIFT = 13, /* bit 13: a black stone here; bit 14: white */
	PBOARD_STONES = 3 << 13,
	PBOARD_OFF = 1 << 15, /* off the board */
	PBOARD_HEAD_SHIFT = 16,
	PBOARD_LOW_MASK = (1 << PBOARD_HEAD_SHIFT) - 1,
	PBOARD_NO_CHAIN = 0x4000, /* head 0's count: above any chain's */
};

struct pboard {
	int size, stride, points; /* as in struct grid */
	int empty_count;
	int ko_point;      /* 0 when there is none */
	int ko_colour;     /* who may not take back at ko_point */
	int capture_point; /* the latest play that took stones (0: none since built) */
	int captured;      /* how many it took */
	int stones[2];
	int offset[4]; /* of the neighbour in each enum direction */
	uint32_t info[MAX_POINTS];
	uint16_t libs[MAX_POINTS]; /* at a head: pseudo-liberties */
	uint16_t next[MAX_POINTS]; /* at a stone: the next stone of its chain */
	uint16_t empties[MAX_POINTS];
	uint16_t empty_slot[MAX_POINTS];
};

/* The position of a rules board, with its ko point, on a playout board. */
void pboard_from_board(struct pboard *pb, const struct board *b);

/* Copies a playout board, touching only the part its size uses. */
void pboard_copy(struct pboard *dst, const struct pboard *src);

/* The arrangement of stones. */
void pboard_position(const struct pboard *b, struct position *pos);

/* The area margin at komi, every stone alive, as score_board_margin gives
 * it: quick when no two empty points touch, as at the end of a playout
 * that both players passed (each empty point is then a region of its own,
 * which its neighbour masks settle), by flood fill otherwise. */
double pboard_area_margin(const struct pboard *b, double komi);

/* Verifies every invariant listed at the top, from the stones alone. For
 * tests and debug builds. */
bool pboard_check_invariants(const struct pboard *b);

/* Whether c may play a light move at p, an empty point: legal under simple
 * ko with suicide forbidden, and not one of c's eyes. It asks
 * pboard_try_light on a copy of the board: for tests and checks, not for
 * the playout loop. */
bool pboard_is_candidate(const struct pboard *b, int c, int p);

/* Plays c at p if pboard_try_light would (a light candidate), or fails an
 * assertion in debug builds; for replaying recorded moves. */
void pboard_play(struct pboard *b, int c, int p);

ALWAYS_INLINE unsigned pboard_mask(uint32_t info, int c)
{
	return (info >> (c * PBOARD_MASK_BITS)) & PBOARD_MASK;
}

ALWAYS_INLINE unsigned pboard_empty_mask(uint32_t info)
{
	return (info >> PBOARD_EMPTY_SHIFT) & PBOARD_MASK;
}

ALWAYS_INLINE int pboard_head_of(uint32_t info)
{
	return (int)(info >> PBOARD_HEAD_SHIFT);
}

/* What is on p: AT_EMPTY (0), BLACK + 1, WHITE + 1 or AT_OFF (3), as
 * board_at says. */
static inline int pboard_at(const struct pboard *b, int p)
{
	const uint32_t info = b->info[p];
	return info & PBOARD_OFF ? AT_OFF : (int)(info >> PBOARD_STONE_SHIFT) & 3;
}

/* For an empty point whose on-board neighbours are all stones of c, with
 * info word `here` at `at` on a board of stride s: whether the opponent
 * holds fewer than two of its diagonal neighbours (fewer than one on the
 * edge). The opponent's stone bits of the four diagonals, added up, are
 * their count in units of one such bit; the edge counts as one more. */
ALWAYS_INLINE bool pboard_eye_diagonals(const uint32_t *at, uint32_t here, int c, ptrdiff_t s)
{
	const uint32_t theirs = (uint32_t)1 << (PBOARD_STONE_SHIFT + (c ^ 1));
	const uint32_t diagonal = (at[-s - 1] & theirs) + (at[-s + 1] & theirs) +
				  (at[s - 1] & theirs) + (at[s + 1] & theirs);
	return diagonal + (here & PBOARD_EDGE ? theirs : 0) < 2 * theirs;
}

/* True if p, an empty point, is an eye of c as board_is_eye defines it:
 * every on-board neighbour a stone of c, and of its diagonal neighbours
 * fewer than two held by the opponent (fewer than one on the edge); s is
 * the board's stride, given so that a caller that knows it as a constant
 * gets code for its board size. */
ALWAYS_INLINE bool pboard_is_eye_sized(const struct pboard *b, int c, int p, ptrdiff_t s)
{
	const uint32_t here = b->info[p];
	return !(pboard_empty_mask(here) | pboard_mask(here, c ^ 1)) &&
	       pboard_eye_diagonals(b->info + p, here, c, s);
}

/* pboard_is_eye_sized with the board's own stride. */
ALWAYS_INLINE bool pboard_is_eye(const struct pboard *b, int c, int p)
{
	return pboard_is_eye_sized(b, c, p, b->stride);
}

/* Exchanges the empty points in slots i and j of the empty list. */
ALWAYS_INLINE void pboard_swap_empties(struct pboard *b, int i, int j)
{
	DEBUG_ASSERT(i >= 0 && i < b->empty_count && j >= 0 && j < b->empty_count);
	board_list_swap(b->empties, b->empty_slot, i, j);
}

/* A pass: whoever moves next may take any ko back. */
ALWAYS_INLINE void pboard_pass(struct pboard *b)
{
	b->ko_point = 0;
}

/*
 * A light move, step by step. The steps are inline here because the
 * playout loop runs them every move; only pboard_try_light and the
 * functions above are for other modules.
 */

/* The rare parts of a play, out of line; they read what they need from
 * the board again. pboard_connect: p, being played by c, touches stones of
 * c on two sides or more (`mine`), whose chains have lost their
 * pseudo-liberties at p; makes p one chain with them and returns its head.
 * pboard_capture: removes the opponent's chains in the directions of
 * `dead` around p, just played by c, which have no pseudo-liberty left;
 * `lone` says whether p had no stone of c and no empty point next to it,
 * when taking one stone makes a ko. */
int pboard_connect(struct pboard *b, int p, unsigned mine);
void pboard_capture(struct pboard *b, int c, int p, unsigned dead, bool lone);

/* The rest of a play of c at p, whose info word was `here`, once the
 * chains around have lost their pseudo-liberties at p and those in the
 * directions of `dead` have none left: places the stone, joins it to c's
 * chains around and removes the dead chains. s is the board's stride. */
ALWAYS_INLINE void pboard_place(struct pboard *restrict b, int c, int p, uint32_t here,
				unsigned dead, ptrdiff_t s)
{
	uint32_t *restrict at = b->info + p;
	uint16_t *restrict libs = b->libs, *restrict next = b->next;

	/* p leaves the empty list. */
	const int slot = b->empty_slot[p], last = b->empties[--b->empty_count];
	b->empties[slot] = (uint16_t)last;
	b->empty_slot[last] = (uint16_t)slot;

	/* p's neighbours see a stone of c where an empty point was: the
	 * difference carries into no other field. */
	const uint32_t delta =
		((uint32_t)1 << (c * PBOARD_MASK_BITS)) - ((uint32_t)1 << PBOARD_EMPTY_SHIFT);
	at[-s] += delta << ABOVE;
	at[-1] += delta << RIGHT;
	at[1] += delta << LEFT;
	at[s] += delta << BELOW;

	/* p's chain: a new one, p added to the one chain of c next to it, or
	 * several made one. */
	const unsigned mine = pboard_mask(here, c), empty = pboard_empty_mask(here);
	int head = p;
	if (mine == 0) {
		libs[p] = (uint16_t)popcount64(empty);
		next[p] = (uint16_t)p;
	} else if (at_most_one_bit(mine)) {
		head = pboard_head_of(at[b->offset[ctz64(mine)]]);
		libs[head] = (uint16_t)(libs[head] + popcount64(empty));
		next[p] = next[head];
		next[head] = (uint16_t)p;
	} else {
		head = pboard_connect(b, p, mine);
	}
	*at = here | (uint32_t)1 << (PBOARD_STONE_SHIFT + c) | (uint32_t)head << PBOARD_HEAD_SHIFT;
	b->stones[c]++;
	b->ko_point = 0;
	if (dead)
		pboard_capture(b, c, p, dead, (mine | empty) == 0);
	DEBUG_ASSERT(pboard_check_invariants(b));
}

/* For pboard_try_light at a point p with no empty neighbour that is not an
 * eye of c, out of line: -1, the board unchanged, if c may not play there;
 * else the chains around have lost their pseudo-liberties at p, and the
 * result says in which directions the opponent's chains have none left. */
int pboard_crowded(struct pboard *b, int c, int p);

/* pboard_try_light with the board's stride s given, so that a caller that
 * knows it as a constant gets code for its board size. */
ALWAYS_INLINE bool pboard_try_light_sized(struct pboard *restrict b, int c, int p, ptrdiff_t s)
{
	DEBUG_ASSERT((c == BLACK || c == WHITE) && pboard_at(b, p) == AT_EMPTY);
	DEBUG_ASSERT(s == b->stride);
	const uint32_t *restrict at = b->info + p;
	uint16_t *restrict libs = b->libs;
	const uint32_t here = *at;
	int dead;
	if (!pboard_empty_mask(here)) {
		/* Most often an eye of c: refused here, without a call. */
		if (!pboard_mask(here, c ^ 1) && pboard_eye_diagonals(at, here, c, s))
			return false;
		if ((dead = pboard_crowded(b, c, p)) < 0)
			return false;
	} else {
		/* A stone on p takes a pseudo-liberty from each chain around,
		 * one per side it touches p; head 0 stands for none. */
		const int h0 = pboard_head_of(at[-s]), h1 = pboard_head_of(at[-1]),
			  h2 = pboard_head_of(at[1]), h3 = pboard_head_of(at[s]);
		libs[h0]--;
		libs[h1]--;
		libs[h2]--;
		libs[h3]--;
		libs[0] = PBOARD_NO_CHAIN;
		/* A count of 0 is rare: a chain of the opponent's taken, or one
		 * of c's that p joins. */
		dead = 0;
		const unsigned l0 = libs[h0], l1 = libs[h1], l2 = libs[h2], l3 = libs[h3];
		const unsigned low = l0 < l1 ? l0 : l1, high = l2 < l3 ? l2 : l3;
		if ((low < high ? low : high) == 0)
			dead = (int)(((unsigned)(l0 == 0) << BELOW | (unsigned)(l1 == 0) << LEFT |
				      (unsigned)(l2 == 0) << RIGHT | (unsigned)(l3 == 0) << ABOVE) &
				     pboard_mask(here, c ^ 1));
	}
	pboard_place(b, c, p, here, (unsigned)dead, s);
	return true;
}

/* Plays a light move of c at p, an empty point, if it is one: legal under
 * simple ko with suicide forbidden, and not one of c's eyes. Returns
 * whether it played; if not, the board is as it was. A point with an empty
 * neighbour always is one; most points have one. */
ALWAYS_INLINE bool pboard_try_light(struct pboard *restrict b, int c, int p)
{
	return pboard_try_light_sized(b, c, p, b->stride);
}

#endif
