/*
 * moggy.c - the heavy playout policy: captures, escapes, 3x3 patterns
 * around the last move, and a draw that refuses big self-ataris.
 */
#include "moggy.h"

#include "ladder.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

/* A pattern of MoGo's, as a Go diagram of the 3x3 around the move, which
 * is its centre: 'X' and 'O' stones of either colour (the colours'
 * exchange is folded in), '.' empty, '?' anything, 'x' anything but an O
 * stone, 'o' anything but an X stone, '#' off the board. */
struct pattern {
	const char *rows[3];
};

/* The patterns of Gelly et al. (2006), and the keima cut Pachi adds. */
static const struct pattern patterns[] = {
	{{"XOX", "...", "???"}}, /* hane: enclosing */
	{{"XO.", "...", "?.?"}}, /* hane: not cutting */
	{{"XO?", "X..", "o.?"}}, /* hane: magari */
	{{".O.", "X..", "..."}}, /* diagonal attachment */
	{{"XO?", "O.x", "?x?"}}, /* cut 1: an unprotected cut */
	{{"XO?", "O.X", "???"}}, /* cut 1: a peeped cut */
	{{"?X?", "O.O", "xxx"}}, /* cut 2: de */
	{{"OX?", "x.O", "???"}}, /* the keima's cut */
	{{"X.?", "O.?", "###"}}, /* edge: chase */
	{{"OX?", "X.O", "###"}}, /* edge: block the cut */
	{{"?X?", "o.O", "###"}}, /* edge: block the connection */
	{{"?XO", "o.o", "###"}}, /* edge: sagari */
	{{"?OX", "X.O", "###"}}, /* edge: cut */
};

enum { CELL_EMPTY = 0, CELL_BLACK = 1, CELL_WHITE = 2, CELL_OFF = 3 };

/* What stands on a point, as a 2-bit cell (pboard_at's values, read
 * without a branch: an off-board point has no stone bits). */
ALWAYS_INLINE uint32_t cell(uint32_t info)
{
	return ((info >> PBOARD_STONE_SHIFT) & 3) | (info & PBOARD_OFF ? 3 : 0);
}

uint32_t moggy_code(const struct pboard *b, int p)
{
	const uint32_t *at = b->info + p;
	const ptrdiff_t s = b->stride;
	return cell(at[-s - 1]) | cell(at[-s]) << 2 | cell(at[-s + 1]) << 4 | cell(at[-1]) << 6 |
	       cell(at[1]) << 8 | cell(at[s - 1]) << 10 | cell(at[s]) << 12 | cell(at[s + 1]) << 14;
}

/* The cells a pattern's character allows, one bit per cell value, with X
 * standing for the colour whose cell is x. */
static unsigned allowed(char ch, uint32_t x)
{
	const uint32_t o = x ^ 3; /* CELL_BLACK <-> CELL_WHITE */
	switch (ch) {
	case 'X':
		return 1u << x;
	case 'O':
		return 1u << o;
	case '.':
		return 1u << CELL_EMPTY;
	case 'x':
		return 0xfu & ~(1u << o);
	case 'o':
		return 0xfu & ~(1u << x);
	case '#':
		return 1u << CELL_OFF;
	default:
		assert(ch == '?');
		return 0xf;
	}
}

/* Sets the bit of every code whose cells from position `pos` on are
 * allowed by `cells`, the cells before being `code`. */
static void fill(uint64_t *bits, const unsigned cells[8], int pos, uint32_t code)
{
	if (pos == 8) {
		bits[code / 64] |= (uint64_t)1 << (code % 64);
		return;
	}
	for (uint32_t v = 0; v < 4; v++)
		if (cells[pos] & (1u << v))
			fill(bits, cells, pos + 1, code | v << (2 * pos));
}

/* The position in a code of the neighbour dr rows and dc columns from the
 * centre (moggy_code's order). */
static int position(int dr, int dc)
{
	const int k = (dr + 1) * 3 + (dc + 1);
	return k < 4 ? k : k - 1;
}

/* Adds a pattern in its eight orientations (rotations and reflections)
 * and both colourings to the table. */
