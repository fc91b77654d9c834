/*
 * engine.c - the engine object and the handling of one command line.
 */
#include "engine.h"

#include "commands.h"

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
	rng_seed(&e->rng, seed);
}

bool engine_init(struct engine *e, const struct engine_options *o)
{
	memset(e, 0, sizeof(*e));
	if (!game_init(&e->game, o->size))
		return false;
	e->game.komi = o->komi;
	e->game.rules = o->rules;
	e->generate = player_random;
	e->resign_from_move = o->resign_from_move;
	e->verbose = o->verbose;
	e->time.system = TIME_NONE;
	engine_seed(e, o->seed);
	return true;
}

void engine_free(struct engine *e)
{
	game_free(&e->game);
	gtp_command_free(&e->command);
}

bool engine_handle_line(struct engine *e, char *line, size_t len, struct strbuf *out,
			struct strbuf *err)
{
	if (gtp_preprocess(line, len) == 0)
		return false;
	struct reply r = {.ok = false, .text = STRBUF_INIT, .diagnostics = STRBUF_INIT};
	struct gtp_command *cmd = &e->command;
	if (!gtp_parse(line, cmd)) {
		cmd->has_id = false;
		fail(&r, "out of memory");
	} else if (cmd->error) {
		fail(&r, cmd->error);
	} else {
		const struct command *c = commands_find(cmd->name);
		if (!c)
			fail(&r, "unknown command");
		else
			r.ok = c->run(e, cmd->argc, cmd->argv, &r);
	}
	if (r.text.failed) {
		sb_reset(&r.text);
		r.ok = fail(&r, "out of memory");
	}
	gtp_frame(out, r.ok, cmd, r.text.buf);
	sb_add(err, r.diagnostics.buf, r.diagnostics.len);
	sb_release(&r.text);
	sb_release(&r.diagnostics);
	return true;
}
