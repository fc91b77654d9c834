/*
 * commands_game.c - commands that set up and change the game: board size,
 * komi, moves, handicap, clocks, score and the random seed.
 */
#include "commands.h"

#include "analysis.h"

#include "coord.h"
#include "handicap.h"
#include "score.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static void add_vertex(struct strbuf *sb, const struct grid *g, int p)
{
	char buf[8];
	coord_format(g, p, buf);
	sb_adds(sb, buf);
}

static void add_vertex_list(struct strbuf *sb, const struct grid *g, const int *points, int n)
{
	for (int i = 0; i < n; i++) {
		if (i)
			sb_addc(sb, ' ');
		add_vertex(sb, g, points[i]);
	}
}

/* boardsize N: a new empty board of N x N (1 <= N <= 25), komi kept. Fails
 * with "unacceptable size" for any other integer, "syntax error" for text
 * that is no integer. */
bool cmd_boardsize(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	long size = number_int(argv[0]);
	if (size == NUMBER_INT_MALFORMED)
		return cmd_fail(r, "syntax error");
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE)
		return cmd_fail(r, "unacceptable size");
	engine_set_size(e, (int)size);
	return true;
}

/* query_boardsize: answers the board size. */
bool cmd_query_boardsize(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_addf(&r->text, "%d", engine_game(e)->board.grid.size);
	return true;
}

/* clear_board: empties the board, the history and the prisoner counts. */
bool cmd_clear_board(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	engine_clear(e);
	return true;
}

/* komi K: sets komi to a plain decimal number up to RULES_MAX_KOMI either
 * way (rules_komi_from_text); "syntax error" for anything else (text,
 * exponents, hexadecimal, nan, infinities, beyond the bound). */
bool cmd_komi(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	double komi;
	if (!rules_komi_from_text(argv[0], &komi))
		return cmd_fail(r, "syntax error");
	engine_set_komi(e, komi);
	return true;
}

/* get_komi: answers the komi. */
bool cmd_get_komi(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_addf(&r->text, "%.10g", engine_game(e)->komi);
	return true;
}

/* play COLOR VERTEX: plays a stone or a pass. "syntax error" for a bad
 * colour or vertex, "illegal move" for any play the rules forbid (off this
 * board, occupied, suicide, ko, superko). "play COLOR resign", sent by some
 * old controllers, is accepted and changes nothing. */
bool cmd_play(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	if (strcasecmp(argv[1], "resign") == 0)
		return true;
	int p = cmd_vertex_arg(e, r, argv[1]);
	if (p == -1)
		return false;
	enum move_result result = engine_play(e, c, p);
	if (result == MOVE_OK)
		return true;
	if (result == MOVE_NO_MEMORY)
		return cmd_fail(r, "out of memory");
	if (e->verbose) {
		/* For people syncing a GUI: why, on stderr. */
		sb_addf(&r->diagnostics, "ishi: play %s %s is illegal: %s\n", argv[0], argv[1],
			board_result_text(result));
	}
	return cmd_fail(r, "illegal move");
}

/* GoGui's live graphics while genmove searches (engine.live_gfx): how
 * often, and where they go. */
#define LIVE_GFX_INTERVAL 0.5

struct live_gfx {
	struct reply *r;
	const struct grid *g;
	int colour;
};

static void show_live_gfx(void *arg, const struct uct_report *report)
{
	const struct live_gfx *l = arg;
	struct strbuf *err = l->r->stream_err;
	const size_t before = err->len;
	sb_adds(err, "gogui-gfx:\n");
	const size_t head = err->len;
	analysis_format_gfx(report, l->g, l->colour, err);
	if (err->len == head || err->failed) { /* nothing to draw yet, or no room */
		sb_truncate(err, before);
	} else {
		sb_addc(err, '\n'); /* the end of the block */
	}
}

/* genmove, reg_genmove and kgs-genmove_cleanup: the move for the colour
 * argument, asked as `how` says (player.h), played unless it peeks. */
