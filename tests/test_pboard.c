/*
 * test_pboard.c - the playout board against the rules core, and the
 * playouts that run on it.
 *
 * The rules core (game.h under simple ko, suicide forbidden, and
 * board_is_eye) is the referee. Seeded light games are played on a playout
 * board, and every move is checked against the rules core played alongside:
 * a move must be a light candidate there and a pass must leave none, the
 * positions, ko points and stone counts must agree after it, and on small
 * boards every empty point's candidacy for both colours must agree before
 * it. Playout boards are also built from varied positions (setups, eye
 * fills, kos just taken), and the playouts of playout_many are checked
 * move by move through their hook; playout_many_parallel's and
 * playout_parallel's for not depending on the number of threads.
 */
#include "helpers.h"

#include "pboard.h"
#include "playout.h"
#include "rng.h"
#include "score.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Whether the rules core lets c play a light move at p. */
static bool rules_candidate(const struct game *g, int c, int p)
{
	return board_at(&g->board, p) == AT_EMPTY && game_check(g, c, p) == MOVE_OK &&
	       !board_is_eye(&g->board, c, p);
}

/* Whether c has a light move left, by the rules core. */
static bool rules_has_candidate(const struct game *g, int c)
{
	int p;
	BB_FOR_EACH(p, &g->board.empty, g->board.grid.words)
	{
		if (rules_candidate(g, c, p))
			return true;
	}
	return false;
}

/* The playout board holds the rules board's position and ko. After a pass
 * the playout board has no ko point, while the rules board keeps its own
 * (the game decides ko from the history). */
static void assert_same_after(const struct pboard *pb, const struct board *b, bool pass)
{
	quick_assert(pboard_check_invariants(pb));
	quick_assert(pb->size == b->grid.size && pb->empty_count == b->empty_count);
	struct position pos;
	pboard_position(pb, &pos);
	for (int c = BLACK; c <= WHITE; c++) {
		quick_assert(bb_equal(&b->grid, &pos.stone[c], &b->pos.stone[c]));
		quick_assert(pb->stones[c] == bb_count(&b->grid, &b->pos.stone[c]));
	}
	quick_assert(pboard_area_margin(pb, 7.5) == score_board_margin(b, 7.5));
	quick_assert(pb->ko_point == (pass ? 0 : b->ko_point));
	quick_assert(pb->ko_point == 0 || pb->ko_colour == b->ko_colour);
}

static void assert_same(const struct pboard *pb, const struct board *b)
{
	assert_same_after(pb, b, false);
}

/* Every empty point's candidacy for both colours agrees (all points on
 * small boards, a sample on large ones). The answers are
 * pboard_is_candidate's, tried on one copy of the board that is made again
 * only after a try played (a refused one leaves the board as it was). */
static void assert_candidates_agree(const struct pboard *pb, const struct game *g, struct rng *r)
{
	static struct pboard copy;
	const struct board *b = &g->board;
	const bool all = b->grid.size <= 9;
	pboard_copy(&copy, pb);
	for (int i = 0; i < b->empty_count; i++) {
		if (!all && rng_below(r, 8) != 0)
			continue;
		const int p = b->empties[i];
		for (int c = BLACK; c <= WHITE; c++) {
			const bool played = pboard_try_light(&copy, c, p);
			if (played)
				pboard_copy(&copy, pb);
			quick_assert_msg(played == rules_candidate(g, c, p),
					 "size %d, %c at %d: playout board %d", b->grid.size,
					 c == BLACK ? 'B' : 'W', p, played);
		}
	}
}

/* A game on `size` under the playout rules, its start a few random moves
 * of any kind (eye fills too) from the empty board, `c` to move. */
