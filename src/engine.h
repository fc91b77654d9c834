/*
 * engine.h - the engine: one object that owns all mutable state (the game,
 * the player, the seed, the clocks, the settings). It knows nothing of GTP
 * text: commands (commands.h) act on it, a session (session.h) turns lines
 * into commands, and main.c reads and writes.
 *
 * Everything a command may change, it changes through the setters below,
 * never by writing a field: each setter announces what it changed, so that
 * the player hears of it (player.h: a search tree kept between moves is
 * re-rooted after a move and dropped after any other change) and the
 * engine's own caches follow (the judgement, the result of a loaded
 * record). A setter that sets what is already there announces nothing. Commands read the game
 * through engine_game, which is const. A setter that fails changes nothing and announces nothing.
 */
#ifndef ISHI_ENGINE_H
#define ISHI_ENGINE_H

#include "game.h"
#include "judge.h"
#include "player.h"
#include "think.h"
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
	bool score_all_alive; /* --score tromp-taylor: see engine_set_score_all_alive */
	int resign_from_move; /* genmove resigns from this move on (0: at once); -1: never */
	double resign_rate;   /* a search player resigns below this win rate (0: never) */
	enum player_kind player;
	int64_t playouts;   /* a search player's playouts per move (0: as the clock says) */
	int judge_playouts; /* the dead-stone judge's effort (judge.h) */
	int judge_threads;  /* its threads (default 1; ishi's own default is one per CPU) */
	double move_time;   /* the player's time per move, at most (0: as the clock says) */
	double lag_buffer;  /* seconds of each move's time left for the GTP round trip */
	/* Seconds no think may exceed, whatever the clock and the commands
	 * say (0: no cap), and the playouts no move's search may exceed (0: no
	 * cap), counted rather than timed so that a harness's searches answer
	 * the same each run: for harnesses that must not wait, such as the
	 * fuzzer. No command changes them. */
	double think_cap;
	int64_t playout_cap;
	char version[32]; /* what `version` answers; "": ishi's own */
	bool verbose;
	bool ponder; /* the search player thinks on after its move (engine_ponder) */
};

void engine_options_default(struct engine_options *o);

/* The lag buffer's default, as KataGo's and Leela Zero's; the longest
 * move time and lag buffer the options take (a day). */
#define ENGINE_DEFAULT_LAG_BUFFER 1.0
#define ENGINE_MAX_SECONDS        86400.0

/* The random streams derived from the seed, one per consumer (rng.h). */
enum engine_stream { STREAM_PLAYER = 0, STREAM_JUDGE = 1, STREAM_THINK = 2, STREAM_ANALYST = 3 };

struct engine {
	struct game game; /* read through engine_game; changed by the setters */
	struct player *player;
	/* Analysis's search player, under a player that does not search;
	 * made when first asked for, told of every change. */
	struct player *analyst;
	enum player_kind player_kind; /* which player it is (unless a test put its own) */
	struct player_settings player_settings;
	uint64_t seed;
	int resign_from_move;
	int judge_playouts, judge_threads;
	/* The scoring method: every stone alive at the end whatever the
	 * rules, or (false) as the rules say. No rule set changes it. */
	bool score_all_alive;
	double lag_buffer, think_cap;
	int64_t playout_cap;
	char version[32]; /* what `version` answers; "": ishi's own */
	bool verbose;
	/* Pondering: whether the search player thinks on after its move,
	 * and whether the last command was a move it chose. */
	bool ponder, ponder_due;
	/* Whether a search that chooses a move shows what it thinks on
	 * stderr as GoGui's live graphics (gogui-gfx: lines). */
	bool live_gfx;
	/* Whether the board size was chosen (by --size, boardsize or loadsgf)
	 * rather than the default: see gogui-rules_board_size. */
	bool size_chosen;
	struct time_settings time;
	struct timeman_clock clock[2];
	/* What tells a thinking command that input arrived (think.h); none
	 * until the session is given one. */
	struct think_input input;
	/* The result a loaded record gave (SGF RE), while the game, its komi
	 * and its rules are as loaded. */
	char record_result[64];
	/* The last judgement, until a change that could alter it. */
	bool judged_valid;
	struct judgement judged;
};

/* Returns false if memory ran out (then nothing needs freeing). */
bool engine_init(struct engine *e, const struct engine_options *o);
void engine_free(struct engine *e);

/* The game as it stands, read only. */
static inline const struct game *engine_game(const struct engine *e)
{
	return &e->game;
}

