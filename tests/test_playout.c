/*
 * test_playout.c - the seam for playout policies (playout.h).
 *
 * The light policy, however it is named (no policy, playout_light, or
 * policies whose functions change nothing, which run the general loop),
 * plays exactly the games of the light loop as it was written before the
 * policies came: a replay of that loop here with the same generator, and a
 * digest of its games taken then. A heavier policy defined here, which
 * captures the chain of the last move when it is in atari and refuses
 * self-ataris of two or more stones, both read from the playout board, is
 * run through playout_many with the rules core as the referee: every move
 * legal, its proposals taken when they are light moves, the points it
 * refuses never played, each point offered at most once a move, and a pass
 * only when no empty point is both a light move and permitted.
 */
#include "helpers.h"

#include "pboard.h"
#include "playout.h"
#include "rng.h"

#include <stdlib.h>
#include <string.h>

/* Whether the rules core lets c play a light move at p. */
static bool rules_candidate(const struct game *g, int c, int p)
{
	return board_at(&g->board, p) == AT_EMPTY && game_check(g, c, p) == MOVE_OK &&
	       !board_is_eye(&g->board, c, p);
}

/* A game on `size` under the playout rules, `moves` random moves of any
 * kind from the empty board: a start light play never makes. */
static void random_start(struct game *g, int size, struct rng *r, int moves)
{
	quick_assert(game_init(g, size));
	g->rules.ko = KO_SIMPLE;
	g->rules.allow_suicide = false;
	int c = BLACK;
	for (int i = 0; i < moves && g->board.empty_count > 0; i++) {
		const int p = g->board.empties[rng_below(r, (uint32_t)g->board.empty_count)];
		if (game_play(g, c, p) == MOVE_OK)
			c = colour_other(c);
	}
}

/* The light loop as it was before the policies: the empty points drawn
 * without replacement until one is a light move, the refused ones swapped
 * behind the undrawn; a pass when none is. */
static int old_light_move(struct pboard *b, int c, struct rng *r)
{
	for (int undrawn = b->empty_count; undrawn > 0;) {
		const int i = (int)rng_below(r, (uint32_t)undrawn);
		const int p = b->empties[i];
		if (pboard_try_light(b, c, p))
			return p;
		pboard_swap_empties(b, i, --undrawn);
	}
	pboard_pass(b);
	return PASS;
}

/* A recording of the moves of some playouts, in order. */
struct recording {
	int moves, room;
	uint16_t *points;
};

static void record_move(void *arg, const struct pboard *b, int colour, int point)
{
	(void)b, (void)colour;
	struct recording *rec = arg;
	quick_assert(rec->moves < rec->room);
	rec->points[rec->moves++] = (uint16_t)point;
}

/* Policies whose functions change nothing, so that the light moves are
 * played through the general loop: a choice that never proposes, a
 * permission never refused. */
static int choose_nothing(const struct playout_policy *self, const struct pboard *b, int c,
			  int last, struct rng *r)
{
	(void)self, (void)b, (void)c, (void)last, (void)r;
	return PASS;
}

static bool permit_all(const struct playout_policy *self, const struct pboard *b, int c, int p,
		       struct rng *r)
{
	(void)self, (void)b, (void)c, (void)p, (void)r;
	return true;
}

static const struct playout_policy no_choice = {choose_nothing, NULL},
				   no_refusal = {NULL, permit_all},
				   neither = {choose_nothing, permit_all};

