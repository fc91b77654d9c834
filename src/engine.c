/*
 * engine.c - the engine object, its setters and what they announce.
 */
#include "engine.h"

#include "closing.h"
#include "playout.h"
#include "rng.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What the engine's own caches hear of besides the player's changes: the
 * judge's settings (its seed and its effort). */
enum { CHANGE_JUDGE = 1 << 8, PLAYER_CHANGES = (1 << 8) - 1 };

void engine_options_default(struct engine_options *o)
{
	memset(o, 0, sizeof(*o));
	o->komi = 7.5;
	o->size = 19;
	o->rules = rules_default();
	o->judge_playouts = JUDGE_DEFAULT_PLAYOUTS;
	o->judge_threads = 1;
	o->resign_from_move = -1;
	o->resign_rate = ENGINE_DEFAULT_RESIGN_RATE;
	o->player = PLAYER_RANDOM;
	o->playouts = ENGINE_DEFAULT_PLAYOUTS;
	o->lag_buffer = ENGINE_DEFAULT_LAG_BUFFER;
}

/* Every change goes through here: the loaded record's result stands
 * while the game is as loaded, at its komi and under its rules (a change of
 * either changes the count, and printsgf judges it again); a judgement
 * stands only on the position, the rules and the judge's settings that
 * made it; and the player hears of what concerns it. */
static void announce(struct engine *e, unsigned what)
{
	if (what & (CHANGE_MOVE | CHANGE_POSITION | CHANGE_KOMI | CHANGE_RULES))
		e->record_result[0] = '\0';
	if (what & (CHANGE_MOVE | CHANGE_POSITION | CHANGE_RULES | CHANGE_JUDGE))
		e->judged_valid = false;
	if (what & ~(unsigned)CHANGE_MOVE)
		e->ponder_due = false; /* the tree it would grow is dropped */
	e->player_settings.all_alive = engine_all_alive(e);
	if (what & PLAYER_CHANGES) {
		player_changed(e->player, &e->game, &e->player_settings, what & PLAYER_CHANGES);
		if (e->analyst)
			player_changed(e->analyst, &e->game, &e->player_settings,
				       what & PLAYER_CHANGES);
	}
}

static void start_clocks(struct engine *e)
{
	timeman_start(&e->time, &e->clock[BLACK]);
	timeman_start(&e->time, &e->clock[WHITE]);
}

void engine_seed(struct engine *e, uint64_t seed)
{
	e->seed = seed;
	player_seed(e->player, rng_stream_seed(seed, STREAM_PLAYER));
	if (e->analyst)
		player_seed(e->analyst, rng_stream_seed(seed, STREAM_ANALYST));
	announce(e, CHANGE_JUDGE);
}

const char *const engine_player_names[PLAYER_KINDS] = {"random", "mcts"};

const int64_t engine_level_playouts[ENGINE_LEVELS + 1] = {0,    50,   100,  200,  400,  800,
							  1500, 3000, 5000, 7500, 10000};

int engine_level_of(int64_t playouts)
{
	for (int level = 1; level <= ENGINE_LEVELS; level++)
		if (engine_level_playouts[level] == playouts)
			return level;
	return 0;
}

static struct player *new_player(enum player_kind kind)
{
	return kind == PLAYER_MCTS ? player_mcts_new(0, NULL) : player_random_new(0);
}

bool engine_init(struct engine *e, const struct engine_options *o)
{
	memset(e, 0, sizeof(*e));
	if (!game_init(&e->game, o->size))
		return false;
	e->player_kind = o->player;
	e->player = new_player(o->player);
	if (!e->player) {
		game_free(&e->game);
		return false;
	}
	e->game.komi = o->komi;
	e->game.rules = o->rules;
	e->score_all_alive = o->score_all_alive;
	e->resign_from_move = o->resign_from_move;
	e->size_chosen = o->size_given;
	e->judge_playouts = o->judge_playouts;
	e->judge_threads = o->judge_threads;
	e->player_settings.move_time = o->move_time;
	e->player_settings.playouts = o->playouts;
	e->player_settings.resign_rate = o->resign_rate;
	e->player_settings.all_alive = engine_all_alive(e);
	e->player_settings.threads = o->judge_threads;
	e->player_settings.tree_mb = ENGINE_DEFAULT_TREE_MB;
	e->player_settings.judge_playouts = o->judge_playouts;
	e->lag_buffer = o->lag_buffer;
	e->think_cap = o->think_cap;
	e->playout_cap = o->playout_cap;
	memcpy(e->version, o->version, sizeof(e->version));
	e->verbose = o->verbose;
	e->ponder = o->ponder;
	e->time.system = TIME_NONE;
	start_clocks(e);
	engine_seed(e, o->seed);
	return true;
}

