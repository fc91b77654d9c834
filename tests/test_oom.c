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

static struct session *s;
static struct strbuf out, err;
static bool verbose; /* the sessions start with --verbose */

/* A fresh session, its allocations not counted. */
static void start(void)
{
	oom_counting(false);
	oom_set(OOM_NEVER, 0);
	struct engine_options o;
	engine_options_default(&o);
	o.seed = 42;
	o.seed_given = true;
	o.judge_playouts = 50;
	o.think_cap = 0.002;
	o.playout_cap = 100;
	o.verbose = verbose;
	s = malloc(sizeof(*s));
	ck_assert(s && session_init(s, &o));
}

static void stop(void)
{
	session_free(s);
	free(s);
	s = NULL;
	sb_release(&out);
	sb_release(&err);
}

/* The answer to a line; its allocations counted if `counted`. */
static const char *send(const char *line, bool counted)
{
	char copy[4096];
	ck_assert_uint_lt(strlen(line), sizeof(copy));
	strcpy(copy, line);
	sb_reset(&out);
	sb_reset(&err);
	/* Room for the answer outside the count: the buffers are main.c's. */
	ck_assert(sb_reserve(&out, 1 << 16) && sb_reserve(&err, 1 << 12));
	oom_counting(counted);
	session_handle_line(s, copy, strlen(copy), &out, &err);
	oom_counting(false);
	return out.buf;
}

/* Sends the setup lines (which must succeed), then `line` with its Nth
 * allocation failing (in `mode`), for every N that the line makes, each on
 * a fresh session; checks each outcome against the answer with none
 * failing. Returns how many allocations the line makes. */
static long every_allocation(const char *const *setup, const char *line, enum oom_mode mode)
{
	char reference[1 << 14], oom[64];
	long count = 0;
	for (long n = 0;; n++) {
		start();
		for (int i = 0; setup[i]; i++)
			ck_assert_msg(send(setup[i], false)[0] == '=', "%s: %s", setup[i], out.buf);
		struct engine_state before, after;
		engine_state_take(&s->engine, &before);
		oom_set(n == 0 ? OOM_NEVER : mode, n);
		send(line, true);
		const long made = oom_count(), failed = oom_failed();
		oom_set(OOM_NEVER, 0);
		engine_state_take(&s->engine, &after);
		ck_assert_msg(game_check_invariants(&s->engine.game), "%s broke the game", line);
		if (n == 0) {
			snprintf(reference, sizeof(reference), "%s", out.buf);
			count = made;
			/* The id the answer echoes, in the answer to expect. */
			const size_t id = strspn(reference + 1, "0123456789");
			snprintf(oom, sizeof(oom), "?%.*s out of memory\n\n", (int)id,
				 reference + 1);
		} else if (strcmp(out.buf, reference) != 0) {
			ck_assert_msg(failed > 0, "'%s': '%s' with no allocation failed", line,
				      out.buf);
			ck_assert_msg(strcmp(out.buf, oom) == 0,
				      "'%s', allocation %ld failing: '%s', not '%s' nor '%s'", line,
				      n, out.buf, reference, oom);
			ck_assert_msg(
				engine_state_equal(&before, &after),
				"'%s', allocation %ld failing: refused, and changed the state",
				line, n);
		}
		stop();
		if (n >= count)
			return count;
	}
}

static const char *const none[] = {NULL};

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

/* A session whose every allocation fails from its first command on still
 * says why it refuses: the reply has its room from session_init (it
 * answered "? " with no message). */
START_TEST(test_oom_message_has_room)
{
	start();
	oom_set(OOM_FROM, 1);
	ck_assert_str_eq(send("3 printsgf", true), "?3 out of memory\n\n");
	ck_assert_int_gt(oom_failed(), 0);
	oom_set(OOM_NEVER, 0);
	stop();
}
END_TEST

/* A command that runs out while its line is parsed keeps its id: the
 * controller matches answers to commands by it. */
START_TEST(test_oom_id_kept)
{
	start();
	oom_set(OOM_ONCE, 1);
	ck_assert_str_eq(send("7 boardsize 9", true), "?7 out of memory\n\n");
	oom_set(OOM_NEVER, 0);
	stop();
	ck_assert_int_eq(every_allocation(none, "12 komi 6.5", OOM_ONCE), 1);
}
END_TEST

/* kata-set-rules read an uninitialised reason (a crash) when its text
 * could not be joined. */