static bool generate(struct engine *e, int argc, char **argv, struct reply *r, unsigned how)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	int p;
	const struct live_gfx live = {r, &engine_game(e)->board.grid, c};
	const struct player_watch watch = {LIVE_GFX_INTERVAL, NULL, show_live_gfx, (void *)&live};
	const enum engine_genmove_result result =
		engine_genmove_watched(e, c, how, e->live_gfx ? &watch : NULL, &p);
	/* GoGui keeps the last drawing unless told: it is gone with the move. */
	if (e->live_gfx && e->player->thinks)
		sb_adds(&r->diagnostics, "gogui-gfx: CLEAR\n");
	switch (result) {
	case GENMOVE_RESIGN:
		sb_adds(&r->text, "resign");
		return true;
	case GENMOVE_NO_MEMORY:
		return cmd_fail(r, "out of memory");
	case GENMOVE_MOVE:
		break;
	}
	add_vertex(&r->text, &engine_game(e)->board.grid, p);
	const struct player_mcts_info *info = player_mcts_info(e->player);
	if (e->verbose && info && !(how & PLAYER_PEEK))
		sb_addf(&r->diagnostics,
			"ishi: search: %" PRId64 " playouts (%" PRId64
			" kept from before), "
			"win rate %.1f%%, %" PRId64 " nodes%s\n",
			info->iterations, info->reused, 100 * info->root_rate, info->nodes,
			info->early ? ", stopped early" : "");
	return true;
}

/* genmove COLOR: chooses a move for COLOR within the budget of its clock
 * and the player's playouts (engine_genmove), plays it, and answers its
 * vertex, "pass", or "resign" (when the --resign option asks for it, or the
 * search player finds the game hopeless). The next line of input stops a
 * player that thinks. Fails only on a bad colour (and if memory runs
 * out). */
bool cmd_genmove(struct engine *e, int argc, char **argv, struct reply *r)
{
	return generate(e, argc, argv, r, 0);
}

/* kgs-genmove_cleanup COLOR: genmove, for the cleanup phase KGS starts
 * when the players disagree on what is dead: the search player does not
 * pass while a stone of the opponent's is judged dead, and captures it
 * first. The random player plays as genmove does. */
bool cmd_kgs_genmove_cleanup(struct engine *e, int argc, char **argv, struct reply *r)
{
	return generate(e, argc, argv, r, PLAYER_CLEANUP);
}

/* reg_genmove COLOR: answers what genmove would play now, without playing it
 * and without using up the random draw that genmove will make. */
bool cmd_reg_genmove(struct engine *e, int argc, char **argv, struct reply *r)
{
	return generate(e, argc, argv, r, PLAYER_PEEK);
}

/* undo: takes back the last move; "cannot undo" when there is none
 * (handicap stones are never taken back). */
bool cmd_undo(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	return engine_undo(e, 1) || cmd_fail(r, "cannot undo");
}

/* gg-undo [N]: takes back the last N moves (1 if N is not given); "cannot
 * undo", changing nothing, when there are fewer. */
bool cmd_gg_undo(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc > 1)
		return cmd_fail(r, "syntax error");
	long n = argc ? number_int(argv[0]) : 1;
	if (n < 0)
		return cmd_fail(r, "syntax error");
	return engine_undo(e, (int)n) || cmd_fail(r, "cannot undo");
}

static bool board_is_empty(const struct engine *e)
{
	const struct board *b = &engine_game(e)->board;
	return b->empty_count == b->grid.size * b->grid.size;
}

/* Starts the game from these black handicap stones, White to move. */
static bool start_with_handicap(struct engine *e, const int *points, int n, struct reply *r)
{
	struct position pos;
	memset(&pos, 0, sizeof(pos));
	for (int i = 0; i < n; i++)
		bb_set(&pos.stone[BLACK], points[i]);
	return engine_set_start(e, &pos, WHITE, n) || cmd_fail(r, "bad vertex list");
}

/* fixed_handicap N: places N stones where the GTP spec fixes them and answers
 * their vertices. "invalid number of stones" if this size has no placement of
 * N stones, "board not empty" if stones are on the board. */
bool cmd_fixed_handicap(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	long n = number_int(argv[0]);
	if (n < 0)
		return cmd_fail(r, "syntax error");
	int points[9];
	const struct grid *g = &engine_game(e)->board.grid;
	if (n > 9 || handicap_fixed(g, (int)n, points) == 0)
		return cmd_fail(r, "invalid number of stones");
	if (!board_is_empty(e))
		return cmd_fail(r, "board not empty");
	if (!start_with_handicap(e, points, (int)n, r))
		return false;
	add_vertex_list(&r->text, g, points, (int)n);
	return true;
}