static void add_pattern(uint64_t *bits, const struct pattern *pat)
{
	assert(pat->rows[1][1] == '.');
	for (int t = 0; t < 8; t++) {
		for (uint32_t x = CELL_BLACK; x <= CELL_WHITE; x++) {
			unsigned cells[8];
			for (int r = 0; r < 3; r++) {
				for (int c = 0; c < 3; c++) {
					if (r == 1 && c == 1)
						continue;
					int dr = r - 1, dc = t & 4 ? 1 - c : c - 1;
					for (int k = 0; k < (t & 3); k++) {
						const int turned = dc;
						dc = -dr;
						dr = turned;
					}
					cells[position(dr, dc)] = allowed(pat->rows[r][c], x);
				}
			}
			fill(bits, cells, 0, 0);
		}
	}
}

/* A rate as a threshold of 32 random bits. */
static uint64_t threshold(double rate)
{
	const double scale = 4294967296.0;
	return rate >= 1 ? (uint64_t)1 << 32 : rate > 0 ? (uint64_t)(rate * scale) : 0;
}

void moggy_default_rates(struct moggy_rates *rates)
{
	rates->capture = 0.9;
	rates->escape = 0.9;
	rates->pattern = 0.9;
	rates->self_atari = 1;
}

void moggy_init(struct moggy *m, const struct moggy_rates *rates)
{
	struct moggy_rates defaults;
	if (!rates) {
		moggy_default_rates(&defaults);
		rates = &defaults;
	}
	m->base.choose = moggy_choose;
	m->base.permit = moggy_permit;
	m->capture = threshold(rates->capture);
	m->escape = threshold(rates->escape);
	m->pattern = threshold(rates->pattern);
	m->self_atari = threshold(rates->self_atari);
	memset(m->patterns, 0, sizeof(m->patterns));
	for (size_t i = 0; i < sizeof(patterns) / sizeof(patterns[0]); i++)
		add_pattern(m->patterns, &patterns[i]);
}

/* Whether a rule of this rate is tried this time: a draw from r, unless
 * the rate is 0 or 1. */
ALWAYS_INLINE bool fires(uint64_t rate, struct rng *r)
{
	if (rate >> 32)
		return true;
	return rate != 0 && rng_next(r) < rate;
}

bool moggy_pattern_at(const struct moggy *m, const struct pboard *b, int p)
{
	const uint32_t code = moggy_code(b, p);
	return m->patterns[code / 64] >> (code % 64) & 1;
}

/* How many of q's neighbours are stones of the chain headed by h: its
 * pseudo-liberties at q, if q is empty. */
ALWAYS_INLINE unsigned sides(const struct pboard *b, int h, int q)
{
	const ptrdiff_t s = b->stride;
	const uint32_t *at = b->info + q;
	return (unsigned)(pboard_head_of(at[-s]) == h) + (unsigned)(pboard_head_of(at[-1]) == h) +
	       (unsigned)(pboard_head_of(at[1]) == h) + (unsigned)(pboard_head_of(at[s]) == h);
}

/* The only liberty of the chain headed by h, or 0 if it has two or more.
 * One liberty touches at most four stones of the chain, so a chain of
 * more than four pseudo-liberties has two; else the first liberty found is
 * the only one exactly when it accounts for all of them. */
int moggy_head_atari_liberty(const struct pboard *b, int h)
{
	const unsigned pseudo = b->libs[h];
	if (pseudo > 4)
		return 0;
	int q = h;
	do {
		const unsigned empty = pboard_empty_mask(b->info[q]);
		if (empty) {
			const int lib = q + b->offset[ctz64(empty)];
			return sides(b, h, lib) == pseudo ? lib : 0;
		}
		q = b->next[q];
	} while (q != h);
	return 0;
}

/* The stones of the chain headed by h. */
static int chain_size(const struct pboard *b, int h)
{
	int n = 0, q = h;
	do {
		n++;
		q = b->next[q];
	} while (q != h);
	return n;
}

/* Adds lib to the list of up to two distinct liberties, unless it is the
 * point `except` or there already. */
