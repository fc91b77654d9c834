/*
 * engine.h - the GTP engine: one object that owns all mutable state (the
 * game, the random generator, the clock settings), and turns command lines
 * into responses. It does no I/O itself: main.c reads and writes.
 */
#ifndef ISHI_ENGINE_H
#define ISHI_ENGINE_H

#include "game.h"
#include "gtp.h"
#include "player.h"
#include "rng.h"
#include "strbuf.h"

#include <stdbool.h>
#include <stdint.h>

/* Settings from the command line. */
struct engine_options {
	uint64_t seed;
	bool seed_given; /* else the caller supplies a fresh seed anyway */
	double komi;
	int size;
	struct rules rules;
	int resign_from_move; /* genmove resigns from this move on; 0: never */
	bool verbose;
};

void engine_options_default(struct engine_options *o);

/* Time settings as the controller sent them (the random player ignores the
 * clock, but reports what it was told). */
enum time_system { TIME_NONE, TIME_ABSOLUTE, TIME_CANADIAN, TIME_BYOYOMI };

struct time_settings {
	enum time_system system;
	int main_time;
	int byo_time;
	int byo_count; /* stones per period (canadian) or periods (byoyomi) */
};

struct clock_left {
	bool known;
	int time;
	int stones;
};

struct engine {
	struct game game;
	struct rng rng;
	uint64_t seed;
	move_generator generate;
	int resign_from_move;
	bool verbose;
	struct time_settings time;
	struct clock_left left[2];
	bool quit;
	struct gtp_command command; /* reused buffer for parsing */
};

/* Returns false if memory ran out. */
bool engine_init(struct engine *e, const struct engine_options *o);
void engine_free(struct engine *e);

/* The outcome of one command: the response text (result or error message)
 * and text for stderr (echo_err, and diagnostics when verbose). */
struct reply {
	bool ok;
	struct strbuf text;
	struct strbuf diagnostics;
};

/* Handles one raw input line (without its newline; it may hold any bytes
 * and is changed in place). Appends the framed response to out, or nothing
 * if the line holds no command, and anything for stderr to err. Returns
 * whether a response was written. Sets e->quit after "quit". */
bool engine_handle_line(struct engine *e, char *line, size_t len, struct strbuf *out,
			struct strbuf *err);

/* Reseeds the random generator. */
void engine_seed(struct engine *e, uint64_t seed);

#endif
