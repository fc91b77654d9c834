/*
 * board.c - plays, captures and the incremental chain data.
 */
#include "board.h"

#include <assert.h>
#include <string.h>

/* The lowest bit (direction BELOW) of colour c's neighbour mask, or of the
 * empty mask; a neighbour in direction d is that bit shifted by d. */
static inline uint32_t mask_base(int c)
{
	return (uint32_t)1 << (c * INFO_MASK_BITS);
}

static const uint32_t EMPTY_BASE = (uint32_t)1 << INFO_EMPTY_SHIFT;

/* The info word of an empty point (whose head is 0) once c stands there,
 * heading its chain with `head`. */
static inline uint32_t placed(uint32_t empty_info, int c, int head)
{
	return empty_info | (uint32_t)(c + 1) << INFO_AT_SHIFT | (uint32_t)head << INFO_HEAD_SHIFT;
}

/* The info word of a stone with its chain head replaced. */
static inline uint32_t with_head(uint32_t info, int head)
{
	return (info & INFO_LOW_MASK) | (uint32_t)head << INFO_HEAD_SHIFT;
}

static inline uint64_t *closure_of(struct board *b, int head)
{
	return &b->closure[head * b->grid.words];
}

static inline const uint64_t *closure_of_const(const struct board *b, int head)
{
	return &b->closure[head * b->grid.words];
}

static inline void empty_list_remove(struct board *b, int p)
{
	int slot = b->empty_slot[p];
	int last = b->empties[--b->empty_count];
	b->empties[slot] = (uint16_t)last;
	b->empty_slot[last] = (uint16_t)slot;
}

static inline void empty_list_add(struct board *b, int p)
{
	b->empty_slot[p] = (uint16_t)b->empty_count;
	b->empties[b->empty_count++] = (uint16_t)p;
}

/* The head of q's chain if q holds a stone of colour c, else 0. */
static inline int head_if(const struct board *b, int q, int c)
{
	const uint32_t info = b->info[q];
	return (info & INFO_AT_MASK) == (uint32_t)(c + 1) << INFO_AT_SHIFT ? info_head(info) : 0;
}

/* The heads of the chains of colour c on p's four neighbours, in h in
 * direction order (0 where there is none); a chain met twice is there
 * twice. */
static inline void neighbour_heads(const struct board *b, int c, int p, int h[4])
{
	const int s = b->grid.stride;
	h[BELOW] = head_if(b, p - s, c);
	h[LEFT] = head_if(b, p - 1, c);
	h[RIGHT] = head_if(b, p + 1, c);
	h[ABOVE] = head_if(b, p + s, c);
}

/* The same, each chain once; returns how many there are. */
static inline int heads_around(const struct board *b, int c, int p, int h[4])
{
	neighbour_heads(b, c, p, h);
	if (h[1] == h[0])
		h[1] = 0;
	if (h[2] == h[0] || h[2] == h[1])
		h[2] = 0;
	if (h[3] == h[0] || h[3] == h[1] || h[3] == h[2])
		h[3] = 0;
	return (h[0] != 0) + (h[1] != 0) + (h[2] != 0) + (h[3] != 0);
}

/* The head of the chain next to p in the one direction set in `mask`
 * (a neighbour mask with a single bit). */
static inline int sole_head(const struct board *b, int p, unsigned mask)
{
	return board_head(b, p + b->grid.neighbour[ctz64(mask)]);
}

/* Updates the neighbour masks around p when p changes from `from` to `to`
 * (mask_base(colour) or EMPTY_BASE): p is above the point below it, and so
 * on. Each neighbour had the `from` bit and not the `to` bit, so adding the
 * difference borrows and carries into no other field. */
static inline void tell_neighbours(struct board *b, int p, uint32_t from, uint32_t to)
{
	const int s = b->grid.stride;
	const uint32_t delta = to - from;
	b->info[p - s] += delta << ABOVE;
	b->info[p - 1] += delta << RIGHT;
	b->info[p + 1] += delta << LEFT;
	b->info[p + s] += delta << BELOW;
}

