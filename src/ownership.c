/*
 * ownership.c - the judge's playouts.
 */
#include "ownership.h"

#include "ladder.h"
#include "moggy.h"

/* A point that saves c's chain through the stone on q, in atari at
 * `liberty`: the liberty if a play there gives it two or more, or the
 * liberty of an opponent chain in atari next to it; PASS if there is
 * none. */
static int rescue(const struct pboard *b, int c, int q, int liberty)
{
	if (!(liberty == b->ko_point && c == b->ko_colour) &&
	    !moggy_is_self_atari(b, c, liberty, NULL))
		return liberty;
	const int take = moggy_capture_around(b, c, pboard_head_of(b->info[q]));
	return take != 0 ? take : PASS;
}

/* The largest eye space a nakade kills: six points, the rabbity six. */
enum { NAKADE_POINTS = 6 };

/* The vital point of the empty region through q, an empty point next to
 * the opponent's play that just took stones of c's, if the region is the
 * space they left (no stone of c borders it: else q is only a liberty of
 * the play) and one stone of c there kills it; PASS for any other region:
 * of more points, of fewer (an eye), of a shape its owner splits into two
 * eyes whatever c plays, or a square four (dead without a stone). The
 * shapes that die, told by their points' neighbours in the region: a
 * point next to all the others (a straight or bent three, a pyramid four,
 * a crossed five), or a square of four with one point more (a bulky five:
 * five links among five points, and only a square closes a loop), or a
 * crossed five with one point more next to two of its arms (a rabbity
 * six: a point of four neighbours, six links). Each has one point of the
 * most neighbours. */
static int nakade_point(const struct pboard *b, int c, int q)
{
	int region[NAKADE_POINTS], n = 1;
	region[0] = q;
	for (int i = 0; i < n; i++) {
		const uint32_t info = b->info[region[i]];
		if (pboard_mask(info, c))
			return PASS;
		for (unsigned m = pboard_empty_mask(info); m; m &= m - 1) {
			const int r = region[i] + b->offset[ctz64(m)];
			int j = 0;
			while (j < n && region[j] != r)
				j++;
			if (j < n)
				continue;
			if (n == NAKADE_POINTS)
				return PASS;
			region[n++] = r;
		}
	}
	if (n < 3)
		return PASS;
	int vital = PASS, most = 0, links = 0;
	for (int i = 0; i < n; i++) {
		const int degree = popcount64(pboard_empty_mask(b->info[region[i]]));
		links += degree;
		if (degree > most)
			most = degree, vital = region[i];
	}
	links /= 2; /* each counted from both ends */
	const bool kills =
		most == n - 1 || (n == 5 && links == 5) || (n == 6 && most == 4 && links == 6);
	return kills ? vital : PASS;
}

/* A chain of two liberties counts at most eight pseudo-liberties (each
 * liberty next to four of its stones at most): with more, it has three
 * or more. */
enum { RACE_MOST_PSEUDO = 8 };

/* Whether the chain headed by h has exactly two liberties, then in libs:
 * the pseudo-liberties bound it cheaply, and the ladder's count
 * (ladder_liberties) tells the rest. */
static inline bool two_liberties(const struct pboard *b, int h, int libs[2])
{
	return b->libs[h] <= RACE_MOST_PSEUDO && ladder_liberties(b, h, 3, libs) == 2;
}

/* A race at two liberties each: the opponent's play at `last` left a chain
 * of c's next to it two liberties, and the play's own chain has two. The
 * side to move wins such a race by the atari, which the other chain can
 * answer only by running, so c plays it: on a liberty of the play's chain
 * outside its own chain if there is one (one both share would leave its
 * own chain in atari, to be taken first), and never a self-atari or the
 * ko point c may not take. PASS if there is no such race or no such
 * point. Random play leaves this atari to chance, and so the race to the
 * side that happens to find it. A lone stone of c's races nobody:
 * players give it up rather than race with it, and an invader's lone
 * stones in the opponent's area would race, and too often kill, the wall
 * around them (a ten-point corner with two: test_commands final_score). */
