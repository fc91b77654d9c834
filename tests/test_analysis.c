/*
 * test_analysis.c - the analysis commands: requests read as KataGo reads
 * them, lines written as Sabaki and Lizzie read them, and the stream's
 * frame around them.
 */
#include "driver.h"
#include "helpers.h"

#include "analysis.h"
#include "coord.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct grid grid9;
static struct strbuf formatted = STRBUF_INIT; /* line()'s */

static void setup(void)
{
	driver_setup();
	bb_grid_init(&grid9, 9);
}

static void teardown(void)
{
	sb_release(&formatted);
	driver_teardown();
}

/* Parses `args` (split at spaces, at most 64) for Black to move. */
static bool parse(const char *args, enum analysis_dialect d, struct analysis_request *q,
		  const char **why)
{
	static char buf[512];
	snprintf(buf, sizeof(buf), "%s", args);
	char *argv[64];
	int argc = 0;
	for (char *t = strtok(buf, " "); t && argc < 64; t = strtok(NULL, " "))
		argv[argc++] = t;
	return analysis_parse(argc, argv, &grid9, BLACK, d, q, why);
}

static int at(const char *v)
{
	return coord_parse_vertex(&grid9, v);
}

START_TEST(test_analysis_requests)
{
	struct analysis_request q;
	const char *why;
	ck_assert(parse("", ANALYSIS_LZ, &q, &why));
	ck_assert_int_eq(q.colour, BLACK);
	ck_assert(q.interval == ANALYSIS_DEFAULT_INTERVAL && q.bans.count == 0);
	ck_assert(parse("w 25", ANALYSIS_LZ, &q, &why));
	ck_assert(q.colour == WHITE && q.interval == 0.25);
	ck_assert(parse("50", ANALYSIS_LZ, &q, &why));
	ck_assert(q.colour == BLACK && q.interval == 0.5);
	ck_assert(parse("b interval 0 minmoves 4 maxmoves 9", ANALYSIS_KATA, &q, &why));
	ck_assert(q.interval == ANALYSIS_MIN_INTERVAL && q.min_moves == 4 && q.max_moves == 9);
	ck_assert(parse("rootInfo true", ANALYSIS_KATA, &q, &why) && q.root_info);

	/* avoid: each a ban of its colour's points to its depth, the pass
	 * left out (it stays); allow: a ban of every other point. */
	ck_assert(parse("b 10 avoid b D4,e5,pass 1 avoid w c3 2", ANALYSIS_LZ, &q, &why));
	ck_assert_int_eq(q.bans.count, 2);
	const struct uct_ban *b = &q.bans.ban[0], *w = &q.bans.ban[1];
	ck_assert(b->colour == BLACK && b->until == 1 && w->colour == WHITE && w->until == 2);
	ck_assert_int_eq(bb_count(&grid9, &b->points), 2);
	ck_assert(bb_test(&b->points, at("D4")) && bb_test(&b->points, at("E5")));
	ck_assert(uct_banned(&q.bans, 2, WHITE, at("C3")) &&
		  !uct_banned(&q.bans, 3, WHITE, at("C3")));
	ck_assert(!uct_banned(&q.bans, 1, WHITE, at("D4")) && !uct_banned(&q.bans, 1, BLACK, PASS));
	ck_assert(parse("allow w A1,B2 3", ANALYSIS_LZ, &q, &why));
	ck_assert(q.bans.count == 1 && q.bans.ban[0].colour == WHITE && q.bans.ban[0].until == 3);
	ck_assert_int_eq(bb_count(&grid9, &q.bans.ban[0].points), 79);
	ck_assert(!uct_banned(&q.bans, 3, WHITE, at("B2")) &&
		  uct_banned(&q.bans, 3, WHITE, at("C2")));
	ck_assert(parse(
		"avoid b A1 1 avoid b A2 1 avoid b A3 1 avoid b A4 1 avoid b A5 1 avoid b A6 1 "
		"avoid b A7 1 avoid b A8 1",
		ANALYSIS_LZ, &q, &why));
	static const char *const bad[][2] = {
		{"x", "syntax error"},
		{"b 10 minmoves", "syntax error"},
		{"minmoves -1", "syntax error"},
		{"maxmoves many", "syntax error"},
		{"interval -5", "syntax error"},
		{"avoid b D4 0", "syntax error"},
		{"avoid b Z9 1", "syntax error"},
		{"avoid x D4 1", "syntax error"},
		{"avoid b D4", "syntax error"},
		{"allow b D4 1 avoid b E5 1", "avoid and allow together"},
		{"avoid b D4 1 allow b E5 1", "avoid and allow together"},
		{"allow b D4 1 allow b E5 1", "avoid and allow together"},
		{"avoid b A1 1 avoid b A2 1 avoid b A3 1 avoid b A4 1 avoid b A5 1 avoid b A6 1 "
		 "avoid b A7 1 avoid b A8 1 avoid b A9 1",
		 "too many avoid keys"},
		{"rootInfo true", "unknown analysis key"},
		{"ownershipness true", "unknown analysis key"},
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		const enum analysis_dialect d =
			strncmp(bad[i][0], "ownership", 9) ? ANALYSIS_LZ : ANALYSIS_KATA;
		ck_assert_msg(!parse(bad[i][0], d, &q, &why), "'%s' was read", bad[i][0]);
		ck_assert_str_eq(why, bad[i][1]);
	}
}
END_TEST