/* q has just become empty: one more liberty for each chain around it.
 * Reading all four counts before writing any gives a chain met twice one
 * liberty, not two, without weeding out duplicates. The heads around q that
 * are not chains gaining the liberty are 0 and the chain being captured;
 * remove_chain zeroes their counts afterwards. */
static inline void credit_liberty(struct board *b, int q)
{
	const int s = b->grid.stride;
	const int n = board_head(b, q - s), w = board_head(b, q - 1), e = board_head(b, q + 1),
		  so = board_head(b, q + s);
	const int ln = b->libs[n], lw = b->libs[w], le = b->libs[e], ls = b->libs[so];
	b->libs[n] = (uint16_t)(ln + 1);
	b->libs[w] = (uint16_t)(lw + 1);
	b->libs[e] = (uint16_t)(le + 1);
	b->libs[so] = (uint16_t)(ls + 1);
}

/* Empties q, a stone of colour c being captured. */
static inline void free_point(struct board *b, int c, int q)
{
	empty_list_add(b, q);
	b->info[q] &= INFO_LOW_MASK & ~(uint32_t)INFO_AT_MASK;
	tell_neighbours(b, q, mask_base(c), EMPTY_BASE);
	credit_liberty(b, q);
}

/* Empties the chain headed by h and returns its stone count. Most captures
 * take one stone, whose closure is the cross around it: no word loop. */
static COLD_PATH int remove_chain(struct board *b, int h)
{
	const int c = board_colour(b, h), removed = b->stones[h];
	if (removed == 1) {
		bb_clear(&b->pos.stone[c], h);
		bb_set(&b->empty, h);
		free_point(b, c, h);
		words_clear_window(closure_of(b, h), h - b->grid.stride, b->grid.cross_window);
	} else {
		uint64_t *cl = closure_of(b, h);
		for (int i = 0; i < b->grid.words; i++) {
			if (!cl[i])
				continue;
			uint64_t stones = cl[i] & b->pos.stone[c].w[i];
			b->pos.stone[c].w[i] &= ~stones;
			b->empty.w[i] |= stones;
			for (; stones; stones &= stones - 1)
				free_point(b, c, i * 64 + ctz64(stones));
			cl[i] = 0;
		}
	}
	b->libs[h] = 0;
	b->libs[0] = 0;
	b->stones[h] = 0;
	return removed;
}

/* p now holds a stone of the other colour, next to stones of o in the
 * directions of `theirs` (a neighbour mask, not 0): one liberty less for
 * each of their chains. Removes those left without one, in direction order,
 * and returns the stones removed; *taken is the last head removed. */
static inline int take_liberty(struct board *b, int o, int p, unsigned theirs, int *taken)
{
	if (at_most_one_bit(theirs)) {
		const int h = sole_head(b, p, theirs);
		if (--b->libs[h] > 0)
			return 0;
		*taken = h;
		return remove_chain(b, h);
	}
	/* As in credit_liberty, all four counts are read before any is
	 * written, so a chain met twice loses one liberty. */
	int h[4], l[4];
	neighbour_heads(b, o, p, h);
	for (int i = 0; i < 4; i++)
		l[i] = b->libs[h[i]];
	for (int i = 0; i < 4; i++)
		b->libs[h[i]] = (uint16_t)(l[i] - 1);
	b->libs[0] = 0;
	int captured = 0;
	for (int i = 0; i < 4; i++) {
		/* A chain met twice is removed once: then it has no stones. */
		if (l[i] == 1 && b->stones[h[i]]) {
			*taken = h[i];
			captured += remove_chain(b, h[i]);
		}
	}
	return captured;
}

/* A chain of the one stone on p; `around` is p's info word. */
static inline int new_chain(struct board *b, int p, uint32_t around)
{
	b->stones[p] = 1;
	b->libs[p] = (uint16_t)info_empty(around);
	words_or_window(closure_of(b, p), p - b->grid.stride, b->grid.cross_window);
	return p;
}

