/*
 * test_score.c - area scoring: territory, neutral points, seki, komi.
 */
#include "helpers.h"

#include "player.h"
#include "playout.h"
#include "rng.h"
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

START_TEST(test_score_territory_counting)
{
	/* Japanese counting: territory and prisoners, a dead stone among
	 * them, where area counting counts stones. Black: a wall on C, 10
	 * points and White's dead stone A3; White: a wall on D, 5 points. */
	game_from_diagram(&g,
			  ". . X O .\n"
			  ". . X O .\n"
			  "O . X O .\n"
			  ". . X O .\n"
			  ". . X O .\n",
			  BLACK);
	g.komi = 0.5;
	ck_assert(rules_from_name("japanese", &g.rules));
	struct verdict v;
	memset(&v, 0, sizeof(v));
	bb_set(&v.dead, pt(&g, "A3"));
	struct score s;
	score_game(&g, &v, &s);
	ck_assert_int_eq(s.prisoners[BLACK], 1);
	ck_assert_int_eq(s.territory[BLACK], 10);
	ck_assert_int_eq(s.territory[WHITE], 5);
	ck_assert(s.margin == s.territory_margin);
	ck_assert_str_eq(formatted(s.margin), "B+5.5");
	ck_assert_str_eq(formatted(s.area_margin), "B+4.5");
}
END_TEST

START_TEST(test_score_dead_stones_alone)
{
	/* A region bordered by nothing but dead stones is the territory of
	 * the side that killed them: the board filled with Black but C3,
	 * every black stone dead, is White's, 25 points by area and by
	 * territory, with 24 prisoners by territory. */
	game_from_diagram(&g,
			  "X X X X X\n"
			  "X X X X X\n"
			  "X X . X X\n"
			  "X X X X X\n"
			  "X X X X X\n",
			  WHITE);
	g.komi = 7.5;
	struct verdict v;
	memset(&v, 0, sizeof(v));
	v.dead = g.board.pos.stone[BLACK];
	struct score s;
	score_game(&g, &v, &s);
	ck_assert_int_eq(s.territory[WHITE], 25);
	ck_assert_int_eq(s.neutral, 0);
	ck_assert(bb_test(&s.owned[WHITE], pt(&g, "C3")));
	ck_assert_str_eq(formatted(s.margin), "W+32.5");
	ck_assert(rules_from_name("japanese", &g.rules));
	score_game(&g, &v, &s);
	ck_assert_str_eq(formatted(s.margin), "W+56.5");
	game_free(&g);
	/* Dead stones of both colours and nothing alive: nobody killed them
	 * all, and the region counts for nobody. */
	game_from_diagram(&g,
			  "X X . O O\n"
			  "X X . O O\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n",
			  WHITE);
	g.komi = 0;
	memset(&v, 0, sizeof(v));
	bb_or(&g.board.grid, &v.dead, &g.board.pos.stone[BLACK], &g.board.pos.stone[WHITE]);
	score_game(&g, &v, &s);
	ck_assert_int_eq(s.neutral, 25);
	ck_assert_str_eq(formatted(s.margin), "0");
}
END_TEST

/* The position of the diagram, Black to move, no komi, counted under
 * Japanese rules with nothing dead, into *s. */
static void japanese_count(const char *diagram, struct score *s)
{
	game_from_diagram(&g, diagram, BLACK);
	g.komi = 0;
	ck_assert(rules_from_name("japanese", &g.rules));
	const struct verdict none = {0};
	score_game(&g, &none, s);
}

