/*
 * test_closing.c - the last moves of a finished game played out for the
 * estimate (closing.h): who fills a dame, the teire a fill makes
 * necessary, and the living chains a closing never takes.
 */
#include "helpers.h"

#include "closing.h"
#include "score.h"

#include <string.h>

static struct game g;
static struct position last_closed; /* what the last estimate closed */

static void teardown(void)
{
	game_free(&g);
}

/* The estimate of the diagram, `to_move` to play, komi 0, under the named
 * rules, the chains through the stones of `dead` (vertices, each followed
 * by a space; NULL: none) dead, every other alive, and nothing claimed by
 * playouts. */
static struct score estimate_with_dead(const char *diagram, int to_move, const char *rules,
				       const char *dead)
{
	game_free(&g);
	game_from_diagram(&g, diagram, to_move);
	g.komi = 0;
	ck_assert(rules_from_name(rules, &g.rules));
	struct verdict v;
	memset(&v, 0, sizeof(v));
	for (const char *d = dead; d && *d; d = strchr(d, ' ') + 1) {
		char vertex[4] = {0};
		const size_t n = (size_t)(strchr(d, ' ') - d);
		ck_assert_uint_lt(n, sizeof(vertex));
		memcpy(vertex, d, n);
		struct bitboard chain;
		board_chain(&g.board, pt(&g, vertex), &chain);
		bb_or(&g.board.grid, &v.dead, &v.dead, &chain);
	}
	struct bitboard claimed[2];
	bb_zero(&claimed[BLACK]);
	bb_zero(&claimed[WHITE]);
	struct position closed;
	int captured[2];
	ck_assert(closing_play(&g, &v, &closed, captured));
	struct score s;
	score_estimate(&g, &v, &closed, captured, claimed, &s);
	last_closed = closed;
	return s;
}

static struct score estimate(const char *diagram, int to_move, const char *rules)
{
	return estimate_with_dead(diagram, to_move, rules, NULL);
}

static const char *formatted(double margin)
{
	static char buf[64];
	score_format(margin, buf, sizeof(buf));
	return buf;
}

/* E4 is dame between Black's D4 and White's E3, E5 and F4, but Black may
 * not fill it (D4 and E4 would be in atari at C4): White fills it, and
 * Black must then connect at C4. By area White has one point more than the
 * count (W+4) whoever moves; by territory C4 is Black's teire either way,
 * as the count has it (W+5). */
static const char *const one_sided_dame =
	". . X O . . .\n"
	". . X O . . .\n"
	". . X O O . .\n"
	"X X . X . O .\n"
	". . X O O . .\n"
	". . X O . . .\n"
	". . X O . . .\n";

START_TEST(test_closing_one_sided_dame)
{
	for (int c = BLACK; c <= WHITE; c++) {
		struct score s = estimate(one_sided_dame, c, "chinese");
		ck_assert_str_eq(formatted(s.margin), "W+5");
		ck_assert_int_eq(s.stones[WHITE], 10);
		s = estimate(one_sided_dame, c, "japanese");
		ck_assert_str_eq(formatted(s.margin), "W+5");
		ck_assert(!bb_test(&s.owned[BLACK], pt(&g, "C4")));
	}
}
END_TEST

/* D5 is dame between Black's C5 and White's D6 and E5, and the side to
 * move takes it: Black's fill joins D4 to C5, and C4 stays Black's point;
 * White's cuts D4 off in atari, and Black must connect at C4 (a teire by
 * territory). The count (W+4 by area, W+5 by territory) has Black fill it.
 * White's wall stands whole: with E6 empty, Black's E6 would take D6-D7. */
static const char *const sente_dame =
	". . X O . . .\n"
	". . X O O . .\n"
	". . X . O . .\n"
	"X X . X O . .\n"
	". . X O . . .\n"
	". . X O . . .\n"
	". . X O . . .\n";

