/*
 * session.h - a GTP session: lines in, framed responses out, for one engine.
 *
 * The top of the program below main.c: it preprocesses and parses each line
 * (gtp.h), runs the command (commands.h) on the engine it owns, and frames
 * the reply. No I/O: main.c reads the lines and writes what comes out.
 */
#ifndef ISHI_SESSION_H
#define ISHI_SESSION_H

#include "commands.h"
#include "engine.h"
#include "gtp.h"
#include "strbuf.h"

#include <stdbool.h>
#include <stddef.h>

/* The room a reply's text has from session_init on, kept between
 * commands: more than the answer of any command that changes the engine
 * (the longest, place_free_handicap's 624 vertices on 25x25, takes 2,495
 * bytes), so that such an answer, written after the change, cannot fail
 * for memory and turn a change made into an error. */
enum { SESSION_REPLY_ROOM = 4 * BOARD_MAX_SIZE * BOARD_MAX_SIZE };

/* The room of the text for stderr, kept the same way: more than any
 * diagnostic --verbose writes but one that quotes a long path, so that
 * running out of memory does not silence them. */
enum { SESSION_DIAGNOSTICS_ROOM = 1024 };

struct session {
	struct engine engine;
	struct gtp_command command; /* reused buffer for parsing */
	struct reply reply;         /* reused for each command's outcome */
	bool quit;                  /* set once "quit" was answered */
	bool started;               /* a first line was seen */
};

/* Returns false if memory ran out (then nothing needs freeing). */
bool session_init(struct session *s, const struct engine_options *o);
void session_free(struct session *s);

/* Handles one raw input line (without its newline; it may hold any bytes
 * and is changed in place). Appends the framed response to out, or nothing
 * if the line holds no command, and anything for stderr to err. Returns
 * whether a response was written. Sets s->quit after "quit".
 *
 * When memory runs out, the answer is "? out of memory" (with the line's
 * id) and the command has changed nothing, or the command did what it
 * does and answers as it would have: none fails after it changed the
 * engine (SESSION_REPLY_ROOM). Only the framing into out may then fail,
 * which out->failed says; out is the caller's (main.c keeps room in it). */
bool session_handle_line(struct session *s, char *line, size_t len, struct strbuf *out,
			 struct strbuf *err);

/* Called when no line is waiting, before the caller waits for one: the
 * engine's pondering (engine_ponder), until input arrives. Returns whether
 * it thought (and so may have read input for the caller to take). */
bool session_idle(struct session *s);

/* Handles a line that could not be kept whole, too long to keep or with no
 * memory for the rest of it, of which head holds the first len bytes
 * (changed in place, with room for one more): the error why ("line too
 * long", "out of memory"), with the command's id when the head shows it,
 * unless the head holds the whole command before a comment. */
bool session_handle_long_line(struct session *s, char *head, size_t len, const char *why,
			      struct strbuf *out, struct strbuf *err);

#endif
