/*
 * uct/search.c - the iterations of the search.
 */
#include "uct/search.h"

#include "score.h"
#include "zobrist.h"

#include <math.h>
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
}

/* One search's working state. */
struct search {
	struct uct_tree *t;
	const struct game *g;
	const struct uct_settings *s;
	const struct uct_prior *prior;
	struct rng *r;
	int to_move, root_last;
	const struct bitboard *allowed; /* the root's moves that may be chosen, or NULL */
	bool superko;
	double komi; /* with White's handicap points */
	struct grid grid;
	int64_t moves;
	struct pboard root_board;
	struct pboard b;
	struct board rules; /* for expansions: the leaf's position */
	uint32_t path[MAX_DEPTH + 1];
	uint64_t hashes[MAX_DEPTH + 1];
	uint8_t first[MAX_POINTS]; /* AMAF: 1 + the colour that played a point first */
};

/* The value of child n for the player who would play it, given its
 * parent's playouts. */
static double value(const struct search *S, const struct uct_node *n, double log_parent)
{
	double q = n->visits > 0 ? n->wins / n->visits : 0.5;
	if (n->amaf_visits > 0) {
		const double v = n->visits, av = n->amaf_visits;
		const double beta = av / (av + v + v * av / S->s->rave_equiv);
		q = (1 - beta) * q + beta * (n->amaf_wins / av);
	}
	if (S->s->explore > 0)
		q += S->s->explore * sqrt(log_parent / (n->playouts + 1.0));
	return q;
}

