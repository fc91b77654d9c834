/*
 * sgf_game.c - a game from an SGF main line, and a game as SGF text.
 */
#include "sgf_game.h"

#include "rules.h"
#include "score.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ISHI_VERSION
#define ISHI_VERSION "0"
#endif

/* Who moves first when the root has no PL: White after handicap stones
 * (HA[2] and up; HA[1], which some servers write for a game without komi,
 * places no stone), else Black. */
static int first_to_move(int handicap)
{
	return handicap >= 2 ? WHITE : BLACK;
}

/* --- Reading --- */

struct loader {
	struct game *g;
	const struct sgf *tree;
	struct strbuf *error;
	int size;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool
load_error(struct loader *l, const char *fmt, ...)
{
	char message[160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(message, sizeof(message), fmt, ap);
	va_end(ap);
	sb_adds(l->error, message);
	return false;
}

/* A value made safe to quote in a one-line message: at most 20 bytes, and
 * every byte that is not printable ASCII shown as '?'. */
static const char *quote(const char *text, size_t length, char buf[32])
{
	size_t n = 0;
	for (; n < length && n < 20; n++)
		buf[n] = text[n] >= ' ' && text[n] < 127 ? text[n] : '?';
	strcpy(buf + n, n < length ? "..." : "");
	return buf;
}

/* The only value of a property, or NULL (with the error set) if it has
 * several. */
static const char *single(struct loader *l, const struct sgf_property *p, size_t *length)
{
	if (p->value_count != 1) {
		load_error(l, "%s has %u values, not one", p->name, (unsigned)p->value_count);
		return NULL;
	}
	return sgf_value(l->tree, p, 0, length);
}

/* The text without the white space around it. SGF allows white space
 * only between values, but other readers (GNU Go, sgfmill) take a number
 * with blanks around it, as in KM[ 7.5 ], and so does ishi. */
static const char *trim(const char *text, size_t *length)
{
	static const char blanks[] = " \t\n\v\f\r";
	while (*length > 0 && *text && strchr(blanks, *text)) {
		text++;
		--*length;
	}
	while (*length > 0 && text[*length - 1] && strchr(blanks, text[*length - 1]))
		--*length;
	return text;
}

/* A decimal number of at most 6 digits, and blanks around it. */
static bool parse_number(const char *text, size_t length, long *out)
{
	text = trim(text, &length);
	if (length == 0 || length > 6 || strspn(text, "0123456789") < length)
		return false;
	*out = strtol(text, NULL, 10);
	return true;
}

static bool read_size(struct loader *l, const struct sgf_property *p)
{
	size_t length;
	const char *text = single(l, p, &length);
	if (!text)
		return false;
	/* "19", or "19:19" (columns:rows); any other rectangle is refused. */
	const char *colon = memchr(text, ':', length);
	size_t first = colon ? (size_t)(colon - text) : length;
	char buf[32];
	long columns, rows;
	if (!parse_number(text, first, &columns))
		return load_error(l, "bad SZ[%s]", quote(text, length, buf));
	rows = columns;
	if (colon && !parse_number(colon + 1, length - first - 1, &rows))
		return load_error(l, "bad SZ[%s]", quote(text, length, buf));
	if (rows != columns)
		return load_error(l, "SZ[%s]: rectangular boards are not supported",
				  quote(text, length, buf));
	if (columns < BOARD_MIN_SIZE || columns > BOARD_MAX_SIZE)
		return load_error(l, "SZ[%s]: the board size must be %d to %d",
				  quote(text, length, buf), BOARD_MIN_SIZE, BOARD_MAX_SIZE);
	l->size = (int)columns;
	return true;
}

/* An SGF real: an optional sign, digits, and optionally "." and digits,
 * blanks around it allowed (trim); within what the komi command accepts (a
 * float's range). */
static bool read_komi(struct loader *l, const struct sgf_property *p)
{
	size_t length, value_length;
	const char *value = single(l, p, &value_length);
	if (!value)
		return false;
	length = value_length;
	const char *text = trim(value, &length);
	if (length == 0)
		return true; /* KM[] says nothing; the komi stays */
	const char *s = text + (*text == '+' || *text == '-');
	size_t whole = strspn(s, "0123456789"), fraction = 0;
	if (s[whole] == '.')
		fraction = strspn(s + whole + 1, "0123456789");
	size_t used = (size_t)(s - text) + whole + (s[whole] == '.' ? 1 + fraction : 0);
	char buf[32];
	if (used != length || whole + fraction == 0 ||
	    !rules_komi_accept(strtod(text, NULL), &l->g->komi))
		return load_error(l, "bad KM[%s]", quote(value, value_length, buf));
	return true;
}

static bool read_root(struct loader *l, int *handicap)
{
	const struct sgf_property *p;
	size_t length;
	const char *text;
	char buf[32];
	if ((p = sgf_find(l->tree, 0, "GM"))) {
		if (!(text = single(l, p, &length)))
			return false;
		size_t game_length = length;
		const char *game = trim(text, &game_length);
		if (game_length != 1 || *game != '1')
			return load_error(l, "GM[%s] is not a game of Go (GM[1])",
					  quote(text, length, buf));
	}
	l->size = 19; /* SGF's default for Go */
	if ((p = sgf_find(l->tree, 0, "SZ")) && !read_size(l, p))
		return false;
	if ((p = sgf_find(l->tree, 0, "KM")) && !read_komi(l, p))
		return false;
	*handicap = 0;
	if ((p = sgf_find(l->tree, 0, "HA"))) {
		long n;
		if (!(text = single(l, p, &length)))
			return false;
		if (!parse_number(text, length, &n) || n > l->size * l->size)
			return load_error(l, "bad HA[%s]", quote(text, length, buf));
		*handicap = (int)n;
	}
	if ((p = sgf_find(l->tree, 0, "RU"))) {
		if (!(text = single(l, p, &length)))
			return false;
		rules_from_name(text, &l->g->rules);
	}
	return true;
}

/* The point of a two-letter SGF point, or -1 if it is not on the board. */
static int point_of(const struct loader *l, const char *text, size_t length)
{
	if (length != 2)
		return -1;
	int x = text[0] - 'a', row = text[1] - 'a';
	if (x < 0 || x >= l->size || row < 0 || row >= l->size)
		return -1;
	return grid_point(&l->g->board.grid, x, l->size - 1 - row);
}

/* Adds the points of one value of AB, AW or AE to *set: a point, or a
 * compressed rectangle "aa:cc" given by two opposite corners. */
static bool add_points(struct loader *l, const char *name, const char *text, size_t length,
		       struct bitboard *set)
{
	const struct grid *grid = &l->g->board.grid;
	int a = point_of(l, text, length), b = a;
	if (length == 5 && text[2] == ':') {
		a = point_of(l, text, 2);
		b = point_of(l, text + 3, 2);
	}
	char buf[32];
	if (a < 0 || b < 0)
		return load_error(l, "%s[%s]: not a point or rectangle on this board", name,
				  quote(text, length, buf));
	int x0 = grid_x(grid, a), x1 = grid_x(grid, b), y0 = grid_y(grid, a), y1 = grid_y(grid, b);
	for (int x = x0 < x1 ? x0 : x1; x <= (x0 < x1 ? x1 : x0); x++)
		for (int y = y0 < y1 ? y0 : y1; y <= (y0 < y1 ? y1 : y0); y++)
			bb_set(set, grid_point(grid, x, y));
	return true;
}

/* Adds the points of every value of p (AB, AW or AE: set k) to set[k],
 * refusing a point that one of the three sets of the node holds already. */
static bool add_setup_points(struct loader *l, const struct sgf_property *p, struct bitboard set[3],
			     int k)
{
	const struct grid *grid = &l->g->board.grid;
	for (uint32_t v = 0; v < p->value_count; v++) {
		struct bitboard points, clash;
		size_t length;
		const char *text = sgf_value(l->tree, p, v, &length);
		bb_zero(&points);
		if (!add_points(l, p->name, text, length, &points))
			return false;
		for (int j = 0; j < 3; j++) {
			bb_and(grid, &clash, &points, &set[j]);
			if (!bb_is_empty(grid, &clash))
				return load_error(l, "a point set up twice in one node");
		}
		bb_or(grid, &set[k], &set[k], &points);
	}
	return true;
}

/* Applies the setup properties of node n to *pos and *to_move. Sets *any if
 * the node has one. */
static bool read_setup(struct loader *l, uint32_t n, struct position *pos, int *to_move, bool *any)
{
	static const char *const names[3] = {"AB", "AW", "AE"};
	const struct grid *grid = &l->g->board.grid;
	const struct sgf_node *node = &l->tree->nodes[n];
	struct bitboard set[3], all;
	for (int k = 0; k < 3; k++)
		bb_zero(&set[k]);
	*any = false;
	for (uint32_t i = 0; i < node->property_count; i++) {
		const struct sgf_property *p = &l->tree->properties[node->first_property + i];
		for (int k = 0; k < 3; k++) {
			if (strcmp(p->name, names[k]) != 0)
				continue;
			if (!add_setup_points(l, p, set, k))
				return false;
			*any = true;
		}
		if (strcmp(p->name, "PL") != 0)
			continue;
		size_t length;
		const char *text = single(l, p, &length);
		char buf[32];
		if (!text)
			return false;
		if (length != 1 || !strchr("BWbw", text[0]))
			return load_error(l, "bad PL[%s]", quote(text, length, buf));
		*to_move = text[0] == 'B' || text[0] == 'b' ? BLACK : WHITE;
		*any = true;
	}
	/* Adding overwrites whatever stood there (FF[4], AB). */
	bb_or(grid, &all, &set[0], &set[1]);
	bb_or(grid, &all, &all, &set[2]);
	for (int c = BLACK; c <= WHITE; c++) {
		bb_andnot(grid, &pos->stone[c], &pos->stone[c], &all);
		bb_or(grid, &pos->stone[c], &pos->stone[c], &set[c]);
	}
	return true;
}

/* Refuses, in node n past the root, a property that only the root may hold
 * (FF[4]'s root properties) or one of the game-info properties that set up
 * the whole game here: the board, komi, handicap and rules cannot change
 * in mid-game. */
static bool check_not_root(struct loader *l, uint32_t n)
{
	static const char *const root_only[] = {"AP", "CA", "FF", "GM", "ST",
						"SZ", "KM", "HA", "RU"};
	const struct sgf_node *node = &l->tree->nodes[n];
	for (uint32_t i = 0; i < node->property_count; i++) {
		const char *name = l->tree->properties[node->first_property + i].name;
		for (size_t k = 0; k < sizeof(root_only) / sizeof(*root_only); k++)
			if (strcmp(name, root_only[k]) == 0)
				return load_error(l, "node %u: %s belongs in the root node",
						  (unsigned)n, name);
	}
	return true;
}

/* The move of node n: *colour (-1 for none) and *point (or PASS). */
static bool read_move(struct loader *l, uint32_t n, int *colour, int *point)
{
	const struct sgf_property *b = sgf_find(l->tree, n, "B"), *w = sgf_find(l->tree, n, "W");
	*colour = -1;
	if (b && w)
		return load_error(l, "a node with two moves, B and W");
	const struct sgf_property *p = b ? b : w;
	if (!p)
		return true;
	size_t length;
	const char *text = single(l, p, &length);
	if (!text)
		return false;
	*colour = b ? BLACK : WHITE;
	/* "tt" is the old way to pass, where it cannot be a point. */
	if (length == 0 || (l->size <= 19 && length == 2 && text[0] == 't' && text[1] == 't')) {
		*point = PASS;
		return true;
	}
	*point = point_of(l, text, length);
	char buf[32];
	if (*point < 0)
		return load_error(l, "%s[%s]: not a point on this board", p->name,
				  quote(text, length, buf));
	return true;
}

bool sgf_game_result(const struct sgf *tree, char *buf, size_t size)
{
	const struct sgf_property *p = tree->node_count ? sgf_find(tree, 0, "RE") : NULL;
	size_t length = 0, n = 0;
	const char *text = p ? sgf_value(tree, p, 0, &length) : "";
	for (size_t i = 0; i < length && n + 1 < size; i++)
		if (text[i] >= ' ' && text[i] < 127)
			buf[n++] = text[i];
	buf[n] = '\0';
	return n > 0;
}

/* Stopped before the move of node n, of colour c: c is to move, unless
 * the node's own PL said who. At the start that is the start's side to
 * move; later a setup record says it, with the stones as they are. */
static bool to_move_next(struct loader *l, uint32_t n, int c)
{
	struct game *g = l->g;
	if (game_to_move(g) == c || sgf_find(l->tree, n, "PL"))
		return true;
	const struct position pos = g->board.pos;
	const bool ok = game_moves(g) == 0 ? game_set_start(g, &pos, c, g->handicap)
					   : game_add_setup(g, &pos, c);
	return ok || load_error(l, "out of memory");
}

bool sgf_game_load(struct game *g, const struct sgf *tree, int move_limit, struct strbuf *error)
{
	struct loader l = {g, tree, error, 0};
	int handicap;
	if (tree->node_count == 0)
		return load_error(&l, "no node in the record");
	if (!read_root(&l, &handicap))
		return false;
	game_resize(g, l.size);
	int moves = 0;
	for (uint32_t n = 0; n < tree->node_count; n++) {
		struct position pos = g->board.pos;
		int to_move = n == 0 ? first_to_move(handicap) : game_to_move(g);
		bool any, ok = true;
		if (n > 0 && !check_not_root(&l, n))
			return false;
		if (!read_setup(&l, n, &pos, &to_move, &any))
			return false;
		if (n == 0)
			ok = game_set_start(g, &pos, to_move, handicap);
		else if (any)
			ok = game_add_setup(g, &pos, to_move);
		if (!ok && !board_position_is_valid(&g->board.grid, &pos))
			return load_error(&l, "node %u: setup leaves a chain without liberties",
					  (unsigned)n);
		if (!ok)
			return load_error(&l, "out of memory");
		int colour, point;
		if (!read_move(&l, n, &colour, &point))
			return false;
		if (colour < 0)
			continue;
		if (++moves == move_limit)
			return to_move_next(&l, n, colour);
		enum move_result r = game_play(g, colour, point);
		if (r != MOVE_OK)
			return load_error(&l, "move %d (node %u): %s", moves, (unsigned)n,
					  board_result_text(r));
	}
	return true;
}

/* --- Writing --- */

/* Komi as an SGF real (no exponent), in the fewest decimals that read back
 * as the same double. */
static void add_komi(struct strbuf *out, double komi)
{
	char buf[400];
	for (int decimals = 0; decimals <= 350; decimals++) {
		snprintf(buf, sizeof(buf), "%.*f", decimals, komi);
		if (strtod(buf, NULL) == komi)
			break;
	}
	sb_adds(out, buf);
}

static void add_point(struct strbuf *out, const struct grid *grid, int p)
{
	sb_addc(out, '[');
	if (p != PASS) {
		sb_addc(out, (char)('a' + grid_x(grid, p)));
		sb_addc(out, (char)('a' + grid->size - 1 - grid_y(grid, p)));
	}
	sb_addc(out, ']');
}

static void add_point_list(struct strbuf *out, const struct grid *grid, const char *name,
			   const struct bitboard *set)
{
	if (bb_is_empty(grid, set))
		return;
	sb_adds(out, name);
	int p;
	BB_FOR_EACH(p, set, grid->words)
	{
		add_point(out, grid, p);
	}
}

/* SGF text: ']' and '\\' escaped. */
static void add_text(struct strbuf *out, const char *text)
{
	for (; *text; text++) {
		if (*text == ']' || *text == '\\')
			sb_addc(out, '\\');
		sb_addc(out, *text);
	}
}

/* Setup that turns position `from` into `to`: AE where stones went, AB
 * and AW where stones of that colour came. */
static void add_setup(struct strbuf *out, const struct grid *grid, const struct position *from,
		      const struct position *to)
{
	struct bitboard before, after, gone, came[2];
	bb_or(grid, &before, &from->stone[BLACK], &from->stone[WHITE]);
	bb_or(grid, &after, &to->stone[BLACK], &to->stone[WHITE]);
	bb_andnot(grid, &gone, &before, &after);
	for (int c = BLACK; c <= WHITE; c++)
		bb_andnot(grid, &came[c], &to->stone[c], &from->stone[c]);
	add_point_list(out, grid, "AE", &gone);
	add_point_list(out, grid, "AB", &came[BLACK]);
	add_point_list(out, grid, "AW", &came[WHITE]);
}

enum { NODES_PER_LINE = 12 };

void sgf_game_write(const struct game *g, const char *result, struct strbuf *out)
{
	const struct grid *grid = &g->board.grid;
	const struct record *start = &g->records[0];
	sb_addf(out, "(;FF[4]GM[1]AP[ishi:%s]SZ[%d]KM[", ISHI_VERSION, grid->size);
	add_komi(out, g->komi);
	sb_addc(out, ']');
	const char *rules = rules_name(&g->rules);
	if (rules)
		sb_addf(out, "RU[%s]", rules);
	if (g->handicap > 0)
		sb_addf(out, "HA[%d]", g->handicap);
	if (result) {
		sb_adds(out, "RE[");
		add_text(out, result);
		sb_addc(out, ']');
	}
	struct position before, after;
	memset(&before, 0, sizeof(before));
	game_position_of(g, 0, &after);
	add_setup(out, grid, &before, &after);
	if (start->to_move != first_to_move(g->handicap))
		sb_adds(out, start->to_move == BLACK ? "PL[B]" : "PL[W]");
	for (int i = 1; i < g->length; i++) {
		const struct record *r = &g->records[i];
		sb_adds(out, (i - 1) % NODES_PER_LINE == 0 ? "\n;" : ";");
		if (r->kind == RECORD_MOVE) {
			sb_adds(out, r->colour == BLACK ? "B" : "W");
			add_point(out, grid, r->point);
			continue;
		}
		game_position_of(g, i - 1, &before);
		game_position_of(g, i, &after);
		add_setup(out, grid, &before, &after);
		sb_adds(out, r->to_move == BLACK ? "PL[B]" : "PL[W]");
	}
	sb_adds(out, ")\n");
}
