/*
 * uct/search.c - the iterations of the search, on one thread or several.
 *
 * Tree parallelism without a lock on the way (Enzenberger and Mueller's
 * lock-free tree in Fuego): every thread descends and updates the one tree
 * at once, reading and writing its statistics as relaxed atomics
 * (uct/tree.h), and plays its playout apart. Only an expansion takes the
 * lock, to give a leaf the block of children it made beforehand. A descent
 * counts its visit in every node of its path at once (a virtual loss: a
 * visit whose win comes only with the result), so that threads descending
 * meanwhile spread over other moves; the update then adds the result. On
 * one thread that is the same as counting the visit with the result, and
 * every load sees the last store, so the search is the one a plain tree
 * would make.
 */
#include "uct/search.h"

#include "score.h"
#include "thread.h"
#include "zobrist.h"

#include <math.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* The deepest descent: a tree deeper than this plays its playout from
 * there. */
enum { MAX_DEPTH = 2 * MAX_POINTS, EARLY_EVERY = 64 };

void uct_search_default_settings(struct uct_settings *s)
{
	s->policy = NULL;
	s->prior = NULL;
	s->expand_visits = 2;
	s->rave_equiv = 2000;
	s->explore = 0;
	s->max_nodes = UCT_DEFAULT_NODES;
	s->early_stop = true;
	s->threads = 1;
	s->progress = NULL;
	s->progress_arg = NULL;
	s->stats = NULL;
	s->bans = NULL;
}

/* What the threads of one search share. The tree's nodes are read and
 * written by all at once; its expansions, and so its counts and marks,
 * are under the lock. */
struct shared {
	struct uct_tree *t;
	const struct game *g;
	const struct uct_settings *s;
	const struct uct_prior *prior;
	const struct bitboard *allowed; /* the root's moves that may be chosen, or NULL */
	int to_move, root_last, root_passes;
	uint64_t root_hash;
	bool superko;
	double komi; /* with White's handicap points */
	struct grid grid;
	struct pboard root_board;
	pthread_mutex_t lock;
	_Atomic int64_t claimed, done, limit; /* iterations begun, finished, allowed */
	_Atomic int64_t moves;
	atomic_bool stop;
};

/* One thread's own. */
struct worker {
	struct shared *sh;
	struct rng r;
	struct pboard b;
	struct board rules; /* for expansions: the leaf's position */
	uint32_t path[MAX_DEPTH + 1];
	uint64_t hashes[MAX_DEPTH + 1];
	uint8_t first[MAX_POINTS]; /* AMAF: 1 + the colour that played a point first */
	struct uct_node pending[MAX_POINTS + 1]; /* an expansion's children, made unlocked */
	int pending_count;
	pthread_t thread;
	bool started;
	struct uct_stats *stats; /* the caller's worker's, if asked */
};

/* The value of child n for the player who would play it, given its
 * parent's playouts. */
static double value(const struct shared *S, const struct uct_node *n, double log_parent)
{
	const float visits = UCT_LOAD(n->visits), amaf_visits = UCT_LOAD(n->amaf_visits);
	double q = visits > 0 ? UCT_LOAD(n->wins) / visits : 0.5;
	if (amaf_visits > 0) {
		const double v = visits, av = amaf_visits;
		const double beta = av / (av + v + v * av / S->s->rave_equiv);
		q = (1 - beta) * q + beta * (UCT_LOAD(n->amaf_wins) / av);
	}
	if (S->s->explore > 0)
		q += S->s->explore * sqrt(log_parent / (UCT_LOAD(n->playouts) + 1.0));
	return q;
}

/* Whether child n, c's move at `ply`, may not be tried: the root's limit
 * or a ban. */
static bool barred(const struct shared *S, const struct uct_node *n, int ply, int c)
{
	return (ply == 1 && S->allowed && !bb_test(S->allowed, n->move)) ||
	       uct_banned(S->s->bans, ply, c, n->move);
}

/* The child of node i, c to move at depth `depth`, to descend into, or 0
 * if none may be (a leaf). */
