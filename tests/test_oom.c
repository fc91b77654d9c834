/*
 * test_oom.c - memory running out, one fault at a time: each case fails
 * every allocation of one command in turn (tests/oom.h) and checks the
 * outcome each time, where the fault-injection run (oom_gtp.c) found a
 * command that answered wrongly, changed what it refused, or crashed.
 *
 * The outcome of a command with an allocation failing is the answer it
 * gives with none failing, the failure absorbed, or "? out of memory"
 * with its id and nothing changed (engine_state, as the atomicity suite
 * compares it).
 */
#include "helpers.h"

#include "engine_state.h"
#include "oom.h"
#include "seki.h"
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Room made ahead is there when memory has run out; adding nothing needs
 * none (main.c's text for stderr, empty after most commands, was made,
 * and could fail, for nothing). */
START_TEST(test_oom_strbuf_room)
{
	struct strbuf sb = STRBUF_INIT;
	oom_set(OOM_FROM, 1);
	oom_counting(true);
	sb_add(&sb, "", 0);
	sb_addf(&sb, "%s", "");
	const long empty = oom_count();
	oom_counting(false);
	ck_assert_int_eq(empty, 0);
	ck_assert(!sb.failed && strcmp(sb.buf, "") == 0);
	oom_set(OOM_NEVER, 0);
	ck_assert(sb_reserve(&sb, 100));
	oom_set(OOM_FROM, 1);
	oom_counting(true);
	for (int i = 0; i < 10; i++)
		sb_addf(&sb, "%d123456789", i);
	const bool kept = !sb.failed;
	sb_adds(&sb, "a byte more than the room, and more");
	oom_counting(false);
	ck_assert(kept && sb.failed && sb.len == 100);
	oom_set(OOM_FROM, 1);
	oom_counting(true);
	const bool reserved = sb_reserve(&sb, 1000);
	oom_counting(false);
	ck_assert(!reserved);
	oom_set(OOM_NEVER, 0);
	sb_release(&sb);
}
END_TEST

/* session_init fails cleanly wherever it runs out (no leak: the sanitizers
 * and valgrind check at exit). */
START_TEST(test_oom_session_init)
{
	struct engine_options o;
	engine_options_default(&o);
	struct session *t = malloc(sizeof(*t));
	ck_assert(t);
	oom_set(OOM_NEVER, 0);
	oom_counting(true);
	const bool started = session_init(t, &o);
	oom_counting(false);
	const long count = oom_count();
	ck_assert(started);
	session_free(t);
	ck_assert_int_ge(count, 2);
	for (long n = 1; n <= count; n++) {
		oom_set(OOM_ONCE, n);
		oom_counting(true);
		const bool ok = session_init(t, &o);
		oom_counting(false);
		ck_assert_msg(!ok, "allocation %ld of session_init failing: it started", n);
	}
	oom_set(OOM_NEVER, 0);
	free(t);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"strbuf_room", test_oom_strbuf_room},
		{"session_init", test_oom_session_init},
	};
	return run_cases("oom", cases, CASE_COUNT(cases), NULL, NULL, 120);
}