/* Adds p to the chain headed by `head`, next to it. The chain loses the
 * liberty p and gains p's empty neighbours it did not touch yet; the
 * empty plane no longer holds p. */
static inline int extend_chain(struct board *b, int head, int p)
{
	const int window = p - b->grid.stride;
	uint64_t *cl = closure_of(b, head);
	const uint64_t fresh =
		words_window(b->empty.w, window) & ~words_window(cl, window) & b->grid.cross_window;
	b->libs[head] = (uint16_t)(b->libs[head] + popcount64(fresh) - 1);
	b->stones[head]++;
	words_or_window(cl, window, b->grid.cross_window);
	return head;
}

/* p joins the chains of c headed by h[0..3] (0 where there is none, a
 * chain met twice there twice; two chains at least): merges them into the
 * biggest, so that the fewest stones take a new head, adds p, counts stones
 * and liberties afresh (p, a neighbour of each chain, lies in every closure
 * and is counted once) and returns the head. One pass over the words ORs the
 * four closures (head 0's is empty) and clears them, with no test of which
 * chain is which: the branches of a merge loop per chain were the most
 * mispredicted of a light move. Until p's neighbours join the closure, the
 * head's closure holds no stone of c outside its chain but p. */
static COLD_PATH int join_chains(struct board *b, int c, int p, const int h[4])
{
	int head = h[0];
	for (int i = 1; i < 4; i++)
		head = b->stones[h[i]] > b->stones[head] ? h[i] : head;
	uint64_t *cl = closure_of(b, head), *o0 = closure_of(b, h[0]), *o1 = closure_of(b, h[1]),
		 *o2 = closure_of(b, h[2]), *o3 = closure_of(b, h[3]);
	const uint64_t *mine = b->pos.stone[c].w;
	int stones = 0;
	for (int i = 0; i < b->grid.words; i++) {
		const uint64_t all = o0[i] | o1[i] | o2[i] | o3[i];
		for (uint64_t moved = all & ~cl[i] & mine[i]; moved; moved &= moved - 1) {
			const int q = i * 64 + ctz64(moved);
			b->info[q] = with_head(b->info[q], head);
		}
		stones += popcount64(all & mine[i]);
		o0[i] = o1[i] = o2[i] = o3[i] = 0;
		cl[i] = all;
	}
	for (int i = 0; i < 4; i++)
		b->stones[h[i]] = b->libs[h[i]] = 0;
	words_or_window(cl, p - b->grid.stride, b->grid.cross_window);
	int libs = 0;
	for (int i = 0; i < b->grid.words; i++)
		libs += popcount64(cl[i] & b->empty.w[i]);
	b->libs[head] = (uint16_t)libs;
	b->stones[head] = (uint16_t)stones;
	return head;
}

/* Puts p, with `own` (two or more) stones of c next to it, into one chain
 * with theirs and returns the head. */
static inline int connect(struct board *b, int c, int p, int own)
{
	int h[4];
	neighbour_heads(b, c, p, h);
	/* The highest head is a chain of c, and the only one if all these
	 * stones belong to it. */
	int head = h[0] > h[1] ? h[0] : h[1];
	head = head > h[2] ? head : h[2];
	head = head > h[3] ? head : h[3];
	const int of_head = (h[0] == head) + (h[1] == head) + (h[2] == head) + (h[3] == head);
	return of_head == own ? extend_chain(b, head, p) : join_chains(b, c, p, h);
}

/* The tail of board_play, checked in debug builds: the board kept every
 * invariant. Returns its argument. */
static inline int played(const struct board *b, int captured)
{
	DEBUG_ASSERT(board_check_invariants(b));
	(void)b;
	return captured;
}

