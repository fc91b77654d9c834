/*
 * test_player.c - the random player and light playouts: legal, eye-aware,
 * uniform, reproducible, and always finishing the game.
 */
#include "helpers.h"

#include "player.h"
#include "playout.h"
#include "reference.h"
#include "zobrist.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Whether the reference sees (x, y) as a candidate for c: legal under its
 * rules and not one of c's eyes. */
static bool ref_candidate(const struct ref_game *ref, int c, int x, int y)
{
	const struct ref_position *now = ref_now(ref);
	return now->cell[x][y] == REF_EMPTY && ref_check(ref, ref_colour(c), x, y) == REF_OK &&
	       !ref_is_eye(now, ref_colour(c), x, y);
}

/* Plays seeded games with the random player, judged at every move by the
 * reference board: a move must be a candidate, and a pass must leave none. */
static void judge_games(int size, int games, enum ko_rule ko, struct ref_game *ref)
{
	static const enum ref_ko ref_ko[] = {REF_KO_SIMPLE, REF_KO_POSITIONAL, REF_KO_SITUATIONAL};
	for (int i = 0; i < games; i++) {
		struct game g;
		struct rng r;
		quick_assert(game_init(&g, size));
		g.rules.ko = ko;
		rng_seed(&r, (uint64_t)(size * 100000 + i));
		ref_init(ref, size, ref_ko[ko], false);
		int c = BLACK;
		while (!game_two_passes(&g) && ref->length < REF_HISTORY - 1) {
			const int p = player_random_choose(&g, c, &r);
			if (p == PASS) {
				for (int x = 0; x < size; x++)
					for (int y = 0; y < size; y++)
						quick_assert_msg(!ref_candidate(ref, c, x, y),
								 "passed with (%d,%d) left", x, y);
			} else {
				const int x = grid_x(&g.board.grid, p),
					  y = grid_y(&g.board.grid, p);
				quick_assert_msg(ref_candidate(ref, c, x, y),
						 "not a candidate: (%d,%d)", x, y);
			}
			quick_assert(game_play(&g, c, p) == MOVE_OK);
			quick_assert(ref_play(ref, ref_colour(c),
					      p == PASS ? -1 : grid_x(&g.board.grid, p),
					      grid_y(&g.board.grid, p)) == REF_OK);
			c = colour_other(c);
		}
		quick_assert(game_two_passes(&g));
		game_free(&g);
	}
}

START_TEST(test_player_moves_are_legal_candidates)
{
	struct ref_game *ref = malloc(sizeof(*ref));
	judge_games(2, 300, KO_POSITIONAL, ref);
	judge_games(3, 300, KO_POSITIONAL, ref);
	judge_games(4, 300, KO_SITUATIONAL, ref);
	judge_games(5, 300, KO_SIMPLE, ref);
	judge_games(6, 200, KO_POSITIONAL, ref);
	judge_games(9, 100, KO_POSITIONAL, ref);
	judge_games(13, 10, KO_POSITIONAL, ref);
	free(ref);
}
END_TEST

/* The chi-square value a correct uniform generator exceeds with chance
 * 1e-6, for df degrees of freedom: exact for 1 and 2, the Wilson-Hilferty
 * approximation above (z = 4.7534 is the normal quantile for 1e-6). */
static double chi_square_limit(int df)
{
	if (df == 1)
		return 23.928;
	if (df == 2)
		return 27.631;
	const double z = 4.7534, a = 2.0 / (9.0 * df);
	return df * pow(1 - a + z * sqrt(a), 3);
}

static double chi_square(const long *observed, int k, long draws)
{
	const double expected = (double)draws / k;
	double chi = 0;
	for (int i = 0; i < k; i++)
		chi += (observed[i] - expected) * (observed[i] - expected) / expected;
	return chi;
}

/* A diagram with eyes, suicide points, a ko just taken and a few other
 * empty points: the candidates are a scattered subset of the empties. */
static const char *const mixed =
	". X . X O . .\n"
	"X X X X O O .\n"
	". . . X O . O\n"
	"X . X O . O .\n"
	". X O . O . .\n"
	"X O . O . . .\n"
	". X O . . . .\n";

typedef int picker(struct game *g, int c, struct rng *r);

static int pick_random_player(struct game *g, int c, struct rng *r)
{
	return player_random_choose(g, c, r);
}

/* The light playout's pick, on a copy of the board each time. */
static int pick_light(struct game *g, int c, struct rng *r)
{
	static struct board copy;
	board_copy(&copy, &g->board);
	return playout_move(&copy, c, r);
}

/* The common biased pick: a random start, then the first candidate found
 * scanning on. A point after a long run of non-candidates is favoured. */
