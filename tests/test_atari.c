/*
 * test_atari.c - chains short of liberties, read one play deep (atari.h):
 * the way out by extending or by taking, and the double atari that no one
 * answer escapes.
 */
#include "helpers.h"

#include "atari.h"

static struct game g;
static struct board filled, answered;
static struct bitboard none;

static void teardown(void)
{
	game_free(&g);
}

/* The diagram's game, freed first. */
static void set_up(const char *diagram)
{
	game_free(&g);
	game_from_diagram(&g, diagram, BLACK);
}

static bool survives(const char *vertex, const struct bitboard *dead)
{
	return atari_survives_fills(&g.board, pt(&g, vertex), dead, &filled, &answered);
}

/* White's C2 and E2 share the liberty D2. Black's D2 puts both in atari,
 * C2 to get out at C3 and E2 at E3: no one answer saves both. Each gets
 * out of Black's other fill (C3 or E3) at D2, which joins them. With E2
 * dead, D2 puts in atari no other chain worth a save. */
START_TEST(test_atari_double_atari)
{
	set_up(". . . . . . .\n"
	       ". . . . . . .\n"
	       ". . . . . . .\n"
	       ". . . . . . .\n"
	       ". . . . . . .\n"
	       ". X O . O X .\n"
	       ". . X . X . .\n");
	ck_assert(!survives("C2", &none));
	ck_assert(!survives("E2", &none));
	struct bitboard dead;
	bb_zero(&dead);
	bb_set(&dead, pt(&g, "E2"));
	ck_assert(survives("C2", &dead));
}
END_TEST

/* Black's A2-B2 has the liberties A1 and C2. White's C2 leaves it A1,
 * where Black's stone would leave the three without a liberty (White's
 * B1-C1 keeps its own): no way out. */
START_TEST(test_atari_no_way_out)
{
	set_up(". . . . .\n"
	       ". . . . .\n"
	       "O O . . .\n"
	       "X X . . .\n"
	       ". O O . .\n");
	ck_assert(!survives("A2", &none));
	board_play(&g.board, WHITE, pt(&g, "C2"));
	ck_assert(!board_may_play(&g.board, BLACK, pt(&g, "A1"))); /* a suicide of three */
}
END_TEST

/* Black's lone B2, beside White's A2 and B1, has the liberties B3 and C2:
 * either fill leaves it the other, where it extends to three. */
START_TEST(test_atari_extends_out)
{
	set_up(". . . . .\n"
	       ". . . . .\n"
	       ". . . . .\n"
	       "O X . . .\n"
	       ". O . . .\n");
	ck_assert(survives("B2", &none));
}
END_TEST

/* Black's A3-B3-A2 has the liberties B4 and A1. White's B4 leaves it A1,
 * where it would still be in atari; but White's B2, in atari at B1, is
 * taken there (by Black's C2-C1 too), which gets it out. White's A1
 * leaves it B4, to extend. */
START_TEST(test_atari_out_by_taking)
{
	set_up(". . . . .\n"
	       "O . . . .\n"
	       "X X O . .\n"
	       "X O X . .\n"
	       ". . X . .\n");
	struct bitboard takes;
	atari_takes_beside(&g.board, pt(&g, "A3"), &takes);
	ck_assert_int_eq(bb_count(&g.board.grid, &takes), 1);
	ck_assert(bb_test(&takes, pt(&g, "B1")));
	atari_takes_beside(&g.board, pt(&g, "C2"), &takes);
	ck_assert(bb_test(&takes, pt(&g, "B1")));
	ck_assert(survives("A3", &none));
}
END_TEST

int main(void)
{
	bb_zero(&none);
	const struct test_case cases[] = {
		{"double_atari", test_atari_double_atari},
		{"no_way_out", test_atari_no_way_out},
		{"extends_out", test_atari_extends_out},
		{"out_by_taking", test_atari_out_by_taking},
	};
	return run_cases("atari", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
