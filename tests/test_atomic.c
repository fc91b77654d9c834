/*
 * test_atomic.c - a refused command changes nothing, as a property.
 *
 * Random sessions mix commands that succeed and move the game along (plays,
 * genmoves, undos, board sizes, handicaps, rule and komi changes, records
 * loaded) with every command ishi knows sent with random arguments: too few,
 * too many, of the wrong kind, out of range, illegal in the position, files
 * that are missing or malformed. After every line that is answered with an
 * error, everything a command could change must be as it was (engine_state:
 * the position, move and position history, komi, rules, side to move,
 * captures, clocks, the random stream, and the record printsgf writes); after
 * every line the game keeps its invariants. Every command must have been
 * refused at least once, so each failing path was walked.
 */
#include "driver.h"
#include "helpers.h"
#include "rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { SESSIONS = 1000, LINES = 120 };

/* Arguments drawn at random, separated by spaces: of every kind a command
 * takes (colours, vertices, numbers, words of rules and settings), valid or
 * not. */
static const char token_text[] =
	"b w B white black x bw "
	"A1 a1 B2 C3 E5 J1 T19 Y25 Z25 I1 A0 A26 pass PASS resign 1A AA1 "
	"0 1 2 3 5 9 13 19 25 26 -1 +3 0x10 1e3 7.5 -0.5 .5 1000001 99999999999 nan inf "
	"chinese japanese korean aga nz tromp-taylor bogus true false SIMPLE POSITIONAL "
	"SITUATIONAL AREA TERRITORY SEKI NONE ALL N N-1 ko suicide scoring tax hasButton "
	"whiteHandicapBonus score judged judge_playouts alive dead seki black_territory dame "
	"none absolute byoyomi canadian {\"ko\":\"SIMPLE\",\"suicide\":true} "
	"{\"scoring\":\"TERRITORY\",\"tax\":\"SEKI\"} {bad} {} \" %s \xc3\xa9";

/* Words to draw from: the commands ishi knows, and arguments. */
enum { MAX_WORDS = 160 };
struct words {
	const char *word[MAX_WORDS];
	int count;
};

/* Lines that succeed often and move the game along. */
static const char *const movers[] = {
	"boardsize 2",
	"boardsize 3",
	"boardsize 5",
	"boardsize 9",
	"boardsize 13",
	"clear_board",
	"komi 0.5",
	"komi -3",
	"fixed_handicap 2",
	"fixed_handicap 5",
	"kata-set-rules nz",
	"kata-set-rules japanese",
	"kata-set-rules aga",
	"kata-set-rule ko SIMPLE",
	"kata-set-rule suicide true",
	"time_settings 60 10 5",
	"time_left b 30 0",
	"undo",
	"gg-undo 2",
	"ishi-param judge_playouts 30",
	"set_random_seed 7",
};

static char folder[64];

/* A file path token: a good record, malformed ones, one missing. */
static const char *file_token(struct rng *r, char *buf, size_t size)
{
	static const char *const names[] = {"good.sgf",    "late-root.sgf",      "illegal.sgf",
					    "missing.sgf", "no/such/folder.sgf", "out.sgf"};
	snprintf(buf, size, "%s/%s", folder, names[rng_below(r, 6)]);
	return buf;
}

static void write_file(const char *name, const char *text)
{
	char path[128];
	snprintf(path, sizeof(path), "%s/%s", folder, name);
	FILE *f = fopen(path, "w");
	ck_assert(f && fputs(text, f) >= 0 && fclose(f) == 0);
}

static void make_files(void)
{
	strcpy(folder, "/tmp/ishi-atomic-XXXXXX");
	ck_assert(mkdtemp(folder));
	write_file("good.sgf", "(;GM[1]FF[4]SZ[5]KM[2.5];B[cc];W[bb];B[])");
	write_file("late-root.sgf", "(;SZ[5];B[cc];KM[1])");
	write_file("illegal.sgf", "(;SZ[5];B[cc];W[cc])");
}

static void remove_files(void)
{
	static const char *const names[] = {"good.sgf", "late-root.sgf", "illegal.sgf",
					    "missing.sgf", "out.sgf"};
	char path[128];
	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
		snprintf(path, sizeof(path), "%s/%s", folder, names[i]);
		unlink(path);
	}
	rmdir(folder);
}