/* The child of node i to descend into, or 0 if none may be. */
static uint32_t select_child(const struct search *S, uint32_t i, bool at_root)
{
	const struct uct_node *node = uct_tree_node(S->t, i);
	const double log_parent = S->s->explore > 0 ? log(node->playouts + 1.0) : 0;
	uint32_t best = 0, pass = 0;
	double best_value = -1;
	for (uint32_t k = 0; k < node->child_count; k++) {
		const uint32_t j = node->children + k;
		const struct uct_node *n = uct_tree_node(S->t, j);
		if (n->flags & UCT_NODE_ILLEGAL)
			continue;
		if (at_root && S->allowed && !bb_test(S->allowed, n->move)) {
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

/* Gives leaf i, whose position is on S->b with c to move after `last`, its
 * children; false if the tree had no room. */
static bool expand(struct search *S, uint32_t i, int c, int last, bool at_root)
{
	struct board *rb = &S->rules;
	if (at_root) {
		board_copy(rb, &S->g->board);
	} else {
		struct position pos;
		pboard_position(&S->b, &pos);
		board_set_position(rb, S->b.size, &pos);
		rb->ko_point = S->b.ko_point;
		rb->ko_colour = S->b.ko_colour;
	}
	int moves[MAX_POINTS + 1], n = 0;
	for (int k = 0; k < rb->empty_count; k++) {
		const int p = rb->empties[k];
		if (board_check(rb, c, p, false) != MOVE_OK || board_is_eye(rb, c, p))
			continue;
		if (at_root ? game_check(S->g, c, p) != MOVE_OK
			    : p == rb->ko_point && c == rb->ko_colour)
			continue;
		moves[n++] = p;
	}
	/* The board's empty list is in no order of the position's: the
	 * children are put in the order of the points. */
	for (int a = 1; a < n; a++)
		for (int k = a; k > 0 && moves[k - 1] > moves[k]; k--) {
			const int m = moves[k];
			moves[k] = moves[k - 1];
			moves[k - 1] = m;
		}
	moves[n++] = PASS;
	const uint32_t first = uct_tree_expand(S->t, i, n);
	if (!first)
		return false;
	for (int k = 0; k < n; k++) {
		struct uct_node *child = uct_tree_node(S->t, first + (uint32_t)k);
		child->move = (uint16_t)moves[k];
		uct_prior_child(S->prior, rb, c, last, child);
	}
	return true;
}

static void on_move(void *arg, const struct pboard *b, int colour, int point)
{
	(void)b;
	uint8_t *first = arg;
	if (point != PASS && !first[point])
		first[point] = (uint8_t)(colour + 1);
}

/* The hash of the position on S->b after c's play at p, `hash` before,
 * `stones` the opponent's stones before. */
static uint64_t hash_after(const struct search *S, uint64_t hash, int c, int p, int stones)
{
	if (S->b.stones[c ^ 1] == stones)
		return hash ^ zobrist_key(c, p);
	struct position pos;
	pboard_position(&S->b, &pos);
	return zobrist_hash(&S->grid, &pos);
}

/* Whether the position of `hash` at depth d repeats one of the game or of
 * the path. */
static bool repeats(const struct search *S, uint64_t hash, int d)
{
	for (int k = d - 2; k >= 0; k--)
		if (S->hashes[k] == hash)
			return true;
	return game_seen(S->g, hash);
}

/* One iteration; false if it met an illegal child and must start again.
 * Counts its moves to S->moves. */
static bool iterate(struct search *S)
{
	struct uct_tree *t = S->t;
	pboard_copy(&S->b, &S->root_board);
	int c = S->to_move, last = S->root_last, depth = 0;
	int passes = last == PASS && game_moves(S->g) > 0 && game_last(S->g)->kind == RECORD_MOVE;
	uint32_t i = t->root;
	S->path[0] = i;
	S->hashes[0] = game_hash(S->g);
	bool terminal = false;
	while (uct_tree_node(t, i)->child_count && depth < MAX_DEPTH) {
		const uint32_t j = select_child(S, i, depth == 0);
		if (!j)
			break;
		const int p = uct_tree_node(t, j)->move;
		uint64_t hash = S->hashes[depth];
		if (p == PASS) {
			pboard_pass(&S->b);
			passes++;
		} else {
			const int stones = S->b.stones[c ^ 1];
			if (!pboard_try_light(&S->b, c, p)) {
				uct_tree_node(t, j)->flags |= UCT_NODE_ILLEGAL;
				return false;
			}
			hash = hash_after(S, hash, c, p, stones);
			if (depth > 0 && S->superko && repeats(S, hash, depth + 1)) {
				uct_tree_node(t, j)->flags |= UCT_NODE_ILLEGAL;
				return false;
			}
			passes = 0;
		}
		S->path[++depth] = i = j;
		S->hashes[depth] = hash;
		last = p;
		c ^= 1;
		if (passes >= 2) {
			terminal = true;
			break;
		}
	}
	struct uct_node *leaf = uct_tree_node(t, i);
	if (!terminal && !leaf->child_count &&
	    leaf->playouts + 1 >= (uint32_t)S->s->expand_visits && depth < MAX_DEPTH)
		expand(S, i, c, last, false);

	memset(S->first, 0, (size_t)S->b.points);
	S->moves += depth;
	if (!terminal)
		S->moves += playout_pboard_play(&S->b, c, last, S->r, playout_move_cap(S->b.size),
						S->s->policy, on_move, S->first);
	const double margin = pboard_area_margin(&S->b, S->komi);
	const double black = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;

	/* The path's colours alternate from the root's player. */
	for (int d = depth; d >= 0; d--) {
		const int mover = (S->to_move ^ d ^ 1) & 1; /* who played path[d]'s move */
		struct uct_node *n = uct_tree_node(t, S->path[d]);
		n->playouts++;
		n->visits += 1;
		n->wins += (float)(mover == BLACK ? black : 1 - black);
		if (d == depth)
			continue;
		/* AMAF for path[d]'s children: the player to move there is the
		 * mover of path[d + 1]. */
		const int to_move = mover ^ 1;
		const int p = uct_tree_node(t, S->path[d + 1])->move;
		if (p != PASS)
			S->first[p] = (uint8_t)(to_move + 1);
		const float won = (float)(to_move == BLACK ? black : 1 - black);
		struct uct_node *child = uct_tree_node(t, n->children);
		for (uint32_t k = 0; k < n->child_count; k++, child++)
			if (child->move != PASS && S->first[child->move] == to_move + 1) {
				child->amaf_visits += 1;
				child->amaf_wins += won;
			}
	}
	return true;
}

/* The root's two most played children that may be answered. */
static void best_two(const struct search *S, uint32_t *best, uint32_t *second)
{
	*best = *second = 0;
	const struct uct_node *root = uct_tree_node(S->t, S->t->root);
	uint32_t pass = 0;
	for (uint32_t k = 0; k < root->child_count; k++) {
		const uint32_t j = root->children + k;
		const struct uct_node *n = uct_tree_node(S->t, j);
		if (n->flags & UCT_NODE_ILLEGAL)
			continue;
		if (S->allowed && !bb_test(S->allowed, n->move)) {
			if (n->move == PASS)
				pass = j;
			continue;
		}
		const struct uct_node *b = *best ? uct_tree_node(S->t, *best) : NULL;
		if (!b || n->playouts > b->playouts ||
		    (n->playouts == b->playouts && n->wins * b->visits > b->wins * n->visits)) {
			*second = *best;
			*best = j;
		} else if (!*second || n->playouts > uct_tree_node(S->t, *second)->playouts) {
			*second = j;
		}
	}
	if (!*best)
		*best = pass;
}

/* Whether the think's remaining iterations cannot change the best move. */
static bool settled(const struct search *S, const struct think *think, int64_t done)
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
	const double lead = (double)uct_tree_node(S->t, best)->playouts -
			    (second ? (double)uct_tree_node(S->t, second)->playouts : 0);
	return lead > left;
}

bool uct_search_run(struct uct_tree *t, const struct game *g, int c, const struct uct_settings *s,
		    struct think *think, struct rng *r, const struct bitboard *allowed,
		    struct uct_result *out)
{
	struct search *S = malloc(sizeof(*S));
	if (!S)
		return false;
	S->t = t;
	S->g = g;
	S->s = s;
	S->prior = s->prior ? s->prior : &uct_prior_default;
	S->r = r;
	S->to_move = c;
	S->allowed = allowed;
	S->superko = g->rules.ko != KO_SIMPLE;
	S->root_last =
		game_moves(g) > 0 && game_last(g)->kind == RECORD_MOVE ? game_last(g)->point : PASS;
	S->komi = g->komi + rules_handicap_bonus(&g->rules, g->handicap);
	S->grid = g->board.grid;
	S->moves = 0;
	pboard_from_board(&S->root_board, &g->board);
	const bool was_full = t->full;
	struct uct_node *root = uct_tree_node(t, t->root);
	if (!root->child_count) {
		if (!expand(S, t->root, c, S->root_last, true)) {
			t->full = was_full;
			free(S);
			return false;
		}
	} else {
		/* Children found in an earlier search were checked under simple
		 * ko: the game's rules decide at the root. */
		root = uct_tree_node(t, t->root);
		for (uint32_t k = 0; k < root->child_count; k++) {
			struct uct_node *n = uct_tree_node(t, root->children + k);
			if (n->move != PASS && game_check(g, c, n->move) != MOVE_OK)
				n->flags |= UCT_NODE_ILLEGAL;
		}
	}
	memset(out, 0, sizeof(*out));
	int64_t done = 0;
	bool early = false;
	for (int n; !early && (n = think_batch(think, done)) > 0;) {
		for (int k = 0; k < n && !early;) {
			if (!iterate(S))
				continue;
			k++;
			done++;
			early = s->early_stop && done % EARLY_EVERY == 0 && settled(S, think, done);
		}
	}
	uint32_t best, second;
	best_two(S, &best, &second);
	const struct uct_node *n = best ? uct_tree_node(t, best) : NULL;
	out->move = n ? n->move : PASS;
	out->win_rate = n && n->visits > 0 ? n->wins / n->visits : 0.5;
	root = uct_tree_node(t, t->root);
	out->root_rate = root->visits > 0 ? 1 - root->wins / root->visits : 0.5;
	out->iterations = done;
	out->moves = S->moves;
	out->root_visits = uct_tree_node(t, t->root)->playouts;
	out->early = early;
	out->full = t->full;
	free(S);
	return true;
}