START_TEST(test_closing_sente_dame)
{
	struct score s = estimate(sente_dame, BLACK, "chinese");
	ck_assert_str_eq(formatted(s.margin), "W+3");
	s = estimate(sente_dame, WHITE, "chinese");
	ck_assert_str_eq(formatted(s.margin), "W+5");
	s = estimate(sente_dame, BLACK, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+5");
	ck_assert(bb_test(&s.owned[BLACK], pt(&g, "C4")));
	s = estimate(sente_dame, WHITE, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+6");
	ck_assert(!bb_test(&s.owned[BLACK], pt(&g, "C4")));
}
END_TEST

/* The top of sente_dame, with White's wall at the bottom bent to E2-E1,
 * which leaves D1 a plain dame, before D5 in the order of the points:
 * the side to move takes D5 first, the point whose fill by the other
 * would cost it a teire, worth a point by territory where D1 is worth
 * none. White's fill at D5 puts D4 in atari, and Black saves it at C4.
 * (Without White's E2, D1 is no plain dame: forced_answer.) */
START_TEST(test_closing_teire_before_dame)
{
	const char *const two_dame =
		". . X O . . .\n"
		". . X O O . .\n"
		". . X . O . .\n"
		"X X . X O . .\n"
		". . X O . . .\n"
		". . X O O . .\n"
		". . X . O . .\n";
	struct score s = estimate(two_dame, BLACK, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+3");
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "D5")));
	ck_assert(!bb_test(&last_closed.stone[BLACK], pt(&g, "C4")));
	s = estimate(two_dame, WHITE, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+4");
	ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "D5")));
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "C4")));
}
END_TEST

/* White has filled D5: Black's D4 is in atari, and Black saves it at C4
 * before anything else, though by area C4 is worth nothing (a stone for a
 * point) and D1 a point: D1 is then White's. */
START_TEST(test_closing_saves_chain_in_atari)
{
	const char *const cut =
		". . X O . . .\n"
		". . X O . . .\n"
		". . X O O . .\n"
		"X X . X O . .\n"
		". . X O . . .\n"
		". . X O . . .\n"
		". . X . O . .\n";
	const struct score s = estimate(cut, BLACK, "chinese");
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "C4")));
	ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "D1")));
	ck_assert_str_eq(formatted(s.margin), "W+5");
}
END_TEST

/* White's B6 is dead, but by territory it lies on the board until the
 * game ends, as in play: Black's A5-B5 has A6 and A4, and once White fills
 * the dame A4, Black must take at A6, a point of its territory (the count
 * takes B6 off first, and has A5-B5 safe: W+43). Black cannot fill A4
 * first, which would leave A5-B5 in atari. White's dead A9, in atari,
 * stays where it is: A8 would give it two liberties, but the closing saves
 * no dead chain. By area a teire costs nothing, and the dame is the side
 * to move's. */
START_TEST(test_closing_teire_of_dead_stones)
{
	const char *const corner =
		"O X . X O . . . .\n"
		". . . X O . . . .\n"
		". X X X O . . . .\n"
		". O X O O . . . .\n"
		"X X O . . . . . .\n"
		". O O . . . . . .\n"
		"O O . . . . . . .\n"
		". . . . . . . . .\n"
		". . . . . . . . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		const struct score s = estimate_with_dead(corner, c, "japanese", "B6 A9 ");
		ck_assert_str_eq(formatted(s.margin), "W+44");
		ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A6")));
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "A4")));
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "B6")));
	}
	ck_assert_str_eq(formatted(estimate_with_dead(corner, BLACK, "chinese", "B6 A9 ").margin),
			 "W+45");
	ck_assert_str_eq(formatted(estimate_with_dead(corner, WHITE, "chinese", "B6 A9 ").margin),
			 "W+47");
}
END_TEST

/* White's G6 is in atari at G5, but only Black's dead G7 and F6 touch it,
 * and they are White's prisoners already: players leave it so. Neither
 * side plays G5, which stays White's (B+6, as the count has it), whoever
 * moves. */
