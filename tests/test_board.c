/*
 * test_board.c - captures, suicide, eyes and chains of the bitboard core.
 */
#include "helpers.h"

#include "coord.h"

#include <stdio.h>

#include <stdlib.h>
#include <string.h>

static struct game g;

static void teardown(void)
{
	game_free(&g);
}

static bool is_empty(const char *vertex)
{
	return bb_test(&g.board.empty, pt(&g, vertex));
}

START_TEST(test_board_capture_one_stone)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . X . .\n"
			  ". X O X .\n"
			  ". . . . .\n"
			  ". . . . .\n",
			  BLACK);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "C3")), 1);
	must_play(&g, BLACK, "C2");
	ck_assert(is_empty("C3"));
	ck_assert_int_eq(game_captures(&g, BLACK), 1);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "C2")), 4);
}
END_TEST

START_TEST(test_board_capture_chain)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". X X . .\n"
			  "X O O . .\n"
			  ". X X . .\n"
			  ". . . . .\n",
			  BLACK);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B3")), 1);
	must_play(&g, BLACK, "D3");
	ck_assert(is_empty("B3") && is_empty("C3"));
	ck_assert_int_eq(game_captures(&g, BLACK), 2);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "D3")), 4);
}
END_TEST

START_TEST(test_board_capture_several_chains)
{
	/* C4 takes the last liberty of four white stones at once. */
	game_from_diagram(&g,
			  ". . X . . .\n"
			  ". X O X . .\n"
			  "X O . O X .\n"
			  ". X O X . .\n"
			  ". . X . . .\n"
			  ". . . . . .\n",
			  BLACK);
	must_play(&g, BLACK, "C4");
	ck_assert(is_empty("C5") && is_empty("B4") && is_empty("D4") && is_empty("C3"));
	ck_assert_int_eq(game_captures(&g, BLACK), 4);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "C4")), 4);
}
END_TEST

START_TEST(test_board_capture_edge_and_corner)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  "X . . . .\n"
			  "O . . . .\n",
			  BLACK);
	must_play(&g, BLACK, "B1"); /* the corner stone's last liberty */
	ck_assert(is_empty("A1"));
	ck_assert_int_eq(game_captures(&g, BLACK), 1);
	game_free(&g);
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". X . . .\n"
			  "X O X . .\n"
			  ". . . . .\n",
			  BLACK);
	must_play(&g, BLACK, "B1"); /* on the edge */
	ck_assert(is_empty("B2"));
	ck_assert_int_eq(game_captures(&g, BLACK), 1);
}
END_TEST

START_TEST(test_board_capture_that_is_not_suicide)
{
	/* B2 has four white neighbours, but B3 has no other liberty. */
	game_from_diagram(&g,
			  ". X . .\n"
			  "X O X .\n"
			  "O . O .\n"
			  ". O . .\n",
			  BLACK);
	ck_assert(game_check(&g, BLACK, pt(&g, "B2")) == MOVE_OK);
	must_play(&g, BLACK, "B2");
	ck_assert(is_empty("B3"));
	ck_assert_int_eq(game_captures(&g, BLACK), 1);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B2")), 1);
}
END_TEST

START_TEST(test_board_snapback)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  "X X X X .\n"
			  "O O O X .\n"
			  ". . O X .\n",
			  BLACK);
	must_play(&g, BLACK, "B1"); /* the throw-in, in atari at once */
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B1")), 1);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "A2")), 1);
	must_play(&g, WHITE, "A1"); /* takes it... */
	ck_assert(is_empty("B1"));
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "A1")), 1);
	must_play(&g, BLACK, "B1"); /* ...and loses five: not a ko */
	ck_assert_int_eq(game_captures(&g, BLACK), 5);
	ck_assert(is_empty("A1") && is_empty("A2") && is_empty("C1") && is_empty("C2"));
	ck_assert_int_eq(g.board.ko_point, 0);
}
END_TEST

START_TEST(test_board_suicide_one_stone)
{
	game_from_diagram(&g,
			  ". O .\n"
			  "O . O\n"
			  ". O .\n",
			  BLACK);
	ck_assert(game_check(&g, BLACK, pt(&g, "B2")) == MOVE_SUICIDE);
	/* Even where suicide is allowed, one stone may not: it would change
	 * nothing. */
	g.rules.allow_suicide = true;
	ck_assert(game_check(&g, BLACK, pt(&g, "B2")) == MOVE_SUICIDE);
	ck_assert(game_play(&g, BLACK, pt(&g, "B2")) == MOVE_SUICIDE);
	ck_assert(is_empty("B2"));
	ck_assert(game_check_invariants(&g));
}
END_TEST

