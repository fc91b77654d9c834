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
	const char *help; /* one line */
};

/* Reads the option at argv[*i] ("-h" stands for "--help") and moves *i
 * past its value when that is the next argument. Returns its index in
 * options[0..count), with *value its value (NULL for a flag), or -1 with one
 * line in error: an unknown option, a value given to a flag, or a value
 * missing. */
int cmdline_next(int argc, char **argv, int *i, const struct cmdline_option *options, int count,
		 const char **value, struct strbuf *error);

/* The error line for a value the option refuses. */
void cmdline_bad_value(struct strbuf *error, const struct cmdline_option *option,
		       const char *value);

/* Appends one "  --name ARG  help" line per option, the names and the
 * values padded to the widths given. */
void cmdline_help(struct strbuf *out, const struct cmdline_option *options, int count,
		  int name_width, int arg_width);

#endif
