/*
 * test_game.c - ko, superko, passes, undo and setup.
 */
#include "helpers.h"

#include "zobrist.h"

#include <stdlib.h>
#include <string.h>

static struct game g;

static void teardown(void)
{
	game_free(&g);
}

static enum move_result try(int c, const char *vertex)
{
	return game_check(&g, c, pt(&g, vertex));
}

/* One ko in the middle of the left side. */
static const char *const one_ko =
	". . . . . . .\n"
	". . . . . . .\n"
	". . . . . . .\n"
	". X O . . . .\n"
	"X O . O . . .\n"
	". X O . . . .\n"
	". . . . . . .\n";

START_TEST(test_game_ko_refused_then_allowed_after_a_threat)
{
	static const enum ko_rule rules[] = {KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL};
	for (int i = 0; i < 3; i++) {
		game_from_diagram(&g, one_ko, BLACK);
		g.rules.ko = rules[i];
		must_play(&g, BLACK, "C3"); /* takes B3 */
		ck_assert(try(WHITE, "B3") == MOVE_KO);
		ck_assert(game_play(&g, WHITE, pt(&g, "B3")) == MOVE_KO);
		ck_assert(game_check_invariants(&g));
		must_play(&g, WHITE, "F6"); /* a threat elsewhere */
		must_play(&g, BLACK, "F5"); /* answered */
		ck_assert(try(WHITE, "B3") == MOVE_OK);
		must_play(&g, WHITE, "B3"); /* takes back */
		ck_assert(try(BLACK, "C3") == MOVE_KO);
		game_free(&g);
	}
}
END_TEST

START_TEST(test_game_ko_after_passes)
{
	/* Passes between: the immediate position before is the pass's, so
	 * simple ko allows the take-back, positional superko does not. */
	game_from_diagram(&g, one_ko, BLACK);
	g.rules.ko = KO_SIMPLE;
	must_play(&g, BLACK, "C3");
	ck_assert(game_play(&g, WHITE, PASS) == MOVE_OK);
	ck_assert(game_play(&g, BLACK, PASS) == MOVE_OK);
	ck_assert(try(WHITE, "B3") == MOVE_OK);
	g.rules.ko = KO_POSITIONAL;
	ck_assert(try(WHITE, "B3") == MOVE_SUPERKO);
	/* The start had Black to move, and so would this: situational too. */
	g.rules.ko = KO_SITUATIONAL;
	ck_assert(try(WHITE, "B3") == MOVE_SUPERKO);
}
END_TEST

START_TEST(test_game_situational_differs_from_positional)
{
	/* White takes first; then Black takes back after two passes. The
	 * position recurs, but with White to move where it had Black. */
	game_from_diagram(&g,
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". . . . . . .\n"
			  ". X O . . . .\n"
			  "X . X O . . .\n"
			  ". X O . . . .\n"
			  ". . . . . . .\n",
			  BLACK);
	must_play(&g, WHITE, "B3");
	ck_assert(game_play(&g, BLACK, PASS) == MOVE_OK);
	ck_assert(game_play(&g, WHITE, PASS) == MOVE_OK);
	g.rules.ko = KO_POSITIONAL;
	ck_assert(try(BLACK, "C3") == MOVE_SUPERKO);
	g.rules.ko = KO_SITUATIONAL;
	ck_assert(try(BLACK, "C3") == MOVE_OK);
	g.rules.ko = KO_SIMPLE;
	ck_assert(try(BLACK, "C3") == MOVE_OK);
}
END_TEST

/* Three kos: k1 and k2 on the left (White holds both), k3 on the right
 * (Black holds it). Taking them in turn, never one just taken, returns to
 * the start after six moves. */
static const char *const triple_ko =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". X O . . . . . .\n"
	"X O . O . . . . .\n"
	". X O . . . . . .\n"
	". . . . . . . . .\n"
	". X O . . . X O .\n"
	"X O . O . X . X O\n"
	". X O . . . X O .\n";

