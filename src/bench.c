/*
 * bench.c - ishi-bench: how fast random games are, in figures.
 *
 * Light playouts: the playout loop of playout.h from the empty board (a copy
 * of a prepared empty board per playout), scored by area at komi 7.5.
 * Full rules: whole games through the game layer with the random player,
 * positional superko and the history, as genmove plays them over GTP.
 * Prints playouts (games) per second, moves per second, nanoseconds per move,
 * the mean game length and Black's win rate, per board size; --json for
 * machines. Times are given twice: by the wall clock, and by the user CPU
 * time the process spent (getrusage, as libego's benchmark times itself): on
 * a shared core the wall clock also counts other programs' turns. Single
 * thread unless --threads asks for more. --split times the plays of light
 * playouts apart from the choice of each move.
 */
#include "cmdline.h"
#include "game.h"
#include "number.h"
#include "player.h"
#include "playout.h"
#include "rng.h"
#include "score.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

static const double komi = 7.5;

struct run {
	/* in */
	int size;
	bool full_rules;
	enum ko_rule ko;
	double seconds;
	int64_t max_games;
	uint64_t seed;
	/* out */
	int64_t games, moves, black_wins, capped;
	double elapsed; /* wall clock seconds */
	double cpu;     /* user CPU seconds, of all threads */
};

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* User CPU seconds of the whole process, all its threads. */
static double user_cpu(void)
{
	struct rusage u;
	getrusage(RUSAGE_SELF, &u);
	return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec * 1e-6;
}

/* Ends the program when it cannot go on: status 1. */
static void give_up(const char *why)
{
	fprintf(stderr, "ishi-bench: %s\n", why);
	exit(1);
}

static void out_of_memory(void)
{
	give_up("out of memory");
}

/* p, from an allocation; exits if memory ran out. */
static void *allocated(void *p)
{
	if (!p)
		out_of_memory();
	return p;
}

/* Light playouts until the time or game budget is spent. The clock is read
 * every 64 playouts, so its cost does not count. */
static void run_light(struct run *run)
{
	struct board *empty = allocated(malloc(sizeof(*empty)));
	struct pboard *b = allocated(malloc(sizeof(*b)));
	struct rng rng;
	rng_seed(&rng, run->seed);
	board_clear(empty, run->size);
	struct playout_tally tally = {0, 0, 0, 0};
	const double start = now();
	for (;;) {
		const int64_t left = run->max_games - run->games;
		const struct playout_job job = {.start = empty,
						.to_move = BLACK,
						.count = left < 64 ? (int)left : 64,
						.komi = komi};
		playout_many(&job, b, &rng, &tally);
		run->games = tally.playouts;
		run->moves = tally.moves;
		run->capped = tally.capped;
		run->black_wins = tally.black_wins;
		run->elapsed = now() - start;
		if (run->elapsed >= run->seconds || run->games >= run->max_games)
			break;
	}
	free(empty);
	free(b);
}

/* Whole games under the full rules, as genmove plays them. */
static void run_full(struct run *run)
{
	struct game *g = allocated(malloc(sizeof(*g)));
	struct rng rng;
	rng_seed(&rng, run->seed);
	if (!game_init(g, run->size))
		out_of_memory();
	g->rules.ko = run->ko;
	const double start = now();
	while (run->games < run->max_games && run->elapsed < run->seconds) {
		game_clear(g);
		int c = BLACK;
		while (!game_two_passes(g)) {
			int p = player_random_choose(g, c, &rng);
			game_play(g, c, p);
			c = colour_other(c);
		}
		run->moves += game_moves(g);
		run->games++;
		run->black_wins += score_board_margin(&g->board, komi) > 0;
		run->elapsed = now() - start;
	}
	game_free(g);
	free(g);
}

static void *run_thread(void *arg)
{
	/* Counts go to a copy on this thread's stack: the runs of all threads
	 * lie side by side, and counting in place made the cores fight over
	 * the cache lines between them. */
	struct run run = *(struct run *)arg;
	if (run.full_rules)
		run_full(&run);
	else
		run_light(&run);
	*(struct run *)arg = run;
	return NULL;
}