/* place_free_handicap N: places N stones (2 <= N < points on the board)
 * where the engine likes, the fixed placement as far as it goes, and answers
 * their vertices. Fails as fixed_handicap does. */
bool cmd_place_free_handicap(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	long n = number_int(argv[0]);
	if (n < 0)
		return cmd_fail(r, "syntax error");
	const struct grid *g = &engine_game(e)->board.grid;
	int points[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	if (n < 2 || n >= g->size * g->size)
		return cmd_fail(r, "invalid number of stones");
	if (!board_is_empty(e))
		return cmd_fail(r, "board not empty");
	handicap_free(g, (int)n, points);
	if (!start_with_handicap(e, points, (int)n, r))
		return false;
	add_vertex_list(&r->text, g, points, (int)n);
	return true;
}

/* set_free_handicap VERTEX...: places black handicap stones on the given
 * points. "syntax error" for text that is no vertex, "board not empty",
 * and "bad vertex list" for a pass, a point off the board, a repeated point,
 * or fewer than 2 or more than (points - 1) stones. */
bool cmd_set_free_handicap(struct engine *e, int argc, char **argv, struct reply *r)
{
	const struct grid *g = &engine_game(e)->board.grid;
	int *points = malloc((size_t)(argc ? argc : 1) * sizeof(int));
	if (!points)
		return cmd_fail(r, "out of memory");
	bool ok = true;
	for (int i = 0; i < argc && ok; i++)
		ok = (points[i] = cmd_vertex_arg(e, r, argv[i])) != -1;
	if (ok && !board_is_empty(e))
		ok = cmd_fail(r, "board not empty");
	if (ok && (argc < 2 || argc >= g->size * g->size))
		ok = cmd_fail(r, "bad vertex list");
	struct bitboard seen;
	bb_zero(&seen);
	for (int i = 0; i < argc && ok; i++) {
		if (points[i] == PASS || points[i] == VERTEX_OFF_BOARD || bb_test(&seen, points[i]))
			ok = cmd_fail(r, "bad vertex list");
		else
			bb_set(&seen, points[i]);
	}
	ok = ok && start_with_handicap(e, points, argc, r);
	free(points);
	return ok;
}

/* Reads the non-negative ints of argv into values; false if one is not. */
static bool int_args(int argc, char **argv, long *values)
{
	for (int i = 0; i < argc; i++)
		if ((values[i] = number_int(argv[i])) < 0)
			return false;
	return true;
}

/* time_settings MAIN BYO STONES: Canadian byo-yomi as the spec defines it
 * (BYO > 0 with STONES = 0 means no limit; BYO = 0 means absolute time).
 * Stored; the random player needs no clock. */
bool cmd_time_settings(struct engine *e, int argc, char **argv, struct reply *r)
{
	long v[3];
	if (argc != 3 || !int_args(3, argv, v))
		return cmd_fail(r, "syntax error");
	const struct time_settings t = timeman_from_gtp((int)v[0], (int)v[1], (int)v[2]);
	engine_set_time_settings(e, &t);
	return true;
}

/* kgs-time_settings none | absolute MAIN | canadian MAIN BYO STONES |
 * byoyomi MAIN BYO PERIODS: the KGS extension of time_settings. */
bool cmd_kgs_time_settings(struct engine *e, int argc, char **argv, struct reply *r)
{
	static const struct {
		const char *name;
		enum time_system system;
		int args;
	} systems[] = {{"none", TIME_NONE, 0},
		       {"absolute", TIME_ABSOLUTE, 1},
		       {"canadian", TIME_CANADIAN, 3},
		       {"byoyomi", TIME_BYOYOMI, 3}};
	long v[3] = {0, 0, 0};
	for (size_t i = 0; argc >= 1 && i < sizeof(systems) / sizeof(systems[0]); i++) {
		if (strcmp(argv[0], systems[i].name) != 0)
			continue;
		if (argc - 1 != systems[i].args || !int_args(argc - 1, argv + 1, v))
			break;
		const struct time_settings t = {systems[i].system, (int)v[0], (int)v[1], (int)v[2]};
		engine_set_time_settings(e, &t);
		return true;
	}
	return cmd_fail(r, "syntax error");
}

/* time_left COLOR TIME STONES: the time left on COLOR's clock (STONES is 0
 * while main time runs). Stored. */
bool cmd_time_left(struct engine *e, int argc, char **argv, struct reply *r)
{
	long v[2];
	if (argc != 3)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	if (!int_args(2, argv + 1, v))
		return cmd_fail(r, "syntax error");
	engine_set_time_left(e, c, (int)v[0], (int)v[1]);
	return true;
}

/* final_score: the score of the game as it stands, its dead stones judged
 * and removed (judge.h; none under rules that count every stone alive),
 * with komi to White, as "B+x", "W+x", or "0" for a draw. "out of memory"
 * if the judge could not run. */
bool cmd_final_score(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	struct score s;
	if (!engine_score(e, &s))
		return cmd_fail(r, "out of memory");
	char buf[64];
	score_format(s.margin, buf, sizeof(buf));
	sb_adds(&r->text, buf);
	return true;
}

/* Puts rules r in force, unless the game so far breaks them: "the game so
 * far breaks these rules", changing nothing (or "out of memory"). */
static bool put_rules(struct engine *e, const struct rules *r, struct reply *reply)
{
	const enum move_result result = engine_set_rules(e, r);
	return result == MOVE_OK ||
	       cmd_fail(reply, result == MOVE_NO_MEMORY ? "out of memory"
							: "the game so far breaks these rules");
}

/* kgs-rules NAME: the preset NAME (KGS sends chinese, japanese, aga and
 * new_zealand; every name of rules.h is taken). "unknown rules" for any
 * other name; "the game so far breaks these rules", changing nothing, if a
 * move played would not have been legal under them. Komi stays. */
bool cmd_kgs_rules(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	struct rules rules;
	if (!rules_from_name(argv[0], &rules))
		return cmd_fail(r, "unknown rules");
	return put_rules(e, &rules, r);
}

/* kata-set-rules RULES: KataGo's form: a preset name, or a JSON object of
 * switches (rules_parse; the switches it omits take Tromp-Taylor's values,
 * as KataGo's do). Fails with the reason (the key at fault and why, or
 * where the text stops being JSON), or as kgs-rules. Komi stays. */
bool cmd_kata_set_rules(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc == 0)
		return cmd_fail(r, "syntax error");
	struct strbuf text = STRBUF_INIT;
	for (int i = 0; i < argc; i++)
		sb_addf(&text, "%s%s", i ? " " : "", argv[i]);
	if (text.failed) {
		sb_release(&text);
		return cmd_fail(r, "out of memory");
	}
	struct rules rules;
	struct rules_why why;
	const bool parsed = rules_parse(text.buf, &rules, &why);
	sb_release(&text);
	if (!parsed)
		return cmd_fail(r, why.text);
	return put_rules(e, &rules, r);
}

