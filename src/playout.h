/*
 * playout.h - light playouts: fast random games on a bare board.
 *
 * A light move is a uniformly random play that is legal under simple ko
 * (the board's ko point) with suicide forbidden, and that does not fill one
 * of the mover's own eyes (board_is_eye); a pass when there is none. No
 * hashing and no history: this is the loop that estimators and benchmarks
 * run millions of times. The pick is uniform: empty points are drawn without
 * replacement until one qualifies, and rejected points are moved to the end
 * of the board's empty list (its order is not part of the position).
 *
 * Estimators play many playouts from one position and count who owns each
 * point at their ends: playout_many plays light ones, each on a copy of the
 * position on the playout board (pboard.h), which plays the same light
 * moves with less work; playout_many_parallel plays them on several
 * threads, and playout_parallel any estimator's own playouts so.
 * playout_move and playout_run play light moves on a rules board itself.
 */
#ifndef ISHI_PLAYOUT_H
#define ISHI_PLAYOUT_H

#include "board.h"
#include "pboard.h"
#include "rng.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Plays one light move for c on a rules board and returns its point, or
 * PASS. */
int playout_move(struct board *b, int c, struct rng *r);

/* Plays light moves, c first, until both players pass in a row or
 * max_moves moves (passes included) have been played. Returns the number of
 * moves played. */
int playout_run(struct board *b, int c, struct rng *r, int max_moves);

/* The same two on a playout board. */
int playout_pboard_move(struct pboard *b, int c, struct rng *r);
int playout_pboard_run(struct pboard *b, int c, struct rng *r, int max_moves);

/* A move cap no playout should ever reach, for a board of this size. */
static inline int playout_move_cap(int size)
{
	return 4 * size * size + 100;
}

/* Told of every move of a playout of playout_many, after it is played: the
 * playout board, the mover, and the point (PASS for a pass). */
typedef void playout_hook(void *arg, const struct pboard *b, int colour, int point);

/* Per point, in how many playouts it ended as black's or white's area: a
 * stone of that colour, or an empty point whose neighbours are all stones of
 * that colour. Points of neither count for nobody. */
struct playout_ownership {
	int32_t playouts;
	int32_t owner[2][MAX_POINTS];
};

/* What playout_many is asked to do. */
struct playout_job {
	const struct board *start;
	int to_move;                         /* who plays first in every playout */
	int count;                           /* playouts */
	double komi;                         /* for the tally of wins */
	struct playout_ownership *ownership; /* added to, unless NULL */
	playout_hook *on_move;               /* unless NULL */
	void *hook_arg;
};

/* What playout_many played, added up. */
struct playout_tally {
	int64_t playouts, moves;
	int64_t capped;     /* playouts that reached playout_move_cap */
	int64_t black_wins; /* by area, at the job's komi */
};

/* Plays job->count playouts from job->start, each on `scratch` (a board of
 * any contents, overwritten), adding to *tally and to job->ownership. The
 * start is first put on a playout board on the stack (some 9 KB). */
void playout_many(const struct playout_job *job, struct pboard *scratch, struct rng *r,
		  struct playout_tally *tally);

/* The chunks playout_parallel splits a job into. */
enum { PLAYOUT_CHUNKS = 64 };

/* One chunk of a parallel job, on one thread: plays `count` playouts drawn
 * from r, adding to *own (NULL when the job counts no ownership) and to
 * *tally. `scratch` is the thread's own memory, of the size the job asked
 * for and of any contents; `arg` is the job's, shared by all threads, so
 * read only. */
typedef void playout_chunk(void *arg, void *scratch, int count, struct rng *r,
			   struct playout_ownership *own, struct playout_tally *tally);

/* Plays `count` playouts in PLAYOUT_CHUNKS chunks of as equal sizes as may
 * be (the first ones one playout more), chunk k by play() with a generator
 * of its own seeded with rng_stream_seed(seed, k), on up to `threads`
 * threads (the caller's among them) that take the chunks in turn, each with
 * `scratch_size` bytes of scratch memory and (unless `ownership` is NULL)
 * ownership counts of its own; the counts and tallies are added to
 * *ownership and *tally at the end. So the result depends on neither the
 * number of threads nor their timing, as long as a chunk's playouts depend
 * only on its generator. This serves any kind of playouts: the light ones
 * of playout_many_parallel, or an estimator's own. Allocates the threads'
 * memory: returns false, having added nothing, if it cannot; a thread that
 * cannot start leaves its chunks to the others. The threads are started
 * for each call, which costs some tens of microseconds: worth it for jobs
 * of a millisecond or more. */
bool playout_parallel(int count, uint64_t seed, int threads, playout_chunk *play, void *arg,
		      size_t scratch_size, struct playout_ownership *ownership,
		      struct playout_tally *tally);

/* playout_many's light playouts through playout_parallel: the same tally
 * and ownership on any number of threads. With a hook (job->on_move), every
 * chunk is played on the calling thread, in order, so that the hook is
 * never called from two threads at once. Returns false, having added
 * nothing, if memory runs out. */
bool playout_many_parallel(const struct playout_job *job, uint64_t seed, int threads,
			   struct playout_tally *tally);

/* Clears ownership counts. */
void playout_ownership_clear(struct playout_ownership *own);

/* Adds the end of one playout on b to the counts: each stone for its
 * colour, each empty point whose neighbours are all stones of one colour
 * for that colour. */
void playout_count_ownership(const struct board *b, struct playout_ownership *own);

#endif