static void random_start(struct game *g, int size, struct rng *r, int moves, int *c)
{
	quick_assert(game_init(g, size));
	g->rules.ko = KO_SIMPLE;
	g->rules.allow_suicide = false;
	*c = BLACK;
	for (int i = 0; i < moves && g->board.empty_count > 0; i++) {
		const int p = g->board.empties[rng_below(r, (uint32_t)g->board.empty_count)];
		if (game_play(g, *c, p) == MOVE_OK)
			*c = colour_other(*c);
	}
}

/* Plays one seeded light game on a playout board from g's position,
 * checking every move against g, played alongside. */
static void light_game(struct game *g, int c, struct rng *r)
{
	struct pboard *pb = malloc(sizeof(*pb));
	ck_assert_ptr_nonnull(pb);
	pboard_from_board(pb, &g->board);
	assert_same(pb, &g->board);
	const int size = g->board.grid.size, cap = playout_move_cap(size);
	int passes = 0;
	for (int moves = 0; passes < 2 && moves < cap; moves++) {
		if (size <= 9 || moves % 16 == 0)
			assert_candidates_agree(pb, g, r);
		const int p = playout_pboard_move(pb, c, r);
		if (p == PASS) {
			quick_assert_msg(!rules_has_candidate(g, c),
					 "size %d: a pass with a move left", size);
			passes++;
		} else {
			quick_assert_msg(rules_candidate(g, c, p), "size %d: %d is no light move",
					 size, p);
			passes = 0;
		}
		quick_assert(game_play(g, c, p) == MOVE_OK);
		assert_same_after(pb, &g->board, p == PASS);
		c = colour_other(c);
	}
	/* On the smallest boards, simple ko lets a few games cycle to the cap
	 * (some 0.5% on 3x3, on the rules board as here). */
	quick_assert_msg(passes == 2 || size <= 4, "size %d: no end in %d moves", size, cap);
	free(pb);
}

START_TEST(test_pboard_light_games_from_empty)
{
	for (int size = 1; size <= 25; size++) {
		int games = size <= 5 ? 2000 : size <= 9 ? 300 : size <= 13 ? 30 : 6;
		if (light_run()) /* rounded up: a big board keeps one game */
			games = (games + 9) / 10;
		for (int i = 0; i < games; i++) {
			struct game g;
			struct rng r;
			rng_seed(&r, (uint64_t)(1000 * size + i));
			int c;
			random_start(&g, size, &r, 0, &c);
			light_game(&g, c, &r);
			game_free(&g);
		}
	}
}
END_TEST

START_TEST(test_pboard_light_games_from_anywhere)
{
	/* Starts after random moves of any kind, eye fills among them, so
	 * that the playout board is built from positions light play never
	 * makes, and sometimes with a ko just taken. */
	for (int size = 2; size <= 19; size++) {
		const int games = repeats(size <= 9 ? 400 : 12);
		for (int i = 0; i < games; i++) {
			struct game g;
			struct rng r;
			rng_seed(&r, (uint64_t)(7000 * size + i));
			int c;
			random_start(&g, size, &r, (int)rng_below(&r, (uint32_t)(3 * size * size)),
				     &c);
			light_game(&g, c, &r);
			game_free(&g);
		}
	}
}
END_TEST

START_TEST(test_pboard_ko)
{
	/* Black takes B3 with C3, a lone stone in atari: White may not take
	 * back at B3 at once, and may after a pass; Black may fill it, a
	 * false eye. */
	struct game g;
	game_from_diagram(&g,
			  ". . . . .\n"
			  ". X O . .\n"
			  "X O . O .\n"
			  ". X O . .\n"
			  ". . . . .\n",
			  BLACK);
	g.rules.ko = KO_SIMPLE;
	struct pboard pb, copy;
	pboard_from_board(&pb, &g.board);
	const int b3 = pt(&g, "B3"), c3 = pt(&g, "C3");
	ck_assert(pboard_is_candidate(&pb, BLACK, c3));
	pboard_play(&pb, BLACK, c3);
	must_play(&g, BLACK, "C3");
	assert_same(&pb, &g.board);
	ck_assert_int_eq(pb.ko_point, b3);
	ck_assert(!pboard_is_candidate(&pb, WHITE, b3));
	ck_assert(pboard_is_candidate(&pb, BLACK, b3));
	/* Built from the rules board right after the capture, the same. */
	pboard_from_board(&copy, &g.board);
	assert_same(&copy, &g.board);
	ck_assert(!pboard_is_candidate(&copy, WHITE, b3));
	pboard_pass(&pb);
	ck_assert(pboard_is_candidate(&pb, WHITE, b3));
	pboard_play(&pb, WHITE, b3);
	ck_assert(pboard_check_invariants(&pb));
	ck_assert_int_eq(pb.ko_point, c3);
	ck_assert_int_eq(pb.stones[BLACK], 3);
	game_free(&g);
}
END_TEST