/* The words of text, split in place. */
static void split(char *text, struct words *w)
{
	w->count = 0;
	for (char *s = strtok(text, " \n"); s && w->count < MAX_WORDS; s = strtok(NULL, " \n"))
		w->word[w->count++] = s;
}

static const char *pick(struct rng *r, const struct words *w)
{
	return w->word[rng_below(r, (unsigned)w->count)];
}

/* A random line: a mover, a play on a small board's points, or any command
 * with up to four random arguments ("quit" only with some, which fails). */
static void random_line(struct rng *r, const struct words *commands, const struct words *args,
			char *line, size_t size)
{
	char file[128];
	unsigned roll = rng_below(r, 10);
	if (roll < 2) {
		snprintf(line, size, "%s", movers[rng_below(r, sizeof(movers) / sizeof(*movers))]);
		return;
	}
	if (roll < 5) {
		snprintf(line, size, "%s %c %c%c", rng_below(r, 4) ? "play" : "is_legal",
			 "bw"[rng_below(r, 2)], 'A' + (int)rng_below(r, 5),
			 '1' + (int)rng_below(r, 5));
		return;
	}
	const char *name = pick(r, commands);
	int argc = (int)rng_below(r, 5);
	if (strcmp(name, "quit") == 0 && argc == 0)
		argc = 1;
	size_t len = (size_t)snprintf(line, size, "%s", name);
	for (int i = 0; i < argc && len < size; i++) {
		/* Never a file outside the folder: printsgf writes its own. */
		bool path =
			(strcmp(name, "loadsgf") == 0 || strcmp(name, "printsgf") == 0) && i == 0;
		const char *arg = path ? file_token(r, file, sizeof(file)) : pick(r, args);
		len += (size_t)snprintf(line + len, size - len, " %s", arg);
	}
}

START_TEST(test_refused_commands_change_nothing)
{
	make_files();
	char list[4096], arg_text[sizeof(token_text)];
	struct words commands, args;
	snprintf(list, sizeof(list), "%s", ok("list_commands"));
	split(list, &commands);
	memcpy(arg_text, token_text, sizeof(token_text));
	split(arg_text, &args);
	int count = commands.count, refusals[MAX_WORDS] = {0};
	const char *const *names = commands.word;
	long lines = 0, refused_lines = 0;
	struct rng r;
	rng_seed(&r, 2026);
	for (int session = 0; session < repeats(SESSIONS); session++) {
		ok("clear_board");
		for (int i = 0; i < LINES; i++) {
			char line[512];
			random_line(&r, &commands, &args, line, sizeof(line));
			struct engine_state before, after;
			engine_state_take(e, &before);
			const char *response = gtp(line);
			engine_state_take(e, &after);
			lines++;
			quick_assert_msg(response[0] == '=' || response[0] == '?', "'%s': %s", line,
					 response);
			quick_assert_msg(game_check_invariants(&e->game), "'%s' broke the game",
					 line);
			quick_assert_msg(!driver_quit(), "'%s' ended the session", line);
			if (response[0] == '=')
				continue;
			refused_lines++;
			quick_assert_msg(engine_state_equal(&before, &after),
					 "'%s' (%s) changed the state", line, response);
			size_t name_len = strcspn(line, " ");
			for (int k = 0; k < count; k++)
				if (strlen(names[k]) == name_len &&
				    strncmp(line, names[k], name_len) == 0)
					refusals[k]++;
		}
	}
	remove_files();
	int walked = 0;
	for (int k = 0; k < count; k++) {
		/* echo and echo_err take any text: nothing to refuse. */
		bool takes_all = strncmp(names[k], "echo", 4) == 0;
		ck_assert_msg(takes_all || refusals[k] > 0, "'%s' was never refused", names[k]);
		walked += refusals[k] > 0;
	}
	printf("atomicity: %d sessions, %ld lines, %ld refused, by %d of %d commands\n",
	       repeats(SESSIONS), lines, refused_lines, walked, count);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"refused_commands_change_nothing", test_refused_commands_change_nothing},
	};
	return run_cases("atomic", cases, CASE_COUNT(cases), driver_setup, driver_teardown, 600);
}
