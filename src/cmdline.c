/*
 * cmdline.c - command lines of "--name value" and "--name=value" options.
 */
#include "cmdline.h"

#include <stdio.h>
#include <string.h>

int cmdline_next(int argc, char **argv, int *i, const struct cmdline_option *options, int count,
		 const char **value, struct strbuf *error)
{
	/* -h is the one short name: --help's, as users expect of any tool. */
	const char *arg = strcmp(argv[*i], "-h") == 0 ? "--help" : argv[*i];
	const char *eq = strchr(arg, '=');
	const size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
	int known = -1;
	for (int k = 0; k < count; k++)
		if (strlen(options[k].name) == len && strncmp(arg, options[k].name, len) == 0)
			known = k;
	if (known < 0) {
		char quoted[CMDLINE_QUOTE_SIZE];
		sb_addf(error, "unknown option %s (try --help)", cmdline_quote(arg, quoted));
		return -1;
	}
	const struct cmdline_option *o = &options[known];
	*value = NULL;
	if (!*o->arg) {
		if (eq) {
			sb_addf(error, "option %s takes no value", o->name);
			return -1;
		}
		return known;
	}
	if (eq)
		*value = eq + 1;
	else if (*i + 1 < argc)
		*value = argv[++*i];
	if (!*value) {
		sb_addf(error, "option %s needs a value: %s", o->name, o->arg);
		return -1;
	}
	return known;
}

const char *cmdline_quote(const char *text, char out[CMDLINE_QUOTE_SIZE])
{
	const size_t length = strlen(text);
	size_t n = length, at = 0;
	if (n > CMDLINE_QUOTED) {
		/* Back to the start of a character: a UTF-8 continuation byte
		 * is 10xxxxxx. */
		n = CMDLINE_QUOTED;
		while (n > CMDLINE_QUOTED - 3 && ((unsigned char)text[n] & 0xC0) == 0x80)
			n--;
	}
	out[at++] = '\'';
	for (size_t i = 0; i < n; i++) {
		const unsigned char c = (unsigned char)text[i];
		if (c < ' ' || c == 127)
			at += (size_t)snprintf(out + at, CMDLINE_QUOTE_SIZE - at, "\\x%02X", c);
		else
			out[at++] = (char)c;
	}
	snprintf(out + at, CMDLINE_QUOTE_SIZE - at, n < length ? "'..." : "'");
	return out;
}

void cmdline_bad_value(struct strbuf *error, const struct cmdline_option *option, const char *value,
		       const char *why)
{
	char quoted[CMDLINE_QUOTE_SIZE];
	sb_addf(error, "bad value %s for %s: %s", cmdline_quote(value, quoted), option->name,
		why            ? why
		: option->help ? option->help
			       : "see --help");
}

void cmdline_help(struct strbuf *out, const struct cmdline_option *options, int count,
		  int name_width, int arg_width)
{
	for (int k = 0; k < count; k++) {
		if (!options[k].help)
			continue;
		/* --help has the one short name. */
		const bool help = strcmp(options[k].name, "--help") == 0;
		const char *name = help ? "-h, --help" : options[k].name;
		/* A name too long for its column takes from the value's. */
		const int width = (int)strlen(name) > name_width ? (int)strlen(name) : name_width;
		const int room = name_width + arg_width - width;
		sb_addf(out, "  %-*s %-*s %s\n", width, name, room > 0 ? room : 0, options[k].arg,
			options[k].help);
	}
}