static void add_liberty(int lib, int except, int list[2], int *n)
{
	if (lib != except && *n < 2 && !(*n == 1 && list[0] == lib))
		list[(*n)++] = lib;
}

bool moggy_is_self_atari(const struct pboard *b, int c, int p, int *stones)
{
	DEBUG_ASSERT(pboard_at(b, p) == AT_EMPTY);
	const uint32_t *at = b->info + p;
	const uint32_t here = *at;
	const int *offset = b->offset;
	int list[2] = {0, 0}, n = 0;
	for (unsigned m = pboard_empty_mask(here); m; m &= m - 1)
		add_liberty(p + offset[ctz64(m)], 0, list, &n);
	const unsigned mine = pboard_mask(here, c);
	if (stones) {
		int heads[4], seen = 0;
		*stones = 1;
		for (unsigned m = mine; m; m &= m - 1) {
			const int h = pboard_head_of(at[offset[ctz64(m)]]);
			bool again = false;
			for (int i = 0; i < seen; i++)
				again |= heads[i] == h;
			if (!again) {
				heads[seen++] = h;
				*stones += chain_size(b, h);
			}
		}
	}
	if (n >= 2)
		return false;
	/* The cheap test first: a chain of c's with pairs besides p (its
	 * count less the sides of p it touches) that are not all at p's one
	 * empty neighbour has a second liberty, and more than four such pairs
	 * are two liberties at least. */
	for (unsigned m = mine; m; m &= m - 1) {
		const int h = pboard_head_of(at[offset[ctz64(m)]]);
		const unsigned others = b->libs[h] - sides(b, h, p);
		if (others > 4 || (n == 1 && others > sides(b, h, list[0])))
			return false;
	}
	/* A capture gives the stone a liberty where a captured stone stood,
	 * and makes it no self-atari as the rules here count it. */
	for (unsigned m = pboard_mask(here, c ^ 1); m; m &= m - 1) {
		const int h = pboard_head_of(at[offset[ctz64(m)]]);
		if (b->libs[h] == sides(b, h, p))
			return false; /* p is its only liberty: all its pairs are there */
	}
	for (unsigned m = mine; m && n < 2; m &= m - 1) {
		const int h = pboard_head_of(at[offset[ctz64(m)]]);
		if (b->libs[h] == sides(b, h, p))
			continue; /* p is its only liberty */
		int q = h;
		do {
			for (unsigned e = pboard_empty_mask(b->info[q]); e; e &= e - 1)
				add_liberty(q + offset[ctz64(e)], p, list, &n);
			q = b->next[q];
		} while (q != h && n < 2);
	}
	return n < 2;
}

/* Whether c may play at p as a proposal of the policy: a light move that
 * is no self-atari (so neither suicide nor the ko point c may not take). */
static bool good_move(const struct pboard *b, int c, int p)
{
	return !(p == b->ko_point && c == b->ko_colour) && !pboard_is_eye(b, c, p) &&
	       !moggy_is_self_atari(b, c, p, NULL);
}

/* Rule 1: the largest chain of the opponent's in atari with a stone on
 * `last` or next to it (diagonals too), taken at its liberty; 0 if none. */