static uint32_t select_child(const struct shared *S, uint32_t i, int depth, int c)
{
	uint32_t first;
	const unsigned count = uct_tree_children(S->t, i, &first);
	if (!count)
		return 0;
	const double log_parent =
		S->s->explore > 0 ? log(UCT_LOAD(uct_tree_node(S->t, i)->playouts) + 1.0) : 0;
	/* Most descents have no limit to check: none past the root, no bans. */
	const bool limited = (depth == 0 && S->allowed) || S->s->bans;
	uint32_t best = 0, pass = 0;
	double best_value = -1;
	const struct uct_node *n = uct_tree_node(S->t, first);
	for (uint32_t k = 0; k < count; k++, n++) {
		const uint32_t j = first + k;
		if (UCT_LOAD(n->flags) & UCT_NODE_ILLEGAL)
			continue;
		if (limited && barred(S, n, depth + 1, c)) {
			if (n->move == PASS)
				pass = j;
			continue;
		}
		const double v = value(S, n, log_parent);
		if (v > best_value) {
			best_value = v;
			best = j;
		}
	}
	return best ? best : pass;
}

/* The children of a leaf whose position is on W->b with c to move after
 * `last`, moves and priors, to W->pending (W->pending_count of them): the
 * work of an expansion that needs no tree, done outside the lock. */
static void prepare_children(struct worker *W, int c, int last, bool at_root)
{
	struct shared *S = W->sh;
	struct board *rb = &W->rules;
	if (at_root) {
		board_copy(rb, &S->g->board);
	} else {
		struct position pos;
		pboard_position(&W->b, &pos);
		board_set_position(rb, W->b.size, &pos);
		rb->ko_point = W->b.ko_point;
		rb->ko_colour = W->b.ko_colour;
	}
	/* In the order of the points, not of the board's empty list. */
	int n = 0, p;
	BB_FOR_EACH(p, &rb->empty, rb->grid.words)
	{
		if (board_check(rb, c, p, false) != MOVE_OK || board_is_eye(rb, c, p))
			continue;
		if (at_root ? game_check(S->g, c, p) != MOVE_OK
			    : p == rb->ko_point && c == rb->ko_colour)
			continue;
		W->pending[n++].move = (uint16_t)p;
	}
	W->pending[n++].move = PASS;
	for (int k = 0; k < n; k++)
		uct_prior_child(S->prior, rb, at_root ? &S->root_board : &W->b, c, last,
				&W->pending[k]);
	W->pending_count = n;
}

/* Gives leaf i the children prepare_children made, unless it has some by
 * now (another thread's); false if the tree had no room. */
static bool install_children(struct worker *W, uint32_t i)
{
	struct shared *S = W->sh;
	uint32_t first;
	pthread_mutex_lock(&S->lock);
	const bool ok = uct_tree_children(S->t, i, &first) ||
			uct_tree_expand(S->t, i, W->pending, W->pending_count);
	pthread_mutex_unlock(&S->lock);
	return ok;
}

static void on_move(void *arg, const struct pboard *b, int colour, int point)
{
	(void)b;
	uint8_t *first = arg;
	if (point != PASS && !first[point])
		first[point] = (uint8_t)(colour + 1);
}

/* The hash of the position on W->b after c's play at p, `hash` before,
 * `stones` the opponent's stones before. */
static uint64_t hash_after(const struct worker *W, uint64_t hash, int c, int p, int stones)
{
	if (W->b.stones[c ^ 1] == stones)
		return hash ^ zobrist_key(c, p);
	struct position pos;
	pboard_position(&W->b, &pos);
	return zobrist_hash(&W->sh->grid, &pos);
}

/* Whether the position of `hash` at depth d repeats one of the game or of
 * the path. */
static bool repeats(const struct worker *W, uint64_t hash, int d)
{
	for (int k = d - 2; k >= 0; k--)
		if (W->hashes[k] == hash)
			return true;
	return game_seen(W->sh->g, hash);
}

/* Takes back the visits a descent counted in path[0..depth]. */
static void uncount(struct worker *W, int depth)
{
	for (int d = 0; d <= depth; d++) {
		struct uct_node *n = uct_tree_node(W->sh->t, W->path[d]);
		atomic_fetch_sub_explicit(&n->playouts, 1, memory_order_relaxed);
		UCT_ADD(n->visits, -1);
	}
}

/* Counts a visit of node n at once, before its result (the virtual loss);
 * playouts exactly, so that the root's are the iterations. */
static void count_visit(struct uct_node *n)
{
	atomic_fetch_add_explicit(&n->playouts, 1, memory_order_relaxed);
	UCT_ADD(n->visits, 1);
}

/* Where a descent ended: the leaf path[depth], with c to move after
 * `last`, and whether to give it children. */
struct descent {
	int c, last, depth;
	bool grow;
};

