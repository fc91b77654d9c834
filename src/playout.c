/*
 * playout.c - the light playout loop, on the rules board and on the
 * playout board, and playouts many at a time.
 */
#include "playout.h"

#include "draw.h"
#include "thread.h"

#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* p is an empty point. One with an empty neighbour is neither an eye nor
 * suicide nor a ko point: most candidates are settled by that one test.
 * One with no stone of c next to it is no eye of c, and the ko point is
 * such a point (its neighbours took the stone that stood there). */
static inline bool light_candidate(const struct board *b, int c, int p)
{
	const uint32_t info = b->info[p];
	if (info_empty_mask(info))
		return true;
	if (info_mask(info, c) == 0)
		return !(p == b->ko_point && c == b->ko_colour) && board_keeps_liberty(b, c, p);
	return !board_is_eye(b, c, p) && board_keeps_liberty(b, c, p);
}

/* The draw of a light move on a rules board (draw.h): the urn is the
 * board's empty list (board_urn_item), a point taken if it is a light move
 * of c, which is then played. */
struct rules_urn {
	struct board *b; /* first, for board_urn_item */
	int c;
};

ALWAYS_INLINE bool rules_take(void *urn, int p)
{
	const struct rules_urn *u = urn;
	if (!light_candidate(u->b, u->c, p))
		return false;
	board_play(u->b, u->c, p);
	return true;
}

/* One light move on a rules board: shared by playout_move and
 * playout_run, which inlines it so that a move costs no call. */
static inline int light_move(struct board *b, int c, struct rng *r)
{
	struct rules_urn urn = {b, c};
	const int p =
		draw(&urn, b->empty_count, r, board_urn_item, rules_take, board_urn_set_aside);
	if (p != DRAW_NONE)
		return p;
	board_pass(b);
	return PASS;
}

int playout_move(struct board *b, int c, struct rng *r)
{
	return light_move(b, c, r);
}

int playout_run(struct board *b, int c, struct rng *r, int max_moves)
{
	int moves = 0, passes = 0;
	while (passes < 2 && moves < max_moves) {
		const int p = light_move(b, c, r);
		passes = p == PASS ? passes + 1 : 0;
		c = colour_other(c);
		moves++;
	}
	return moves;
}

const struct playout_policy playout_light = {NULL, NULL};

/* Whether a policy's moves are light moves: their loops then run with a
 * constant NULL policy, which costs nothing. */
static bool is_light(const struct playout_policy *policy)
{
	return !policy || (!policy->choose && !policy->permit);
}

/* The draw of a move on the playout board: the urn is its empty list, a
 * point taken if the policy permits it and c may play a light move there,
 * which is then played in the same step (pboard_try_light). */
struct move_urn {
	struct pboard *b;
	int c;
	ptrdiff_t s;
	const struct playout_policy *policy; /* NULL: light */
	struct rng *r;
};

ALWAYS_INLINE int move_item(void *urn, int k)
{
	return ((const struct move_urn *)urn)->b->empties[k];
}

ALWAYS_INLINE bool move_take(void *urn, int p)
{
	const struct move_urn *u = urn;
	const struct playout_policy *policy = u->policy;
	if (policy && policy->permit) {
		/* An eye of c's, which the light move refuses, is refused
		 * before the policy is asked (playout.h): late in a playout
		 * most points drawn are eyes, and asking is a call. */
		if (pboard_is_eye_sized(u->b, u->c, p, u->s) ||
		    !policy->permit(policy, u->b, u->c, p, u->r))
			return false;
	}
	return pboard_try_light_sized(u->b, u->c, p, u->s);
}

ALWAYS_INLINE void move_set_aside(void *urn, int k, int p, int undrawn)
{
	(void)p;
	pboard_swap_empties(((struct move_urn *)urn)->b, k, undrawn);
}

/* One move on the playout board, as the policy's steps say (playout.h);
 * the light move with a NULL policy, the same draw as light_move. Inlined
 * with c a constant, each colour's loop gets code of its own, and with the
 * stride s a constant, each board size so instantiated. */
ALWAYS_INLINE int fast_move(struct pboard *restrict b, int c, int last, struct rng *restrict r,
			    const struct playout_policy *policy, ptrdiff_t s)
{
	if (policy && policy->choose) {
		const int p = policy->choose(policy, b, c, last, r);
		if (p != PASS && pboard_try_light_sized(b, c, p, s))
			return p;
	}
	struct move_urn urn = {b, c, s, policy, r};
	const int p = draw(&urn, b->empty_count, r, move_item, move_take, move_set_aside);
	if (p != DRAW_NONE)
		return p;
	pboard_pass(b);
	return PASS;
}

/* The playout loop on the playout board, inlined into each caller: with a
 * constant NULL policy and a constant NULL hook, neither costs anything.
 * The generator works on a copy that no call can see, so that its state
 * stays in a register, unless a policy's functions are given it. */
