/*
 * think.h - a command that thinks: how long it may, and what stops it.
 *
 * A thinking command (a genmove that searches, analysis that streams,
 * ishi-think) works in batches and asks think_batch, between them, how much
 * to do next. The think ends when its budget is spent (the target time of a
 * timeman budget, or a number of playouts) or when input arrives, as GUIs
 * expect: Sabaki ends analysis by sending its next command, GoGui sends
 * "# interrupt", a user types a line. Which input stops a think:
 *
 * - THINK_MOVE (a move to choose): a line, or the end of input, that
 *   arrives while it thinks. Input already waiting when it began does not:
 *   a controller that queued commands behind a genmove (a script read from
 *   a file or piped in at once) asked for its answer, not for a stop, and
 *   so such a script's games are the same however long its thinks take.
 * - THINK_UNTIL_INPUT (analysis that streams): any line, waiting or
 *   arriving, and the end of input; its budget, if timed, caps it.
 * Every think stops once the controller is gone (its answers can no longer
 * be written).
 *
 * Batches are sized to take about THINK_BATCH_SECONDS whatever the board
 * and the build (a 9x9 playout of a release build takes a microsecond, a
 * 25x25 one under the sanitizers a millisecond), so input is seen within
 * about that, and a batch that would cross the time limit, at the pace of
 * the quickest batch yet, is not started: the limit is kept to within the
 * variation of one batch. The clock is read
 * and the input polled once a batch. Thinks run on one thread; a search on
 * several asks from the one that started it.
 */
#ifndef ISHI_THINK_H
#define ISHI_THINK_H

#include "timeman.h"

#include <stdbool.h>
#include <stdint.h>

/* What the input says when a think asks it. */
enum think_news {
	NEWS_NONE, /* nothing yet */
	NEWS_LINE, /* a whole line, a line too long to keep, or the end of input */
	NEWS_GONE, /* the answers can no longer be written: every think stops */
};

/* What tells a think that input arrived. */
struct think_input {
	/* What came since, reading what is there and never waiting. NULL:
	 * nothing ever comes. */
	enum think_news (*poll)(void *arg);
	void *arg;
};

enum think_mode { THINK_MOVE, THINK_UNTIL_INPUT };

/* Why a think stopped. */
enum think_stop { THINK_GOING, THINK_TIME, THINK_PLAYOUTS, THINK_INPUT };

#define THINK_BATCH_SECONDS 0.001

struct think {
	enum think_mode mode;
	struct timeman_budget budget;
	int64_t max_playouts; /* 0: no limit */
	struct think_input input;
	bool asked;         /* whether the input was asked yet */
	bool watching;      /* whether input stops it (known once asked) */
	double start;       /* timeman_now at think_begin */
	double batch_start; /* when the last batch began */
	double per_playout; /* the least time a playout has taken */
	int64_t batch_from; /* playouts done when it began */
	int batch;          /* playouts in the next batch */
	enum think_stop stopped;
};

/* Starts a think now; the input is first asked at the first think_batch.
 * A THINK_MOVE think stops at the budget's target, or
 * after max_playouts (0: no limit); with neither (an untimed budget and no
 * playouts), it stops at once. A THINK_UNTIL_INPUT think stops at the
 * budget's hard limit if it is timed, and otherwise only when input
 * arrives. in may be NULL (no input). */
void think_begin(struct think *t, enum think_mode mode, const struct timeman_budget *budget,
		 int64_t max_playouts, const struct think_input *in);

/* How many playouts (or iterations) to run before asking again, `done`
 * being how many the think has run in all; 0 when it must stop, and then
 * t->stopped says why. */
int think_batch(struct think *t, int64_t done);

/* Seconds since think_begin. */
double think_elapsed(const struct think *t);

/* The reason's name: "time", "playouts", "input" (or "going"). */
const char *think_stop_name(enum think_stop why);

#endif