int board_play(struct board *b, int c, int p)
{
	DEBUG_ASSERT((c == BLACK || c == WHITE) && board_check(b, c, p, true) == MOVE_OK);
	const int o = colour_other(c);
	const uint32_t around = b->info[p];

	/* 1. Place the stone, joining the mover's chains around it. */
	bb_set(&b->pos.stone[c], p);
	bb_clear(&b->empty, p);
	empty_list_remove(b, p);
	tell_neighbours(b, p, EMPTY_BASE, mask_base(c));
	const unsigned own = info_mask(around, c);
	const int head = own == 0               ? new_chain(b, p, around)
			 : at_most_one_bit(own) ? extend_chain(b, sole_head(b, p, own), p)
						: connect(b, c, p, popcount64(own));
	b->info[p] = placed(around, c, head);
	b->ko_point = 0;

	/* 2. Remove the opponent chains that p took the last liberty of. */
	const unsigned theirs = info_mask(around, o);
	if (theirs) {
		int taken = 0;
		const int captured = take_liberty(b, o, p, theirs, &taken);
		if (captured) {
			/* A single stone that took a single stone and is left
			 * with one liberty can be taken back at once: a ko. */
			if (captured == 1 && b->stones[head] == 1 && b->libs[head] == 1) {
				b->ko_point = taken;
				b->ko_colour = o;
			}
			return played(b, captured);
		}
	}

	/* 3. Remove the mover's own chain if it has no liberty (a suicide
	 * that board_check allowed). */
	if (b->libs[head] == 0)
		remove_chain(b, head);
	return played(b, 0);
}

const char *board_result_text(enum move_result r)
{
	static const char *const text[] = {
		[MOVE_OK] = "legal",
		[MOVE_OFF_BOARD] = "not on this board",
		[MOVE_OCCUPIED] = "the point is occupied",
		[MOVE_SUICIDE] = "suicide",
		[MOVE_KO] = "it retakes a ko at once",
		[MOVE_SUPERKO] = "superko: it repeats an earlier position",
		[MOVE_NO_MEMORY] = "out of memory",
	};
	return text[r];
}

void board_captures_of(const struct board *b, int c, int p, struct bitboard *out)
{
	assert(board_check(b, c, p, true) == MOVE_OK);
	const struct grid *g = &b->grid;
	const int o = colour_other(c);
	bb_zero(out);
	int heads[4];
	int n = heads_around(b, o, p, heads);
	for (int j = 0; j < 4; j++) {
		if (!heads[j] || b->libs[heads[j]] != 1)
			continue;
		const uint64_t *cl = closure_of_const(b, heads[j]);
		for (int i = 0; i < g->words; i++)
			out->w[i] |= cl[i] & b->pos.stone[o].w[i];
	}
	if (n > 0 && !bb_is_empty(g, out))
		return;
	if (info_empty_mask(b->info[p]) || board_keeps_liberty(b, c, p))
		return;
	/* A suicide: the new stone and every chain of c it joins. */
	bb_set(out, p);
	heads_around(b, c, p, heads);
	for (int j = 0; j < 4; j++) {
		if (!heads[j])
			continue;
		const uint64_t *cl = closure_of_const(b, heads[j]);
		for (int i = 0; i < g->words; i++)
			out->w[i] |= cl[i] & b->pos.stone[c].w[i];
	}
}

void board_chain(const struct board *b, int p, struct bitboard *out)
{
	assert(board_is_stone(b, p));
	const int c = board_colour(b, p);
	const uint64_t *cl = closure_of_const(b, board_head(b, p));
	bb_zero(out);
	for (int i = 0; i < b->grid.words; i++)
		out->w[i] = cl[i] & b->pos.stone[c].w[i];
}

void board_liberty_points(const struct board *b, int p, struct bitboard *out)
{
	assert(board_is_stone(b, p));
	const uint64_t *cl = closure_of_const(b, board_head(b, p));
	bb_zero(out);
	for (int i = 0; i < b->grid.words; i++)
		out->w[i] = cl[i] & b->empty.w[i];
}