static void triple_ko_first_five(void)
{
	must_play(&g, BLACK, "C2"); /* takes k1 */
	must_play(&g, WHITE, "G2"); /* takes k3 */
	must_play(&g, BLACK, "C6"); /* takes k2 */
	must_play(&g, WHITE, "B2"); /* takes back k1 */
	must_play(&g, BLACK, "H2"); /* takes back k3 */
}

START_TEST(test_game_triple_ko_superko)
{
	game_from_diagram(&g, triple_ko, BLACK);
	const uint64_t start = game_hash(&g);
	triple_ko_first_five();
	/* Taking back k2 would recreate the start position. */
	ck_assert(try(WHITE, "B6") == MOVE_SUPERKO);
	ck_assert(game_play(&g, WHITE, pt(&g, "B6")) == MOVE_SUPERKO);
	ck_assert(game_check_invariants(&g));
	g.rules.ko = KO_SITUATIONAL;
	ck_assert(try(WHITE, "B6") == MOVE_SUPERKO);
	/* Simple ko allows it: the cycle goes round. */
	g.rules.ko = KO_SIMPLE;
	must_play(&g, WHITE, "B6");
	ck_assert(game_hash(&g) == start);
	triple_ko_first_five();
	must_play(&g, WHITE, "B6");
	ck_assert(game_hash(&g) == start);
	ck_assert_int_eq(game_moves(&g), 12);
}
END_TEST

static struct position saved;

/* Overwrites stored position i (white-box: black words, then white). */
static void forge_stored(struct game *game, int i)
{
	const int words = game->board.grid.words;
	uint64_t *w = &game->positions[(size_t)i * POSITION_WORDS];
	for (int k = 0; k < words; k++) {
		w[k] = saved.stone[BLACK].w[k];
		w[words + k] = saved.stone[WHITE].w[k];
	}
}

START_TEST(test_game_hash_collision_never_rejects)
{
	/* Forge a collision: give an earlier record the hash of a new move's
	 * position but leave its stored position different. The move must
	 * still be legal, since hashes are confirmed against positions. */
	game_from_diagram(&g, one_ko, BLACK);
	must_play(&g, BLACK, "F6");
	must_play(&g, WHITE, "F2");
	struct game probe;
	game_from_diagram(&probe, one_ko, BLACK);
	must_play(&probe, BLACK, "F6");
	must_play(&probe, WHITE, "F2");
	must_play(&probe, BLACK, "E4");
	const uint64_t target = game_hash(&probe);
	saved = probe.board.pos;
	game_free(&probe);
	ck_assert(try(BLACK, "E4") == MOVE_OK);
	g.records[0].hash = target; /* a forged collision with the start */
	game_rebuild_index(&g);
	ck_assert(try(BLACK, "E4") == MOVE_OK);
	/* The same record, made to hold that position too, does forbid it:
	 * the lookup found it, and only the stored position decided. */
	forge_stored(&g, g.records[0].checkpoint);
	ck_assert(try(BLACK, "E4") == MOVE_SUPERKO);
}
END_TEST

START_TEST(test_game_passes_always_legal)
{
	game_from_diagram(&g, one_ko, BLACK);
	g.rules.ko = KO_POSITIONAL;
	for (int i = 0; i < 1000; i++)
		ck_assert(game_play(&g, i % 2 ? WHITE : BLACK, PASS) == MOVE_OK);
	ck_assert(game_two_passes(&g));
	/* A thousand passes repeat one position: indexed at most twice (once
	 * per side to move), stored only at checkpoints. */
	int indexed = 0;
	for (int i = 0; i < g.length; i++)
		indexed += g.records[i].indexed;
	ck_assert_int_le(indexed, 2);
	ck_assert_int_le(g.position_count, 1000 / CHECKPOINT_EVERY + 2);
	ck_assert_int_eq(g.removed_count, 0);
	must_play(&g, BLACK, "E4");
	ck_assert(!game_two_passes(&g));
	ck_assert(game_undo(&g, 1001));
	ck_assert_int_eq(game_moves(&g), 0);
	ck_assert(game_check_invariants(&g));
}
END_TEST