START_TEST(test_playout_light_is_the_old_loop)
{
	/* From the empty board and from odd positions, on the sizes with code
	 * of their own (9, 13, 19) and others: each way of asking for light
	 * playouts records the moves the old loop plays with the same
	 * generator, leaves the generator where it leaves it, and tallies
	 * the same. */
	const struct playout_policy *const policies[] = {NULL, &playout_light, &no_choice,
							 &no_refusal, &neither};
	struct pboard *start = malloc(sizeof(*start)), *b = malloc(sizeof(*b));
	struct recording rec = {0, 1 << 20, malloc((1 << 20) * sizeof(uint16_t))};
	ck_assert(start && b && rec.points);
	const int sizes[] = {2, 5, 7, 9, 13, 19, 25};
	for (size_t k = 0; k < CASE_COUNT(sizes); k++) {
		const int size = sizes[k], cap = playout_move_cap(size);
		for (int from = 0; from < 2; from++) {
			struct game g;
			struct rng r;
			rng_seed(&r, (uint64_t)(100 * size + from));
			random_start(&g, size, &r, from ? size * size : 0);
			pboard_from_board(start, &g.board);
			const int count = size <= 9 ? 60 : 8;
			struct rng old;
			rng_seed(&old, 42);
			int moves = 0;
			for (int i = 0; i < count; i++) {
				pboard_copy(b, start);
				int c = WHITE, passes = 0;
				for (int m = 0; passes < 2 && m < cap; m++) {
					const int p = old_light_move(b, c, &old);
					quick_assert(moves < rec.room);
					rec.points[moves++] = (uint16_t)p;
					passes = p == PASS ? passes + 1 : 0;
					c = colour_other(c);
				}
			}
			struct playout_tally first = {0, 0, 0, 0};
			for (size_t j = 0; j < CASE_COUNT(policies); j++) {
				struct recording mine = {
					0, rec.room, malloc((size_t)rec.room * sizeof(uint16_t))};
				ck_assert_ptr_nonnull(mine.points);
				struct rng r2;
				rng_seed(&r2, 42);
				const struct playout_job job = {.start = &g.board,
								.to_move = WHITE,
								.count = count,
								.komi = 7.5,
								.policy = policies[j],
								.on_move = record_move,
								.hook_arg = &mine};
				struct playout_tally tally = {0, 0, 0, 0};
				playout_many(&job, b, &r2, &tally);
				ck_assert_int_eq(mine.moves, moves);
				ck_assert_msg(memcmp(mine.points, rec.points,
						     (size_t)moves * sizeof(uint16_t)) == 0,
					      "size %d, policy %zu: other moves", size, j);
				ck_assert_uint_eq(r2.state, old.state);
				ck_assert_int_eq(tally.moves, moves);
				if (j == 0)
					first = tally;
				ck_assert(memcmp(&tally, &first, sizeof(tally)) == 0);
				free(mine.points);
			}
			game_free(&g);
		}
	}
	free(rec.points);
	free(start);
	free(b);
}
END_TEST

/* FNV-1a, a step per value: the digest of a sequence of moves. */
static uint64_t digest_step(uint64_t h, uint64_t v)
{
	return (h ^ v) * UINT64_C(0x100000001b3);
}

static const uint64_t digest_start = UINT64_C(0xcbf29ce484222325);

/* A playout hook: the moves into a digest. */
static void digest_move(void *arg, const struct pboard *b, int colour, int point)
{
	(void)b;
	uint64_t *h = arg;
	*h = digest_step(digest_step(*h, (uint64_t)colour), (uint64_t)point);
}

/* The digest of `count` light playouts from the empty board of `size`,
 * Black first, seeded with `seed`, through playout_many and its hook. */
static uint64_t light_digest(int size, int count, uint64_t seed)
{
	struct board *empty = malloc(sizeof(*empty));
	struct pboard *scratch = malloc(sizeof(*scratch));
	ck_assert(empty && scratch);
	board_clear(empty, size);
	uint64_t h = digest_start;
	struct rng r;
	rng_seed(&r, seed);
	const struct playout_job job = {.start = empty,
					.to_move = BLACK,
					.count = count,
					.komi = 7.5,
					.on_move = digest_move,
					.hook_arg = &h};
	struct playout_tally tally = {0, 0, 0, 0};
	playout_many(&job, scratch, &r, &tally);
	free(empty);
	free(scratch);
	return digest_step(digest_step(h, r.state), (uint64_t)tally.black_wins);
}