/* kata-set-rule KEY VALUE: one switch, by KataGo's key (rules.h), the
 * others kept. Fails with the reason for a key or a value ishi does not
 * have, or as kgs-rules. */
bool cmd_kata_set_rule(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cmd_fail(r, "syntax error");
	struct rules rules = engine_game(e)->rules;
	struct rules_why why;
	if (!rules_set(&rules, argv[0], argv[1], &why))
		return cmd_fail(r, why.text);
	return put_rules(e, &rules, r);
}

/* kata-get-rules: the rules in force, as KataGo answers: a JSON object,
 * keys sorted, with ishi's passStones among them. */
bool cmd_kata_get_rules(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	rules_to_json(&engine_game(e)->rules, &r->text);
	return true;
}

/* The settings of ishi-param: each shows its value and sets a new one from
 * text, false if it does not take that text, with *why saying why if that
 * is not a syntax error. */
struct param {
	const char *key, *type;
	void (*show)(const struct engine *e, struct strbuf *out);
	bool (*set)(struct engine *e, const char *value, const char **why);
};

/* What is in force: the scoring method's, or the rules' when they count
 * every stone alive. */
static void show_score(const struct engine *e, struct strbuf *out)
{
	sb_adds(out, rules_score_names[engine_all_alive(e)]);
}

