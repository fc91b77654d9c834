/*
 * test_think.c - a think: its batches, its budget, and what stops it.
 */
#include "helpers.h"

#include "think.h"

#include <time.h>

/* An input that says `news` from the given call on (counted from 1; 0:
 * never), and counts its calls. */
struct fake_input {
	int calls, from;
	enum think_news news;
};

static enum think_news fake_poll(void *arg)
{
	struct fake_input *f = arg;
	f->calls++;
	return f->from && f->calls >= f->from ? f->news : NEWS_NONE;
}

/* Works for about `seconds` per item, without sleeping (thinks are about
 * processor time spent). */
static void work(int items, double seconds)
{
	const double until = timeman_now() + items * seconds;
	while (timeman_now() < until)
		;
}

static const struct timeman_budget untimed = {0, 0, false};

START_TEST(test_think_stops_at_playouts)
{
	struct think t;
	think_begin(&t, THINK_MOVE, &untimed, 1000, NULL);
	int64_t done = 0;
	for (int n; (n = think_batch(&t, done)) > 0;)
		done += n;
	ck_assert_int_eq(done, 1000);
	ck_assert_int_eq(t.stopped, THINK_PLAYOUTS);
	ck_assert_int_eq(think_batch(&t, done), 0);
}
END_TEST

START_TEST(test_think_untimed_move_stops_at_once)
{
	/* Nothing to spend: a player that thinks answers at once. */
	struct think t;
	think_begin(&t, THINK_MOVE, &untimed, 0, NULL);
	ck_assert_int_eq(think_batch(&t, 0), 0);
	ck_assert_int_eq(t.stopped, THINK_TIME);
	const struct timeman_budget none = {0, 0, true};
	think_begin(&t, THINK_MOVE, &none, 0, NULL);
	ck_assert_int_eq(think_batch(&t, 0), 0);
}
END_TEST

START_TEST(test_think_keeps_to_the_time)
{
	/* Items of 20 microseconds for a 100 ms target: it stops near the
	 * target, in batches near THINK_BATCH_SECONDS. The bounds allow for a
	 * loaded machine (tests run side by side), which can stretch any
	 * batch. */
	const struct timeman_budget budget = {0.1, 0.1, true};
	struct think t;
	think_begin(&t, THINK_MOVE, &budget, 0, NULL);
	int64_t done = 0;
	int batches = 0;
	for (int n; (n = think_batch(&t, done)) > 0; batches++) {
		work(n, 20e-6);
		done += n;
	}
	const double took = think_elapsed(&t);
	ck_assert_int_eq(t.stopped, THINK_TIME);
	ck_assert_msg(took >= 0.09 && took <= 0.4, "took %f s", took);
	ck_assert_msg(batches >= 20 && batches <= 5000, "%d batches", batches);
}
END_TEST

START_TEST(test_think_until_input_keeps_to_hard)
{
	/* Analysis stops at the hard limit, not the target. */
	const struct timeman_budget budget = {0.001, 0.1, true};
	struct think t;
	think_begin(&t, THINK_UNTIL_INPUT, &budget, 0, NULL);
	int64_t done = 0;
	for (int n; (n = think_batch(&t, done)) > 0;) {
		work(n, 20e-6);
		done += n;
	}
	ck_assert_msg(think_elapsed(&t) >= 0.09, "stopped after %f s", think_elapsed(&t));
	ck_assert_int_eq(t.stopped, THINK_TIME);
}
END_TEST

START_TEST(test_think_stops_on_input)
{
	/* Input that arrives while it thinks stops a move's think at the next
	 * batch; each batch asks once. */
	const struct timeman_budget budget = {60, 60, true};
	struct fake_input f = {0, 5, NEWS_LINE};
	const struct think_input in = {fake_poll, &f};
	struct think t;
	think_begin(&t, THINK_MOVE, &budget, 0, &in);
	ck_assert_int_eq(f.calls, 0);
	int64_t done = 0;
	int batches = 0;
	for (int n; (n = think_batch(&t, done)) > 0; batches++) {
		ck_assert(t.watching);
		done += n;
	}
	ck_assert_int_eq(t.stopped, THINK_INPUT);
	ck_assert_int_eq(batches, 4); /* calls 1 to 4 found nothing */
	ck_assert_int_eq(f.calls, 5);
}
END_TEST

START_TEST(test_think_waiting_input)
{
	/* Input waiting when a move's think begins does not stop it (a queued
	 * command); it stops analysis at once. */
	const struct timeman_budget budget = {0.01, 0.01, true};
	struct fake_input f = {0, 1, NEWS_LINE};
	const struct think_input in = {fake_poll, &f};
	struct think t;
	think_begin(&t, THINK_MOVE, &budget, 0, &in);
	int64_t done = 0;
	for (int n; (n = think_batch(&t, done)) > 0;) {
		ck_assert(!t.watching);
		done += n;
	}
	ck_assert_int_eq(t.stopped, THINK_TIME);
	ck_assert_int_eq(f.calls, 1);
	ck_assert(done > 0);
	think_begin(&t, THINK_UNTIL_INPUT, &untimed, 0, &in);
	ck_assert_int_eq(think_batch(&t, 0), 0);
	ck_assert_int_eq(t.stopped, THINK_INPUT);
	ck_assert_str_eq(think_stop_name(t.stopped), "input");
}
END_TEST

START_TEST(test_think_controller_gone)
{
	/* A controller that is gone stops every think, even a move's that
	 * found a line waiting, at once or later. */
	const struct timeman_budget budget = {60, 60, true};
	struct fake_input f = {0, 1, NEWS_GONE};
	const struct think_input in = {fake_poll, &f};
	struct think t;
	think_begin(&t, THINK_MOVE, &budget, 0, &in);
	ck_assert_int_eq(think_batch(&t, 0), 0);
	ck_assert_int_eq(t.stopped, THINK_INPUT);
	struct fake_input later = {0, 3, NEWS_GONE};
	const struct think_input in_later = {fake_poll, &later};
	think_begin(&t, THINK_MOVE, &budget, 0, &in_later);
	int64_t done = 0;
	for (int n; (n = think_batch(&t, done)) > 0;)
		done += n;
	ck_assert_int_eq(t.stopped, THINK_INPUT);
	ck_assert_int_eq(later.calls, 3);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"stops_at_playouts", test_think_stops_at_playouts},
		{"untimed_move_stops_at_once", test_think_untimed_move_stops_at_once},
		{"keeps_to_the_time", test_think_keeps_to_the_time},
		{"until_input_keeps_to_hard", test_think_until_input_keeps_to_hard},
		{"stops_on_input", test_think_stops_on_input},
		{"waiting_input", test_think_waiting_input},
		{"controller_gone", test_think_controller_gone},
	};
	return run_cases("think", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