START_TEST(test_closing_leaves_atari_among_dead)
{
	const char *const among_dead =
		". . . X O . X\n"
		". . . X O X O\n"
		". . . X O . .\n"
		". . . X O . .\n"
		". . . X O . .\n"
		". . . X O . .\n"
		". . . X O . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		const struct score s = estimate_with_dead(among_dead, c, "japanese", "G7 F6 ");
		ck_assert_str_eq(formatted(s.margin), "B+6");
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "G5")));
	}
}
END_TEST

/* Black's group has its eye at A4 and one more liberty, C3, dame: once
 * White fills it, the group is in atari, but the verdict keeps it alive,
 * and the closing takes no stone it left alive. */
START_TEST(test_closing_takes_no_live_chain)
{
	const char *const short_group =
		"X X O . .\n"
		". X O . .\n"
		"X X . O .\n"
		"O O O O .\n"
		". . . . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		const struct score s = estimate(short_group, c, "japanese");
		ck_assert_int_eq(s.prisoners[WHITE], 0);
		ck_assert_int_eq(s.stones[BLACK], 5);
		ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "B3")));
	}
}
END_TEST

/* Black's group lives by its bulky five in the corner while D4, a dame,
 * is its liberty too. Once D4 is filled, by either side, White's play at
 * A2 would kill it: Black must play there, a teire that costs a point by
 * territory (W+21, not W+20), whoever moves; by area it costs nothing. */
START_TEST(test_closing_teire_of_a_closed_fight)
{
	const char *const bulky_five =
		". . . . O . .\n"
		". . . . O . .\n"
		"O O O O O . .\n"
		"X X X . O . .\n"
		". . X O . . .\n"
		". . X O . . .\n"
		". X X O . . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		const struct score s = estimate(bulky_five, c, "japanese");
		ck_assert_str_eq(formatted(s.margin), "W+21");
		ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A2")));
	}
	ck_assert_str_eq(formatted(estimate(bulky_five, BLACK, "chinese").margin), "W+23");
	ck_assert(!bb_test(&last_closed.stone[BLACK], pt(&g, "A2")));
}
END_TEST

/* White's corner lives around Black's dead A3-A4 and B2-C3; but once C5,
 * a dame, is filled, its two liberties left, A1 and A5, are the dead
 * stones' too, and Black's A2 would join them into a seki (whoever fills
 * A1 or A5 first is taken). White must play A1, or take B2-C3 at A2,
 * before the end: a teire that costs a point by territory (B+2, the count
 * B+1), whoever moves; by area, the dead stones off first, nothing needs
 * it. */
START_TEST(test_closing_teire_against_seki)
{
	const char *const corner =
		"X X X X X . .\n"
		"O O X X X . .\n"
		". O . O X . .\n"
		"X O O O X . .\n"
		"X O X O X . .\n"
		". X X O X . .\n"
		". O O O X . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		const struct score s = estimate_with_dead(corner, c, "japanese", "A3 B2 ");
		ck_assert_str_eq(formatted(s.margin), "B+2");
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "A1")) ||
			  bb_test(&last_closed.stone[WHITE], pt(&g, "A2")));
	}
	for (int c = BLACK; c <= WHITE; c++) {
		estimate_with_dead(corner, c, "chinese", "A3 B2 ");
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "A1")));
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "A2")));
	}
}
END_TEST

/* Black's chain C4-A2 has two liberties, A1 and A3, and no way out if
 * White fills A1, a dame next to White's B1: it would be in atari at A3,
 * where Black's stone takes nothing, as White's dead A4-B4 still has A5.
 * Black must first take that liberty of the dead stones, then take them at
 * A3 once White fills A1: two points of its territory by territory (W+37,
 * the count W+35). By area, where the dead stones come off first, nothing
 * is short, and Black fills A1 (W+35, the count W+36). */
