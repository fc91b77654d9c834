/*
 * commands.c - the command table, shared helpers, and the commands about
 * the protocol itself.
 */
#include "commands.h"

#include "coord.h"
#include "gtp.h"

#include <string.h>
#include <time.h>

#ifndef ISHI_VERSION
#define ISHI_VERSION "0"
#endif

const struct command cmd_table[] = {
	{"protocol_version", cmd_protocol_version, "", "the GTP version: 2"},
	{"name", cmd_name, "", "the engine's name: ishi"},
	{"version", cmd_version, "", "the engine's version"},
	{"known_command", cmd_known_command, "NAME", "true if NAME is a command here"},
	{"list_commands", cmd_list_commands, "", "every command, one per line"},
	{"quit", cmd_quit, "", "answer, then end the engine"},
	{"boardsize", cmd_boardsize, "N", "new empty board of N x N, 1 <= N <= 25"},
	{"query_boardsize", cmd_query_boardsize, "", "the board size"},
	{"clear_board", cmd_clear_board, "", "empty the board and the history"},
	{"komi", cmd_komi, "K", "set komi (a decimal number, up to a million)"},
	{"get_komi", cmd_get_komi, "", "the komi"},
	{"play", cmd_play, "COLOR VERTEX", "play a move (or pass; resign is ignored)"},
	{"genmove", cmd_genmove, "COLOR", "choose a move, play it, and answer it"},
	{"reg_genmove", cmd_reg_genmove, "COLOR", "the move genmove would choose, not played"},
	{"kgs-genmove_cleanup", cmd_kgs_genmove_cleanup, "COLOR",
	 "genmove, capturing dead stones before passing"},
	{"lz-analyze", cmd_lz_analyze, "[COLOR] [INTERVAL] [KEY VALUE...]",
	 "analysis until the next line, rates in 1/10000"},
	{"kata-analyze", cmd_kata_analyze, "[COLOR] [INTERVAL] [KEY VALUE...]",
	 "analysis until the next line, rates in [0, 1]"},
	{"lz-genmove_analyze", cmd_lz_genmove_analyze, "[COLOR] [INTERVAL] [KEY VALUE...]",
	 "genmove with lz-analyze's lines, then play VERTEX"},
	{"kata-genmove_analyze", cmd_kata_genmove_analyze, "[COLOR] [INTERVAL] [KEY VALUE...]",
	 "genmove with kata-analyze's lines, then play VERTEX"},
	{"undo", cmd_undo, "", "take back the last move"},
	{"gg-undo", cmd_gg_undo, "[N]", "take back the last N moves (default 1)"},
	{"fixed_handicap", cmd_fixed_handicap, "N", "place N handicap stones as the spec fixes"},
	{"place_free_handicap", cmd_place_free_handicap, "N", "place N handicap stones"},
	{"set_free_handicap", cmd_set_free_handicap, "VERTEX...", "place these handicap stones"},
	{"kgs-rules", cmd_kgs_rules, "NAME",
	 "a rule set: chinese, japanese, aga, new_zealand, ..."},
	{"kata-set-rules", cmd_kata_set_rules, "NAME|JSON", "rules as KataGo sets them"},
	{"kata-set-rule", cmd_kata_set_rule, "KEY VALUE", "one rule, by KataGo's name"},
	{"kata-get-rules", cmd_kata_get_rules, "", "the rules, as KataGo's JSON"},
	{"time_settings", cmd_time_settings, "MAIN BYO STONES", "Canadian time settings"},
	{"kgs-time_settings", cmd_kgs_time_settings, "SYSTEM ...",
	 "none | absolute M | canadian M B S | byoyomi M B P"},
	{"time_left", cmd_time_left, "COLOR TIME STONES", "time left on a clock"},
	{"final_score", cmd_final_score, "", "the score, dead stones judged: B+x, W+x or 0"},
	{"final_status", cmd_final_status, "VERTEX",
	 "alive, dead, seki; black_territory, white_territory, dame"},
	{"final_status_list", cmd_final_status_list, "STATUS",
	 "alive, dead or seki stones; black_territory, white_territory, dame"},
	{"showboard", cmd_showboard, "", "the board as text"},
	{"is_legal", cmd_is_legal, "COLOR VERTEX", "1 if the move is legal, else 0"},
	{"all_legal", cmd_all_legal, "COLOR", "every legal point for COLOR"},
	{"list_stones", cmd_list_stones, "COLOR", "every stone of COLOR"},
	{"captures", cmd_captures, "COLOR", "stones COLOR has captured"},
	{"color", cmd_color, "VERTEX", "black, white or empty"},
	{"countlib", cmd_countlib, "VERTEX", "liberties of the chain at VERTEX"},
	{"findlib", cmd_findlib, "VERTEX", "the liberties of the chain at VERTEX"},
	{"last_move", cmd_last_move, "", "the color and vertex of the last move"},
	{"move_history", cmd_move_history, "", "the moves, last first"},
	{"set_random_seed", cmd_set_random_seed, "SEED", "seed the random player"},
	{"get_random_seed", cmd_get_random_seed, "", "the seed in use"},
	{"ishi-param", cmd_ishi_param, "[KEY [VALUE]]",
	 "ishi's settings: score, judge_playouts, move_time"},
	{"cputime", cmd_cputime, "", "processor seconds used by the engine"},
	{"echo", cmd_echo, "TEXT...", "answer TEXT"},
	{"echo_err", cmd_echo_err, "TEXT...", "answer TEXT and write it to stderr"},
	{"gogui-interrupt", cmd_gogui_interrupt, "",
	 "says that '# interrupt' stops a command that thinks"},
	{"gogui-analyze_commands", cmd_gogui_analyze_commands, "", "GoGui's analyze menu"},
	{"gogui-play_sequence", cmd_gogui_play_sequence, "COLOR VERTEX...",
	 "play these moves, or none if one is illegal"},
	{"gogui-setup", cmd_gogui_setup, "COLOR VERTEX...", "setup stones on an empty board"},
	{"gogui-setup_player", cmd_gogui_setup_player, "COLOR", "who moves first after setup"},
	{"gogui-rules_game_id", cmd_gogui_rules_game_id, "", "GoGui's ruler: the game, Go"},
	{"gogui-rules_board_size", cmd_gogui_rules_board_size, "", "GoGui's ruler: the size"},
	{"gogui-rules_board", cmd_gogui_rules_board, "", "GoGui's ruler: the board"},
	{"gogui-rules_legal_moves", cmd_gogui_rules_legal_moves, "",
	 "GoGui's ruler: the legal moves, none once over"},
	{"gogui-rules_side_to_move", cmd_gogui_rules_side_to_move, "", "GoGui's ruler: who moves"},
	{"gogui-rules_captured_count", cmd_gogui_rules_captured_count, "",
	 "GoGui's ruler: captures by Black, by White"},
	{"gogui-rules_final_result", cmd_gogui_rules_final_result, "", "GoGui's ruler: the result"},
	{"ishi-ko_points", cmd_ishi_ko_points, "COLOR", "points ko or superko forbids COLOR now"},
	{"ishi-atari", cmd_ishi_atari, "", "the stones of chains in atari"},
	{"ishi-eyes", cmd_ishi_eyes, "", "eyes and false eyes, as GoGui gfx"},
	{"ishi-ownership", cmd_ishi_ownership, "",
	 "the judge's ownership, -1 (White) to 1 (Black)"},
	{"ishi-ownership_gfx", cmd_ishi_ownership_gfx, "",
	 "the same, as GoGui gfx, with the score"},
	{"ishi-status_gfx", cmd_ishi_status_gfx, "", "alive, dead, seki, as GoGui gfx"},
	{"ishi-search_gfx", cmd_ishi_search_gfx, "[COLOR]",
	 "the search's ownership, moves and variation, as GoGui gfx"},
	{"ishi-estimate_score", cmd_ishi_estimate_score, "",
	 "the score if play went on, an estimate: B+x, W+x or 0"},
	{"ishi-think", cmd_ishi_think, "COLOR [SECONDS]",
	 "light playouts for the clock's budget or SECONDS; input stops them"},
	{"loadsgf", cmd_loadsgf, "FILE [MOVE]", "load an SGF game, up to before move MOVE"},
	{"printsgf", cmd_printsgf, "[FILE]", "the game as SGF, or saved to FILE"},
	{NULL, NULL, NULL, NULL},
};

