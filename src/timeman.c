/*
 * timeman.c - the time manager: settings normalised, clocks kept, budgets
 * reckoned (timeman.h).
 */
#include "timeman.h"

#include <math.h>
#include <time.h>

/* The moves-left estimate: the board counts as played out when a fifth of
 * it is empty, each player plays half of the points until then, and a
 * player always has at least MIN_MOVES_FLOOR moves, or a twelfth of the
 * board, to go. */
enum { END_EMPTY_DIVISOR = 5, MIN_MOVES_FLOOR = 10, MIN_MOVES_DIVISOR = 12 };

/* How far a move may run past its target when the search asks for more:
 * three targets, since the moves to come share what is left, each a little
 * less for it. */
#define HARD_FACTOR 3.0

/* Settings that mean what they say: a known system, no negative value, and
 * overtime only where its period has time and stones. */
struct clock_rules {
	enum time_system system;
	double main, byo;
	int count;
};

static int non_negative(int x)
{
	return x > 0 ? x : 0;
}

/* A time as the module reckons with it: in [0, TIMEMAN_MAX_SECONDS], and 0
 * for what is not a number. */
static double seconds(double x)
{
	if (!(x > 0))
		return 0;
	return x < TIMEMAN_MAX_SECONDS ? x : TIMEMAN_MAX_SECONDS;
}

static double min2(double a, double b)
{
	return a < b ? a : b;
}

static double max2(double a, double b)
{
	return a > b ? a : b;
}

static struct clock_rules normalise(const struct time_settings *t)
{
	struct clock_rules r = {t->system, non_negative(t->main_time), non_negative(t->byo_time),
				non_negative(t->byo_count)};
	switch (t->system) {
	case TIME_NONE:
	case TIME_ABSOLUTE:
		break;
	case TIME_CANADIAN:
		/* GTP's rule: no period time is absolute time, a period of
		 * no stones no limit. */
		if (r.byo <= 0)
			r.system = TIME_ABSOLUTE;
		else if (r.count <= 0)
			r.system = TIME_NONE;
		break;
	case TIME_BYOYOMI:
		if (r.byo <= 0 || r.count <= 0)
			r.system = TIME_ABSOLUTE;
		break;
	default:
		r.system = TIME_NONE;
		break;
	}
	return r;
}

static bool has_overtime(const struct clock_rules *r)
{
	return r->system == TIME_CANADIAN || r->system == TIME_BYOYOMI;
}

/* The stones one period is for. */
static int period_stones(const struct clock_rules *r)
{
	return r->system == TIME_CANADIAN ? r->count : 1;
}

struct time_settings timeman_from_gtp(int main_time, int byo_time, int byo_stones)
{
	struct time_settings t = {TIME_CANADIAN, non_negative(main_time), non_negative(byo_time),
				  non_negative(byo_stones)};
	if (t.byo_time > 0 && t.byo_count == 0)
		t.system = TIME_NONE;
	else if (t.byo_time == 0)
		t.system = TIME_ABSOLUTE;
	return t;
}

/* Puts c at the start of overtime: the first period whole. */
static void enter_overtime(const struct clock_rules *r, struct timeman_clock *c)
{
	c->main_left = 0;
	c->period_left = r->byo;
	c->count_left = r->count;
}

void timeman_start(const struct time_settings *t, struct timeman_clock *c)
{
	const struct clock_rules r = normalise(t);
	c->main_left = r.main;
	c->period_left = 0;
	c->count_left = 0;
	c->estimated = false;
	if (has_overtime(&r) && r.main <= 0)
		enter_overtime(&r, c);
}

void timeman_told(const struct time_settings *t, struct timeman_clock *c, int time, int stones)
{
	const struct clock_rules r = normalise(t);
	const int left = non_negative(time), count = non_negative(stones);
	c->main_left = left;
	c->period_left = 0;
	c->count_left = 0;
	c->estimated = false;
	if (!has_overtime(&r) || (count == 0 && r.main > 0))
		return;
	c->main_left = 0;
	c->period_left = left;
	if (count > 0)
		c->count_left = count;
	else
		/* Not main time, for there is none: at worst a whole period's
		 * stones still to play, or the last period. */
		c->count_left = r.system == TIME_CANADIAN ? r.count : 1;
}

