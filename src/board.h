/*
 * board.h - stones, chains, liberties, captures: one play at a time.
 *
 * The position itself is a plain value (two colour planes, struct position).
 * The board keeps it together with data derived from it incrementally, which
 * makes a play cost a few dozen instructions:
 *
 * - the empty plane, and the list of empty points with each point's slot in
 *   it (a uniform random pick is one array read);
 * - per point, a packed word: which orthogonal neighbours are black, white
 *   and empty, whether it is on the edge, what stands on it, and for
 *   a stone the head of its chain (one load answers all a play asks of a
 *   neighbour); per chain head, its stone count, its
 *   exact number of liberties, and its closure: the chain's stones together
 *   with all their orthogonal neighbours, as a bit set. A chain's liberties
 *   are (closure & empty) and its stones (closure & its colour's plane):
 *   any stone of the same colour next to the chain belongs to it.
 *
 * Invariants (checked by board_check_invariants): the planes are disjoint
 * and on the board; the empty plane and list hold exactly the other on-board
 * points; every chain has at least one liberty and its counts match its
 * closure; points that are not chain heads (index 0, the head of no chain,
 * among them) count no stones and no liberties and have no closure.
 *
 * The board knows no ko rule but one fact for fast light play: the point of a
 * simple ko just taken (ko_point), where ko_colour may not play next. The
 * game layer decides ko and superko from the whole history instead.
 *
 * No I/O, no allocation, no exit.
 */
#ifndef ISHI_BOARD_H
#define ISHI_BOARD_H

#include "bitboard.h"

#include <stdbool.h>
#include <stdint.h>

enum colour { BLACK = 0, WHITE = 1 };

static inline int colour_other(int c)
{
	return c ^ 1;
}

/* A point index that is never on the board stands for a pass. */
enum { PASS = 0 };

/* Why a play is or is not legal. The board answers the first four; the game
 * adds the ko rules and the history limits. */
enum move_result {
	MOVE_OK = 0,
	MOVE_OFF_BOARD,
	MOVE_OCCUPIED,
	MOVE_SUICIDE,
	MOVE_KO,       /* recreates the position before the last move */
	MOVE_SUPERKO,  /* recreates an earlier position */
	MOVE_NO_MEMORY /* the history could not grow */
};

/* Why a play is illegal, in words for people ("suicide"); "legal" for
 * MOVE_OK. */
const char *board_result_text(enum move_result r);

/* The whole-board arrangement of stones: a plain value. */
struct position {
	struct bitboard stone[2];
};

/* Whether pos could stand on a board of geometry g: the colours disjoint,
 * every stone on the board, and every chain with a liberty. */
bool board_position_is_valid(const struct grid *g, const struct position *pos);

/* Packed per-point word: which orthogonal neighbours are black, white and
 * empty, the edge flag, what is here, and the chain head of a stone. Each
 * neighbour set is a 4-bit mask with a bit per enum direction (bit BELOW for
 * p - stride, and so on), so that the one neighbour of a colour is found
 * without testing all four. */
enum {
	INFO_MASK_BITS = 4,
	INFO_EMPTY_SHIFT = 8, /* black mask at bit 0, white at 4, empty at 8 */
	INFO_MASK = 0xf,
	INFO_EDGE = 1 << 12,
	INFO_AT_SHIFT = 13, /* what is here: 0 empty, 1 black, 2 white, 3 off */
	INFO_AT_MASK = 3 << INFO_AT_SHIFT,
	INFO_HEAD_SHIFT = 16, /* the chain head of a stone, else 0 */
	INFO_LOW_MASK = (1 << INFO_HEAD_SHIFT) - 1,
	AT_EMPTY = 0,
	AT_OFF = 3,
};

struct board {
	struct grid grid;
	struct position pos;
	struct bitboard empty;
	int ko_point;  /* 0 when there is none */
	int ko_colour; /* who may not take back at ko_point */
	int empty_count;
	uint32_t info[MAX_POINTS];
	uint16_t stones[MAX_POINTS]; /* at a head: stones in the chain */
	uint16_t libs[MAX_POINTS];   /* at a head: exact liberties */
	uint16_t empties[MAX_POINTS];
	uint16_t empty_slot[MAX_POINTS];
	/* Closures: grid.words words per head, plus the spare word that
	 * words_or_window may touch past the last one. */
	uint64_t closure[MAX_POINTS * (BB_WORDS - 1) + 1];
};

/* An empty board of the given size (1..25). */
void board_clear(struct board *b, int size);

