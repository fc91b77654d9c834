/*
 * test_commands.c - every GTP handler through whole command lines: results,
 * exact error texts, and that a command that fails changes nothing.
 */
#include "helpers.h"

#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

START_TEST(test_commands_identity)
{
	ck_assert_str_eq(gtp("protocol_version"), "= 2\n\n");
	ck_assert_str_eq(gtp("1 name"), "=1 ishi\n\n");
	ck_assert_str_eq(ok("version"), ISHI_VERSION);
	ck_assert_str_eq(ok("known_command play"), "true");
	ck_assert_str_eq(ok("known_command Play"), "false");
	ck_assert_str_eq(ok("known_command frobnicate"), "false");
	refused("name extra", "syntax error");
}
END_TEST

START_TEST(test_commands_list_is_all_known)
{
	char list[8192];
	strcpy(list, ok("list_commands"));
	int count = 0;
	for (char *name = strtok(list, "\n"); name; name = strtok(NULL, "\n")) {
		char line[128];
		snprintf(line, sizeof(line), "known_command %s", name);
		ck_assert_str_eq(ok(line), "true");
		count++;
	}
	ck_assert_int_ge(count, 30);
	/* The required and standard commands are all there. */
	const char *needed[] = {"protocol_version",
				"name",
				"version",
				"known_command",
				"list_commands",
				"quit",
				"boardsize",
				"clear_board",
				"komi",
				"play",
				"genmove",
				"fixed_handicap",
				"place_free_handicap",
				"set_free_handicap",
				"undo",
				"time_settings",
				"time_left",
				"final_score",
				"showboard",
				"reg_genmove"};
	for (size_t i = 0; i < sizeof(needed) / sizeof(needed[0]); i++) {
		char line[128];
		snprintf(line, sizeof(line), "known_command %s", needed[i]);
		ck_assert_str_eq(ok(line), "true");
	}
}
END_TEST

START_TEST(test_commands_protocol_input)
{
	ck_assert_str_eq(gtp("12 name"), "=12 ishi\n\n");
	ck_assert_str_eq(gtp("0 name"), "=0 ishi\n\n");
	ck_assert_str_eq(gtp("# interrupt"), "");
	ck_assert_str_eq(gtp(""), "");
	ck_assert_str_eq(gtp(" \t "), "");
	ck_assert_str_eq(gtp("13\tname\r"), "=13 ishi\n\n");
	ck_assert_str_eq(gtp("name # trailing comment"), "= ishi\n\n");
	ck_assert_str_eq(gtp_bytes("na\0me\x01", 6), "= ishi\n\n");
	ck_assert_str_eq(gtp("foo"), "? unknown command\n\n");
	ck_assert_str_eq(gtp("7 Name"), "?7 unknown command\n\n");
	ck_assert_str_eq(gtp("12"), "?12 empty command\n\n");
	ck_assert_str_eq(gtp("99999999999 name"), "? id out of range\n\n");
	ck_assert_str_eq(gtp("-5 name"), "? unknown command\n\n");
}
END_TEST

START_TEST(test_commands_huge_line)
{
	/* A 1 MB line: answered whole, nothing truncated. */
	const size_t n = 1 << 20;
	char *line = malloc(n + 8);
	memcpy(line, "echo ", 5);
	memset(line + 5, 'a', n);
	line[n + 5] = '\0';
	const char *response = gtp(line);
	ck_assert_uint_eq(strlen(response), n + 4);
	ck_assert(memcmp(response, "= aaa", 5) == 0);
	/* A 1 MB line of a bad vertex list fails cleanly. */
	memcpy(line, "set_free_handicap ", 18);
	for (size_t i = 18; i + 3 < n; i += 4)
		memcpy(line + i, "z99 ", 4);
	line[n] = '\0';
	refused(line, "syntax error");
	/* Binary garbage. */
	for (size_t i = 0; i < n; i++)
		line[i] = (char)(i * 7919 % 256);
	const char *garbage = gtp_bytes(line, n);
	ck_assert(garbage[0] == '?' || garbage[0] == '\0');
	free(line);
	ck_assert_str_eq(gtp("name"), "= ishi\n\n");
}
END_TEST