static bool set_score(struct engine *e, const char *value, const char **why)
{
	bool all_alive;
	if (!rules_score_from_name(value, &all_alive))
		return false;
	if (!all_alive && engine_game(e)->rules.all_alive) {
		*why = RULES_ALL_ALIVE_WHY;
		return false;
	}
	engine_set_score_all_alive(e, all_alive);
	return true;
}

static void show_judge_playouts(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%d", e->judge_playouts);
}

static bool set_judge_playouts(struct engine *e, const char *value, const char **why)
{
	const long playouts = number_int(value);
	if (playouts == NUMBER_INT_OUT_OF_RANGE || playouts > JUDGE_MAX_PLAYOUTS)
		*why = JUDGE_MAX_PLAYOUTS_WHY;
	if (playouts < 0 || playouts > JUDGE_MAX_PLAYOUTS)
		return false;
	engine_set_judge_playouts(e, (int)playouts);
	return true;
}

static void show_move_time(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%.10g", e->player_settings.move_time);
}

static bool set_move_time(struct engine *e, const char *value, const char **why)
{
	(void)why;
	struct player_settings s = e->player_settings;
	if (!number_real_in(value, 0, ENGINE_MAX_SECONDS, &s.move_time))
		return false;
	engine_set_player_settings(e, &s);
	return true;
}

static void show_player(const struct engine *e, struct strbuf *out)
{
	sb_adds(out, engine_player_names[e->player_kind]);
}

static bool set_player(struct engine *e, const char *value, const char **why)
{
	for (int k = 0; k < PLAYER_KINDS; k++)
		if (strcmp(value, engine_player_names[k]) == 0) {
			if (engine_set_player_kind(e, (enum player_kind)k))
				return true;
			*why = "out of memory";
			return false;
		}
	return false;
}

static void show_playouts(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%" PRId64, e->player_settings.playouts);
}

static bool set_playouts(struct engine *e, const char *value, const char **why)
{
	(void)why;
	uint64_t n;
	if (!number_u64(value, &n) || n > ENGINE_MAX_PLAYOUTS)
		return false;
	struct player_settings s = e->player_settings;
	s.playouts = (int64_t)n;
	engine_set_player_settings(e, &s);
	return true;
}

/* The level whose playouts are in force, 0 for none. */
static void show_level(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%d", engine_level_of(e->player_settings.playouts));
}

static bool set_level(struct engine *e, const char *value, const char **why)
{
	(void)why;
	const long level = number_int(value);
	if (level < 1 || level > ENGINE_LEVELS)
		return false;
	struct player_settings s = e->player_settings;
	s.playouts = engine_level_playouts[level];
	engine_set_player_settings(e, &s);
	return true;
}

static void show_resign_rate(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%.10g", e->player_settings.resign_rate);
}

static bool set_resign_rate(struct engine *e, const char *value, const char **why)
{
	(void)why;
	struct player_settings s = e->player_settings;
	if (!number_real_in(value, 0, 1, &s.resign_rate))
		return false;
	engine_set_player_settings(e, &s);
	return true;
}

static void show_tree_mb(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%d", e->player_settings.tree_mb);
}

static bool set_tree_mb(struct engine *e, const char *value, const char **why)
{
	(void)why;
	const long mb = number_int(value);
	if (mb < 1 || mb > ENGINE_MAX_TREE_MB)
		return false;
	struct player_settings s = e->player_settings;
	s.tree_mb = (int)mb;
	engine_set_player_settings(e, &s);
	return true;
}

static void show_threads(const struct engine *e, struct strbuf *out)
{
	sb_addf(out, "%d", e->player_settings.threads);
}

static bool set_threads(struct engine *e, const char *value, const char **why)
{
	(void)why;
	const long n = number_int(value);
	if (n < 1 || n > UCT_MAX_THREADS)
		return false;
	struct player_settings s = e->player_settings;
	s.threads = (int)n;
	engine_set_player_settings(e, &s);
	return true;
}

static void show_live_gfx_setting(const struct engine *e, struct strbuf *out)
{
	sb_adds(out, e->live_gfx ? "1" : "0");
}