/* Sets up an arbitrary arrangement on a board of the given size, rebuilding
 * the derived data. Returns false, leaving the board holding the arrangement
 * anyway, if some chain has no liberty. */
bool board_set_position(struct board *b, int size, const struct position *pos);

/* Copies a board, touching only the part its size uses. */
void board_copy(struct board *dst, const struct board *src);

/* Plays a stone that board_check accepted: places it, removes the opponent
 * chains left without liberties, then the mover's own chain if it has none.
 * Returns the number of opponent stones captured. */
int board_play(struct board *b, int c, int p);

/* The stones a play of c at p (which board_check accepted) would remove,
 * of both colours. */
void board_captures_of(const struct board *b, int c, int p, struct bitboard *out);

/* Fields of the packed info word. */
static inline unsigned info_mask(uint32_t info, int c)
{
	return (info >> (c * INFO_MASK_BITS)) & INFO_MASK;
}

static inline unsigned info_empty_mask(uint32_t info)
{
	return (info >> INFO_EMPTY_SHIFT) & INFO_MASK;
}

static inline int info_empty(uint32_t info)
{
	return popcount64(info_empty_mask(info));
}

static inline int info_at(uint32_t info)
{
	return (int)(info >> INFO_AT_SHIFT) & 3;
}

static inline int info_head(uint32_t info)
{
	return (int)(info >> INFO_HEAD_SHIFT);
}

static inline int board_at(const struct board *b, int p)
{
	return info_at(b->info[p]);
}

static inline bool board_is_stone(const struct board *b, int p)
{
	int at = board_at(b, p);
	return at == 1 || at == 2;
}

/* The head of the chain through the stone on p. */
static inline int board_head(const struct board *b, int p)
{
	return info_head(b->info[p]);
}

/* True if p is an eye of c: empty, every on-board neighbour a stone of c,
 * and of its diagonal neighbours fewer than two held by the opponent (fewer
 * than one when p is on the edge or in a corner). */
static inline bool board_is_eye(const struct board *b, int c, int p)
{
	const uint32_t info = b->info[p];
	const uint32_t not_own = (uint32_t)INFO_MASK << INFO_EMPTY_SHIFT |
				 (uint32_t)INFO_MASK << ((c ^ 1) * INFO_MASK_BITS) | INFO_AT_MASK;
	if (info & not_own)
		return false;
	const int s = b->grid.stride;
	uint64_t diagonals =
		words_window(b->pos.stone[c ^ 1].w, p - s - 1) & b->grid.diagonal_window;
	return popcount64(diagonals) + ((info & INFO_EDGE) != 0) < 2;
}

/* Whether a neighbour with this info word leaves a play of c a liberty: a
 * chain of c with another liberty, or an opponent chain in atari. Empty and
 * off-board points have head 0, whose liberty count is always 0. */
static inline bool board_neighbour_frees(const struct board *b, int c, uint32_t info)
{
	const int libs = b->libs[info_head(info)];
	const bool own = (info & INFO_AT_MASK) == (uint32_t)(c + 1) << INFO_AT_SHIFT;
	return own ? libs > 1 : libs == 1;
}

/* Whether a play of c at p, which has no empty neighbour, leaves its chain a
 * liberty: joining a chain that has another liberty, or capturing. */
static inline bool board_keeps_liberty(const struct board *b, int c, int p)
{
	const int s = b->grid.stride;
	const uint32_t info = b->info[p];
	/* Neighbours of one colour need no colour test: off-board points
	 * count no liberties. */
	if (info_mask(info, c) == 0)
		return b->libs[board_head(b, p - s)] == 1 || b->libs[board_head(b, p - 1)] == 1 ||
		       b->libs[board_head(b, p + 1)] == 1 || b->libs[board_head(b, p + s)] == 1;
	if (info_mask(info, c ^ 1) == 0)
		return b->libs[board_head(b, p - s)] > 1 || b->libs[board_head(b, p - 1)] > 1 ||
		       b->libs[board_head(b, p + 1)] > 1 || b->libs[board_head(b, p + s)] > 1;
	return board_neighbour_frees(b, c, b->info[p - s]) ||
	       board_neighbour_frees(b, c, b->info[p - 1]) ||
	       board_neighbour_frees(b, c, b->info[p + 1]) ||
	       board_neighbour_frees(b, c, b->info[p + s]);
}