START_TEST(test_board_suicide_chain)
{
	game_from_diagram(&g,
			  "O . . .\n"
			  ". O . .\n"
			  "X O . .\n"
			  "O . . .\n",
			  BLACK);
	/* A3 joins A2 into a chain with no liberty and captures nothing. */
	ck_assert(game_check(&g, BLACK, pt(&g, "A3")) == MOVE_SUICIDE);
	g.rules.allow_suicide = true;
	must_play(&g, BLACK, "A3");
	ck_assert(is_empty("A3") && is_empty("A2"));
	ck_assert_int_eq(game_captures(&g, WHITE), 2);
	ck_assert_int_eq(game_captures(&g, BLACK), 0);
}
END_TEST

START_TEST(test_board_capture_touching_twice)
{
	/* B2 is the last liberty of the chain B3-C3-C2, which it touches on
	 * two sides: one chain, one liberty less, three stones taken. */
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". X X . .\n"
			  "X O O X .\n"
			  ". . O X .\n"
			  ". . X . .\n",
			  BLACK);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "C3")), 1);
	must_play(&g, BLACK, "B2");
	ck_assert(is_empty("B3") && is_empty("C3") && is_empty("C2"));
	ck_assert_int_eq(game_captures(&g, BLACK), 3);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B2")), 4);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "B4")), 6);
}
END_TEST

/* Four black chains around B3, each with B3 as its only liberty... */
static const char *const four_chains_in_atari =
	". O . . .\n"
	"O X O . .\n"
	"X . X O .\n"
	"O X O . .\n"
	". O . . .\n";

/* ...and the same but for B5, empty: B4 has a second liberty. */
static const char *const four_chains_b5_empty =
	". . . . .\n"
	"O X O . .\n"
	"X . X O .\n"
	"O X O . .\n"
	". O . . .\n";

START_TEST(test_board_merge_four_chains)
{
	game_from_diagram(&g, four_chains_b5_empty, BLACK);
	must_play(&g, BLACK, "B3");
	struct bitboard chain;
	board_chain(&g.board, pt(&g, "A3"), &chain);
	ck_assert_int_eq(bb_count(&g.board.grid, &chain), 5);
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "C3")), 1); /* B5 */
	ck_assert_int_eq(board_head(&g.board, pt(&g, "B2")), board_head(&g.board, pt(&g, "B4")));
}
END_TEST

START_TEST(test_board_suicide_of_four_chains)
{
	/* With suicide allowed, B3 joins the four chains and all five stones
	 * go; every white chain around gets its liberties back. */
	game_from_diagram(&g, four_chains_in_atari, BLACK);
	ck_assert(game_check(&g, BLACK, pt(&g, "B3")) == MOVE_SUICIDE);
	g.rules.allow_suicide = true;
	must_play(&g, BLACK, "B3");
	ck_assert_int_eq(game_captures(&g, WHITE), 5);
	ck_assert(is_empty("B3") && is_empty("B4") && is_empty("A3") && is_empty("C3") &&
		  is_empty("B2"));
	const struct {
		const char *vertex;
		int libs;
	} expect[] = {{"B5", 3}, {"A4", 3}, {"C4", 4}, {"D3", 4}, {"C2", 4}, {"A2", 3}, {"B1", 3}};
	for (size_t i = 0; i < sizeof(expect) / sizeof(expect[0]); i++)
		ck_assert_msg(board_liberties(&g.board, pt(&g, expect[i].vertex)) == expect[i].libs,
			      "%s", expect[i].vertex);
}
END_TEST

START_TEST(test_board_eyes)
{
	game_from_diagram(&g,
			  ". X . . .\n"
			  "X . X . .\n"
			  ". X . X .\n"
			  ". . X O .\n"
			  ". . . . .\n",
			  BLACK);
	const struct board *b = &g.board;
	ck_assert(board_is_eye(b, BLACK, pt(&g, "B4")));  /* no white diagonal */
	ck_assert(board_is_eye(b, BLACK, pt(&g, "A5")));  /* a corner */
	ck_assert(!board_is_eye(b, WHITE, pt(&g, "B4"))); /* not White's */
	ck_assert(board_is_eye(b, BLACK, pt(&g, "C3")));  /* one white diagonal */
	ck_assert(!board_is_eye(b, BLACK, pt(&g, "D4"))); /* empty neighbours */
	ck_assert(!board_is_eye(b, BLACK, pt(&g, "C4"))); /* a stone */
}
END_TEST

