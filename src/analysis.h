/*
 * analysis.h - the analysis commands' text: what lz-analyze and
 * kata-analyze take and the lines they stream, as Sabaki, Lizzie and
 * KataGo's documentation have them.
 *
 * A request is `[COLOR] [INTERVAL] [KEY VALUE...]`: the colour to analyse
 * for (default: the player to move), the centiseconds between lines
 * (`interval` as a key too), `minmoves N` and `maxmoves N` (moves shown at
 * least and at most), `avoid COLOR V,V,... DEPTH` and `allow COLOR V,V,...
 * DEPTH` (moves the colour may not, or only may, play in the first DEPTH
 * plies), and under kata- `rootInfo true|false` and `ownership
 * true|false`; and ishi's own
 * `playouts N`: the analysis ends by itself after N playouts, and lines
 * already waiting do not stop it (for scripts, which send their lines at
 * once or wait for each answer).
 *
 * A line is the moves' `info` segments on one line, most played first:
 * `info move V visits N winrate W prior P lcb L order K pv V V ...`, `pv`
 * last (Sabaki drops a segment with anything after its pv). The lz-
 * dialect writes win rates, priors and bounds as integers in ten
 * thousandths, the kata- one as decimals in [0, 1]; all are for the
 * colour analysed. kata- adds `scoreMean S scoreLead S` after the win
 * rate (the mean area margin of the move's playouts, for the colour, at the
 * game's komi: a lead in points), `rootInfo visits N winrate W scoreLead S`
 * and, after everything, `ownership` and one value per point, -1 to 1 for
 * the colour, row by row from the top left (A19 on 19x19), when asked.
 * No I/O.
 */
#ifndef ISHI_ANALYSIS_H
#define ISHI_ANALYSIS_H

#include "bitboard.h"
#include "strbuf.h"
#include "uct/report.h"

#include <stdbool.h>

enum analysis_dialect { ANALYSIS_LZ, ANALYSIS_KATA };

struct analysis_request {
	enum analysis_dialect dialect;
	int colour;
	double interval; /* seconds between lines */
	int min_moves;   /* shown at least, unplayed ones too (0: only played ones) */
	int max_moves;   /* shown at most (0: no bound) */
	bool root_info, ownership;
	int64_t playouts;     /* the most to run (0: until input) */
	struct uct_bans bans; /* avoid and allow */
};

/* The interval without one given, and the shortest taken: a line a
 * centisecond is more than any GUI draws. */
#define ANALYSIS_DEFAULT_INTERVAL 1.0
#define ANALYSIS_MIN_INTERVAL     0.01

/* Reads a request's arguments on a board of grid g, `to_move` the player
 * to move. False, with *why the error, on any argument it cannot read: a
 * bad colour, number, vertex or key, a key without its value, avoid and
 * allow together, more than one allow or UCT_MAX_BANS avoids. */
bool analysis_parse(int argc, char **argv, const struct grid *g, int to_move,
		    enum analysis_dialect dialect, struct analysis_request *q, const char **why);

/* Appends one line of the report, as q asks, with its newline; nothing if
 * it has no move to show yet (an empty line would end the answer). */
void analysis_format(const struct analysis_request *q, const struct uct_report *rep,
		     const struct grid *g, struct strbuf *out);

/* The moves GoGui's live graphics label at most. */
enum { ANALYSIS_GFX_MOVES = 10 };

/* Appends the report as GoGui's gfx commands, one a line: with the
 * search's stats its ownership as INFLUENCE (Black's positive), the most
 * played moves labelled with their win rates in percent, the best move's
 * principal variation as VAR from `colour`, and a TEXT of the playouts, the
 * best move and its lead. Nothing if the report has no move played. */
void analysis_format_gfx(const struct uct_report *rep, const struct grid *g, int colour,
			 struct strbuf *out);

#endif