const struct command *cmd_find(const char *name)
{
	for (const struct command *c = cmd_table; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

bool cmd_fail(struct reply *r, const char *message)
{
	sb_reset(&r->text);
	sb_adds(&r->text, message);
	return false;
}

void cmd_stream_begin(struct reply *r)
{
	gtp_frame_head(r->stream, r->command);
	r->streaming = true;
}

bool cmd_no_args(int argc, struct reply *r)
{
	return argc == 0 || cmd_fail(r, "syntax error");
}

void cmd_add_points(struct strbuf *sb, const struct grid *g, const struct bitboard *set)
{
	int p, first = 1;
	BB_FOR_EACH(p, set, g->words)
	{
		char buf[8];
		coord_format(g, p, buf);
		sb_addf(sb, "%s%s", first ? "" : " ", buf);
		first = 0;
	}
}

int cmd_colour_arg(struct reply *r, const char *text)
{
	int c = coord_parse_colour(text);
	if (c < 0)
		cmd_fail(r, "syntax error");
	return c;
}

int cmd_vertex_arg(const struct engine *e, struct reply *r, const char *text)
{
	int p = coord_parse_vertex(&engine_game(e)->board.grid, text);
	if (p == VERTEX_MALFORMED) {
		cmd_fail(r, "syntax error");
		return -1;
	}
	return p;
}

/* protocol_version: no arguments; never fails; answers 2. */
bool cmd_protocol_version(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_adds(&r->text, "2");
	return true;
}

/* name: no arguments; never fails; answers "ishi". */
bool cmd_name(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_adds(&r->text, "ishi");
	return true;
}

/* version: no arguments; never fails; answers the release version, or
 * what --override-version says. */
bool cmd_version(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_adds(&r->text, e->version[0] ? e->version : ISHI_VERSION);
	return true;
}

/* known_command NAME: answers "true" if NAME is listed by list_commands,
 * else "false". */
bool cmd_known_command(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e;
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	sb_adds(&r->text, cmd_find(argv[0]) ? "true" : "false");
	return true;
}

/* list_commands: no arguments; answers every command, one per line. */
bool cmd_list_commands(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	for (const struct command *c = cmd_table; c->name; c++)
		sb_addf(&r->text, "%s%s", c == cmd_table ? "" : "\n", c->name);
	return true;
}

/* quit: no arguments; answers, then the engine ends. */
bool cmd_quit(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	r->quit = true;
	return true;
}

static void join_args(struct strbuf *sb, int argc, char **argv)
{
	for (int i = 0; i < argc; i++)
		sb_addf(sb, "%s%s", i ? " " : "", argv[i]);
}

/* echo TEXT...: answers the arguments, joined by single spaces. */
bool cmd_echo(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e;
	join_args(&r->text, argc, argv);
	return true;
}

/* echo_err TEXT...: as echo, and writes the text to stderr too; "out of
 * memory" if it could not keep the text for stderr. */
bool cmd_echo_err(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e;
	join_args(&r->text, argc, argv);
	join_args(&r->diagnostics, argc, argv);
	sb_addc(&r->diagnostics, '\n');
	if (r->diagnostics.failed) {
		sb_reset(&r->diagnostics);
		return cmd_fail(r, "out of memory");
	}
	return true;
}

/* gogui-interrupt: no arguments; answers nothing. Listed so that GoGui
 * knows that ishi reads its input while it thinks: the line "# interrupt"
 * (or any other) stops a command that thinks, which then answers at once;
 * as a comment, the line itself gets no answer. */
bool cmd_gogui_interrupt(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	return cmd_no_args(argc, r);
}

/* cputime: no arguments; answers the processor time the engine has used,
 * in seconds. */
bool cmd_cputime(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_addf(&r->text, "%.3f", (double)clock() / CLOCKS_PER_SEC);
	return true;
}