/* Runs `threads` copies of `model` at once and sums them up. */
static struct run run_parallel(const struct run *model, int threads)
{
	struct run *runs = allocated(calloc((size_t)threads, sizeof(*runs)));
	pthread_t *ids = allocated(calloc((size_t)threads, sizeof(*ids)));
	const double cpu_start = user_cpu();
	for (int t = 0; t < threads; t++) {
		runs[t] = *model;
		runs[t].seed = model->seed + (uint64_t)t * 0x9e3779b97f4a7c15u;
		runs[t].max_games = model->max_games / threads + (t < model->max_games % threads);
	}
	for (int t = 1; t < threads; t++)
		if (pthread_create(&ids[t], NULL, run_thread, &runs[t]) != 0)
			give_up("cannot start a thread");
	run_thread(&runs[0]);
	struct run total = *model;
	total.elapsed = 0;
	for (int t = 0; t < threads; t++) {
		if (t > 0)
			pthread_join(ids[t], NULL);
		total.games += runs[t].games;
		total.moves += runs[t].moves;
		total.black_wins += runs[t].black_wins;
		total.capped += runs[t].capped;
		total.elapsed = runs[t].elapsed > total.elapsed ? runs[t].elapsed : total.elapsed;
	}
	total.cpu = user_cpu() - cpu_start;
	free(runs);
	free(ids);
	return total;
}

/* Light playouts of about `moves` moves in all, recorded: the points played
 * (PASS for a pass), game after game, and the moves of each game. */
struct recording {
	uint16_t *points;
	int *lengths;
	int games;
	long moves;
};

/* A playout hook: appends each point to the recording. */
static void record_move(void *arg, const struct pboard *b, int colour, int point)
{
	(void)b, (void)colour;
	struct recording *rec = arg;
	rec->points[rec->moves++] = (uint16_t)point;
}

static void record_playouts(struct recording *rec, const struct board *empty, uint64_t seed,
			    long moves)
{
	const int cap = playout_move_cap(empty->grid.size);
	const long games = moves / (empty->grid.size * empty->grid.size) + 1;
	rec->points = allocated(malloc((size_t)(moves + cap) * sizeof(rec->points[0])));
	rec->lengths = allocated(malloc((size_t)games * sizeof(rec->lengths[0])));
	rec->games = 0;
	rec->moves = 0;
	struct pboard *b = allocated(malloc(sizeof(*b)));
	struct rng rng;
	rng_seed(&rng, seed);
	const struct playout_job job = {.start = empty,
					.to_move = BLACK,
					.count = 1,
					.komi = komi,
					.on_move = record_move,
					.hook_arg = rec};
	struct playout_tally tally = {0, 0, 0, 0};
	while (rec->moves < moves && rec->games < games) {
		const long before = rec->moves;
		playout_many(&job, b, &rng, &tally);
		rec->lengths[rec->games++] = (int)(rec->moves - before);
	}
	free(b);
}

/* What a replay of the record does for each game, after copying the board. */
enum replaying { WHOLE_PLAYOUTS, PLAYS_ONLY, COPIES_ONLY };

/* The fastest of three passes over the record, in ns per move: the whole
 * playouts again from the same seed (checked to end after the recorded
 * number of moves, game by game), their plays alone, or only the board copy
 * that starts each game. */
static double replay(const struct recording *rec, const struct pboard *empty, uint64_t seed,
		     enum replaying what)
{
	struct pboard *b = allocated(malloc(sizeof(*b)));
	const int cap = playout_move_cap(empty->size);
	double best = 0;
	for (int pass = 0; pass < 3; pass++) {
		struct rng rng;
		rng_seed(&rng, seed);
		const double start = now();
		long at = 0;
		for (int g = 0; g < rec->games; at += rec->lengths[g++]) {
			pboard_copy(b, empty);
			if (what == WHOLE_PLAYOUTS &&
			    playout_pboard_run(b, BLACK, &rng, cap) != rec->lengths[g])
				give_up("the replayed playouts differ from the record");
			if (what != PLAYS_ONLY)
				continue;
			for (int i = 0, c = BLACK; i < rec->lengths[g]; i++, c = colour_other(c)) {
				const int p = rec->points[at + i];
				if (p != PASS)
					pboard_play(b, c, p);
				else
					pboard_pass(b);
			}
		}
		const double ns = 1e9 * (now() - start) / (double)rec->moves;
		best = pass == 0 || ns < best ? ns : best;
	}
	free(b);
	return best;
}