static int capture(const struct pboard *b, int c, int last)
{
	const ptrdiff_t s = b->stride;
	const ptrdiff_t around[9] = {0, -s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
	const uint32_t theirs = (uint32_t)1 << (PBOARD_STONE_SHIFT + (c ^ 1));
	int heads[9], seen = 0, best = 0, best_size = 0;
	for (int i = 0; i < 9; i++) {
		const uint32_t info = b->info[last + around[i]];
		if (!(info & theirs))
			continue;
		const int h = pboard_head_of(info);
		if (b->libs[h] > 4)
			continue;
		bool again = false;
		for (int k = 0; k < seen; k++)
			again |= heads[k] == h;
		if (again)
			continue;
		heads[seen++] = h;
		const int lib = moggy_head_atari_liberty(b, h);
		if (lib == 0 || (lib == b->ko_point && c == b->ko_colour))
			continue;
		const int size = chain_size(b, h);
		if (size > best_size) {
			best = lib;
			best_size = size;
		}
	}
	return best;
}

int moggy_capture_around(const struct pboard *b, int c, int h)
{
	const uint32_t theirs = (uint32_t)1 << (PBOARD_STONE_SHIFT + (c ^ 1));
	const int *offset = b->offset;
	int q = h;
	do {
		for (int d = BELOW; d <= ABOVE; d++) {
			const uint32_t info = b->info[q + offset[d]];
			if (!(info & theirs))
				continue;
			const int take = moggy_head_atari_liberty(b, pboard_head_of(info));
			if (take != 0 && !(take == b->ko_point && c == b->ko_colour))
				return take;
		}
		q = b->next[q];
	} while (q != h);
	return 0;
}

/* A play that saves c's chain headed by h, in atari at `lib`: the capture
 * of an opponent chain in atari next to it, or else the extension at lib
 * if that leaves two liberties or more and no ladder that catches it; 0
 * if there is none. */
static int rescue(const struct pboard *b, int c, int h, int lib)
{
	const int take = moggy_capture_around(b, c, h);
	if (take != 0)
		return take;
	return good_move(b, c, lib) && !ladder_escape_caught(b, c, lib) ? lib : 0;
}

/* Rule 2: of c's chains next to `last` in atari, the largest that a play
 * saves, saved; 0 if none. */
static int escape(const struct pboard *b, int c, int last)
{
	const uint32_t mine = (uint32_t)1 << (PBOARD_STONE_SHIFT + c);
	int heads[4], libs[4], sizes[4], n = 0;
	for (int d = BELOW; d <= ABOVE; d++) {
		const uint32_t info = b->info[last + b->offset[d]];
		if (!(info & mine))
			continue;
		const int h = pboard_head_of(info);
		if (b->libs[h] > 4)
			continue;
		bool again = false;
		for (int k = 0; k < n; k++)
			again |= heads[k] == h;
		if (again)
			continue;
		const int lib = moggy_head_atari_liberty(b, h);
		if (lib == 0)
			continue;
		heads[n] = h;
		libs[n] = lib;
		sizes[n++] = chain_size(b, h);
	}
	while (n > 0) {
		int k = 0;
		for (int i = 1; i < n; i++)
			k = sizes[i] > sizes[k] ? i : k;
		const int p = rescue(b, c, heads[k], libs[k]);
		if (p != 0)
			return p;
		n--;
		heads[k] = heads[n];
		libs[k] = libs[n];
		sizes[k] = sizes[n];
	}
	return 0;
}

/* Rule 3: one of the empty neighbours of `last` that match a pattern and
 * are good moves, drawn uniformly; 0 if none. */
static int pattern(const struct moggy *m, const struct pboard *b, int c, int last, struct rng *r)
{
	const ptrdiff_t s = b->stride;
	const ptrdiff_t around[8] = {-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1};
	int found[8], n = 0;
	for (int i = 0; i < 8; i++) {
		const int q = last + (int)around[i];
		if (!(b->info[q] & (PBOARD_STONES | PBOARD_OFF)) && moggy_pattern_at(m, b, q))
			found[n++] = q;
	}
	while (n > 0) {
		const int k = (int)rng_below(r, (uint32_t)n);
		const int q = found[k];
		if (good_move(b, c, q))
			return q;
		found[k] = found[--n];
	}
	return 0;
}

int moggy_choose(const struct playout_policy *self, const struct pboard *b, int c, int last,
		 struct rng *r)
{
	const struct moggy *m = (const struct moggy *)self;
	if (last == PASS || (b->info[last] & PBOARD_OFF))
		return PASS;
	int p;
	if (fires(m->capture, r) && (p = capture(b, c, last)) != 0)
		return p;
	if (fires(m->escape, r) && (p = escape(b, c, last)) != 0)
		return p;
	if (fires(m->pattern, r) && (p = pattern(m, b, c, last, r)) != 0)
		return p;
	return PASS;
}

bool moggy_permit(const struct playout_policy *self, const struct pboard *b, int c, int p,
		  struct rng *r)
{
	const struct moggy *m = (const struct moggy *)self;
	return !moggy_is_big_self_atari(b, c, p) || !fires(m->self_atari, r);
}