/* Descends from the root to a leaf, counting its visits, its path in
 * W->path and the position on W->b; false if it met a child that repeats
 * a position, which is then marked illegal and the visits taken back. */
static bool descend(struct worker *W, struct descent *out)
{
	struct shared *S = W->sh;
	struct uct_tree *t = S->t;
	pboard_copy(&W->b, &S->root_board);
	int c = S->to_move, last = S->root_last, depth = 0, passes = S->root_passes;
	uint32_t i = t->root;
	W->path[0] = i;
	W->hashes[0] = S->root_hash;
	count_visit(uct_tree_node(t, i));
	bool settled_leaf = false; /* the descent stopped after two passes */
	while (depth < MAX_DEPTH) {
		const uint32_t j = select_child(S, i, depth, c);
		if (!j)
			break;
		struct uct_node *child = uct_tree_node(t, j);
		const int p = child->move;
		uint64_t hash = W->hashes[depth];
		if (p == PASS) {
			pboard_pass(&W->b);
			passes++;
		} else {
			const int stones = W->b.stones[c ^ 1];
			bool illegal = !pboard_try_light(&W->b, c, p);
			if (!illegal) {
				hash = hash_after(W, hash, c, p, stones);
				illegal = depth > 0 && S->superko && repeats(W, hash, depth + 1);
			}
			if (illegal) {
				atomic_fetch_or_explicit(&child->flags, UCT_NODE_ILLEGAL,
							 memory_order_relaxed);
				uncount(W, depth);
				return false;
			}
			passes = 0;
		}
		count_visit(child);
		W->path[++depth] = i = j;
		W->hashes[depth] = hash;
		last = p;
		c ^= 1;
		/* Two passes end the game in the tree only as it stands, with
		 * every stone alive, which would count dead stones for their
		 * owner and make passing look good to a player whose stones are
		 * dead: the playout goes on from there instead, and captures
		 * them. (At the root the player decides its passes from the
		 * judge, player_mcts.c.) */
		if (passes >= 2) {
			settled_leaf = true;
			break;
		}
	}
	uint32_t first;
	out->grow = !settled_leaf && !uct_tree_children(t, i, &first) &&
		    UCT_LOAD(uct_tree_node(t, i)->playouts) >= (uint32_t)S->s->expand_visits &&
		    depth < MAX_DEPTH;
	out->c = c;
	out->last = last;
	out->depth = depth;
	return true;
}

/* Claims one of the iterations the limit allows, if any is left. */
static bool claim(struct shared *S)
{
	int64_t claimed = atomic_load_explicit(&S->claimed, memory_order_relaxed);
	do
		if (claimed >= atomic_load_explicit(&S->limit, memory_order_relaxed))
			return false;
	while (!atomic_compare_exchange_weak_explicit(&S->claimed, &claimed, claimed + 1,
						      memory_order_relaxed, memory_order_relaxed));
	return true;
}

/* One iteration, if the limit allows one more: false if it does not. */
static bool iterate(struct worker *W)
{
	struct shared *S = W->sh;
	struct uct_tree *t = S->t;
	if (!claim(S))
		return false;
	struct descent at;
	while (!descend(W, &at))
		;
	const int c = at.c, last = at.last, depth = at.depth;
	const uint32_t i = W->path[depth];

	/* The leaf's children are made from its position before the playout
	 * changes it, and given to it with the result, before the AMAF
	 * update, which they take part in: on one thread the same as growing
	 * them first. */
	if (at.grow)
		prepare_children(W, c, last, false);

	memset(W->first, 0, (size_t)W->b.points);
	int64_t moves = depth;
	moves += playout_pboard_play(&W->b, c, last, &W->r, playout_move_cap(W->b.size),
				     S->s->policy, on_move, W->first);
	const double margin = pboard_area_margin(&W->b, S->komi);
	const double black = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
	if (W->stats && depth > 0) {
		uint32_t root_first;
		uct_tree_children(t, t->root, &root_first);
		const uint32_t k = W->path[1] - root_first;
		W->stats->score[k] += S->to_move == BLACK ? margin : -margin;
		W->stats->scored[k]++;
		playout_pboard_count_ownership(&W->b, &W->stats->own);
	}

	if (at.grow)
		install_children(W, i);
	/* The path's colours alternate from the root's player. */
	for (int d = depth; d >= 0; d--) {
		const int mover = (S->to_move ^ d ^ 1) & 1; /* who played path[d]'s move */
		struct uct_node *n = uct_tree_node(t, W->path[d]);
		UCT_ADD(n->wins, (float)(mover == BLACK ? black : 1 - black));
		if (d == depth)
			continue;
		/* AMAF for path[d]'s children: the player to move there is the
		 * mover of path[d + 1]. */
		const int to_move = mover ^ 1;
		const int p = uct_tree_node(t, W->path[d + 1])->move;
		if (p != PASS)
			W->first[p] = (uint8_t)(to_move + 1);
		const float won = (float)(to_move == BLACK ? black : 1 - black);
		uint32_t from;
		const unsigned count = uct_tree_children(t, W->path[d], &from);
		struct uct_node *child = uct_tree_node(t, from);
		for (uint32_t k = 0; k < count; k++, child++)
			if (child->move != PASS && W->first[child->move] == to_move + 1) {
				UCT_ADD(child->amaf_visits, 1);
				UCT_ADD(child->amaf_wins, won);
			}
	}
	atomic_fetch_add_explicit(&S->done, 1, memory_order_relaxed);
	atomic_fetch_add_explicit(&S->moves, moves, memory_order_relaxed);
	return true;
}

