/*
 * commands.h - the table of GTP commands and what the handlers share.
 *
 * Each handler receives the command's arguments and fills a reply: on
 * success the result text, on failure the error message. A handler that
 * fails changes nothing: it validates everything before acting.
 */
#ifndef ISHI_COMMANDS_H
#define ISHI_COMMANDS_H

#include "engine.h"

#include <stdbool.h>
#include <stdint.h>

typedef bool command_fn(struct engine *e, int argc, char **argv, struct reply *r);

struct command {
	const char *name;
	command_fn *run;
	const char *usage; /* arguments, as --help shows them */
	const char *help;  /* one line */
};

/* The commands in the order list_commands gives them, ended by a NULL name. */
extern const struct command commands_table[];

/* The command of that exact name, or NULL. */
const struct command *commands_find(const char *name);

/* Helpers for handlers. fail() sets the message and returns false. */
bool fail(struct reply *r, const char *message);
/* True if there are no arguments, else false with a syntax error set. */
bool no_args(int argc, struct reply *r);
/* The int in [0, 2^31 - 1] that text writes as an optional '+' and decimal
 * digits; INT_MALFORMED if text is no integer, INT_OUT_OF_RANGE if it is a
 * '-' and digits or a value above 2^31 - 1. Every int argument is read by
 * it. */
enum { INT_MALFORMED = -1, INT_OUT_OF_RANGE = -2 };
long parse_int(const char *text);
/* An unsigned 64-bit integer written as parse_int reads one; false for
 * anything else, a value above 2^64 - 1 too. */
bool parse_u64(const char *text, uint64_t *out);
/* A komi written as strtod reads a float, whole text, that komi_accept
 * takes; false for anything else. */
bool parse_komi(const char *text, double *komi);
/* The colour or point of argv[i] on the current board; on failure they
 * return -1 and set a syntax error, except that a well-formed vertex off this
 * board gives VERTEX_OFF_BOARD with no message set. */
int arg_colour(struct reply *r, const char *text);
int arg_vertex(const struct engine *e, struct reply *r, const char *text);

/* Handler groups, one file each. */
command_fn cmd_protocol_version, cmd_name, cmd_version, cmd_known_command, cmd_list_commands,
	cmd_quit, cmd_echo, cmd_echo_err, cmd_cputime;
command_fn cmd_boardsize, cmd_clear_board, cmd_komi, cmd_get_komi, cmd_play, cmd_genmove,
	cmd_reg_genmove, cmd_undo, cmd_gg_undo, cmd_fixed_handicap, cmd_place_free_handicap,
	cmd_set_free_handicap, cmd_time_settings, cmd_kgs_time_settings, cmd_time_left,
	cmd_final_score, cmd_set_random_seed, cmd_get_random_seed, cmd_query_boardsize;
command_fn cmd_showboard, cmd_final_status_list, cmd_is_legal, cmd_all_legal, cmd_list_stones,
	cmd_captures, cmd_color, cmd_countlib, cmd_findlib, cmd_last_move, cmd_move_history;
command_fn cmd_gogui_analyze_commands, cmd_gogui_play_sequence, cmd_gogui_setup,
	cmd_gogui_setup_player;
command_fn cmd_loadsgf, cmd_printsgf;

#endif