START_TEST(test_game_consecutive_same_colour)
{
	ck_assert(game_init(&g, 5));
	must_play(&g, BLACK, "A1");
	must_play(&g, BLACK, "B2");
	must_play(&g, BLACK, "C3");
	ck_assert_int_eq(game_to_move(&g), WHITE);
	must_play(&g, WHITE, "A2");
	must_play(&g, WHITE, "B1"); /* takes A1 */
	ck_assert(bb_test(&g.board.empty, pt(&g, "A1")));
	ck_assert_int_eq(game_to_move(&g), BLACK);
}
END_TEST

/* Whether two boards are the same in every field a play reads or writes. */
static bool boards_identical(const struct board *a, const struct board *b)
{
	const size_t n = (size_t)a->grid.points;
	return a->grid.size == b->grid.size && memcmp(&a->pos, &b->pos, sizeof(a->pos)) == 0 &&
	       memcmp(&a->empty, &b->empty, sizeof(a->empty)) == 0 && a->ko_point == b->ko_point &&
	       (a->ko_point == 0 || a->ko_colour == b->ko_colour) &&
	       a->empty_count == b->empty_count &&
	       memcmp(a->info, b->info, n * sizeof(a->info[0])) == 0 &&
	       memcmp(a->libs, b->libs, n * sizeof(a->libs[0])) == 0 &&
	       memcmp(a->stones, b->stones, n * sizeof(a->stones[0])) == 0 &&
	       memcmp(a->empties, b->empties, (size_t)a->empty_count * sizeof(a->empties[0])) ==
		       0 &&
	       memcmp(a->closure, b->closure, n * (size_t)a->grid.words * sizeof(uint64_t)) == 0;
}

static bool same_record(const struct record *a, const struct record *b)
{
	return a->hash == b->hash && a->checkpoint == b->checkpoint && a->removed == b->removed &&
	       a->captures[0] == b->captures[0] && a->captures[1] == b->captures[1] &&
	       a->point == b->point && a->kind == b->kind && a->colour == b->colour &&
	       a->to_move == b->to_move && a->indexed == b->indexed;
}

START_TEST(test_game_undo_restores_exactly)
{
	game_from_diagram(&g, triple_ko, BLACK);
	struct board *before = malloc(sizeof(*before));
	const char *moves[] = {"C2", "G2", "C6", "B2", "H2", "E5", "E6", "D5"};
	for (int i = 0; i < 8; i++) {
		board_copy(before, &g.board);
		const struct record last = *game_last(&g);
		const int length = g.length, positions = g.position_count,
			  removed = g.removed_count;
		must_play(&g, i % 2 ? WHITE : BLACK, moves[i]);
		ck_assert(game_undo(&g, 1));
		ck_assert(boards_identical(before, &g.board));
		ck_assert(same_record(&last, game_last(&g)));
		ck_assert_int_eq(g.length, length);
		ck_assert_int_eq(g.position_count, positions);
		ck_assert_int_eq(g.removed_count, removed);
		must_play(&g, i % 2 ? WHITE : BLACK, moves[i]);
	}
	/* Undo across captures and the ko, several at once. */
	ck_assert_int_eq(game_captures(&g, BLACK), 3);
	ck_assert_int_eq(game_captures(&g, WHITE), 2);
	ck_assert(game_undo(&g, 4));
	ck_assert_int_eq(game_captures(&g, BLACK), 2);
	ck_assert_int_eq(game_captures(&g, WHITE), 2);
	ck_assert(try(BLACK, "C2") == MOVE_KO); /* k1 was just taken back */
	ck_assert(!game_undo(&g, 5));
	ck_assert_int_eq(game_moves(&g), 4);
	ck_assert(game_undo(&g, 4));
	ck_assert(!game_undo(&g, 1));
	ck_assert(game_check_invariants(&g));
	free(before);
}
END_TEST