ALWAYS_INLINE int fast_run(struct pboard *restrict b, int c, int last, struct rng *r, int max_moves,
			   const struct playout_policy *policy, playout_hook *hook, void *arg,
			   ptrdiff_t s)
{
	struct rng local = *r;
	int moves = 0, passes = 0;
	while (passes < 2 && moves < max_moves) {
		const int p = policy       ? fast_move(b, c, last, &local, policy, s)
			      : c == BLACK ? fast_move(b, BLACK, last, &local, NULL, s)
					   : fast_move(b, WHITE, last, &local, NULL, s);
		if (hook)
			hook(arg, b, c, p);
		passes = p == PASS ? passes + 1 : 0;
		last = p;
		c = colour_other(c);
		moves++;
	}
	*r = local;
	return moves;
}

int playout_pboard_move(struct pboard *b, int c, struct rng *r)
{
	struct rng local = *r;
	const int p = c == BLACK ? fast_move(b, BLACK, PASS, &local, NULL, b->stride)
				 : fast_move(b, WHITE, PASS, &local, NULL, b->stride);
	*r = local;
	return p;
}

int playout_pboard_run(struct pboard *b, int c, struct rng *r, int max_moves)
{
	return fast_run(b, c, PASS, r, max_moves, NULL, NULL, NULL, b->stride);
}

void playout_ownership_clear(struct playout_ownership *own)
{
	memset(own, 0, sizeof(*own));
}

void playout_pboard_count_ownership(const struct pboard *b, struct playout_ownership *own)
{
	own->playouts++;
	const int points = b->points;
	for (int p = 0; p < points; p++) {
		const uint32_t info = b->info[p];
		if (info & PBOARD_STONES) {
			own->owner[info >> (PBOARD_STONE_SHIFT + 1) & 1][p]++;
		} else if (!(info & PBOARD_OFF) && !pboard_empty_mask(info)) {
			const bool black = pboard_mask(info, BLACK),
				   white = pboard_mask(info, WHITE);
			if (black != white)
				own->owner[white][p]++;
		}
	}
}

/* Plays `count` playouts from `start` as a job asks, each on b, on a board
 * of stride s, their moves `policy`'s (NULL: light ones). */
ALWAYS_INLINE void many_sized(const struct pboard *start, const struct playout_job *job, int count,
			      struct pboard *b, struct rng *r, struct playout_tally *tally,
			      struct playout_ownership *own, const struct playout_policy *policy,
			      ptrdiff_t s)
{
	const int cap = playout_move_cap(start->size);
	for (int i = 0; i < count; i++) {
		pboard_copy(b, start);
		const int c = job->to_move, last = job->last;
		const int moves = job->on_move
					  ? fast_run(b, c, last, r, cap, policy, job->on_move,
						     job->hook_arg, s)
					  : fast_run(b, c, last, r, cap, policy, NULL, NULL, s);
		tally->playouts++;
		tally->moves += moves;
		tally->capped += moves == cap;
		tally->black_wins += pboard_area_margin(b, job->komi) > 0;
		if (own)
			playout_pboard_count_ownership(b, own);
	}
}

/* The same with a policy other than the light one: one loop for every
 * size, as the policy's calls cost more than a constant stride saves. */
static void many_by_policy(const struct pboard *start, const struct playout_job *job, int count,
			   struct pboard *b, struct rng *r, struct playout_tally *tally,
			   struct playout_ownership *own)
{
	many_sized(start, job, count, b, r, tally, own, job->policy, start->stride);
}

/* The same, light ones with code of their own for the common sizes 9x9,
 * 13x13 and 19x19 (strides 10, 14, 20), whose neighbour offsets are then
 * constants. */
static void many_from(const struct pboard *start, const struct playout_job *job, int count,
		      struct pboard *b, struct rng *r, struct playout_tally *tally,
		      struct playout_ownership *own)
{
	if (!is_light(job->policy)) {
		many_by_policy(start, job, count, b, r, tally, own);
		return;
	}
	switch (start->stride) {
	case 10:
		many_sized(start, job, count, b, r, tally, own, NULL, 10);
		break;
	case 14:
		many_sized(start, job, count, b, r, tally, own, NULL, 14);
		break;
	case 20:
		many_sized(start, job, count, b, r, tally, own, NULL, 20);
		break;
	default:
		many_sized(start, job, count, b, r, tally, own, NULL, start->stride);
	}
}

void playout_many(const struct playout_job *job, struct pboard *scratch, struct rng *r,
		  struct playout_tally *tally)
{
	assert(job->count >= 0 && (job->to_move == BLACK || job->to_move == WHITE));
	struct pboard start;
	pboard_from_board(&start, job->start);
	many_from(&start, job, job->count, scratch, r, tally, job->ownership);
}

/* What the threads of playout_parallel share: the job, and the next chunk
 * to take. */
