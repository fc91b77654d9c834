/*
 * test_sgf_game.c - games loaded from SGF records and written as records
 * (sgf_game.h), and the round trip between the two over many random games.
 */
#include "helpers.h"

#include "player.h"
#include "rng.h"
#include "rules.h"
#include "score.h"
#include "sgf.h"
#include "sgf_game.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct sgf tree;
static struct strbuf error = STRBUF_INIT;

static void teardown(void)
{
	sgf_free(&tree);
	sb_release(&error);
}

static bool parse_bytes(const char *data, size_t len)
{
	sb_reset(&error);
	return sgf_parse(&tree, data, len, &error);
}

static bool parse(const char *text)
{
	return parse_bytes(text, strlen(text));
}

static struct game *game;

static void game_setup(void)
{
	game = malloc(sizeof(*game));
	ck_assert(game_init(game, 19));
}

static void game_teardown(void)
{
	game_free(game);
	free(game);
	teardown();
}

/* Loads text (which must parse) into the game as it stands. */
static bool load_over(const char *text, int move_limit)
{
	ck_assert_msg(parse(text), "'%s': %s", text, error.buf);
	sb_reset(&error);
	return sgf_game_load(game, &tree, move_limit, &error);
}

/* Loads text into a fresh default game. */
static bool load(const char *text, int move_limit)
{
	game_free(game);
	ck_assert(game_init(game, 19));
	return load_over(text, move_limit);
}

static void must_load(const char *text, int move_limit)
{
	ck_assert_msg(load(text, move_limit), "'%s' refused: %s", text, error.buf);
	ck_assert(game_check_invariants(game));
}

/* 'X', 'O' or '.' at a vertex of the loaded game. */
static char at(const char *vertex)
{
	int p = pt(game, vertex);
	return bb_test(&game->board.pos.stone[BLACK], p)   ? 'X'
	       : bb_test(&game->board.pos.stone[WHITE], p) ? 'O'
							   : '.';
}

static int stones(int c)
{
	return bb_count(&game->board.grid, &game->board.pos.stone[c]);
}

START_TEST(test_sgf_game_load_root)
{
	must_load("(;FF[4]GM[1]SZ[9]KM[6.5]RU[Japanese])", 0);
	ck_assert_int_eq(game->board.grid.size, 9);
	ck_assert(game->komi == 6.5);
	ck_assert_int_eq(game->rules.ko, KO_SIMPLE);
	ck_assert_int_eq(game_moves(game), 0);
	ck_assert_int_eq(game_to_move(game), BLACK);
	/* SGF's default size is 19; the komi and rules the record omits (or
	 * names in a way ishi does not know) stay as they were, here not
	 * the defaults. */
	static const struct {
		const char *record;
		int size;
	} silent[] = {{"(;C[no root properties])", 19}, {"(;SZ[13:13]KM[]RU[Ing])", 13}};
	for (size_t i = 0; i < sizeof(silent) / sizeof(silent[0]); i++) {
		game_free(game);
		ck_assert(game_init(game, 9));
		game->komi = 3.25;
		game->rules.ko = KO_SITUATIONAL;
		game->rules.allow_suicide = true;
		ck_assert_msg(load_over(silent[i].record, 0), "%s", error.buf);
		ck_assert_int_eq(game->board.grid.size, silent[i].size);
		ck_assert(game->komi == 3.25);
		ck_assert_int_eq(game->rules.ko, KO_SITUATIONAL);
		ck_assert(game->rules.allow_suicide);
	}
	must_load("(;SZ[1]KM[-3]RU[tromp-taylor])", 0);
	ck_assert_int_eq(game->board.grid.size, 1);
	ck_assert(game->komi == -3);
	ck_assert(game->rules.allow_suicide);
	must_load("(;SZ[25]KM[+0.25])", 0);
	ck_assert_int_eq(game->board.grid.size, 25);
	ck_assert(game->komi == 0.25);
	/* Minus zero is zero, so that it is never shown as "-0". */
	must_load("(;KM[-0.0])", 0);
	ck_assert(game->komi == 0 && !signbit(game->komi));
	/* Blanks around a number, as other readers take them (GNU Go,
	 * sgfmill), though SGF puts white space only between values. */
	must_load("(;GM[ 1 ]FF[4]SZ[ 9 ]KM[ 7.5 ]HA[ 2 ]AB[cc][gg])", 0);
	ck_assert_int_eq(game->board.grid.size, 9);
	ck_assert(game->komi == 7.5);
	ck_assert_int_eq(game->handicap, 2);
	must_load("(;SZ[\t13 : 13\n]KM[\r\n-3\t])", 0);
	ck_assert_int_eq(game->board.grid.size, 13);
	ck_assert(game->komi == -3);
}
END_TEST

