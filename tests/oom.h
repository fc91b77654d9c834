/*
 * oom.h - an allocator that fails when told to, for the fault-injection
 * runs (SQLite's test/malloc_common.tcl: fail the Nth allocation of a run,
 * for every N, and check the outcome each time).
 *
 * A program built for the runs is linked with -Wl,--wrap for malloc,
 * calloc, realloc and pthread_create (tests/meson.build: oom_wrap), so that
 * every call to them in ishi's own objects goes through oom.c, while the C
 * library's calls to its own malloc (stdio, qsort) do not: only ishi's
 * allocations are counted. Each counted call is one injection point; the
 * Nth is failed once (OOM_ONCE), or it and every later one (OOM_FROM), as
 * memory that ran out and came back, or never came back. A failed thread
 * start counts as an allocation, since that is what it runs out of.
 *
 * Set by the program (the in-process run, tests/oom_gtp.c) or, for a whole
 * ishi built with the shim (ishi-oom), by the environment, read at the
 * first allocation:
 *   ISHI_OOM=N     fail the Nth allocation (from 1)
 *   ISHI_OOM=N+    fail the Nth and every later one
 *   ISHI_OOM_REPORT=1  at exit, "ishi-oom: A allocations, F failed" on stderr
 * Without ISHI_OOM, ishi-oom counts and fails nothing.
 *
 * ishi allocates on its main thread only (playout_parallel allocates before
 * it starts its threads), so the counters are plain.
 */
#ifndef ISHI_TEST_OOM_H
#define ISHI_TEST_OOM_H

#include <stdbool.h>

enum oom_mode {
	OOM_NEVER, /* count only */
	OOM_ONCE,  /* fail the Nth allocation */
	OOM_FROM,  /* fail the Nth and every later one */
};

/* Sets the rule and puts both counters to 0; counting stays as it was. */
void oom_set(enum oom_mode mode, long n);

/* Whether allocations are counted (and so may fail). A harness turns it
 * off for its own work: what is not counted never fails. On at start. */
void oom_counting(bool on);

/* Allocations counted, and of those failed, since oom_set. */
long oom_count(void);
long oom_failed(void);

#endif