/* A report of two moves and one unplayed, as a search might give. */
static struct uct_report *report(void)
{
	struct uct_report *r = calloc(1, sizeof(*r));
	r->count = 3;
	r->playouts = 120;
	r->win_rate = 0.52;
	r->moves[0] = (struct uct_report_move){at("E5"), 80, 0.55, 0.4, 3.5, 3, {0}};
	const uint16_t pv[] = {(uint16_t)at("E5"), (uint16_t)at("C3"), PASS};
	memcpy(r->moves[0].pv, pv, sizeof(pv));
	r->moves[1] =
		(struct uct_report_move){at("C3"), 40, 0.5, 0.35, -1.25, 1, {(uint16_t)at("C3")}};
	r->moves[2] = (struct uct_report_move){at("A1"), 0, 0.2, 0.25, 0, 1, {(uint16_t)at("A1")}};
	return r;
}

static const char *line(const char *args, enum analysis_dialect d, const struct uct_report *r)
{
	struct analysis_request q;
	const char *why;
	ck_assert(parse(args, d, &q, &why));
	sb_reset(&formatted);
	analysis_format(&q, r, &grid9, &formatted);
	return formatted.buf;
}

START_TEST(test_analysis_lines)
{
	struct uct_report *r = report();
	/* lcb: 0.55 - 1.96 sqrt(0.55 * 0.45 / 80) = 0.4410; 0.5 - 1.96
	 * sqrt(0.25 / 40) = 0.3450. */
	ck_assert_str_eq(line("", ANALYSIS_LZ, r),
			 "info move E5 visits 80 winrate 5500 prior 4000 lcb 4410 order 0 pv E5 C3 "
			 "pass info move C3 visits 40 winrate 5000 prior 3500 lcb 3450 order 1 pv "
			 "C3\n");
	ck_assert_str_eq(line("maxmoves 1 rootInfo true", ANALYSIS_KATA, r),
			 "info move E5 visits 80 winrate 0.550000 prior 0.400000 lcb 0.440982 "
			 "order 0 pv E5 C3 pass rootInfo visits 120 winrate 0.520000\n");
	/* minmoves shows unplayed moves too, with no bound to their rate. */
	const char *all = line("minmoves 3", ANALYSIS_LZ, r);
	ck_assert_msg(strstr(all,
			     "pv C3 info move A1 visits 0 winrate 2000 prior 2500 lcb 0 "
			     "order 2 pv A1\n"),
		      "%s", all);
	/* With the search's stats: kata- shows the scores, the root's lead and,
	 * asked, the ownership, A9 first. */
	r->has_stats = true;
	r->score = 2.5;
	r->ownership[at("A9")] = 1;
	r->ownership[at("J1")] = -0.5;
	const char *kata = line("maxmoves 1 rootInfo true ownership true", ANALYSIS_KATA, r);
	ck_assert_msg(strstr(kata, "winrate 0.550000 scoreMean 3.500000 scoreLead 3.500000 prior "),
		      "%s", kata);
	ck_assert(strstr(kata,
			 " rootInfo visits 120 winrate 0.520000 scoreLead 2.500000 "
			 "ownership 1.0000 0.0000 "));
	ck_assert(strstr(kata, " 0.0000 -0.5000\n"));
	int values = 0;
	for (const char *p = strstr(kata, "ownership"); (p = strchr(p + 1, ' '));)
		values++;
	ck_assert_int_eq(values, 81);
	ck_assert(!strstr(line("", ANALYSIS_LZ, r), "score"));
	r->has_stats = false;
	struct strbuf gfx = STRBUF_INIT;
	analysis_format_gfx(r, &grid9, WHITE, &gfx);
	ck_assert_str_eq(gfx.buf,
			 "VAR w E5 b C3 w pass\nLABEL E5 55 C3 50\n"
			 "TEXT 120 playouts, best E5 55.0%\n");
	r->count = 0;
	ck_assert_str_eq(line("rootInfo true", ANALYSIS_KATA, r), "");
	sb_reset(&gfx);
	analysis_format_gfx(r, &grid9, WHITE, &gfx);
	ck_assert_uint_eq(gfx.len, 0);
	sb_release(&gfx);
	free(r);
}
END_TEST