START_TEST(test_sgf_game_load_coordinates)
{
	/* Column from the left, row from the top. */
	must_load("(;SZ[19];B[aa];W[as];B[sa];W[ss];B[jj];W[dp])", 0);
	ck_assert_int_eq(at("A19"), 'X');
	ck_assert_int_eq(at("A1"), 'O');
	ck_assert_int_eq(at("T19"), 'X');
	ck_assert_int_eq(at("T1"), 'O');
	ck_assert_int_eq(at("K10"), 'X');
	ck_assert_int_eq(at("D4"), 'O');
	must_load("(;SZ[25];B[aa];W[yy])", 0);
	ck_assert_int_eq(at("A25"), 'X');
	ck_assert_int_eq(at("Z1"), 'O');
	must_load("(;SZ[5];B[ea])", 0);
	ck_assert_int_eq(at("E5"), 'X');
	/* "tt" is a point where the board reaches it. */
	must_load("(;SZ[21];B[tt])", 0);
	ck_assert_int_eq(at("U2"), 'X');
}
END_TEST

START_TEST(test_sgf_game_load_setup)
{
	must_load("(;SZ[9]AB[aa:cc]AW[ee][ff])", 0);
	ck_assert_int_eq(stones(BLACK), 9);
	ck_assert_int_eq(stones(WHITE), 2);
	ck_assert_int_eq(at("B8"), 'X');
	ck_assert_int_eq(at("C7"), 'X');
	ck_assert_int_eq(at("D7"), '.');
	ck_assert_int_eq(game_moves(game), 0);
	ck_assert_int_eq(game_to_move(game), BLACK);
	ck_assert_int_eq(game->handicap, 0);
	/* A rectangle may be given by any two opposite corners. */
	must_load("(;SZ[9]AB[ca:ac])", 0);
	ck_assert_int_eq(stones(BLACK), 9);
	ck_assert_int_eq(at("A7"), 'X');
	must_load("(;SZ[9]AB[dd:dd])", 0);
	ck_assert_int_eq(stones(BLACK), 1);
	/* A handicap gives White the move, unless PL says otherwise. */
	must_load("(;SZ[9]HA[2]AB[cc][gg])", 0);
	ck_assert_int_eq(game->handicap, 2);
	ck_assert_int_eq(game_to_move(game), WHITE);
	ck_assert_int_eq(game->records[0].kind, RECORD_START);
	must_load("(;SZ[9]HA[2]AB[cc][gg]PL[B])", 0);
	ck_assert_int_eq(game_to_move(game), BLACK);
	/* HA[1] (a game without komi, on some servers) places no stone. */
	must_load("(;SZ[9]HA[1]KM[0])", 0);
	ck_assert_int_eq(game->handicap, 1);
	ck_assert_int_eq(game_to_move(game), BLACK);
	/* Setup in the middle of the game is a record that undo takes back. */
	must_load("(;SZ[9];B[ee];AE[ee]AW[aa]PL[W];W[bb])", 0);
	ck_assert_int_eq(game->length, 4);
	ck_assert_int_eq(game->records[2].kind, RECORD_SETUP);
	ck_assert_int_eq(at("E5"), '.');
	ck_assert_int_eq(at("A9"), 'O');
	ck_assert_int_eq(at("B8"), 'O');
	ck_assert(game_undo(game, 2));
	ck_assert_int_eq(at("E5"), 'X');
	ck_assert_int_eq(at("A9"), '.');
	/* PL alone is setup too; setup comes before a move in one node. */
	must_load("(;SZ[9];PL[W];AB[aa]B[bb];AW[aa])", 0);
	ck_assert_int_eq(game->length, 5);
	ck_assert_int_eq(game->records[1].kind, RECORD_SETUP);
	ck_assert_int_eq(game->records[1].to_move, WHITE);
	ck_assert_int_eq(game->records[2].kind, RECORD_SETUP);
	ck_assert_int_eq(game->records[3].kind, RECORD_MOVE);
	ck_assert_int_eq(at("A9"), 'O');
	ck_assert_int_eq(game_to_move(game), WHITE);
}
END_TEST