START_TEST(test_pboard_join_chains_in_atari)
{
	/* C3 joins two black chains whose only liberty it is, above (C4) and
	 * on the right (D3), with an empty point below: the chain made has C2
	 * alone. (The chains counting 0 once C3 is played, a choice of the
	 * base chain by counts alone would take the empty point's head 0.) */
	struct game g;
	game_from_diagram(&g,
			  ". . O . .\n"
			  ". O X O .\n"
			  ". O . X O\n"
			  ". . . O .\n"
			  ". . . . .\n",
			  BLACK);
	g.rules.ko = KO_SIMPLE;
	struct pboard pb;
	pboard_from_board(&pb, &g.board);
	ck_assert(pboard_is_candidate(&pb, BLACK, pt(&g, "C3")));
	pboard_play(&pb, BLACK, pt(&g, "C3"));
	must_play(&g, BLACK, "C3");
	assert_same(&pb, &g.board);
	const int head = pboard_head_of(pb.info[pt(&g, "C3")]);
	ck_assert_int_eq(pb.libs[head], 1);
	ck_assert_int_eq(pboard_head_of(pb.info[pt(&g, "C4")]), head);
	ck_assert_int_eq(pboard_head_of(pb.info[pt(&g, "D3")]), head);
	game_free(&g);
}
END_TEST

/* The chi-square value a correct uniform generator exceeds with chance
 * 1e-6, for df degrees of freedom (Wilson-Hilferty; z is the normal
 * quantile), as in test_player.c. */
static double chi_square_limit(int df)
{
	const double z = 4.7534, a = 2.0 / (9.0 * df);
	return df * pow(1 - a + z * sqrt(a), 3);
}

START_TEST(test_pboard_uniform)
{
	/* Own eyes, suicide points, a ko and scattered empty points: the
	 * light move is uniform over the rules core's candidates, for both
	 * colours. */
	struct game g;
	game_from_diagram(&g,
			  ". X . X O . .\n"
			  "X X X X O O .\n"
			  ". . . X O . O\n"
			  "X . X O . O .\n"
			  ". X O . O . .\n"
			  "X O . O . . .\n"
			  ". X O . . . .\n",
			  BLACK);
	g.rules.ko = KO_SIMPLE;
	must_play(&g, BLACK, "C2"); /* takes B2: a ko White may not take back */
	struct pboard start, pb;
	pboard_from_board(&start, &g.board);
	for (int c = BLACK; c <= WHITE; c++) {
		int index[MAX_POINTS], k = 0;
		for (int p = 0; p < MAX_POINTS; p++)
			index[p] = p < g.board.grid.points && board_at(&g.board, p) == AT_EMPTY &&
						   rules_candidate(&g, c, p)
					   ? k++
					   : -1;
		ck_assert_int_ge(k, 5);
		long observed[MAX_POINTS] = {0};
		const long draws = 4000L * k;
		struct rng r;
		rng_seed(&r, 2026 + (uint64_t)c);
		for (long i = 0; i < draws; i++) {
			pboard_copy(&pb, &start);
			const int p = playout_pboard_move(&pb, c, &r);
			quick_assert_msg(p != PASS && index[p] >= 0, "drew a non-candidate");
			observed[index[p]]++;
		}
		double chi = 0;
		const double expected = (double)draws / k;
		for (int i = 0; i < k; i++)
			chi += (observed[i] - expected) * (observed[i] - expected) / expected;
		ck_assert_msg(chi < chi_square_limit(k - 1), "chi2 %f, df %d", chi, k - 1);
	}
	game_free(&g);
}
END_TEST