START_TEST(test_closing_mends_short_chain)
{
	const char *const short_chain =
		". X . X O . . . .\n"
		"X X X X O . . . .\n"
		". X O O O . . . .\n"
		". X O . . . . . .\n"
		". X O . . . . . .\n"
		"O O X O . . . . .\n"
		". X X O . . . . .\n"
		"X X O O . . . . .\n"
		". O O . . . . . .\n";
	struct score s = estimate_with_dead(short_chain, BLACK, "japanese", "A4 ");
	ck_assert_str_eq(formatted(s.margin), "W+37");
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A5")));
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A3")));
	ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "A1")));
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A2")));
	s = estimate_with_dead(short_chain, BLACK, "chinese", "A4 ");
	ck_assert_str_eq(formatted(s.margin), "W+35");
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "A1")));
}
END_TEST

/* Black's chain C4-A2 has two liberties again, A1 and A3, but A1 is its
 * eye, which White may not fill, and White's stone at A3 would join the
 * dead A4-B4 in atari, which Black would then take at A5. The chain gets
 * out, and needs no teire: the estimate is the count (W+34). */
START_TEST(test_closing_short_chain_that_takes)
{
	const char *const takes =
		". X . X O . . . .\n"
		"X X X X O . . . .\n"
		". X O O O . . . .\n"
		". X O . . . . . .\n"
		". X O . . . . . .\n"
		"O O X O . . . . .\n"
		". X X O . . . . .\n"
		"X X O O . . . . .\n"
		". X O . . . . . .\n";
	const struct score s = estimate_with_dead(takes, BLACK, "japanese", "A4 ");
	ck_assert_str_eq(formatted(s.margin), "W+34");
	ck_assert(!bb_test(&last_closed.stone[BLACK], pt(&g, "A5")));
}
END_TEST

/* White's A3-E1 is in atari at D1, its eye, which it may not fill. Black's
 * dead A2-B2-B1 beside it are in atari at A1, and White's capture there,
 * a point of its territory, gives the chain its liberties again: the teire
 * its atari makes necessary, worth a point by territory (B+20; the count,
 * which takes the dead stones off first, B+19), whoever moves. By area the
 * dead stones come off first, and no teire is needed (B+23). */
START_TEST(test_closing_saves_chain_by_taking)
{
	const char *const teire =
		". . . . . . .\n"
		". . . . . . .\n"
		". . . . . . .\n"
		"X X X X . . .\n"
		"O O O X X X .\n"
		"X X O O O X .\n"
		". X O . O X .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		struct score s = estimate_with_dead(teire, c, "japanese", "A2 ");
		ck_assert_str_eq(formatted(s.margin), "B+20");
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "A1")));
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "C1")));
		s = estimate_with_dead(teire, c, "chinese", "A2 ");
		ck_assert_str_eq(formatted(s.margin), "B+23");
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "A1")));
	}
}
END_TEST

/* Two White chains in atari: A4-C2 at B3, its eye, which it may not fill,
 * and nothing beside it to take; G4 at G3, where it extends and is safe.
 * That the bigger cannot be saved does not stop the save of the smaller:
 * White plays G3, whoever moves first. */
START_TEST(test_closing_saves_the_chain_it_can)
{
	const char *const two_in_atari =
		". . . . . . .\n"
		". . . . . . .\n"
		"X X X X X X X\n"
		"O O O X . X O\n"
		"O . O X . . .\n"
		"O O O X . . .\n"
		"X X X X . . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		estimate(two_in_atari, c, "japanese");
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "G3")));
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "A4")));
	}
}
END_TEST

/* White's A3-E1 is in atari at D3, a dame, where it joins D4-D7. Taking
 * Black's dead A2-B2-B1 at A1 would save it too, but A1 is a point of
 * White's territory: White connects at D3, the cheaper save, whoever moves
 * first. */