START_TEST(test_sgf_game_load_moves)
{
	/* Passes: [] always, [tt] up to 19x19. */
	must_load("(;SZ[19];B[];W[tt])", 0);
	ck_assert_int_eq(game_moves(game), 2);
	ck_assert(game_two_passes(game));
	must_load("(;SZ[9];B[tt])", 0);
	ck_assert_int_eq(game_last(game)->point, PASS);
	/* Captures count. */
	must_load("(;SZ[9];B[ba];W[aa];B[ab])", 0);
	ck_assert_int_eq(at("A9"), '.');
	ck_assert_int_eq(game_captures(game, BLACK), 1);
	ck_assert_int_eq(game_to_move(game), WHITE);
	/* The same colour twice, as GTP allows. */
	must_load("(;SZ[9];B[aa];B[bb])", 0);
	ck_assert_int_eq(game_to_move(game), WHITE);
	/* Suicide of two stones where the rules allow it. */
	must_load("(;SZ[9]RU[NZ]AW[ca][bb][ab];B[aa];W[];B[ba])", 0);
	ck_assert_int_eq(at("A9"), '.');
	ck_assert_int_eq(game_captures(game, WHITE), 2);
}
END_TEST

START_TEST(test_sgf_game_load_move_limit)
{
	static const char record[] = "(;SZ[9]HA[2]AB[cc][gg];W[ee];B[ce];W[dd];B[])";
	must_load(record, 0);
	ck_assert_int_eq(game_moves(game), 4);
	must_load(record, 1);
	ck_assert_int_eq(game_moves(game), 0);
	ck_assert_int_eq(game_to_move(game), WHITE);
	ck_assert_int_eq(stones(BLACK), 2);
	must_load(record, 3);
	ck_assert_int_eq(game_moves(game), 2);
	ck_assert_int_eq(game_to_move(game), WHITE);
	must_load(record, 5);
	ck_assert_int_eq(game_moves(game), 4);
	must_load(record, 1000);
	ck_assert_int_eq(game_moves(game), 4);
	/* What follows the stop is not replayed, so it may be illegal. */
	static const char broken[] = "(;SZ[9];B[aa];W[bb];B[aa])";
	ck_assert(!load(broken, 0));
	must_load(broken, 3);
	ck_assert_int_eq(game_moves(game), 2);
}
END_TEST

