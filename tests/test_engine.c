/*
 * test_engine.c - the engine's setters and what follows from them: the
 * judgement is kept exactly as long as nothing it depends on changed, a
 * loaded record's result only while the game is as loaded, and the clocks
 * run with the moves.
 */
#include "driver.h"
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A 5x5 game whose White stone at A3 is dead in Black's area: B+4.5 judged,
 * W+6.5 with every stone alive. */
static void dead_stone_game(void)
{
	ok("boardsize 5");
	ok("komi 0.5");
	ok("gogui-play_sequence b c1 w d1 b c2 w d2 b c3 w d3 b c4 w d4 b c5 w d5 w a3");
}

START_TEST(test_engine_judgement_follows_the_rules)
{
	/* Each change of rules is asked of a judgement already made: one kept
	 * past it would give the old verdict. */
	dead_stone_game();
	ck_assert_str_eq(ok("final_score"), "B+4.5");
	ck_assert(e->judged_valid);
	ok("ishi-param score tromp-taylor");
	ck_assert_str_eq(ok("final_score"), "W+6.5");
	ok("ishi-param score judged");
	ck_assert_str_eq(ok("final_score"), "B+4.5");
	ok("kata-set-rule friendlyPassOk false");
	ck_assert_str_eq(ok("final_status_list dead"), "");
	ok("kata-set-rule friendlyPassOk true");
	ck_assert_str_eq(ok("final_status_list dead"), "A3");
}
END_TEST

START_TEST(test_engine_judgement_follows_its_settings)
{
	/* The judge's effort and its seed decide its verdict; the komi, the
	 * clock and a query do not, and keep it. */
	dead_stone_game();
	ok("final_score");
	static const struct {
		const char *line;
		bool keeps;
	} lines[] = {
		{"komi 3.5", true},
		{"time_settings 60 10 5", true},
		{"showboard", true},
		{"ishi-param move_time 1", true},
		{"ishi-param judge_playouts 0", false},
		{"ishi-param judge_playouts 500", false},
		{"set_random_seed 9", false},
		{"kgs-rules japanese", false},
		{"play b pass", false},
		{"undo", false},
		{"clear_board", false},
		{"boardsize 5", false},
	};
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		ok("final_score");
		ck_assert(e->judged_valid);
		gtp(lines[i].line);
		ck_assert_msg(e->judged_valid == lines[i].keeps, "'%s' %s the judgement",
			      lines[i].line, lines[i].keeps ? "dropped" : "kept");
	}
}
END_TEST

START_TEST(test_engine_judge_playouts_change_the_verdict)
{
	/* With no playouts only what is certain is settled: the White stone,
	 * which only the playouts find dead, stays alive. */
	dead_stone_game();
	ck_assert_str_eq(ok("final_status_list dead"), "A3");
	ok("ishi-param judge_playouts 0");
	ck_assert_str_eq(ok("final_status_list dead"), "");
	ok("ishi-param judge_playouts 200");
	ck_assert_str_eq(ok("final_status_list dead"), "A3");
}
END_TEST

START_TEST(test_engine_search_passes_by_the_judges_effort)
{
	/* After White's pass the search passes only on a won position, judged
	 * with the judge's effort: A3 dead (B+4.5) with playouts, alive
	 * (W+6.5) without. */
	dead_stone_game();
	ok("ishi-param player mcts");
	ok("ishi-param playouts 200");
	ok("play w pass");
	ck_assert_str_eq(ok("reg_genmove b"), "pass");
	ok("ishi-param judge_playouts 0");
	ck_assert_str_ne(ok("reg_genmove b"), "pass");
	ok("ishi-param judge_playouts 200");
	ck_assert_str_eq(ok("reg_genmove b"), "pass");
}
END_TEST

START_TEST(test_engine_record_result)
{
	/* A record's result describes its game as loaded, at its komi and
	 * under its rules: it goes once the position, the komi, the rules or
	 * the scoring method change, and a query, or komi and rules as they
	 * are, keep it. */
	char path[] = "/tmp/ishi-engine-XXXXXX";
	const int fd = mkstemp(path);
	ck_assert(fd >= 0);
	static const char record[] = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese]RE[W+0.5];B[cc];W[];B[])";
	ck_assert(write(fd, record, sizeof(record) - 1) == (ssize_t)(sizeof(record) - 1));
	close(fd);
	static const char *const changes[] = {"play w a1",
					      "undo",
					      "clear_board",
					      "boardsize 5",
					      "gogui-play_sequence w a1 b a2",
					      "komi 100",
					      "kgs-rules japanese",
					      "kata-set-rule scoring TERRITORY",
					      "ishi-param score tromp-taylor"};
	char line[64];
	snprintf(line, sizeof(line), "loadsgf %s", path);
	for (size_t i = 0; i < sizeof(changes) / sizeof(changes[0]); i++) {
		ok(line);
		ok("final_score");
		ck_assert_ptr_nonnull(strstr(ok("printsgf"), "RE[W+0.5]"));
		ok(changes[i]);
		ck_assert_msg(e->record_result[0] == '\0', "'%s' kept the record's result",
			      changes[i]);
		ck_assert_ptr_null(strstr(ok("printsgf"), "RE[W+0.5]"));
		ok("ishi-param score judged");
		ok("kgs-rules chinese");
	}
	static const char *const kept[] = {"komi 0.5", "kgs-rules chinese", "final_score"};
	ok(line);
	for (size_t i = 0; i < sizeof(kept) / sizeof(kept[0]); i++) {
		ok(kept[i]);
		ck_assert_ptr_nonnull(strstr(ok("printsgf"), "RE[W+0.5]"));
	}
	unlink(path);
}
END_TEST