/* --split: how a light move's time divides between choosing and playing.
 * Scoring is left out, and the copy that starts each game is counted apart. */
static void report_split(int size, uint64_t seed, bool json, bool *first)
{
	struct board *empty = allocated(malloc(sizeof(*empty)));
	struct pboard *start = allocated(malloc(sizeof(*start)));
	struct recording rec;
	board_clear(empty, size);
	pboard_from_board(start, empty);
	record_playouts(&rec, empty, seed, 2000000);
	const double whole = replay(&rec, start, seed, WHOLE_PLAYOUTS);
	const double plays = replay(&rec, start, seed, PLAYS_ONLY);
	const double copies = replay(&rec, start, seed, COPIES_ONLY);
	const double playing = plays - copies, choosing = whole - plays;
	if (json)
		printf("%s\n  {\"kind\": \"split\", \"size\": %d, \"threads\": 1, \"moves\": %ld, "
		       "\"ns_per_move\": %.2f, \"play_ns_per_move\": %.2f, "
		       "\"choose_ns_per_move\": %.2f, \"copy_ns_per_move\": %.2f}",
		       *first ? "[" : ",", size, rec.moves, whole, playing, choosing, copies);
	else
		printf("split %4d: %.2f ns per light move: pboard_play %.2f (%.0f%%), choosing "
		       "%.2f "
		       "(%.0f%%), board copies %.2f; best of 3 over %ld moves\n",
		       size, whole, playing, 100 * playing / whole, choosing,
		       100 * choosing / whole, copies, rec.moves);
	fflush(stdout);
	*first = false;
	free(rec.points);
	free(rec.lengths);
	free(start);
	free(empty);
}

static const char *const ko_names[] = {"simple", "positional", "situational"};

/* `scaling`: the speed-up over one thread measured just before, or 0.
 * Rates per CPU second divide by the CPU time of all threads. */
static void report(const struct run *r, int threads, double scaling, bool json, bool *first)
{
	const double games_per_s = (double)r->games / r->elapsed;
	const double moves_per_s = (double)r->moves / r->elapsed;
	const double ns_per_move = 1e9 * r->elapsed * threads / (double)r->moves;
	const double games_per_cpu_s = r->cpu > 0 ? (double)r->games / r->cpu : 0;
	const double cpu_ns_per_move = 1e9 * r->cpu / (double)r->moves;
	const char *kind = r->full_rules ? "full" : "light";
	if (json) {
		printf("%s\n  {\"kind\": \"%s\", \"ko\": \"%s\", \"size\": %d, \"threads\": %d, "
		       "\"games\": %" PRId64
		       ", \"seconds\": %.3f, \"cpu_seconds\": %.3f, \"games_per_second\": %.1f, "
		       "\"games_per_cpu_second\": %.1f, \"moves_per_second\": %.0f, "
		       "\"ns_per_move\": %.2f, \"cpu_ns_per_move\": %.2f, "
		       "\"moves_per_game\": %.2f, \"black_win_rate\": %.4f, "
		       "\"capped_games\": %" PRId64 ", \"scaling\": %.3f}",
		       *first ? "[" : ",", kind, ko_names[r->ko], r->size, threads, r->games,
		       r->elapsed, r->cpu, games_per_s, games_per_cpu_s, moves_per_s, ns_per_move,
		       cpu_ns_per_move, (double)r->moves / (double)r->games,
		       (double)r->black_wins / (double)r->games, r->capped, scaling);
	} else {
		if (*first)
			printf("%-5s %-11s %4s %3s %11s %11s %11s %8s %8s %10s %10s %8s\n", "kind",
			       "ko", "size", "thr", "games/s", "games/cpu-s", "moves/s", "ns/move",
			       "cpu ns", "moves/game", "black wins", "scaling");
		printf("%-5s %-11s %4d %3d %11.0f %11.0f %11.0f %8.2f %8.2f %10.1f %9.1f%%", kind,
		       ko_names[r->ko], r->size, threads, games_per_s, games_per_cpu_s, moves_per_s,
		       ns_per_move, cpu_ns_per_move, (double)r->moves / (double)r->games,
		       100.0 * (double)r->black_wins / (double)r->games);
		if (scaling > 0)
			printf(" %7.2fx", scaling);
		putchar('\n');
		if (r->capped)
			printf("      (%" PRId64 " games reached the move cap)\n", r->capped);
	}
	fflush(stdout);
	*first = false;
}