START_TEST(test_board_false_eyes)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". O X O .\n"
			  ". X . X .\n"
			  ". O X . .\n"
			  ". . . . .\n",
			  BLACK);
	/* Three white diagonals: a false eye. */
	ck_assert(!board_is_eye(&g.board, BLACK, pt(&g, "C3")));
	game_free(&g);
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  "X X O . .\n"
			  ". X . . .\n",
			  BLACK);
	/* A corner whose one diagonal is black: an eye. */
	ck_assert(board_is_eye(&g.board, BLACK, pt(&g, "A1")));
	game_free(&g);
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  "O X X . .\n"
			  "X . X . .\n",
			  BLACK);
	/* On the edge, one white diagonal is enough to make it false. */
	ck_assert(!board_is_eye(&g.board, BLACK, pt(&g, "B1")));
	game_free(&g);
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". . . . .\n"
			  ". X X . .\n"
			  "X . X . .\n",
			  BLACK);
	ck_assert(board_is_eye(&g.board, BLACK, pt(&g, "B1")));
}
END_TEST

START_TEST(test_board_ko_point)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". X O . .\n"
			  "X O . O .\n"
			  ". X O . .\n"
			  ". . . . .\n",
			  BLACK);
	must_play(&g, BLACK, "C3");
	ck_assert_int_eq(g.board.ko_point, pt(&g, "B3"));
	ck_assert_int_eq(g.board.ko_colour, WHITE);
	must_play(&g, WHITE, "E5");
	ck_assert_int_eq(g.board.ko_point, 0);
}
END_TEST

START_TEST(test_board_one_by_one)
{
	ck_assert(game_init(&g, 1));
	const int a1 = pt(&g, "A1");
	ck_assert(board_check(&g.board, BLACK, a1, false) == MOVE_SUICIDE);
	ck_assert(board_check(&g.board, WHITE, a1, true) == MOVE_SUICIDE);
	ck_assert(board_check(&g.board, BLACK, PASS, false) == MOVE_OFF_BOARD);
	ck_assert(game_play(&g, BLACK, PASS) == MOVE_OK);
	ck_assert(board_is_eye(&g.board, BLACK, a1));
	ck_assert(game_check_invariants(&g));
}
END_TEST

START_TEST(test_board_two_by_two)
{
	ck_assert(game_init(&g, 2));
	must_play(&g, BLACK, "A1");
	must_play(&g, WHITE, "B2");
	must_play(&g, BLACK, "A2");
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "A2")), 1);
	must_play(&g, WHITE, "B1"); /* takes both black stones */
	ck_assert_int_eq(game_captures(&g, WHITE), 2);
	ck_assert_int_eq(g.board.empty_count, 2);
}
END_TEST

/* Black's C2 takes White's B2 in a ko, which White may not retake at once;
 * Black may fill it, and White's lone stone on A1 would be a suicide. */
START_TEST(test_board_may_play)
{
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". . . . .\n"
			  ". X O . .\n"
			  "X O . O .\n"
			  ". X O . .\n",
			  BLACK);
	ck_assert(board_may_play(&g.board, BLACK, pt(&g, "C2")));
	board_play(&g.board, BLACK, pt(&g, "C2")); /* takes B2 */
	ck_assert(!board_may_play(&g.board, WHITE, pt(&g, "B2")));
	ck_assert(board_may_play(&g.board, BLACK, pt(&g, "B2")));
	ck_assert(!board_may_play(&g.board, WHITE, pt(&g, "A1")));
}
END_TEST

/* Black's A2-B2 with two liberties, A1 and B1, and Black's C1 with one,
 * B1, among White's stones. */
static const char *const corner_chains =
	". . . .\n"
	"O O O .\n"
	"X X O .\n"
	". . X O\n";

