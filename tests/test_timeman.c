/*
 * test_timeman.c - the time manager: settings from GTP, clocks from time_left
 * and from the engine's own count, budgets worked out by hand, budgets of
 * absurd clocks, and whole games on a model of the controller's clock, on
 * which the player must never lose on time.
 *
 * The model is written apart from the module, as the rules say it: the
 * clock runs period by period, and it has run out only below 0 (by more
 * than RESOLUTION).
 */
#include "helpers.h"

#include "rng.h"
#include "timeman.h"

#include <limits.h>
#include <math.h>
#include <time.h>

/* Budgets worked out by hand agree within this. */
#define EPS 1e-9

/* The finest time a controller's clock tells apart: a move that should
 * end exactly as the time does ends up to this much later in doubles. */
#define RESOLUTION 1e-9

enum { POINTS_9 = 81, POINTS_13 = 169, POINTS_19 = 361 };

static struct time_settings settings(enum time_system system, int main_time, int byo_time,
				     int byo_count)
{
	struct time_settings t = {system, main_time, byo_time, byo_count};
	return t;
}

static struct timeman_clock fresh(const struct time_settings *t)
{
	struct timeman_clock c;
	timeman_start(t, &c);
	return c;
}

static struct timeman_clock told(const struct time_settings *t, int time, int stones)
{
	struct timeman_clock c = {-1, -1, -1, true};
	timeman_told(t, &c, time, stones);
	return c;
}

static struct timeman_budget budget(const struct time_settings *t, const struct timeman_clock *c,
				    int empty, int board, double lag, double move_seconds)
{
	struct timeman_budget b = {-1, -1, false};
	timeman_budget(t, c, empty, board, lag, move_seconds, &b);
	return b;
}

static void check_budget(const struct timeman_budget *b, double target, double hard)
{
	ck_assert(b->timed);
	ck_assert_double_eq_tol(b->target, target, EPS);
	ck_assert_double_eq_tol(b->hard, hard, EPS);
}

static void check_clock(const struct timeman_clock *c, double main_left, double period_left,
			int count_left)
{
	ck_assert_double_eq_tol(c->main_left, main_left, EPS);
	ck_assert_double_eq_tol(c->period_left, period_left, EPS);
	ck_assert_int_eq(c->count_left, count_left);
}

START_TEST(test_timeman_from_gtp)
{
	struct time_settings t = timeman_from_gtp(0, 1, 0);
	ck_assert_int_eq(t.system, TIME_NONE);
	t = timeman_from_gtp(600, 30, 0);
	ck_assert_int_eq(t.system, TIME_NONE);
	t = timeman_from_gtp(600, 0, 0);
	ck_assert_int_eq(t.system, TIME_ABSOLUTE);
	ck_assert_int_eq(t.main_time, 600);
	t = timeman_from_gtp(600, 0, 25);
	ck_assert_int_eq(t.system, TIME_ABSOLUTE);
	t = timeman_from_gtp(0, 10, 1);
	ck_assert_int_eq(t.system, TIME_CANADIAN);
	ck_assert_int_eq(t.main_time, 0);
	ck_assert_int_eq(t.byo_time, 10);
	ck_assert_int_eq(t.byo_count, 1);
	t = timeman_from_gtp(600, 300, 25);
	ck_assert(t.system == TIME_CANADIAN && t.main_time == 600 && t.byo_time == 300 &&
		  t.byo_count == 25);
	/* Negative arguments count as 0. */
	t = timeman_from_gtp(-5, -1, 7);
	ck_assert(t.system == TIME_ABSOLUTE && t.main_time == 0 && t.byo_time == 0);
	t = timeman_from_gtp(INT_MIN, 30, INT_MIN);
	ck_assert(t.system == TIME_NONE && t.main_time == 0 && t.byo_count == 0);
}
END_TEST