START_TEST(test_sgf_game_load_to_move_at_limit)
{
	/* Stopped before move N, the record's move N is next: its colour is
	 * to move, as GNU Go and the record say, unless that node's PL says
	 * otherwise. Setup, then White first without PL; two Black moves in a
	 * row; PL in the node of the move. */
	must_load("(;SZ[9]AB[cc]AW[gg];W[ec];B[dd];W[ff])", 1);
	ck_assert_int_eq(game_moves(game), 0);
	ck_assert_int_eq(game_to_move(game), WHITE);
	ck_assert_int_eq(stones(BLACK), 1);
	must_load("(;SZ[9]AB[cc]AW[gg];W[ec];B[dd];W[ff])", 2);
	ck_assert_int_eq(game_to_move(game), BLACK);
	must_load("(;SZ[9];B[aa];B[bb];W[cc])", 2);
	ck_assert_int_eq(game_to_move(game), BLACK);
	ck_assert_int_eq(stones(BLACK), 1);
	must_load("(;SZ[9];B[aa];B[bb];W[cc])", 3);
	ck_assert_int_eq(game_to_move(game), WHITE);
	must_load("(;SZ[9];B[aa];PL[B]W[bb])", 2);
	ck_assert_int_eq(game_to_move(game), BLACK);
	must_load("(;SZ[9]PL[B];W[aa])", 1);
	ck_assert_int_eq(game_to_move(game), WHITE);
	/* Undo still ends at the record's start. */
	must_load("(;SZ[9];B[aa];B[bb];W[cc])", 2);
	ck_assert(game_undo(game, game_moves(game)));
	ck_assert_int_eq(game_to_move(game), BLACK);
}
END_TEST