struct shared {
	int count;
	uint64_t seed;
	playout_chunk *play;
	void *arg;
	atomic_int next_chunk;
};

/* One thread's own: scratch memory, counts, and its thread. */
struct worker {
	struct shared *shared;
	void *scratch;
	struct playout_ownership *own; /* NULL when the job counts none */
	struct playout_tally tally;
	pthread_t thread;
	bool started;
};

/* Takes chunks until none is left. The tally is kept on the thread's stack
 * until the end, away from the cache lines other threads write. */
static void *work(void *arg)
{
	struct worker *w = arg;
	struct shared *sh = w->shared;
	struct playout_tally tally = {0, 0, 0, 0};
	for (;;) {
		const int k = atomic_fetch_add(&sh->next_chunk, 1);
		if (k >= PLAYOUT_CHUNKS)
			break;
		struct rng r;
		rng_seed(&r, rng_stream_seed(sh->seed, (uint64_t)k));
		const int n = sh->count / PLAYOUT_CHUNKS + (k < sh->count % PLAYOUT_CHUNKS);
		sh->play(sh->arg, w->scratch, n, &r, w->own, &tally);
	}
	w->tally = tally;
	return NULL;
}

bool playout_parallel(int count, uint64_t seed, int threads, playout_chunk *play, void *arg,
		      size_t scratch_size, struct playout_ownership *ownership,
		      struct playout_tally *tally)
{
	assert(count >= 0);
	threads = threads < 1 ? 1 : threads > PLAYOUT_CHUNKS ? PLAYOUT_CHUNKS : threads;
	struct worker *workers = calloc((size_t)threads, sizeof(*workers));
	bool ok = workers != NULL;
	for (int t = 0; ok && t < threads; t++) {
		workers[t].scratch = malloc(scratch_size ? scratch_size : 1);
		workers[t].own = ownership ? calloc(1, sizeof(*workers[t].own)) : NULL;
		ok = workers[t].scratch && (workers[t].own || !ownership);
	}
	if (ok) {
		struct shared sh = {.count = count, .seed = seed, .play = play, .arg = arg};
		atomic_init(&sh.next_chunk, 0);
		for (int t = 0; t < threads; t++)
			workers[t].shared = &sh;
		for (int t = 1; t < threads; t++)
			workers[t].started = thread_start(&workers[t].thread, work, &workers[t]);
		work(&workers[0]);
		for (int t = 0; t < threads; t++) {
			if (t > 0 && workers[t].started)
				pthread_join(workers[t].thread, NULL);
			const struct playout_tally *w = &workers[t].tally;
			tally->playouts += w->playouts;
			tally->moves += w->moves;
			tally->capped += w->capped;
			tally->black_wins += w->black_wins;
			const struct playout_ownership *own = workers[t].own;
			if (!own)
				continue;
			ownership->playouts += own->playouts;
			for (int c = BLACK; c <= WHITE; c++)
				for (int p = 0; p < MAX_POINTS; p++)
					ownership->owner[c][p] += own->owner[c][p];
		}
	}
	for (int t = 0; workers && t < threads; t++) {
		free(workers[t].scratch);
		free(workers[t].own);
	}
	free(workers);
	return ok;
}

/* A job of playout_many_parallel: the job, and its start on a playout
 * board, which the threads share. */
struct light_job {
	const struct playout_job *job;
	struct pboard start;
};

/* A chunk of light playouts, on a thread's playout board. */
static void light_chunk(void *arg, void *scratch, int count, struct rng *r,
			struct playout_ownership *own, struct playout_tally *tally)
{
	const struct light_job *light = arg;
	many_from(&light->start, light->job, count, scratch, r, tally, own);
}

bool playout_many_parallel(const struct playout_job *job, uint64_t seed, int threads,
			   struct playout_tally *tally)
{
	assert(job->count >= 0 && (job->to_move == BLACK || job->to_move == WHITE));
	struct light_job *light = malloc(sizeof(*light));
	if (!light)
		return false;
	light->job = job;
	pboard_from_board(&light->start, job->start);
	const bool ok = playout_parallel(job->count, seed, job->on_move ? 1 : threads, light_chunk,
					 light, sizeof(struct pboard), job->ownership, tally);
	free(light);
	return ok;
}

int playout_pboard_play(struct pboard *b, int c, int last, struct rng *r, int max_moves,
			const struct playout_policy *policy, playout_hook *hook, void *arg)
{
	if (!is_light(policy))
		return fast_run(b, c, last, r, max_moves, policy, hook, arg, b->stride);
	switch (b->stride) {
	case 10:
		return fast_run(b, c, last, r, max_moves, NULL, hook, arg, 10);
	case 20:
		return fast_run(b, c, last, r, max_moves, NULL, hook, arg, 20);
	default:
		return fast_run(b, c, last, r, max_moves, NULL, hook, arg, b->stride);
	}
}