START_TEST(test_timeman_clocks)
{
	/* A fresh clock: main time, or overtime at once without it. */
	struct time_settings t = settings(TIME_ABSOLUTE, 300, 0, 0);
	struct timeman_clock c = fresh(&t);
	check_clock(&c, 300, 0, 0);
	t = settings(TIME_CANADIAN, 600, 300, 25);
	c = fresh(&t);
	check_clock(&c, 600, 0, 0);
	t = timeman_from_gtp(0, 5, 1);
	c = fresh(&t);
	check_clock(&c, 0, 5, 1);
	t = settings(TIME_BYOYOMI, 0, 30, 5);
	c = fresh(&t);
	check_clock(&c, 0, 30, 5);
	t = settings(TIME_BYOYOMI, 0, 30, 0); /* no periods: absolute, lost at once */
	c = fresh(&t);
	check_clock(&c, 0, 0, 0);

	/* time_left: STONES 0 is main time, anything else overtime. */
	t = settings(TIME_CANADIAN, 600, 300, 25);
	c = told(&t, 120, 0);
	check_clock(&c, 120, 0, 0);
	c = told(&t, 300, 25);
	check_clock(&c, 0, 300, 25);
	c = told(&t, 7, 2);
	check_clock(&c, 0, 7, 2);
	t = settings(TIME_BYOYOMI, 600, 30, 5);
	c = told(&t, 30, 3); /* KGS: 30 s in the period, 3 periods */
	check_clock(&c, 0, 30, 3);
	c = told(&t, 200, 0);
	check_clock(&c, 200, 0, 0);
	t = settings(TIME_ABSOLUTE, 600, 0, 0);
	c = told(&t, 50, 7);
	check_clock(&c, 50, 0, 0);
	/* Without main time STONES 0 is the least it may mean. */
	t = settings(TIME_CANADIAN, 0, 60, 10);
	c = told(&t, 40, 0);
	check_clock(&c, 0, 40, 10);
	t = settings(TIME_BYOYOMI, 0, 30, 5);
	c = told(&t, 30, 0);
	check_clock(&c, 0, 30, 1);
	/* Negative arguments count as 0. */
	t = settings(TIME_CANADIAN, 600, 300, 25);
	c = told(&t, -10, -3);
	check_clock(&c, 0, 0, 0);
	c = told(&t, -10, 4);
	check_clock(&c, 0, 0, 4);

	/* A clock is estimated once the engine charges it, until told. */
	c = fresh(&t);
	ck_assert(!c.estimated);
	timeman_spend(&t, &c, 10);
	ck_assert(c.estimated);
	check_clock(&c, 590, 0, 0);
	timeman_told(&t, &c, 580, 0);
	ck_assert(!c.estimated);
}
END_TEST

START_TEST(test_timeman_budget_absolute)
{
	/* Empty 9x9: 32.4 moves to go ((81 - 81 / 5) / 2). */
	const struct time_settings t = settings(TIME_ABSOLUTE, 300, 0, 0);
	struct timeman_clock c = fresh(&t);
	ck_assert_double_eq_tol(timeman_moves_left(POINTS_9, POINTS_9), 32.4, EPS);
	struct timeman_budget b = budget(&t, &c, POINTS_9, POINTS_9, 0, 0);
	check_budget(&b, 300 / 32.4, 900 / 32.4);
	b = budget(&t, &c, POINTS_9, POINTS_9, 1, 0);
	check_budget(&b, 300 / 32.4 - 1, 3 * (300 / 32.4 - 1));
	/* Empty 19x19: 144.4 moves; in the endgame never fewer than 30. */
	ck_assert_double_eq_tol(timeman_moves_left(POINTS_19, POINTS_19), 144.4, EPS);
	ck_assert_double_eq_tol(timeman_moves_left(60, POINTS_19), 30, EPS);
	ck_assert_double_eq_tol(timeman_moves_left(0, POINTS_9), 10, EPS);
	c = told(&t, 1800, 0);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0.5, 0);
	check_budget(&b, 1800 / 144.4 - 0.5, 3 * (1800 / 144.4 - 0.5));
	c = told(&t, 60, 0);
	b = budget(&t, &c, 60, POINTS_19, 1, 0);
	check_budget(&b, 1, 3);
	/* Less than a round trip for each move to come: answer at once. */
	c = told(&t, 29, 0);
	b = budget(&t, &c, 60, POINTS_19, 1, 0);
	check_budget(&b, 0, 0);
	c = told(&t, 0, 0);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 0, 0);
}
END_TEST

