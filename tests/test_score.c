/*
 * test_score.c - area scoring: territory, neutral points, seki, komi.
 */
#include "helpers.h"

#include "playout.h"
#include "score.h"

#include <string.h>

static struct game g;

static void teardown(void)
{
	game_free(&g);
}

static struct score score_of(const char *diagram)
{
	game_from_diagram(&g, diagram, BLACK);
	struct score s;
	score_position(&g.board.grid, &g.board.pos, &s);
	return s;
}

/* The margin of a score of score_position, at this komi. */
static double score_margin(const struct score *s, double komi)
{
	return s->margin - komi;
}

static const char *formatted(double margin)
{
	static char buf[64];
	score_format(margin, buf, sizeof(buf));
	return buf;
}

START_TEST(test_score_territory_and_komi)
{
	struct score s = score_of(
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n"
		". . X O .\n");
	ck_assert_int_eq(s.stones[BLACK], 5);
	ck_assert_int_eq(s.territory[BLACK], 10);
	ck_assert_int_eq(s.stones[WHITE], 5);
	ck_assert_int_eq(s.territory[WHITE], 5);
	ck_assert_int_eq(s.neutral, 0);
	ck_assert_str_eq(formatted(score_margin(&s, 7.5)), "W+2.5");
	ck_assert_str_eq(formatted(score_margin(&s, 5)), "0");
	ck_assert_str_eq(formatted(score_margin(&s, -0.5)), "B+5.5");
	ck_assert(bb_test(&s.owned[BLACK], pt(&g, "A1")));
	ck_assert(bb_test(&s.owned[WHITE], pt(&g, "E5")));
}
END_TEST

START_TEST(test_score_neutral_points)
{
	struct score s = score_of(
		"X . O\n"
		"X . O\n"
		"X . O\n");
	ck_assert_int_eq(s.territory[BLACK], 0);
	ck_assert_int_eq(s.territory[WHITE], 0);
	ck_assert_int_eq(s.neutral, 3);
	ck_assert_str_eq(formatted(score_margin(&s, 0)), "0");
}
END_TEST

START_TEST(test_score_seki)
{
	/* B2-B3 and D2-D3 share their only liberties, C2 and C3: whoever
	 * plays there is taken. Both count as alive; C2 and C3 count for
	 * nobody. */
	struct score s = score_of(
		". . . . . . .\n"
		". . . . . . .\n"
		". . . . . . .\n"
		"O O O X X . .\n"
		"O X . O X . .\n"
		"O X . O X . .\n"
		"O O O X X . .\n");
	ck_assert_int_eq(s.stones[BLACK], 8);
	ck_assert_int_eq(s.stones[WHITE], 10);
	ck_assert_int_eq(s.territory[BLACK] + s.territory[WHITE], 0);
	ck_assert_int_eq(s.neutral, 31);
	ck_assert(!bb_test(&s.owned[BLACK], pt(&g, "C2")) &&
		  !bb_test(&s.owned[WHITE], pt(&g, "C2")));
	ck_assert_str_eq(formatted(score_margin(&s, 7.5)), "W+9.5");
	/* It is a seki: a play in a shared liberty is answered by capture. */
	must_play(&g, BLACK, "C2");
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B2")), 1);
	must_play(&g, WHITE, "C3");
	ck_assert_int_eq(game_captures(&g, WHITE), 3);
}
END_TEST

START_TEST(test_score_empty_board)
{
	struct score s = score_of(". . .\n. . .\n. . .\n");
	ck_assert_int_eq(s.neutral, 9);
	ck_assert_str_eq(formatted(score_margin(&s, 7.5)), "W+7.5");
	ck_assert_str_eq(formatted(score_margin(&s, 0)), "0");
}
END_TEST

START_TEST(test_score_format)
{
	ck_assert_str_eq(formatted(3.5), "B+3.5");
	ck_assert_str_eq(formatted(-0.5), "W+0.5");
	ck_assert_str_eq(formatted(12), "B+12");
	ck_assert_str_eq(formatted(-7.25), "W+7.25");
	ck_assert_str_eq(formatted(0.0), "0");
	char tiny[4];
	ck_assert_int_eq(score_format(-123.5, tiny, sizeof(tiny)), 3);
	ck_assert_str_eq(tiny, "W+1");
}
END_TEST

START_TEST(test_score_one_colour_owns_all)
{
	struct score s = score_of(". . . .\n. X . .\n. . . .\n. . . .\n");
	ck_assert_int_eq(s.stones[BLACK] + s.territory[BLACK], 16);
	ck_assert_str_eq(formatted(score_margin(&s, 7.5)), "B+8.5");
}
END_TEST

/* score_board_margin agrees with score_position whether or not some empty
 * points touch, so it checks the quick case against the flood fill. */
static void assert_board_margin_agrees(const struct board *b)
{
	struct score s;
	score_position(&b->grid, &b->pos, &s);
	ck_assert(score_board_margin(b, 7.5) == score_margin(&s, 7.5));
	ck_assert(score_board_margin(b, 0) == score_margin(&s, 0));
}

START_TEST(test_score_board_margin)
{
	const char *diagrams[] = {
		". . X O .\n. . X O .\n. . X O .\n. . X O .\n. . X O .\n",
		"X . O\nX . O\nX . O\n",
		". . .\n. . .\n. . .\n",
		"X X O .\nX . X O\nO X X O\n. O O O\n",
		"X X O .\n. X O O\nX X O .\n. X O O\n",
		"X . O\nX X O\nX O O\n",
	};
	for (size_t i = 0; i < sizeof(diagrams) / sizeof(diagrams[0]); i++) {
		game_from_diagram(&g, diagrams[i], BLACK);
		assert_board_margin_agrees(&g.board);
		game_free(&g);
	}
	/* Finished light playouts: their empty points stand alone (a point
	 * with an empty neighbour is always a light move, so no playout ends
	 * while one is left). They check the quick path on real game ends;
	 * the diagrams above check the fallback to score_position. */
	static struct board b;
	for (int size = 1; size <= 19; size++) {
		struct rng r;
		rng_seed(&r, (uint64_t)size);
		for (int i = 0; i < 20; i++) {
			board_clear(&b, size);
			playout_run(&b, BLACK, &r, playout_move_cap(size));
			for (int e = 0; e < b.empty_count; e++)
				quick_assert(!info_empty_mask(b.info[b.empties[e]]));
			assert_board_margin_agrees(&b);
		}
	}
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"territory_and_komi", test_score_territory_and_komi},
		{"neutral_points", test_score_neutral_points},
		{"seki", test_score_seki},
		{"empty_board", test_score_empty_board},
		{"format", test_score_format},
		{"one_colour_owns_all", test_score_one_colour_owns_all},
		{"board_margin", test_score_board_margin},
	};
	return run_cases("score", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
