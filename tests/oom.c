/*
 * oom.c - the allocation-failure shim (oom.h).
 */
#include "oom.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The real functions, which -Wl,--wrap names __real_NAME, and the
 * wrappers that ishi's objects call instead. */
void *__real_malloc(size_t size);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t size);
int __real_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*run)(void *),
			  void *arg);
void *__wrap_malloc(size_t size);
void *__wrap_calloc(size_t count, size_t size);
void *__wrap_realloc(void *p, size_t size);
int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*run)(void *),
			  void *arg);

/* The shim's state: a test harness's counters, the one mutable global a
 * test build may have. */
static struct {
	bool started; /* the environment was read */
	bool counting;
	bool report;
	enum oom_mode mode;
	long n, count, failed;
} shim = {.counting = true};

static void report(void)
{
	fprintf(stderr, "ishi-oom: %ld allocations, %ld failed\n", shim.count, shim.failed);
}

/* The environment's rule, once, before the first allocation is counted. */
static void start(void)
{
	shim.started = true;
	const char *rule = getenv("ISHI_OOM");
	if (rule && *rule) {
		char *end;
		const long n = strtol(rule, &end, 10);
		if (n >= 1 && (*end == '\0' || strcmp(end, "+") == 0)) {
			shim.mode = *end ? OOM_FROM : OOM_ONCE;
			shim.n = n;
		}
	}
	const char *wanted = getenv("ISHI_OOM_REPORT");
	if (wanted && *wanted && strcmp(wanted, "0") != 0 && atexit(report) == 0)
		shim.report = true;
}

/* Counts one allocation; whether it must fail. */
static bool fails(void)
{
	if (!shim.started)
		start();
	if (!shim.counting)
		return false;
	shim.count++;
	const bool fail = (shim.mode == OOM_ONCE && shim.count == shim.n) ||
			  (shim.mode == OOM_FROM && shim.count >= shim.n);
	shim.failed += fail;
	return fail;
}

void oom_set(enum oom_mode mode, long n)
{
	if (!shim.started)
		start();
	shim.mode = mode;
	shim.n = n;
	shim.count = shim.failed = 0;
}

void oom_counting(bool on)
{
	if (!shim.started)
		start();
	shim.counting = on;
}

long oom_count(void)
{
	return shim.count;
}

long oom_failed(void)
{
	return shim.failed;
}

void *__wrap_malloc(size_t size)
{
	return fails() ? NULL : __real_malloc(size);
}

void *__wrap_calloc(size_t count, size_t size)
{
	return fails() ? NULL : __real_calloc(count, size);
}

/* A failed realloc leaves the block as it was, as the real one does. */
void *__wrap_realloc(void *p, size_t size)
{
	if (fails()) {
		errno = ENOMEM;
		return NULL;
	}
	return __real_realloc(p, size);
}

int __wrap_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*run)(void *),
			  void *arg)
{
	return fails() ? EAGAIN : __real_pthread_create(thread, attr, run, arg);
}