START_TEST(test_timeman_budget_canadian)
{
	/* time_settings 0 5 1: a 5 s period for each stone. */
	struct time_settings t = timeman_from_gtp(0, 5, 1);
	struct timeman_clock c = fresh(&t);
	struct timeman_budget b = budget(&t, &c, POINTS_19, POINTS_19, 1, 0);
	check_budget(&b, 4, 4);
	/* 600 300 25, in overtime with 300 s for 25 stones. */
	t = timeman_from_gtp(600, 300, 25);
	c = told(&t, 300, 25);
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 12, 36);
	b = budget(&t, &c, 100, POINTS_19, 1, 0);
	check_budget(&b, 11, 33);
	/* Few stones left: each later one keeps half a target. */
	c = told(&t, 20, 2);
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 10, 15);
	c = told(&t, 10, 1);
	b = budget(&t, &c, 100, POINTS_19, 1, 0);
	check_budget(&b, 9, 9);
	c = told(&t, 10, 20); /* less than a round trip a stone */
	b = budget(&t, &c, 100, POINTS_19, 1, 0);
	check_budget(&b, 0, 0);
	/* A period with time saved: 20 s a stone, up to 60 s for this one;
	 * on a clock the engine kept itself, never more than the even share
	 * of a whole period, 12 s. */
	c = told(&t, 200, 10);
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 20, 60);
	c.estimated = true;
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 12, 12);
	b = budget(&t, &c, 100, POINTS_19, 1, 0);
	check_budget(&b, 11, 11);
	c = told(&t, 50, 10); /* 5 s a stone: the hard limit at the share */
	c.estimated = true;
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 5, 12);
	/* Main time: at least what every stone of overtime will have (12 s);
	 * the move that crosses may take the main time left and that. */
	c = fresh(&t);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 12, 36);
	c = told(&t, 2400, 0);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 2400 / 144.4, 3 * 2400 / 144.4);
	c = told(&t, 5, 0);
	b = budget(&t, &c, 100, POINTS_19, 0, 0);
	check_budget(&b, 12, 17);
	c = told(&t, 0, 0);
	b = budget(&t, &c, 100, POINTS_19, 2, 0);
	check_budget(&b, 10, 10);
}
END_TEST

START_TEST(test_timeman_budget_byoyomi)
{
	/* kgs-time_settings byoyomi 0 30 5. */
	struct time_settings t = settings(TIME_BYOYOMI, 0, 30, 5);
	struct timeman_clock c = fresh(&t);
	struct timeman_budget b = budget(&t, &c, POINTS_19, POINTS_19, 1, 0);
	check_budget(&b, 29, 29);
	/* Never more than the period, however many periods are left. */
	c = told(&t, 30, 1);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 30, 30);
	c = told(&t, 12, 5);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0.5, 0);
	check_budget(&b, 11.5, 11.5);
	c = told(&t, 50, 5); /* more than a period: the period is what counts */
	b = budget(&t, &c, POINTS_19, POINTS_19, 1, 0);
	check_budget(&b, 29, 29);
	/* Main time with byo-yomi after it: at least a period a move. */
	t = settings(TIME_BYOYOMI, 600, 30, 5);
	c = fresh(&t);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 30, 90);
	c = told(&t, 10, 0);
	b = budget(&t, &c, POINTS_19, POINTS_19, 1, 0);
	check_budget(&b, 29, 39);
	t = settings(TIME_BYOYOMI, 7200, 30, 5);
	c = fresh(&t);
	b = budget(&t, &c, POINTS_19, POINTS_19, 0, 0);
	check_budget(&b, 7200 / 144.4, 3 * 7200 / 144.4);
}
END_TEST

