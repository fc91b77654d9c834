/*
 * commands_query.c - commands that look at the game without changing it.
 */
#include "commands.h"

#include "coord.h"
#include "handicap.h"
#include "score.h"

#include <string.h>

static const char *const colour_names[2] = {"black", "white"};

/* A stone-holding vertex from text, or -1 with the error set. */
static int arg_stone(const struct engine *e, struct reply *r, const char *text)
{
	int p = cmd_vertex_arg(e, r, text);
	if (p == -1)
		return -1;
	if (p == PASS || p == VERTEX_OFF_BOARD) {
		cmd_fail(r, "invalid vertex");
		return -1;
	}
	if (!board_is_stone(&engine_game(e)->board, p)) {
		cmd_fail(r, "vertex must not be empty");
		return -1;
	}
	return p;
}

static void add_column_letters(struct strbuf *sb, int size)
{
	sb_adds(sb, "\n   ");
	for (int x = 0; x < size; x++)
		sb_addf(sb, "%s%c", x ? " " : "", coord_column_letter(x));
}

/* showboard: the board as text, framed by coordinates on all four sides,
 * black stones X, white stones O, star points +, the last stone played
 * marked by parentheses, then prisoners, komi and the side to move. */
bool cmd_showboard(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct game *game = engine_game(e);
	const struct board *b = &game->board;
	const struct grid *g = &b->grid;
	const struct record *last = game_last(game);
	const int marked = last->kind == RECORD_MOVE ? last->point : PASS;
	int stars[9];
	struct bitboard star;
	bb_zero(&star);
	/* Star points: the fixed handicap points, all nine only from 15x15. */
	const int max = handicap_max_fixed(g->size);
	for (int i = handicap_fixed(g, g->size >= 15 || max < 5 ? max : 5, stars) - 1; i >= 0; i--)
		bb_set(&star, stars[i]);

	add_column_letters(&r->text, g->size);
	for (int y = g->size - 1; y >= 0; y--) {
		sb_addf(&r->text, "\n%2d", y + 1);
		char before = ' ';
		for (int x = 0; x < g->size; x++) {
			int p = grid_point(g, x, y);
			char c = bb_test(&b->pos.stone[BLACK], p)   ? 'X'
				 : bb_test(&b->pos.stone[WHITE], p) ? 'O'
				 : bb_test(&star, p)                ? '+'
								    : '.';
			sb_addc(&r->text, p == marked ? '(' : before);
			sb_addc(&r->text, c);
			before = p == marked ? ')' : ' ';
		}
		sb_addf(&r->text, "%c%d", before, y + 1);
	}
	add_column_letters(&r->text, g->size);
	sb_addf(&r->text, "\nBlack (X) has captured %d, White (O) has captured %d; komi %.10g",
		game_captures(game, BLACK), game_captures(game, WHITE), game->komi);
	sb_addf(&r->text, "\n%s to move", game_to_move(game) == BLACK ? "Black" : "White");
	if (last->kind == RECORD_MOVE) {
		char buf[8];
		coord_format(g, last->point, buf);
		sb_addf(&r->text, "; last move %s %s", colour_names[last->colour], buf);
	}
	return true;
}

/* is_legal COLOR VERTEX: "1" if COLOR may play VERTEX now under the rules in
 * force (a pass always may), else "0"; a vertex off this board is "0". */
bool cmd_is_legal(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 2)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	int p = cmd_vertex_arg(e, r, argv[1]);
	if (p == -1)
		return false;
	bool legal = game_check(engine_game(e), c, p) == MOVE_OK;
	sb_adds(&r->text, legal ? "1" : "0");
	return true;
}

/* all_legal COLOR: every point COLOR may play now, lowest row first. */
bool cmd_all_legal(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	struct bitboard legal;
	game_legal_moves(engine_game(e), c, &legal);
	cmd_add_points(&r->text, &engine_game(e)->board.grid, &legal);
	return true;
}

/* list_stones COLOR: every stone of COLOR, lowest row first. */
bool cmd_list_stones(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	cmd_add_points(&r->text, &engine_game(e)->board.grid, &engine_game(e)->board.pos.stone[c]);
	return true;
}

/* The status names of final_status and final_status_list: of a stone
 * (enum chain_status order), then of an empty point. */
static const char *const stone_statuses[] = {"alive", "dead", "seki"};
enum { BLACK_TERRITORY, WHITE_TERRITORY, DAME };
static const char *const point_statuses[] = {"black_territory", "white_territory", "dame"};

