/*
 * test_differential.c - the bitboard core against the reference board.
 *
 * Thousands of seeded random games, under every ko rule and both suicide
 * rules, with passes, undos and plays out of turn mixed in. After every step
 * the two boards must agree on the stones, prisoners, side to move, every
 * chain's liberties (their number; and the points are the empty ones next
 * to it), every eye, the area score, and on the legality (and its reason)
 * of plays at every point on small boards, a sample on large ones.
 * Then games whose every move the search player chooses, each of them
 * legal on the reference board too.
 */
#include "helpers.h"

#include "reference.h"
#include "rng.h"
#include "score.h"

#include <stdlib.h>

static enum ref_ko ref_ko_of(enum ko_rule ko)
{
	return ko == KO_SIMPLE       ? REF_KO_SIMPLE
	       : ko == KO_POSITIONAL ? REF_KO_POSITIONAL
				     : REF_KO_SITUATIONAL;
}

static enum move_result expected(enum ref_result r)
{
	static const enum move_result map[] = {
		[REF_OK] = MOVE_OK,
		[REF_OFF_BOARD] = MOVE_OFF_BOARD,
		[REF_OCCUPIED] = MOVE_OCCUPIED,
		[REF_SUICIDE] = MOVE_SUICIDE,
		[REF_KO] = MOVE_KO,
		[REF_SUPERKO] = MOVE_SUPERKO,
	};
	return map[r];
}

static void check_legality(const struct game *g, const struct ref_game *ref, int c, int x, int y)
{
	const int p = x < 0 ? PASS : grid_point(&g->board.grid, x, y);
	enum move_result got = game_check(g, c, p);
	enum move_result want = expected(ref_check(ref, ref_colour(c), x, y));
	quick_assert_msg(got == want, "size %d, %c at (%d,%d): core %d, reference %d",
			 g->board.grid.size, c == BLACK ? 'B' : 'W', x, y, got, want);
}

static void compare(const struct game *g, const struct ref_game *ref, bool every_point,
		    struct rng *r)
{
	const struct board *b = &g->board;
	const struct ref_position *now = ref_now(ref);
	const int size = b->grid.size;
	quick_assert(game_check_invariants(g));
	quick_assert(game_captures(g, BLACK) == now->captures[REF_BLACK]);
	quick_assert(game_captures(g, WHITE) == now->captures[REF_WHITE]);
	quick_assert(ref_colour(game_to_move(g)) == now->to_move);
	for (int x = 0; x < size; x++) {
		for (int y = 0; y < size; y++) {
			const int p = grid_point(&b->grid, x, y);
			const int cell = now->cell[x][y];
			const int at = board_at(b, p);
			quick_assert(at == (cell == REF_EMPTY ? 0 : cell == REF_BLACK ? 1 : 2));
			if (cell != REF_EMPTY) {
				quick_assert(board_liberties(b, p) == ref_liberties(now, x, y));
				/* The points: the empty ones next to the chain. */
				struct bitboard libs, chain, around;
				board_liberty_points(b, p, &libs);
				quick_assert(bb_count(&b->grid, &libs) == ref_liberties(now, x, y));
				board_chain(b, p, &chain);
				bb_zero(&around);
				bb_dilate(&b->grid, &around, &chain);
				bb_and(&b->grid, &around, &around, &b->empty);
				quick_assert(bb_equal(&b->grid, &libs, &around));
				continue;
			}
			for (int c = BLACK; c <= WHITE; c++)
				quick_assert(board_is_eye(b, c, p) ==
					     ref_is_eye(now, ref_colour(c), x, y));
		}
	}
	struct score s;
	score_position(&b->grid, &b->pos, &s);
	quick_assert((int)s.margin == ref_area_difference(now));
	for (int c = BLACK; c <= WHITE; c++) {
		if (every_point) {
			for (int x = 0; x < size; x++)
				for (int y = 0; y < size; y++)
					check_legality(g, ref, c, x, y);
		} else {
			for (int i = 0; i < 6; i++)
				check_legality(g, ref, c, (int)rng_below(r, (uint32_t)size),
					       (int)rng_below(r, (uint32_t)size));
		}
	}
}

/* Plays one random game, comparing after every step. */
static void play_game(int size, uint64_t seed, struct rules rules, int steps, bool every_point,
		      struct ref_game *ref)
{
	struct game g;
	struct rng r;
	rng_seed(&r, seed);
	quick_assert(game_init(&g, size));
	g.rules = rules;
	ref_init(ref, size, ref_ko_of(rules.ko), rules.allow_suicide);
	int c = BLACK;
	for (int step = 0; step < steps && ref->length < REF_HISTORY - 1; step++) {
		const uint32_t roll = rng_below(&r, 100);
		if (roll < 4 && game_moves(&g) > 0) {
			int n = 1 + (int)rng_below(&r, game_moves(&g) < 3 ? (uint32_t)game_moves(&g)
									  : 3);
			quick_assert(game_undo(&g, n));
			for (int i = 0; i < n; i++)
				ref_undo(ref);
			c = game_to_move(&g);
		} else if (roll < 9) {
			quick_assert(game_play(&g, c, PASS) == MOVE_OK);
			quick_assert(ref_play(ref, ref_colour(c), -1, -1) == REF_OK);
			c = colour_other(c);
		} else {
			/* Mostly the side to move; sometimes the same side again. */
			if (roll < 14)
				c = colour_other(c);
			int x = (int)rng_below(&r, (uint32_t)size),
			    y = (int)rng_below(&r, (uint32_t)size);
			enum ref_result want = ref_play(ref, ref_colour(c), x, y);
			enum move_result got = game_play(&g, c, grid_point(&g.board.grid, x, y));
			quick_assert_msg(got == expected(want), "play: core %d, reference %d", got,
					 expected(want));
			if (got == MOVE_OK)
				c = colour_other(c);
		}
		compare(&g, ref, every_point, &r);
	}
	game_free(&g);
}

