/*
 * player_mcts.c - the search player: a tree kept between moves, and the
 * end of the game (passing, resigning) decided around the search.
 */
#include "player.h"

#include "judge.h"
#include "moggy.h"
#include "score.h"
#include "uct/report.h"
#include "uct/search.h"

#include <stdlib.h>
#include <string.h>

struct mcts_player {
	struct player base; /* first, so that the two pointers convert */
	struct rng rng;
	uint64_t judge_seed;
	struct uct_settings uct;
	struct player_settings settings;
	/* The tree of the last search, whose root stands for the position
	 * after record tree_length - 1 of the game, of hash tree_hash, with
	 * tree_colour to move; the moves since lead down to the next root. */
	bool have_tree;
	struct uct_tree tree;
	int tree_length, tree_colour;
	uint64_t tree_hash;
	int low;            /* own moves in a row searched with a hopeless win rate */
	struct moggy heavy; /* the playouts' policy, unless another was given */
	struct player_mcts_info info;
};

static void drop_tree(struct mcts_player *self)
{
	if (self->have_tree)
		uct_tree_free(&self->tree);
	self->have_tree = false;
}

/* The node of the tree that stands for g's position with c to move, if the
 * moves since its root lead there; 0 otherwise. */
static uint32_t follow(const struct mcts_player *self, const struct game *g, int c)
{
	if (!self->have_tree || self->tree_length > g->length ||
	    g->records[self->tree_length - 1].hash != self->tree_hash)
		return 0;
	uint32_t i = self->tree.root;
	int colour = self->tree_colour;
	for (int k = self->tree_length; k < g->length && i; k++) {
		const struct record *r = &g->records[k];
		if (r->kind != RECORD_MOVE || r->colour != colour)
			return 0;
		i = uct_tree_child(&self->tree, i, r->point);
		colour ^= 1;
	}
	return colour == c ? i : 0;
}

/* How the end of the game bears on this move: whether to pass at once, or
 * which moves may be answered (*limit set, with `allowed` the moves): every
 * move but the pass when passing would lose, or under cleanup, while the
 * opponent has dead stones, the liberties of those stones, so that the
 * search captures them rather than play anywhere that wins as well. False
 * if memory ran out. */
static bool judge_end(const struct mcts_player *self, const struct game *g, int c, bool cleanup,
		      bool *pass_now, bool *limit, struct bitboard *allowed)
{
	*pass_now = *limit = false;
	const struct record *last = game_last(g);
	const bool passed = game_moves(g) > 0 && last->kind == RECORD_MOVE && last->point == PASS;
	if (!passed && !cleanup)
		return true;
	struct judgement *j = malloc(sizeof(*j));
	if (!j)
		return false;
	bool ok = true;
	const struct verdict *verdict = NULL;
	if (!self->settings.all_alive) {
		const struct judge_settings js = {.playouts = self->settings.judge_playouts,
						  .threads = 1,
						  .seed = self->judge_seed};
		ok = judge_game(g, &js, j);
		verdict = &j->verdict;
	}
	struct score s;
	score_game(g, verdict, &s);
	const double mine = c == BLACK ? s.margin : -s.margin;
	struct bitboard dead;
	bb_zero(&dead);
	if (verdict)
		bb_and(&g->board.grid, &dead, &verdict->dead, &g->board.pos.stone[c ^ 1]);
	const struct grid *grid = &g->board.grid;
	const bool theirs_dead = !bb_is_empty(grid, &dead);
	free(j);
	if (cleanup && theirs_dead) {
		*limit = true;
		bb_dilate(grid, allowed, &dead);
		bb_and(grid, allowed, allowed, &g->board.empty);
		int p;
		bool any = false;
		BB_FOR_EACH(p, allowed, grid->words)
		{
			if (game_check(g, c, p) == MOVE_OK && !board_is_self_atari(&g->board, c, p))
				any = true;
			else
				bb_clear(allowed, p);
		}
		if (!any)
			bb_and(grid, allowed, &g->board.empty, &g->board.empty);
	} else if (passed && mine > 0) {
		*pass_now = true;
	} else if (passed) {
		*limit = true;
		bb_and(grid, allowed, &g->board.empty, &g->board.empty);
	}
	return ok;
}

/* The move that led to g's position, or PASS. */
static int last_move(const struct game *g)
{
	const struct record *last = game_last(g);
	return game_moves(g) > 0 && last->kind == RECORD_MOVE ? last->point : PASS;
}