void engine_free(struct engine *e)
{
	game_free(&e->game);
	player_free(e->player);
	player_free(e->analyst);
	e->player = e->analyst = NULL;
}

void engine_set_player(struct engine *e, struct player *p)
{
	player_free(e->player);
	e->player = p;
	player_seed(p, rng_stream_seed(e->seed, STREAM_PLAYER));
	player_changed(p, &e->game, &e->player_settings, PLAYER_CHANGES);
}

bool engine_set_player_kind(struct engine *e, enum player_kind kind)
{
	if (kind == e->player_kind)
		return true;
	struct player *p = new_player(kind);
	if (!p)
		return false;
	engine_set_player(e, p);
	e->player_kind = kind;
	return true;
}

void engine_set_input(struct engine *e, const struct think_input *in)
{
	e->input = *in;
}

void engine_set_size(struct engine *e, int size)
{
	game_resize(&e->game, size);
	e->size_chosen = true;
	start_clocks(e);
	announce(e, CHANGE_POSITION);
}

void engine_clear(struct engine *e)
{
	game_clear(&e->game);
	start_clocks(e);
	announce(e, CHANGE_POSITION);
}

void engine_set_komi(struct engine *e, double komi)
{
	/* GUIs send komi again before every move: the same komi is no change. */
	if (komi != e->game.komi) {
		e->game.komi = komi;
		announce(e, CHANGE_KOMI);
	}
}

enum move_result engine_play(struct engine *e, int c, int p)
{
	const enum move_result result = game_play(&e->game, c, p);
	if (result == MOVE_OK)
		announce(e, CHANGE_MOVE);
	return result;
}

enum move_result engine_play_sequence(struct engine *e, int n, const int *colours,
				      const int *points, int *failed)
{
	for (int i = 0; i < n; i++) {
		const enum move_result result = game_play(&e->game, colours[i], points[i]);
		if (result != MOVE_OK) {
			game_undo(&e->game, i);
			*failed = i;
			return result;
		}
	}
	if (n > 0)
		announce(e, CHANGE_MOVE);
	return MOVE_OK;
}

bool engine_undo(struct engine *e, int n)
{
	if (!game_undo(&e->game, n))
		return false;
	if (n > 0)
		announce(e, CHANGE_POSITION);
	return true;
}

bool engine_set_start(struct engine *e, const struct position *pos, int to_move, int handicap)
{
	if (!game_set_start(&e->game, pos, to_move, handicap))
		return false;
	announce(e, CHANGE_POSITION);
	return true;
}

enum move_result engine_set_rules(struct engine *e, const struct rules *r)
{
	const enum move_result legal = game_legal_under(&e->game, r);
	if (legal != MOVE_OK)
		return legal;
	if (!rules_equal(r, &e->game.rules)) {
		e->game.rules = *r;
		announce(e, CHANGE_RULES);
	}
	return MOVE_OK;
}

void engine_set_score_all_alive(struct engine *e, bool all_alive)
{
	if (all_alive != e->score_all_alive) {
		e->score_all_alive = all_alive;
		announce(e, CHANGE_RULES);
	}
}

void engine_load_game(struct engine *e, struct game *g, const char *record_result)
{
	game_free(&e->game);
	e->game = *g;
	e->size_chosen = true;
	announce(e, CHANGE_POSITION | CHANGE_KOMI | CHANGE_RULES);
	snprintf(e->record_result, sizeof(e->record_result), "%s", record_result);
}

void engine_set_player_settings(struct engine *e, const struct player_settings *s)
{
	if (s->move_time != e->player_settings.move_time ||
	    s->playouts != e->player_settings.playouts ||
	    s->resign_rate != e->player_settings.resign_rate ||
	    s->tree_mb != e->player_settings.tree_mb || s->threads != e->player_settings.threads) {
		e->player_settings = *s;
		announce(e, CHANGE_SETTINGS);
	}
}

