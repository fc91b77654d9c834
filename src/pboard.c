/*
 * pboard.c - the playout board: building it, its rare plays, its checks.
 */
#include "pboard.h"

#include "score.h"

#include <assert.h>
#include <string.h>

int pboard_connect(struct pboard *restrict b, int p, unsigned mine)
{
	uint32_t *restrict info = b->info;
	uint16_t *restrict libs = b->libs, *restrict next = b->next;
	const int *offset = b->offset;
	/* The chain with the most pseudo-liberties, a guess at the biggest,
	 * keeps its head; the others' stones are renamed. */
	int head = pboard_head_of(info[p + offset[ctz64(mine)]]);
	for (unsigned m = mine & (mine - 1); m; m &= m - 1) {
		const int h = pboard_head_of(info[p + offset[ctz64(m)]]);
		head = libs[h] > libs[head] ? h : head;
	}
	for (unsigned m = mine; m; m &= m - 1) {
		/* Read again: a chain met twice is renamed already. */
		const int other = pboard_head_of(info[p + offset[ctz64(m)]]);
		if (other == head)
			continue;
		int q = other;
		do {
			info[q] = (info[q] & PBOARD_LOW_MASK) | (uint32_t)head << PBOARD_HEAD_SHIFT;
			q = next[q];
		} while (q != other);
		libs[head] = (uint16_t)(libs[head] + libs[other]);
		/* Exchanging the successors of one stone of each joins two
		 * circular lists into one. */
		const uint16_t after = next[head];
		next[head] = next[other];
		next[other] = after;
	}
	libs[head] = (uint16_t)(libs[head] + popcount64(pboard_empty_mask(info[p])));
	next[p] = next[head];
	next[head] = (uint16_t)p;
	return head;
}

/* Removes the chain headed by h, of colour o; returns its stone count.
 * Each point freed gives every chain next to it a pseudo-liberty (the
 * chain's own stones not freed yet among them, whose count no longer
 * matters, and head 0, reset after). */
static int remove_chain(struct pboard *restrict b, int o, int h)
{
	const ptrdiff_t s = b->stride;
	uint32_t *restrict info = b->info;
	uint16_t *restrict libs = b->libs, *restrict empties = b->empties,
			   *restrict slot = b->empty_slot;
	const uint16_t *restrict next = b->next;
	const uint32_t delta =
		((uint32_t)1 << PBOARD_EMPTY_SHIFT) - ((uint32_t)1 << (o * PBOARD_MASK_BITS));
	const int before = b->empty_count;
	int q = h, n = before;
	do {
		uint32_t *restrict at = info + q;
		*at &= PBOARD_LOW_MASK & ~(uint32_t)PBOARD_STONES;
		slot[q] = (uint16_t)n;
		empties[n++] = (uint16_t)q;
		libs[pboard_head_of(at[-s] += delta << ABOVE)]++;
		libs[pboard_head_of(at[-1] += delta << RIGHT)]++;
		libs[pboard_head_of(at[1] += delta << LEFT)]++;
		libs[pboard_head_of(at[s] += delta << BELOW)]++;
		q = next[q];
	} while (q != h);
	b->empty_count = n;
	b->stones[o] -= n - before;
	return n - before;
}

void pboard_capture(struct pboard *restrict b, int c, int p, unsigned dead, bool lone)
{
	const int *offset = b->offset;
	int removed = 0, taken = 0;
	for (unsigned m = dead; m; m &= m - 1) {
		const uint32_t info = b->info[p + offset[ctz64(m)]];
		/* A chain met on two sides is removed once. */
		if (info & PBOARD_STONES) {
			taken = pboard_head_of(info);
			removed += remove_chain(b, c ^ 1, taken);
		}
	}
	b->libs[0] = PBOARD_NO_CHAIN;
	b->capture_point = p;
	b->captured = removed;
	/* A lone stone that took one stone can be taken back at once. */
	if (lone && removed == 1) {
		b->ko_point = taken;
		b->ko_colour = c ^ 1;
	}
}

int pboard_crowded(struct pboard *restrict b, int c, int p)
{
	const ptrdiff_t s = b->stride;
	const uint32_t *restrict at = b->info + p;
	uint16_t *restrict libs = b->libs;
	const uint32_t here = *at;
	const unsigned mine = pboard_mask(here, c), theirs = pboard_mask(here, c ^ 1);
	DEBUG_ASSERT(!pboard_is_eye(b, c, p));
	if (p == b->ko_point && c == b->ko_colour)
		return -1;
	const int h0 = pboard_head_of(at[-s]), h1 = pboard_head_of(at[-1]),
		  h2 = pboard_head_of(at[1]), h3 = pboard_head_of(at[s]);
	/* A chain touching p on k sides has p as its only liberty exactly when
	 * it counts k pseudo-liberties. With no stone of c around, only a
	 * capture makes p legal, and it needs a chain that counts no more
	 * than the sides of p: most eyes of the opponent are refused here,
	 * without a store. */
	if (!mine) {
		const unsigned l0 = libs[h0], l1 = libs[h1], l2 = libs[h2], l3 = libs[h3];
		const unsigned low = l0 < l1 ? l0 : l1, high = l2 < l3 ? l2 : l3;
		if ((low < high ? low : high) > (unsigned)popcount64(theirs))
			return -1;
	}
	/* One pseudo-liberty less per side, as the play takes them: a chain
	 * left with none had p as its only liberty. */
	libs[h0]--;
	libs[h1]--;
	libs[h2]--;
	libs[h3]--;
	const unsigned alive =
		(unsigned)(libs[h0] != 0) << BELOW | (unsigned)(libs[h1] != 0) << LEFT |
		(unsigned)(libs[h2] != 0) << RIGHT | (unsigned)(libs[h3] != 0) << ABOVE;
	if (!(alive & mine) && !(~alive & theirs)) {
		libs[h0]++;
		libs[h1]++;
		libs[h2]++;
		libs[h3]++;
		return -1;
	}
	libs[0] = PBOARD_NO_CHAIN;
	return (int)(theirs & ~alive);
}