/* The lines of a framed streamed answer, after its head. */
static int info_lines(const char *answer, const char *head)
{
	ck_assert_msg(strncmp(answer, head, strlen(head)) == 0, "head of: %s", answer);
	const size_t len = strlen(answer);
	ck_assert_msg(len >= 2 && strcmp(answer + len - 2, "\n\n") == 0, "end of: %s", answer);
	int lines = 0;
	for (const char *p = answer + strlen(head); *p && *p != '\n'; p = strchr(p, '\n') + 1) {
		if (strncmp(p, "info move ", 10) == 0)
			lines++;
		else
			break;
	}
	return lines;
}

START_TEST(test_analysis_streams)
{
	/* The driver's cap (100 playouts) ends an analysis the driver cannot
	 * interrupt: a first line at 64 playouts, and one where it stopped. */
	ok("ishi-param player mcts");
	ok("boardsize 9");
	ok("play b e5");
	const char *answer = gtp("7 lz-analyze w 100000");
	ck_assert_int_eq(info_lines(answer, "=7\n"), 2);
	ck_assert(strstr(answer, "winrate 0.") == NULL);
	answer = gtp("kata-analyze 100000 maxmoves 2 ownership true");
	ck_assert_int_eq(info_lines(answer, "=\n"), 2);
	ck_assert(strstr(answer, "winrate 0.") != NULL && strstr(answer, " scoreLead "));
	/* The ownership after Black's E5, for White: E5, the 41st value (the
	 * board's middle), Black's in most playouts. The first line, made
	 * before any playout of this search (the tree kept has them), has no
	 * scores: the last one's ownership is read. */
	const char *own = strstr(answer, " ownership ");
	ck_assert(own && !strstr(own + 1, " ownership "));
	for (int k = 0; k < 41; k++)
		own = strchr(own + 1, ' ');
	ck_assert_msg(strtod(own, NULL) < -0.5, "%s", answer);
	/* Analysis changes nothing of the game. */
	ck_assert_str_eq(ok("move_history"), "black E5");
	/* genmove_analyze plays its move, after its lines. */
	answer = gtp("lz-genmove_analyze w 100000");
	ck_assert_int_eq(info_lines(answer, "=\n"), 2);
	const char *play = strstr(answer, "play ");
	ck_assert(play && play[strlen(play) - 3] != '\n');
	char move[8];
	ck_assert_int_eq(sscanf(play, "play %7s", move), 1);
	char expected[32];
	snprintf(expected, sizeof(expected), "white %s\nblack E5", move);
	ck_assert_str_eq(ok("move_history"), expected);
	/* A bad request is an error, before any line. */
	refused("lz-analyze b 10 minmoves x", "syntax error");
	refused("kata-genmove_analyze b 10 avoid b E5 1 allow b D4 1", "avoid and allow together");
}
END_TEST

START_TEST(test_analysis_avoids)
{
	/* Allowed only C3 at the root: every line shows C3 alone, or the
	 * pass; genmove_analyze plays it. */
	ok("ishi-param player mcts");
	ok("boardsize 9");
	const char *answer = gtp("lz-genmove_analyze b 100000 allow b C3 1");
	for (const char *p = strstr(answer, "info move "); p; p = strstr(p + 1, "info move "))
		ck_assert_msg(strncmp(p, "info move C3 ", 13) == 0 ||
				      strncmp(p, "info move pass ", 15) == 0,
			      "%s", answer);
	ck_assert(strstr(answer, "play C3\n\n"));
}
END_TEST

/* The root's playouts in the last line of a kata- answer with rootInfo. */
static long root_visits(const char *answer)
{
	const char *last = NULL;
	for (const char *p = strstr(answer, "rootInfo visits "); p;
	     p = strstr(p + 1, "rootInfo visits "))
		last = p;
	ck_assert_msg(last != NULL, "%s", answer);
	return strtol(last + 16, NULL, 10);
}