static void play_many(int size, int games, int steps, bool every_point)
{
	struct ref_game *ref = malloc(sizeof(*ref));
	ck_assert_ptr_nonnull(ref);
	for (int i = 0; i < repeats(games); i++) {
		struct rules rules = {.ko = (enum ko_rule)(i % 3), .allow_suicide = (i / 3) % 2};
		play_game(size, 1000u * (uint64_t)size + (uint64_t)i, rules, steps, every_point,
			  ref);
	}
	free(ref);
}

/* A game of the search player's moves on both colours, at `playouts` a
 * move, after up to `size` random legal moves (on 2x2 and 3x3 the search
 * alone plays nearly the same game under every seed): each is legal on the
 * reference board, and the two boards agree after it, on every point. */
static void search_game(int size, uint64_t seed, struct rules rules, int playouts,
			struct ref_game *ref)
{
	struct game g;
	quick_assert(game_init(&g, size));
	g.rules = rules;
	ref_init(ref, size, ref_ko_of(rules.ko), rules.allow_suicide);
	const struct player_settings s = mcts_settings(playouts, 0);
	struct player *p = mcts_player(seed, &g, &s);
	struct rng r;
	rng_seed(&r, seed);
	int c = BLACK;
	for (int i = (int)rng_below(&r, (uint32_t)size + 1); i > 0; i--) {
		const int x = (int)rng_below(&r, (uint32_t)size),
			  y = (int)rng_below(&r, (uint32_t)size);
		if (ref_play(ref, ref_colour(c), x, y) == REF_OK) {
			quick_assert(game_play(&g, c, grid_point(&g.board.grid, x, y)) == MOVE_OK);
			c ^= 1;
		}
	}
	player_changed(p, &g, &s, CHANGE_POSITION);
	const int cap = 4 * size * size;
	for (int i = 0; i < cap && !game_two_passes(&g) && ref->length < REF_HISTORY - 1;
	     i++, c ^= 1) {
		const int m = mcts_ask(p, &g, c, playouts, 0);
		quick_assert_msg(m >= 0, "size %d, move %d: %d", size, i, m);
		const int x = m == PASS ? -1 : grid_x(&g.board.grid, m),
			  y = m == PASS ? -1 : grid_y(&g.board.grid, m);
		quick_assert_msg(ref_play(ref, ref_colour(c), x, y) == REF_OK,
				 "size %d, move %d at (%d,%d) illegal on the reference board", size,
				 i, x, y);
		quick_assert(game_play(&g, c, m) == MOVE_OK);
		player_changed(p, &g, &s, CHANGE_MOVE);
		compare(&g, ref, true, &r);
	}
	player_free(p);
	game_free(&g);
}

START_TEST(test_differential_search_player)
{
	struct ref_game *ref = malloc(sizeof(*ref));
	ck_assert_ptr_nonnull(ref);
	for (int size = 2; size <= 7; size++)
		/* Two games of each rule pair, one in a light run. */
		for (int i = 0; i < (light_run() ? 6 : 12); i++) {
			const struct rules rules = {.ko = (enum ko_rule)(i % 3),
						    .allow_suicide = (i / 3) % 2};
			search_game(size, 100u * (uint64_t)size + (uint64_t)i, rules, 40, ref);
		}
	free(ref);
}
END_TEST

START_TEST(test_differential_tiny_boards)
{
	play_many(1, 60, 40, true);
	play_many(2, 400, 80, true);
	play_many(3, 400, 120, true);
}
END_TEST

START_TEST(test_differential_small_boards)
{
	play_many(4, 300, 150, true);
	play_many(5, 200, 200, true);
}
END_TEST

START_TEST(test_differential_medium_boards)
{
	play_many(6, 100, 250, true);
	play_many(7, 100, 300, false);
	play_many(9, 100, 400, false);
}
END_TEST

START_TEST(test_differential_large_boards)
{
	play_many(13, 30, 600, false);
	play_many(19, 20, 900, false);
	play_many(25, 10, 1200, false);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"tiny_boards", test_differential_tiny_boards},
		{"small_boards", test_differential_small_boards},
		{"medium_boards", test_differential_medium_boards},
		{"large_boards", test_differential_large_boards},
		{"search_player", test_differential_search_player},
	};
	return run_cases("differential", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