static bool set_live_gfx(struct engine *e, const char *value, const char **why)
{
	(void)why;
	if (strcmp(value, "0") && strcmp(value, "1"))
		return false;
	engine_set_live_gfx(e, value[0] == '1');
	return true;
}

static const struct param params[] = {
	{"score", "[list/judged/tromp-taylor]", show_score, set_score},
	{"judge_playouts", "[string]", show_judge_playouts, set_judge_playouts},
	{"move_time", "[string]", show_move_time, set_move_time},
	{"player", "[list/random/mcts]", show_player, set_player},
	{"playouts", "[string]", show_playouts, set_playouts},
	{"level", "[string]", show_level, set_level},
	{"resign_rate", "[string]", show_resign_rate, set_resign_rate},
	{"tree_mb", "[string]", show_tree_mb, set_tree_mb},
	{"threads", "[string]", show_threads, set_threads},
	{"live_gfx", "[bool]", show_live_gfx_setting, set_live_gfx},
};

/* ishi-param [KEY [VALUE]]: ishi's settings, in the form GoGui's parameter
 * dialog reads ("param" analyze commands): without arguments, one line per
 * setting, "[type] key value"; with KEY, its value; with KEY and VALUE, sets
 * it. The settings: score (judged or tromp-taylor: the end of the game with
 * dead stones judged, or every stone alive whatever the rules; it shows
 * what is in force, tromp-taylor too under rules that count every stone
 * alive, where judged is refused with the reason), judge_playouts (the dead-stone
 * judge's playouts, 0 to JUDGE_MAX_PLAYOUTS, more refused with
 * JUDGE_MAX_PLAYOUTS_WHY), move_time (the longest a move may
 * think, in seconds, 0 to 86400; 0: as long as the clock allows), player
 * (random or mcts), playouts (the search player's per move, 0 to
 * 100000000; 0: as the clock allows), level (1 to 10, which sets playouts
 * as engine_level_playouts says; shown as 0 when playouts is no level's),
 * resign_rate (the win rate below which the search player resigns, 0 to
 * 1; 0: never), tree_mb (the search tree's bound, 1 to 65536 megabytes;
 * keeping the tree copies it, so twice that at most for a moment), threads
 * (the search's, 1 to UCT_MAX_THREADS: one gives the same game each time;
 * the judge keeps --threads) and live_gfx (1: a search's genmove draws what it thinks in GoGui, by
 * gogui-gfx: lines on stderr every half second, and clears them at its
 * end; 0, the default: nothing).
 * "unknown parameter" for any other KEY, "syntax error" for a VALUE the
 * setting does not take. */
bool cmd_ishi_param(struct engine *e, int argc, char **argv, struct reply *r)
{
	enum { PARAMS = sizeof(params) / sizeof(params[0]) };
	if (argc > 2)
		return cmd_fail(r, "syntax error");
	if (argc == 0) {
		for (int i = 0; i < PARAMS; i++) {
			sb_addf(&r->text, "%s%s %s ", i ? "\n" : "", params[i].type, params[i].key);
			params[i].show(e, &r->text);
		}
		return true;
	}
	const struct param *p = NULL;
	for (int i = 0; i < PARAMS && !p; i++)
		if (strcmp(argv[0], params[i].key) == 0)
			p = &params[i];
	if (!p)
		return cmd_fail(r, "unknown parameter");
	if (argc == 1) {
		p->show(e, &r->text);
		return true;
	}
	const char *why = "syntax error";
	return p->set(e, argv[1], &why) || cmd_fail(r, why);
}

/* set_random_seed SEED: reseeds the random player with SEED, as parse_u64
 * reads it (anything else is a syntax error); the same seed and commands
 * give the same moves. */
bool cmd_set_random_seed(struct engine *e, int argc, char **argv, struct reply *r)
{
	uint64_t seed;
	if (argc != 1 || !number_u64(argv[0], &seed))
		return cmd_fail(r, "syntax error");
	engine_seed(e, seed);
	return true;
}

/* get_random_seed: the seed in use (given, or drawn at start-up). */
bool cmd_get_random_seed(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_addf(&r->text, "%" PRIu64, e->seed);
	return true;
}
