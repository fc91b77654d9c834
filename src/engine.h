/*
 * engine.h - the engine: one object that owns all mutable state (the game,
 * the player, the seed, the clock settings). It knows nothing of GTP text:
 * commands (commands.h) act on it, a session (session.h) turns lines into
 * commands, and main.c reads and writes.
 */
#ifndef ISHI_ENGINE_H
#define ISHI_ENGINE_H

#include "game.h"
#include "judge.h"
#include "player.h"
#include "timeman.h"

#include <stdbool.h>
#include <stdint.h>

/* Settings from the command line. */
struct engine_options {
	uint64_t seed;
	bool seed_given; /* else the caller supplies a fresh seed anyway */
	double komi;
	int size;
	bool size_given; /* --size was on the command line */
	struct rules rules;
	int resign_from_move; /* genmove resigns from this move on (0: at once); -1: never */
	int judge_playouts;   /* the dead-stone judge's effort (judge.h) */
	int judge_threads;    /* its threads (default 1; ishi's own default is one per CPU) */
	bool verbose;
};

void engine_options_default(struct engine_options *o);

struct clock_left {
	bool known;
	int time;
	int stones;
};

/* The random streams derived from the seed, one per consumer (rng.h). */
enum engine_stream { STREAM_PLAYER = 0, STREAM_JUDGE = 1 };

struct engine {
	struct game game;
	struct player *player;
	uint64_t seed;
	int resign_from_move;
	int judge_playouts, judge_threads;
	bool verbose;
	/* Whether the board size was chosen (by --size, boardsize or loadsgf)
	 * rather than the default: see gogui-rules_board_size. */
	bool size_chosen;
	struct time_settings time;
	struct clock_left left[2];
	/* The result a loaded record gave (SGF RE), until the game changes. */
	char record_result[64];
	/* The last judgement, valid while the game and the settings that
	 * made it stand. */
	uint64_t changes; /* counts engine_game_changed */
	struct {
		bool valid;
		uint64_t changes, seed;
		int playouts;
		struct rules rules;
		struct judgement judgement;
	} judged;
};

/* Returns false if memory ran out (then nothing needs freeing). */
bool engine_init(struct engine *e, const struct engine_options *o);
void engine_free(struct engine *e);

/* Reseeds every random stream from seed. */
void engine_seed(struct engine *e, uint64_t seed);

/* Tells the player that the game changed, and forgets what was judged of
 * it and the result of a loaded record: after every command that changed
 * it. */
void engine_game_changed(struct engine *e);

/* The dead-stone judge's verdict on the game as it stands, under its rules
 * (none dead when they count every stone alive), at the engine's effort and
 * from its judge stream; the same until the game changes. Returns false if
 * memory ran out (then *out is the plain verdict, nothing dead). */
bool engine_judge(struct engine *e, const struct judgement **out);

/* The judged score of the game as it stands. */
bool engine_score(struct engine *e, struct score *out);

#endif
