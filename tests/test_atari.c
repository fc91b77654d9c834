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

static bool survives(const char *vertex, const struct bitboard *dead)
{
	return atari_survives_fills(&g.board, pt(&g, vertex), dead, &filled, &answered);
}

/* White's C2 and E2 share the liberty D2. Black's D2 puts both in atari,
 * and no one answer saves both; either alone gets out (C3, or D2 to join
 * them). With E2 dead, D2 only ataris stones that are prisoners already. */
START_TEST(test_atari_double_atari)
{
	game_from_diagram(&g,
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". X O . O X .\n"
			  ". . X . X . .\n",
			  BLACK);
	ck_assert(!survives("C2", &none));
	ck_assert(!survives("E2", &none));
	struct bitboard dead;
	bb_zero(&dead);
	bb_set(&dead, pt(&g, "E2"));
	ck_assert(survives("C2", &dead));
}
END_TEST

/* Black's A2-B2 has the liberties A1 and C2. White's C2 leaves it A1,
 * where a Black stone would have no liberty (White's B1-C1 keeps its
 * own): no way out. Black's lone B2 beside White's A2 and B1 extends out
 * of either fill. */
START_TEST(test_atari_no_way_out)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  "O O . . .\n"
			  "X X . . .\n"
			  ". O O . .\n",
			  WHITE);
	ck_assert(!survives("A2", &none));
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  "O X . . .\n"
			  ". O . . .\n",
			  WHITE);
	ck_assert(survives("B2", &none));
}
END_TEST

/* Black's A3-B3-A2 has the liberties B4 and A1. White's B4 leaves it A1,
 * where it would still be in atari; but White's B2, in atari at B1, is
 * taken there, which gets it out. White's A1 leaves it B4, to extend. */
START_TEST(test_atari_out_by_taking)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  "O . . . .\n"
			  "X X O . .\n"
			  "X O X . .\n"
			  ". . X . .\n",
			  WHITE);
	struct bitboard takes;
	atari_takes_beside(&g.board, pt(&g, "A3"), &takes);
	ck_assert_int_eq(bb_count(&g.board.grid, &takes), 1);
	ck_assert(bb_test(&takes, pt(&g, "B1")));
	atari_takes_beside(&g.board, pt(&g, "C2"), &takes);
	ck_assert(bb_test(&takes, pt(&g, "B1")));
	ck_assert(survives("A3", &none));
}
END_TEST

/* Black's C2 takes White's B2 in a ko, which White may not retake at once;
 * Black may fill it, and a suicide is never playable. */
START_TEST(test_atari_playable_not_the_ko)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". X O . .\n"
			  "X O . O .\n"
			  ". X O . .\n",
			  BLACK);
	ck_assert(atari_playable(&g.board, BLACK, pt(&g, "C2")));
	board_play(&g.board, BLACK, pt(&g, "C2")); /* takes B2 */
	ck_assert(!atari_playable(&g.board, WHITE, pt(&g, "B2")));
	ck_assert(atari_playable(&g.board, BLACK, pt(&g, "B2")));
	ck_assert(!atari_playable(&g.board, WHITE, pt(&g, "A1")));
}
END_TEST

int main(void)
{
	bb_zero(&none);
	const struct test_case cases[] = {
		{"double_atari", test_atari_double_atari},
		{"no_way_out", test_atari_no_way_out},
		{"out_by_taking", test_atari_out_by_taking},
		{"playable_not_the_ko", test_atari_playable_not_the_ko},
	};
	return run_cases("atari", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