START_TEST(test_timeman_budget_per_move)
{
	/* No clock: the player's effort, unless it has a time per move. */
	const struct time_settings none = settings(TIME_NONE, 0, 0, 0);
	struct timeman_clock c = fresh(&none);
	struct timeman_budget b = budget(&none, &c, POINTS_19, POINTS_19, 1, 0);
	ck_assert(!b.timed);
	ck_assert(b.target == 0 && b.hard == 0);
	b = budget(&none, &c, POINTS_19, POINTS_19, 1, 5);
	check_budget(&b, 5, 5);
	/* Settings that mean no limit. */
	const struct time_settings unlimited[] = {
		timeman_from_gtp(0, 1, 0),
		settings(TIME_CANADIAN, 600, 30, 0),
		settings(TIME_CANADIAN, 600, 30, -4),
		settings((enum time_system)7, 600, 30, 5),
	};
	for (size_t i = 0; i < sizeof(unlimited) / sizeof(unlimited[0]); i++) {
		c = fresh(&unlimited[i]);
		b = budget(&unlimited[i], &c, POINTS_19, POINTS_19, 0, 0);
		ck_assert(!b.timed && b.target == 0 && b.hard == 0);
	}
	/* Settings that mean absolute time. */
	const struct time_settings absolute[] = {
		settings(TIME_CANADIAN, 300, 0, 25),
		settings(TIME_CANADIAN, 300, -30, 25),
		settings(TIME_BYOYOMI, 300, 30, 0),
		settings(TIME_BYOYOMI, 300, 0, 5),
	};
	for (size_t i = 0; i < sizeof(absolute) / sizeof(absolute[0]); i++) {
		c = fresh(&absolute[i]);
		b = budget(&absolute[i], &c, POINTS_9, POINTS_9, 0, 0);
		check_budget(&b, 300 / 32.4, 900 / 32.4);
	}
	/* With a clock, the time per move caps the budget. */
	const struct time_settings t = timeman_from_gtp(600, 300, 25);
	c = told(&t, 300, 25);
	b = budget(&t, &c, 100, POINTS_19, 0, 5);
	check_budget(&b, 5, 5);
	b = budget(&t, &c, 100, POINTS_19, 0, 20);
	check_budget(&b, 12, 20);
	b = budget(&t, &c, 100, POINTS_19, 0, 100);
	check_budget(&b, 12, 36);
}
END_TEST

/* A time as the module is to read it: 0 for what is no number or negative,
 * at most TIMEMAN_MAX_SECONDS. */
static double clean(double x)
{
	if (isnan(x) || x < 0)
		return 0;
	return x < TIMEMAN_MAX_SECONDS ? x : TIMEMAN_MAX_SECONDS;
}

/* The system the settings mean, as timeman.h says it. */
static enum time_system meant(const struct time_settings *t)
{
	const bool period = t->byo_time > 0, stones = t->byo_count > 0;
	switch (t->system) {
	case TIME_ABSOLUTE:
		return TIME_ABSOLUTE;
	case TIME_CANADIAN:
		return !period ? TIME_ABSOLUTE : stones ? TIME_CANADIAN : TIME_NONE;
	case TIME_BYOYOMI:
		return period && stones ? TIME_BYOYOMI : TIME_ABSOLUTE;
	default:
		return TIME_NONE;
	}
}

/* The most a move may take on clock c: the main time left and the share of
 * the first period of a move that crosses into it, or what the period
 * has left. */