/* Whether colour c may put a stone on p: MOVE_OK, MOVE_OFF_BOARD (any index
 * that is not an on-board point, including PASS), MOVE_OCCUPIED or
 * MOVE_SUICIDE. With allow_suicide, a play that leaves its own chain of two
 * or more stones without liberties is allowed; a one-stone suicide never is,
 * as it would change nothing but the turn. Ko is not checked. */
static inline enum move_result board_check(const struct board *b, int c, int p, bool allow_suicide)
{
	if (p <= 0 || p >= b->grid.points || !bb_test(&b->grid.onboard, p))
		return MOVE_OFF_BOARD;
	const uint32_t info = b->info[p];
	if (info_at(info) != AT_EMPTY)
		return MOVE_OCCUPIED;
	if (info_empty_mask(info) || board_keeps_liberty(b, c, p))
		return MOVE_OK;
	if (allow_suicide && info_mask(info, c))
		return MOVE_OK;
	return MOVE_SUICIDE;
}

/* Whether c may play p by the board's own facts, without the game's
 * history: board_check accepts it (no suicide, of one stone or many), and
 * it does not retake the simple ko just taken (ko_point). Superko is the
 * game's to check. */
static inline bool board_may_play(const struct board *b, int c, int p)
{
	return board_check(b, c, p, false) == MOVE_OK && !(p == b->ko_point && c == b->ko_colour);
}

/* The colour of the stone on p; p must hold a stone. */
static inline int board_colour(const struct board *b, int p)
{
	DEBUG_ASSERT(board_is_stone(b, p));
	return board_at(b, p) - 1;
}

/* Exchanges the points in slots i and j of a list of points, keeping
 * slot[], each point's place in it, in step (the empty lists of both
 * boards). */
static inline void board_list_swap(uint16_t list[], uint16_t slot[], int i, int j)
{
	const int p = list[i], q = list[j];
	list[i] = (uint16_t)q;
	slot[q] = (uint16_t)i;
	list[j] = (uint16_t)p;
	slot[p] = (uint16_t)j;
}

/* Exchanges the empty points in slots i and j of the empty list, whose
 * order is not part of the position: a draw without replacement moves each
 * rejected point behind the points not drawn yet. */
static inline void board_swap_empties(struct board *b, int i, int j)
{
	DEBUG_ASSERT(i >= 0 && i < b->empty_count && j >= 0 && j < b->empty_count);
	board_list_swap(b->empties, b->empty_slot, i, j);
}

/* A draw (draw.h) from the empty list of a rules board, for an urn whose
 * first member is a pointer to the board: the k-th undrawn point is slot
 * k, and a refused one moves behind the undrawn. */
ALWAYS_INLINE int board_urn_item(void *urn, int k)
{
	return (*(struct board **)urn)->empties[k];
}

ALWAYS_INLINE void board_urn_set_aside(void *urn, int k, int p, int undrawn)
{
	(void)p;
	board_swap_empties(*(struct board **)urn, k, undrawn);
}

/* A pass: whoever moves next may take any ko back. */
static inline void board_pass(struct board *b)
{
	b->ko_point = 0;
}

/* Liberties of the chain through the stone on p. */
static inline int board_liberties(const struct board *b, int p)
{
	DEBUG_ASSERT(board_is_stone(b, p));
	return b->libs[board_head(b, p)];
}

/* The stones of the chain through the stone on p; p must hold a stone. */
void board_chain(const struct board *b, int p, struct bitboard *out);

/* The liberties of the chain through the stone on p (its closure's empty
 * points); p must hold a stone. */
void board_liberty_points(const struct board *b, int p, struct bitboard *out);

/* The liberty of the chain through the stone on p, which must be in atari
 * (one liberty). */
int board_last_liberty(const struct board *b, int p);

/* Whether a play of c at p, which board_check accepted, captures nothing
 * and leaves the chain it makes, of two stones or more, in atari: a
 * self-atari that no careful player makes. A lone stone in atari is not
 * one (a throw-in, a placement in an eye space). */
bool board_is_self_atari(const struct board *b, int c, int p);

/* Whether a stone of c on the empty point p is taken at once: c may not
 * play there, or the play takes nothing and leaves its chain in atari,
 * joined to others of c's (a self-atari, above) or alone and not in a ko
 * (the opponent's stone that takes it keeps a liberty besides p). Such a
 * point connects the opponent's chains around it. */
bool board_is_taken_at_once(const struct board *b, int c, int p, bool allow_suicide);

/* Verifies every invariant listed at the top, recomputing all derived data
 * from the planes. For tests and debug builds. */
bool board_check_invariants(const struct board *b);

#endif
