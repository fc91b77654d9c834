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
	player_game_changed(e->player, &e->game);
}