START_TEST(test_board_self_atari)
{
	/* Black A2-B2 has two liberties, A1 and B1; Black C1 one, B1. */
	game_from_diagram(&g, corner_chains, BLACK);
	const struct board *b = &g.board;
	ck_assert_int_eq(board_last_liberty(b, pt(&g, "C1")), pt(&g, "B1"));
	/* Filling either of A2-B2's liberties leaves it one. */
	ck_assert(board_is_self_atari(b, BLACK, pt(&g, "A1")));
	ck_assert(board_is_self_atari(b, BLACK, pt(&g, "B1")));
	/* White B1 takes C1: no self-atari; White A1 is a lone stone, a
	 * placement, however few liberties it has. */
	ck_assert(!board_is_self_atari(b, WHITE, pt(&g, "B1")));
	ck_assert(!board_is_self_atari(b, WHITE, pt(&g, "A1")));
	/* White D2 joins D1 to the chain of C2: many liberties. */
	ck_assert(!board_is_self_atari(b, WHITE, pt(&g, "D2")));
}
END_TEST

START_TEST(test_board_taken_at_once)
{
	game_from_diagram(&g,
			  ". X . . . . .\n"
			  "X . X . . . .\n"
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". X O . . . .\n"
			  "X . . O . X .\n"
			  ". X O . X . X\n",
			  BLACK);
	const struct board *b = &g.board;
	/* White's B6 in Black's tiger's mouth: one liberty, B5, and Black's
	 * stone there keeps three. */
	ck_assert(board_is_taken_at_once(b, WHITE, pt(&g, "B6"), false));
	/* White's B2 has one liberty too, but Black's C2 that takes it has
	 * none besides B2: a ko, which White may take back. */
	ck_assert(!board_is_taken_at_once(b, WHITE, pt(&g, "B2"), false));
	ck_assert(!board_is_taken_at_once(b, BLACK, pt(&g, "C2"), false));
	/* White may not play F1 (suicide) unless suicide is allowed, and
	 * then it is a lone stone without liberties, still not allowed. */
	ck_assert(board_is_taken_at_once(b, WHITE, pt(&g, "F1"), false));
	ck_assert(board_is_taken_at_once(b, WHITE, pt(&g, "F1"), true));
	/* An open point, and White's A5 next to Black's A6: two liberties. */
	ck_assert(!board_is_taken_at_once(b, WHITE, pt(&g, "D5"), false));
	ck_assert(!board_is_taken_at_once(b, WHITE, pt(&g, "A5"), false));
	game_free(&g);
	game_from_diagram(&g, corner_chains, BLACK);
	b = &g.board;
	/* Black's A1 leaves A2-B2 in atari; White's B1 takes C1. */
	ck_assert(board_is_taken_at_once(b, BLACK, pt(&g, "A1"), false));
	ck_assert(!board_is_taken_at_once(b, WHITE, pt(&g, "B1"), false));
	/* White's A1 has one liberty, B1, where Black takes it joined to C1
	 * and A2-B2. */
	ck_assert(board_is_taken_at_once(b, WHITE, pt(&g, "A1"), false));
}
END_TEST

START_TEST(test_board_largest)
{
	ck_assert(game_init(&g, 25));
	ck_assert_int_eq(g.board.empty_count, 625);
	must_play(&g, BLACK, "Z25");
	must_play(&g, WHITE, "Y25");
	must_play(&g, BLACK, "A1");
	must_play(&g, WHITE, "Z24");
	ck_assert(is_empty("Z25"));
	ck_assert_int_eq(game_captures(&g, WHITE), 1);
	ck_assert(game_check(&g, BLACK, pt(&g, "Z25")) == MOVE_SUICIDE);
	/* A chain across the whole board spans several words. */
	char vertex[8];
	for (int x = 0; x < 25; x++) {
		snprintf(vertex, sizeof(vertex), "%c13", coord_column_letter(x));
		must_play(&g, BLACK, vertex);
	}
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "M13")), 50);
	for (int x = 0; x < 25; x++) {
		snprintf(vertex, sizeof(vertex), "%c12", coord_column_letter(x));
		must_play(&g, WHITE, vertex);
	}
	for (int x = 0; x < 24; x++) {
		snprintf(vertex, sizeof(vertex), "%c14", coord_column_letter(x));
		must_play(&g, WHITE, vertex);
	}
	ck_assert_int_eq(board_liberties(&g.board, pt(&g, "M13")), 1);
	must_play(&g, WHITE, "Z14");
	ck_assert(is_empty("M13"));
	ck_assert_int_eq(game_captures(&g, WHITE), 26);
}
END_TEST