START_TEST(test_playout_light_digest)
{
	/* The moves of these playouts, the generator's state after them and
	 * the wins, as the light loop played them before the policies came:
	 * this function, linked against a build of commit ef5b1f2, gave
	 * these numbers. The replay above holds the loop to the old one as
	 * written out here; this holds it to the games that one played. A
	 * change here changes every estimate: check it is meant. */
	ck_assert_uint_eq(light_digest(9, 200, 1), UINT64_C(0x1a937a73c8935b1a));
	ck_assert_uint_eq(light_digest(19, 20, 2), UINT64_C(0xc071f50c7a4b272a));
	ck_assert_uint_eq(light_digest(7, 200, 3), UINT64_C(0x9004c2d127aadf36));
}
END_TEST

/* Up to two liberties of the chain headed by h on the playout board, its
 * stones walked through their list, `skip` aside; adds them to lib[] (of
 * *n, at most two, distinct) and returns *n. */
static int add_liberties(const struct pboard *b, int h, int skip, int lib[2], int *n)
{
	int q = h;
	do {
		for (int d = BELOW; d <= ABOVE && *n < 2; d++) {
			const int x = q + b->offset[d];
			if (x != skip && pboard_at(b, x) == AT_EMPTY && !(*n == 1 && lib[0] == x))
				lib[(*n)++] = x;
		}
		q = b->next[q];
	} while (q != h && *n < 2);
	return *n;
}

/* What the capture policy was asked while one move was played, and counts
 * over all moves; the referee reads and clears it after each move. */
struct policy_log {
	int chosen;  /* calls of choose */
	int offered; /* its proposal */
	int last;    /* the last move it was told */
	int asked[MAX_POINTS];
	bool refused[MAX_POINTS];
	int64_t taken, not_light, refusals, refused_passes;
};

/* A heavier policy, read from the playout board alone: the chain of the
 * last move, if it is in atari, is captured (choose); a play that would
 * join chains of c's own, capture nothing and leave the chain it makes
 * with fewer than two liberties is refused (permit), as
 * board_is_self_atari says of the rules board. With a log, it writes down
 * what it was asked. */
struct capture_policy {
	struct playout_policy base; /* first, so that the two pointers convert */
	struct policy_log *log;     /* or NULL */
};

static int capture_choose(const struct playout_policy *self, const struct pboard *b, int c,
			  int last, struct rng *r)
{
	(void)r;
	struct policy_log *log = ((const struct capture_policy *)self)->log;
	int lib[2] = {PASS, PASS}, n = 0, p = PASS;
	if (pboard_at(b, last) == (c ^ 1) + 1 &&
	    add_liberties(b, pboard_head_of(b->info[last]), PASS, lib, &n) == 1)
		p = lib[0];
	if (log) {
		log->chosen++;
		log->offered = p;
		log->last = last;
	}
	return p;
}

static bool capture_permit(const struct playout_policy *self, const struct pboard *b, int c, int p,
			   struct rng *r)
{
	(void)r;
	struct policy_log *log = ((const struct capture_policy *)self)->log;
	bool permit = true;
	const uint32_t here = b->info[p];
	if (pboard_mask(here, c)) {
		int lib[2] = {PASS, PASS}, n = 0, captures = 0;
		for (int d = BELOW; d <= ABOVE; d++) {
			const int x = p + b->offset[d];
			int other[2] = {PASS, PASS}, m = 0;
			if (pboard_at(b, x) == (c ^ 1) + 1 &&
			    add_liberties(b, pboard_head_of(b->info[x]), PASS, other, &m) == 1)
				captures++;
			else if (pboard_at(b, x) == AT_EMPTY && n < 2 && !(n == 1 && lib[0] == x))
				lib[n++] = x;
		}
		for (int d = BELOW; d <= ABOVE && n < 2; d++) {
			const int x = p + b->offset[d];
			if (pboard_at(b, x) == c + 1)
				add_liberties(b, pboard_head_of(b->info[x]), p, lib, &n);
		}
		permit = captures > 0 || n >= 2;
	}
	if (log) {
		log->asked[p]++;
		log->refused[p] = !permit;
		log->refusals += !permit;
	}
	return permit;
}

