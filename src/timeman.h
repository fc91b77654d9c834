/*
 * timeman.h - the time manager: the clock the controller set (GTP
 * time_settings, kgs-time_settings), what is left on it (time_left, or the
 * engine's own count of its moves), and the budget of the next move. Pure
 * arithmetic: it reads no clock but the one timeman_now returns, and keeps
 * no state of its own.
 *
 * Every system is main time, then overtime:
 * - absolute: main time only; when it runs out the game is lost.
 * - canadian (GTP time_settings MAIN BYO STONES): after main time, periods
 *   of BYO seconds in which STONES stones must be played; a period whose
 *   stones are all played starts afresh, one whose time runs out first
 *   loses the game.
 * - byo-yomi (Japanese; kgs-time_settings byoyomi MAIN BYO PERIODS): after
 *   main time, PERIODS periods of BYO seconds for one stone each. A move
 *   within its period keeps it, and the next move has it whole again; a
 *   longer move uses it up and goes on in the next; using up the last one
 *   loses the game.
 * A clock that reaches 0 exactly has not run out: a move may use all the
 * time there is, and one that ends as its period does keeps it.
 *
 * Settings are normalised where they make no sense, so that every value of
 * every field means something: negative numbers count as 0; canadian with
 * BYO > 0 and STONES <= 0 is no limit (GTP's rule), with BYO <= 0 absolute
 * time; byo-yomi with BYO <= 0 or PERIODS <= 0 is absolute time; a system
 * outside the enum is no limit.
 *
 * The budget spreads main time over the moves the player is still expected
 * to play, and a canadian period over its stones. Every move costs its think
 * plus the GTP round trip, which the controller's clock charges too (`lag`
 * is the longest it takes), so the budget keeps a lag back for each move the
 * time must still carry, not one for all of them. The player then never
 * loses on time while each move takes at most its hard limit plus a round
 * trip of at most lag, on a clock the controller told before the move or
 * one kept by timeman_spend as it says; under absolute time, which any game
 * long enough runs out, as long as main time holds a round trip for each
 * move the game still lasts and the game lasts no longer than
 * timeman_moves_left expects. tests/test_timeman.c plays that out.
 */
#ifndef ISHI_TIMEMAN_H
#define ISHI_TIMEMAN_H

#include <stdbool.h>

enum time_system { TIME_NONE, TIME_ABSOLUTE, TIME_CANADIAN, TIME_BYOYOMI };

/* Time settings as the controller sent them. */
struct time_settings {
	enum time_system system;
	int main_time; /* seconds */
	int byo_time;  /* seconds per byo-yomi period */
	int byo_count; /* stones per period (canadian) or periods (byoyomi) */
};

/* The settings of GTP time_settings MAIN BYO STONES (GTP 2, section 4.2),
 * where every clock is canadian: BYO > 0 with STONES = 0 means no limit
 * (TIME_NONE), BYO = 0 absolute time (TIME_ABSOLUTE); anything else is
 * TIME_CANADIAN. Negative arguments count as 0. */
struct time_settings timeman_from_gtp(int main_time, int byo_time, int byo_stones);

/* A colour's clock as the engine knows it: from time_left, and from what its
 * own moves took since. The clock is in main time while count_left is 0. */
struct timeman_clock {
	double main_left;   /* seconds of main time left */
	double period_left; /* seconds left in the current byo-yomi period, once in overtime */
	int count_left;     /* in overtime: stones left in the period (canadian) or periods
			     * left (byoyomi); 0 while main time lasts */
	bool estimated;     /* charged by timeman_spend since the controller last told it
			     * (timeman_told) or it started (timeman_start): the controller's
			     * clock may then run behind it (timeman_budget) */
};

/* Sets c to a fresh clock under t: all of main time, or, when t has no main
 * time but has overtime, the first period whole (all its stones, or all the
 * periods). */
void timeman_start(const struct time_settings *t, struct timeman_clock *c);

/* Sets c from GTP time_left TIME STONES for this colour. STONES 0 means main
 * time, TIME seconds of it left; otherwise the clock is in overtime with TIME
 * seconds left in the period and STONES stones left in it (canadian) or
 * STONES periods left (byoyomi, as KGS sends it). Under absolute time STONES
 * is ignored; when t has overtime but no main time, STONES 0 cannot be main
 * time and is taken as the least it may mean: TIME left for a whole
 * period's stones (canadian) or in the last period (byoyomi). Negative
 * arguments count as 0. TIME is whole seconds, as GTP sends it, taken as
 * rounded down: a controller that rounds otherwise needs the difference in
 * the lag. */