START_TEST(test_oom_kata_set_rules)
{
	const char *const game[] = {"boardsize 9", "play b e5", NULL};
	ck_assert_int_gt(every_allocation(game, "kata-set-rules chinese", OOM_ONCE), 0);
	ck_assert_int_gt(every_allocation(game, "kata-set-rules chinese", OOM_FROM), 0);
}
END_TEST

/* A change of the ko or suicide rule replays the game: out of memory for
 * it, the rules were said to be broken by the game ("the game so far
 * breaks these rules"). */
START_TEST(test_oom_rules_replay)
{
	const char *const game[] = {"boardsize 9", "play b e5", "play w d5", "play b pass", NULL};
	ck_assert_int_ge(every_allocation(game, "kgs-rules japanese", OOM_ONCE), 2);
	ck_assert_int_ge(every_allocation(game, "1 kata-set-rule suicide true", OOM_ONCE), 2);
}
END_TEST

/* genmove used up the player's draw before it found the history full, and
 * then refused with the draw gone: the next genmove played another move.
 * 63 passes fill the history's first 64 records. */
START_TEST(test_oom_genmove_draws_once)
{
	static const char *game[66];
	game[0] = "boardsize 9";
	for (int i = 1; i <= 63; i++)
		game[i] = i % 2 ? "play b pass" : "play w pass";
	game[64] = NULL;
	ck_assert_int_ge(every_allocation(game, "genmove w", OOM_ONCE), 1);
	ck_assert_int_ge(every_allocation(game, "genmove w", OOM_FROM), 1);
}
END_TEST

/* Handicap stones placed, the answer (their vertices) could not be
 * written, and the command said out of memory after the change. Every
 * allocation fails from the command on: the answer has the reply's room. */
START_TEST(test_oom_answer_after_a_change)
{
	const char *const big[] = {"boardsize 25", NULL};
	every_allocation(big, "place_free_handicap 624", OOM_FROM);
	const char *const small[] = {"boardsize 19", NULL};
	every_allocation(small, "fixed_handicap 9", OOM_FROM);
	start();
	send("boardsize 25", false);
	oom_set(OOM_FROM, 1);
	const char *answer = send("place_free_handicap 624", true);
	oom_set(OOM_NEVER, 0);
	int spaces = 0;
	for (const char *c = answer; *c; c++)
		spaces += *c == ' ';
	ck_assert_msg(answer[0] == '=' && spaces == 624, "%.40s", answer);
	ck_assert_int_eq(s->engine.game.handicap, 624);
	stop();
}
END_TEST

/* echo_err answered its text with nothing written to stderr, when the
 * text was longer than the room the session keeps for it. */
START_TEST(test_oom_echo_err)
{
	char line[3100] = "echo_err ";
	memset(line + 9, 'e', 3000);
	line[3009] = '\0';
	/* echo has made the room for the arguments: what is left to make is
	 * the text for stderr. */
	const char *const echoed[] = {"echo x", NULL};
	ck_assert_int_eq(every_allocation(echoed, line, OOM_ONCE), 1);
	start();
	send("echo x", false);
	oom_set(OOM_ONCE, 1);
	ck_assert_str_eq(send(line, true), "? out of memory\n\n");
	ck_assert_str_eq(err.buf, "");
	oom_set(OOM_NEVER, 0);
	stop();
}
END_TEST

/* With --verbose, why a move is illegal went missing from stderr when the
 * text for it could not be made: it has its room. */
START_TEST(test_oom_diagnostics_have_room)
{
	verbose = true;
	start();
	send("play b e5", false);
	oom_set(OOM_FROM, 1);
	ck_assert_str_eq(send("play w e5", true), "? illegal move\n\n");
	oom_set(OOM_NEVER, 0);
	ck_assert_str_eq(err.buf, "ishi: play w e5 is illegal: the point is occupied\n");
	stop();
	verbose = false;
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
		{"message_has_room", test_oom_message_has_room},
		{"id_kept", test_oom_id_kept},
		{"kata_set_rules", test_oom_kata_set_rules},
		{"rules_replay", test_oom_rules_replay},
		{"genmove_draws_once", test_oom_genmove_draws_once},
		{"answer_after_a_change", test_oom_answer_after_a_change},
		{"echo_err", test_oom_echo_err},
		{"diagnostics_have_room", test_oom_diagnostics_have_room},
		{"session_init", test_oom_session_init},
	};
	return run_cases("oom", cases, CASE_COUNT(cases), NULL, NULL, 120);
}