int board_last_liberty(const struct board *b, int p)
{
	assert(board_liberties(b, p) == 1);
	const uint64_t *cl = closure_of_const(b, board_head(b, p));
	for (int i = 0; i < b->grid.words; i++)
		if (cl[i] & b->empty.w[i])
			return i * 64 + ctz64(cl[i] & b->empty.w[i]);
	return PASS;
}

bool board_is_self_atari(const struct board *b, int c, int p)
{
	const uint32_t info = b->info[p];
	const unsigned own = info_mask(info, c);
	if (own == 0 || info_empty(info) >= 2)
		return false;
	int heads[4];
	heads_around(b, c ^ 1, p, heads);
	for (int i = 0; i < 4; i++)
		if (heads[i] && b->libs[heads[i]] == 1)
			return false;
	/* The new chain's liberties: p's empty neighbours and those of the
	 * chains it joins, p aside; no more than one if it is in atari. */
	heads_around(b, c, p, heads);
	uint64_t libs[BB_WORDS] = {0};
	for (int k = 0; k < 4; k++) {
		if (!heads[k])
			continue;
		if (b->libs[heads[k]] >= 3)
			return false;
		const uint64_t *cl = closure_of_const(b, heads[k]);
		for (int i = 0; i < b->grid.words; i++)
			libs[i] |= cl[i] & b->empty.w[i];
	}
	words_or_window(libs, p - b->grid.stride,
			b->grid.cross_window & words_window(b->empty.w, p - b->grid.stride));
	libs[p >> 6] &= ~((uint64_t)1 << (p & 63));
	int count = 0;
	for (int i = 0; i < b->grid.words && count < 2; i++)
		count += popcount64(libs[i]);
	return count < 2;
}

/* The info word of p computed from the planes alone. */
static uint32_t info_from_planes(const struct board *b, int p)
{
	const struct grid *g = &b->grid;
	uint32_t info = 0;
	for (int i = BELOW; i <= ABOVE; i++) {
		int q = p + g->neighbour[i];
		if (q < 0 || q >= g->points || !bb_test(&g->onboard, q)) {
			if (bb_test(&g->onboard, p))
				info |= INFO_EDGE;
		} else if (bb_test(&b->pos.stone[BLACK], q)) {
			info |= mask_base(BLACK) << i;
		} else if (bb_test(&b->pos.stone[WHITE], q)) {
			info |= mask_base(WHITE) << i;
		} else {
			info |= EMPTY_BASE << i;
		}
	}
	int at = !bb_test(&g->onboard, p)           ? AT_OFF
		 : bb_test(&b->pos.stone[BLACK], p) ? BLACK + 1
		 : bb_test(&b->pos.stone[WHITE], p) ? WHITE + 1
						    : AT_EMPTY;
	return info | (uint32_t)at << INFO_AT_SHIFT;
}

/* Zeroes the per-point data of the part of the board the size uses. */
static void clear_derived(struct board *b)
{
	const int points = b->grid.points;
	memset(b->info, 0, (size_t)points * sizeof(b->info[0]));
	memset(b->stones, 0, (size_t)points * sizeof(b->stones[0]));
	memset(b->libs, 0, (size_t)points * sizeof(b->libs[0]));
	memset(b->empty_slot, 0, (size_t)points * sizeof(b->empty_slot[0]));
	memset(b->closure, 0, ((size_t)points * (size_t)b->grid.words + 1) * sizeof(uint64_t));
}

bool board_position_is_valid(const struct grid *g, const struct position *pos)
{
	struct bitboard stones, empty, near_empty, alive;
	for (int i = 0; i < BB_WORDS; i++) {
		uint64_t black = pos->stone[BLACK].w[i], white = pos->stone[WHITE].w[i];
		if ((black & white) || ((black | white) & ~g->onboard.w[i]))
			return false;
	}
	bb_or(g, &stones, &pos->stone[BLACK], &pos->stone[WHITE]);
	bb_zero(&empty);
	bb_andnot(g, &empty, &g->onboard, &stones);
	bb_zero(&near_empty);
	bb_dilate(g, &near_empty, &empty);
	for (int c = BLACK; c <= WHITE; c++) {
		/* The stones connected to a point next to a liberty. */
		bb_and(g, &alive, &near_empty, &pos->stone[c]);
		bb_fill(g, &alive, &alive, &pos->stone[c]);
		if (!bb_equal(g, &alive, &pos->stone[c]))
			return false;
	}
	return true;
}

