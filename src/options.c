/*
 * options.c - command-line options and the help text.
 */
#if defined(__linux__)
#define _GNU_SOURCE /* sched_getaffinity: the CPUs ishi may run on */
#endif
#include "options.h"

#include "cmdline.h"
#include "commands.h"
#include "number.h"
#include "rules.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sched.h>
#endif

static const struct cmdline_option option_list[] = {
	{"--seed", "N", "seed the players (default: fresh from the OS)"},
	{"--player", "NAME", "random | mcts: uniform moves, or the search (random)"},
	{"--level", "L", "1 to 10: the search's strength, as playouts (default 10)"},
	{"--playouts", "N", "the search's playouts a move, 0: as the clock says"},
	{"--komi", "K", "komi (default 7.5)"},
	{"--size", "N", "board size, 1 to 25 (default 19)"},
	{"--ko", "RULE", "simple | positional | situational (default positional)"},
	{"--suicide", "WHAT", "forbid | allow (default forbid; allow is for 2+ stones)"},
	{"--rules", "NAME", "chinese | japanese | korean | aga | nz | tromp-taylor"},
	{"--rule", "K=V", "one rule, by KataGo's name: scoring=TERRITORY, ..."},
	{"--resign", "N", "resign from move N on, N% below N% won, never (10%)"},
	{"--score", "HOW", "judged | tromp-taylor: dead stones judged, or none"},
	{"--judge-playouts", "N", "the dead-stone judge's effort (default 1000)"},
	{"--threads", "N", "threads of the judge and the search (default: 1 per CPU)"},
	{"--move-time", "S", "think at most S seconds a move (default: the clock says)"},
	{"--lag-buffer", "S", "seconds kept from each move for the GTP round trip (1)"},
	{"--ponder", "", "the search thinks on in the opponent's time"},
	{"--log", "FILE", "append the GTP traffic, with timestamps, to FILE"},
	{"--override-version", "V", "answer V to `version` (Lizzie wants 0.15 or later)"},
	{"--verbose", "", "diagnostics on stderr (why a move is illegal, ...)"},
	{"--help", "", "this text; --version: the version"},
	{"--version", "", NULL},
};

enum { OPTION_COUNT = sizeof(option_list) / sizeof(option_list[0]) };

void options_help(struct strbuf *out)
{
	sb_adds(out,
		"Usage: ishi [OPTION]...: a GTP v2 Go engine, referee, random or search player\n"
		"Options:\n");
	cmdline_help(out, option_list, OPTION_COUNT, 16, 4);
	sb_adds(out, "\nGTP commands (see ishi(1) for each):\n");
	int column = 0;
	for (const struct command *c = cmd_table; c->name; c++) {
		int width = (int)strlen(c->name) + 1;
		if (column + width > 78) {
			sb_addc(out, '\n');
			column = 0;
		}
		sb_addf(out, "%s%s", column ? " " : "  ", c->name);
		column += width + (column ? 0 : 1);
	}
	sb_addc(out, '\n');
}

/* Sets the option name to value. False if it refuses the value, with why
 * in *why, or nothing there when the option's help line says why. */
