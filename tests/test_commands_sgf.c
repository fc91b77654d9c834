/*
 * test_commands_sgf.c - loadsgf and printsgf through GTP: files read and
 * written, refusals that change nothing, and games saved and loaded back.
 */
#include "helpers.h"

#include "driver.h"
#include "engine.h"
#include "sgf_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void engine_setup(void)
{
	driver_setup();
	e->verbose = true;
}

static void engine_teardown(void)
{
	driver_teardown();
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
	sgf_game_write(g, NULL, out);
	sb_addf(out, "%016llx %d %d %d %d %d", (unsigned long long)game_hash(g), game_to_move(g),
		game_captures(g, BLACK), game_captures(g, WHITE), (int)g->rules.ko,
		(int)g->rules.allow_suicide);
}

START_TEST(test_commands_sgf_loadsgf)
{
	char path[32];
	static const char record[] =
		"(;GM[1]FF[4]SZ[9]KM[5.5]RU[AGA]HA[2]AB[cc][gg]\n"
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

START_TEST(test_commands_sgf_loadsgf_refused)
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

START_TEST(test_commands_sgf_printsgf)
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

START_TEST(test_commands_sgf_commands_round_trip)
{
	/* Games the engine plays, saved, and loaded over other games. */
	static const char *const starts[] = {"boardsize 5",  "boardsize 9", "fixed_handicap 3",
					     "boardsize 19", "komi 0.5",    "boardsize 25"};
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
		{"loadsgf", test_commands_sgf_loadsgf},
		{"loadsgf_refused", test_commands_sgf_loadsgf_refused},
		{"printsgf", test_commands_sgf_printsgf},
		{"round_trip", test_commands_sgf_commands_round_trip},
	};
	return run_cases("commands_sgf", cases, CASE_COUNT(cases), engine_setup, engine_teardown,
			 120);
}