static int race_point(const struct pboard *b, int c, int last)
{
	const uint32_t here = b->info[last];
	if (!pboard_mask(here, c) || popcount64(pboard_empty_mask(here)) >= 3)
		return PASS; /* next to no chain of c's, or three liberties */
	int theirs[2], mine[2];
	if (!two_liberties(b, pboard_head_of(here), theirs))
		return PASS;
	const uint32_t own = (uint32_t)1 << (PBOARD_STONE_SHIFT + c);
	for (int d = BELOW; d <= ABOVE; d++) {
		const int q = last + b->offset[d];
		if (!(b->info[q] & own) || popcount64(pboard_empty_mask(b->info[q])) >= 3)
			continue;
		const int hq = pboard_head_of(b->info[q]);
		if (b->next[hq] == hq || !two_liberties(b, hq, mine))
			continue; /* a lone stone, or three liberties */
		int shared = PASS;
		for (int i = 0; i < 2; i++) {
			const int p = theirs[i];
			if ((p == b->ko_point && c == b->ko_colour) ||
			    moggy_is_self_atari(b, c, p, NULL))
				continue;
			if (p != mine[0] && p != mine[1])
				return p;
			shared = p;
		}
		if (shared != PASS)
			return shared;
	}
	return PASS;
}

/* The policy's choice before the draw (playout.h), a reply to the
 * opponent's last play at `last`: a capture of the chain it left in atari,
 * the rescue of one of c's chains it put in atari, the vital point of
 * the eye space it made by taking c's stones, where one stone kills it, or
 * the atari that wins a race of two liberties each it made (race_point).
 * PASS if none is called for. */
static int reply(const struct playout_policy *self, const struct pboard *b, int c, int last,
		 struct rng *r)
{
	(void)self, (void)r;
	if (last == PASS || !(b->info[last] & PBOARD_STONES))
		return PASS;
	const int take = moggy_atari_liberty(b, last);
	if (take != 0 && !(take == b->ko_point && c == b->ko_colour))
		return take;
	const uint32_t mine = (uint32_t)1 << (PBOARD_STONE_SHIFT + c);
	for (int d = BELOW; d <= ABOVE; d++) {
		const int q = last + b->offset[d];
		if (!(b->info[q] & mine))
			continue;
		const int liberty = moggy_atari_liberty(b, q);
		const int p = liberty != 0 ? rescue(b, c, q, liberty) : PASS;
		if (p != PASS)
			return p;
	}
	if (b->capture_point == last && b->captured >= 3) {
		for (unsigned m = pboard_empty_mask(b->info[last]); m; m &= m - 1) {
			const int p = nakade_point(b, c, last + b->offset[ctz64(m)]);
			if (p != PASS)
				return p;
		}
	}
	return race_point(b, c, last);
}

/* The policy's refusal within the draw: a self-atari of two stones or
 * more. */
static bool no_self_atari(const struct playout_policy *self, const struct pboard *b, int c, int p,
			  struct rng *r)
{
	(void)self, (void)r;
	return !moggy_is_big_self_atari(b, c, p);
}

const struct playout_policy ownership_policy = {reply, no_self_atari};

int64_t ownership_playouts(const struct pboard *start, int to_move, int count,
			   struct pboard *scratch, struct rng *r, struct playout_ownership *own)
{
	const int cap = playout_move_cap(start->size);
	int64_t played = 0;
	for (int n = 0; n < count; n++) {
		pboard_copy(scratch, start);
		played += playout_pboard_play(scratch, to_move, PASS, r, cap, &ownership_policy,
					      NULL, NULL);
		playout_pboard_count_ownership(scratch, own);
	}
	return played;
}

/* A job of ownership_parallel, which its threads share. */
struct ownership_job {
	struct pboard start;
	int to_move;
};

/* One chunk of ownership_parallel, as playout_parallel calls it. */
static void ownership_chunk(void *arg, void *scratch, int count, struct rng *r,
			    struct playout_ownership *own, struct playout_tally *tally)
{
	const struct ownership_job *job = arg;
	tally->moves += ownership_playouts(&job->start, job->to_move, count, scratch, r, own);
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
	struct ownership_job job;
	pboard_from_board(&job.start, start);
	job.to_move = to_move;
	return playout_parallel(count, seed, threads, ownership_chunk, &job, sizeof(struct pboard),
				own, tally);
}