START_TEST(test_game_setup_is_not_undone)
{
	ck_assert(game_init(&g, 9));
	struct position pos;
	memset(&pos, 0, sizeof(pos));
	bb_set(&pos.stone[BLACK], pt(&g, "C3"));
	bb_set(&pos.stone[BLACK], pt(&g, "G7"));
	ck_assert(game_set_start(&g, &pos, WHITE, 2));
	ck_assert_int_eq(game_to_move(&g), WHITE);
	ck_assert(!game_undo(&g, 1));
	must_play(&g, WHITE, "E5");
	ck_assert(game_undo(&g, 1));
	ck_assert(bb_test(&g.board.pos.stone[BLACK], pt(&g, "C3")));
	ck_assert_int_eq(g.handicap, 2);
	/* A setup with a chain without liberties is refused, changing
	 * nothing. */
	struct position dead;
	diagram_position(". O .\nO X O\n. O .\n", &dead);
	struct game small;
	ck_assert(game_init(&small, 3));
	ck_assert(!game_set_start(&small, &dead, BLACK, 0));
	ck_assert_int_eq(small.board.empty_count, 9);
	game_free(&small);
}
END_TEST

START_TEST(test_game_mid_game_setup)
{
	ck_assert(game_init(&g, 5));
	must_play(&g, BLACK, "C3");
	struct position pos = g.board.pos;
	bb_set(&pos.stone[WHITE], pt(&g, "D4"));
	bb_clear(&pos.stone[BLACK], pt(&g, "C3"));
	ck_assert(game_add_setup(&g, &pos, BLACK));
	ck_assert(game_check_invariants(&g));
	must_play(&g, BLACK, "C3");
	must_play(&g, WHITE, "B2");
	ck_assert(game_undo(&g, 2));
	ck_assert(bb_test(&g.board.empty, pt(&g, "C3")));
	ck_assert(game_undo(&g, 1));
	ck_assert(bb_test(&g.board.pos.stone[BLACK], pt(&g, "C3")));
	ck_assert(bb_test(&g.board.empty, pt(&g, "D4")));
	ck_assert(game_check_invariants(&g));
}
END_TEST

START_TEST(test_game_resize_keeps_komi_and_rules)
{
	ck_assert(game_init(&g, 19));
	g.komi = -3.5;
	g.rules.ko = KO_SIMPLE;
	must_play(&g, BLACK, "D4");
	game_resize(&g, 7);
	ck_assert_int_eq(g.board.grid.size, 7);
	ck_assert_int_eq(game_moves(&g), 0);
	ck_assert(g.komi == -3.5 && g.rules.ko == KO_SIMPLE);
	ck_assert(game_check_invariants(&g));
	game_resize(&g, 25);
	must_play(&g, BLACK, "Z25");
	game_clear(&g);
	ck_assert_int_eq(g.board.empty_count, 625);
}
END_TEST

START_TEST(test_game_long_history_grows)
{
	/* Longer than the initial capacity, with undo back to the start. */
	ck_assert(game_init(&g, 19));
	int played = 0;
	for (int y = 0; y < 19; y++)
		for (int x = 0; x < 19; x += 2) {
			ck_assert(game_play(&g, BLACK, grid_point(&g.board.grid, x, y)) == MOVE_OK);
			ck_assert(game_play(&g, WHITE, PASS) == MOVE_OK);
			played += 2;
		}
	ck_assert_int_eq(game_moves(&g), played);
	ck_assert(game_check_invariants(&g));
	ck_assert(game_undo(&g, played));
	ck_assert_int_eq(g.board.empty_count, 361);
	ck_assert(game_check_invariants(&g));
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"ko_refused_then_allowed_after_a_threat",
		 test_game_ko_refused_then_allowed_after_a_threat},
		{"ko_after_passes", test_game_ko_after_passes},
		{"situational_differs_from_positional",
		 test_game_situational_differs_from_positional},
		{"triple_ko_superko", test_game_triple_ko_superko},
		{"hash_collision_never_rejects", test_game_hash_collision_never_rejects},
		{"passes_always_legal", test_game_passes_always_legal},
		{"consecutive_same_colour", test_game_consecutive_same_colour},
		{"undo_restores_exactly", test_game_undo_restores_exactly},
		{"setup_is_not_undone", test_game_setup_is_not_undone},
		{"mid_game_setup", test_game_mid_game_setup},
		{"resize_keeps_komi_and_rules", test_game_resize_keeps_komi_and_rules},
		{"long_history_grows", test_game_long_history_grows},
	};
	return run_cases("game", cases, CASE_COUNT(cases), NULL, teardown, 60);
}
