/*
 * bench.c - ishi-bench: how fast random games are, in figures.
 *
 * Light playouts: the playout loop of playout.h from the empty board (a copy
 * of a prepared empty board per playout), scored by area at komi 7.5.
 * Heavy: the same with the heavy policy's moves (moggy.h), as a search's
 * playouts play them.
 * Scan: the same on the same playout board, but each move is the first
 * candidate after a random slot of the empty list, as libego picks (biased
 * towards points after a run of non-candidates; here only, to compare equal
 * work). Full rules: whole games through the game layer with the random
 * player, positional superko and the history, as genmove plays them over
 * GTP. Ownership: the dead-stone judge's playouts (ownership.h) from varied
 * positions (mid-game and finished), in calls of the judge's first (a
 * quarter of its default), on one thread and on several in turn, for the
 * speed-up; each call's counts must be the same on both. Search: the
 * search player's tree search (uct/search.h) from the empty board, in
 * searches of 10,000 playouts (a genmove at level 10), each on a fresh tree
 * as a move without reuse, its playouts light: playouts per second in the
 * tree, with the descent, the expansions and the updates they cost; with
 * --threads T, then one tree searched on T threads, for the speed-up.
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
#include "judge.h"
#include "moggy.h"
#include "number.h"
#include "ownership.h"
#include "player.h"
#include "playout.h"
#include "rng.h"
#include "score.h"
#include "thread.h"
#include "uct/search.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#ifndef ISHI_VERSION
#define ISHI_VERSION "0"
#endif

static const double komi = 7.5;

enum kind { KIND_LIGHT, KIND_HEAVY, KIND_SCAN, KIND_FULL, KIND_OWNERSHIP, KIND_SEARCH, KINDS };

static const char *const kind_names[KINDS] = {"light", "heavy",     "scan",
					      "full",  "ownership", "search"};

struct run {
	/* in */
	int size;
	enum kind kind;
	enum ko_rule ko;
	double seconds;
	int64_t max_games;
	uint64_t seed;
	int search_threads; /* the search's threads, within one run */
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

/* Light playouts, or heavy ones, until the time or game budget is spent.
 * The clock is read every 64 playouts, so its cost does not count, nor
 * does setting up the heavy policy. */
static void run_light(struct run *run)
{
	struct board *empty = allocated(malloc(sizeof(*empty)));
	struct pboard *b = allocated(malloc(sizeof(*b)));
	struct moggy *heavy = NULL;
	if (run->kind == KIND_HEAVY) {
		heavy = allocated(malloc(sizeof(*heavy)));
		moggy_init(heavy, NULL);
	}
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
						.komi = komi,
						.policy = heavy ? &heavy->base : NULL};
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
	free(heavy);
}

/* libego's pick, for an equal-work comparison: the first light move found
 * from a random slot of the empty list on, wrapping round; a pass if none. */
ALWAYS_INLINE int scan_move(struct pboard *restrict b, int c, struct rng *restrict r)
{
	const int n = b->empty_count;
	if (n > 0) {
		int i = (int)rng_below(r, (uint32_t)n);
		for (int k = 0; k < n; k++) {
			const int p = b->empties[i];
			if (pboard_try_light(b, c, p))
				return p;
			i = i + 1 < n ? i + 1 : 0;
		}
	}
	pboard_pass(b);
	return PASS;
}

/* A playout of scan moves, as playout_pboard_run plays light moves. */
static int scan_run(struct pboard *restrict b, struct rng *r, int max_moves)
{
	struct rng local = *r;
	int c = BLACK, moves = 0, passes = 0;
	while (passes < 2 && moves < max_moves) {
		const int p =
			c == BLACK ? scan_move(b, BLACK, &local) : scan_move(b, WHITE, &local);
		passes = p == PASS ? passes + 1 : 0;
		c = colour_other(c);
		moves++;
	}
	*r = local;
	return moves;
}

/* Scan playouts until the time or game budget is spent, each as a light
 * playout of playout_many is played: a copy of the start, the moves, the
 * area margin. */