/* The win rate of the root's child for `move` in its own playouts: with
 * few playouts, the prior's virtual ones make a child look fair in a game
 * long lost, and the root's rate, of every playout, counts the exploring
 * ones and would resign games still open. */
static double played_rate(const struct mcts_player *self, const struct uct_tree *t,
			  const struct game *g, int c, int move)
{
	const uint32_t i = uct_tree_child(t, t->root, move);
	return i ? uct_report_played_rate(uct_tree_node(t, i), &g->board, c, last_move(g),
					  self->uct.prior)
		 : 0.5;
}

/* A watched search's progress: the report, at the watch's pace. */
struct watching {
	const struct player_watch *watch;
	const struct game *g;
	int c;
	const struct uct_prior *prior;
	struct think *think;
	double next;   /* think_elapsed of the next report */
	int64_t shown; /* the root's playouts at the last report, -1 before */
	struct uct_report *report;
	struct uct_stats *stats;
};

/* The first report comes once the root has this many playouts, or at the
 * interval if that is sooner. */
enum { FIRST_REPORT_PLAYOUTS = 64 };

static void show(struct watching *w, const struct uct_tree *t)
{
	w->shown = UCT_LOAD(uct_tree_node(t, t->root)->playouts);
	uct_report_make(t, &w->g->board, w->c, last_move(w->g), w->prior, w->stats, w->watch->bans,
			w->report);
	w->watch->show(w->watch->arg, w->report);
}

static void on_progress(void *arg, const struct uct_tree *t)
{
	struct watching *w = arg;
	const double now = think_elapsed(w->think);
	const bool first = w->next < 0;
	if (first ? now < w->watch->interval &&
			    UCT_LOAD(uct_tree_node(t, t->root)->playouts) < FIRST_REPORT_PLAYOUTS
		  : now < w->next)
		return;
	show(w, t);
	w->next = now + w->watch->interval;
}

static int search_move(struct mcts_player *self, const struct game *g, int c, struct think *think,
		       unsigned how, const struct player_watch *watch)
{
	const bool peek = how & PLAYER_PEEK, analyze = how & PLAYER_ANALYZE;
	bool pass_now = false, limit = false;
	struct bitboard allowed;
	if (!analyze && !judge_end(self, g, c, how & PLAYER_CLEANUP, &pass_now, &limit, &allowed))
		return PLAYER_NO_MEMORY;
	if (pass_now) {
		if (!peek)
			memset(&self->info, 0, sizeof(self->info));
		return PASS;
	}

	/* The settings first: a new tree takes its bound from them. */
	self->uct.threads = self->settings.threads;
	if (self->settings.tree_mb > 0)
		self->uct.max_nodes =
			(size_t)self->settings.tree_mb * 1024 * 1024 / sizeof(struct uct_node);
	struct uct_tree t;
	/* The tree kept, or a new one: a copy that fails for memory must not
	 * become a new tree, whose search would answer another move. */
	/* A search under bans neither takes a tree kept nor keeps its own: the
	 * statistics of one would mislead the other (KataGo's clears too). */
	const bool banned = watch && watch->bans && watch->bans->count > 0;
	const uint32_t from = banned ? 0 : follow(self, g, c);
	const bool ok = from ? uct_tree_copy(&t, &self->tree, from)
			     : uct_tree_init(&t, self->uct.max_nodes,
					     game_last(g)->kind == RECORD_MOVE ? game_last(g)->point
									       : PASS);
	if (!ok)
		return PLAYER_NO_MEMORY;
	struct rng r = self->rng;
	const int64_t reused = UCT_LOAD(uct_tree_node(&t, t.root)->playouts);
	struct uct_settings settings = self->uct;
	struct watching w = {watch, g, c, self->uct.prior, think, -1, -1, NULL, NULL};
	if (watch) {
		w.report = malloc(sizeof(*w.report));
		w.stats = calloc(1, sizeof(*w.stats));
		if (!w.report || !w.stats) {
			free(w.report);
			free(w.stats);
			uct_tree_free(&t);
			return PLAYER_NO_MEMORY;
		}
		settings.progress = on_progress;
		settings.progress_arg = &w;
		settings.stats = w.stats;
		settings.bans = watch->bans;
	}
	struct uct_result res;
	const bool searched =
		uct_search_run(&t, g, c, &settings, think, &r, limit ? &allowed : NULL, &res);
	if (searched && watch && UCT_LOAD(uct_tree_node(&t, t.root)->playouts) != w.shown)
		show(&w, &t); /* where the search stopped, unless shown already */
	free(w.report);
	free(w.stats);
	if (!searched) {
		uct_tree_free(&t);
		return PLAYER_NO_MEMORY;
	}
	const double rate = self->settings.resign_rate;
	/* Hopeless by the move it would play. A handicap game starts hopeless
	 * for White by the playouts' count: no resigning there before half
	 * the board could have been played. */
	const int points = g->board.grid.size * g->board.grid.size;
	const bool early = g->handicap > 0 && game_moves(g) < points / 2;
	const bool hopeless = rate > 0 && !early && !analyze &&
			      res.iterations >= PLAYER_MCTS_RESIGN_PLAYOUTS &&
			      played_rate(self, &t, g, c, res.move) < rate;
	const int low = analyze ? self->low : hopeless ? self->low + 1 : 0;
	const int move = low >= PLAYER_MCTS_RESIGN_MOVES ? PLAYER_RESIGN : res.move;
	if (peek) {
		uct_tree_free(&t);
		return move;
	}
	self->info.reused = reused;
	self->info.iterations = res.iterations;
	self->info.win_rate = res.win_rate;
	self->info.root_rate = res.root_rate;
	self->info.nodes = (int64_t)t.count - 1;
	self->info.early = res.early;
	if (banned) {
		uct_tree_free(&t);
	} else {
		drop_tree(self);
		self->tree = t;
		self->have_tree = true;
		self->tree_length = g->length;
		self->tree_hash = game_hash(g);
		self->tree_colour = c;
	}
	self->rng = r;
	self->low = low;
	return move;
}

