/*
 * commands_ruler.c - GoGui's ruler protocol (GoGui's manual, rules.xml):
 * the commands with which GoGui takes the board, legality and the result
 * of a game from a rules program, so that it plays by ishi's rules,
 * positional superko included.
 *
 * GoGui attaches a ruler from Game > Rules; it replays the whole game into
 * it with clear_board and play on every change, never sends boardsize (so
 * ishi must be started with --size N), and reads the board from
 * gogui-rules_board by its X, O and . characters alone.
 *
 * GoGui also asks a program it attaches as a player for
 * gogui-rules_board_size, and starts a new game of that size if it differs
 * from its own board: the loaded game is gone. So ishi answers it only once
 * the size was chosen (--size, boardsize, loadsgf); before, the error
 * leaves GoGui's board as it is, and GoGui then sends its own size.
 */
#include "commands.h"

#include "coord.h"
#include "score.h"

/* gogui-rules_game_id: the game: "Go". */
bool cmd_gogui_rules_game_id(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)e, (void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_adds(&r->text, "Go");
	return true;
}

/* gogui-rules_board_size: the board size, a bare number, once it was
 * chosen. */
bool cmd_gogui_rules_board_size(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	if (!e->size_chosen)
		return cmd_fail(r, "no board size chosen yet: start ishi with --size N");
	sb_addf(&r->text, "%d", engine_game(e)->board.grid.size);
	return true;
}

/* gogui-rules_board: the board, top row first, one row per line, a point
 * per character (X black, O white, . empty) separated by spaces; nothing
 * else, as GoGui reads every X, O and . of the answer as a point. */
bool cmd_gogui_rules_board(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct board *b = &engine_game(e)->board;
	const struct grid *g = &b->grid;
	for (int y = g->size - 1; y >= 0; y--) {
		for (int x = 0; x < g->size; x++) {
			const int p = grid_point(g, x, y);
			sb_addf(&r->text, "%s%c", x ? " " : "",
				board_is_stone(b, p) ? "XO"[board_colour(b, p)] : '.');
		}
		if (y)
			sb_addc(&r->text, '\n');
	}
	return true;
}

/* gogui-rules_legal_moves: every legal move of the side to move, points in
 * upper case and then "pass"; nothing once the game is over (game_is_over),
 * which tells GoGui so. */
bool cmd_gogui_rules_legal_moves(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	if (game_is_over(engine_game(e)))
		return true;
	struct bitboard legal;
	game_legal_moves(engine_game(e), game_to_move(engine_game(e)), &legal);
	cmd_add_points(&r->text, &engine_game(e)->board.grid, &legal);
	sb_adds(&r->text, r->text.len ? " pass" : "pass");
	return true;
}

/* gogui-rules_side_to_move: "black" or "white". */
bool cmd_gogui_rules_side_to_move(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_adds(&r->text, game_to_move(engine_game(e)) == BLACK ? "black" : "white");
	return true;
}

/* gogui-rules_captured_count: the stones captured by Black, then by White,
 * one space between. */
bool cmd_gogui_rules_captured_count(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	sb_addf(&r->text, "%d %d", game_captures(engine_game(e), BLACK),
		game_captures(engine_game(e), WHITE));
	return true;
}

/* gogui-rules_final_result: the result GoGui shows when the game is over:
 * the judged score (final_score) and how it was counted. "out of memory"
 * if the judge could not run. */
bool cmd_gogui_rules_final_result(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	struct score s;
	if (!engine_score(e, &s))
		return cmd_fail(r, "out of memory");
	char result[64];
	score_format(s.margin, result, sizeof(result));
	const bool area = engine_game(e)->rules.scoring == SCORING_AREA;
	const int black = area ? s.stones[BLACK] + s.territory[BLACK]
			       : s.territory[BLACK] + s.prisoners[BLACK];
	const int white = area ? s.stones[WHITE] + s.territory[WHITE]
			       : s.territory[WHITE] + s.prisoners[WHITE];
	sb_addf(&r->text, "%s: by %s, Black %d, White %d and komi %.10g", result,
		area ? "area" : "territory", black, white, engine_game(e)->komi);
	if (s.handicap_bonus)
		sb_addf(&r->text, " and %d for the handicap", s.handicap_bonus);
	return true;
}