START_TEST(test_board_copy)
{
	game_from_diagram(&g,
			  ". X O .\n"
			  "X O . O\n"
			  ". X O .\n"
			  ". . . .\n",
			  BLACK);
	struct board *copy = malloc(sizeof(*copy));
	memset(copy, 0xab, sizeof(*copy));
	board_copy(copy, &g.board);
	ck_assert(board_check_invariants(copy));
	board_play(copy, BLACK, pt(&g, "C3"));
	ck_assert(board_check_invariants(copy));
	ck_assert(board_check_invariants(&g.board));
	ck_assert(bb_test(&g.board.pos.stone[WHITE], pt(&g, "B3")));
	ck_assert(!bb_test(&copy->pos.stone[WHITE], pt(&g, "B3")));
	free(copy);
}
END_TEST

/* Counts the colourings of an n x n board in which every chain has a
 * liberty: 1, 57, 12675, 24318165 for n = 1..4 (Tromp and Farneback). */
static long count_legal_positions(int n)
{
	struct grid grid;
	bb_grid_init(&grid, n);
	const int points = n * n;
	int digits[16] = {0};
	long legal = 0;
	struct position pos;
	memset(&pos, 0, sizeof(pos));
	for (;;) {
		legal += board_position_is_valid(&grid, &pos);
		/* Next colouring: a base-3 counter over the points. */
		int i = 0;
		while (i < points && digits[i] == 2) {
			digits[i] = 0;
			int p = grid_point(&grid, i % n, i / n);
			bb_clear(&pos.stone[WHITE], p);
			i++;
		}
		if (i == points)
			return legal;
		int p = grid_point(&grid, i % n, i / n);
		if (++digits[i] == 1) {
			bb_set(&pos.stone[BLACK], p);
		} else {
			bb_clear(&pos.stone[BLACK], p);
			bb_set(&pos.stone[WHITE], p);
		}
	}
}

START_TEST(test_board_legal_position_counts)
{
	ck_assert_int_eq(count_legal_positions(1), 1);
	ck_assert_int_eq(count_legal_positions(2), 57);
	ck_assert_int_eq(count_legal_positions(3), 12675);
	if (!light_run()) /* 43 million colourings: not under memcheck */
		ck_assert_int_eq(count_legal_positions(4), 24318165);
}
END_TEST

/* The same count for 3x3 through the incremental chain data: every
 * colouring set up on a board, whose liberty counts decide. */
START_TEST(test_board_legal_positions_by_chains)
{
	struct board *b = malloc(sizeof(*b));
	long legal = 0;
	for (int code = 0; code < 19683; code++) {
		struct position pos;
		memset(&pos, 0, sizeof(pos));
		struct grid grid;
		bb_grid_init(&grid, 3);
		for (int i = 0, c = code; i < 9; i++, c /= 3)
			if (c % 3)
				bb_set(&pos.stone[c % 3 - 1], grid_point(&grid, i % 3, i / 3));
		bool all_live = board_set_position(b, 3, &pos);
		ck_assert(all_live == board_position_is_valid(&grid, &pos));
		if (all_live) {
			ck_assert(board_check_invariants(b));
			legal++;
		}
	}
	ck_assert_int_eq(legal, 12675);
	free(b);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"capture_one_stone", test_board_capture_one_stone},
		{"capture_chain", test_board_capture_chain},
		{"capture_several_chains", test_board_capture_several_chains},
		{"capture_edge_and_corner", test_board_capture_edge_and_corner},
		{"capture_that_is_not_suicide", test_board_capture_that_is_not_suicide},
		{"snapback", test_board_snapback},
		{"suicide_one_stone", test_board_suicide_one_stone},
		{"suicide_chain", test_board_suicide_chain},
		{"capture_touching_twice", test_board_capture_touching_twice},
		{"merge_four_chains", test_board_merge_four_chains},
		{"suicide_of_four_chains", test_board_suicide_of_four_chains},
		{"eyes", test_board_eyes},
		{"false_eyes", test_board_false_eyes},
		{"ko_point", test_board_ko_point},
		{"one_by_one", test_board_one_by_one},
		{"two_by_two", test_board_two_by_two},
		{"self_atari", test_board_self_atari},
		{"taken_at_once", test_board_taken_at_once},
		{"may_play", test_board_may_play},
		{"largest", test_board_largest},
		{"copy", test_board_copy},
		{"legal_position_counts", test_board_legal_position_counts},
		{"legal_positions_by_chains", test_board_legal_positions_by_chains},
	};
	return run_cases("board", cases, CASE_COUNT(cases), NULL, teardown, 300);
}