static int status_named(const char *const names[3], const char *name)
{
	for (int i = 0; i < 3; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	return -1;
}

/* The point status of an empty point in the judged score s. */
static int point_status(const struct score *s, int p)
{
	return bb_test(&s->owned[BLACK], p)   ? BLACK_TERRITORY
	       : bb_test(&s->owned[WHITE], p) ? WHITE_TERRITORY
					      : DAME;
}

/* final_status_list STATUS: the stones of a status at the end of the game,
 * as the dead-stone judge sees the position (judge.h), one chain per line:
 * "alive", "dead" or "seki". GNU Go's black_territory, white_territory and
 * dame list, on one line, the empty points of each colour's territory and
 * the neutral ones in the judged score (the points of dead stones are the
 * territory they stand in). Any other status, or not exactly one argument,
 * is a syntax error; "out of memory" if the judge could not run. */
bool cmd_final_status_list(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	const int stones = status_named(stone_statuses, argv[0]);
	const int points = status_named(point_statuses, argv[0]);
	if (stones < 0 && points < 0)
		return cmd_fail(r, "syntax error");
	const struct judgement *j;
	if (!engine_judge(e, &j))
		return cmd_fail(r, "out of memory");
	const struct board *b = &engine_game(e)->board;
	const struct grid *g = &b->grid;
	if (stones >= 0) {
		struct bitboard todo, chain;
		bb_or(g, &todo, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
		for (int p; (p = bb_first(g, &todo)) >= 0;) {
			board_chain(b, p, &chain);
			bb_andnot(g, &todo, &todo, &chain);
			if ((int)judge_status(j, b, p) != stones)
				continue;
			if (r->text.len)
				sb_adds(&r->text, "\n");
			cmd_add_points(&r->text, g, &chain);
		}
		return true;
	}
	struct score s;
	score_game(engine_game(e), &j->verdict, &s);
	cmd_add_points(&r->text, g,
		       points == BLACK_TERRITORY   ? &s.owned[BLACK]
		       : points == WHITE_TERRITORY ? &s.owned[WHITE]
						   : &s.neutral_points);
	return true;
}

/* final_status VERTEX: GNU Go's status of one point at the end of the
 * game, as final_status_list sees it: "alive", "dead" or "seki" for a
 * stone, "black_territory", "white_territory" or "dame" for an empty point.
 * "invalid vertex" for a pass or a point off the board. */
bool cmd_final_status(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	const int p = cmd_vertex_arg(e, r, argv[0]);
	if (p == -1)
		return false;
	if (p == PASS || p == VERTEX_OFF_BOARD)
		return cmd_fail(r, "invalid vertex");
	const struct judgement *j;
	if (!engine_judge(e, &j))
		return cmd_fail(r, "out of memory");
	const struct board *b = &engine_game(e)->board;
	if (board_is_stone(b, p)) {
		sb_adds(&r->text, stone_statuses[judge_status(j, b, p)]);
		return true;
	}
	struct score s;
	score_game(engine_game(e), &j->verdict, &s);
	sb_adds(&r->text, point_statuses[point_status(&s, p)]);
	return true;
}

/* captures COLOR: how many stones COLOR has captured. */
bool cmd_captures(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	sb_addf(&r->text, "%d", game_captures(engine_game(e), c));
	return true;
}

/* color VERTEX: "black", "white" or "empty"; "invalid vertex" for a pass or
 * a point off the board. */
bool cmd_color(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int p = cmd_vertex_arg(e, r, argv[0]);
	if (p == -1)
		return false;
	if (p == PASS || p == VERTEX_OFF_BOARD)
		return cmd_fail(r, "invalid vertex");
	const struct board *b = &engine_game(e)->board;
	sb_adds(&r->text, board_is_stone(b, p) ? colour_names[board_colour(b, p)] : "empty");
	return true;
}

/* countlib VERTEX: the number of liberties of the chain at VERTEX; "vertex
 * must not be empty" if no stone is there. */
bool cmd_countlib(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int p = arg_stone(e, r, argv[0]);
	if (p < 0)
		return false;
	sb_addf(&r->text, "%d", board_liberties(&engine_game(e)->board, p));
	return true;
}

/* findlib VERTEX: the liberties of the chain at VERTEX; fails as countlib. */
bool cmd_findlib(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	int p = arg_stone(e, r, argv[0]);
	if (p < 0)
		return false;
	const struct board *b = &engine_game(e)->board;
	struct bitboard libs;
	board_liberty_points(b, p, &libs);
	cmd_add_points(&r->text, &b->grid, &libs);
	return true;
}

/* last_move: the colour and vertex of the last move, as "black D4"; fails
 * with "no previous move known" before the first move. */
bool cmd_last_move(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct record *last = game_last(engine_game(e));
	if (last->kind != RECORD_MOVE)
		return cmd_fail(r, "no previous move known");
	char buf[8];
	coord_format(&engine_game(e)->board.grid, last->point, buf);
	sb_addf(&r->text, "%s %s", colour_names[last->colour], buf);
	return true;
}

/* move_history: the moves of the game, last first, one "color vertex" per
 * line; empty before the first move. */
bool cmd_move_history(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct game *g = engine_game(e);
	for (int i = g->length - 1; i > 0; i--) {
		const struct record *rec = &g->records[i];
		if (rec->kind != RECORD_MOVE)
			continue;
		char buf[8];
		coord_format(&g->board.grid, rec->point, buf);
		sb_addf(&r->text, "%s%s %s", r->text.len ? "\n" : "", colour_names[rec->colour],
			buf);
	}
	return true;
}