START_TEST(test_score_teire)
{
	/* Under territory counting, a point the owner must still fill is not
	 * territory. Black's D4 has C4, inside Black's wall, and E4, dame
	 * between it and White's E3, E5 and F4: whoever fills E4, D4 is then
	 * in atari at C4, and Black must connect there. Black: 9 stones and 13
	 * points, C4 among them by area, not by territory; White: 9 and 17. */
	game_from_diagram(&g,
			  ". . X O . . .\n"
			  ". . X O . . .\n"
			  ". . X O O . .\n"
			  "X X . X . O .\n"
			  ". . X O O . .\n"
			  ". . X O . . .\n"
			  ". . X O . . .\n",
			  BLACK);
	g.komi = 0;
	struct verdict v;
	memset(&v, 0, sizeof(v));
	struct score s;
	score_game(&g, &v, &s);
	ck_assert_int_eq(s.territory[BLACK], 13);
	ck_assert_str_eq(formatted(s.margin), "W+4");
	ck_assert(rules_from_name("japanese", &g.rules));
	score_game(&g, &v, &s);
	ck_assert_int_eq(s.territory[BLACK], 12);
	ck_assert_int_eq(s.territory[WHITE], 17);
	ck_assert(!bb_test(&s.owned[BLACK], pt(&g, "C4")));
	ck_assert(bb_test(&s.neutral_points, pt(&g, "C4")));
	ck_assert_int_eq(s.neutral, 2);
	ck_assert_str_eq(formatted(s.margin), "W+5");
	ck_assert_str_eq(formatted(s.area_margin), "W+4");
	game_free(&g);
	/* Black's C4 played, D4 is safe: nothing to fill. */
	japanese_count(
		". . X O . . .\n"
		". . X O . . .\n"
		". . X O O . .\n"
		"X X X X . O .\n"
		". . X O O . .\n"
		". . X O . . .\n"
		". . X O . . .\n",
		&s);
	ck_assert_int_eq(s.territory[BLACK], 12);
	ck_assert_int_eq(s.neutral, 1);
	ck_assert_str_eq(formatted(s.margin), "W+5");
	game_free(&g);
	/* Black's D4 has C4 and D5, the dame between Black's C5 and White's
	 * E5 and D6: Black's count has Black fill it, joining D4 to C5-C7, and C4 is
	 * territory (filled by White, it would cut D4 off in atari at C4). */
	japanese_count(
		". . X O . . .\n"
		". . X O . . .\n"
		". . X . O . .\n"
		"X X . X O . .\n"
		". . X O . . .\n"
		". . X O . . .\n"
		". . X O . . .\n",
		&s);
	ck_assert(bb_test(&s.owned[BLACK], pt(&g, "C4")));
	ck_assert(bb_test(&s.neutral_points, pt(&g, "D5")));
	ck_assert_int_eq(s.territory[BLACK], 13);
	ck_assert_int_eq(s.neutral, 1);
}
END_TEST

/* A seeded random game under AGA rules, with passes in the middle, played
 * to its end: two passes, the last one White's. With `handicap` stones,
 * White moves first. */
static void aga_game(int size, int handicap, uint64_t seed)
{
	struct rng r;
	rng_seed(&r, seed);
	ck_assert(game_init(&g, size));
	ck_assert(rules_from_name("aga", &g.rules));
	g.komi = 0.5;
	int c = BLACK;
	if (handicap) {
		struct position pos;
		memset(&pos, 0, sizeof(pos));
		for (int i = 0; i < handicap; i++)
			bb_set(&pos.stone[BLACK],
			       grid_point(&g.board.grid, 2 * i % size, 2 * i / size));
		ck_assert(game_set_start(&g, &pos, WHITE, handicap));
		c = WHITE;
	}
	for (int moves = 0; !game_is_over(&g); moves++, c = colour_other(c)) {
		quick_assert(moves < 20 * size * size);
		const int p = rng_below(&r, 20) == 0 ? PASS : player_random_choose(&g, c, &r);
		quick_assert(game_play(&g, c, p) == MOVE_OK);
	}
}

START_TEST(test_score_aga_counts_agree)
{
	/* AGA's pass stones make territory and area counting agree on every
	 * finished game, handicap games too (with the N-1 bonus): 200 seeded
	 * random games with passes all along. */
	int games = 0, with_passes = 0;
	for (int size = 5; size <= 13; size += 2)
		for (int i = 0; i < 40; i++, games++) {
			aga_game(size, i % 4 == 3 ? 2 + i % 3 : 0, (uint64_t)(1000 * size + i));
			struct score s;
			score_game(&g, NULL, &s);
			quick_assert_msg(s.area_margin == s.territory_margin,
					 "size %d game %d: area %g, territory %g", size, i,
					 s.area_margin, s.territory_margin);
			with_passes += s.prisoners[BLACK] + s.prisoners[WHITE] > 2;
			game_free(&g);
		}
	ck_assert_int_eq(games, 200);
	ck_assert_int_gt(with_passes, 150);
	/* Without pass stones the counts part. */
	aga_game(9, 0, 7);
	g.rules.pass_stones = false;
	struct score s;
	score_game(&g, NULL, &s);
	ck_assert(s.area_margin != s.territory_margin || game_captures(&g, BLACK) == 0);
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
		{"territory_counting", test_score_territory_counting},
		{"dead_stones_alone", test_score_dead_stones_alone},
		{"teire", test_score_teire},
		{"aga_counts_agree", test_score_aga_counts_agree},
	};
	return run_cases("score", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