static const struct cmdline_option bench_options[] = {
	{"--sizes", "LIST", "board sizes, e.g. 9,19 or 5-25 or 5,9-13 (default 9,19)"},
	{"--seconds", "S", "time per measurement (default 2)"},
	{"--games", "N", "end a measurement after N games (default: time only)"},
	{"--threads", "T", "also run T threads at once (up to 256): the speed-up"},
	{"--light", "", "light playouts only (with --full: both kinds)"},
	{"--full", "", "full-rules games only (with --light: both kinds)"},
	{"--split", "", "light playouts: time playing apart from choosing"},
	{"--seed", "N", "random seed (default 1)"},
	{"--json", "", "one JSON array, for machines"},
	{"--help", "", "this text"},
};

enum { BENCH_OPTIONS = sizeof(bench_options) / sizeof(bench_options[0]) };

static void usage(void)
{
	struct strbuf text = STRBUF_INIT;
	sb_adds(&text,
		"Usage: ishi-bench [OPTION]...\n"
		"Plays random games and prints their speed: light playouts (simple ko, no\n"
		"history) and full-rules games (positional superko, as genmove plays).\n"
		"\nOptions:\n");
	cmdline_help(&text, bench_options, BENCH_OPTIONS, 9, 5);
	if (text.failed)
		out_of_memory();
	fputs(text.buf, stdout);
	sb_release(&text);
}

/* A board size, 1 to 25, in decimal digits at *text, which moves past
 * them; 0 if there is none. */
static int read_size(const char **text)
{
	int n = 0, digits = 0;
	for (; **text >= '0' && **text <= '9'; (*text)++, digits++)
		n = n < 100 ? n * 10 + (**text - '0') : n;
	return digits && n >= BOARD_MIN_SIZE && n <= BOARD_MAX_SIZE ? n : 0;
}

/* Reads "9,19" or "5-25" or a mix, 25 sizes at most, into sizes[] and
 * returns the count; 0 for anything else. */
static int parse_sizes(const char *text, int sizes[BOARD_MAX_SIZE])
{
	int n = 0;
	do {
		const int a = read_size(&text);
		const int b = *text == '-' ? (text++, read_size(&text)) : a;
		if (!a || !b || a > b || (*text && *text != ',') || n + b - a + 1 > BOARD_MAX_SIZE)
			return 0;
		for (int size = a; size <= b; size++)
			sizes[n++] = size;
	} while (*text++ == ',');
	return n;
}

/* A count in decimal digits, 1 to max; 0 for anything else. */
static uint64_t parse_count(const char *text, uint64_t max)
{
	uint64_t n;
	return number_u64(text, &n) && n >= 1 && n <= max ? n : 0;
}

/* Seconds, a plain decimal number above 0, a day at most; 0 for anything
 * else (strtod alone would take spaces, hexadecimal and "inf"). */
static double parse_seconds(const char *text)
{
	if (!*text || text[strspn(text, "0123456789.eE+-")])
		return 0;
	char *end;
	errno = 0;
	const double s = strtod(text, &end);
	return !*end && errno == 0 && s > 0 && s <= 86400 ? s : 0;
}

