/*
 * gtp.h - the Go Text Protocol, version 2, as text: input lines to commands,
 * results to responses. Knows nothing of boards.
 *
 * Input (spec 3.1): every control character but tab and newline is removed,
 * everything from '#' on is a comment, tabs become spaces, and a line left
 * empty or blank is no command at all. A command line is an optional numeric
 * id, the command name (case sensitive), and arguments separated by spaces.
 *
 * Output (spec 2.6): "=[id] result" or "?[id] message", ended by one empty
 * line. A result never holds an empty line itself: framing replaces any with
 * a line holding one space.
 */
#ifndef ISHI_GTP_H
#define ISHI_GTP_H

#include "number.h"
#include "strbuf.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest id accepted is 2^31 - 1 (the spec's int). */
enum { GTP_MAX_ID = NUMBER_INT_MAX };

struct gtp_command {
	bool has_id;
	long id;
	const char *error; /* set when the line is not a command */
	const char *name;  /* NULL when error is set */
	int argc;
	char **argv;
	size_t argv_alloc;
};

/* Applies the spec's preprocessing to a line (without its newline) in place
 * and returns the new length; 0 means there is no command on it. */
size_t gtp_preprocess(char *line, size_t len);

/* Splits a preprocessed line in place into cmd. Returns false only when
 * memory ran out, with the id kept if there was one. A line that is not a command (an id out of
 * range, an id alone) sets cmd->error; the id is kept whenever it was read. */
bool gtp_parse(char *line, struct gtp_command *cmd);

void gtp_command_free(struct gtp_command *cmd);

/* Appends a whole response to out: success or failure, the id if any, the
 * text, and the empty line that ends it. */
void gtp_frame(struct strbuf *out, bool success, const struct gtp_command *cmd, const char *text);

/* Appends the head of a success that streams its lines: "=", the id if
 * any, and a newline (as KataGo's analysis). */
void gtp_frame_head(struct strbuf *out, const struct gtp_command *cmd);

#endif
