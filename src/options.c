/*
 * options.c - command-line options and the help text.
 */
#include "options.h"

#include "commands.h"
#include "rules.h"

#include <stdlib.h>
#include <string.h>

static const struct {
	const char *name;
	const char *arg;
	const char *help;
} option_list[] = {
	{"--seed", "N", "seed the random player (default: fresh from the OS)"},
	{"--komi", "K", "komi (default 7.5)"},
	{"--size", "N", "board size, 1 to 25 (default 19)"},
	{"--ko", "RULE", "simple | positional | situational (default positional)"},
	{"--suicide", "WHAT", "forbid | allow (default forbid; allow is for 2+ stones)"},
	{"--rules", "NAME", "chinese | tromp-taylor | aga | nz | japanese: ko and suicide"},
	{"--resign", "N", "genmove resigns from move N on (default never)"},
	{"--log", "FILE", "append the GTP traffic, with timestamps, to FILE"},
	{"--verbose", "", "diagnostics on stderr (why a move is illegal, ...)"},
	{"--help", "", "this text"},
	{"--version", "", "the version"},
};

enum { OPTION_COUNT = sizeof(option_list) / sizeof(option_list[0]) };

void options_help(struct strbuf *out)
{
	sb_adds(out, "Usage: ishi [OPTION]...\n"
		     "A Go engine that speaks GTP v2 on stdin/stdout: a rules-exact referee and a\n"
		     "uniform random player (positional superko, area scoring, boards 1x1 to 25x25).\n"
		     "\nOptions:\n");
	for (int i = 0; i < OPTION_COUNT; i++)
		sb_addf(out, "  %-9s %-5s %s\n", option_list[i].name, option_list[i].arg,
			option_list[i].help);
	sb_adds(out, "\nGTP commands (see ishi(1) for each):\n");
	int column = 0;
	for (const struct command *c = commands_table; c->name; c++) {
		int width = (int)strlen(c->name) + 1;
		if (column + width > 78) {
			sb_addc(out, '\n');
			column = 0;
		}
		sb_addf(out, "%s%s", column ? " " : "  ", c->name);
		column += width + (column ? 0 : 1);
	}
	sb_adds(out, "\n\nExample: printf 'boardsize 9\\ngenmove b\\nshowboard\\n' | ishi --seed 1\n");
}

static bool set_option(struct cli *cli, const char *name, const char *value)
{
	struct engine_options *o = &cli->engine;
	uint64_t n;
	if (strcmp(name, "--seed") == 0) {
		o->seed_given = true;
		return parse_u64(value, &o->seed);
	}
	if (strcmp(name, "--komi") == 0) {
		return parse_komi(value, &o->komi);
	}
	if (strcmp(name, "--size") == 0) {
		o->size = parse_u64(value, &n) && n >= BOARD_MIN_SIZE && n <= BOARD_MAX_SIZE ? (int)n : 0;
		return o->size != 0;
	}
	if (strcmp(name, "--resign") == 0) {
		o->resign_from_move = parse_u64(value, &n) && n >= 1 && n <= 1000000 ? (int)n : 0;
		return o->resign_from_move != 0;
	}
	if (strcmp(name, "--ko") == 0) {
		static const char *const names[] = {"simple", "positional", "situational"};
		static const enum ko_rule rules[] = {KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL};
		for (int i = 0; i < 3; i++)
			if (strcmp(value, names[i]) == 0) {
				o->rules.ko = rules[i];
				return true;
			}
		return false;
	}
	if (strcmp(name, "--suicide") == 0) {
		o->rules.allow_suicide = strcmp(value, "allow") == 0;
		return o->rules.allow_suicide || strcmp(value, "forbid") == 0;
	}
	if (strcmp(name, "--rules") == 0)
		return rules_from_name(value, &o->rules);
	if (strcmp(name, "--log") == 0) {
		cli->log_path = value;
		return *value != '\0';
	}
	return false;
}

enum options_outcome options_parse(int argc, char **argv, struct cli *cli, struct strbuf *error)
{
	engine_options_default(&cli->engine);
	cli->log_path = NULL;
	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)
			return OPTIONS_HELP;
		if (strcmp(arg, "--version") == 0)
			return OPTIONS_VERSION;
		if (strcmp(arg, "--verbose") == 0) {
			cli->engine.verbose = true;
			continue;
		}
		/* Both "--name value" and "--name=value". */
		char name[32];
		const char *value = NULL, *eq = strchr(arg, '=');
		size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
		int known = -1;
		for (int k = 0; k < OPTION_COUNT && len < sizeof(name); k++)
			if (strlen(option_list[k].name) == len && strncmp(arg, option_list[k].name, len) == 0)
				known = k;
		if (known < 0) {
			sb_addf(error, "unknown option '%s' (try --help)", arg);
			return OPTIONS_ERROR;
		}
		if (!*option_list[known].arg) {
			/* --help, --version and --verbose were taken above. */
			sb_addf(error, "option %s takes no value", option_list[known].name);
			return OPTIONS_ERROR;
		}
		memcpy(name, arg, len);
		name[len] = '\0';
		if (eq)
			value = eq + 1;
		else if (i + 1 < argc)
			value = argv[++i];
		if (!value) {
			sb_addf(error, "option %s needs a value: %s", name, option_list[known].arg);
			return OPTIONS_ERROR;
		}
		if (!set_option(cli, name, value)) {
			sb_addf(error, "bad value '%s' for %s: %s", value, name, option_list[known].help);
			return OPTIONS_ERROR;
		}
	}
	return OPTIONS_RUN;
}