static int pick_scan(struct game *g, int c, struct rng *r)
{
	const struct board *b = &g->board;
	const int n = b->empty_count;
	const int start = (int)rng_below(r, (uint32_t)n);
	for (int i = 0; i < n; i++) {
		int p = b->empties[(start + i) % n];
		if (!board_is_eye(b, c, p) && game_check(g, c, p) == MOVE_OK)
			return p;
	}
	return PASS;
}

/* Draws many times for c and returns the chi-square statistic against the
 * uniform distribution over the candidates (the reference's), with the
 * degrees of freedom; every draw must be a candidate. */
static double uniformity(struct game *g, int c, picker *pick, long draws_per, int *df)
{
	static const enum ref_ko ref_ko[] = {REF_KO_SIMPLE, REF_KO_POSITIONAL, REF_KO_SITUATIONAL};
	struct ref_game *ref = malloc(sizeof(*ref));
	ref_init(ref, g->board.grid.size, ref_ko[g->rules.ko], false);
	/* Replay the game's moves on the reference to share its ko state. */
	int size = g->board.grid.size, index[MAX_POINTS], k = 0;
	struct ref_position *start = &ref->history[0];
	struct position pos;
	game_position_of(g, 0, &pos);
	for (int x = 0; x < size; x++)
		for (int y = 0; y < size; y++) {
			int p = grid_point(&g->board.grid, x, y);
			start->cell[x][y] = bb_test(&pos.stone[BLACK], p)   ? REF_BLACK
					    : bb_test(&pos.stone[WHITE], p) ? REF_WHITE
									    : REF_EMPTY;
		}
	start->to_move = ref_colour(game_to_move(g));
	for (int i = 1; i < g->length; i++) {
		const struct record *rec = &g->records[i];
		ck_assert(ref_play(ref, ref_colour(rec->colour), grid_x(&g->board.grid, rec->point),
				   grid_y(&g->board.grid, rec->point)) == REF_OK);
	}
	for (int p = 0; p < MAX_POINTS; p++)
		index[p] = -1;
	for (int x = 0; x < size; x++)
		for (int y = 0; y < size; y++)
			if (ref_candidate(ref, c, x, y))
				index[grid_point(&g->board.grid, x, y)] = k++;
	ck_assert_int_ge(k, 2);
	long *observed = calloc((size_t)k, sizeof(long));
	struct rng r;
	rng_seed(&r, 2026);
	const long draws = draws_per * k;
	for (long i = 0; i < draws; i++) {
		int p = pick(g, c, &r);
		quick_assert_msg(p != PASS && index[p] >= 0, "drew a non-candidate");
		observed[index[p]]++;
	}
	double chi = chi_square(observed, k, draws);
	*df = k - 1;
	free(observed);
	free(ref);
	return chi;
}

START_TEST(test_player_uniform)
{
	struct game g;
	int df;
	/* The empty board: every point a candidate. */
	ck_assert(game_init(&g, 5));
	double chi = uniformity(&g, BLACK, pick_random_player, 4000, &df);
	ck_assert_msg(chi < chi_square_limit(df), "chi2 %f, df %d", chi, df);
	chi = uniformity(&g, BLACK, pick_light, 4000, &df);
	ck_assert_msg(chi < chi_square_limit(df), "light: chi2 %f, df %d", chi, df);
	game_free(&g);
	/* Eyes, suicides and a ko excluded: uniform over what is left, for
	 * both colours. */
	game_from_diagram(&g, mixed, BLACK);
	must_play(&g, BLACK, "C2"); /* takes B2: a ko White may not take back */
	for (int c = BLACK; c <= WHITE; c++) {
		chi = uniformity(&g, c, pick_random_player, 4000, &df);
		ck_assert_msg(chi < chi_square_limit(df), "chi2 %f, df %d", chi, df);
		chi = uniformity(&g, c, pick_light, 4000, &df);
		ck_assert_msg(chi < chi_square_limit(df), "light: chi2 %f, df %d", chi, df);
	}
	game_free(&g);
}
END_TEST

START_TEST(test_player_uniformity_test_can_fail)
{
	/* Few candidates among many non-candidates: the scan pick favours the
	 * candidate after the longest run and the test must say so. */
	struct game g;
	game_from_diagram(&g,
			  ". X . X . X . X\n"
			  "X . X . X . X .\n"
			  ". X . X . X . X\n"
			  "X . X . X . X .\n"
			  ". X . X . X . X\n"
			  "X . X . X . . .\n"
			  ". X . X . X . .\n"
			  "X . X . X . . .\n",
			  BLACK);
	int df;
	double chi = uniformity(&g, BLACK, pick_scan, 4000, &df);
	ck_assert_msg(chi > chi_square_limit(df), "scan pick passed: chi2 %f, df %d", chi, df);
	chi = uniformity(&g, BLACK, pick_random_player, 4000, &df);
	ck_assert_msg(chi < chi_square_limit(df), "chi2 %f, df %d", chi, df);
	game_free(&g);
}
END_TEST

