/*
 * driver.c - the engine driver for the handler suites.
 */
#include "driver.h"

#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct engine *e;
static struct session *session;
static struct strbuf response, diagnostics;

void driver_setup(void)
{
	struct engine_options o;
	engine_options_default(&o);
	o.seed = 42;
	o.think_cap = 0.002; /* a handler suite never waits for a clock */
	o.playout_cap = 100; /* nor for a search */
	session = malloc(sizeof(*session));
	ck_assert(session && session_init(session, &o));
	e = &session->engine;
}

void driver_teardown(void)
{
	session_free(session);
	free(session);
	e = NULL;
	sb_release(&response);
	sb_release(&diagnostics);
}

const char *gtp_bytes(const char *line, size_t len)
{
	char *copy = malloc(len + 1);
	memcpy(copy, line, len);
	copy[len] = '\0';
	sb_reset(&response);
	sb_reset(&diagnostics);
	session_handle_line(session, copy, len, &response, &diagnostics);
	free(copy);
	return response.buf;
}

const char *gtp(const char *line)
{
	return gtp_bytes(line, strlen(line));
}

bool driver_quit(void)
{
	return session->quit;
}

const char *stderr_text(void)
{
	return diagnostics.buf;
}

const char *ok(const char *line)
{
	const char *r = gtp(line);
	ck_assert_msg(strncmp(r, "= ", 2) == 0, "'%.60s' failed: %s", line, r);
	response.buf[response.len - 2] = '\0';
	return r + 2;
}

void refused(const char *line, const char *message)
{
	struct engine_state before, after;
	engine_state_take(e, &before);
	char expected[256];
	snprintf(expected, sizeof(expected), "? %s\n\n", message);
	ck_assert_str_eq(gtp(line), expected);
	engine_state_take(e, &after);
	ck_assert_msg(engine_state_equal(&before, &after), "'%.60s' changed the state", line);
	ck_assert(game_check_invariants(&e->game));
}
