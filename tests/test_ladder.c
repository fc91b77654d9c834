/*
 * test_ladder.c - ladders read on the playout board (ladder.h), and what
 * the playout policy and the priors make of them.
 *
 * The positions are the textbook ladder: a Black stone held by White on
 * two sides with a White stone on the diagonal, chased toward the corner.
 * With nothing in its way the chase ends on the edge; a Black stone on its
 * path, or a chasing stone it can take, lets it out.
 */
#include "helpers.h"

#include "ladder.h"
#include "moggy.h"
#include "pboard.h"
#include "rng.h"
#include "uct/prior.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A game on an empty board of `size` with the stones listed (vertices
 * separated by spaces), Black to move, and its playout board. */
static void setup(struct game *g, struct pboard *pb, int size, const char *black, const char *white)
{
	char diagram[BOARD_MAX_SIZE * (BOARD_MAX_SIZE + 1) + 1];
	char *d = diagram;
	for (int r = 0; r < size; r++) {
		memset(d, '.', (size_t)size);
		d[size] = '\n';
		d += size + 1;
	}
	*d = '\0';
	game_from_diagram(g, diagram, BLACK);
	const char *lists[2] = {black, white};
	for (int c = BLACK; c <= WHITE; c++) {
		char copy[256];
		snprintf(copy, sizeof(copy), "%s", lists[c]);
		for (char *v = strtok(copy, " "); v; v = strtok(NULL, " "))
			must_play(g, c, v);
	}
	pboard_from_board(pb, &g->board);
}

/* Whether Black's chain in atari at `lib`, on a board of `size` with the
 * stones listed, is caught if it extends there. */
static bool escape_caught(int size, const char *black, const char *white, const char *lib)
{
	struct game g;
	struct pboard pb;
	setup(&g, &pb, size, black, white);
	const bool caught = ladder_escape_caught(&pb, BLACK, pt(&g, lib));
	game_free(&g);
	return caught;
}

/* Black's D4 in atari at D3, held by White's C4, D5 and E4, White's E3
 * on the diagonal: extending at D3 runs into the ladder. */
static const char *const held = "C4 D5 E4 E3";

START_TEST(test_ladder_liberties)
{
	struct game g;
	struct pboard pb;
	setup(&g, &pb, 9, "D4 D3", "C4 D5");
	int libs[2];
	const int h = pboard_head_of(pb.info[pt(&g, "D4")]);
	ck_assert_int_eq(ladder_liberties(&pb, h, 3, libs), 3); /* E4, C3, E3, D2 */
	ck_assert_int_eq(ladder_liberties(&pb, h, 2, libs), 2);
	game_free(&g);
	setup(&g, &pb, 9, "D4", held);
	ck_assert_int_eq(ladder_liberties(&pb, pboard_head_of(pb.info[pt(&g, "D4")]), 3, libs), 1);
	ck_assert_int_eq(libs[0], pt(&g, "D3"));
	game_free(&g);
}
END_TEST

START_TEST(test_ladder_caught_on_the_edge)
{
	ck_assert(escape_caught(9, "D4", held, "D3"));
	/* The same from White's side: the atari at E4 catches D4. */
	struct game g;
	struct pboard pb;
	setup(&g, &pb, 9, "D4", "C4 D5 E3");
	ck_assert(ladder_atari_catches(&pb, WHITE, pt(&g, "E4")));
	ck_assert(!ladder_atari_catches(&pb, WHITE, pt(&g, "F6"))); /* no atari */
	game_free(&g);
}
END_TEST

START_TEST(test_ladder_breaker)
{
	/* A Black stone on the chase's path (B2) lets the chain out, whichever
	 * atari White tries. */
	ck_assert(!escape_caught(9, "D4 B2", held, "D3"));
	struct game g;
	struct pboard pb;
	setup(&g, &pb, 9, "D4 B2", "C4 D5 E3");
	ck_assert(!ladder_atari_catches(&pb, WHITE, pt(&g, "E4")));
	game_free(&g);
}
END_TEST

START_TEST(test_ladder_long_chase)
{
	/* On 19x19 the chase from K10 crosses half the board to the corner;
	 * a breaker at C3, near its end, is read. */
	ck_assert(escape_caught(19, "K10", "J10 K11 L10 L9", "K9"));
	ck_assert(!escape_caught(19, "K10 C3", "J10 K11 L10 L9", "K9"));
}
END_TEST