bool pboard_is_candidate(const struct pboard *b, int c, int p)
{
	static_assert(sizeof(struct pboard) < 16384, "a copy on the stack");
	struct pboard copy;
	pboard_copy(&copy, b);
	return pboard_try_light(&copy, c, p);
}

void pboard_play(struct pboard *b, int c, int p)
{
	const bool played = pboard_try_light(b, c, p);
	DEBUG_ASSERT(played);
	(void)played;
}

void pboard_from_board(struct pboard *pb, const struct board *b)
{
	const struct grid *g = &b->grid;
	pb->size = g->size;
	pb->stride = g->stride;
	pb->points = g->points;
	pb->empty_count = b->empty_count;
	pb->ko_point = b->ko_point;
	pb->ko_colour = b->ko_colour;
	pb->capture_point = 0;
	pb->captured = 0;
	pb->stones[BLACK] = bb_count(g, &b->pos.stone[BLACK]);
	pb->stones[WHITE] = bb_count(g, &b->pos.stone[WHITE]);
	for (int d = BELOW; d <= ABOVE; d++)
		pb->offset[d] = g->neighbour[d];
	/* The masks and the edge lie where the rules board keeps them; what
	 * is here becomes one bit per colour, or the off-board bit. */
	static const uint32_t here[4] = {
		[AT_EMPTY] = 0,
		[BLACK + 1] = (uint32_t)1 << (PBOARD_STONE_SHIFT + BLACK),
		[WHITE + 1] = (uint32_t)1 << (PBOARD_STONE_SHIFT + WHITE),
		[AT_OFF] = PBOARD_OFF,
	};
	for (int p = 0; p < g->points; p++) {
		const uint32_t info = b->info[p];
		pb->info[p] = (info & (INFO_MASK | INFO_MASK << INFO_MASK_BITS |
				       INFO_MASK << INFO_EMPTY_SHIFT | INFO_EDGE)) |
			      here[info_at(info)] | (uint32_t)info_head(info) << PBOARD_HEAD_SHIFT;
		pb->libs[p] = 0;
		pb->next[p] = (uint16_t)p;
	}
	for (int p = 0; p < g->points; p++) {
		if (!board_is_stone(b, p))
			continue;
		const int head = board_head(b, p);
		pb->libs[head] = (uint16_t)(pb->libs[head] + info_empty(b->info[p]));
		if (head != p) {
			pb->next[p] = pb->next[head];
			pb->next[head] = (uint16_t)p;
		}
	}
	pb->libs[0] = PBOARD_NO_CHAIN;
	memcpy(pb->empties, b->empties, (size_t)b->empty_count * sizeof(b->empties[0]));
	memcpy(pb->empty_slot, b->empty_slot, (size_t)g->points * sizeof(b->empty_slot[0]));
}

void pboard_copy(struct pboard *dst, const struct pboard *src)
{
	const size_t points = (size_t)src->points;
	dst->size = src->size;
	dst->stride = src->stride;
	dst->points = src->points;
	dst->empty_count = src->empty_count;
	dst->ko_point = src->ko_point;
	dst->ko_colour = src->ko_colour;
	dst->capture_point = src->capture_point;
	dst->captured = src->captured;
	dst->stones[BLACK] = src->stones[BLACK];
	dst->stones[WHITE] = src->stones[WHITE];
	memcpy(dst->offset, src->offset, sizeof(src->offset));
	memcpy(dst->info, src->info, points * sizeof(src->info[0]));
	memcpy(dst->libs, src->libs, points * sizeof(src->libs[0]));
	memcpy(dst->next, src->next, points * sizeof(src->next[0]));
	memcpy(dst->empties, src->empties, (size_t)src->empty_count * sizeof(src->empties[0]));
	memcpy(dst->empty_slot, src->empty_slot, points * sizeof(src->empty_slot[0]));
}

void pboard_position(const struct pboard *b, struct position *pos)
{
	memset(pos, 0, sizeof(*pos));
	for (int p = 0; p < b->points; p++) {
		const int at = pboard_at(b, p);
		if (at == BLACK + 1 || at == WHITE + 1)
			bb_set(&pos->stone[at - 1], p);
	}
}