START_TEST(test_commands_boardsize)
{
	ok("komi 3.5");
	ck_assert_str_eq(ok("boardsize 9"), "");
	ck_assert_str_eq(ok("query_boardsize"), "9");
	ck_assert_str_eq(ok("get_komi"), "3.5");
	ok("play b e5");
	const char *bad_sizes[] = {"0", "26", "-1", "99999999999", "+30", "100"};
	for (size_t i = 0; i < sizeof(bad_sizes) / sizeof(bad_sizes[0]); i++) {
		char line[64];
		snprintf(line, sizeof(line), "boardsize %s", bad_sizes[i]);
		refused(line, "unacceptable size");
	}
	refused("boardsize abc", "syntax error");
	refused("boardsize", "syntax error");
	refused("boardsize 9 9", "syntax error");
	refused("boardsize 9.0", "syntax error");
	ok("boardsize 1");
	ok("boardsize 25");
	ck_assert_str_eq(ok("get_komi"), "3.5");
	ok("play w z25");
	ok("clear_board");
	ck_assert_str_eq(ok("list_stones white"), "");
}
END_TEST

START_TEST(test_commands_komi)
{
	ok("komi -12.5");
	ck_assert_str_eq(ok("get_komi"), "-12.5");
	ok("komi 0");
	ok("komi 7");
	ok("komi 1000");
	ck_assert_str_eq(ok("get_komi"), "1000");
	ok("komi -1000000");
	ok("komi 1000");
	/* A plain decimal number within a million either way, nothing else. */
	const char *bad[] = {"nan",  "NaN", "inf",  "-inf", "1e999",     "abc", "7.5x", "",
			     "1e39", "1e3", "0x10", "1e30", "1000000.5", ".",   "+",    "- 1"};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		char line[64];
		snprintf(line, sizeof(line), "komi %s", bad[i]);
		refused(line, "syntax error");
	}
	ck_assert_str_eq(ok("get_komi"), "1000");
}
END_TEST

START_TEST(test_commands_play)
{
	ok("boardsize 9");
	ok("play b e5");
	ok("play W PASS");
	ok("play B j9");
	ok("play black A1");
	ok("play White h8");
	ok("play b resign");
	ck_assert_str_eq(ok("color E5"), "black");
	ck_assert_str_eq(ok("color j9"), "black");
	refused("play b e5", "illegal move");  /* occupied */
	refused("play b t19", "illegal move"); /* off this board */
	refused("play b z25", "illegal move");
	const char *syntax[] = {"play purple e5", "play b z99", "play b i5",  "play b a0",
				"play b pass5",   "play b 5e",  "play b",     "play",
				"play b e5 e6",   "play b e05", "play b e-1", "play b ee5"};
	for (size_t i = 0; i < sizeof(syntax) / sizeof(syntax[0]); i++)
		refused(syntax[i], "syntax error");
	/* Suicide and ko: illegal moves. */
	ok("clear_board");
	ok("play b a2");
	ok("play b b1");
	refused("play w a1", "illegal move"); /* suicide */
}
END_TEST

START_TEST(test_commands_ko_and_superko)
{
	ok("boardsize 7");
	const char *setup[] = {"play b b4", "play w c4", "play b a3", "play w b3",
			       "play b b2", "play w c2", "play w d3"};
	for (int i = 0; i < 7; i++)
		ok(setup[i]);
	ok("play b c3");
	ck_assert_str_eq(ok("captures black"), "1");
	ck_assert_str_eq(ok("is_legal w b3"), "0");
	refused("play w b3", "illegal move");
	ok("play w pass");
	ok("play b pass");
	/* Simple ko would allow it now; positional superko does not. */
	ck_assert_str_eq(ok("is_legal w b3"), "0");
	refused("play w b3", "illegal move");
	ok("play w f6");
	ok("play b f2");
	ok("play w b3");
}
END_TEST

START_TEST(test_commands_genmove)
{
	ok("boardsize 9");
	char expected[8], played[8];
	strcpy(expected, ok("reg_genmove b"));
	ck_assert_str_eq(ok("reg_genmove b"), expected); /* no draw used up */
	strcpy(played, ok("genmove B"));
	ck_assert_str_eq(played, expected);
	char line[32];
	snprintf(line, sizeof(line), "color %s", played);
	ck_assert_str_eq(ok(line), "black");
	ok("kgs-genmove_cleanup w");
	refused("genmove purple", "syntax error");
	refused("genmove", "syntax error");
	refused("reg_genmove x", "syntax error");
	/* On a full board of eyes nothing is left: pass. */
	ok("boardsize 1");
	ck_assert_str_eq(ok("genmove b"), "pass");
}
END_TEST