/* What the hook of test_pboard_playouts checks against. */
struct mirror {
	const struct board *start;
	struct game game;
	int moves, passes;
	int64_t playouts, black_wins;
	struct playout_ownership own;
	double komi;
};

/* A playout hook: each move is checked and played on the rules core; at a
 * playout's end (two passes) the score and the ownership are tallied from
 * the rules board, and the mirror starts again from the job's start. */
static void mirror_move(void *arg, const struct pboard *pb, int colour, int point)
{
	struct mirror *m = arg;
	struct game *g = &m->game;
	if (point == PASS) {
		quick_assert(!rules_has_candidate(g, colour));
		m->passes++;
	} else {
		quick_assert(rules_candidate(g, colour, point));
		m->passes = 0;
	}
	quick_assert(game_play(g, colour, point) == MOVE_OK);
	assert_same_after(pb, &g->board, point == PASS);
	m->moves++;
	if (m->passes < 2)
		return;
	const struct board *b = &g->board;
	m->playouts++;
	m->black_wins += score_board_margin(b, m->komi) > 0;
	m->own.playouts++;
	for (int p = 0; p < b->grid.points; p++) {
		if (board_is_stone(b, p)) {
			m->own.owner[board_colour(b, p)][p]++;
		} else if (board_at(b, p) == AT_EMPTY && !info_empty_mask(b->info[p])) {
			const bool black = info_mask(b->info[p], BLACK) != 0,
				   white = info_mask(b->info[p], WHITE) != 0;
			if (black != white)
				m->own.owner[white][p]++;
		}
	}
	quick_assert(game_set_start(g, &m->start->pos, BLACK, 0));
	g->board.ko_point = m->start->ko_point;
	g->board.ko_colour = m->start->ko_colour;
	m->passes = 0;
}

START_TEST(test_pboard_playouts)
{
	/* playout_many's own loop, watched through its hook: every move a
	 * light move by the rules core, and the tally and the ownership as
	 * the rules board counts them. */
	for (int size = 2; size <= 13; size++) {
		struct game start;
		struct rng r;
		rng_seed(&r, (uint64_t)(31 * size));
		int c;
		random_start(&start, size, &r, size * size / 2, &c);
		struct mirror *m = calloc(1, sizeof(*m));
		ck_assert_ptr_nonnull(m);
		m->start = &start.board;
		m->komi = 7.5;
		ck_assert(game_init(&m->game, size));
		m->game.rules.ko = KO_SIMPLE;
		ck_assert(game_set_start(&m->game, &start.board.pos, BLACK, 0));
		struct playout_ownership *own = calloc(1, sizeof(*own));
		struct pboard *scratch = malloc(sizeof(*scratch));
		ck_assert(own && scratch);
		/* Black moves first: the start's side to move is left aside, as
		 * the mirror's game knows no ko from before. */
		start.board.ko_point = 0;
		const struct playout_job job = {.start = &start.board,
						.to_move = BLACK,
						.count = size <= 7 ? 50 : 10,
						.komi = m->komi,
						.ownership = own,
						.on_move = mirror_move,
						.hook_arg = m};
		struct playout_tally tally = {0, 0, 0, 0};
		playout_many(&job, scratch, &r, &tally);
		ck_assert_int_eq(tally.playouts, job.count);
		ck_assert_int_eq(tally.capped, 0);
		ck_assert_int_eq(m->playouts, job.count);
		ck_assert_int_eq(tally.moves, m->moves);
		ck_assert_int_eq(tally.black_wins, m->black_wins);
		ck_assert(memcmp(own, &m->own, sizeof(*own)) == 0);
		(void)c;
		free(scratch);
		free(own);
		game_free(&m->game);
		free(m);
		game_free(&start);
	}
}
END_TEST