/* Puts p in place of the player (the engine frees it with itself) and
 * seeds it from the engine's seed; p must not be NULL. */
void engine_set_player(struct engine *e, struct player *p);

/* The player's name, as --player takes it ("random", "mcts"), or NULL. */
extern const char *const engine_player_names[PLAYER_KINDS];

/* A new player of this kind in place of the one there, seeded from the
 * engine's seed; false, changing nothing, if memory ran out. The same kind
 * is no change. */
bool engine_set_player_kind(struct engine *e, enum player_kind kind);

/* The default of a search player's settings: playouts per move (level
 * 10's) and its resign rate. */
#define ENGINE_DEFAULT_PLAYOUTS    10000
#define ENGINE_DEFAULT_RESIGN_RATE 0.1
#define ENGINE_DEFAULT_TREE_MB     64
#define ENGINE_MAX_TREE_MB         65536
#define ENGINE_MAX_PLAYOUTS        100000000

/* The levels, 1 (a beginner's) to 10 (full strength), as playouts per
 * move: engine_level_playouts[level] (index 0 unused). */
enum { ENGINE_LEVELS = 10 };
extern const int64_t engine_level_playouts[ENGINE_LEVELS + 1];

/* The level of these playouts, or 0 if they are no level's. */
int engine_level_of(int64_t playouts);

/* What tells thinking commands that input arrived (main.c's poll). */
void engine_set_input(struct engine *e, const struct think_input *in);

/* --- The game --- */

/* A new empty board of this size (BOARD_MIN_SIZE..BOARD_MAX_SIZE), komi and
 * rules kept, the clocks started afresh; the size counts as chosen. */
void engine_set_size(struct engine *e, int size);

/* Empties the board and the history, and starts the clocks afresh. */
void engine_clear(struct engine *e);

/* Komi, as rules_komi_from_text accepts it. */
void engine_set_komi(struct engine *e, double komi);

/* Plays a move, as game_play does. */
enum move_result engine_play(struct engine *e, int c, int p);

/* Plays n moves in order, or none of them: if one is refused, every move
 * of the sequence played before it is taken back and its index goes to
 * *failed. Returns MOVE_OK, or the refused move's result. */
enum move_result engine_play_sequence(struct engine *e, int n, const int *colours,
				      const int *points, int *failed);

/* Takes back the last n moves, as game_undo does; false, changing nothing,
 * if there are fewer. */
bool engine_undo(struct engine *e, int n);

/* Makes pos the start of the game, as game_set_start does; false if memory
 * ran out (nothing changed). */
bool engine_set_start(struct engine *e, const struct position *pos, int to_move, int handicap);

/* Puts rules r in force (MOVE_OK), unless a move of the game so far would
 * have been illegal under them or memory ran out to find out: then the
 * result game_legal_under gives, changing nothing. The scoring method
 * stays as it was. */
enum move_result engine_set_rules(struct engine *e, const struct rules *r);

/* The scoring method, kept apart from the rules so that a rule set never
 * undoes it: with all_alive every stone left on the board counts alive at
 * the end, whatever the rules (--score tromp-taylor); without, the dead
 * stones are judged unless the rules themselves count every stone alive
 * (friendlyPassOk false, as the Tromp-Taylor preset's). Announced as a
 * change of rules: it changes how the game counts. */
void engine_set_score_all_alive(struct engine *e, bool all_alive);

/* Whether every stone left on the board counts alive at the end, as the
 * scoring method or the rules say: what is in force. */
static inline bool engine_all_alive(const struct engine *e)
{
	return e->score_all_alive || e->game.rules.all_alive;
}

/* Puts the contents of g (a game loaded from a record, its komi and rules
 * included) in place of the engine's game, which it frees; g is left to be
 * discarded without game_free. The record's result (SGF RE, "" for none)
 * stands until the game, the komi, the rules or the scoring method change.
 * The size counts as chosen. */
void engine_load_game(struct engine *e, struct game *g, const char *record_result);

/* --- The player and the judge --- */

/* Reseeds every random stream from seed. */
void engine_seed(struct engine *e, uint64_t seed);

/* The player's settings (player.h), announced to it. */
void engine_set_player_settings(struct engine *e, const struct player_settings *s);

/* Pondering (--ponder): after a move of its own, until the next line of
 * input, the search player searches the position for the opponent, so that
 * the tree it keeps is grown when the opponent's move comes (any move its
 * tree had tried). Does nothing unless the player searches, pondering is
 * on and that player has chosen a move since the game last changed by
 * anything but moves; shows nothing and changes nothing but the player's
 * tree and random stream. False if memory ran out (nothing
 * lost: the player keeps its tree as it was). */