void timeman_told(const struct time_settings *t, struct timeman_clock *c, int time, int stones);

/* Charges c with one move of this colour that took `seconds` as the
 * controller's clock would: main time first, then the period. A canadian
 * period starts afresh once its stones are played; a byo-yomi move that
 * runs past its period uses that period and as many more as it needs, and
 * the next move has a whole period again. Time clamps at 0, so that a
 * clock that ran out gives budgets of 0: a canadian period still starts
 * afresh once its stones are played, and a byo-yomi clock that used its
 * last period stays in it with no time. Nothing changes under TIME_NONE.
 *
 * This keeps a clock when the controller sends no time_left; c is then
 * estimated. It stays safe only if `seconds` counts all the controller's
 * clock may have seen: the engine's own measure of its think plus the lag
 * of the budget, the longest round trip, which it cannot see. */
void timeman_spend(const struct time_settings *t, struct timeman_clock *c, double seconds);

/* The time a move may take. */
struct timeman_budget {
	double target; /* seconds to aim at for this move */
	double hard;   /* seconds the move must never cross; target <= hard */
	bool timed;    /* false: no clock applies (and no per-move setting): the player's own
			* effort (playouts) rules, target = hard = 0 */
};

/* Sets *out to the budget of the next move of the colour whose clock is c,
 * on a board of board_points points of which empty_points are empty, keeping
 * `lag` seconds (the longest GTP round trip) for each move the clock must
 * still carry. move_seconds is the player's own time per move (0: none):
 * without a clock it is the budget (timed, target = hard = move_seconds);
 * with one it caps both. A budget of 0 means: answer at once.
 *
 * The player is expected to play own = timeman_moves_left(empty_points,
 * board_points) more moves. With `share` = main_left / own - lag (main time
 * spread over those moves, each with its round trip):
 * - absolute: target = share, hard = 3 * target (at most main_left - own *
 *   lag, the time for all those moves but their round trips).
 * - main time with overtime after it: overtime gives every move `per_move` =
 *   byo_time / stones - lag (stones = byo_count for canadian, 1 for
 *   byo-yomi), and what a move leaves of it is lost while main time carries
 *   over, so target = max(share, per_move) and hard = min(3 * target,
 *   main_left + per_move): the move that crosses into overtime may take the
 *   share of the first period that every later move of it gets.
 * - canadian overtime, T = period_left for S = count_left stones: target =
 *   T / S - lag, hard = min(3 * target, target * (S + 1) / 2), so that every
 *   later stone of the period keeps at least half a target (S = 1: the whole
 *   period but the lag). On an estimated clock neither is more than the even
 *   share of a whole period, byo_time / byo_count - lag: the engine charges
 *   its moves the longest round trip, so when they took less, the
 *   controller's clock went into overtime some moves after the engine's,
 *   and its periods run that many stones behind. A period that straddles
 *   two of the engine's then holds the end of one and the start of the
 *   next, and only stones that never take more than their share keep every
 *   such period safe.
 * - byo-yomi overtime: target = hard = min(period_left, byo_time) - lag: a
 *   move never relies on using up a period.
 * A negative budget counts as 0. Every result is finite, at least 0, and
 * target <= hard, whatever the inputs (a value that is not a number counts
 * as 0, one above TIMEMAN_MAX_SECONDS as that much). */
void timeman_budget(const struct time_settings *t, const struct timeman_clock *c, int empty_points,
		    int board_points, double lag, double move_seconds, struct timeman_budget *out);

/* The moves the player is still expected to play on a board of board_points
 * points of which empty_points are empty: half of the empty points beyond a
 * fifth of the board (where the board is taken to be played out), but never
 * fewer than the larger of 10 and board_points / 12 (30 on 19x19), since a
 * game goes on longer than that estimate near its end. Negative arguments
 * count as 0. */
double timeman_moves_left(int empty_points, int board_points);

/* The largest time the module reckons with: a clock value, a lag or a
 * per-move setting above it counts as this much (about 31,700 years). */
#define TIMEMAN_MAX_SECONDS 1e12

/* Seconds on the monotonic clock (CLOCK_MONOTONIC) from some fixed point,
 * for measuring thinks: never decreasing, whatever is done to the time of
 * day. */
double timeman_now(void);

#endif