/* Runs a job on `threads` threads into fresh counts. */
static void parallel(const struct board *start, int count, int threads, uint64_t seed,
		     struct playout_tally *tally, struct playout_ownership *own)
{
	memset(tally, 0, sizeof(*tally));
	playout_ownership_clear(own);
	const struct playout_job job = {
		.start = start, .to_move = WHITE, .count = count, .komi = 7.5, .ownership = own};
	ck_assert(playout_many_parallel(&job, seed, threads, tally));
}

START_TEST(test_pboard_parallel_is_deterministic)
{
	/* 1, 2 and 3 threads give the same playouts, chunk for chunk as
	 * playout_many plays them with each chunk's stream. */
	static struct playout_ownership one, two, three, chunks;
	struct playout_tally t1, t2, t3, tc = {0, 0, 0, 0};
	struct pboard scratch;
	for (int size = 5; size <= 19; size += 7) {
		struct game g;
		struct rng r;
		rng_seed(&r, (uint64_t)size);
		int c;
		random_start(&g, size, &r, size * size, &c);
		/* Every one of the PLAYOUT_CHUNKS chunks plays in a light run too. */
		const int count = repeats(1000) + size;
		parallel(&g.board, count, 1, 99, &t1, &one);
		parallel(&g.board, count, 2, 99, &t2, &two);
		parallel(&g.board, count, 3, 99, &t3, &three);
		ck_assert(memcmp(&t1, &t2, sizeof(t1)) == 0 && memcmp(&t1, &t3, sizeof(t1)) == 0);
		ck_assert(memcmp(&one, &two, sizeof(one)) == 0);
		ck_assert(memcmp(&one, &three, sizeof(one)) == 0);
		ck_assert_int_eq(t1.playouts, count);
		ck_assert_int_eq(one.playouts, count);
		memset(&tc, 0, sizeof(tc));
		playout_ownership_clear(&chunks);
		for (int k = 0; k < PLAYOUT_CHUNKS; k++) {
			struct rng chunk;
			rng_seed(&chunk, rng_stream_seed(99, (uint64_t)k));
			const struct playout_job job = {.start = &g.board,
							.to_move = WHITE,
							.count = count / PLAYOUT_CHUNKS +
								 (k < count % PLAYOUT_CHUNKS),
							.komi = 7.5,
							.ownership = &chunks};
			playout_many(&job, &scratch, &chunk, &tc);
		}
		ck_assert(memcmp(&t1, &tc, sizeof(t1)) == 0);
		ck_assert(memcmp(&one, &chunks, sizeof(one)) == 0);
		/* Another seed, other playouts. */
		parallel(&g.board, count, 2, 100, &t2, &two);
		ck_assert(memcmp(&one, &two, sizeof(one)) != 0);
		game_free(&g);
	}
}
END_TEST

/* A chunk of an estimator's own playouts for playout_parallel: light
 * playouts on a rules board (playout_run) from the board `arg`, White
 * first, counting the stones each colour ends with. */
static void rules_chunk(void *arg, void *scratch, int count, struct rng *r,
			struct playout_ownership *own, struct playout_tally *tally)
{
	const struct board *start = arg;
	struct board *b = scratch;
	for (int i = 0; i < count; i++) {
		board_copy(b, start);
		tally->moves += playout_run(b, WHITE, r, playout_move_cap(start->grid.size));
		tally->playouts++;
		tally->black_wins += score_board_margin(b, 7.5) > 0;
		if (!own)
			continue;
		own->playouts++;
		for (int p = 0; p < b->grid.points; p++)
			if (board_is_stone(b, p))
				own->owner[board_colour(b, p)][p]++;
	}
}