static void run_scan(struct run *run)
{
	struct board *empty = allocated(malloc(sizeof(*empty)));
	struct pboard *start = allocated(malloc(sizeof(*start))),
		      *b = allocated(malloc(sizeof(*b)));
	struct rng rng;
	rng_seed(&rng, run->seed);
	board_clear(empty, run->size);
	pboard_from_board(start, empty);
	const int cap = playout_move_cap(run->size);
	const double begin = now();
	while (run->games < run->max_games && run->elapsed < run->seconds) {
		for (int i = 0; i < 64 && run->games < run->max_games; i++) {
			pboard_copy(b, start);
			const int moves = scan_run(b, &rng, cap);
			run->games++;
			run->moves += moves;
			run->capped += moves == cap;
			run->black_wins += pboard_area_margin(b, komi) > 0;
		}
		run->elapsed = now() - begin;
	}
	free(empty);
	free(start);
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

/* Searches of SEARCH_PLAYOUTS playouts from the empty board, each on a
 * fresh tree, until the time or game budget is spent; black_wins counts the
 * playouts Black won, as the root counts them. */
enum { SEARCH_PLAYOUTS = 10000 };
static void run_search(struct run *run)
{
	struct game *g = allocated(malloc(sizeof(*g)));
	if (!game_init(g, run->size))
		out_of_memory();
	g->komi = komi;
	struct uct_settings s;
	uct_search_default_settings(&s);
	s.early_stop = false;
	s.threads = run->search_threads > 0 ? run->search_threads : 1;
	struct rng rng;
	rng_seed(&rng, run->seed);
	const struct timeman_budget budget = {0, 0, false};
	const double start = now();
	while (run->games < run->max_games && run->elapsed < run->seconds) {
		const int64_t left = run->max_games - run->games;
		struct uct_tree t;
		if (!uct_tree_init(&t, s.max_nodes, PASS))
			out_of_memory();
		struct think think;
		think_begin(&think, THINK_MOVE, &budget,
			    left < SEARCH_PLAYOUTS ? left : SEARCH_PLAYOUTS, NULL);
		struct uct_result res;
		if (!uct_search_run(&t, g, BLACK, &s, &think, &rng, NULL, &res))
			out_of_memory();
		uct_tree_free(&t);
		run->games += res.iterations;
		run->moves += res.moves;
		run->black_wins += (int64_t)(res.root_rate * (double)res.iterations + 0.5);
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
	if (run.kind == KIND_FULL)
		run_full(&run);
	else if (run.kind == KIND_SEARCH)
		run_search(&run);
	else if (run.kind == KIND_SCAN)
		run_scan(&run);
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
		if (!thread_start(&ids[t], run_thread, &runs[t]))
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

enum {
	OWNERSHIP_POSITIONS = 16,                       /* starting positions of --ownership */
	OWNERSHIP_PLAYOUTS = JUDGE_DEFAULT_PLAYOUTS / 4 /* per call, as the judge first calls */
};

/* The positions --ownership starts from, with who is to move: light
 * playouts from the empty board, stopped at a random move before the
 * board's area in moves (mid-game positions, the even ones), or at their
 * end (finished positions, the odd ones). */
static struct board *ownership_positions(int size, uint64_t seed, int to_move[])
{
	struct board *pos = allocated(malloc(OWNERSHIP_POSITIONS * sizeof(*pos)));
	struct rng rng;
	rng_seed(&rng, rng_stream_seed(seed, 1));
	const int cap = playout_move_cap(size);
	for (int k = 0; k < OWNERSHIP_POSITIONS; k++) {
		board_clear(&pos[k], size);
		const int stop = k % 2 ? cap : (int)rng_below(&rng, (uint32_t)(size * size));
		int c = BLACK;
		for (int m = 0, passes = 0; m < stop && passes < 2; m++) {
			passes = playout_move(&pos[k], c, &rng) == PASS ? passes + 1 : 0;
			c = colour_other(c);
		}
		to_move[k] = c;
	}
	return pos;
}

/* --ownership: ownership_parallel on one thread and on `threads` in turn
 * (the order alternating), position after position, OWNERSHIP_PLAYOUTS
 * playouts per call with a seed per call, until either has spent the time
 * or the games. The two must count the same ownership on every call. */
static void run_ownership(const struct run *model, int threads, struct run out[2])
{
	int to_move[OWNERSHIP_POSITIONS];
	struct board *pos = ownership_positions(model->size, model->seed, to_move);
	struct playout_ownership *own[2] = {allocated(malloc(sizeof(*own[0]))),
					    allocated(malloc(sizeof(*own[1])))};
	out[0] = out[1] = *model;
	for (uint64_t call = 0; out[0].elapsed < model->seconds &&
				out[1].elapsed < model->seconds && out[0].games < model->max_games;
	     call++) {
		const int k = (int)(call % OWNERSHIP_POSITIONS);
		const int64_t left = model->max_games - out[0].games;
		for (int j = 0; j < 2; j++) {
			const int which = call % 2 ? 1 - j : j;
			struct run *r = &out[which];
			const int count =
				left < OWNERSHIP_PLAYOUTS ? (int)left : OWNERSHIP_PLAYOUTS;
			struct playout_tally tally = {0, 0, 0, 0};
			playout_ownership_clear(own[which]);
			const double start = now(), cpu = user_cpu();
			if (!ownership_parallel(&pos[k], to_move[k], count,
						rng_stream_seed(model->seed, call + 2),
						which ? threads : 1, own[which], &tally))
				out_of_memory();
			r->elapsed += now() - start;
			r->cpu += user_cpu() - cpu;
			r->games += tally.playouts;
			r->moves += tally.moves;
			r->black_wins += tally.black_wins;
			r->capped += tally.capped;
		}
		if (memcmp(own[0], own[1], sizeof(*own[0])) != 0)
			give_up("the ownership counts differ with the number of threads");
	}
	free(own[0]);
	free(own[1]);
	free(pos);
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

/* Records light playouts from empty until `moves` moves or max_games games. */
static void record_playouts(struct recording *rec, const struct board *empty, uint64_t seed,
			    long moves, int64_t max_games)
{
	const int cap = playout_move_cap(empty->grid.size);
	const long most = moves / (empty->grid.size * empty->grid.size) + 1;
	const long games = max_games < most ? (long)max_games : most;
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
static void report_split(int size, uint64_t seed, int64_t max_games, bool json, bool *first)
{
	/* Two million moves, or the games --games allows. */
	const long moves = 2000000;
	struct board *empty = allocated(malloc(sizeof(*empty)));
	struct pboard *start = allocated(malloc(sizeof(*start)));
	struct recording rec;
	board_clear(empty, size);
	pboard_from_board(start, empty);
	record_playouts(&rec, empty, seed, moves, max_games);
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
	const char *kind = kind_names[r->kind];
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
			printf("%-9s %-11s %4s %3s %11s %11s %11s %8s %8s %10s %10s %8s\n", "kind",
			       "ko", "size", "thr", "games/s", "games/cpu-s", "moves/s", "ns/move",
			       "cpu ns", "moves/game", "black wins", "scaling");
		printf("%-9s %-11s %4d %3d %11.0f %11.0f %11.0f %8.2f %8.2f %10.1f %9.1f%%", kind,
		       ko_names[r->ko], r->size, threads, games_per_s, games_per_cpu_s, moves_per_s,
		       ns_per_move, cpu_ns_per_move, (double)r->moves / (double)r->games,
		       100.0 * (double)r->black_wins / (double)r->games);
		if (scaling > 0)
			printf(" %7.2fx", scaling);
		putchar('\n');
		if (r->capped)
			printf("          (%" PRId64 " games reached the move cap)\n", r->capped);
	}
	fflush(stdout);
	*first = false;
}

static const struct cmdline_option bench_options[] = {
	{"--sizes", "LIST", "board sizes, e.g. 9,19 or 5-25 or 5,9-13 (default 9,19)"},
	{"--seconds", "S", "time per measurement (default 2)"},
	{"--games", "N", "end a measurement after N games (default: time only)"},
	{"--threads", "T", "also run T threads at once (up to 256): the speed-up"},
	{"--light", "", "light playouts (with no kind named: --light and --full)"},
	{"--heavy", "", "heavy playouts: the search's policy, MoGo's rules"},
	{"--full", "", "full-rules games, as genmove plays them"},
	{"--scan", "", "light playouts with libego's biased pick, to compare"},
	{"--ownership", "", "ownership playouts from varied positions, 1 and T threads"},
	{"--split", "", "light playouts: time playing apart from choosing"},
	{"--search", "", "the search player's tree search: playouts in the tree"},
	{"--seed", "N", "random seed (default 1)"},
	{"--json", "", "one JSON array, for machines"},
	{"--help", "", "this text"},
	{"--version", "", "the version"},
};

enum { BENCH_OPTIONS = sizeof(bench_options) / sizeof(bench_options[0]) };

static void usage(void)
{
	struct strbuf text = STRBUF_INIT;
	sb_adds(&text,
		"Usage: ishi-bench [OPTION]...\n"
		"Plays random games and prints their speed, by the wall clock and by CPU\n"
		"time: light playouts (simple ko, no history) and full-rules games\n"
		"(positional superko, as genmove plays) unless other kinds are named.\n"
		"\nOptions:\n");
	cmdline_help(&text, bench_options, BENCH_OPTIONS, 11, 5);
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
	bool kinds[KINDS]; /* as named */
	bool json, split;
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
	bool *flag = strcmp(name, "--json") == 0        ? &s->json
		     : strcmp(name, "--light") == 0     ? &s->kinds[KIND_LIGHT]
		     : strcmp(name, "--heavy") == 0     ? &s->kinds[KIND_HEAVY]
		     : strcmp(name, "--scan") == 0      ? &s->kinds[KIND_SCAN]
		     : strcmp(name, "--full") == 0      ? &s->kinds[KIND_FULL]
		     : strcmp(name, "--ownership") == 0 ? &s->kinds[KIND_OWNERSHIP]
		     : strcmp(name, "--search") == 0    ? &s->kinds[KIND_SEARCH]
		     : strcmp(name, "--split") == 0     ? &s->split
							: NULL;
	if (flag)
		*flag = true;
	return flag != NULL;
}

/* Reads the command line as ishi reads its own (cmdline.h). Returns -1 to
 * go on, or the exit status: 0 after --help or --version, 2 with one line on stderr for
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
		if (k >= 0 && strcmp(bench_options[k].name, "--version") == 0) {
			puts("ishi-bench " ISHI_VERSION);
			return 0;
		}
		if (k >= 0 && !set_option(s, bench_options[k].name, value))
			cmdline_bad_value(&error, &bench_options[k], value, NULL);
	}
	const bool named = s->kinds[KIND_HEAVY] || s->kinds[KIND_SCAN] || s->kinds[KIND_FULL] ||
			   s->kinds[KIND_OWNERSHIP] || s->kinds[KIND_SEARCH];
	if (!error.len && s->split && named && !s->kinds[KIND_LIGHT])
		sb_adds(&error, "--split times light playouts, which the kinds named leave out");
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
	/* No kind named runs light playouts and full-rules games. */
	bool *kinds = set.kinds;
	if (!kinds[KIND_LIGHT] && !kinds[KIND_HEAVY] && !kinds[KIND_SCAN] && !kinds[KIND_FULL] &&
	    !kinds[KIND_OWNERSHIP] && !kinds[KIND_SEARCH])
		kinds[KIND_LIGHT] = kinds[KIND_FULL] = true;
	bool first = true;
	for (int kind = 0; kind < KINDS; kind++) {
		if (!kinds[kind])
			continue;
		for (int i = 0; i < set.nsizes; i++) {
			struct run model = {.size = set.sizes[i],
					    .kind = (enum kind)kind,
					    .ko = kind == KIND_FULL ? KO_POSITIONAL : KO_SIMPLE,
					    .seconds = set.seconds,
					    .max_games = set.max_games,
					    .seed = set.seed};
			if (kind == KIND_OWNERSHIP) {
				struct run both[2];
				const int threads = set.threads > 1 ? set.threads : 2;
				run_ownership(&model, threads, both);
				report(&both[0], 1, 0, set.json, &first);
				report(&both[1], threads,
				       ((double)both[1].games / both[1].elapsed) /
					       ((double)both[0].games / both[0].elapsed),
				       set.json, &first);
				continue;
			}
			if (kind == KIND_SEARCH) {
				/* One search on T threads, the tree shared (uct/search.h),
				 * after one on one thread. */
				struct run one = run_parallel(&model, 1);
				report(&one, 1, 0, set.json, &first);
				if (set.threads > 1) {
					model.search_threads = set.threads;
					struct run some = run_parallel(&model, 1);
					report(&some, set.threads,
					       ((double)some.games / some.elapsed) /
						       ((double)one.games / one.elapsed),
					       set.json, &first);
				}
				continue;
			}
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
			if (set.split && kind == KIND_LIGHT)
				report_split(set.sizes[i], set.seed, set.max_games, set.json,
					     &first);
		}
	}
	if (set.json)
		puts(first ? "[]" : "\n]");
	return 0;
}