/* The referee of a capture policy's playouts: the rules core played
 * alongside, from the job's start. */
struct referee {
	const struct board *start;
	struct game game;
	struct policy_log *log;
	int cap, moves, passes, last, start_last;
	int64_t playouts;
};

static void restart(struct referee *ref)
{
	quick_assert(game_set_start(&ref->game, &ref->start->pos, BLACK, 0));
	ref->moves = ref->passes = 0;
	ref->last = ref->start_last;
}

/* A playout hook: checks the move c just played at p against what the
 * policy was asked, on the rules board before the move, then plays it
 * there. */
static void referee_move(void *arg, const struct pboard *pb, int c, int p)
{
	struct referee *ref = arg;
	struct game *g = &ref->game;
	const struct board *b = &g->board;
	struct policy_log *log = ref->log;
	quick_assert(log->chosen == 1 && log->last == ref->last);
	const int offered = log->offered;
	bool asked_any = false, refused_light = false;
	for (int q = 0; q < b->grid.points; q++) {
		quick_assert(log->asked[q] <= 1);
		asked_any |= log->asked[q] != 0;
		if (board_at(b, q) != AT_EMPTY || !rules_candidate(g, c, q))
			continue;
		/* Its refusals are the rules core's self-ataris, and a pass
		 * leaves no light move it did not refuse. */
		if (log->asked[q])
			quick_assert(log->refused[q] == board_is_self_atari(b, c, q));
		quick_assert_msg(p != PASS || log->refused[q],
				 "a pass with a permitted light move left");
		refused_light |= log->refused[q];
	}
	if (offered != PASS && rules_candidate(g, c, offered)) {
		quick_assert_msg(p == offered, "a proposed light move not played");
		quick_assert_msg(!asked_any, "a draw after a proposal was played");
		log->taken++;
	} else {
		log->not_light += offered != PASS;
		if (p != PASS)
			quick_assert_msg(log->asked[p] == 1 && !log->refused[p],
					 "a move the policy did not permit");
	}
	if (p != PASS)
		quick_assert(rules_candidate(g, c, p));
	log->refused_passes += p == PASS && refused_light;
	quick_assert(game_play(g, c, p) == MOVE_OK);
	struct position pos;
	pboard_position(pb, &pos);
	for (int k = BLACK; k <= WHITE; k++)
		quick_assert(bb_equal(&b->grid, &pos.stone[k], &b->pos.stone[k]));
	log->chosen = 0;
	memset(log->asked, 0, sizeof(log->asked));
	memset(log->refused, 0, sizeof(log->refused));
	ref->last = p;
	ref->passes = p == PASS ? ref->passes + 1 : 0;
	if (++ref->moves == ref->cap || ref->passes == 2) {
		ref->playouts++;
		restart(ref);
	}
}

