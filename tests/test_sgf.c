/*
 * test_sgf.c - the SGF reader on valid, broken and hostile input; games
 * loaded from records and written as records, and the round trip between
 * the two over many random games; loadsgf and printsgf through GTP.
 */
#include "helpers.h"

#include "driver.h"
#include "engine.h"
#include "player.h"
#include "rng.h"
#include "rules.h"
#include "sgf.h"
#include "sgf_game.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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

/* Parses text, which must fail with an error that contains `expected`. */
static void parse_refused(const char *text, const char *expected)
{
	ck_assert_msg(!parse(text), "'%s' was accepted", text);
	ck_assert_msg(strstr(error.buf, expected), "'%s': error '%s', expected '%s'", text,
		      error.buf, expected);
	ck_assert_uint_eq(tree.node_count, 0);
}

/* Value i of property `name` in node n; the test fails if there is none. */
static const char *value(uint32_t n, const char *name, uint32_t i)
{
	ck_assert_uint_lt(n, tree.node_count);
	const struct sgf_property *p = sgf_find(&tree, n, name);
	ck_assert_msg(p, "no %s in node %u", name, n);
	ck_assert_uint_lt(i, p->value_count);
	return sgf_value(&tree, p, i, NULL);
}

/* A buffer of `count` copies of `unit` between `head` and `tail`. */
static char *repeat(const char *head, const char *unit, size_t count, const char *tail, size_t *len)
{
	size_t h = strlen(head), u = strlen(unit), t = strlen(tail);
	*len = h + u * count + t;
	char *buf = malloc(*len + 1);
	ck_assert_ptr_nonnull(buf);
	memcpy(buf, head, h);
	for (size_t i = 0; i < count; i++)
		memcpy(buf + h + i * u, unit, u);
	memcpy(buf + h + u * count, tail, t + 1);
	return buf;
}

