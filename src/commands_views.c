/*
 * commands_views.c - views of the board for GoGui's analyze menu
 * (gogui-analyze_commands): what the rules forbid right now, chains in
 * atari, eyes as the random player sees them, and the dead-stone judge's
 * ownership and statuses. Each draws with one of GoGui's types: plist (a
 * point list), dboard (a number per point, -1 to 1) or gfx (drawing
 * commands, one per line: MARK, TRIANGLE, SQUARE, COLOR, INFLUENCE, TEXT).
 */
#include "commands.h"

#include "coord.h"
#include "score.h"

/* ishi-ko_points COLOR: the points COLOR may not play now only because of
 * ko or superko (empty, no suicide, but an earlier position again). */
bool cmd_ishi_ko_points(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc != 1)
		return cmd_fail(r, "syntax error");
	const int c = cmd_colour_arg(r, argv[0]);
	if (c < 0)
		return false;
	const struct board *b = &engine_game(e)->board;
	struct bitboard forbidden;
	bb_zero(&forbidden);
	int p;
	BB_FOR_EACH(p, &b->empty, b->grid.words)
	{
		const enum move_result why = game_check(engine_game(e), c, p);
		if (why == MOVE_KO || why == MOVE_SUPERKO)
			bb_set(&forbidden, p);
	}
	cmd_add_points(&r->text, &b->grid, &forbidden);
	return true;
}

/* ishi-atari: the stones of every chain with one liberty, both colours. */
bool cmd_ishi_atari(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct board *b = &engine_game(e)->board;
	struct bitboard stones, atari;
	bb_or(&b->grid, &stones, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_zero(&atari);
	int p;
	BB_FOR_EACH(p, &stones, b->grid.words)
	{
		if (board_liberties(b, p) == 1)
			bb_set(&atari, p);
	}
	cmd_add_points(&r->text, &b->grid, &atari);
	return true;
}

/* One gfx line: a command and a point set; nothing if the set is empty. */
static void gfx_points(struct strbuf *sb, const char *command, const struct grid *g,
		       const struct bitboard *set)
{
	if (bb_is_empty(g, set))
		return;
	sb_addf(sb, "%s%s ", sb->len ? "\n" : "", command);
	cmd_add_points(sb, g, set);
}

/* ishi-eyes: the eyes as the random player sees them (board_is_eye), which
 * it never fills: squares on a field of the owner's colour; and false eyes,
 * empty points all of whose neighbours are one colour's stones but which
 * are no eyes for the diagonals the opponent holds: triangles. As gfx. */
bool cmd_ishi_eyes(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct board *b = &engine_game(e)->board;
	const struct grid *g = &b->grid;
	struct bitboard eyes[2], all, false_eyes;
	bb_zero(&eyes[BLACK]);
	bb_zero(&eyes[WHITE]);
	bb_zero(&false_eyes);
	int p;
	BB_FOR_EACH(p, &b->empty, g->words)
	{
		for (int c = BLACK; c <= WHITE; c++) {
			const uint32_t info = b->info[p];
			if (board_is_eye(b, c, p))
				bb_set(&eyes[c], p);
			else if (!info_empty_mask(info) && !info_mask(info, c ^ 1))
				bb_set(&false_eyes, p);
		}
	}
	bb_or(g, &all, &eyes[BLACK], &eyes[WHITE]);
	gfx_points(&r->text, "SQUARE", g, &all);
	gfx_points(&r->text, "COLOR black", g, &eyes[BLACK]);
	gfx_points(&r->text, "COLOR white", g, &eyes[WHITE]);
	gfx_points(&r->text, "TRIANGLE", g, &false_eyes);
	sb_addf(&r->text, "%sTEXT eyes: squares (Black's, White's); false eyes: triangles",
		r->text.len ? "\n" : "");
	return true;
}

/* The judge's verdict and score, or false with "out of memory" set. */
static bool judged(struct engine *e, struct reply *r, const struct judgement **j, struct score *s)
{
	if (!engine_judge(e, j))
		return cmd_fail(r, "out of memory");
	score_game(engine_game(e), &(*j)->verdict, s);
	return true;
}

/* ishi-estimate_score: an estimate, not the count: what the score would
 * become if play went on, the dead stones judged, the dame and gaps played
 * out and open ground counted as the judge's playouts expect
 * (engine_estimate), as "B+x", "W+x" or "0". "out of memory" if the judge
 * could not run. */
bool cmd_ishi_estimate_score(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	struct score s;
	if (!engine_estimate(e, &s))
		return cmd_fail(r, "out of memory");
	char buf[64];
	score_format(s.margin, buf, sizeof(buf));
	sb_adds(&r->text, buf);
	return true;
}

/* ishi-ownership: the dead-stone judge's ownership of every point, as a
 * GoGui dboard: one row per line, top row first, a number per point from
 * -1 (White's in every playout) to 1 (Black's); the points the judge
 * settled without playouts are -1, 0 or 1. "out of memory" if the judge
 * could not run. */
bool cmd_ishi_ownership(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct judgement *j;
	if (!engine_judge(e, &j))
		return cmd_fail(r, "out of memory");
	const struct grid *g = &engine_game(e)->board.grid;
	for (int y = g->size - 1; y >= 0; y--) {
		for (int x = 0; x < g->size; x++)
			sb_addf(&r->text, "%s%.2f", x ? " " : "",
				j->ownership[grid_point(g, x, y)] / 1000.0);
		if (y)
			sb_addc(&r->text, '\n');
	}
	return true;
}

/* ishi-ownership_gfx: the judge's ownership as gfx INFLUENCE (as
 * ishi-ownership), with the judged score as the status line. */
bool cmd_ishi_ownership_gfx(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct judgement *j;
	struct score s;
	if (!judged(e, r, &j, &s))
		return false;
	const struct grid *g = &engine_game(e)->board.grid;
	sb_adds(&r->text, "INFLUENCE");
	int p;
	BB_FOR_EACH(p, &g->onboard, g->words)
	{
		char vertex[8];
		coord_format(g, p, vertex);
		sb_addf(&r->text, " %s %.2f", vertex, j->ownership[p] / 1000.0);
	}
	char result[64];
	score_format(s.margin, result, sizeof(result));
	sb_addf(&r->text, "\nTEXT judged score %s", result);
	return true;
}

/* ishi-status_gfx: the judge's statuses, as gfx: dead stones marked, stones
 * in seki with triangles, the points each side counts shaded in its colour,
 * and the judged score as the status line. */
bool cmd_ishi_status_gfx(struct engine *e, int argc, char **argv, struct reply *r)
{
	(void)argv;
	if (!cmd_no_args(argc, r))
		return false;
	const struct judgement *j;
	struct score s;
	if (!judged(e, r, &j, &s))
		return false;
	const struct grid *g = &engine_game(e)->board.grid;
	gfx_points(&r->text, "MARK", g, &j->verdict.dead);
	gfx_points(&r->text, "TRIANGLE", g, &j->verdict.seki);
	gfx_points(&r->text, "COLOR #404040", g, &s.owned[BLACK]);
	gfx_points(&r->text, "COLOR #e0e0e0", g, &s.owned[WHITE]);
	char result[64];
	score_format(s.margin, result, sizeof(result));
	sb_addf(&r->text, "%sTEXT dead: marked; seki: triangles; judged score %s",
		r->text.len ? "\n" : "", result);
	return true;
}