/* The hash of the final positions of `games` seeded games on this size. */
static uint64_t signature(int size, int games)
{
	uint64_t sig = 0;
	struct game g;
	ck_assert(game_init(&g, size));
	for (int i = 0; i < games; i++) {
		struct rng r;
		rng_seed(&r, (uint64_t)i);
		game_clear(&g);
		int c = BLACK;
		while (!game_two_passes(&g)) {
			quick_assert(game_play(&g, c, player_random_choose(&g, c, &r)) == MOVE_OK);
			c = colour_other(c);
		}
		sig = rng_mix64(sig ^ game_hash(&g) ^ (uint64_t)game_moves(&g));
	}
	game_free(&g);
	return sig;
}

START_TEST(test_player_signature)
{
	/* The same seeds give the same games, here and in every build. A
	 * change to this number changes what users see: check it is meant. */
	const uint64_t sig = signature(9, 50);
	ck_assert_uint_eq(sig, signature(9, 50));
	ck_assert_uint_ne(sig, signature(9, 49));
	ck_assert_msg(sig == UINT64_C(0x4cb6f212ca411e59), "signature %016llx",
		      (unsigned long long)sig);
}
END_TEST

/* Whether c has a legal play left that fills no eye of its own. */
static bool has_move(const struct game *g, int c)
{
	struct bitboard legal;
	game_legal_moves(g, c, &legal);
	int p;
	BB_FOR_EACH(p, &legal, g->board.grid.words)
	{
		if (!board_is_eye(&g->board, c, p))
			return true;
	}
	return false;
}

START_TEST(test_player_games_end)
{
	/* Every seeded game on every size ends by two passes, with no move
	 * limit but a generous guard against a hang, and only when neither
	 * player has a move left: the player passes only then. */
	for (int size = 2; size <= 25; size++) {
		struct game g;
		ck_assert(game_init(&g, size));
		for (int i = 0; i < (size <= 9 ? 40 : 4); i++) {
			struct rng r;
			rng_seed(&r, (uint64_t)(7 * size + i));
			game_clear(&g);
			int c = BLACK;
			while (!game_two_passes(&g)) {
				quick_assert_msg(game_moves(&g) < 20 * size * size + 100,
						 "size %d seed %d does not end", size, i);
				game_play(&g, c, player_random_choose(&g, c, &r));
				c = colour_other(c);
			}
			quick_assert_msg(!has_move(&g, BLACK) && !has_move(&g, WHITE),
					 "size %d seed %d: a pass with a move left", size, i);
		}
		game_free(&g);
	}
}
END_TEST

START_TEST(test_player_playouts_end)
{
	/* Light playouts too end by two passes on every size, far below the
	 * cap that guards the loop. */
	struct board *b = malloc(sizeof(*b));
	for (int size = 1; size <= 25; size++) {
		struct rng r;
		rng_seed(&r, (uint64_t)size);
		for (int i = 0; i < (size <= 9 ? 200 : 20); i++) {
			board_clear(b, size);
			int moves = playout_run(b, BLACK, &r, playout_move_cap(size));
			quick_assert_msg(moves < playout_move_cap(size), "size %d hit the cap",
					 size);
			quick_assert(board_check_invariants(b));
		}
	}
	free(b);
}
END_TEST

START_TEST(test_player_light_moves_are_candidates)
{
	/* Every light move is legal under simple ko and not an own eye, and a
	 * light pass leaves no such move: checked against the game layer. */
	for (int i = 0; i < 300; i++) {
		struct game g;
		struct rng r;
		const int size = 2 + i % 8;
		rng_seed(&r, (uint64_t)i);
		quick_assert(game_init(&g, size));
		g.rules.ko = KO_SIMPLE;
		static struct board light;
		int c = BLACK;
		while (!game_two_passes(&g) && game_moves(&g) < playout_move_cap(size)) {
			board_copy(&light, &g.board);
			int p = playout_move(&light, c, &r);
			if (p == PASS) {
				int q;
				BB_FOR_EACH(q, &g.board.empty, g.board.grid.words)
				{
					quick_assert(board_is_eye(&g.board, c, q) ||
						     game_check(&g, c, q) != MOVE_OK);
				}
			} else {
				quick_assert(!board_is_eye(&g.board, c, p));
			}
			quick_assert(game_play(&g, c, p) == MOVE_OK);
			c = colour_other(c);
		}
		game_free(&g);
	}
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"moves_are_legal_candidates", test_player_moves_are_legal_candidates},
		{"uniform", test_player_uniform},
		{"uniformity_test_can_fail", test_player_uniformity_test_can_fail},
		{"signature", test_player_signature},
		{"games_end", test_player_games_end},
		{"playouts_end", test_player_playouts_end},
		{"light_moves_are_candidates", test_player_light_moves_are_candidates},
	};
	return run_cases("player", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