START_TEST(test_ladder_longest_chase)
{
	/* On 25x25 the chase from Y24 crosses the whole board to the far
	 * corner, 23 steps, within the reading's plays (LADDER_PLAYS, which
	 * at 120 read no chase past 21 steps); a breaker at C3, at its very
	 * end, is read too. */
	ck_assert(escape_caught(25, "Y24", "X24 Y25 Z24 Z23", "Y23"));
	ck_assert(!escape_caught(25, "Y24 C3", "X24 Y25 Z24 Z23", "Y23"));
}
END_TEST

START_TEST(test_ladder_counter_capture)
{
	/* Black's E2, F3 and F4 by the chase's path let the chain out: a
	 * reading that never asked whether the chain can take a chasing stone
	 * would call it caught (White's chain E3-E5 itself has liberties). */
	ck_assert(!escape_caught(9, "D4 F3 E2 F4", "C4 D5 E4 E3 E5", "D3"));
}
END_TEST

START_TEST(test_ladder_other_liberties)
{
	/* Three liberties after the extension: free. None: caught (the
	 * extension is suicide, no light move). */
	ck_assert(!escape_caught(9, "D4", "C4 D5 E4", "D3"));
	ck_assert(escape_caught(9, "D4", "C4 D5 E4 C3 E3 D2", "D3"));
}
END_TEST

START_TEST(test_ladder_moggy_does_not_run)
{
	/* The policy's escape rule leaves a chain in a ladder alone and runs
	 * with one that has a breaker. */
	struct moggy *m = malloc(sizeof(*m));
	ck_assert_ptr_nonnull(m);
	const struct moggy_rates rates = {1, 1, 0, 1};
	moggy_init(m, &rates);
	struct game g;
	struct pboard pb;
	struct rng r;
	setup(&g, &pb, 9, "D4", held);
	rng_seed(&r, 1);
	ck_assert_int_eq(moggy_choose(&m->base, &pb, BLACK, pt(&g, "E4"), &r), PASS);
	game_free(&g);
	setup(&g, &pb, 9, "D4 B2", held);
	rng_seed(&r, 1);
	ck_assert_int_eq(moggy_choose(&m->base, &pb, BLACK, pt(&g, "E4"), &r), pt(&g, "D3"));
	game_free(&g);
	free(m);
}
END_TEST

/* The prior's virtual visits and wins of c's move at v, with only the
 * ladder weights given. */
static void ladder_prior(const struct game *g, const struct pboard *pb, int c, const char *v,
			 float *visits, float *wins)
{
	const struct uct_prior w = {.ladder_escape = 20, .ladder_atari = 10};
	struct uct_node node = {.move = (uint16_t)pt(g, v)};
	uct_prior_child(&w, &g->board, pb, c, PASS, &node);
	*visits = UCT_LOAD(node.visits);
	*wins = UCT_LOAD(node.wins);
}

START_TEST(test_ladder_priors)
{
	struct game g;
	struct pboard pb;
	float visits, wins;
	setup(&g, &pb, 9, "D4", held);
	ladder_prior(&g, &pb, BLACK, "D3", &visits, &wins);
	ck_assert(visits == 20 && wins == 0); /* running into the ladder */
	game_free(&g);
	setup(&g, &pb, 9, "D4 B2", held);
	ladder_prior(&g, &pb, BLACK, "D3", &visits, &wins);
	ck_assert(visits == 0 && wins == 0);
	game_free(&g);
	/* Black's G7 breaks the ladder toward the upper right, which White's
	 * atari at D3 would start, not the one toward the lower left. */
	setup(&g, &pb, 9, "D4 G7", "C4 D5 E3");
	ladder_prior(&g, &pb, WHITE, "E4", &visits, &wins);
	ck_assert(visits == 10 && wins == 10); /* the atari that catches */
	ladder_prior(&g, &pb, WHITE, "D3", &visits, &wins);
	ck_assert(visits == 0 && wins == 0);
	game_free(&g);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"liberties", test_ladder_liberties},
		{"caught_on_the_edge", test_ladder_caught_on_the_edge},
		{"breaker", test_ladder_breaker},
		{"long_chase", test_ladder_long_chase},
		{"longest_chase", test_ladder_longest_chase},
		{"counter_capture", test_ladder_counter_capture},
		{"other_liberties", test_ladder_other_liberties},
		{"moggy_does_not_run", test_ladder_moggy_does_not_run},
		{"priors", test_ladder_priors},
	};
	return run_cases("ladder", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
