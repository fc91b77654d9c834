/*
 * playout.c - the light playout loop.
 */
#include "playout.h"

#include "score.h"

#include <assert.h>
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

/* One light move: shared by playout_move and the playout loop, which
 * inlines it so that a move in a playout costs no call. */
static inline int light_move(struct board *b, int c, struct rng *r)
{
	int undrawn = b->empty_count;
	while (undrawn > 0) {
		int i = (int)rng_below(r, (uint32_t)undrawn);
		int p = b->empties[i];
		if (light_candidate(b, c, p)) {
			board_play(b, c, p);
			return p;
		}
		board_swap_empties(b, i, --undrawn);
	}
	board_pass(b);
	return PASS;
}

int playout_move(struct board *b, int c, struct rng *r)
{
	return light_move(b, c, r);
}

/* The playout loop, inlined into each caller: with a constant NULL hook,
 * the hook costs nothing. */
static inline int run(struct board *b, int c, struct rng *r, int max_moves, playout_hook *hook,
		      void *arg)
{
	int moves = 0, passes = 0;
	while (passes < 2 && moves < max_moves) {
		const int p = light_move(b, c, r);
		if (hook)
			hook(arg, b, c, p);
		passes = p == PASS ? passes + 1 : 0;
		c = colour_other(c);
		moves++;
	}
	return moves;
}

int playout_run(struct board *b, int c, struct rng *r, int max_moves)
{
	return run(b, c, r, max_moves, NULL, NULL);
}

void playout_ownership_clear(struct playout_ownership *own)
{
	memset(own, 0, sizeof(*own));
}

void playout_count_ownership(const struct board *b, struct playout_ownership *own)
{
	const struct grid *g = &b->grid;
	own->playouts++;
	for (int c = BLACK; c <= WHITE; c++) {
		int p;
		BB_FOR_EACH(p, &b->pos.stone[c], g->words)
		{
			own->owner[c][p]++;
		}
	}
	for (int i = 0; i < b->empty_count; i++) {
		const int p = b->empties[i];
		const uint32_t info = b->info[p];
		if (info_empty_mask(info))
			continue;
		const bool black = info_mask(info, BLACK) != 0, white = info_mask(info, WHITE) != 0;
		if (black != white)
			own->owner[white][p]++;
	}
}

void playout_many(const struct playout_job *job, struct board *scratch, struct rng *r,
		  struct playout_tally *tally)
{
	assert(job->count >= 0 && (job->to_move == BLACK || job->to_move == WHITE));
	const int cap = playout_move_cap(job->start->grid.size);
	for (int i = 0; i < job->count; i++) {
		board_copy(scratch, job->start);
		const int moves = job->on_move ? run(scratch, job->to_move, r, cap, job->on_move,
						     job->hook_arg)
					       : run(scratch, job->to_move, r, cap, NULL, NULL);
		tally->playouts++;
		tally->moves += moves;
		tally->capped += moves == cap;
		tally->black_wins += score_board_margin(scratch, job->komi) > 0;
		if (job->ownership)
			playout_count_ownership(scratch, job->ownership);
	}
}