static double available(const struct time_settings *t, const struct timeman_clock *c)
{
	const double main_left = clean(c->main_left), period_left = clean(c->period_left);
	switch (meant(t)) {
	case TIME_ABSOLUTE:
		return main_left;
	case TIME_CANADIAN:
		return c->count_left > 0 ? period_left
					 : main_left + (double)t->byo_time / t->byo_count;
	case TIME_BYOYOMI:
		return c->count_left > 0 ? fmin(period_left, t->byo_time) : main_left + t->byo_time;
	default:
		return 0;
	}
}

static double uniform(struct rng *r)
{
	return rng_next(r) / 4294967296.0;
}

#define PICK(r, values) ((values)[rng_below((r), sizeof(values) / sizeof((values)[0]))])

START_TEST(test_timeman_absurd_values)
{
	static const int ints[] = {INT_MIN, -1000, -1, 0, 1, 2, 25, 1000000000, INT_MAX};
	static const double reals[] = {-INFINITY, -1e9, -1,  -0.0,    0,     1e-300,   0.5,
				       1,         30,   1e9, INT_MAX, 1e300, INFINITY, NAN};
	static const enum time_system systems[] = {TIME_NONE,           TIME_ABSOLUTE,
						   TIME_CANADIAN,       TIME_BYOYOMI,
						   (enum time_system)4, (enum time_system)99};
	struct rng r;
	rng_seed(&r, 7);
	for (int round = 0; round < repeats(400000); round++) {
		const struct time_settings t =
			settings(PICK(&r, systems), PICK(&r, ints), PICK(&r, ints), PICK(&r, ints));
		struct timeman_clock c = {PICK(&r, reals), PICK(&r, reals), PICK(&r, ints),
					  rng_below(&r, 2)};
		switch (rng_below(&r, 4)) {
		case 0:
			timeman_start(&t, &c);
			break;
		case 1:
			timeman_told(&t, &c, PICK(&r, ints), PICK(&r, ints));
			break;
		default:
			break;
		}
		const double lag = PICK(&r, reals), move_seconds = PICK(&r, reals);
		struct timeman_budget b =
			budget(&t, &c, PICK(&r, ints), PICK(&r, ints), lag, move_seconds);
		quick_assert_msg(isfinite(b.target) && isfinite(b.hard) && b.target >= 0 &&
					 b.target <= b.hard,
				 "round %d: target %g, hard %g", round, b.target, b.hard);
		const double per_move = clean(move_seconds);
		if (meant(&t) == TIME_NONE) {
			quick_assert(b.timed == (per_move > 0) && b.hard == per_move &&
				     b.target == per_move);
		} else {
			quick_assert(b.timed);
			quick_assert_msg(b.hard <= available(&t, &c),
					 "round %d: hard %g of %g available", round, b.hard,
					 available(&t, &c));
			quick_assert(per_move == 0 || b.hard <= per_move);
		}
		/* A move of any length leaves a clock that means something. */
		if (meant(&t) == TIME_NONE)
			continue;
		timeman_spend(&t, &c, PICK(&r, reals));
		quick_assert(isfinite(c.main_left) && c.main_left >= 0);
		quick_assert(isfinite(c.period_left) && c.period_left >= 0 && c.count_left >= 0);
	}
}
END_TEST

/* The controller's clock of one colour, played by the rules, period by
 * period. */
struct model {
	enum time_system system;
	double byo;    /* seconds per period */
	int per;       /* stones per period (canadian) or periods (byoyomi) */
	bool overtime; /* main time is over */
	bool lost;     /* the clock went below 0 */
	double main, period;
	int count; /* stones left in the period, or periods left */
};

static void model_overtime(struct model *m)
{
	m->overtime = true;
	m->period = m->byo;
	m->count = m->per;
}

static struct model model_start(const struct time_settings *t)
{
	struct model m = {.system = meant(t),
			  .byo = fmax(0, t->byo_time),
			  .per = t->byo_count,
			  .main = fmax(0, t->main_time)};
	if ((m.system == TIME_CANADIAN || m.system == TIME_BYOYOMI) && m.main == 0)
		model_overtime(&m);
	return m;
}