bool engine_ponder(struct engine *e);

/* Whether genmove's search shows its thinking as GoGui's live graphics. */
void engine_set_live_gfx(struct engine *e, bool on);

/* The dead-stone judge's playouts (0 to JUDGE_MAX_PLAYOUTS). */
void engine_set_judge_playouts(struct engine *e, int playouts);

/* --- The clock --- */

/* Time settings, as time_settings or kgs-time_settings sent them; both
 * clocks start afresh. */
void engine_set_time_settings(struct engine *e, const struct time_settings *t);

/* time_left COLOR TIME STONES: what c's clock shows (timeman_told). */
void engine_set_time_left(struct engine *e, int c, int time, int stones);

/* The budget of c's next move (timeman.h): from the clock and the game,
 * capped by the player's time per move (and the think cap). */
void engine_budget(const struct engine *e, int c, struct timeman_budget *out);

/* --- Moves --- */

enum engine_genmove_result { GENMOVE_MOVE, GENMOVE_RESIGN, GENMOVE_NO_MEMORY };

/* Chooses a move for c, with the budget of c's clock (and the player's
 * playouts) and the engine's input to stop the think: resigns when the
 * settings say to (--resign N); otherwise asks the player as `how` says
 * (player.h: PLAYER_PEEK, PLAYER_CLEANUP), and unless it peeks plays its
 * move, announces it and charges the time it took to c's clock. A peek
 * changes nothing: the answer is what genmove would play now. *point is the
 * move (a point or PASS) for GENMOVE_MOVE; GENMOVE_RESIGN when the player
 * resigns too; GENMOVE_NO_MEMORY, changing nothing, if the player ran out
 * of memory or the history had no room for the move: the room is made
 * before the player is asked, since once asked it has used its random
 * draw, and its move is played. */
enum engine_genmove_result engine_genmove(struct engine *e, int c, unsigned how, int *point);

/* engine_genmove, with the search shown to watch as it goes and the
 * watch's bans kept (a player that does not search shows nothing, and
 * keeps to the bans). */
enum engine_genmove_result engine_genmove_watched(struct engine *e, int c, unsigned how,
						  const struct player_watch *watch, int *point);

/* The most playouts one analysis runs: a tree's counts stay exact (they
 * are floats) and a GUI left analysing for hours wastes no more. */
#define ENGINE_ANALYSIS_PLAYOUTS 4000000

/* Analysis: searches the position for c until input arrives (or
 * `playouts`, unless 0, or ENGINE_ANALYSIS_PLAYOUTS, or the harness's
 * playout cap; no clock and no think cap; with `playouts`, a line already
 * waiting does not stop it, as for a move's think), showing what it
 * finds to watch as it goes, with the search player, or, under a player
 * that does not search, with a search player of the engine's own, seeded
 * from the engine's seed. Changes nothing of the game or the clocks; the
 * search player keeps its tree for its next move. False if memory ran
 * out. */
bool engine_analyze(struct engine *e, int c, int64_t playouts, const struct player_watch *watch);

/* What engine_think did. */
struct engine_thought {
	struct timeman_budget budget; /* the clock's budget for the move */
	int64_t playouts;
	double seconds;
	double black_wins; /* the share of the playouts Black won, at the game's komi */
	enum think_stop stopped;
};

/* Thinks as a search will for c's next move, without choosing one: plays
 * light playouts from the position (c first, on a stream of their own) for
 * the budget of c's move, or for `seconds` unless it is negative (and at most
 * the player's time per move and the think cap, if set), or until input
 * arrives (THINK_MOVE).
 * Changes nothing. Returns false if memory ran out. */
bool engine_think(struct engine *e, int c, double seconds, struct engine_thought *out);

/* --- The end of the game --- */

/* The dead-stone judge's verdict on the game as it stands, under its rules
 * (none dead when engine_all_alive), at the engine's effort and
 * from its judge stream; kept until a change that could alter it. Returns
 * false if memory ran out (then *out is the plain verdict, nothing dead). */
bool engine_judge(struct engine *e, const struct judgement **out);

/* The judged score of the game as it stands. */
bool engine_score(struct engine *e, struct score *out);

/* An estimate of what the score would become if play went on: the judged
 * position closed by the last moves played out, the side to move first
 * (closing_play), and what open ground is left counted as the
 * judge's playouts expect (score_estimate). False if memory ran out, as
 * engine_score. */
bool engine_estimate(struct engine *e, struct score *out);

#endif
