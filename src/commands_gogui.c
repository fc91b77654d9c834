/*
 * commands_gogui.c - the GoGui extensions that GoGui uses when an engine
 * lists them: its menu of analyze commands, whole move sequences in one
 * command, and setup stones with the side to move.
 *
 * GoGui sends a game to an engine as "boardsize, clear_board, komi", then
 * setup stones with gogui-setup (and gogui-setup_player right after), then
 * the moves with gogui-play_sequence when there is more than one. A command
 * that fails leaves GoGui marking the engine out of sync, so every one of
 * these validates first and changes nothing when it fails.
 */
#include "commands.h"

#include "coord.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The analyze menu, one "type/label/command" per entry (GoGui's format: the
 * type says how to show the result, %m stands for the colour to move, %c
 * for a colour and %p for a point the user picks, %s for a string). Only
 * commands of this engine belong here. */
static const char *const analyze_commands[] = {
	"plist/Legal Moves/all_legal %m",
	"plist/Legal Moves of Color/all_legal %c",
	"plist/Ko and Superko Points/ishi-ko_points %m",
	"plist/Chains in Atari/ishi-atari",
	"gfx/Eyes and False Eyes/ishi-eyes",
	"gfx/Alive, Dead and Seki/ishi-status_gfx",
	"gfx/Ownership and Score/ishi-ownership_gfx",
	"gfx/Search: Ownership, Moves, Variation/ishi-search_gfx",
	"dboard/Ownership/ishi-ownership",
	"string/Final Score/final_score",
	"string/Estimated Score/ishi-estimate_score",
	"plist/Dead Stones/final_status_list dead",
	"plist/Black Territory/final_status_list black_territory",
	"plist/White Territory/final_status_list white_territory",
	"plist/Neutral Points/final_status_list dame",
	"string/Liberty Count/countlib %p",
	"plist/Liberties/findlib %p",
	"plist/Black Stones/list_stones black",
	"plist/White Stones/list_stones white",
	"string/Captured by Black/captures black",
	"string/Captured by White/captures white",
	"string/Move History/move_history",
	"var/Random Move (not played)/reg_genmove %m",
	"string/Board/showboard",
	"string/Random Seed/get_random_seed",
	"none/Set Random Seed/set_random_seed %s",
	"param/Settings/ishi-param",
	"string/Rules/kata-get-rules",
	"string/CPU Time/cputime",
};

/* gogui-analyze_commands: no arguments; answers the analyze menu above,
 * one entry per line. */
bool cmd_gogui_analyze_commands(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	for (size_t i = 0; i < sizeof(analyze_commands) / sizeof(analyze_commands[0]); i++)
		sb_addf(&r->text, "%s%s", i ? "\n" : "", analyze_commands[i]);
	return true;
}

/* Reads the "COLOR VERTEX" pairs of the arguments into two new arrays,
 * which the caller frees (after a failure too): colours, and points (PASS
 * for a pass, VERTEX_OFF_BOARD for a vertex off this board). Fails with
 * "syntax error" for an odd count, a bad colour or a bad vertex. */
static bool read_pairs(const struct engine *e, int argc, char **argv, int **colours, int **points,
		       struct reply *r)
{
	*colours = malloc((size_t)(argc / 2 + 1) * sizeof(int));
	*points = malloc((size_t)(argc / 2 + 1) * sizeof(int));
	if (!*colours || !*points)
		return cmd_fail(r, "out of memory");
	if (argc % 2 != 0)
		return cmd_fail(r, "syntax error");
	for (int i = 0; i < argc / 2; i++) {
		if (((*colours)[i] = cmd_colour_arg(r, argv[2 * i])) < 0)
			return false;
		if (((*points)[i] = cmd_vertex_arg(e, r, argv[2 * i + 1])) == -1)
			return false;
	}
	return true;
}

/* gogui-play_sequence COLOR VERTEX [COLOR VERTEX]...: plays the moves in
 * order, as that many play commands would. "syntax error" for an odd count,
 * a bad colour or a bad vertex (nothing is played then); "illegal move:
 * COLOR VERTEX" naming the first move the rules forbid, after which every
 * move of the sequence played so far is taken back: the game is exactly as
 * before the command. */
bool cmd_gogui_play_sequence(struct engine *e, int argc, char **argv, struct reply *r)
{
	int *colours, *points;
	bool ok = read_pairs(e, argc, argv, &colours, &points, r);
	int failed;
	const enum move_result result =
		ok ? engine_play_sequence(e, argc / 2, colours, points, &failed) : MOVE_OK;
	if (ok && result != MOVE_OK) {
		char vertex[8];
		if (points[failed] == VERTEX_OFF_BOARD)
			snprintf(vertex, sizeof(vertex), "%.7s", argv[2 * failed + 1]);
		else
			coord_format(&engine_game(e)->board.grid, points[failed], vertex);
		sb_reset(&r->text);
		if (result == MOVE_NO_MEMORY)
			sb_adds(&r->text, "out of memory");
		else
			sb_addf(&r->text, "illegal move: %c %s", "BW"[colours[failed]], vertex);
		ok = false;
	}
	free(colours);
	free(points);
	return ok;
}

static bool no_stones_no_moves(const struct engine *e)
{
	const struct board *b = &engine_game(e)->board;
	return game_moves(engine_game(e)) == 0 && b->empty_count == b->grid.size * b->grid.size;
}

/* gogui-setup [COLOR VERTEX]...: puts these stones on the board as the
 * start of the game (setup, not moves: undo never removes them, and the ko
 * rules count positions from here on); Black is to move unless
 * gogui-setup_player says otherwise. Only on an empty board before any
 * move: "board not empty" otherwise. "syntax error" as gogui-play_sequence;
 * "bad vertex list" for a pass, a point off the board or a point given twice;
 * "chain without liberties" if the stones would leave a chain with none. */
bool cmd_gogui_setup(struct engine *e, int argc, char **argv, struct reply *r)
{
	int *colours, *points;
	bool ok = read_pairs(e, argc, argv, &colours, &points, r);
	if (ok && !no_stones_no_moves(e))
		ok = cmd_fail(r, "board not empty");
	struct position pos;
	memset(&pos, 0, sizeof(pos));
	for (int i = 0; ok && i < argc / 2; i++) {
		int p = points[i];
		if (p == PASS || p == VERTEX_OFF_BOARD || bb_test(&pos.stone[BLACK], p) ||
		    bb_test(&pos.stone[WHITE], p))
			ok = cmd_fail(r, "bad vertex list");
		else
			bb_set(&pos.stone[colours[i]], p);
	}
	if (ok && !board_position_is_valid(&engine_game(e)->board.grid, &pos))
		ok = cmd_fail(r, "chain without liberties");
	if (ok && !engine_set_start(e, &pos, BLACK, 0))
		ok = cmd_fail(r, "out of memory");
	free(colours);
	free(points);
	return ok;
}

/* gogui-setup_player COLOR: makes COLOR the side to move in the start
 * position (GoGui sends it right after gogui-setup). "syntax error" for a
 * bad colour; "moves already played" once the game has a move, because the
 * side to move after a move is the other colour. */
bool cmd_gogui_setup_player(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	const struct game *g = engine_game(e);
	if (game_moves(g) != 0)
		return cmd_fail(r, "moves already played");
	const struct position pos = g->board.pos;
	return engine_set_start(e, &pos, c, g->handicap) || cmd_fail(r, "out of memory");
}