/* One move of `s` seconds, as the controller charges it. */
static void model_move(struct model *m, double s)
{
	if (m->system == TIME_NONE || m->lost)
		return;
	if (!m->overtime) {
		if (m->system == TIME_ABSOLUTE || s <= m->main) {
			m->main -= s;
			m->lost = m->main < -RESOLUTION;
			return;
		}
		s -= m->main;
		m->main = 0;
		model_overtime(m);
	}
	if (m->system == TIME_CANADIAN) {
		m->period -= s;
		m->lost = m->period < -RESOLUTION;
		if (!m->lost && --m->count == 0) {
			m->period = m->byo;
			m->count = m->per;
		}
		return;
	}
	/* Byo-yomi: each period that ends before the move does is gone. */
	while (s > m->period + RESOLUTION) {
		s -= m->period;
		if (--m->count == 0) {
			m->lost = true;
			return;
		}
		m->period = m->byo;
	}
	m->period = m->byo;
}

/* What the controller sends as time_left: whole seconds, rounded down. */
static void model_left(const struct model *m, int *time, int *stones)
{
	const bool in_period = m->overtime && m->system != TIME_ABSOLUTE;
	*time = (int)floor(in_period ? m->period : m->main);
	*stones = in_period ? m->count : 0;
}

/* How the GTP round trip of each move behaves in a game. */
enum round_trip {
	TRIP_ANY,   /* anything up to the lag */
	TRIP_WORST, /* always the lag */
	TRIP_NONE,  /* nothing */
	TRIP_LATE,  /* nothing in main time, the lag in overtime: the engine's
		     * own clock, charging the lag, goes into overtime first,
		     * and the controller's periods run behind it */
	TRIP_COUNT
};

static double round_trip(struct rng *r, enum round_trip trip, double lag, bool overtime)
{
	switch (trip) {
	case TRIP_ANY:
		return lag * uniform(r);
	case TRIP_WORST:
		return lag;
	case TRIP_LATE:
		return overtime ? lag : 0;
	default:
		return 0;
	}
}

struct game_setup {
	struct time_settings t;
	int board, moves;
	double lag, move_seconds;
	enum round_trip trip;
	bool full_think; /* every move thinks its hard limit, else anything up to it */
};

/* Random settings of every system, and a game that a player answering at
 * once could finish in time at the worst round trip: under absolute time
 * as long as the moves the player is expected to play from the empty board
 * (where a budget that spends too fast or forgets a round trip runs out),
 * longer games with overtime. */
static struct game_setup random_setup(struct rng *r)
{
	static const int boards[] = {POINTS_9, POINTS_13, POINTS_19};
	struct game_setup s;
	const int main_time = rng_below(r, 6) == 0 ? 0 : (int)rng_below(r, 3601);
	const int byo = 1 + (int)rng_below(r, 60);
	switch (rng_below(r, 4)) {
	case 0:
		s.t = settings(TIME_NONE, 0, 0, 0);
		break;
	case 1:
		s.t = settings(TIME_ABSOLUTE, main_time, 0, 0);
		break;
	case 2:
		s.t = settings(TIME_CANADIAN, main_time, byo, 1 + (int)rng_below(r, 25));
		break;
	default:
		s.t = settings(TIME_BYOYOMI, main_time, byo, 1 + (int)rng_below(r, 10));
		break;
	}
	s.board = PICK(r, boards);
	s.lag = rng_below(r, 5) == 0 ? 0 : 2 * uniform(r);
	s.move_seconds = rng_below(r, 4) == 0 ? 30 * uniform(r) : 0;
	s.trip = (enum round_trip)rng_below(r, TRIP_COUNT);
	s.full_think = rng_below(r, 4) != 0;
	const int expected = (int)timeman_moves_left(s.board, s.board);
	s.moves = 10 + (int)rng_below(r, (unsigned)(3 * expected));
	switch (s.t.system) {
	case TIME_ABSOLUTE:
		s.moves = expected;
		s.lag = fmin(s.lag, (double)main_time / expected);
		break;
	case TIME_CANADIAN:
		s.lag = fmin(s.lag, (double)byo / s.t.byo_count);
		break;
	case TIME_BYOYOMI:
		s.lag = fmin(s.lag, byo);
		break;
	default:
		break;
	}
	return s;
}