/* The margin by flood fill, kept out of the quick path. */
static COLD_PATH double slow_margin(const struct pboard *b, double komi)
{
	struct grid g;
	struct position pos;
	struct score sc;
	bb_grid_init(&g, b->size);
	pboard_position(b, &pos);
	score_position(&g, &pos, &sc);
	return sc.margin - komi;
}

double pboard_area_margin(const struct pboard *b, double komi)
{
	int area = b->stones[BLACK] - b->stones[WHITE];
	for (int i = 0; i < b->empty_count; i++) {
		const uint32_t info = b->info[b->empties[i]];
		if (pboard_empty_mask(info))
			return slow_margin(b, komi);
		area += (pboard_mask(info, BLACK) != 0) - (pboard_mask(info, WHITE) != 0);
	}
	return area - komi;
}

/* The info word of p, head aside, as the stones around it make it. */
static uint32_t info_from_stones(const struct pboard *b, const struct grid *g, int p)
{
	uint32_t info = 0;
	const int at = !bb_test(&g->onboard, p) ? AT_OFF : pboard_at(b, p);
	if (at == AT_OFF)
		info |= PBOARD_OFF;
	else if (at != AT_EMPTY)
		info |= (uint32_t)1 << (PBOARD_STONE_SHIFT + at - 1);
	for (int d = BELOW; d <= ABOVE; d++) {
		const int q = p + g->neighbour[d];
		if (q < 0 || q >= g->points || !bb_test(&g->onboard, q)) {
			if (at != AT_OFF)
				info |= PBOARD_EDGE;
			continue;
		}
		const int there = pboard_at(b, q);
		const int shift =
			there == AT_EMPTY ? PBOARD_EMPTY_SHIFT : (there - 1) * PBOARD_MASK_BITS;
		info |= (uint32_t)1 << (shift + d);
	}
	return info;
}

bool pboard_check_invariants(const struct pboard *b)
{
	if (b->size < BOARD_MIN_SIZE || b->size > BOARD_MAX_SIZE)
		return false;
	struct grid g;
	bb_grid_init(&g, b->size);
	if (b->stride != g.stride || b->points != g.points)
		return false;
	for (int d = BELOW; d <= ABOVE; d++)
		if (b->offset[d] != g.neighbour[d])
			return false;
	struct position pos;
	pboard_position(b, &pos);
	int empties = 0;
	for (int p = 0; p < g.points; p++) {
		/* Off-board points too: their masks change by addition. Their
		 * stone bits are never set, so pos is what the words say. */
		const uint32_t info = b->info[p];
		if ((info & PBOARD_LOW_MASK) != info_from_stones(b, &g, p))
			return false;
		const int at = pboard_at(b, p);
		if ((at == AT_EMPTY || at == AT_OFF) && pboard_head_of(info) != 0)
			return false;
		if (at == AT_EMPTY) {
			const int slot = b->empty_slot[p];
			if (slot >= b->empty_count || b->empties[slot] != p)
				return false;
			empties++;
		}
	}
	if (empties != b->empty_count || b->stones[BLACK] != bb_count(&g, &pos.stone[BLACK]) ||
	    b->stones[WHITE] != bb_count(&g, &pos.stone[WHITE]))
		return false;
	if ((b->ko_point != 0 && pboard_at(b, b->ko_point) != AT_EMPTY) ||
	    (b->capture_point != 0 && pboard_at(b, b->capture_point) == AT_EMPTY) ||
	    b->libs[0] != PBOARD_NO_CHAIN)
		return false;
	/* Each chain, found afresh by flood fill: all its stones name one
	 * head inside it, its list from the head holds exactly its stones, and
	 * its pseudo-liberties are counted right. */
	struct bitboard todo, stones;
	bb_or(&g, &stones, &pos.stone[BLACK], &pos.stone[WHITE]);
	todo = stones;
	int p;
	while ((p = bb_first(&g, &todo)) >= 0) {
		const int c = pboard_at(b, p) - 1;
		struct bitboard seed, chain, listed;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(&g, &chain, &seed, &pos.stone[c]);
		const int head = pboard_head_of(b->info[p]);
		if (!bb_test(&chain, head))
			return false;
		int libs = 0, q;
		BB_FOR_EACH(q, &chain, g.words)
		{
			if (pboard_head_of(b->info[q]) != head)
				return false;
			libs += popcount64(pboard_empty_mask(b->info[q]));
		}
		if (libs == 0 || b->libs[head] != libs)
			return false;
		bb_zero(&listed);
		const int size = bb_count(&g, &chain);
		q = head;
		for (int n = 0; n < size; n++, q = b->next[q]) {
			if (q <= 0 || q >= g.points || !bb_test(&chain, q) || bb_test(&listed, q))
				return false;
			bb_set(&listed, q);
		}
		if (q != head)
			return false;
		bb_andnot(&g, &todo, &todo, &chain);
	}
	return true;
}