/* What the command line asks for. */
struct settings {
	int sizes[BOARD_MAX_SIZE], nsizes, threads;
	double seconds;
	int64_t max_games;
	uint64_t seed;
	bool json, light, full, split; /* light and full as asked */
};

/* Sets the option called `name` from its value v (NULL for a flag); false
 * if the value is no good. */
static bool set_option(struct settings *s, const char *name, const char *v)
{
	if (strcmp(name, "--sizes") == 0)
		return (s->nsizes = parse_sizes(v, s->sizes)) > 0;
	if (strcmp(name, "--seconds") == 0)
		return (s->seconds = parse_seconds(v)) > 0;
	if (strcmp(name, "--games") == 0)
		return (s->max_games = (int64_t)parse_count(v, (uint64_t)1 << 62)) > 0;
	if (strcmp(name, "--threads") == 0)
		return (s->threads = (int)parse_count(v, 256)) > 0;
	if (strcmp(name, "--seed") == 0)
		return number_u64(v, &s->seed);
	bool *flag = strcmp(name, "--json") == 0    ? &s->json
		     : strcmp(name, "--light") == 0 ? &s->light
		     : strcmp(name, "--full") == 0  ? &s->full
		     : strcmp(name, "--split") == 0 ? &s->split
						    : NULL;
	if (flag)
		*flag = true;
	return flag != NULL;
}

/* Reads the command line as ishi reads its own (cmdline.h). Returns -1 to
 * go on, or the exit status: 0 after --help, 2 with one line on stderr for
 * a bad option or value. */
static int read_options(struct settings *s, int argc, char **argv)
{
	struct strbuf error = STRBUF_INIT;
	for (int i = 1; i < argc && !error.len; i++) {
		const char *value;
		const int k =
			cmdline_next(argc, argv, &i, bench_options, BENCH_OPTIONS, &value, &error);
		if (k >= 0 && strcmp(bench_options[k].name, "--help") == 0) {
			usage();
			return 0;
		}
		if (k >= 0 && !set_option(s, bench_options[k].name, value))
			cmdline_bad_value(&error, &bench_options[k], value);
	}
	if (!error.len && s->split && s->full && !s->light)
		sb_adds(&error, "--split times light playouts, not --full");
	if (error.failed)
		out_of_memory();
	if (error.len)
		fprintf(stderr, "ishi-bench: %s\n", error.buf);
	const int status = error.len ? 2 : -1;
	sb_release(&error);
	return status;
}

int main(int argc, char **argv)
{
	struct settings set = {.sizes = {9, 19},
			       .nsizes = 2,
			       .threads = 1,
			       .seconds = 2,
			       .max_games = (int64_t)1 << 62,
			       .seed = 1};
	const int status = read_options(&set, argc, argv);
	if (status >= 0)
		return status;
	/* --light and --full together ask for both, as neither does. */
	const bool light = set.light || !set.full, full = set.full || !set.light;
	bool first = true;
	for (int kind = 0; kind < 2; kind++) {
		if ((kind == 0 && !light) || (kind == 1 && !full))
			continue;
		for (int i = 0; i < set.nsizes; i++) {
			struct run model = {.size = set.sizes[i],
					    .full_rules = kind == 1,
					    .ko = kind == 1 ? KO_POSITIONAL : KO_SIMPLE,
					    .seconds = set.seconds,
					    .max_games = set.max_games,
					    .seed = set.seed};
			double single = 0;
			if (set.threads > 1) {
				/* One thread first, in the same run, for the ratio. */
				struct run one = run_parallel(&model, 1);
				report(&one, 1, 0, set.json, &first);
				single = (double)one.games / one.elapsed;
			}
			struct run total = run_parallel(&model, set.threads);
			report(&total, set.threads,
			       single > 0 ? (double)total.games / total.elapsed / single : 0,
			       set.json, &first);
			if (set.split && kind == 0)
				report_split(set.sizes[i], set.seed, set.json, &first);
		}
	}
	if (set.json)
		puts(first ? "[]" : "\n]");
	return 0;
}
