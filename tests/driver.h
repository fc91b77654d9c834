/*
 * driver.h - a whole engine driven by command lines, for the suites that
 * test GTP handlers: send a line, read the framed response, and check that
 * a command that fails changes nothing.
 */
#ifndef ISHI_TEST_DRIVER_H
#define ISHI_TEST_DRIVER_H

#include "engine.h"
#include "engine_state.h"
#include "session.h"

#include <stddef.h>

/* The engine under test, fresh for each test (seed 42), in a session. */
extern struct engine *e;

/* The fixture: creates and frees e. */
void driver_setup(void);
void driver_teardown(void);

/* The whole framed response to one line ("" if it holds no command). The
 * line may hold any bytes. */
const char *gtp_bytes(const char *line, size_t len);
const char *gtp(const char *line);

/* Whether the session ended (after "quit"). */
bool driver_quit(void);

/* What the last line wrote to stderr. */
const char *stderr_text(void);

/* Sends a line that must succeed; returns the result without "= " and the
 * final empty line. */
const char *ok(const char *line);

/* Sends a line that must fail with exactly this message, and checks that
 * nothing a command could change has changed. */
void refused(const char *line, const char *message);

#endif