START_TEST(test_analysis_bans_keep_no_tree)
{
	/* An analysis goes on from the tree the last one kept (the driver
	 * caps each search's playouts), but one under bans takes none and
	 * keeps none. */
	ok("ishi-param player mcts");
	ok("boardsize 9");
	const char *analyze = "kata-analyze b 100000 rootInfo true";
	const long first = root_visits(gtp(analyze));
	const long kept = root_visits(gtp(analyze));
	const long banned =
		root_visits(gtp("kata-analyze b 100000 rootInfo true avoid w E5 2 playouts 20"));
	const long after = root_visits(gtp(analyze));
	ck_assert_int_gt(kept, first);
	ck_assert_int_le(banned, 20);
	/* The tree before it is still the position's, not the banned one's. */
	ck_assert(after > kept && after <= kept + first);
}
END_TEST

START_TEST(test_analysis_under_the_random_player)
{
	/* The random player does not search: analysis has a search of its
	 * own, and genmove_analyze plays as genmove, with no lines. */
	ok("boardsize 9");
	ck_assert_int_eq(info_lines(gtp("lz-analyze b 100000"), "=\n"), 2);
	const char *answer = gtp("lz-genmove_analyze b 100000");
	ck_assert_int_eq(info_lines(answer, "=\n"), 0);
	ck_assert(strncmp(answer, "=\nplay ", 7) == 0);
	ok("ishi-param player mcts");
	ck_assert_int_eq(info_lines(gtp("lz-analyze b 100000"), "=\n"), 2);
}
END_TEST

START_TEST(test_analysis_live_gfx)
{
	/* With live_gfx, a search's genmove draws on stderr as GoGui reads
	 * it, and clears its drawing before it answers; without, nothing. */
	ok("ishi-param player mcts");
	ok("boardsize 9");
	ok("genmove b");
	ck_assert(!stderr_text() || !*stderr_text());
	ok("ishi-param live_gfx 1");
	ck_assert_str_eq(ok("ishi-param live_gfx"), "1");
	ok("genmove w");
	const char *err = stderr_text();
	ck_assert(err);
	ck_assert_msg(strncmp(err, "gogui-gfx:\n", 11) == 0 && strstr(err, "\nVAR w "), "%s", err);
	ck_assert(strstr(err, "\nLABEL ") && strstr(err, "\nTEXT "));
	const size_t len = strlen(err);
	ck_assert(len > 20 && strcmp(err + len - 18, "\ngogui-gfx: CLEAR\n") == 0);
	refused("ishi-param live_gfx 2", "syntax error");
	ok("ishi-param live_gfx 0");
	ok("genmove b");
	ck_assert(!stderr_text() || !*stderr_text());
}
END_TEST

START_TEST(test_analysis_search_gfx)
{
	/* GoGui's analyze command: the search's ownership of every point
	 * (Black's positive), its moves and variation; it changes nothing of
	 * the game. */
	ok("boardsize 9");
	ok("play b e5");
	const char *gfx = ok("ishi-search_gfx");
	ck_assert_msg(strncmp(gfx, "INFLUENCE A1 ", 13) == 0, "%s", gfx);
	int values = 0;
	for (const char *p = gfx; *p != '\n'; p++)
		values += *p == ' ';
	ck_assert_int_eq(values, 2 * 81);
	ck_assert(strtod(strstr(gfx, " E5 ") + 4, NULL) > 0.5); /* Black's stone */
	ck_assert(strstr(gfx, "\nVAR w ") && strstr(gfx, "\nLABEL ") && strstr(gfx, "\nTEXT "));
	ck_assert_str_eq(ok("move_history"), "black E5");
	refused("ishi-search_gfx x", "syntax error");
	refused("ishi-search_gfx b w", "syntax error");
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"requests", test_analysis_requests},
		{"lines", test_analysis_lines},
		{"streams", test_analysis_streams},
		{"avoids", test_analysis_avoids},
		{"bans_keep_no_tree", test_analysis_bans_keep_no_tree},
		{"under_the_random_player", test_analysis_under_the_random_player},
		{"live_gfx", test_analysis_live_gfx},
		{"search_gfx", test_analysis_search_gfx},
	};
	return run_cases("analysis", cases, CASE_COUNT(cases), setup, teardown, 60);
}