START_TEST(test_playout_heavier_policy)
{
	/* Playouts of the capture policy from odd positions, refereed move
	 * by move; over them all, proposals taken and proposals that were no
	 * light move (a ko), refusals, and passes with light moves refused.
	 * The job's last move, a stone of the side not to move, is the
	 * first one choose is told. */
	struct policy_log *log = calloc(1, sizeof(*log));
	struct pboard *scratch = malloc(sizeof(*scratch));
	struct referee *ref = calloc(1, sizeof(*ref));
	ck_assert(log && scratch && ref);
	const struct capture_policy policy = {{capture_choose, capture_permit}, log};
	int64_t light_moves = 0, moves = 0;
	for (int size = 3; size <= 19; size++) {
		struct game start;
		struct rng r;
		rng_seed(&r, (uint64_t)(17 * size));
		random_start(&start, size, &r, size * size / 2 + size);
		start.board.ko_point = 0; /* the referee's game knows no ko before */
		int last = PASS;
		for (int p = 1; p < start.board.grid.points && last == PASS; p++)
			if (board_at(&start.board, p) == WHITE + 1)
				last = p;
		ref->start = &start.board;
		ref->log = log;
		ref->cap = playout_move_cap(size);
		ref->start_last = last;
		ref->playouts = 0;
		ck_assert(game_init(&ref->game, size));
		ref->game.rules.ko = KO_SIMPLE;
		restart(ref);
		const struct playout_job job = {.start = &start.board,
						.to_move = BLACK,
						.last = last,
						.count = size <= 9 ? 100 : 12,
						.komi = 7.5,
						.policy = &policy.base,
						.on_move = referee_move,
						.hook_arg = ref};
		struct playout_tally tally = {0, 0, 0, 0};
		struct rng again = r;
		playout_many(&job, scratch, &r, &tally);
		ck_assert_int_eq(ref->playouts, job.count);
		ck_assert_int_eq(ref->moves, 0);
		moves += tally.moves;
		/* The same start and generator without the policy: other
		 * games. */
		struct playout_tally light = {0, 0, 0, 0};
		const struct playout_job plain = {
			.start = &start.board, .to_move = BLACK, .count = job.count, .komi = 7.5};
		playout_many(&plain, scratch, &again, &light);
		light_moves += light.moves;
		game_free(&ref->game);
		game_free(&start);
	}
	ck_assert_int_ne(moves, light_moves);
	ck_assert_int_gt(log->taken, 100);
	ck_assert_int_gt(log->not_light, 0);
	ck_assert_int_gt(log->refusals, 100);
	ck_assert_int_gt(log->refused_passes, 10);
	free(ref);
	free(scratch);
	free(log);
}
END_TEST

/* A policy's playouts on threads: the capture policy without its log. */
static void policy_parallel(const struct board *start, const struct playout_policy *policy,
			    int threads, struct playout_tally *tally, struct playout_ownership *own)
{
	memset(tally, 0, sizeof(*tally));
	playout_ownership_clear(own);
	const struct playout_job job = {.start = start,
					.to_move = WHITE,
					.count = 700,
					.komi = 7.5,
					.policy = policy,
					.ownership = own};
	ck_assert(playout_many_parallel(&job, 9, threads, tally));
}

START_TEST(test_playout_policy_in_parallel)
{
	/* playout_many_parallel plays the job's policy: the same on 1, 2 and
	 * 3 threads, and not the light playouts. */
	static struct playout_ownership own[4];
	struct playout_tally tally[4];
	const struct capture_policy policy = {{capture_choose, capture_permit}, NULL};
	struct game g;
	struct rng r;
	rng_seed(&r, 4);
	random_start(&g, 9, &r, 50);
	for (int t = 0; t < 3; t++) {
		policy_parallel(&g.board, &policy.base, t + 1, &tally[t], &own[t]);
		ck_assert(memcmp(&tally[t], &tally[0], sizeof(tally[0])) == 0);
		ck_assert(memcmp(&own[t], &own[0], sizeof(own[0])) == 0);
	}
	policy_parallel(&g.board, NULL, 2, &tally[3], &own[3]);
	ck_assert_int_eq(tally[0].playouts, 700);
	ck_assert_int_eq(tally[3].playouts, 700);
	ck_assert_int_ne(tally[0].moves, tally[3].moves);
	game_free(&g);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"light_is_the_old_loop", test_playout_light_is_the_old_loop},
		{"light_digest", test_playout_light_digest},
		{"heavier_policy", test_playout_heavier_policy},
		{"policy_in_parallel", test_playout_policy_in_parallel},
	};
	return run_cases("playout", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