void engine_set_live_gfx(struct engine *e, bool on)
{
	e->live_gfx = on; /* how answers look: nothing to announce */
}

void engine_set_judge_playouts(struct engine *e, int playouts)
{
	if (playouts == e->judge_playouts)
		return;
	e->judge_playouts = playouts;
	/* The search player judges the end of the game with the same effort. */
	e->player_settings.judge_playouts = playouts;
	announce(e, CHANGE_JUDGE | CHANGE_SETTINGS);
}

void engine_set_time_settings(struct engine *e, const struct time_settings *t)
{
	e->time = *t;
	start_clocks(e);
}

void engine_set_time_left(struct engine *e, int c, int time, int stones)
{
	timeman_told(&e->time, &e->clock[c], time, stones);
}

/* Caps a timed budget at `seconds` (0: no cap). */
static void cap(struct timeman_budget *b, double seconds)
{
	if (b->timed && seconds > 0) {
		b->target = b->target < seconds ? b->target : seconds;
		b->hard = b->hard < seconds ? b->hard : seconds;
	}
}

void engine_budget(const struct engine *e, int c, struct timeman_budget *out)
{
	const struct board *b = &e->game.board;
	timeman_budget(&e->time, &e->clock[c], b->empty_count, b->grid.size * b->grid.size,
		       e->lag_buffer, e->player_settings.move_time, out);
	cap(out, e->think_cap);
}

enum engine_genmove_result engine_genmove(struct engine *e, int c, unsigned how, int *point)
{
	return engine_genmove_watched(e, c, how, NULL, point);
}

enum engine_genmove_result engine_genmove_watched(struct engine *e, int c, unsigned how,
						  const struct player_watch *watch, int *point)
{
	const bool peek = how & PLAYER_PEEK;
	/* The move to choose is move game_moves + 1. */
	if (e->resign_from_move >= 0 && game_moves(&e->game) + 1 >= e->resign_from_move)
		return GENMOVE_RESIGN;
	/* Room for the move first: once asked, the player has made its draw. */
	if (!peek && !game_reserve(&e->game))
		return GENMOVE_NO_MEMORY;
	/* A player that does not think costs no budget; the time is read only
	 * when there is a clock to charge. */
	const bool charged = !peek && e->time.system != TIME_NONE;
	const double start = charged ? timeman_now() : 0;
	struct think think;
	if (e->player->thinks) {
		struct timeman_budget budget;
		engine_budget(e, c, &budget);
		/* A harness's cap holds a search on playouts too, which no clock
		 * times: counted, as a time would make its moves vary. */
		int64_t playouts = e->player_settings.playouts;
		if (e->playout_cap > 0 && (playouts == 0 || playouts > e->playout_cap))
			playouts = e->playout_cap;
		think_begin(&think, THINK_MOVE, &budget, playouts, &e->input);
	}
	struct think *thinking = e->player->thinks ? &think : NULL;
	const int p = watch && e->player->ops->watched_genmove
			      ? e->player->ops->watched_genmove(e->player, &e->game, c, thinking,
								how, watch)
			      : player_genmove(e->player, &e->game, c, thinking, how);
	if (p == PLAYER_NO_MEMORY)
		return GENMOVE_NO_MEMORY;
	if (p != PLAYER_RESIGN && !peek) {
		/* The player's move is legal, and the history has its room. */
		const enum move_result played = engine_play(e, c, p);
		assert(played == MOVE_OK);
		(void)played;
	}
	/* The controller's clock saw the round trip too, which ishi cannot:
	 * it is charged the longest the budget allows for. */
	if (charged)
		timeman_spend(&e->time, &e->clock[c], timeman_now() - start + e->lag_buffer);
	if (p == PLAYER_RESIGN)
		return GENMOVE_RESIGN;
	e->ponder_due = !peek;
	*point = p;
	return GENMOVE_MOVE;
}

/* Analysis's search by `searcher` for c, with no clock: until input (or,
 * with `limit`, after that many playouts, lines sent already not stopping
 * it, as after a move's think: a script's), ENGINE_ANALYSIS_PLAYOUTS at
 * most, and the harness's playout cap, which holds it on playouts as it
 * holds a move's search. */
