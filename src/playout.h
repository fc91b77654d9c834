/*
 * playout.h - light playouts: fast random games on a bare board; and the
 * seam where heavier playout policies join them.
 *
 * A light move is a uniformly random play that is legal under simple ko
 * (the board's ko point) with suicide forbidden, and that does not fill one
 * of the mover's own eyes (board_is_eye); a pass when there is none. No
 * hashing and no history: this is the loop that estimators and benchmarks
 * run millions of times. The pick is uniform: empty points are drawn without
 * replacement until one qualifies (draw.h), and rejected points are moved
 * to the end of the board's empty list (its order is not part of the
 * position).
 *
 * Estimators play many playouts from one position and count who owns each
 * point at their ends: playout_many plays them, each on a copy of the
 * position on the playout board (pboard.h), which plays the same light
 * moves with less work; playout_many_parallel plays them on several
 * threads, and playout_parallel any estimator's own playouts so.
 * playout_move and playout_run play light moves on a rules board itself.
 *
 * Playout policies. The moves of playout_many's playouts are a policy's
 * (struct playout_policy, below): light ones unless the job names another.
 * A policy may propose a move before the draw (choose: a capture, an
 * escape from atari, a reply to the last move as a 3x3 pattern suggests)
 * and refuse points the draw offers (permit: a self-atari, say); the draw
 * itself, and the light moves' rules, stay the loop's. So a heavier policy,
 * such as MoGo's rules, is two functions, and every policy's random moves
 * are the same uniform draw. The light policy has neither function, and
 * playout_many knows it when it sees it: its playouts run the fully inlined
 * loop of light moves, specialised per board size, as if there were no
 * policies at all; the others run one general loop, which calls theirs.
 *
 * The dead-stone judge's playouts (ownership.h) are such a policy too: a
 * reply to the last move, and a draw that refuses a self-atari of two or
 * more stones.
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

/*
 * A playout policy: how the moves of a playout are picked on the playout
 * board, for c, with `last` the move just played (the opponent's; PASS
 * after a pass, and at the start the job's `last`). A move is:
 * 1. choose's proposal, if it has one (not PASS) and it is a light move
 *    (then played as one). A proposal that is no light move (taken by ko,
 *    suicide, an eye of c's own) costs nothing but the try: step 2 follows.
 *    The proposal must be PASS or an empty point of the board, and it is
 *    not asked of permit: a policy vouches for its own choices.
 * 2. Else the draw: the empty points drawn uniformly without replacement
 *    (draw.h), an eye of c's own refused at once (no light move, and most
 *    of the points drawn late in a playout), each other asked of permit
 *    before it is tried, which may refuse it as if it were no light move;
 *    then played if it is one. So permit answers for any empty point the
 *    draw offers but c's eyes, light move or not.
 * 3. A pass, when the draw is through without a move: no empty point is
 *    both permitted and a light move.
 * NULL members mean none: no proposal, every point permitted. Both may draw
 * from r, the playout's generator; the light policy never does, so its
 * draws are the draws of step 2 alone. A policy with data of its own
 * (rates, pattern tables) puts the struct first in a struct of its own, to
 * which self converts. Every thread of playout_many_parallel reads one
 * policy at once: its functions read *self and what it points to, and keep
 * no state there.
 */
struct playout_policy;

typedef int playout_choose(const struct playout_policy *self, const struct pboard *b, int c,
			   int last, struct rng *r);
typedef bool playout_permit(const struct playout_policy *self, const struct pboard *b, int c, int p,
			    struct rng *r);

struct playout_policy {
	playout_choose *choose; /* the move before the draw, or PASS; NULL: none */
	playout_permit *permit; /* whether the draw may offer p; NULL: always */
};

/* The light policy: neither function, uniform light moves. A job with no
 * policy (NULL) plays it, and so does any policy with neither function. */
extern const struct playout_policy playout_light;

/* What playout_many is asked to do. */
struct playout_job {
	const struct board *start;
	int to_move;                         /* who plays first in every playout */
	int last;                            /* the move before the start, or PASS */
	int count;                           /* playouts */
	double komi;                         /* for the tally of wins */
	const struct playout_policy *policy; /* the moves' policy; NULL: light */
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

/* Plays job->count playouts of job->policy from job->start, each on
 * `scratch` (a board of any contents, overwritten), adding to *tally and to
 * job->ownership. The start is first put on a playout board on the stack
 * (some 9 KB). */
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

/* playout_many's playouts through playout_parallel: the same tally and
 * ownership on any number of threads. With a hook (job->on_move), every
 * chunk is played on the calling thread, in order, so that the hook is
 * never called from two threads at once. Returns false, having added
 * nothing, if memory runs out. */
bool playout_many_parallel(const struct playout_job *job, uint64_t seed, int threads,
			   struct playout_tally *tally);

/* One playout on b itself, c first, `last` the move before it (PASS for
 * none): the moves of `policy` (NULL: light ones) until both players pass
 * in a row or max_moves moves have been played, each told to hook (unless
 * NULL) after it is played. The same moves as playout_many's from the same
 * board and generator. Returns the number of moves played. For a search,
 * which plays its tree's moves on the board first. */
int playout_pboard_play(struct pboard *b, int c, int last, struct rng *r, int max_moves,
			const struct playout_policy *policy, playout_hook *hook, void *arg);

/* Clears ownership counts. */
void playout_ownership_clear(struct playout_ownership *own);

/* Adds the end of one playout on b to the counts: each stone for its
 * colour, each empty point whose neighbours are all stones of one colour
 * for that colour. */
void playout_pboard_count_ownership(const struct pboard *b, struct playout_ownership *own);

#endif