START_TEST(test_sgf_game_load_refused)
{
	static const struct {
		const char *text, *error;
	} cases[] = {
		{"(;GM[2])", "GM[2] is not a game of Go"},
		{"(;SZ[19:13])", "rectangular"},
		{"(;SZ[26])", "must be 1 to 25"},
		{"(;SZ[0])", "must be 1 to 25"},
		{"(;SZ[abc])", "bad SZ[abc]"},
		{"(;SZ[])", "bad SZ"},
		{"(;SZ[9:])", "bad SZ"},
		{"(;SZ[1234567])", "bad SZ"},
		{"(;SZ[9][9])", "SZ has 2 values"},
		{"(;KM[abc])", "bad KM"},
		{"(;KM[1e5])", "bad KM"},
		{"(;KM[7.5.5])", "bad KM"},
		{"(;KM[.])", "bad KM"},
		{"(;KM[-])", "bad KM"},
		{"(;KM[1000000000000000000000000000000000000000])", "bad KM"},
		{"(;KM[7 .5])", "bad KM[7 .5]"},
		{"(;KM[- 3])", "bad KM[- 3]"},
		{"(;KM[ 7.5 x])", "bad KM[ 7.5 x]"},
		{"(;SZ[1 9])", "bad SZ[1 9]"},
		{"(;SZ[ ])", "bad SZ[ ]"},
		{"(;SZ[ 19 : ])", "bad SZ"},
		{"(;HA[ ])", "bad HA[ ]"},
		{"(;HA[ 2 x ])", "bad HA"},
		{"(;GM[ 2 ])", "GM[ 2 ] is not a game of Go"},
		{"(;GM[ 01 ])", "GM[ 01 ] is not a game of Go"},
		{"(;HA[x])", "bad HA"},
		{"(;SZ[9]HA[82])", "bad HA"},
		{"(;PL[X])", "bad PL"},
		{"(;SZ[9]AB[jj])", "AB[jj]: not a point"},
		{"(;SZ[9]AW[aa:jj])", "AW[aa:jj]: not a point"},
		{"(;SZ[9]AB[])", "not a point"},
		{"(;SZ[9]AB[aa:b])", "not a point"},
		{"(;SZ[9]AB[tt])", "not a point"},
		{"(;SZ[9]AB[aa]AW[aa])", "set up twice"},
		{"(;SZ[9]AB[aa:bb]AE[bb])", "set up twice"},
		{"(;SZ[9]AB[ab][ba]AW[aa])", "node 0: setup leaves a chain without liberties"},
		{"(;SZ[9];B[aa]W[bb])", "two moves"},
		{"(;SZ[9];B[aa];SZ[13])", "node 2: SZ belongs in the root node"},
		{"(;SZ[9];KM[0.5]B[aa])", "node 1: KM belongs in the root node"},
		{"(;SZ[9];B[aa]HA[2])", "node 1: HA belongs in the root node"},
		{"(;SZ[9];RU[Japanese])", "node 1: RU belongs in the root node"},
		{"(;SZ[9];FF[4])", "node 1: FF belongs in the root node"},
		{"(;SZ[9];W[aa];GM[1])", "node 2: GM belongs in the root node"},
		{"(;SZ[9];CA[UTF-8])", "node 1: CA belongs in the root node"},
		{"(;SZ[9];AP[x:1])", "node 1: AP belongs in the root node"},
		{"(;SZ[9];ST[2])", "node 1: ST belongs in the root node"},
		{"(;SZ[9];B[aa][bb])", "B has 2 values"},
		{"(;SZ[9];B[jj])", "B[jj]: not a point"},
		{"(;SZ[9];W[A])", "W[A]: not a point"},
		{"(;SZ[20];B[tt];W[tt])", "move 2 (node 2): the point is occupied"},
		{"(;SZ[9]AW[ba][ab];B[aa])", "suicide"},
		{"(;SZ[9]RU[NZ]AW[ba][ab];B[aa])", "suicide"},
		{"(;SZ[9]AB[ba][ab][bc][cb]AW[ca][db][cc];W[bb];B[cb])",
		 "move 2 (node 2): it retakes a ko"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_msg(!load(cases[i].text, 0), "'%s' was loaded", cases[i].text);
		ck_assert_msg(strstr(error.buf, cases[i].error), "'%s': error '%s', expected '%s'",
			      cases[i].text, error.buf, cases[i].error);
	}
	/* Values quoted in errors are cut short and made printable. */
	static const char nul[] =
		"(;SZ[\0\x01\xff"
		"56789012345678901234567890])";
	ck_assert(parse_bytes(nul, sizeof(nul) - 1));
	ck_assert(!sgf_game_load(game, &tree, 0, &error));
	ck_assert_str_eq(error.buf, "bad SZ[???56789012345678901...]");
}
END_TEST

/* --- Writing, and the round trip --- */

/* The loaded game written out, with this result (NULL for none). */
static const char *written_with(struct strbuf *out, const char *result)
{
	sb_reset(out);
	sgf_game_write(game, result, out);
	ck_assert(!out->failed);
	return out->buf;
}

static const char *written(struct strbuf *out)
{
	return written_with(out, NULL);
}

START_TEST(test_sgf_game_write)
{
	struct strbuf out = STRBUF_INIT;
	const char *head = "(;FF[4]GM[1]AP[ishi:" ISHI_VERSION "]";
	char expected[512];
	must_load("(;SZ[9]KM[6.5];B[ee];W[tt];B[dd]C[x])", 0);
	snprintf(expected, sizeof(expected), "%sSZ[9]KM[6.5]RU[Chinese]\n;B[ee];W[];B[dd])\n",
		 head);
	ck_assert_str_eq(written(&out), expected);
	/* A result, as the caller gives it, is escaped as SGF text; and read
	 * back, made printable. */
	must_load("(;SZ[5]KM[0.5];B[cc];W[];B[])", 0);
	snprintf(expected, sizeof(expected),
		 "%sSZ[5]KM[0.5]RU[Chinese]RE[B+24.5]\n;B[cc];W[];B[])\n", head);
	ck_assert_str_eq(written_with(&out, "B+24.5"), expected);
	ck_assert(strstr(written_with(&out, "W+R [sic]\\"), "RE[W+R [sic\\]\\\\]"));
	char result[64];
	ck_assert(parse("(;RE[W+Resign]SZ[9])") && sgf_game_result(&tree, result, sizeof(result)));
	ck_assert_str_eq(result, "W+Resign");
	ck_assert(parse("(;RE[B+\x01\n5])") && sgf_game_result(&tree, result, 5));
	ck_assert_str_eq(result, "B+5");
	ck_assert(parse("(;SZ[9])") && !sgf_game_result(&tree, result, sizeof(result)));
	ck_assert_str_eq(result, "");
	/* Handicap and setup, rules without a preset, the side to move. */
	must_load("(;SZ[9]HA[2]AB[cc][gg]AW[aa]KM[0])", 0);
	game->rules.allow_suicide = true;
	game->rules.ko = KO_SIMPLE;
	snprintf(expected, sizeof(expected), "%sSZ[9]KM[0]HA[2]AB[gg][cc]AW[aa])\n", head);
	ck_assert_str_eq(written(&out), expected);
	must_load("(;SZ[9]AB[cc]KM[7]PL[W];B[aa];AE[aa]AB[bb];PL[W])", 0);
	snprintf(expected, sizeof(expected),
		 "%sSZ[9]KM[7]RU[Chinese]AB[cc]PL[W]\n;B[aa];AE[aa]AB[bb]PL[W];PL[W])\n", head);
	ck_assert_str_eq(written(&out), expected);
	/* Komi in the fewest digits that read back exactly, never with an
	 * exponent, which SGF's real numbers do not have. */
	static const double komis[] = {-0.5, 0.1, 1e-7, 123456.789, 1e6, -1e6};
	for (size_t i = 0; i < sizeof(komis) / sizeof(komis[0]); i++) {
		game->komi = komis[i];
		const char *text = strstr(written(&out), "KM[") + 3;
		size_t length = strcspn(text, "]");
		ck_assert_uint_eq(strspn(text, "-0123456789."), length);
		ck_assert(strtod(text, NULL) == komis[i]);
	}
	game->komi = 0.1;
	ck_assert(strstr(written(&out), "KM[0.1]"));
	sb_release(&out);
}
END_TEST

/* Whether two games have the same size, komi, rules and handicap, and the
 * same records, position for position. */
static bool same_game(const struct game *a, const struct game *b)
{
	const struct grid *grid = &a->board.grid;
	if (grid->size != b->board.grid.size || a->komi != b->komi || a->rules.ko != b->rules.ko ||
	    a->rules.allow_suicide != b->rules.allow_suicide || a->handicap != b->handicap ||
	    a->length != b->length)
		return false;
	for (int i = 0; i < a->length; i++) {
		const struct record *r = &a->records[i], *s = &b->records[i];
		struct position p, q;
		game_position_of(a, i, &p);
		game_position_of(b, i, &q);
		if (r->hash != s->hash || r->kind != s->kind || r->to_move != s->to_move ||
		    r->captures[0] != s->captures[0] || r->captures[1] != s->captures[1] ||
		    (r->kind == RECORD_MOVE && (r->colour != s->colour || r->point != s->point)) ||
		    !bb_equal(grid, &p.stone[BLACK], &q.stone[BLACK]) ||
		    !bb_equal(grid, &p.stone[WHITE], &q.stone[WHITE]))
			return false;
	}
	return bb_equal(grid, &a->board.pos.stone[BLACK], &b->board.pos.stone[BLACK]) &&
	       bb_equal(grid, &a->board.pos.stone[WHITE], &b->board.pos.stone[WHITE]);
}

/* A random arrangement changed at one point: a stone added or removed. */
static bool random_change(const struct game *g, struct rng *rng, struct position *pos)
{
	const struct grid *grid = &g->board.grid;
	*pos = g->board.pos;
	const uint32_t n = (uint32_t)grid->size;
	int x = (int)rng_below(rng, n), y = (int)rng_below(rng, n);
	int p = grid_point(grid, x, y), c = (int)rng_below(rng, 2);
	if (bb_test(&pos->stone[BLACK], p) || bb_test(&pos->stone[WHITE], p)) {
		bb_clear(&pos->stone[BLACK], p);
		bb_clear(&pos->stone[WHITE], p);
	} else {
		bb_set(&pos->stone[c], p);
	}
	return board_position_is_valid(grid, pos);
}

/* A random game: random komi and rules, sometimes setup stones and a
 * handicap, random moves with passes, now and then the same colour twice
 * or a setup in the middle, until two passes or a length limit. */
static void random_game(struct game *g, struct rng *rng, int size)
{
	static const double komis[] = {7.5, 6.5, 0, -3.5, 0.1, 1e-7, 123456.789, 1e6};
	ck_assert(game_init(g, size));
	g->komi = komis[rng_below(rng, sizeof(komis) / sizeof(komis[0]))];
	g->rules.ko = (enum ko_rule)rng_below(rng, 3);
	g->rules.allow_suicide = rng_below(rng, 2);
	if (rng_below(rng, 3) == 0) {
		struct position pos;
		for (int i = 0; i < size; i++)
			if (random_change(g, rng, &pos))
				quick_assert(game_set_start(g, &pos, (int)rng_below(rng, 2),
							    (int)rng_below(rng, 4)));
	}
	const int limit = 3 * size * size + 20;
	while (!game_two_passes(g) && game_moves(g) < limit) {
		int c = game_to_move(g);
		struct position pos;
		if (rng_below(rng, 60) == 0 && random_change(g, rng, &pos)) {
			quick_assert(game_add_setup(g, &pos, (int)rng_below(rng, 2)));
			continue;
		}
		if (rng_below(rng, 40) == 0)
			c = colour_other(c);
		int p = rng_below(rng, 25) == 0 ? PASS : player_random_choose(g, c, rng);
		quick_assert(game_play(g, c, p) == MOVE_OK);
	}
}

START_TEST(test_sgf_game_round_trip)
{
	static const int sizes[] = {1, 2, 3, 5, 7, 9, 13, 19, 20, 25};
	struct strbuf out = STRBUF_INIT;
	struct game *original = malloc(sizeof(*original));
	struct rng rng;
	rng_seed(&rng, 2024);
	int games = 0, setups = 0, passes = 0, results = 0;
	for (size_t s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
		for (int i = 0; i < 40; i++, games++) {
			random_game(original, &rng, sizes[s]);
			sb_reset(&out);
			char result[64] = "";
			if (game_two_passes(original)) {
				struct score score;
				score_game(original, NULL, &score);
				score_format(score.margin, result, sizeof(result));
			}
			sgf_game_write(original, result[0] ? result : NULL, &out);
			quick_assert(!out.failed && !strstr(out.buf, "\n\n"));
			for (size_t k = 0; k < out.len; k++)
				quick_assert(out.buf[k] == '\n' ||
					     (out.buf[k] >= ' ' && out.buf[k] < 127));
			quick_assert_msg(parse_bytes(out.buf, out.len), "%s: %s", error.buf,
					 out.buf);
			game_free(game);
			quick_assert(game_init(game, 19));
			/* Rules without a name are not in the record: the
			 * loading game keeps its own. */
			if (!rules_name(&original->rules))
				game->rules = original->rules;
			quick_assert_msg(sgf_game_load(game, &tree, 0, &error), "%s: %s", error.buf,
					 out.buf);
			quick_assert_msg(same_game(original, game), "game %d differs: %s", games,
					 out.buf);
			char read_back[64];
			sgf_game_result(&tree, read_back, sizeof(read_back));
			quick_assert(strcmp(read_back, result) == 0);
			quick_assert(game_check_invariants(game));
			setups += strstr(out.buf, ";A") != NULL || strstr(out.buf, ";PL") != NULL;
			passes += strstr(out.buf, "[]") != NULL;
			results += strstr(out.buf, "RE[") != NULL;
			game_free(original);
		}
	/* The games exercised what they should. */
	ck_assert_int_eq(games, 400);
	ck_assert_int_gt(setups, 50);
	ck_assert_int_gt(passes, 300);
	ck_assert_int_gt(results, 300);
	free(original);
	sb_release(&out);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"load_root", test_sgf_game_load_root},
		{"load_coordinates", test_sgf_game_load_coordinates},
		{"load_setup", test_sgf_game_load_setup},
		{"load_moves", test_sgf_game_load_moves},
		{"load_move_limit", test_sgf_game_load_move_limit},
		{"load_to_move_at_limit", test_sgf_game_load_to_move_at_limit},
		{"load_refused", test_sgf_game_load_refused},
		{"write", test_sgf_game_write},
		{"round_trip", test_sgf_game_round_trip},
	};
	return run_cases("sgf_game", cases, CASE_COUNT(cases), game_setup, game_teardown, 120);
}
