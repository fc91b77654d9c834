/*
 * helpers.c - test helpers.
 */
#include "helpers.h"

#include "coord.h"
#include "judge.h"

#include <stdlib.h>
#include <string.h>

int diagram_position(const char *diagram, struct position *pos)
{
	char rows[BOARD_MAX_SIZE][BOARD_MAX_SIZE + 1];
	int nrows = 0, len = 0;
	memset(rows, 0, sizeof(rows));
	for (const char *s = diagram; *s; s++) {
		if (*s == '\n') {
			if (len > 0)
				nrows++;
			len = 0;
		} else if (*s != ' ') {
			ck_assert_int_lt(len, BOARD_MAX_SIZE);
			rows[nrows][len++] = *s;
		}
	}
	if (len > 0)
		nrows++;
	struct grid g;
	bb_grid_init(&g, nrows);
	memset(pos, 0, sizeof(*pos));
	for (int r = 0; r < nrows; r++) {
		ck_assert_int_eq((int)strlen(rows[r]), nrows);
		for (int x = 0; x < nrows; x++) {
			int p = grid_point(&g, x, nrows - 1 - r);
			if (rows[r][x] == 'X')
				bb_set(&pos->stone[BLACK], p);
			else if (rows[r][x] == 'O')
				bb_set(&pos->stone[WHITE], p);
			else
				ck_assert_msg(rows[r][x] == '.' || rows[r][x] == '+',
					      "bad diagram");
		}
	}
	return nrows;
}

void game_from_diagram(struct game *g, const char *diagram, int to_move)
{
	struct position pos;
	int size = diagram_position(diagram, &pos);
	ck_assert(game_init(g, size));
	ck_assert(game_set_start(g, &pos, to_move, 0));
	ck_assert(game_check_invariants(g));
}

int pt(const struct game *g, const char *vertex)
{
	int p = coord_parse_vertex(&g->board.grid, vertex);
	ck_assert_msg(p >= 0, "bad vertex %s", vertex);
	return p;
}

void must_play(struct game *g, int c, const char *vertex)
{
	enum move_result r = game_play(g, c, pt(g, vertex));
	ck_assert_msg(r == MOVE_OK, "%s %s refused: %d", c == BLACK ? "B" : "W", vertex, r);
	ck_assert(game_check_invariants(g));
}

static int run_suite(Suite *s)
{
	SRunner *runner = srunner_create(s);
	srunner_run_all(runner, CK_NORMAL);
	int failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

bool light_run(void)
{
	const char *light = getenv("ISHI_TEST_LIGHT");
	return light && *light;
}

int repeats(int n)
{
	return light_run() && n > 10 ? n / 10 : n;
}

int run_cases(const char *suite, const struct test_case *cases, size_t count, SFun setup,
	      SFun teardown, double timeout)
{
	Suite *s = suite_create(suite);
	for (size_t i = 0; i < count; i++) {
		TCase *tc = tcase_create(cases[i].name);
		if (setup || teardown)
			tcase_add_checked_fixture(tc, setup, teardown);
		tcase_set_timeout(tc, timeout);
		tcase_add_test(tc, cases[i].test);
		suite_add_tcase(s, tc);
	}
	return run_suite(s);
}

struct player_settings mcts_settings(int64_t playouts, double resign)
{
	struct player_settings s;
	memset(&s, 0, sizeof(s));
	s.playouts = playouts;
	s.resign_rate = resign;
	s.judge_playouts = JUDGE_DEFAULT_PLAYOUTS;
	return s;
}

struct player *mcts_player(uint64_t seed, const struct game *g, const struct player_settings *s)
{
	struct player *p = player_mcts_new(seed, NULL);
	ck_assert_ptr_nonnull(p);
	player_changed(p, g, s, CHANGE_POSITION | CHANGE_KOMI | CHANGE_RULES | CHANGE_SETTINGS);
	return p;
}

int mcts_ask(struct player *p, const struct game *g, int c, int64_t playouts, unsigned how)
{
	const struct timeman_budget budget = {0, 0, false};
	struct think t;
	think_begin(&t, THINK_MOVE, &budget, playouts, NULL);
	return player_genmove(p, g, c, &t, how);
}