START_TEST(test_sgf_properties)
{
	ck_assert(parse("(;FF[4]GM[1]SZ[19];B[pd];W[dp]C[hello])"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_str_eq(value(0, "FF", 0), "4");
	ck_assert_str_eq(value(0, "SZ", 0), "19");
	ck_assert_str_eq(value(1, "B", 0), "pd");
	ck_assert_str_eq(value(2, "C", 0), "hello");
	ck_assert_ptr_null(sgf_find(&tree, 1, "W"));
	/* Several values, and an empty one. */
	ck_assert(parse("(;AB[aa][bb] [cc]\n[dd];B[])"));
	const struct sgf_property *ab = sgf_find(&tree, 0, "AB");
	ck_assert_uint_eq(ab->value_count, 4);
	ck_assert_str_eq(value(0, "AB", 3), "dd");
	ck_assert_str_eq(value(1, "B", 0), "");
	/* Properties keep their order; the first of a repeated name is found. */
	ck_assert(parse("(;C[one]AB[aa]C[two])"));
	ck_assert_uint_eq(tree.nodes[0].property_count, 3);
	ck_assert_str_eq(tree.properties[2].name, "C");
	ck_assert_str_eq(value(0, "C", 0), "one");
	/* An empty node. */
	ck_assert(parse("(;;;)"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_uint_eq(tree.nodes[1].property_count, 0);
}
END_TEST

START_TEST(test_sgf_escapes)
{
	ck_assert(parse("(;C[a \\] b \\\\ c \\: d \\x])"));
	ck_assert_str_eq(value(0, "C", 0), "a ] b \\ c : d x");
	/* Soft line breaks in all four spellings vanish; hard ones stay. */
	ck_assert(parse("(;C[1\\\n2\\\r\n3\\\n\r4\\\r5\n6\r\n7])"));
	ck_assert_str_eq(value(0, "C", 0), "12345\n6\r\n7");
	/* LF LF after a backslash is one soft break and one hard one. */
	ck_assert(parse("(;C[a\\\n\nb])"));
	ck_assert_str_eq(value(0, "C", 0), "a\nb");
	/* A backslash before the closing bracket escapes it. */
	parse_refused("(;C[a\\])", "not closed");
	/* NUL bytes inside values are kept, with the length. */
	static const char nul[] = "(;C[a\0b]B[aa])";
	ck_assert(parse_bytes(nul, sizeof(nul) - 1));
	size_t length;
	const char *text = sgf_value(&tree, sgf_find(&tree, 0, "C"), 0, &length);
	ck_assert_uint_eq(length, 3);
	ck_assert(memcmp(text, "a\0b", 4) == 0);
	ck_assert_str_eq(value(0, "B", 0), "aa");
}
END_TEST

START_TEST(test_sgf_white_space)
{
	ck_assert(parse(" \n\t(\r\n ; B [aa] \v\f; W\n[bb]\n(\n;B[cc]\n)\n)\n"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_str_eq(value(1, "W", 0), "bb");
	ck_assert_str_eq(value(2, "B", 0), "cc");
}
END_TEST

START_TEST(test_sgf_old_names)
{
	/* FF[3] and older allowed lower-case letters, which are skipped. */
	ck_assert(parse("(;AddBlack[aa]CoPyright[x]SiZe[9];Black[bb])"));
	ck_assert_str_eq(value(0, "AB", 0), "aa");
	ck_assert_str_eq(value(0, "CP", 0), "x");
	ck_assert_str_eq(value(0, "SZ", 0), "9");
	ck_assert_str_eq(value(1, "B", 0), "bb");
	parse_refused("(;add[aa])", "without a capital");
	parse_refused("(;ABCDEFGHIJKLMNOP[x])", "over 15 capitals");
	ck_assert(parse("(;ABCDEFGHIJKLMNO[x])"));
}
END_TEST

START_TEST(test_sgf_variations)
{
	/* The main line takes the first variation at every fork. */
	ck_assert(parse("(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee];B[ff]))"));
	ck_assert_uint_eq(tree.node_count, 4);
	ck_assert_str_eq(value(1, "B", 0), "aa");
	ck_assert_str_eq(value(2, "W", 0), "bb");
	ck_assert_str_eq(value(3, "B", 0), "cc");
	/* A collection: the first game only. Text around it is ignored. */
	ck_assert(parse("Subject: a game\n(;B[aa];W[bb])(;B[cc]) trailing (;garbage"));
	ck_assert_uint_eq(tree.node_count, 2);
	ck_assert_str_eq(value(1, "W", 0), "bb");
	/* Variations off the main line are still checked. */
	parse_refused("(;B[aa](;W[bb])(;W[cc]x))", "without a capital");
	parse_refused("(;B[aa](;W[bb])(;W[cc))", "not closed");
}
END_TEST

START_TEST(test_sgf_syntax_errors)
{
	static const struct {
		const char *text, *error;
	} cases[] = {
		{"", "no game tree"},
		{"B[aa]", "no game tree"},
		{"(", "ends inside 1 open game tree"},
		{"(;B[aa](;W[bb]", "ends inside 2 open game trees"},
		{"()", "empty game tree"},
		{"((;B[aa]))", "starts without a node"},
		{"(B[aa])", "property outside a node"},
		{"(;B)", "without a value"},
		{"(;B [aa] 7)", "unexpected '7'"},
		{"(;B[aa]", "ends inside"},
		{"(;B[aa", "not closed"},
		{"(;B[aa](;W[bb]);B[cc])", "a node after a variation"},
		{"(;B[aa](;W[bb])C[x])", "property outside a node"},
		{"(;B[aa](;W[bb])())", "empty game tree"},
		{"(;\x01)", "unexpected byte 0x01"},
		{"(;]", "unexpected ']'"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		parse_refused(cases[i].text, cases[i].error);
	/* A NUL outside a value. */
	ck_assert(!parse_bytes("(;\0)", 4));
	ck_assert_str_eq(error.buf, "line 1, column 3: unexpected byte 0x00");
	/* Lines and columns count from 1. */
	parse_refused("(;B[aa]\n;W[bb]\n  ;!)", "line 3, column 4: unexpected '!'");
	parse_refused("(;C[open\nvalue", "line 1, column 4: value not closed");
}
END_TEST

START_TEST(test_sgf_truncated)
{
	/* Every proper prefix of a record is refused; none crashes. */
	static const char record[] = "(;FF[4]GM[1]SZ[9]C[a \\] b\\\nc]AB[aa:cc]\n;B[dd](;W[ee];B[])"
				     "(;W[ff]C[x\\\\]))";
	for (size_t len = 0; len < sizeof(record) - 1; len++)
		quick_assert_msg(!parse_bytes(record, len), "prefix of %zu bytes accepted", len);
	ck_assert(parse(record));
	ck_assert_uint_eq(tree.node_count, 4);
}
END_TEST

START_TEST(test_sgf_deep_nesting)
{
	/* 100000 nested game trees, all on the main line. */
	size_t len;
	char *deep = repeat("", "(;B[aa]", 100000, "", &len);
	char *closed = repeat(deep, ")", 100000, "", &len);
	ck_assert(parse_bytes(closed, len));
	ck_assert_uint_eq(tree.node_count, 100000);
	ck_assert_str_eq(value(99999, "B", 0), "aa");
	/* The same, never closed. */
	ck_assert(!parse(deep));
	ck_assert(strstr(error.buf, "ends inside 100000 open game trees"));
	free(closed);
	free(deep);
	/* 100000 "(" without a node: refused at the second one. */
	char *opens = repeat("", "(", 100000, "", &len);
	ck_assert(!parse_bytes(opens, len));
	ck_assert_str_eq(error.buf, "line 1, column 2: a game tree that starts without a node");
	free(opens);
	/* Deep variations off the main line cost no memory. */
	char *side = repeat("(;B[aa](;W[bb])", "(;W[cc]", 100000, "", &len);
	char *whole = repeat(side, ")", 100001, "", &len);
	ck_assert(parse_bytes(whole, len));
	ck_assert_uint_eq(tree.node_count, 2);
	free(whole);
	free(side);
}
END_TEST

/* Seconds of processor time since `start`. */
static double since(clock_t start)
{
	return (double)(clock() - start) / CLOCKS_PER_SEC;
}

START_TEST(test_sgf_limits)
{
	size_t len;
	char *text;
	/* Too many nodes on the main line. */
	text = repeat("(", ";", SGF_MAX_NODES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more nodes on the main line than the limit of 250000"));
	free(text);
	text = repeat("(", ";", SGF_MAX_NODES, ")", &len);
	ck_assert(parse_bytes(text, len));
	free(text);
	/* Too many properties, and too many values. */
	text = repeat("(;", "C[]", SGF_MAX_PROPERTIES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more properties"));
	free(text);
	text = repeat("(;AB", "[]", SGF_MAX_VALUES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more values"));
	free(text);
	/* An enormous value on the main line is refused; off it, skipped. */
	text = repeat("(;C[", "x", 40 << 20, "])", &len);
	clock_t start = clock();
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "longer than the limit of 16 MiB"));
	free(text);
	text = repeat("(;B[aa](;)(;C[", "\\]", 20 << 20, "]))", &len);
	ck_assert(parse_bytes(text, len));
	ck_assert_uint_eq(tree.node_count, 2);
	free(text);
	/* 100 MB is refused by its size alone. */
	text = repeat("(;C[", "x", 100 << 20, "])", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more than the limit of 64 MiB"));
	free(text);
	ck_assert_msg(since(start) < 30, "hostile inputs took %.1f s", since(start));
}
END_TEST

START_TEST(test_sgf_garbage)
{
	/* Random bytes, and random draws from SGF's alphabet: never a crash,
	 * and every refusal says something. */
	static const char alphabet[] = "();[]\\:ABWCabt \n\r\0";
	struct rng rng;
	rng_seed(&rng, 8);
	char buf[512];
	for (int round = 0; round < 20000; round++) {
		size_t len = rng_below(&rng, sizeof(buf));
		bool from_alphabet = round % 2;
		for (size_t i = 0; i < len; i++)
			buf[i] = from_alphabet ? alphabet[rng_below(&rng, sizeof(alphabet) - 1)]
					       : (char)rng_next(&rng);
		if (from_alphabet && len > 2)
			memcpy(buf, "(;", 2);
		if (!parse_bytes(buf, len))
			quick_assert(error.len > 0 && tree.node_count == 0);
	}
}
END_TEST

/* --- Rules presets --- */

START_TEST(test_sgf_rules_presets)
{
	static const struct {
		const char *name;
		enum ko_rule ko;
		bool suicide;
	} names[] = {
		{"Chinese", KO_POSITIONAL, false},   {"CHINESE", KO_POSITIONAL, false},
		{"Tromp-Taylor", KO_POSITIONAL, true}, {"tromp taylor", KO_POSITIONAL, true},
		{"AGA", KO_SITUATIONAL, false},      {"NZ", KO_SITUATIONAL, true},
		{"New Zealand", KO_SITUATIONAL, true}, {"new_zealand", KO_SITUATIONAL, true},
		{"Japanese", KO_SIMPLE, false},      {"korean", KO_SIMPLE, false},
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		struct rules r = {KO_SIMPLE, true};
		ck_assert_msg(rules_from_name(names[i].name, &r), "%s unknown", names[i].name);
		ck_assert_int_eq(r.ko, names[i].ko);
		ck_assert_int_eq(r.allow_suicide, names[i].suicide);
	}
	static const char *const unknown[] = {"", "Ing", "GOE", "chinese rules of 1988 and more"};
	for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
		struct rules r = {KO_SITUATIONAL, true};
		ck_assert(!rules_from_name(unknown[i], &r));
		ck_assert(r.ko == KO_SITUATIONAL && r.allow_suicide);
	}
	/* Every named rule set reads back from its name; the default is
	 * Chinese; simple ko with suicide has no name. */
	for (int ko = KO_SIMPLE; ko <= KO_SITUATIONAL; ko++)
		for (int suicide = 0; suicide < 2; suicide++) {
			struct rules r = {(enum ko_rule)ko, suicide}, back = {KO_SIMPLE, false};
			const char *name = rules_name(&r);
			if (!name)
				continue;
			ck_assert(rules_from_name(name, &back));
			ck_assert(back.ko == r.ko && back.allow_suicide == r.allow_suicide);
		}
	struct rules simple_suicide = {KO_SIMPLE, true}, defaults = rules_default();
	ck_assert_ptr_null(rules_name(&simple_suicide));
	ck_assert_str_eq(rules_name(&defaults), "Chinese");
}
END_TEST

/* --- Loading --- */

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

START_TEST(test_sgf_load_root)
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
}
END_TEST

START_TEST(test_sgf_load_coordinates)
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

START_TEST(test_sgf_load_setup)
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

START_TEST(test_sgf_load_moves)
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

START_TEST(test_sgf_load_move_limit)
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

START_TEST(test_sgf_load_refused)
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
	static const char nul[] = "(;SZ[\0\x01\xff" "56789012345678901234567890])";
	ck_assert(parse_bytes(nul, sizeof(nul) - 1));
	ck_assert(!sgf_game_load(game, &tree, 0, &error));
	ck_assert_str_eq(error.buf, "bad SZ[???56789012345678901...]");
}
END_TEST

/* --- Writing, and the round trip --- */

/* The loaded game written out. */
static const char *written(struct strbuf *out)
{
	sb_reset(out);
	sgf_game_write(game, out);
	ck_assert(!out->failed);
	return out->buf;
}

START_TEST(test_sgf_write)
{
	struct strbuf out = STRBUF_INIT;
	const char *head = "(;FF[4]GM[1]AP[ishi:" ISHI_VERSION "]";
	char expected[512];
	must_load("(;SZ[9]KM[6.5];B[ee];W[tt];B[dd]C[x])", 0);
	snprintf(expected, sizeof(expected), "%sSZ[9]KM[6.5]RU[Chinese]\n;B[ee];W[];B[dd])\n",
		 head);
	ck_assert_str_eq(written(&out), expected);
	/* Two passes end the game: the area result. */
	must_load("(;SZ[5]KM[0.5];B[cc];W[];B[])", 0);
	snprintf(expected, sizeof(expected),
		 "%sSZ[5]KM[0.5]RU[Chinese]RE[B+24.5]\n;B[cc];W[];B[])\n", head);
	ck_assert_str_eq(written(&out), expected);
	must_load("(;SZ[5]KM[0];B[];W[])", 0);
	ck_assert(strstr(written(&out), "RE[0]"));
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
	static const double komis[] = {-0.5, 0.1, 1e-7, 123456.789, FLT_MAX, -FLT_MAX};
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
	static const double komis[] = {7.5, 6.5, 0, -3.5, 0.1, 1e-7, 123456.789, FLT_MAX};
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

START_TEST(test_sgf_round_trip)
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
			sgf_game_write(original, &out);
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

/* --- loadsgf and printsgf --- */

static void engine_setup(void)
{
	game_setup();
	driver_setup();
	e->verbose = true;
}

static void engine_teardown(void)
{
	driver_teardown();
	game_teardown();
}

/* Sends a command made of fmt and one string, which must succeed; returns
 * its result. */
static const char *okf(const char *fmt, const char *arg)
{
	char line[512];
	snprintf(line, sizeof(line), fmt, arg);
	return ok(line);
}

/* A new file in the working directory holding text; its name in path. */
static void temp_file(char path[32], const char *text, size_t len)
{
	strcpy(path, "sgf-test-XXXXXX");
	int fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	ck_assert(write(fd, text, len) == (ssize_t)len);
	close(fd);
}

/* The whole history as text: printsgf, and the hash, side to move,
 * prisoners and rules, which printsgf may not show. */
static void history(struct strbuf *out)
{
	const struct game *g = &e->game;
	sb_reset(out);
	sgf_game_write(g, out);
	sb_addf(out, "%016llx %d %d %d %d %d", (unsigned long long)game_hash(g), game_to_move(g),
		game_captures(g, BLACK), game_captures(g, WHITE), (int)g->rules.ko,
		(int)g->rules.allow_suicide);
}

START_TEST(test_sgf_loadsgf)
{
	char path[32];
	static const char record[] = "(;GM[1]FF[4]SZ[9]KM[5.5]RU[AGA]HA[2]AB[cc][gg]\n"
				     ";W[ee];B[ce]C[a comment];W[dd];B[]\n(;W[ff])(;W[aa]))";
	temp_file(path, record, sizeof(record) - 1);
	ck_assert_str_eq(okf("loadsgf %s", path), "");
	const struct game *g = &e->game;
	ck_assert_int_eq(g->board.grid.size, 9);
	ck_assert(g->komi == 5.5);
	ck_assert_int_eq(g->rules.ko, KO_SITUATIONAL);
	ck_assert_int_eq(g->handicap, 2);
	ck_assert_int_eq(game_moves(g), 5);
	ck_assert_str_eq(ok("list_stones black"), "G3 C5 C7");
	ck_assert_str_eq(ok("list_stones white"), "F4 E5 D6");
	ck_assert_str_eq(ok("last_move"), "white F4");
	/* Up to, not including, move 3; with an id. */
	char line[64];
	snprintf(line, sizeof(line), "7 loadsgf %s 3", path);
	ck_assert_str_eq(gtp(line), "=7 \n\n");
	ck_assert_int_eq(game_moves(g), 2);
	ck_assert_str_eq(ok("list_stones white"), "E5");
	ck_assert_int_eq(game_to_move(g), WHITE);
	okf("loadsgf %s 0", path);
	ck_assert_int_eq(game_moves(g), 5);
	/* The loaded game goes on: undo, play, genmove. */
	ok("undo");
	ok("play w a1");
	ok("genmove b");
	unlink(path);
}
END_TEST

START_TEST(test_sgf_loadsgf_refused)
{
	static const struct {
		const char *record, *why;
	} files[] = {
		{"", "no game tree"},
		{"(;SZ[9];B[aa]", "ends inside"},
		{"(;SZ[26])", "must be 1 to 25"},
		{"(;SZ[19:13])", "rectangular"},
		{"(;SZ[9];B[aa];W[aa])", "occupied"},
		{"(;SZ[9];B[aa](;W[bb])(;W[cc]x))", "without a capital"},
		{"(;GM[3])", "not a game of Go"},
	};
	struct strbuf before = STRBUF_INIT, after = STRBUF_INIT;
	ok("boardsize 7");
	ok("komi 3.5");
	ok("play b d4");
	ok("play w c4");
	history(&before);
	char path[32], line[64];
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		temp_file(path, files[i].record, strlen(files[i].record));
		snprintf(line, sizeof(line), "loadsgf %s", path);
		refused(line, "cannot load file");
		ck_assert_msg(strstr(stderr_text(), files[i].why), "'%s': %s", files[i].record,
			      stderr_text());
		ck_assert(strncmp(stderr_text(), "loadsgf: sgf-test-", 18) == 0);
		unlink(path);
	}
	refused("loadsgf no-such-file.sgf", "cannot load file");
	ck_assert_str_eq(stderr_text(), "loadsgf: no-such-file.sgf: No such file or directory\n");
	refused("loadsgf .", "cannot load file");
	ck_assert(strstr(stderr_text(), "not a regular file"));
	/* Diagnostics only with --verbose. */
	e->verbose = false;
	refused("loadsgf no-such-file.sgf", "cannot load file");
	ck_assert_str_eq(stderr_text(), "");
	/* Arguments. */
	refused("loadsgf", "syntax error");
	refused("loadsgf a 1 2", "syntax error");
	refused("loadsgf a x", "syntax error");
	refused("loadsgf a -1", "syntax error");
	/* The history too is as it was, move for move. */
	history(&after);
	ck_assert_str_eq(before.buf, after.buf);
	sb_release(&before);
	sb_release(&after);
}
END_TEST

START_TEST(test_sgf_printsgf)
{
	ok("boardsize 9");
	ok("komi 6.5");
	const char *head = "(;FF[4]GM[1]AP[ishi:" ISHI_VERSION "]SZ[9]KM[6.5]RU[Chinese]";
	char expected[256];
	snprintf(expected, sizeof(expected), "%s)", head);
	ck_assert_str_eq(ok("printsgf"), expected);
	ok("play b e5");
	ok("play w pass");
	snprintf(expected, sizeof(expected), "%s\n;B[ee];W[])", head);
	ck_assert_str_eq(ok("printsgf"), expected);
	char with_id[sizeof(expected) + 8];
	snprintf(with_id, sizeof(with_id), "=3 %s\n\n", expected);
	ck_assert_str_eq(gtp("3 printsgf"), with_id);
	refused("printsgf a b", "syntax error");
	/* To a file: the same text, and an empty response. */
	char path[32];
	temp_file(path, "", 0);
	ck_assert_str_eq(okf("printsgf %s", path), "");
	FILE *f = fopen(path, "rb");
	char saved[256] = "";
	ck_assert_uint_gt(fread(saved, 1, sizeof(saved) - 1, f), 0);
	fclose(f);
	snprintf(expected, sizeof(expected), "%s\n;B[ee];W[])\n", head);
	ck_assert_str_eq(saved, expected);
	unlink(path);
	refused("printsgf .", "cannot save file");
	ck_assert(strstr(stderr_text(), "printsgf: .: "));
	refused("printsgf no-such-dir/game.sgf", "cannot save file");
}
END_TEST

START_TEST(test_sgf_commands_round_trip)
{
	/* Games the engine plays, saved, and loaded over other games. */
	static const char *const starts[] = {"boardsize 5", "boardsize 9", "fixed_handicap 3",
					     "boardsize 19", "komi 0.5", "boardsize 25"};
	struct strbuf before = STRBUF_INIT, after = STRBUF_INIT;
	char path[32];
	temp_file(path, "", 0);
	for (size_t i = 0; i < sizeof(starts) / sizeof(starts[0]); i++) {
		ok(starts[i]);
		for (int moves = 0; moves < 2000 && !game_two_passes(&e->game); moves++)
			okf("genmove %s", moves % 2 ? "w" : "b");
		history(&before);
		okf("printsgf %s", path);
		ok("boardsize 3");
		ok("play b b2");
		okf("loadsgf %s", path);
		history(&after);
		ck_assert_str_eq(before.buf, after.buf);
		ck_assert(game_check_invariants(&e->game));
		ok("clear_board");
	}
	unlink(path);
	sb_release(&before);
	sb_release(&after);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"properties", test_sgf_properties},
		{"escapes", test_sgf_escapes},
		{"white_space", test_sgf_white_space},
		{"old_names", test_sgf_old_names},
		{"variations", test_sgf_variations},
		{"syntax_errors", test_sgf_syntax_errors},
		{"truncated", test_sgf_truncated},
		{"deep_nesting", test_sgf_deep_nesting},
		{"limits", test_sgf_limits},
		{"garbage", test_sgf_garbage},
		{"rules_presets", test_sgf_rules_presets},
		{"load_root", test_sgf_load_root},
		{"load_coordinates", test_sgf_load_coordinates},
		{"load_setup", test_sgf_load_setup},
		{"load_moves", test_sgf_load_moves},
		{"load_move_limit", test_sgf_load_move_limit},
		{"load_refused", test_sgf_load_refused},
		{"write", test_sgf_write},
		{"round_trip", test_sgf_round_trip},
		{"loadsgf", test_sgf_loadsgf},
		{"loadsgf_refused", test_sgf_loadsgf_refused},
		{"printsgf", test_sgf_printsgf},
		{"commands_round_trip", test_sgf_commands_round_trip},
	};
	/* The hostile inputs take seconds under sanitizers. */
	return run_cases("sgf", cases, CASE_COUNT(cases), engine_setup, engine_teardown, 120);
}
