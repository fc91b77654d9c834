/*
 * cmdline.h - command lines of "--name value" and "--name=value" options.
 *
 * ishi and ishi-bench read theirs through cmdline_next, against a table of
 * their options that also writes the options' lines of --help, so that the
 * two programs answer the same shapes of command line in the same words.
 * No printing and no exit: the caller reports the one-line error.
 */
#ifndef ISHI_CMDLINE_H
#define ISHI_CMDLINE_H

#include "strbuf.h"

struct cmdline_option {
	const char *name; /* "--seed" */
	const char *arg;  /* what the value is, "N"; "" for a flag */
	const char *help; /* one line; NULL: on another's (--version on --help's) */
};

/* Reads the option at argv[*i] ("-h" stands for "--help") and moves *i
 * past its value when that is the next argument. Returns its index in
 * options[0..count), with *value its value (NULL for a flag), or -1 with one
 * line in error: an unknown option, a value given to a flag, or a value
 * missing. */
int cmdline_next(int argc, char **argv, int *i, const struct cmdline_option *options, int count,
		 const char **value, struct strbuf *error);

/* The bytes of a value an error line quotes, at most: a value can be of
 * any length (a file's contents through $(cat ...)); and the room its quoted
 * form needs. */
enum { CMDLINE_QUOTED = 64, CMDLINE_QUOTE_SIZE = 4 * CMDLINE_QUOTED + 8 };

/* Writes text into out, in single quotes, as an error line quotes it: at
 * most CMDLINE_QUOTED bytes of it, cut before a UTF-8 character rather than
 * inside one and then followed by "...", its control characters shown as
 * \xNN so that the line stays one line. Returns out. */
const char *cmdline_quote(const char *text, char out[CMDLINE_QUOTE_SIZE]);

/* The error line for a value the option refuses: the value, quoted, and
 * why, or the option's help line if why is NULL. */
void cmdline_bad_value(struct strbuf *error, const struct cmdline_option *option, const char *value,
		       const char *why);

/* Appends one "  --name ARG  help" line per option, the names and the
 * values padded to the widths given. */
void cmdline_help(struct strbuf *out, const struct cmdline_option *options, int count,
		  int name_width, int arg_width);

#endif