START_TEST(test_commands_handicap)
{
	ok("boardsize 19");
	ck_assert_str_eq(ok("fixed_handicap 9"), "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
	refused("fixed_handicap 2", "board not empty");
	refused("undo", "cannot undo");
	ok("clear_board");
	refused("fixed_handicap 1", "invalid number of stones");
	refused("fixed_handicap 10", "invalid number of stones");
	refused("fixed_handicap 0", "invalid number of stones");
	refused("fixed_handicap abc", "syntax error");
	refused("fixed_handicap -2", "syntax error");
	ok("boardsize 8");
	refused("fixed_handicap 5", "invalid number of stones");
	ok("boardsize 6");
	refused("fixed_handicap 2", "invalid number of stones");
	ck_assert_str_eq(ok("place_free_handicap 3"), "C3 E4 B5");
	refused("place_free_handicap 2", "board not empty");
	ok("clear_board");
	refused("place_free_handicap 1", "invalid number of stones");
	refused("place_free_handicap 36", "invalid number of stones");
	ok("place_free_handicap 35");
	ok("boardsize 9");
	ok("set_free_handicap D4 e5 F6");
	ck_assert_str_eq(ok("list_stones black"), "D4 E5 F6");
	refused("set_free_handicap a1 b2", "board not empty");
	ok("clear_board");
	refused("set_free_handicap a1", "bad vertex list");
	refused("set_free_handicap", "bad vertex list");
	refused("set_free_handicap a1 a1", "bad vertex list");
	refused("set_free_handicap a1 pass", "bad vertex list");
	refused("set_free_handicap a1 t19", "bad vertex list");
	refused("set_free_handicap a1 z99", "syntax error");
	ok("boardsize 2");
	refused("set_free_handicap a1 a2 b1 b2", "bad vertex list");
	ok("set_free_handicap a1 a2 b1");
	ck_assert_str_eq(ok("genmove w"), "B2");
}
END_TEST

START_TEST(test_commands_undo)
{
	ok("boardsize 5");
	refused("undo", "cannot undo");
	refused("gg-undo", "cannot undo");
	ok("play b b2");
	ok("play w a2");
	ok("play b a3");
	ok("play w pass");
	ok("play b a1"); /* takes a2 */
	ck_assert_str_eq(ok("captures black"), "1");
	ok("undo");
	ck_assert_str_eq(ok("captures black"), "0");
	ck_assert_str_eq(ok("color a2"), "white");
	refused("gg-undo 5", "cannot undo");
	refused("gg-undo x", "syntax error");
	ok("gg-undo 0");
	ok("gg-undo 2");
	ck_assert_str_eq(ok("last_move"), "white A2");
	ok("gg-undo");
	ck_assert_str_eq(ok("move_history"), "black B2");
	ok("undo");
	refused("last_move", "no previous move known");
}
END_TEST

START_TEST(test_commands_queries)
{
	ok("boardsize 5");
	ok("play b c3");
	ok("play b c4");
	ok("play w d3");
	ck_assert_str_eq(ok("countlib c3"), "5");
	ck_assert_str_eq(ok("findlib c4"), "C2 B3 B4 D4 C5");
	ck_assert_str_eq(ok("color a1"), "empty");
	ck_assert_str_eq(ok("list_stones b"), "C3 C4");
	refused("countlib a1", "vertex must not be empty");
	refused("countlib pass", "invalid vertex");
	refused("color f6", "invalid vertex");
	refused("color q", "syntax error");
	ck_assert_str_eq(ok("is_legal w pass"), "1");
	ck_assert_str_eq(ok("is_legal w f6"), "0");
	ck_assert_str_eq(ok("is_legal w c3"), "0");
	refused("is_legal w", "syntax error");
	ok("boardsize 2");
	ok("play b a1");
	ck_assert_str_eq(ok("all_legal w"), "B1 A2 B2");
	ck_assert_str_eq(ok("all_legal b"), "B1 A2 B2");
	ck_assert_str_eq(ok("move_history"), "black A1");
	ck_assert_str_eq(ok("last_move"), "black A1");
}
END_TEST

START_TEST(test_commands_showboard)
{
	ok("boardsize 25");
	ok("play b a1");
	ok("play w z25");
	const char *board = ok("showboard");
	ck_assert_ptr_null(strstr(board, "\n\n"));
	ck_assert_ptr_nonnull(strstr(board, "25 . . "));
	ck_assert_ptr_nonnull(strstr(board, " 1 X . "));
	ck_assert_ptr_nonnull(strstr(board, ".(O)25"));
	ck_assert_ptr_nonnull(strstr(board, "A B C D E F G H J K L M N O P Q R S T U V W X Y Z"));
	ck_assert_ptr_nonnull(strstr(board, "Black to move; last move white Z25"));
}
END_TEST

START_TEST(test_commands_final_score)
{
	/* Every stone alive: the plain count, in each format. */
	ok("ishi-param score tromp-taylor");
	ok("boardsize 5");
	ck_assert_str_eq(ok("final_score"), "W+7.5");
	ok("komi 0");
	ck_assert_str_eq(ok("final_score"), "0");
	ok("play b c3");
	ck_assert_str_eq(ok("final_score"), "B+25");
	ok("komi 30.5");
	ok("play w d4");
	ck_assert_str_eq(ok("final_score"), "W+30.5");
	/* Judged: a White stone left in Black's area is dead, and counts as
	 * Black's point; so does another, one chain per line. */
	ok("ishi-param score judged");
	ok("clear_board");
	ok("komi 0.5");
	ok("gogui-play_sequence b c1 w d1 b c2 w d2 b c3 w d3 b c4 w d4 b c5 w d5 w a3");
	ck_assert_str_eq(ok("final_score"), "B+4.5");
	ck_assert_str_eq(ok("final_status_list dead"), "A3");
	ok("play w a5");
	ck_assert_str_eq(ok("final_score"), "B+4.5");
	ck_assert_str_eq(ok("final_status_list dead"), "A3\nA5");
}
END_TEST

START_TEST(test_commands_judging_keeps_the_game)
{
	/* A game with final_score and final_status_list after every move is
	 * move for move the game without them: the judge draws from a
	 * random stream of its own. */
	char without[4096] = "", with[4096] = "";
	for (int judged = 0; judged < 2; judged++) {
		ok("boardsize 7");
		ok("clear_board");
		ok("set_random_seed 11");
		char *moves = judged ? with : without;
		for (int i = 0; i < 60; i++) {
			strcat(moves, ok(i % 2 ? "genmove w" : "genmove b"));
			strcat(moves, " ");
			if (judged) {
				ok("final_score");
				ok("final_status_list dead");
			}
		}
	}
	ck_assert_str_eq(with, without);
}
END_TEST

START_TEST(test_commands_time)
{
	ok("time_settings 300 30 5");
	ck_assert_int_eq(e->time.system, TIME_CANADIAN);
	ok("time_settings 0 1 0");
	ck_assert_int_eq(e->time.system, TIME_NONE);
	ok("time_settings 60 0 0");
	ck_assert_int_eq(e->time.system, TIME_ABSOLUTE);
	refused("time_settings 60 0", "syntax error");
	refused("time_settings -1 0 0", "syntax error");
	refused("time_settings a b c", "syntax error");
	ok("time_left b 120 0");
	ck_assert(e->clock[BLACK].main_left == 120 && e->clock[BLACK].count_left == 0);
	refused("time_left x 120 0", "syntax error");
	refused("time_left w 12.5 0", "syntax error");
	ok("kgs-time_settings none");
	ok("kgs-time_settings absolute 600");
	ok("kgs-time_settings byoyomi 600 30 5");
	ck_assert_int_eq(e->time.system, TIME_BYOYOMI);
	ok("kgs-time_settings canadian 600 60 25");
	refused("kgs-time_settings canadian 600", "syntax error");
	refused("kgs-time_settings fischer 600 5", "syntax error");
	refused("kgs-time_settings", "syntax error");
}
END_TEST

START_TEST(test_commands_seed_and_misc)
{
	ok("set_random_seed 18446744073709551615");
	ck_assert_str_eq(ok("get_random_seed"), "18446744073709551615");
	refused("set_random_seed 18446744073709551616", "syntax error");
	refused("set_random_seed -1", "syntax error");
	ok("set_random_seed 5");
	ok("boardsize 9");
	char first[8];
	strcpy(first, ok("genmove b"));
	ok("clear_board");
	ok("set_random_seed 5");
	ck_assert_str_eq(ok("genmove b"), first);
	ck_assert_str_eq(ok("echo  hello   world "), "hello world");
	ck_assert_str_eq(gtp("echo_err oops"), "= oops\n\n");
	ck_assert_str_eq(stderr_text(), "oops\n");
	ck_assert(strtod(ok("cputime"), NULL) >= 0);
	ck_assert_str_eq(gtp("quit"), "= \n\n");
	ck_assert(driver_quit());
}
END_TEST

/* A player that plays like the random one and records what it was told
 * had changed. */
struct spy {
	struct player base;
	struct player *inner;
	int told;
	unsigned what;
};

static int spy_genmove(struct player *p, const struct game *g, int c, struct think *think,
		       unsigned how)
{
	return player_genmove(((struct spy *)p)->inner, g, c, think, how);
}

static void spy_changed(struct player *p, const struct game *g, const struct player_settings *s,
			unsigned what)
{
	(void)g, (void)s;
	((struct spy *)p)->told++;
	((struct spy *)p)->what |= what;
}

static void spy_seed(struct player *p, uint64_t seed)
{
	player_seed(((struct spy *)p)->inner, seed);
}

static uint64_t spy_digest(const struct player *p)
{
	return player_digest(((const struct spy *)p)->inner);
}

static void spy_free(struct player *p)
{
	player_free(((struct spy *)p)->inner);
	free(p);
}

static const struct player_ops spy_ops = {spy_genmove, spy_changed, spy_seed,
					  spy_digest,  spy_free,    NULL};

START_TEST(test_commands_player_told)
{
	/* Every command that changes what the player plays under tells it
	 * once, and says what changed: a move (a search tree re-roots), any
	 * other change of the position, komi, rules or the player's settings
	 * (it drops its tree). A query, a refused command, or a setting that
	 * stays as it was tells nothing. */
	struct spy *spy = malloc(sizeof(*spy));
	ck_assert_ptr_nonnull(spy);
	spy->base.ops = &spy_ops;
	spy->base.name = "spy";
	spy->base.thinks = false;
	spy->inner = player_random_new(0);
	spy->told = 0;
	spy->what = 0;
	engine_set_player(e, &spy->base);
	static const struct {
		const char *line;
		unsigned what;
	} lines[] = {
		{"boardsize 9", CHANGE_POSITION},
		{"play b e5", CHANGE_MOVE},
		{"genmove w", CHANGE_MOVE},
		{"reg_genmove b", 0},
		{"undo", CHANGE_POSITION},
		{"gg-undo 1", CHANGE_POSITION},
		{"gg-undo 1", 0},
		{"clear_board", CHANGE_POSITION},
		{"fixed_handicap 2", CHANGE_POSITION},
		{"clear_board", CHANGE_POSITION},
		{"place_free_handicap 3", CHANGE_POSITION},
		{"clear_board", CHANGE_POSITION},
		{"set_free_handicap a1 b2", CHANGE_POSITION},
		{"clear_board", CHANGE_POSITION},
		{"gogui-setup b a1 w b2", CHANGE_POSITION},
		{"gogui-setup_player w", CHANGE_POSITION},
		{"gogui-play_sequence w c3 b d4", CHANGE_MOVE},
		{"gogui-play_sequence w d4", 0},
		{"play b d4", 0},
		{"final_score", 0},
		{"showboard", 0},
		{"komi 6.5", CHANGE_KOMI},
		{"komi 6.5", 0},
		{"kgs-rules japanese", CHANGE_RULES},
		{"kata-set-rules japanese", 0},
		{"kata-set-rule ko POSITIONAL", CHANGE_RULES},
		{"ishi-param score tromp-taylor", CHANGE_RULES},
		{"ishi-param move_time 2", CHANGE_SETTINGS},
		{"ishi-param move_time 2.0", 0},
		{"ishi-param judge_playouts 10", CHANGE_SETTINGS},
		{"ishi-param judge_playouts 10", 0},
		{"set_random_seed 3", 0},
		{"time_settings 60 0 0", 0},
		{"ishi-think b 0.001", 0},
	};
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		const int before = spy->told;
		spy->what = 0;
		gtp(lines[i].line);
		const int told = spy->told - before;
		ck_assert_msg(told == (lines[i].what != 0) && spy->what == lines[i].what,
			      "'%s' told the player %d times of %#x", lines[i].line, told,
			      spy->what);
	}
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"identity", test_commands_identity},
		{"list_is_all_known", test_commands_list_is_all_known},
		{"protocol_input", test_commands_protocol_input},
		{"huge_line", test_commands_huge_line},
		{"boardsize", test_commands_boardsize},
		{"komi", test_commands_komi},
		{"play", test_commands_play},
		{"ko_and_superko", test_commands_ko_and_superko},
		{"genmove", test_commands_genmove},
		{"handicap", test_commands_handicap},
		{"undo", test_commands_undo},
		{"queries", test_commands_queries},
		{"showboard", test_commands_showboard},
		{"final_score", test_commands_final_score},
		{"judging_keeps_the_game", test_commands_judging_keeps_the_game},
		{"time", test_commands_time},
		{"seed_and_misc", test_commands_seed_and_misc},
		{"player_told", test_commands_player_told},
	};
	return run_cases("commands", cases, CASE_COUNT(cases), driver_setup, driver_teardown, 60);
}
