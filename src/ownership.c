/*
 * ownership.c - the judge's playouts.
 */
#include "ownership.h"

#include "draw.h"

/* A point that saves c's chain through the stone on q, in atari: its
 * liberty if a play there gives it two or more, or the liberty of an
 * opponent chain in atari next to it; PASS if there is none. */
static int rescue(const struct board *b, int c, int q)
{
	const int liberty = board_last_liberty(b, q);
	if (board_check(b, c, liberty, false) == MOVE_OK &&
	    !(liberty == b->ko_point && c == b->ko_colour) && !board_is_self_atari(b, c, liberty))
		return liberty;
	struct bitboard chain;
	board_chain(b, q, &chain);
	int p;
	BB_FOR_EACH(p, &chain, b->grid.words)
	{
		for (int d = BELOW; d <= ABOVE; d++) {
			const int n = p + b->grid.neighbour[d];
			if (board_at(b, n) == (c ^ 1) + 1 && board_liberties(b, n) == 1) {
				const int take = board_last_liberty(b, n);
				if (take != b->ko_point || c != b->ko_colour)
					return take;
			}
		}
	}
	return PASS;
}

/* A reply to the opponent's last play at `last`: a capture of the chain it
 * left in atari, or the rescue of one of c's chains it put in atari. PASS
 * if none is called for. */
static int reply(const struct board *b, int c, int last)
{
	if (last == PASS || !board_is_stone(b, last))
		return PASS;
	if (board_liberties(b, last) == 1) {
		const int take = board_last_liberty(b, last);
		if (board_check(b, c, take, false) == MOVE_OK &&
		    (take != b->ko_point || c != b->ko_colour))
			return take;
	}
	for (int d = BELOW; d <= ABOVE; d++) {
		const int q = last + b->grid.neighbour[d];
		if (board_at(b, q) == c + 1 && board_liberties(b, q) == 1) {
			const int p = rescue(b, c, q);
			if (p != PASS)
				return p;
		}
	}
	return PASS;
}

/* The draw of the judge's random plays (draw.h): the urn is the board's
 * empty list, a point taken if c's play there is legal under simple ko,
 * fills no eye of c's own and is no self-atari of two or more stones. */
struct judge_urn {
	struct board *b; /* first, for board_urn_item */
	int c;
};

ALWAYS_INLINE bool judge_take(void *urn, int p)
{
	const struct judge_urn *u = urn;
	const struct board *b = u->b;
	const int c = u->c;
	return board_check(b, c, p, false) == MOVE_OK && !(p == b->ko_point && c == b->ko_colour) &&
	       !board_is_eye(b, c, p) && !board_is_self_atari(b, c, p);
}

/* A uniformly random play for c that the draw takes; PASS if there is
 * none. */
static int random_play(struct board *b, int c, struct rng *r)
{
	struct judge_urn urn = {b, c};
	const int p =
		draw(&urn, b->empty_count, r, board_urn_item, judge_take, board_urn_set_aside);
	return p == DRAW_NONE ? PASS : p;
}

int64_t ownership_playouts(const struct board *start, int to_move, int count, struct board *scratch,
			   struct rng *r, struct playout_ownership *own)
{
	const int cap = playout_move_cap(start->grid.size);
	int64_t played = 0;
	for (int n = 0; n < count; n++) {
		board_copy(scratch, start);
		int c = to_move, passes = 0, last = PASS, moves = 0;
		for (; passes < 2 && moves < cap; moves++) {
			int p = reply(scratch, c, last);
			if (p == PASS)
				p = random_play(scratch, c, r);
			if (p == PASS) {
				board_pass(scratch);
				passes++;
			} else {
				board_play(scratch, c, p);
				passes = 0;
			}
			last = p;
			c = colour_other(c);
		}
		played += moves;
		playout_count_ownership(scratch, own);
	}
	return played;
}

/* A job of ownership_parallel, which its threads share. */
struct ownership_job {
	const struct board *start;
	int to_move;
};

/* One chunk of ownership_parallel, as playout_parallel calls it. */
static void ownership_chunk(void *arg, void *scratch, int count, struct rng *r,
			    struct playout_ownership *own, struct playout_tally *tally)
{
	const struct ownership_job *job = arg;
	tally->moves += ownership_playouts(job->start, job->to_move, count, scratch, r, own);
	tally->playouts += count;
}

/* A thread pays for itself only on some thousands of moves (a fifth of a
 * millisecond): starting and waking one costs 50 to 75 microseconds on the
 * machines measured. So a call takes one thread per THREAD_WORK of its
 * playouts times empty points (about the moves it will play), at most. */
enum { THREAD_WORK = 2048 };

bool ownership_parallel(const struct board *start, int to_move, int count, uint64_t seed,
			int threads, struct playout_ownership *own, struct playout_tally *tally)
{
	const int64_t worth = (int64_t)count * start->empty_count / THREAD_WORK;
	threads = worth < 1 ? 1 : worth < threads ? (int)worth : threads;
	struct ownership_job job = {start, to_move};
	return playout_parallel(count, seed, threads, ownership_chunk, &job, sizeof(struct board),
				own, tally);
}