/* The root's two most played children that may be answered. */
static void best_two(const struct shared *S, uint32_t *best, uint32_t *second)
{
	*best = *second = 0;
	uint32_t first;
	const unsigned count = uct_tree_children(S->t, S->t->root, &first);
	uint32_t pass = 0;
	uint32_t best_playouts = 0, second_playouts = 0;
	float best_wins = 0, best_visits = 0;
	const struct uct_node *n = uct_tree_node(S->t, first);
	for (uint32_t k = 0; k < count; k++, n++) {
		const uint32_t j = first + k;
		if (UCT_LOAD(n->flags) & UCT_NODE_ILLEGAL)
			continue;
		if (barred(S, n, 1, S->to_move)) {
			if (n->move == PASS)
				pass = j;
			continue;
		}
		/* Each statistic read once: other threads may change them. */
		const uint32_t playouts = UCT_LOAD(n->playouts);
		const float wins = UCT_LOAD(n->wins), visits = UCT_LOAD(n->visits);
		if (!*best || playouts > best_playouts ||
		    (playouts == best_playouts && wins * best_visits > best_wins * visits)) {
			*second = *best;
			second_playouts = best_playouts;
			*best = j;
			best_playouts = playouts;
			best_wins = wins;
			best_visits = visits;
		} else if (!*second || playouts > second_playouts) {
			*second = j;
			second_playouts = playouts;
		}
	}
	if (!*best)
		*best = pass;
}

/* Whether the think's remaining iterations cannot change the best move. */
static bool settled(const struct shared *S, const struct think *think, int64_t done)
{
	double left = think->max_playouts ? (double)(think->max_playouts - done) : INFINITY;
	if (think->budget.timed) {
		const double elapsed = think_elapsed(think);
		if (elapsed > 0)
			left = fmin(left,
				    (double)done / elapsed * (think->budget.target - elapsed));
	}
	if (isinf(left))
		return false;
	uint32_t best, second;
	best_two(S, &best, &second);
	if (!best)
		return false;
	const double lead = (double)UCT_LOAD(uct_tree_node(S->t, best)->playouts) -
			    (second ? (double)UCT_LOAD(uct_tree_node(S->t, second)->playouts) : 0);
	return lead > left;
}

/* A helper thread: iterations until the search stops. */
static void *work(void *arg)
{
	struct worker *W = arg;
	while (!atomic_load(&W->sh->stop))
		if (!iterate(W))
			sched_yield();
	return NULL;
}

/* The threads' workers, the caller's first; the others are seeded from
 * its generator. NULL if memory ran out. */
static struct worker *workers_new(struct shared *S, int threads, struct rng *r)
{
	struct worker *w = calloc((size_t)threads, sizeof(*w));
	if (!w)
		return NULL;
	for (int k = 0; k < threads; k++) {
		w[k].sh = S;
		if (k > 0)
			rng_seed(&w[k].r, (uint64_t)rng_next(r) << 32 | rng_next(r));
	}
	w[0].r = *r;
	return w;
}