/* Plays the game of s for one colour that thinks as s says, told its time
 * before every move or keeping its own clock; returns the move on which the
 * controller's clock ran out, or -1. */
static int play_game(const struct game_setup *s, struct rng *r, bool told_time)
{
	struct model m = model_start(&s->t);
	struct timeman_clock c;
	timeman_start(&s->t, &c);
	for (int move = 0; move < s->moves; move++) {
		if (told_time) {
			int time, stones;
			model_left(&m, &time, &stones);
			timeman_told(&s->t, &c, time, stones);
		}
		/* One stone of each colour a move, until the board is full. */
		const int empty = s->board - 2 * move > 0 ? s->board - 2 * move : 0;
		struct timeman_budget b;
		timeman_budget(&s->t, &c, empty, s->board, s->lag, s->move_seconds, &b);
		quick_assert(isfinite(b.hard) && b.target >= 0 && b.target <= b.hard);
		const double think = s->full_think ? b.hard : b.hard * uniform(r);
		model_move(&m, think + round_trip(r, s->trip, s->lag, m.overtime));
		if (m.lost)
			return move;
		/* The engine's own count: its think and the round trip it
		 * cannot see, at its longest. */
		timeman_spend(&s->t, &c, think + s->lag);
	}
	return -1;
}

START_TEST(test_timeman_never_loses_on_time)
{
	struct rng r;
	rng_seed(&r, 2026);
	for (int game = 0; game < repeats(20000); game++) {
		const struct game_setup s = random_setup(&r);
		for (int told_time = 0; told_time <= 1; told_time++) {
			const int lost = play_game(&s, &r, told_time);
			quick_assert_msg(
				lost < 0,
				"game %d (%s): system %d, %d %d %d, lag %g, per move %g, %d "
				"points, round trip %d, full think %d: lost on move %d of %d",
				game, told_time ? "told" : "own clock", s.t.system, s.t.main_time,
				s.t.byo_time, s.t.byo_count, s.lag, s.move_seconds, s.board, s.trip,
				s.full_think, lost, s.moves);
		}
	}
}
END_TEST

/* Whether c is the clock the model keeps. */
static bool same_clock(const struct model *m, const struct timeman_clock *c)
{
	switch (m->system) {
	case TIME_NONE:
		return true;
	case TIME_ABSOLUTE:
		return fabs(c->main_left - m->main) < EPS && c->count_left == 0;
	default:
		if (!m->overtime)
			return fabs(c->main_left - m->main) < EPS && c->count_left == 0;
		return c->main_left == 0 && fabs(c->period_left - m->period) < EPS &&
		       c->count_left == m->count;
	}
}

START_TEST(test_timeman_spend_as_the_controller)
{
	struct rng r;
	rng_seed(&r, 99);
	for (int game = 0; game < repeats(3000); game++) {
		const struct game_setup s = random_setup(&r);
		const double byo = s.t.byo_time;
		struct model m = model_start(&s.t);
		struct timeman_clock c;
		timeman_start(&s.t, &c);
		quick_assert(same_clock(&m, &c));
		for (int move = 0; move < 200 && !m.lost; move++) {
			/* Whole seconds, so that time_left says it exactly,
			 * and the edges: all the main time or period left,
			 * whole periods. */
			double seconds;
			switch (rng_below(&r, 6)) {
			case 0:
				seconds = m.overtime ? m.period : m.main;
				break;
			case 1:
				seconds = byo * (1 + rng_below(&r, 3));
				break;
			case 2:
				seconds = 0;
				break;
			default:
				seconds = rng_below(&r, (unsigned)(1 + 2 * byo + m.main / 20));
				break;
			}
			model_move(&m, seconds);
			timeman_spend(&s.t, &c, seconds);
			if (m.lost)
				break;
			quick_assert_msg(same_clock(&m, &c),
					 "game %d, move %d of %g s: system %d, %d %d %d: "
					 "%g %g %d kept, %g %g %d on the controller's",
					 game, move, seconds, s.t.system, s.t.main_time,
					 s.t.byo_time, s.t.byo_count, c.main_left, c.period_left,
					 c.count_left, m.main, m.period, m.count);
			if (rng_below(&r, 4) == 0) {
				int time, stones;
				model_left(&m, &time, &stones);
				timeman_told(&s.t, &c, time, stones);
				quick_assert(same_clock(&m, &c));
			}
		}
	}
}
END_TEST

