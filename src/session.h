/*
 * session.h - a GTP session: lines in, framed responses out, for one engine.
 *
 * The top of the program below main.c: it preprocesses and parses each line
 * (gtp.h), runs the command (commands.h) on the engine it owns, and frames
 * the reply. No I/O: main.c reads the lines and writes what comes out.
 */
#ifndef ISHI_SESSION_H
#define ISHI_SESSION_H

#include "engine.h"
#include "gtp.h"
#include "strbuf.h"

#include <stdbool.h>
#include <stddef.h>

struct session {
	struct engine engine;
	struct gtp_command command; /* reused buffer for parsing */
	bool quit;                  /* set once "quit" was answered */
	bool started;               /* a first line was seen */
};

/* Returns false if memory ran out (then nothing needs freeing). */
bool session_init(struct session *s, const struct engine_options *o);
void session_free(struct session *s);

/* Handles one raw input line (without its newline; it may hold any bytes
 * and is changed in place). Appends the framed response to out, or nothing
 * if the line holds no command, and anything for stderr to err. Returns
 * whether a response was written. Sets s->quit after "quit". */
bool session_handle_line(struct session *s, char *line, size_t len, struct strbuf *out,
			 struct strbuf *err);

/* Handles a line too long to keep, of which head holds the first len bytes
 * (changed in place, with room for one more): "line too long", with the command's id when the head
 * shows it, unless the head holds the whole command before a comment. */
bool session_handle_long_line(struct session *s, char *head, size_t len, struct strbuf *out,
			      struct strbuf *err);

#endif