START_TEST(test_closing_saves_at_the_cheapest)
{
	const char *const two_saves =
		". . . O . . .\n"
		". . . O . . .\n"
		". . . O . . .\n"
		"X X X O . . .\n"
		"O O O . X X .\n"
		"X X O O O X .\n"
		". X O O O X .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		estimate_with_dead(two_saves, c, "japanese", "A2 ");
		ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "D3")));
		ck_assert(!bb_test(&last_closed.stone[WHITE], pt(&g, "A1")));
	}
}
END_TEST

/* White's D1 and G1 hang below Black's wall, each of which connects to
 * its wall at C1 or H1, with the dame E1 and F1 between them. White's fill of either
 * would leave its chain and the other stone two liberties with one in
 * common, and Black's stone on the other dame would put both in atari:
 * White may not play there. Black fills both, and White connects at C1 and
 * H1 after each: W+13 by area and by territory (where C1 and H1 are
 * teire), whoever moves first; the count, with the dame for nobody and no
 * teire, is W+15. */
START_TEST(test_closing_no_double_atari)
{
	const char *const hanging =
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X . . X O .\n"
		". . O X X X X O .\n"
		". . . O . . O . .\n";
	for (int c = BLACK; c <= WHITE; c++) {
		for (int area = 0; area <= 1; area++) {
			const struct score s = estimate(hanging, c, area ? "chinese" : "japanese");
			ck_assert_str_eq(formatted(s.margin), "W+13");
			ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "E1")));
			ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "F1")));
			ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "C1")));
			ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "H1")));
		}
	}
}
END_TEST

/* The two dame D5 and D1 again, without White's E2. Black's D1 now
 * threatens E2, which would put White's E1 and D2-D3 in atari at once:
 * White must answer in its own territory (a teire the count does not see,
 * as neither chain is in atari yet), so D1 is worth a point to Black, and
 * Black keeps the move to take D5 as well: W+3. With White first, D5 and
 * D1 are worth a point each, but D5 is White's sente (Black must connect
 * at C4): White plays it first and then D1, W+5. */
START_TEST(test_closing_forced_answer)
{
	const char *const threatening_dame =
		". . X O . . .\n"
		". . X O O . .\n"
		". . X . O . .\n"
		"X X . X O . .\n"
		". . X O . . .\n"
		". . X O . . .\n"
		". . X . O . .\n";
	struct score s = estimate(threatening_dame, BLACK, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+3");
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "D1")));
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "D5")));
	s = estimate(threatening_dame, WHITE, "japanese");
	ck_assert_str_eq(formatted(s.margin), "W+5");
	ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "D5")));
	ck_assert(bb_test(&last_closed.stone[WHITE], pt(&g, "D1")));
	ck_assert(bb_test(&last_closed.stone[BLACK], pt(&g, "C4")));
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"one_sided_dame", test_closing_one_sided_dame},
		{"sente_dame", test_closing_sente_dame},
		{"teire_before_dame", test_closing_teire_before_dame},
		{"saves_chain_in_atari", test_closing_saves_chain_in_atari},
		{"teire_of_dead_stones", test_closing_teire_of_dead_stones},
		{"takes_no_live_chain", test_closing_takes_no_live_chain},
		{"leaves_atari_among_dead", test_closing_leaves_atari_among_dead},
		{"teire_of_a_closed_fight", test_closing_teire_of_a_closed_fight},
		{"teire_against_seki", test_closing_teire_against_seki},
		{"mends_short_chain", test_closing_mends_short_chain},
		{"short_chain_that_takes", test_closing_short_chain_that_takes},
		{"saves_chain_by_taking", test_closing_saves_chain_by_taking},
		{"saves_the_chain_it_can", test_closing_saves_the_chain_it_can},
		{"saves_at_the_cheapest", test_closing_saves_at_the_cheapest},
		{"no_double_atari", test_closing_no_double_atari},
		{"forced_answer", test_closing_forced_answer},
	};
	return run_cases("closing", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