bool uct_search_run(struct uct_tree *t, const struct game *g, int c, const struct uct_settings *s,
		    struct think *think, struct rng *r, const struct bitboard *allowed,
		    struct uct_result *out)
{
	struct shared *S = malloc(sizeof(*S));
	const int threads = s->threads < 1                 ? 1
			    : s->threads > UCT_MAX_THREADS ? UCT_MAX_THREADS
							   : s->threads;
	struct worker *w = S ? workers_new(S, threads, r) : NULL;
	if (!w) {
		free(S);
		return false;
	}
	S->t = t;
	S->g = g;
	S->s = s;
	w[0].stats = s->stats;
	S->prior = s->prior ? s->prior : &uct_prior_default;
	S->allowed = allowed;
	S->to_move = c;
	S->superko = g->rules.ko != KO_SIMPLE;
	const bool moved = game_moves(g) > 0 && game_last(g)->kind == RECORD_MOVE;
	S->root_last = moved ? game_last(g)->point : PASS;
	S->root_passes = moved && S->root_last == PASS;
	S->root_hash = game_hash(g);
	S->komi = g->komi + rules_handicap_bonus(&g->rules, g->handicap);
	S->grid = g->board.grid;
	atomic_init(&S->claimed, 0);
	atomic_init(&S->done, 0);
	atomic_init(&S->limit, 0);
	atomic_init(&S->moves, 0);
	atomic_init(&S->stop, false);
	pboard_from_board(&S->root_board, &g->board);
	if (pthread_mutex_init(&S->lock, NULL) != 0) {
		free(w);
		free(S);
		return false;
	}
	const bool was_full = t->full, was_out = t->out_of_memory;
	uint32_t first;
	const unsigned count = uct_tree_children(t, t->root, &first);
	bool ok = true;
	if (!count) {
		prepare_children(&w[0], c, S->root_last, true);
		ok = install_children(&w[0], t->root);
		if (!ok) { /* the tree as it was, its marks too */
			t->full = was_full;
			t->out_of_memory = was_out;
		}
	} else {
		/* Children found in an earlier search were checked under simple
		 * ko: the game's rules decide at the root. */
		for (uint32_t k = 0; k < count; k++) {
			struct uct_node *n = uct_tree_node(t, first + k);
			if (n->move != PASS && game_check(g, c, n->move) != MOVE_OK)
				UCT_STORE(n->flags, UCT_LOAD(n->flags) | UCT_NODE_ILLEGAL);
		}
	}
	if (!ok) {
		pthread_mutex_destroy(&S->lock);
		free(w);
		free(S);
		return false;
	}
	for (int k = 1; k < threads; k++)
		w[k].started = thread_start(&w[k].thread, work, &w[k]);

	bool early = false;
	int64_t mine = 0; /* the caller's own iterations */
	for (;;) {
		const int64_t claimed = atomic_load(&S->claimed);
		pthread_mutex_lock(&S->lock);
		const bool out_of_memory = t->out_of_memory; /* expansions write it, locked */
		pthread_mutex_unlock(&S->lock);
		if (s->progress)
			s->progress(s->progress_arg, t);
		const int n = early || out_of_memory ? 0 : think_batch(think, claimed);
		if (n <= 0)
			break;
		atomic_store(&S->limit, claimed + n);
		while (!early && iterate(&w[0]))
			if (s->early_stop && ++mine % EARLY_EVERY == 0)
				early = settled(S, think, atomic_load(&S->done));
	}
	atomic_store(&S->stop, true);
	for (int k = 1; k < threads; k++)
		if (w[k].started)
			pthread_join(w[k].thread, NULL);
	pthread_mutex_destroy(&S->lock);
	*r = w[0].r;

	memset(out, 0, sizeof(*out));
	uint32_t best, second;
	best_two(S, &best, &second);
	const struct uct_node *n = best ? uct_tree_node(t, best) : NULL;
	out->move = n ? n->move : PASS;
	const float visits = n ? UCT_LOAD(n->visits) : 0;
	out->win_rate = visits > 0 ? UCT_LOAD(n->wins) / visits : 0.5;
	const struct uct_node *root = uct_tree_node(t, t->root);
	const float root_visits = UCT_LOAD(root->visits);
	out->root_rate = root_visits > 0 ? 1 - UCT_LOAD(root->wins) / root_visits : 0.5;
	out->iterations = atomic_load(&S->done);
	out->moves = atomic_load(&S->moves);
	out->root_visits = UCT_LOAD(root->playouts);
	out->early = early;
	out->full = t->full;
	free(w);
	free(S);
	/* A search cut short by memory would answer another move than the
	 * same search with memory to spare: it is no answer. */
	return !t->out_of_memory;
}