START_TEST(test_pboard_parallel_any_playouts)
{
	/* playout_parallel with playouts of the caller's: the same on 1, 2
	 * and 3 threads, with and without ownership, and nothing for none. */
	static struct playout_ownership own[3];
	struct playout_tally tally[3];
	struct game g;
	struct rng r;
	rng_seed(&r, 3);
	int c;
	random_start(&g, 9, &r, 30, &c);
	for (int t = 0; t < 3; t++) {
		memset(&tally[t], 0, sizeof(tally[t]));
		playout_ownership_clear(&own[t]);
		ck_assert(playout_parallel(700, 5, t + 1, rules_chunk, &g.board,
					   sizeof(struct board), &own[t], &tally[t]));
		ck_assert(memcmp(&tally[t], &tally[0], sizeof(tally[0])) == 0);
		ck_assert(memcmp(&own[t], &own[0], sizeof(own[0])) == 0);
	}
	ck_assert_int_eq(tally[0].playouts, 700);
	ck_assert_int_eq(own[0].playouts, 700);
	struct playout_tally without = {0, 0, 0, 0}, none = {0, 0, 0, 0};
	ck_assert(playout_parallel(700, 5, 2, rules_chunk, &g.board, sizeof(struct board), NULL,
				   &without));
	ck_assert(memcmp(&without, &tally[0], sizeof(without)) == 0);
	ck_assert(playout_parallel(0, 5, 2, rules_chunk, &g.board, sizeof(struct board), NULL,
				   &none));
	ck_assert_int_eq(none.playouts, 0);
	game_free(&g);
}
END_TEST

START_TEST(test_pboard_same_statistics)
{
	/* Light playouts on the playout board and on the rules board (a
	 * separate implementation, playout_run) are the same random games in
	 * distribution: their mean lengths agree within five standard errors.
	 */
	struct board *b = malloc(sizeof(*b)), *empty = malloc(sizeof(*empty));
	struct pboard *pb = malloc(sizeof(*pb)), *start = malloc(sizeof(*start));
	ck_assert(b && empty && pb && start);
	for (int size = 5; size <= 7; size += 2) {
		board_clear(empty, size);
		pboard_from_board(start, empty);
		struct rng r;
		rng_seed(&r, 5);
		double sum[2] = {0, 0}, squares[2] = {0, 0};
		const int n = repeats(20000);
		for (int i = 0; i < n; i++) {
			board_copy(b, empty);
			pboard_copy(pb, start);
			const double moves[2] = {
				playout_run(b, BLACK, &r, playout_move_cap(size)),
				playout_pboard_run(pb, BLACK, &r, playout_move_cap(size))};
			for (int k = 0; k < 2; k++) {
				sum[k] += moves[k];
				squares[k] += moves[k] * moves[k];
			}
		}
		double mean[2], var[2];
		for (int k = 0; k < 2; k++) {
			mean[k] = sum[k] / n;
			var[k] = squares[k] / n - mean[k] * mean[k];
		}
		const double error = sqrt((var[0] + var[1]) / n);
		ck_assert_msg(fabs(mean[0] - mean[1]) < 5 * error, "size %d: %.2f and %.2f moves",
			      size, mean[0], mean[1]);
	}
	free(b);
	free(empty);
	free(pb);
	free(start);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"light_games_from_empty", test_pboard_light_games_from_empty},
		{"light_games_from_anywhere", test_pboard_light_games_from_anywhere},
		{"ko", test_pboard_ko},
		{"join_chains_in_atari", test_pboard_join_chains_in_atari},
		{"uniform", test_pboard_uniform},
		{"playouts", test_pboard_playouts},
		{"parallel_is_deterministic", test_pboard_parallel_is_deterministic},
		{"parallel_any_playouts", test_pboard_parallel_any_playouts},
		{"same_statistics", test_pboard_same_statistics},
	};
	return run_cases("pboard", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
