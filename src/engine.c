/*
 * engine.c - the engine object.
 */
#include "engine.h"

#include "rng.h"

#include <string.h>

void engine_options_default(struct engine_options *o)
{
	memset(o, 0, sizeof(*o));
	o->komi = 7.5;
	o->size = 19;
	o->rules = rules_default();
	o->judge_playouts = JUDGE_DEFAULT_PLAYOUTS;
	o->judge_threads = 1;
	o->resign_from_move = -1;
}

void engine_seed(struct engine *e, uint64_t seed)
{
	e->seed = seed;
	player_seed(e->player, rng_stream_seed(seed, STREAM_PLAYER));
}

bool engine_init(struct engine *e, const struct engine_options *o)
{
	memset(e, 0, sizeof(*e));
	if (!game_init(&e->game, o->size))
		return false;
	e->player = player_random_new(0);
	if (!e->player) {
		game_free(&e->game);
		return false;
	}
	e->game.komi = o->komi;
	e->game.rules = o->rules;
	e->resign_from_move = o->resign_from_move;
	e->size_chosen = o->size_given;
	e->judge_playouts = o->judge_playouts;
	e->judge_threads = o->judge_threads;
	e->verbose = o->verbose;
	e->time.system = TIME_NONE;
	engine_seed(e, o->seed);
	return true;
}

void engine_free(struct engine *e)
{
	game_free(&e->game);
	player_free(e->player);
	e->player = NULL;
}

void engine_game_changed(struct engine *e)
{
	e->changes++;
	e->record_result[0] = '\0';
	player_game_changed(e->player, &e->game);
}

bool engine_judge(struct engine *e, const struct judgement **out)
{
	const uint64_t seed = rng_stream_seed(e->seed, STREAM_JUDGE);
	const int playouts = e->game.rules.all_alive ? 0 : e->judge_playouts;
	*out = &e->judged.judgement;
	if (e->judged.valid && e->judged.changes == e->changes && e->judged.seed == seed &&
	    e->judged.playouts == playouts && rules_equal(&e->judged.rules, &e->game.rules))
		return true;
	bool ok;
	if (e->game.rules.all_alive) {
		memset(&e->judged.judgement, 0, sizeof(e->judged.judgement));
		ok = true;
	} else {
		const struct judge_settings settings = {
			.playouts = playouts, .threads = e->judge_threads, .seed = seed};
		ok = judge_game(&e->game, &settings, &e->judged.judgement);
	}
	e->judged.valid = ok;
	e->judged.changes = e->changes;
	e->judged.seed = seed;
	e->judged.playouts = playouts;
	e->judged.rules = e->game.rules;
	return ok;
}

bool engine_score(struct engine *e, struct score *out)
{
	const struct judgement *j;
	const bool ok = engine_judge(e, &j);
	score_game(&e->game, &j->verdict, out);
	return ok;
}
