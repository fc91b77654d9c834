/*
 * think.c - budgets, batches and stops of a think.
 */
#include "think.h"

#include <string.h>

/* Batch sizes double while a batch takes under half the aim and halve
 * while it takes over twice; never beyond this. */
enum { MAX_BATCH = 1 << 20 };

static enum think_news ask(const struct think *t)
{
	return t->input.poll ? t->input.poll(t->input.arg) : NEWS_NONE;
}

void think_begin(struct think *t, enum think_mode mode, const struct timeman_budget *budget,
		 int64_t max_playouts, const struct think_input *in)
{
	memset(t, 0, sizeof(*t));
	t->mode = mode;
	t->budget = *budget;
	t->max_playouts = max_playouts > 0 ? max_playouts : 0;
	if (in)
		t->input = *in;
	t->start = t->batch_start = timeman_now();
	t->batch = 1;
	t->stopped = THINK_GOING;
}

/* Whether input stops the think now. The first time, which is when the
 * think begins its work, it also decides whether input will stop it at
 * all: for a move, not if a line was waiting already. Asking then also has
 * the input's owner flush the answers it holds, so that the controller
 * does not wait for them while this thinks; a player that does not think
 * never asks, and costs the input nothing. */
static bool stopped_by_input(struct think *t)
{
	if (t->asked)
		return t->watching && ask(t) != NEWS_NONE;
	t->asked = true;
	const enum think_news news = ask(t);
	t->watching = t->input.poll && (t->mode == THINK_UNTIL_INPUT || news == NEWS_NONE);
	return news == NEWS_GONE || (t->mode == THINK_UNTIL_INPUT && news == NEWS_LINE);
}

/* Resizes the next batch after one of `ran` playouts took `length`
 * seconds, towards THINK_BATCH_SECONDS. */
static void resize(struct think *t, int64_t ran, double length)
{
	if (ran < t->batch)
		return; /* a short last batch says nothing of the size */
	if (length < THINK_BATCH_SECONDS / 2 && t->batch < MAX_BATCH)
		t->batch *= 2;
	else if (length > THINK_BATCH_SECONDS * 2 && t->batch > 1)
		t->batch /= 2;
}

int think_batch(struct think *t, int64_t done)
{
	if (t->stopped != THINK_GOING)
		return 0;
	const double now = timeman_now();
	const int64_t ran = done - t->batch_from;
	if (ran > 0) {
		const double length = now - t->batch_start;
		/* The quickest playout yet is what the next ones cost: a batch
		 * that took longer was held up (by another process, most
		 * often), and must not make the think stop early. */
		const double per = length / (double)ran;
		if (t->per_playout == 0 || per < t->per_playout)
			t->per_playout = per;
		resize(t, ran, length);
	}
	int64_t next = t->batch;
	if (t->max_playouts && next > t->max_playouts - done)
		next = t->max_playouts - done;
	const bool timed = t->budget.timed;
	const double limit = t->mode == THINK_MOVE ? t->budget.target : t->budget.hard;
	if (stopped_by_input(t))
		t->stopped = THINK_INPUT;
	else if (t->max_playouts && next <= 0)
		t->stopped = THINK_PLAYOUTS;
	else if (timed && now - t->start + t->per_playout * (double)next >= limit)
		t->stopped = THINK_TIME;
	else if (!timed && !t->max_playouts && t->mode == THINK_MOVE)
		t->stopped = THINK_TIME; /* nothing to spend */
	if (t->stopped != THINK_GOING)
		return 0;
	t->batch_start = now;
	t->batch_from = done;
	return (int)next;
}

double think_elapsed(const struct think *t)
{
	return timeman_now() - t->start;
}

const char *think_stop_name(enum think_stop why)
{
	static const char *const names[] = {"going", "time", "playouts", "input"};
	return names[why];
}
