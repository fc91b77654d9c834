/*
 * commands_analyze.c - analysis for GUIs: a search's findings streamed as
 * it thinks, in the lines Sabaki, Lizzie and KataGo's tools read
 * (analysis.h).
 */
#include "commands.h"

#include "analysis.h"
#include "coord.h"
#include "player.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct streaming {
	struct reply *r;
	const struct analysis_request *q;
	const struct grid *g;
};

/* The answer's head comes with its first line: a search that fails for
 * memory before it has one is an error, which changed nothing. */
static void show(void *arg, const struct uct_report *report)
{
	const struct streaming *s = arg;
	struct strbuf *out = s->r->stream;
	const size_t before = out->len;
	const bool first = !s->r->streaming;
	if (first)
		cmd_stream_begin(s->r);
	const size_t head = out->len;
	analysis_format(s->q, report, s->g, out);
	if (out->failed) {
		sb_truncate(out, head);         /* no line cut short: main.c stops on the mark */
	} else if (first && out->len == head) { /* nothing to show yet: no head either */
		sb_truncate(out, before);
		s->r->streaming = false;
	}
}

/* The analysis commands: the request read, then the head of the answer and
 * a line each interval; either until the next line of input (analyze), or
 * while genmove chooses, then "play" and the move (genmove_analyze). */
static bool analyze(struct engine *e, int argc, char **argv, struct reply *r,
		    enum analysis_dialect dialect, bool choose)
{
	const struct game *g = engine_game(e);
	struct analysis_request q;
	const char *why;
	if (!analysis_parse(argc, argv, &g->board.grid, game_to_move(g), dialect, &q, &why))
		return cmd_fail(r, why);
	const struct streaming s = {r, &q, &g->board.grid};
	const struct player_watch watch = {q.interval, &q.bans, show, (void *)&s};
	if (!choose) {
		if (!engine_analyze(e, q.colour, q.playouts, &watch))
			return cmd_fail(r, "out of memory");
		if (!r->streaming)
			cmd_stream_begin(r);
		return true;
	}
	int p;
	const enum engine_genmove_result result =
		engine_genmove_watched(e, q.colour, 0, &watch, &p);
	if (result == GENMOVE_NO_MEMORY)
		return cmd_fail(r, "out of memory");
	if (!r->streaming)
		cmd_stream_begin(r);
	if (result == GENMOVE_RESIGN) {
		sb_adds(&r->text, "play resign");
		return true;
	}
	char v[8];
	coord_format(&engine_game(e)->board.grid, p, v);
	sb_addf(&r->text, "play %s", v);
	return true;
}

/* lz-analyze [COLOR] [INTERVAL] [KEY VALUE...]: analysis until the next
 * line of input, win rates in ten thousandths (Leela Zero's, as Lizzie and
 * Sabaki read them). "syntax error" (and the like) for a request it cannot
 * read. */
bool cmd_lz_analyze(struct engine *e, int argc, char **argv, struct reply *r)
{
	return analyze(e, argc, argv, r, ANALYSIS_LZ, false);
}

/* kata-analyze [COLOR] [INTERVAL] [KEY VALUE...]: lz-analyze with win
 * rates as decimals (KataGo's), and rootInfo. */
bool cmd_kata_analyze(struct engine *e, int argc, char **argv, struct reply *r)
{
	return analyze(e, argc, argv, r, ANALYSIS_KATA, false);
}

/* lz-genmove_analyze [COLOR] [INTERVAL] [KEY VALUE...]: genmove, with
 * lz-analyze's lines while the search chooses, then "play VERTEX" (or
 * "play pass", "play resign"). Input does not stop it early any more than
 * it stops genmove. */
bool cmd_lz_genmove_analyze(struct engine *e, int argc, char **argv, struct reply *r)
{
	return analyze(e, argc, argv, r, ANALYSIS_LZ, true);
}

/* kata-genmove_analyze: lz-genmove_analyze in kata-analyze's lines. */
bool cmd_kata_genmove_analyze(struct engine *e, int argc, char **argv, struct reply *r)
{
	return analyze(e, argc, argv, r, ANALYSIS_KATA, true);
}

/* Keeps the last report of a search. */
static void keep(void *arg, const struct uct_report *report)
{
	memcpy(arg, report, sizeof(*report));
}

/* The room ishi-search_gfx's answer takes at most: its INFLUENCE, labels,
 * variation and text on 25x25, made before the search, so that the answer
 * cannot fail once the search has grown the player's tree. */
enum { SEARCH_GFX_ROOM = 32768 };

/* ishi-search_gfx [COLOR]: the search's view of the position for COLOR
 * (default: the player to move), as GoGui's gfx, after as many playouts as
 * the player's setting (level 10's if it has none): its ownership as
 * INFLUENCE, its most played moves labelled with their win rates, the best
 * one's principal variation, and the playouts and the lead in the status
 * line. As analysis, it changes nothing of the game (the search player
 * keeps its tree and the draws it made). */
bool cmd_ishi_search_gfx(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc > 1)
		return cmd_fail(r, "syntax error");
	const struct game *g = engine_game(e);
	const int c = argc ? cmd_colour_arg(r, argv[0]) : game_to_move(g);
	if (c < 0)
		return false;
	struct uct_report *last = calloc(1, sizeof(*last));
	if (!last || !sb_reserve(&r->text, SEARCH_GFX_ROOM)) {
		free(last);
		return cmd_fail(r, "out of memory");
	}
	const struct player_watch watch = {1e9, NULL, keep, last};
	const int64_t playouts =
		e->player_settings.playouts ? e->player_settings.playouts : ENGINE_DEFAULT_PLAYOUTS;
	const bool ok = engine_analyze(e, c, playouts, &watch);
	if (ok)
		analysis_format_gfx(last, &g->board.grid, c, &r->text);
	free(last);
	return ok || cmd_fail(r, "out of memory");
}