bool board_set_position(struct board *b, int size, const struct position *pos)
{
	bb_grid_init(&b->grid, size);
	const struct grid *g = &b->grid;
	for (int c = BLACK; c <= WHITE; c++)
		bb_and(g, &b->pos.stone[c], &pos->stone[c], &g->onboard);
	bb_andnot(g, &b->pos.stone[WHITE], &b->pos.stone[WHITE], &b->pos.stone[BLACK]);
	for (int i = g->words; i < BB_WORDS; i++)
		b->pos.stone[BLACK].w[i] = b->pos.stone[WHITE].w[i] = 0;
	struct bitboard stones;
	bb_zero(&stones);
	bb_or(g, &stones, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_zero(&b->empty);
	bb_andnot(g, &b->empty, &g->onboard, &stones);
	b->ko_point = 0;
	b->ko_colour = BLACK;
	b->empty_count = 0;
	clear_derived(b);

	for (int p = 0; p < g->points; p++)
		b->info[p] = info_from_planes(b, p);
	int p;
	BB_FOR_EACH(p, &b->empty, g->words)
	{
		empty_list_add(b, p);
	}

	bool all_have_liberties = true;
	struct bitboard todo = stones;
	int head;
	while ((head = bb_first(g, &todo)) >= 0) {
		const int c = board_colour(b, head);
		struct bitboard seed, chain, closure;
		bb_zero(&seed);
		bb_set(&seed, head);
		bb_fill(g, &chain, &seed, &b->pos.stone[c]);
		bb_dilate(g, &closure, &chain);
		uint64_t *cl = closure_of(b, head);
		for (int i = 0; i < g->words; i++)
			cl[i] = closure.w[i];
		int q;
		BB_FOR_EACH(q, &chain, g->words)
		{
			b->info[q] |= (uint32_t)head << INFO_HEAD_SHIFT;
		}
		struct bitboard libs;
		bb_and(g, &libs, &closure, &b->empty);
		b->libs[head] = (uint16_t)bb_count(g, &libs);
		b->stones[head] = (uint16_t)bb_count(g, &chain);
		all_have_liberties &= b->libs[head] > 0;
		bb_andnot(g, &todo, &todo, &chain);
	}
	return all_have_liberties;
}

void board_clear(struct board *b, int size)
{
	assert(size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE);
	struct position empty;
	memset(&empty, 0, sizeof(empty));
	board_set_position(b, size, &empty);
}

void board_copy(struct board *dst, const struct board *src)
{
	const size_t points = (size_t)src->grid.points;
	dst->grid = src->grid;
	dst->pos = src->pos;
	dst->empty = src->empty;
	dst->ko_point = src->ko_point;
	dst->ko_colour = src->ko_colour;
	dst->empty_count = src->empty_count;
	memcpy(dst->info, src->info, points * sizeof(src->info[0]));
	memcpy(dst->stones, src->stones, points * sizeof(src->stones[0]));
	memcpy(dst->libs, src->libs, points * sizeof(src->libs[0]));
	memcpy(dst->empties, src->empties, (size_t)src->empty_count * sizeof(src->empties[0]));
	memcpy(dst->empty_slot, src->empty_slot, points * sizeof(src->empty_slot[0]));
	memcpy(dst->closure, src->closure,
	       (points * (size_t)src->grid.words + 1) * sizeof(src->closure[0]));
}

bool board_is_taken_at_once(const struct board *b, int c, int p, bool allow_suicide)
{
	if (board_check(b, c, p, allow_suicide) != MOVE_OK)
		return true;
	const struct grid *g = &b->grid;
	int liberty = PASS, liberties = 0;
	for (int d = BELOW; d <= ABOVE; d++) {
		const int q = p + g->neighbour[d];
		if (board_is_stone(b, q) && board_colour(b, q) != c && board_liberties(b, q) == 1)
			return false;
		if (bb_test(&b->empty, q)) {
			liberty = q;
			liberties++;
		}
	}
	if (info_mask(b->info[p], c) != 0)
		return board_is_self_atari(b, c, p);
	if (liberties != 1)
		return false;
	for (int d = BELOW; d <= ABOVE; d++) {
		const int r = liberty + g->neighbour[d];
		if (r != p &&
		    (bb_test(&b->empty, r) || (board_is_stone(b, r) && board_colour(b, r) != c)))
			return true;
	}
	return false;
}

bool board_check_invariants(const struct board *b)
{
	const struct grid *g = &b->grid;
	struct bitboard both, all, expect_empty;
	bb_zero(&both);
	bb_zero(&all);
	bb_zero(&expect_empty);
	bb_and(g, &both, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	if (!bb_is_empty(g, &both))
		return false;
	bb_or(g, &all, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	for (int i = 0; i < BB_WORDS; i++)
		if (all.w[i] & ~g->onboard.w[i])
			return false;
	bb_andnot(g, &expect_empty, &g->onboard, &all);
	if (!bb_equal(g, &expect_empty, &b->empty) || b->empty_count != bb_count(g, &b->empty))
		return false;
	for (int i = 0; i < b->empty_count; i++) {
		int p = b->empties[i];
		if (!bb_test(&b->empty, p) || b->empty_slot[p] != i)
			return false;
	}
	struct bitboard checked; /* the stones of the chains checked so far */
	bb_zero(&checked);
	for (int p = 0; p < g->points; p++) {
		/* Off-board points too: their masks change by addition. */
		if ((b->info[p] & INFO_LOW_MASK) != info_from_planes(b, p))
			return false;
		if (!bb_test(&all, p)) {
			if (board_head(b, p) != 0)
				return false;
			continue;
		}
		if (bb_test(&checked, p))
			continue;
		/* Each chain, found afresh by flood fill from its lowest stone:
		 * all its stones name one head, which lies in it and whose
		 * counts and closure match the fill. */
		const int c = board_colour(b, p);
		struct bitboard seed, chain, closure, libs, from_head;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &chain, &seed, &b->pos.stone[c]);
		bb_dilate(g, &closure, &chain);
		bb_and(g, &libs, &closure, &b->empty);
		const int head = board_head(b, p);
		int q;
		BB_FOR_EACH(q, &chain, g->words)
		{
			if (board_head(b, q) != head)
				return false;
		}
		if (!bb_test(&chain, head))
			return false;
		board_chain(b, head, &from_head);
		if (!bb_equal(g, &from_head, &chain))
			return false;
		if (b->libs[head] != bb_count(g, &libs) || b->libs[head] == 0 ||
		    b->stones[head] != bb_count(g, &chain))
			return false;
		const uint64_t *cl = closure_of_const(b, head);
		for (int i = 0; i < g->words; i++)
			if ((cl[i] & g->onboard.w[i]) != closure.w[i])
				return false;
		bb_or(g, &checked, &checked, &chain);
	}
	/* Points that are not heads, 0 ("no chain") among them, count nothing
	 * and have no closure: captures tell a chain already gone by its zero
	 * stone count, and merges OR head 0's closure in with the others and
	 * never pick it as the biggest chain. */
	for (int p = 0; p < g->points; p++) {
		if (bb_test(&all, p) && board_head(b, p) == p)
			continue;
		if (b->stones[p] != 0 || b->libs[p] != 0)
			return false;
		const uint64_t *cl = closure_of_const(b, p);
		for (int i = 0; i < g->words; i++)
			if (cl[i])
				return false;
	}
	return true;
}