static bool set_option(struct cli *cli, const char *name, const char *value, struct rules_why *why)
{
	struct engine_options *o = &cli->engine;
	uint64_t n;
	if (strcmp(name, "--seed") == 0) {
		o->seed_given = true;
		return number_u64(value, &o->seed);
	}
	if (strcmp(name, "--komi") == 0) {
		return rules_komi_from_text(value, &o->komi);
	}
	if (strcmp(name, "--size") == 0) {
		o->size_given = true;
		o->size = number_u64(value, &n) && n >= BOARD_MIN_SIZE && n <= BOARD_MAX_SIZE
				  ? (int)n
				  : 0;
		return o->size != 0;
	}
	if (strcmp(name, "--resign") == 0) {
		/* A move number (what --resign always meant), a win rate in
		 * percent for the search player, or never: neither. */
		if (strcmp(value, "never") == 0) {
			o->resign_from_move = -1;
			o->resign_rate = 0;
			return true;
		}
		const size_t length = strlen(value);
		if (length > 1 && value[length - 1] == '%') {
			char percent[32];
			double rate;
			if (length > sizeof(percent))
				return false;
			memcpy(percent, value, length - 1);
			percent[length - 1] = '\0';
			if (!number_real_in(percent, 0, 100, &rate))
				return false;
			o->resign_rate = rate / 100;
			return true;
		}
		o->resign_from_move = number_u64(value, &n) && n <= 1000000 ? (int)n : -1;
		return o->resign_from_move >= 0;
	}
	if (strcmp(name, "--player") == 0) {
		for (int k = 0; k < PLAYER_KINDS; k++)
			if (strcmp(value, engine_player_names[k]) == 0) {
				o->player = (enum player_kind)k;
				return true;
			}
		return false;
	}
	if (strcmp(name, "--playouts") == 0) {
		if (!number_u64(value, &n) || n > ENGINE_MAX_PLAYOUTS)
			return false;
		o->playouts = (int64_t)n;
		return true;
	}
	if (strcmp(name, "--level") == 0) {
		const long level = number_int(value);
		if (level < 1 || level > ENGINE_LEVELS)
			return false;
		o->playouts = engine_level_playouts[level];
		return true;
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
	if (strcmp(name, "--rules") == 0) {
		/* For a name that is none, the names the help lists say why;
		 * for the JSON form, the parser does. */
		if (rules_parse(value, &o->rules, why))
			return true;
		if (value[strspn(value, " \t\n\r")] != '{')
			why->text[0] = '\0';
		return false;
	}
	if (strcmp(name, "--rule") == 0) {
		const char *eq = strchr(value, '=');
		char key[32];
		if (!eq)
			return false;
		if ((size_t)(eq - value) >= sizeof(key)) {
			snprintf(why->text, sizeof(why->text), "unknown rule");
			return false;
		}
		memcpy(key, value, (size_t)(eq - value));
		key[eq - value] = '\0';
		return rules_set(&o->rules, key, eq + 1, why);
	}
	if (strcmp(name, "--score") == 0)
		return rules_score_from_name(value, &o->score_all_alive);
	if (strcmp(name, "--judge-playouts") == 0) {
		const long playouts = number_int(value);
		o->judge_playouts =
			playouts >= 0 && playouts <= JUDGE_MAX_PLAYOUTS ? (int)playouts : -1;
		if (playouts == NUMBER_INT_OUT_OF_RANGE || playouts > JUDGE_MAX_PLAYOUTS)
			snprintf(why->text, sizeof(why->text), "%s", JUDGE_MAX_PLAYOUTS_WHY);
		return o->judge_playouts >= 0;
	}
	if (strcmp(name, "--threads") == 0) {
		const long threads = number_int(value);
		o->judge_threads = threads >= 1 && threads <= JUDGE_MAX_THREADS ? (int)threads : 0;
		return o->judge_threads > 0;
	}
	if (strcmp(name, "--move-time") == 0)
		return number_real_in(value, 0, ENGINE_MAX_SECONDS, &o->move_time);
	if (strcmp(name, "--lag-buffer") == 0)
		return number_real_in(value, 0, ENGINE_MAX_SECONDS, &o->lag_buffer);
	if (strcmp(name, "--override-version") == 0) {
		/* One word, as version answers: Lizzie reads the part after the
		 * first dot as Leela Zero's version. */
		const size_t n = strlen(value);
		bool word = n > 0 && n < sizeof(o->version);
		for (size_t k = 0; word && k < n; k++)
			word = value[k] > ' ' && value[k] <= '~';
		if (!word) {
			snprintf(why->text, sizeof(why->text),
				 "one word of at most 31 printable characters");
			return false;
		}
		memcpy(o->version, value, n + 1);
		return true;
	}
	if (strcmp(name, "--log") == 0) {
		cli->log_path = value;
		return *value != '\0';
	}
	return false;
}

/* The judge's threads unless told: one per CPU ishi may run on (taskset
 * and containers allow fewer than are online), 8 at most, since the
 * judge's calls are too short for more to pay. The verdict does not
 * depend on it. */
static int default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
#if defined(__linux__)
	cpu_set_t allowed;
	if (sched_getaffinity(0, sizeof(allowed), &allowed) == 0)
		n = CPU_COUNT(&allowed);
#endif
	return n < 1 ? 1 : n > 8 ? 8 : (int)n;
}

enum options_outcome options_parse(int argc, char **argv, struct cli *cli, struct strbuf *error)
{
	engine_options_default(&cli->engine);
	cli->engine.judge_threads = default_threads();
	cli->log_path = NULL;
	bool judged = false; /* --score judged was asked for */
	for (int i = 1; i < argc; i++) {
		const char *value;
		const int k =
			cmdline_next(argc, argv, &i, option_list, OPTION_COUNT, &value, error);
		if (k < 0)
			return OPTIONS_ERROR;
		const char *name = option_list[k].name;
		if (strcmp(name, "--help") == 0)
			return OPTIONS_HELP;
		if (strcmp(name, "--version") == 0)
			return OPTIONS_VERSION;
		struct rules_why why = {""};
		if (strcmp(name, "--verbose") == 0) {
			cli->engine.verbose = true;
		} else if (strcmp(name, "--ponder") == 0) {
			cli->engine.ponder = true;
		} else if (!set_option(cli, name, value, &why)) {
			cmdline_bad_value(error, &option_list[k], value,
					  why.text[0] ? why.text : NULL);
			return OPTIONS_ERROR;
		}
		if (strcmp(name, "--score") == 0)
			judged = !cli->engine.score_all_alive;
	}
	/* The scoring method and the rules are apart, so that neither undoes
	 * the other whatever their order; dead stones cannot be judged under
	 * rules that count every stone alive, as ishi-param score judged
	 * cannot. */
	if (judged && cli->engine.rules.all_alive) {
		sb_addf(error, "--score judged: %s", RULES_ALL_ALIVE_WHY);
		return OPTIONS_ERROR;
	}
	return OPTIONS_RUN;
}