START_TEST(test_timeman_spent_clock)
{
	/* A clock that ran out gives budgets of 0. */
	struct time_settings t = settings(TIME_ABSOLUTE, 10, 0, 0);
	struct timeman_clock c = fresh(&t);
	timeman_spend(&t, &c, 12);
	check_clock(&c, 0, 0, 0);
	struct timeman_budget b = budget(&t, &c, 50, POINTS_9, 0, 0);
	check_budget(&b, 0, 0);
	/* Canadian: the period clamps at 0, and still starts afresh once
	 * its stones are played. */
	t = timeman_from_gtp(10, 30, 3);
	c = fresh(&t);
	timeman_spend(&t, &c, 45);
	check_clock(&c, 0, 0, 2);
	b = budget(&t, &c, 50, POINTS_9, 0, 0);
	check_budget(&b, 0, 0);
	timeman_spend(&t, &c, 1);
	timeman_spend(&t, &c, 1);
	check_clock(&c, 0, 30, 3);
	/* Byo-yomi: the last period used up leaves it with no time. */
	t = settings(TIME_BYOYOMI, 10, 30, 2);
	c = fresh(&t);
	timeman_spend(&t, &c, 40);
	check_clock(&c, 0, 30, 2);
	timeman_spend(&t, &c, 31);
	check_clock(&c, 0, 30, 1);
	timeman_spend(&t, &c, 30);
	check_clock(&c, 0, 30, 1);
	timeman_spend(&t, &c, 30.5);
	check_clock(&c, 0, 0, 1);
	b = budget(&t, &c, 50, POINTS_9, 0, 0);
	check_budget(&b, 0, 0);
	/* Nothing to charge without a clock. */
	t = settings(TIME_NONE, 0, 0, 0);
	c = fresh(&t);
	const struct timeman_clock before = c;
	timeman_spend(&t, &c, 100);
	check_clock(&c, before.main_left, before.period_left, before.count_left);
}
END_TEST

START_TEST(test_timeman_now)
{
	double last = timeman_now();
	ck_assert(isfinite(last) && last >= 0);
	for (int i = 0; i < 100000; i++) {
		const double now = timeman_now();
		quick_assert(now >= last);
		last = now;
	}
	const struct timespec pause = {0, 20000000};
	nanosleep(&pause, NULL);
	ck_assert_double_ge(timeman_now() - last, 0.019);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"from_gtp", test_timeman_from_gtp},
		{"clocks", test_timeman_clocks},
		{"budget_absolute", test_timeman_budget_absolute},
		{"budget_canadian", test_timeman_budget_canadian},
		{"budget_byoyomi", test_timeman_budget_byoyomi},
		{"budget_per_move", test_timeman_budget_per_move},
		{"absurd_values", test_timeman_absurd_values},
		{"never_loses_on_time", test_timeman_never_loses_on_time},
		{"spend_as_the_controller", test_timeman_spend_as_the_controller},
		{"spent_clock", test_timeman_spent_clock},
		{"now", test_timeman_now},
	};
	return run_cases("timeman", cases, CASE_COUNT(cases), NULL, NULL, 120);
}
