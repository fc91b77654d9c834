/*
 * board.c - plays, captures and the incremental chain data.
 */
#include "board.h"

#include <string.h>

/* Neighbour counts live in 4-bit fields of the info word. */
static inline uint32_t count_one(int c)
{
	return (uint32_t)1 << (c * INFO_COUNT_BITS);
}

static const uint32_t EMPTY_ONE = (uint32_t)1 << INFO_EMPTY_SHIFT;

static inline int count_of(uint32_t info, int c)
{
	return (int)(info >> (c * INFO_COUNT_BITS)) & INFO_COUNT_MASK;
}

static inline int empty_neighbours(uint32_t info)
{
	return (int)(info >> INFO_EMPTY_SHIFT) & INFO_COUNT_MASK;
}

static inline int at_of(uint32_t info)
{
	return (int)(info >> INFO_AT_SHIFT) & 3;
}

static inline uint32_t with_at(uint32_t info, int at)
{
	return (info & ~(uint32_t)INFO_AT_MASK) | (uint32_t)at << INFO_AT_SHIFT;
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

/* The heads of the distinct chains of colour c next to p; returns how many. */
static inline int chains_around(const struct board *b, int c, int p, int heads[4])
{
	const int s = b->grid.stride;
	const int nbr[4] = {p - s, p - 1, p + 1, p + s};
	int n = 0;
	for (int i = 0; i < 4; i++) {
		if (at_of(b->info[nbr[i]]) != c + 1)
			continue;
		int h = b->chain[nbr[i]];
		int seen = 0;
		for (int j = 0; j < n; j++)
			seen |= heads[j] == h;
		if (!seen)
			heads[n++] = h;
	}
	return n;
}

/* Updates the counts of p's neighbours when p changes from `from` to `to`
 * (count_one(colour) or EMPTY_ONE). */
static inline void tell_neighbours(struct board *b, int p, uint32_t from, uint32_t to)
{
	const int s = b->grid.stride;
	const uint32_t delta = to - from;
	b->info[p - s] += delta;
	b->info[p - 1] += delta;
	b->info[p + 1] += delta;
	b->info[p + s] += delta;
}

/* Empties the chain headed by h and returns its stone count. Each point it
 * frees becomes a liberty of every distinct adjacent chain of the other
 * colour. */
static int remove_chain(struct board *b, int h)
{
	const int c = board_colour(b, h), o = colour_other(c), words = b->grid.words;
	uint64_t *cl = closure_of(b, h);
	int removed = 0;
	for (int i = 0; i < words; i++) {
		uint64_t stones = cl[i] & b->pos.stone[c].w[i];
		b->pos.stone[c].w[i] &= ~stones;
		b->empty.w[i] |= stones;
		for (; stones; stones &= stones - 1) {
			int q = i * 64 + ctz64(stones);
			empty_list_add(b, q);
			b->info[q] = with_at(b->info[q], AT_EMPTY);
			b->chain[q] = 0;
			tell_neighbours(b, q, count_one(c), EMPTY_ONE);
			int heads[4];
			int n = chains_around(b, o, q, heads);
			for (int j = 0; j < n; j++)
				b->libs[heads[j]]++;
			removed++;
		}
		cl[i] = 0;
	}
	b->libs[h] = 0;
	b->stones[h] = 0;
	return removed;
}

/* Puts p into one chain with the chains of c around it and returns the head.
 * `around` is p's info word from before the play. The liberty count is exact
 * for the board after the placement, before any capture. */
static int join_chains(struct board *b, int c, int p, uint32_t around)
{
	const int s = b->grid.stride, words = b->grid.words;
	if (count_of(around, c) == 0) {
		b->chain[p] = (uint16_t)p;
		b->stones[p] = 1;
		b->libs[p] = (uint16_t)empty_neighbours(around);
		words_or_window(closure_of(b, p), p - s, b->grid.cross_window);
		return p;
	}
	int heads[4];
	int n = chains_around(b, c, p, heads);
	int head = heads[0];
	for (int i = 1; i < n; i++)
		if (b->stones[heads[i]] > b->stones[head])
			head = heads[i];
	uint64_t *cl = closure_of(b, head);
	if (n == 1) {
		/* Extending one chain: it loses p and gains p's empty
		 * neighbours that were not liberties already. */
		const int nbr[4] = {p - s, p - 1, p + 1, p + s};
		int gained = 0;
		for (int i = 0; i < 4; i++)
			gained += at_of(b->info[nbr[i]]) == AT_EMPTY && !words_test(cl, nbr[i]);
		b->libs[head] = (uint16_t)(b->libs[head] + gained - 1);
	} else {
		/* Merging: relabel the smaller chains, then count afresh. */
		for (int j = 0; j < n; j++) {
			int h = heads[j];
			if (h == head)
				continue;
			uint64_t *other = closure_of(b, h);
			for (int i = 0; i < words; i++) {
				uint64_t stones = other[i] & b->pos.stone[c].w[i];
				for (; stones; stones &= stones - 1)
					b->chain[i * 64 + ctz64(stones)] = (uint16_t)head;
				cl[i] |= other[i];
				other[i] = 0;
			}
			b->stones[head] = (uint16_t)(b->stones[head] + b->stones[h]);
			b->stones[h] = 0;
			b->libs[h] = 0;
		}
	}
	words_or_window(cl, p - s, b->grid.cross_window);
	if (n > 1) {
		int libs = 0;
		for (int i = 0; i < words; i++)
			libs += popcount64(cl[i] & b->empty.w[i]);
		b->libs[head] = (uint16_t)libs;
	}
	b->chain[p] = (uint16_t)head;
	b->stones[head]++;
	return head;
}

int board_play(struct board *b, int c, int p)
{
	const int o = colour_other(c);
	const uint32_t around = b->info[p];

	/* 1. Place the stone. */
	bb_set(&b->pos.stone[c], p);
	bb_clear(&b->empty, p);
	empty_list_remove(b, p);
	b->info[p] = with_at(around, c + 1);
	tell_neighbours(b, p, EMPTY_ONE, count_one(c));
	int head = join_chains(b, c, p, around);

	/* 2. Remove the opponent chains that p took the last liberty of. */
	int captured = 0, taken = 0;
	if (count_of(around, o)) {
		int heads[4];
		int n = chains_around(b, o, p, heads);
		for (int i = 0; i < n; i++) {
			if (--b->libs[heads[i]] == 0) {
				taken = heads[i];
				captured += remove_chain(b, heads[i]);
			}
		}
	}

	/* A single stone that took a single stone and is left with one
	 * liberty can be taken back at once: a simple ko. */
	b->ko_point = 0;
	if (captured == 1 && b->stones[head] == 1 && b->libs[head] == 1) {
		b->ko_point = taken;
		b->ko_colour = o;
	}

	/* 3. Remove the mover's own chain if it has no liberty (a suicide
	 * that board_check allowed). */
	if (b->libs[head] == 0)
		remove_chain(b, head);
	return captured;
}

/* Whether a play of c at p, which has no empty neighbour, leaves its chain a
 * liberty: joining a chain that has another liberty, or capturing. */
static bool keeps_a_liberty(const struct board *b, int c, int p)
{
	const int s = b->grid.stride;
	const int nbr[4] = {p - s, p - 1, p + 1, p + s};
	for (int i = 0; i < 4; i++) {
		int at = at_of(b->info[nbr[i]]);
		if (at == AT_EMPTY || at == AT_OFF)
			continue;
		int libs = b->libs[b->chain[nbr[i]]];
		if (at == c + 1 ? libs > 1 : libs == 1)
			return true;
	}
	return false;
}

enum move_result board_check(const struct board *b, int c, int p, bool allow_suicide)
{
	if (p <= 0 || p >= b->grid.points || !bb_test(&b->grid.onboard, p))
		return MOVE_OFF_BOARD;
	const uint32_t info = b->info[p];
	if (at_of(info) != AT_EMPTY)
		return MOVE_OCCUPIED;
	if (empty_neighbours(info) > 0 || keeps_a_liberty(b, c, p))
		return MOVE_OK;
	if (allow_suicide && count_of(info, c) > 0)
		return MOVE_OK;
	return MOVE_SUICIDE;
}

void board_captures_of(const struct board *b, int c, int p, struct bitboard *out)
{
	const struct grid *g = &b->grid;
	const int o = colour_other(c);
	bb_zero(out);
	int heads[4];
	int n = chains_around(b, o, p, heads);
	for (int j = 0; j < n; j++) {
		if (b->libs[heads[j]] != 1)
			continue;
		const uint64_t *cl = closure_of_const(b, heads[j]);
		for (int i = 0; i < g->words; i++)
			out->w[i] |= cl[i] & b->pos.stone[o].w[i];
	}
	if (n > 0 && !bb_is_empty(g, out))
		return;
	if (empty_neighbours(b->info[p]) > 0 || keeps_a_liberty(b, c, p))
		return;
	/* A suicide: the new stone and every chain of c it joins. */
	bb_set(out, p);
	n = chains_around(b, c, p, heads);
	for (int j = 0; j < n; j++) {
		const uint64_t *cl = closure_of_const(b, heads[j]);
		for (int i = 0; i < g->words; i++)
			out->w[i] |= cl[i] & b->pos.stone[c].w[i];
	}
}

bool board_is_eye(const struct board *b, int c, int p)
{
	const uint32_t info = b->info[p];
	const int o = colour_other(c);
	const uint32_t not_own = INFO_COUNT_MASK << INFO_EMPTY_SHIFT |
				 (uint32_t)INFO_COUNT_MASK << (o * INFO_COUNT_BITS) | INFO_AT_MASK;
	if (info & not_own)
		return false;
	const int s = b->grid.stride;
	uint64_t diagonals = words_window(b->pos.stone[o].w, p - s - 1) & b->grid.diagonal_window;
	return popcount64(diagonals) + ((info & INFO_EDGE) != 0) < 2;
}

void board_chain(const struct board *b, int p, struct bitboard *out)
{
	const int c = board_colour(b, p);
	const uint64_t *cl = closure_of_const(b, b->chain[p]);
	bb_zero(out);
	for (int i = 0; i < b->grid.words; i++)
		out->w[i] = cl[i] & b->pos.stone[c].w[i];
}

/* The info word of p computed from the planes alone. */
static uint32_t info_from_planes(const struct board *b, int p)
{
	const struct grid *g = &b->grid;
	const int s = g->stride;
	const int nbr[4] = {p - s, p - 1, p + 1, p + s};
	uint32_t info = 0;
	for (int i = 0; i < 4; i++) {
		int q = nbr[i];
		if (q < 0 || q >= g->points || !bb_test(&g->onboard, q)) {
			if (bb_test(&g->onboard, p))
				info |= INFO_EDGE;
		} else if (bb_test(&b->pos.stone[BLACK], q)) {
			info += count_one(BLACK);
		} else if (bb_test(&b->pos.stone[WHITE], q)) {
			info += count_one(WHITE);
		} else {
			info += EMPTY_ONE;
		}
	}
	int at = !bb_test(&g->onboard, p) ? AT_OFF
		 : bb_test(&b->pos.stone[BLACK], p) ? BLACK + 1
		 : bb_test(&b->pos.stone[WHITE], p) ? WHITE + 1
						      : AT_EMPTY;
	return with_at(info, at);
}

/* Zeroes the per-point data of the part of the board the size uses. */
static void clear_derived(struct board *b)
{
	const int points = b->grid.points;
	memset(b->info, 0, (size_t)points * sizeof(b->info[0]));
	memset(b->chain, 0, (size_t)points * sizeof(b->chain[0]));
	memset(b->stones, 0, (size_t)points * sizeof(b->stones[0]));
	memset(b->libs, 0, (size_t)points * sizeof(b->libs[0]));
	memset(b->empty_slot, 0, (size_t)points * sizeof(b->empty_slot[0]));
	memset(b->closure, 0, ((size_t)points * (size_t)b->grid.words + 1) * sizeof(uint64_t));
}

bool position_is_valid(const struct grid *g, const struct position *pos)
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
	grid_init(&b->grid, size);
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
			b->chain[q] = (uint16_t)head;
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
	memcpy(dst->chain, src->chain, points * sizeof(src->chain[0]));
	memcpy(dst->stones, src->stones, points * sizeof(src->stones[0]));
	memcpy(dst->libs, src->libs, points * sizeof(src->libs[0]));
	memcpy(dst->empties, src->empties, (size_t)src->empty_count * sizeof(src->empties[0]));
	memcpy(dst->empty_slot, src->empty_slot, points * sizeof(src->empty_slot[0]));
	memcpy(dst->closure, src->closure,
	       (points * (size_t)src->grid.words + 1) * sizeof(src->closure[0]));
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
	for (int p = 0; p < g->points; p++) {
		if (bb_test(&g->onboard, p) && b->info[p] != info_from_planes(b, p))
			return false;
		if (!bb_test(&all, p)) {
			if (b->chain[p] != 0)
				return false;
			continue;
		}
		/* Each stone's chain, found afresh by flood fill. */
		const int c = board_colour(b, p);
		struct bitboard seed, chain, closure, libs, from_head;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &chain, &seed, &b->pos.stone[c]);
		bb_dilate(g, &closure, &chain);
		bb_and(g, &libs, &closure, &b->empty);
		const int head = b->chain[p];
		if (!bb_test(&chain, head) || b->chain[head] != head)
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
	}
	/* Closure slots of points that are not heads are zero. */
	for (int p = 0; p < g->points; p++) {
		if (bb_test(&all, p) && b->chain[p] == p)
			continue;
		const uint64_t *cl = closure_of_const(b, p);
		for (int i = 0; i < g->words; i++)
			if (cl[i])
				return false;
	}
	return true;
}
