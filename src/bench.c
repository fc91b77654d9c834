/*
 * bench.c - ishi-bench: how fast random games are, in figures.
 *
 * Light playouts: the playout loop of playout.h from the empty board (a copy
 * of a prepared empty board per playout), scored by area at komi 7.5.
 * Full rules: whole games through the game layer with the random player,
 * positional superko and the history, as genmove plays them over GTP.
 * Prints playouts (games) per second, moves per second, nanoseconds per move,
 * the mean game length and Black's win rate, per board size; --json for
 * machines. Single thread unless --threads asks for more. --split times the
 * plays of light playouts apart from the choice of each move.
 */
#include "commands.h"
#include "game.h"
#include "player.h"
#include "playout.h"
#include "rng.h"
#include "score.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const double komi = 7.5;

struct run {
	/* in */
	int size;
	bool full_rules;
	enum ko_rule ko;
	double seconds;
	long max_games;
	uint64_t seed;
	/* out */
	long games, moves, black_wins, capped;
	double elapsed;
};

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void count_result(struct run *run, const struct board *b)
{
	run->black_wins += score_board_margin(b, komi) > 0;
}

static void out_of_memory(void)
{
	fputs("ishi-bench: out of memory\n", stderr);
	exit(1);
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
	struct board *empty = allocated(malloc(sizeof(*empty))), *b = allocated(malloc(sizeof(*b)));
	struct rng rng;
	rng_seed(&rng, run->seed);
	board_clear(empty, run->size);
	const int cap = playout_move_cap(run->size);
	const double start = now();
	for (;;) {
		for (int i = 0; i < 64 && run->games < run->max_games; i++) {
			board_copy(b, empty);
			int moves = playout_run(b, BLACK, &rng, cap);
			run->capped += moves == cap;
			run->moves += moves;
			run->games++;
			count_result(run, b);
		}
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
	do {
		game_clear(g);
		int c = BLACK;
		while (!game_two_passes(g)) {
			int p = player_random(g, c, &rng);
			game_play(g, c, p);
			c = colour_other(c);
		}
		run->moves += game_moves(g);
		run->games++;
		count_result(run, &g->board);
		run->elapsed = now() - start;
	} while (run->elapsed < run->seconds && run->games < run->max_games);
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
	for (int t = 0; t < threads; t++) {
		runs[t] = *model;
		runs[t].seed = model->seed + (uint64_t)t * 0x9e3779b97f4a7c15u;
		runs[t].max_games = model->max_games / threads + (t < model->max_games % threads);
	}
	for (int t = 1; t < threads; t++)
		pthread_create(&ids[t], NULL, run_thread, &runs[t]);
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

static void record_playouts(struct recording *rec, const struct board *empty, uint64_t seed,
			    long moves)
{
	const int cap = playout_move_cap(empty->grid.size);
	const long games = moves / (empty->grid.size * empty->grid.size) + 1;
	rec->points = allocated(malloc((size_t)(moves + cap) * sizeof(rec->points[0])));
	rec->lengths = allocated(malloc((size_t)games * sizeof(rec->lengths[0])));
	rec->games = 0;
	rec->moves = 0;
	struct board *b = allocated(malloc(sizeof(*b)));
	struct rng rng;
	rng_seed(&rng, seed);
	while (rec->moves < moves && rec->games < games) {
		board_copy(b, empty);
		int n = 0, passes = 0, c = BLACK;
		while (passes < 2 && n < cap) {
			const int p = playout_move(b, c, &rng);
			rec->points[rec->moves + n++] = (uint16_t)p;
			passes = p == PASS ? passes + 1 : 0;
			c = colour_other(c);
		}
		rec->lengths[rec->games++] = n;
		rec->moves += n;
	}
	free(b);
}

/* What a replay of the record does for each game, after copying the board. */
enum replaying { WHOLE_PLAYOUTS, PLAYS_ONLY, COPIES_ONLY };

/* The fastest of three passes over the record, in ns per move: the whole
 * playouts again from the same seed (checked to end after the recorded
 * number of moves, game by game), their plays alone, or only the board copy
 * that starts each game. */
static double replay(const struct recording *rec, const struct board *empty, uint64_t seed,
		     enum replaying what)
{
	struct board *b = allocated(malloc(sizeof(*b)));
	const int cap = playout_move_cap(empty->grid.size);
	double best = 0;
	for (int pass = 0; pass < 3; pass++) {
		struct rng rng;
		rng_seed(&rng, seed);
		const double start = now();
		long at = 0;
		for (int g = 0; g < rec->games; at += rec->lengths[g++]) {
			board_copy(b, empty);
			if (what == WHOLE_PLAYOUTS && playout_run(b, BLACK, &rng, cap) != rec->lengths[g]) {
				fputs("ishi-bench: the replayed playouts differ from the record\n", stderr);
				exit(1);
			}
			if (what != PLAYS_ONLY)
				continue;
			for (int i = 0, c = BLACK; i < rec->lengths[g]; i++, c = colour_other(c)) {
				const int p = rec->points[at + i];
				if (p != PASS)
					board_play(b, c, p);
				else
					b->ko_point = 0;
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
	struct recording rec;
	board_clear(empty, size);
	record_playouts(&rec, empty, seed, 2000000);
	const double whole = replay(&rec, empty, seed, WHOLE_PLAYOUTS);
	const double plays = replay(&rec, empty, seed, PLAYS_ONLY);
	const double copies = replay(&rec, empty, seed, COPIES_ONLY);
	const double playing = plays - copies, choosing = whole - plays;
	if (json)
		printf("%s\n  {\"kind\": \"split\", \"size\": %d, \"threads\": 1, \"moves\": %ld, "
		       "\"ns_per_move\": %.2f, \"play_ns_per_move\": %.2f, "
		       "\"choose_ns_per_move\": %.2f, \"copy_ns_per_move\": %.2f}",
		       *first ? "[" : ",", size, rec.moves, whole, playing, choosing, copies);
	else
		printf("split %4d: %.2f ns per light move: board_play %.2f (%.0f%%), choosing %.2f "
		       "(%.0f%%), board copies %.2f; best of 3 over %ld moves\n",
		       size, whole, playing, 100 * playing / whole, choosing,
		       100 * choosing / whole, copies, rec.moves);
	fflush(stdout);
	*first = false;
	free(rec.points);
	free(rec.lengths);
	free(empty);
}

static const char *const ko_names[] = {"simple", "positional", "situational"};

/* `scaling`: the speed-up over one thread measured just before, or 0. */
static void report(const struct run *r, int threads, double scaling, bool json, bool *first)
{
	const double games_per_s = (double)r->games / r->elapsed;
	const double moves_per_s = (double)r->moves / r->elapsed;
	const double ns_per_move = 1e9 * r->elapsed * threads / (double)r->moves;
	const char *kind = r->full_rules ? "full" : "light";
	if (json) {
		printf("%s\n  {\"kind\": \"%s\", \"ko\": \"%s\", \"size\": %d, \"threads\": %d, "
		       "\"games\": %ld, \"seconds\": %.3f, \"games_per_second\": %.1f, "
		       "\"moves_per_second\": %.0f, \"ns_per_move\": %.2f, \"moves_per_game\": %.2f, "
		       "\"black_win_rate\": %.4f, \"capped_games\": %ld, \"scaling\": %.3f}",
		       *first ? "[" : ",", kind, ko_names[r->ko], r->size, threads, r->games,
		       r->elapsed, games_per_s, moves_per_s, ns_per_move,
		       (double)r->moves / (double)r->games, (double)r->black_wins / (double)r->games,
		       r->capped, scaling);
	} else {
		if (*first)
			printf("%-5s %-11s %4s %3s %11s %11s %8s %10s %10s %8s\n", "kind", "ko",
			       "size", "thr", "games/s", "moves/s", "ns/move", "moves/game",
			       "black wins", "scaling");
		printf("%-5s %-11s %4d %3d %11.0f %11.0f %8.2f %10.1f %9.1f%%", kind,
		       ko_names[r->ko], r->size, threads, games_per_s, moves_per_s, ns_per_move,
		       (double)r->moves / (double)r->games,
		       100.0 * (double)r->black_wins / (double)r->games);
		if (scaling > 0)
			printf(" %7.2fx", scaling);
		putchar('\n');
		if (r->capped)
			printf("      (%ld games reached the move cap)\n", r->capped);
	}
	fflush(stdout);
	*first = false;
}

static void usage(void)
{
	fputs("Usage: ishi-bench [--sizes LIST] [--seconds S] [--games N] [--threads T]\n"
	      "                  [--light] [--full] [--split] [--seed N] [--json]\n"
	      "Plays random games and prints their speed: light playouts (simple ko, no\n"
	      "history) and full-rules games (positional superko, as genmove plays).\n"
	      "  --sizes LIST   board sizes, e.g. 9,19 or 5-25 (default 9,19)\n"
	      "  --seconds S    time per measurement (default 2)\n"
	      "  --games N      stop a measurement after N games (default: time only)\n"
	      "  --threads T    also run T threads at once (up to 256), and print the speed-up\n"
	      "  --light        light playouts only;  --full  full rules only (default both)\n"
	      "  --split        with light playouts: replay about 2M moves of them (one\n"
	      "                 thread) to time playing apart from choosing the moves\n"
	      "  --seed N       random seed (default 1)\n"
	      "  --json         one JSON array, for machines\n",
	      stdout);
}

/* Parses "9,19" or "5-25" or a mix into sizes[]; returns the count. */
static int parse_sizes(const char *text, int sizes[BOARD_MAX_SIZE])
{
	int n = 0;
	while (*text) {
		char *end;
		long a = strtol(text, &end, 10), b = a;
		if (end == text)
			return 0;
		if (*end == '-')
			b = strtol(end + 1, &end, 10);
		if (a < BOARD_MIN_SIZE || b > BOARD_MAX_SIZE || a > b || (*end && *end != ','))
			return 0;
		for (long s = a; s <= b && n < BOARD_MAX_SIZE; s++)
			sizes[n++] = (int)s;
		text = *end ? end + 1 : end;
	}
	return n;
}

/* A count written in decimal, from 1 to max; 0 for anything else. */
static uint64_t parse_count(const char *text, uint64_t max)
{
	uint64_t n;
	return parse_u64(text, &n) && n >= 1 && n <= max ? n : 0;
}

/* Seconds: a positive number, a day at most; 0 for anything else. */
static double parse_seconds(const char *text)
{
	char *end;
	const double s = strtod(text, &end);
	return end != text && !*end && s > 0 && s <= 86400 ? s : 0;
}

/* What the command line asks for. */
struct settings {
	int sizes[BOARD_MAX_SIZE], nsizes, threads;
	double seconds;
	long max_games;
	uint64_t seed;
	bool json, light_only, full_only, split;
};

/* The options that take a value. */
enum value_option { SIZES, SECONDS, GAMES, THREADS, SEED, VALUE_OPTIONS };
static const char *const value_option_names[VALUE_OPTIONS] = {
    [SIZES] = "--sizes", [SECONDS] = "--seconds", [GAMES] = "--games",
    [THREADS] = "--threads", [SEED] = "--seed"};

/* The value option called `name`, or -1 if there is none. */
static int value_option(const char *name)
{
	for (int o = 0; o < VALUE_OPTIONS; o++)
		if (strcmp(name, value_option_names[o]) == 0)
			return o;
	return -1;
}

/* Sets option o from its value v; false if the value is no good. */
static bool set_value(struct settings *s, enum value_option o, const char *v)
{
	switch (o) {
	case SIZES:
		return (s->nsizes = parse_sizes(v, s->sizes)) > 0;
	case SECONDS:
		return (s->seconds = parse_seconds(v)) > 0;
	case GAMES:
		return (s->max_games = (long)parse_count(v, (uint64_t)1 << 62)) > 0;
	case THREADS:
		return (s->threads = (int)parse_count(v, 256)) > 0;
	case SEED:
		return parse_u64(v, &s->seed);
	default:
		return false;
	}
}

/* The flag called `name`, or NULL if there is none. */
static bool *flag_of(struct settings *s, const char *name)
{
	return strcmp(name, "--json") == 0    ? &s->json
	       : strcmp(name, "--light") == 0 ? &s->light_only
	       : strcmp(name, "--full") == 0  ? &s->full_only
	       : strcmp(name, "--split") == 0 ? &s->split
					      : NULL;
}

/* Reads the command line as ishi does: "--name value" or "--name=value".
 * Returns -1 to go on, or the exit status: 0 after --help, 2 with one line
 * on stderr for a bad option or value. */
static int read_options(struct settings *s, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		char name[16];
		const char *a = argv[i], *eq = strchr(a, '='), *v = eq ? eq + 1 : NULL;
		const size_t len = eq ? (size_t)(eq - a) : strlen(a);
		if (len >= sizeof(name)) {
			fprintf(stderr, "ishi-bench: unknown option '%s' (try --help)\n", a);
			return 2;
		}
		memcpy(name, a, len);
		name[len] = '\0';
		if (strcmp(name, "--help") == 0 && !eq) {
			usage();
			return 0;
		}
		const int o = value_option(name);
		if (o >= 0) {
			if (!v && i + 1 < argc)
				v = argv[++i];
			if (!v) {
				fprintf(stderr, "ishi-bench: option %s needs a value\n", name);
				return 2;
			}
			if (!set_value(s, (enum value_option)o, v)) {
				fprintf(stderr, "ishi-bench: bad value '%s' for %s\n", v, name);
				return 2;
			}
		} else if (flag_of(s, name) && !eq) {
			*flag_of(s, name) = true;
		} else if (flag_of(s, name) || strcmp(name, "--help") == 0) {
			fprintf(stderr, "ishi-bench: option %s takes no value\n", name);
			return 2;
		} else {
			fprintf(stderr, "ishi-bench: unknown option '%s' (try --help)\n", a);
			return 2;
		}
	}
	if (s->split && s->full_only && !s->light_only) {
		fputs("ishi-bench: --split times light playouts, not --full\n", stderr);
		return 2;
	}
	return -1;
}

int main(int argc, char **argv)
{
	struct settings set = {.sizes = {9, 19}, .nsizes = 2, .threads = 1, .seconds = 2,
			       .max_games = 1L << 62, .seed = 1};
	const int status = read_options(&set, argc, argv);
	if (status >= 0)
		return status;
	/* --light and --full together ask for both, as neither does. */
	const bool light = set.light_only || !set.full_only;
	const bool full = set.full_only || !set.light_only;
	bool first = true;
	for (int kind = 0; kind < 2; kind++) {
		if ((kind == 0 && !light) || (kind == 1 && !full))
			continue;
		for (int i = 0; i < set.nsizes; i++) {
			struct run model = {.size = set.sizes[i], .full_rules = kind == 1,
					    .ko = kind == 1 ? KO_POSITIONAL : KO_SIMPLE,
					    .seconds = set.seconds, .max_games = set.max_games,
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
