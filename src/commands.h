/*
 * commands.h - the table of GTP commands and what the handlers share.
 *
 * Each handler receives the command's arguments and fills a reply: on
 * success the result text, on failure the error message. A handler that
 * fails changes nothing: it validates everything before acting. Handlers
 * only read arguments and format results; what they compute, the core
 * (game, score, player) computes.
 */
#ifndef ISHI_COMMANDS_H
#define ISHI_COMMANDS_H

#include "engine.h"
#include "number.h"
#include "strbuf.h"

#include <stdbool.h>
#include <stdint.h>

struct gtp_command;

/* The outcome of one command: the response text (result or error message),
 * text for stderr (echo_err, and diagnostics when verbose), and whether the
 * session ends after it. */
struct reply {
	bool ok;
	bool quit;
	struct strbuf text;
	struct strbuf diagnostics;
	/* A command that streams (analysis) writes its answer's head and then
	 * its lines as they come to `stream`, the session's output, which the
	 * think's polls send on; its text, if any, is then the answer's last
	 * line, and the session only ends the answer. */
	struct strbuf *stream;
	struct strbuf *stream_err; /* stderr's, sent on the same way */
	const struct gtp_command *command;
	bool streaming;
};

/* Starts a streamed answer: its head ("=" and the id) on a line of its
 * own. From then on the command answers success whatever happens. */
void cmd_stream_begin(struct reply *r);

typedef bool command_fn(struct engine *e, int argc, char **argv, struct reply *r);

struct command {
	const char *name;
	command_fn *run;
	const char *usage; /* arguments, as --help shows them */
	const char *help;  /* one line */
};

/* The commands in the order list_commands gives them, ended by a NULL name. */
extern const struct command cmd_table[];

/* The command of that exact name, or NULL. */
const struct command *cmd_find(const char *name);

/* Helpers for handlers. cmd_fail sets the message and returns false. */
bool cmd_fail(struct reply *r, const char *message);
/* True if there are no arguments, else false with a syntax error set. */
bool cmd_no_args(int argc, struct reply *r);
/* The colour or point that an argument names, on the current board; on
 * failure they return -1 and set a syntax error, except that a well-formed
 * vertex off this board gives VERTEX_OFF_BOARD with no message set. Every
 * integer argument is read by number_int (number.h). */
int cmd_colour_arg(struct reply *r, const char *text);
/* Appends the points of a set as vertices, lowest row first, separated by
 * spaces. */
void cmd_add_points(struct strbuf *sb, const struct grid *g, const struct bitboard *set);
int cmd_vertex_arg(const struct engine *e, struct reply *r, const char *text);

/* Handler groups, one file each. */
command_fn cmd_protocol_version, cmd_name, cmd_version, cmd_known_command, cmd_list_commands,
	cmd_quit, cmd_echo, cmd_echo_err, cmd_cputime, cmd_gogui_interrupt;
command_fn cmd_lz_analyze, cmd_kata_analyze, cmd_lz_genmove_analyze, cmd_kata_genmove_analyze,
	cmd_ishi_search_gfx;
command_fn cmd_boardsize, cmd_clear_board, cmd_komi, cmd_get_komi, cmd_play, cmd_genmove,
	cmd_kgs_genmove_cleanup, cmd_reg_genmove, cmd_undo, cmd_gg_undo, cmd_fixed_handicap,
	cmd_place_free_handicap, cmd_set_free_handicap, cmd_time_settings, cmd_kgs_time_settings,
	cmd_time_left, cmd_final_score, cmd_set_random_seed, cmd_get_random_seed,
	cmd_query_boardsize, cmd_ishi_param, cmd_kgs_rules, cmd_kata_set_rules, cmd_kata_set_rule,
	cmd_kata_get_rules;
command_fn cmd_showboard, cmd_final_status_list, cmd_final_status, cmd_is_legal, cmd_all_legal,
	cmd_list_stones, cmd_captures, cmd_color, cmd_countlib, cmd_findlib, cmd_last_move,
	cmd_move_history;
command_fn cmd_gogui_analyze_commands, cmd_gogui_play_sequence, cmd_gogui_setup,
	cmd_gogui_setup_player;
command_fn cmd_loadsgf, cmd_printsgf;
command_fn cmd_ishi_think;
command_fn cmd_gogui_rules_game_id, cmd_gogui_rules_board_size, cmd_gogui_rules_board,
	cmd_gogui_rules_legal_moves, cmd_gogui_rules_side_to_move, cmd_gogui_rules_captured_count,
	cmd_gogui_rules_final_result;
command_fn cmd_ishi_ko_points, cmd_ishi_atari, cmd_ishi_eyes, cmd_ishi_ownership,
	cmd_ishi_ownership_gfx, cmd_ishi_status_gfx, cmd_ishi_estimate_score;

#endif