static int mcts_genmove(struct player *p, const struct game *g, int c, struct think *think,
			unsigned how)
{
	return search_move((struct mcts_player *)p, g, c, think, how, NULL);
}

static int mcts_watched_genmove(struct player *p, const struct game *g, int c, struct think *think,
				unsigned how, const struct player_watch *watch)
{
	return search_move((struct mcts_player *)p, g, c, think, how, watch);
}

static void mcts_changed(struct player *p, const struct game *g, const struct player_settings *s,
			 unsigned what)
{
	(void)g;
	struct mcts_player *self = (struct mcts_player *)p;
	self->settings = *s;
	if (what & ~(unsigned)CHANGE_MOVE) {
		drop_tree(self);
		self->low = 0;
	}
}

static void mcts_seed(struct player *p, uint64_t seed)
{
	struct mcts_player *self = (struct mcts_player *)p;
	rng_seed(&self->rng, seed);
	self->judge_seed = rng_stream_seed(seed, 1);
	drop_tree(self);
	self->low = 0;
}

static uint64_t mcts_digest(const struct player *p)
{
	const struct mcts_player *self = (const struct mcts_player *)p;
	uint64_t d = rng_mix64(self->rng.state ^ (uint64_t)self->low);
	if (self->have_tree) {
		const struct uct_node *root = uct_tree_node(&self->tree, self->tree.root);
		d = rng_mix64(d ^ self->tree.count ^ (uint64_t)UCT_LOAD(root->playouts) << 32 ^
			      (uint64_t)self->tree_length << 48 ^ self->tree_hash);
	}
	return d;
}

static void mcts_free(struct player *p)
{
	drop_tree((struct mcts_player *)p);
	free(p);
}

static const struct player_ops mcts_ops = {
	.genmove = mcts_genmove,
	.watched_genmove = mcts_watched_genmove,
	.changed = mcts_changed,
	.seed = mcts_seed,
	.digest = mcts_digest,
	.free = mcts_free,
};

const struct player_mcts_info *player_mcts_info(const struct player *p)
{
	return p->ops == &mcts_ops ? &((const struct mcts_player *)p)->info : NULL;
}

struct player *player_mcts_new(uint64_t seed, const struct playout_policy *policy)
{
	struct mcts_player *self = calloc(1, sizeof(*self));
	if (!self)
		return NULL;
	self->base.ops = &mcts_ops;
	self->base.name = "mcts";
	self->base.thinks = true;
	uct_search_default_settings(&self->uct);
	if (!policy) {
		moggy_init(&self->heavy, NULL);
		policy = &self->heavy.base;
	}
	self->uct.policy = policy;
	mcts_seed(&self->base, seed);
	return &self->base;
}