static bool search_position(struct engine *e, struct player *searcher, int c, int64_t limit,
			    const struct player_watch *watch)
{
	int64_t playouts =
		limit > 0 && limit < ENGINE_ANALYSIS_PLAYOUTS ? limit : ENGINE_ANALYSIS_PLAYOUTS;
	if (e->playout_cap > 0 && playouts > e->playout_cap)
		playouts = e->playout_cap;
	struct timeman_budget budget;
	memset(&budget, 0, sizeof(budget));
	struct think think;
	think_begin(&think, limit > 0 ? THINK_MOVE : THINK_UNTIL_INPUT, &budget, playouts,
		    &e->input);
	assert(searcher->thinks && searcher->ops->watched_genmove);
	return searcher->ops->watched_genmove(searcher, &e->game, c, &think, PLAYER_ANALYZE,
					      watch) != PLAYER_NO_MEMORY;
}

bool engine_analyze(struct engine *e, int c, int64_t limit, const struct player_watch *watch)
{
	/* A player that thinks searches, and analyses with its own tree. */
	struct player *searcher = e->player->thinks ? e->player : e->analyst;
	if (!searcher) {
		searcher = e->analyst = new_player(PLAYER_MCTS);
		if (!searcher)
			return false;
		player_seed(searcher, rng_stream_seed(e->seed, STREAM_ANALYST));
		player_changed(searcher, &e->game, &e->player_settings, PLAYER_CHANGES);
	}
	return search_position(e, searcher, c, limit, watch);
}

bool engine_ponder(struct engine *e)
{
	if (!e->ponder || !e->ponder_due || !e->player->thinks)
		return true;
	e->ponder_due = false;
	if (game_two_passes(&e->game)) /* the game is over */
		return true;
	return search_position(e, e->player, game_to_move(&e->game), 0, NULL);
}

bool engine_think(struct engine *e, int c, double seconds, struct engine_thought *out)
{
	memset(out, 0, sizeof(*out));
	engine_budget(e, c, &out->budget);
	struct timeman_budget budget = out->budget;
	if (seconds >= 0) {
		budget.timed = true;
		budget.target = budget.hard = seconds;
		cap(&budget, e->player_settings.move_time);
		cap(&budget, e->think_cap);
	}
	struct pboard *scratch = malloc(sizeof(*scratch));
	if (!scratch)
		return false;
	struct rng r;
	rng_seed(&r, rng_stream_seed(e->seed, STREAM_THINK));
	struct playout_tally tally = {0, 0, 0, 0};
	struct think think;
	think_begin(&think, THINK_MOVE, &budget, 0, &e->input);
	for (int n; (n = think_batch(&think, tally.playouts)) > 0;) {
		const struct playout_job job = {
			.start = &e->game.board, .to_move = c, .count = n, .komi = e->game.komi};
		playout_many(&job, scratch, &r, &tally);
	}
	free(scratch);
	out->playouts = tally.playouts;
	out->seconds = think_elapsed(&think);
	out->black_wins = tally.playouts ? (double)tally.black_wins / (double)tally.playouts : 0;
	out->stopped = think.stopped;
	return true;
}

bool engine_judge(struct engine *e, const struct judgement **out)
{
	*out = &e->judged;
	if (e->judged_valid)
		return true;
	bool ok;
	if (engine_all_alive(e)) {
		memset(&e->judged, 0, sizeof(e->judged));
		ok = true;
	} else {
		const struct judge_settings settings = {
			.playouts = e->judge_playouts,
			.threads = e->judge_threads,
			.seed = rng_stream_seed(e->seed, STREAM_JUDGE)};
		ok = judge_game(&e->game, &settings, &e->judged);
	}
	e->judged_valid = ok;
	return ok;
}

bool engine_score(struct engine *e, struct score *out)
{
	const struct judgement *j;
	const bool ok = engine_judge(e, &j);
	score_game(&e->game, &j->verdict, out);
	return ok;
}

bool engine_estimate(struct engine *e, struct score *out)
{
	const struct judgement *j;
	const bool ok = engine_judge(e, &j);
	struct position closed;
	int captured[2];
	const bool closed_ok = closing_play(&e->game, &j->verdict, &closed, captured);
	score_estimate(&e->game, &j->verdict, &closed, captured, j->claimed, out);
	return closed_ok && ok;
}