/* Charges one move of `s` seconds to c in overtime: a canadian stone, or a
 * byo-yomi move that uses every period it runs past. */
static void spend_overtime(const struct clock_rules *r, struct timeman_clock *c, double s)
{
	if (r->system == TIME_CANADIAN) {
		c->period_left = max2(0, c->period_left - s);
		if (--c->count_left <= 0) {
			c->period_left = r->byo;
			c->count_left = r->count;
		}
		return;
	}
	if (s > c->period_left) {
		/* The current period ends at period_left, each later one
		 * byo seconds after: the move uses those that end before it
		 * does. */
		const double used = ceil((s - c->period_left) / r->byo);
		if (used >= c->count_left) {
			c->period_left = 0;
			c->count_left = 1;
			return;
		}
		c->count_left -= (int)used;
	}
	c->period_left = r->byo;
}

void timeman_spend(const struct time_settings *t, struct timeman_clock *c, double seconds_taken)
{
	const struct clock_rules r = normalise(t);
	double s = seconds(seconds_taken);
	if (r.system == TIME_NONE)
		return;
	c->estimated = true;
	c->main_left = seconds(c->main_left);
	c->period_left = seconds(c->period_left);
	if (c->count_left < 0)
		c->count_left = 0;
	if (r.system == TIME_ABSOLUTE || c->count_left == 0) {
		if (s <= c->main_left || !has_overtime(&r)) {
			c->main_left = max2(0, c->main_left - s);
			return;
		}
		s -= c->main_left;
		enter_overtime(&r, c);
	}
	spend_overtime(&r, c, s);
}

double timeman_moves_left(int empty_points, int board_points)
{
	const int board = non_negative(board_points);
	const double floor_moves = max2(MIN_MOVES_FLOOR, board / MIN_MOVES_DIVISOR);
	const double estimate =
		(non_negative(empty_points) - (double)board / END_EMPTY_DIVISOR) / 2.0;
	return max2(floor_moves, estimate);
}

void timeman_budget(const struct time_settings *t, const struct timeman_clock *c, int empty_points,
		    int board_points, double lag, double move_seconds, struct timeman_budget *out)
{
	const struct clock_rules r = normalise(t);
	const double own = timeman_moves_left(empty_points, board_points);
	const double main_left = seconds(c->main_left), period_left = seconds(c->period_left);
	const double per_move_setting = seconds(move_seconds);
	lag = seconds(lag);
	out->timed = true;
	out->target = out->hard = 0;
	/* Main time spread over the moves to come, each with its round trip. */
	const double share = max2(0, main_left / own - lag);
	switch (r.system) {
	case TIME_ABSOLUTE:
		out->target = share;
		out->hard = min2(HARD_FACTOR * share, max2(0, main_left - own * lag));
		break;
	case TIME_CANADIAN:
	case TIME_BYOYOMI:
		if (c->count_left <= 0) {
			/* Overtime is lost if not used, while main time
			 * carries over: every move may take what each
			 * move of overtime will have. */
			const double per_move = max2(0, r.byo / period_stones(&r) - lag);
			out->target = max2(share, per_move);
			out->hard = min2(HARD_FACTOR * out->target, main_left + per_move);
		} else if (r.system == TIME_CANADIAN) {
			const double stones = c->count_left;
			out->target = max2(0, period_left / stones - lag);
			out->hard = min2(HARD_FACTOR * out->target, out->target * (stones + 1) / 2);
			if (c->estimated) {
				/* The controller's periods may run behind
				 * the engine's count (timeman.h). */
				const double even = max2(0, r.byo / r.count - lag);
				out->target = min2(out->target, even);
				out->hard = min2(out->hard, even);
			}
		} else {
			out->target = out->hard = max2(0, min2(period_left, r.byo) - lag);
		}
		break;
	case TIME_NONE:
	default:
		out->timed = per_move_setting > 0;
		out->target = out->hard = per_move_setting;
		return;
	}
	if (per_move_setting > 0) {
		out->target = min2(out->target, per_move_setting);
		out->hard = min2(out->hard, per_move_setting);
	}
}

double timeman_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}