START_TEST(test_engine_score_is_no_rule)
{
	/* The scoring method outlives every way of putting rules in force:
	 * kgs-rules, kata-set-rules, kata-set-rule and a loaded record's RU;
	 * rules of its own that count every stone alive come and go with the
	 * rules. */
	char path[] = "/tmp/ishi-engine-XXXXXX";
	const int fd = mkstemp(path);
	ck_assert(fd >= 0);
	static const char record[] = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[cc])";
	ck_assert(write(fd, record, sizeof(record) - 1) == (ssize_t)(sizeof(record) - 1));
	close(fd);
	char load[64];
	snprintf(load, sizeof(load), "loadsgf %s", path);
	ok("ishi-param score tromp-taylor");
	const char *const changes[] = {"kgs-rules japanese", "kata-set-rules aga",
				       "kata-set-rule friendlyPassOk true", load};
	for (size_t i = 0; i < sizeof(changes) / sizeof(changes[0]); i++) {
		ok(changes[i]);
		ck_assert_msg(e->score_all_alive, "'%s' reset the scoring method", changes[i]);
		dead_stone_game();
		ck_assert_str_eq(ok("final_status_list dead"), "");
		ck_assert_str_eq(ok("ishi-param score"), "tromp-taylor");
	}
	unlink(path);
	ok("ishi-param score judged");
	ok("kgs-rules tromp-taylor");
	ck_assert_str_eq(ok("final_status_list dead"), "");
	ck_assert_str_eq(ok("ishi-param score"), "tromp-taylor");
	refused("ishi-param score judged",
		"the rules count every stone alive (friendlyPassOk false)");
	ok("kgs-rules chinese");
	ck_assert_str_eq(ok("ishi-param score"), "judged");
	ck_assert_str_eq(ok("final_status_list dead"), "A3");
}
END_TEST

START_TEST(test_engine_clock_runs)
{
	/* time_settings and clear_board start the clocks afresh; time_left
	 * sets one; a genmove charges the mover's clock what it took and the
	 * lag buffer (the round trip ishi cannot see), reg_genmove nothing. */
	ok("boardsize 9");
	ok("time_settings 300 0 0");
	ck_assert(e->clock[BLACK].main_left == 300 && e->clock[WHITE].main_left == 300);
	ok("time_left b 120 0");
	ck_assert(e->clock[BLACK].main_left == 120 && e->clock[WHITE].main_left == 300);
	ok("reg_genmove b");
	ck_assert(e->clock[BLACK].main_left == 120);
	ok("genmove b");
	const double charged = 120 - e->clock[BLACK].main_left;
	ck_assert_msg(charged > e->lag_buffer && charged < e->lag_buffer + 0.5, "%f", charged);
	ck_assert(e->clock[WHITE].main_left == 300);
	ok("clear_board");
	ck_assert(e->clock[BLACK].main_left == 300);
}
END_TEST

START_TEST(test_engine_think)
{
	/* ishi-think spends what it is given (the driver caps every think at
	 * 2 ms), reports the clock's budget, and changes nothing. */
	ok("boardsize 9");
	struct engine_state before, after;
	engine_state_take(e, &before);
	const char *answer = ok("ishi-think b 5");
	long long playouts;
	double seconds, black, target, hard;
	char why[16];
	ck_assert_int_eq(sscanf(answer,
				"playouts %lld seconds %lf black %lf stopped %15s target %lf "
				"hard %lf",
				&playouts, &seconds, &black, why, &target, &hard),
			 6);
	/* Under valgrind on a loaded machine the 2 ms may pass before the first
	 * batch (no playout) and a pause may stretch them: there, the time's
	 * bounds alone. */
	ck_assert(seconds >= 0.001 && seconds < (light_run() ? 5 : 0.5));
	ck_assert(playouts > 0 || light_run());
	ck_assert(black >= 0 && black <= 1);
	ck_assert_str_eq(why, "time");
	ck_assert(target == 0 && hard == 0);
	engine_state_take(e, &after);
	ck_assert(engine_state_equal(&before, &after));
	/* Without a clock and without SECONDS there is nothing to spend. */
	ck_assert_ptr_nonnull(strstr(ok("ishi-think w"), "playouts 0 "));
	refused("ishi-think", "syntax error");
	refused("ishi-think x", "syntax error");
	refused("ishi-think b -1", "syntax error");
	refused("ishi-think b 86401", "syntax error");
	refused("ishi-think b 1 2", "syntax error");
}
END_TEST

START_TEST(test_engine_think_cap_holds_playouts)
{
	/* The driver's playout cap (100) holds a search however many playouts
	 * it is given: harnesses such as the fuzzer never wait on one. */
	ok("boardsize 19");
	ok("ishi-param player mcts");
	ok("ishi-param playouts 100000000");
	const double start = timeman_now();
	ok("genmove b");
	ok("genmove w");
	ck_assert(timeman_now() - start < 20.0); /* valgrind, heavy playouts: far from hours */
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"judgement_follows_the_rules", test_engine_judgement_follows_the_rules},
		{"judgement_follows_its_settings", test_engine_judgement_follows_its_settings},
		{"judge_playouts_change_the_verdict",
		 test_engine_judge_playouts_change_the_verdict},
		{"search_passes_by_the_judges_effort",
		 test_engine_search_passes_by_the_judges_effort},
		{"record_result", test_engine_record_result},
		{"score_is_no_rule", test_engine_score_is_no_rule},
		{"clock_runs", test_engine_clock_runs},
		{"think", test_engine_think},
		{"think_cap_holds_playouts", test_engine_think_cap_holds_playouts},
	};
	return run_cases("engine", cases, CASE_COUNT(cases), driver_setup, driver_teardown, 60);
}
