/*
 * options.h - the command line, parsed without side effects (no printing,
 * no exit), so that main.c decides what to do and tests can check it.
 */
#ifndef ISHI_OPTIONS_H
#define ISHI_OPTIONS_H

#include "engine.h"
#include "strbuf.h"

enum options_outcome { OPTIONS_RUN, OPTIONS_HELP, OPTIONS_VERSION, OPTIONS_ERROR };

struct cli {
	struct engine_options engine;
	const char *log_path; /* NULL: no traffic log */
};

/* Parses argv into cli (which starts from the defaults). On OPTIONS_ERROR,
 * error holds one line saying what is wrong (without a newline). */
enum options_outcome options_parse(int argc, char **argv, struct cli *cli, struct strbuf *error);

/* The --help text: usage, every option, every GTP command. */
void options_help(struct strbuf *out);

#endif
