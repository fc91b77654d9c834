/*
 * oom_gtp.c - the fault-injection run: GTP sessions with the Nth
 * allocation failing, for every N (tests/oom.h, SQLite's way).
 *
 *   oom-gtp [--every K] [--from-every K] [--judge-playouts N]
 *           [--judge-threads T] FILE...
 *   oom-gtp --full ROOT
 *
 * A FILE is a GTP transcript (a .tst or .gtp file: every line of it sent as
 * it is, from the file's folder, as gtp-regress.py sends them) or an SGF
 * record (a .sgf file: loadsgf of it, then printsgf, final_score and
 * showboard). --full takes every transcript of ROOT/gtp-scripts and every
 * record of ROOT/tests/sgf-corpus.
 *
 * For a file, a first run counts the allocations the session makes, from
 * session_init on: M of them (a second must count as many). Then for every
 * N from 1 to M (every K-th with --every K), a run with the Nth failing
 * (OOM_ONCE), and for every K-th N (--from-every K, 1 unless given; 0: none)
 * a run with the Nth and every later one failing (OOM_FROM). With
 * ISHI_TEST_LIGHT set (under valgrind), every 32nd and every 128th unless
 * told. Each run goes line by line beside a shadow session that never
 * fails and is sent the same lines, except those the failing session
 * refused for memory. After every line:
 * - the failing session answered exactly what the shadow answers (the same
 *   response and the same text for stderr, and then the same engine_state,
 *   clocks aside, since they charge real time), or
 * - it answered "? out of memory" with the line's id, an allocation failed
 *   during the line, and its engine_state is as before the line; the shadow
 *   is then sent an empty line, as if the command had never come;
 * - and the game keeps its invariants.
 * So every line before the one where an allocation fails answers as the
 * reference does; that line answers as the reference, the failure
 * absorbed, or is refused with nothing changed; and every line after it
 * answers as in a session that never had that line: the engine went on as
 * if the command had failed, its hidden state (the history's capacities,
 * its index, the caches, the buffers kept between commands) included,
 * since any of it gone wrong shows in a later answer or state. A line
 * without an answer, or an answer without a line, is a fault too; a crash
 * or a hang ends the run, which says the case it was on.
 *
 * If session_init fails, nothing else is checked: main.c then says "out of
 * memory" and exits (tests/oom-process.py runs that). Leaks are found by
 * the sanitizers' and valgrind's checks at exit.
 *
 * The answers of cputime and ishi-think hold times and counts of playouts,
 * which differ from run to run: each run of digits is compared as '#'; an
 * analysis line holds what the search found when the clock said to show
 * it: each is compared as "info". The
 * session is verbose (the diagnostics are checked too), thinks for at
 * most a millisecond (think_cap), searches at most 100 playouts a move
 * (playout_cap: counted, so that the shadow's search is the same), and
 * judges with 20 playouts on one
 * thread (--judge-playouts N, --judge-threads T: the thread starts are
 * injection points too). Exit status 0 if every run held, 1 if
 * one did not, 2 for a usage error; each fault is described on stderr, up
 * to 5 a file, and the count of injection points tried on stdout.
 */
#include "engine_state.h"
#include "gtp.h"
#include "oom.h"
#include "session.h"

#include <dirent.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAX_FAULTS_SHOWN = 5 };

/* What of an answer is compared as it varies: the digits' runs (cputime,
 * ishi-think), or each analysis line as a whole (analysis commands). */
enum mask { MASK_NONE, MASK_DIGITS, MASK_INFO_LINES };

/* A file as the lines sent: raw, without their newline. */
struct script {
	char name[PATH_MAX];
	char dir[PATH_MAX]; /* the folder to run it from; "" for the current one */
	char **line;
	size_t *len;
	enum mask *masked; /* how much of an answer varies from run to run */
	char (*id)[16];    /* the id the answer must echo, as echoed; "" for none */
	int count;
};

/* A session and the buffers main.c would give it. */
struct runner {
	struct session *s;
	struct strbuf out, err;
	char *scratch; /* the line, which the session edits in place */
};

/* What the run is on, for the crash handler: a fixed buffer, since it is
 * read from a signal handler. */
static char current_case[PATH_MAX + 128];

static void on_fatal(int sig)
{
	static const char head[] = "oom-gtp: died on ";
	ssize_t ignored = write(2, head, sizeof(head) - 1);
	ignored = write(2, current_case, strlen(current_case));
	ignored = write(2, "\n", 1);
	(void)ignored;
	signal(sig, SIG_DFL);
	raise(sig);
}

static void *need(void *p)
{
	if (!p) {
		fputs("oom-gtp: out of memory in the harness\n", stderr);
		exit(2);
	}
	return p;
}

/* The command name of a line and the id its answer echoes ("" for none),
 * as the session reads them (gtp.h). */
static void command_name(const char *line, size_t len, char *name, size_t size, char id[16])
{
	char *copy = need(malloc(len + 1));
	memcpy(copy, line, len);
	copy[len] = '\0';
	name[0] = id[0] = '\0';
	if (gtp_preprocess(copy, len) > 0) {
		char *cursor = copy + strspn(copy, " ");
		size_t n = strcspn(cursor, " ");
		char saved = cursor[n];
		cursor[n] = '\0';
		uint64_t value;
		const enum number_read read = number_digits(cursor, GTP_MAX_ID, &value);
		cursor[n] = saved;
		if (read == NUMBER_OK) {
			snprintf(id, 16, "%lu", (unsigned long)value);
			cursor += n;
			cursor += strspn(cursor, " ");
			n = strcspn(cursor, " ");
		}
		snprintf(name, size, "%.*s", (int)n, cursor);
	}
	free(copy);
}

static void add_line(struct script *sc, const char *text, size_t len)
{
	sc->line = need(realloc(sc->line, (size_t)(sc->count + 1) * sizeof(*sc->line)));
	sc->len = need(realloc(sc->len, (size_t)(sc->count + 1) * sizeof(*sc->len)));
	sc->masked = need(realloc(sc->masked, (size_t)(sc->count + 1) * sizeof(*sc->masked)));
	sc->id = need(realloc(sc->id, (size_t)(sc->count + 1) * sizeof(*sc->id)));
	sc->line[sc->count] = need(malloc(len + 1));
	memcpy(sc->line[sc->count], text, len);
	sc->line[sc->count][len] = '\0';
	sc->len[sc->count] = len;
	char name[64];
	command_name(text, len, name, sizeof(name), sc->id[sc->count]);
	sc->masked[sc->count] =
		strcmp(name, "cputime") == 0 || strcmp(name, "ishi-think") == 0 ? MASK_DIGITS
		: strstr(name, "-analyze") || strstr(name, "-genmove_analyze")  ? MASK_INFO_LINES
										: MASK_NONE;
	sc->count++;
}

static void free_script(struct script *sc)
{
	for (int i = 0; i < sc->count; i++)
		free(sc->line[i]);
	free(sc->line);
	free(sc->len);
	free(sc->masked);
	free(sc->id);
	memset(sc, 0, sizeof(*sc));
}

static bool ends_with(const char *s, const char *tail)
{
	size_t n = strlen(s), m = strlen(tail);
	return n >= m && strcmp(s + n - m, tail) == 0;
}

/* Reads a transcript, or makes the lines for an SGF record. */
static bool load_script(const char *path, struct script *sc)
{
	memset(sc, 0, sizeof(*sc));
	char full[PATH_MAX], here[PATH_MAX];
	if (path[0] == '/')
		snprintf(full, sizeof(full), "%s", path);
	else if (getcwd(here, sizeof(here)))
		snprintf(full, sizeof(full), "%.*s/%s", PATH_MAX / 2, here, path);
	else
		return false;
	const char *slash = strrchr(full, '/');
	snprintf(sc->name, sizeof(sc->name), "%s", slash + 1);
	if (ends_with(full, ".sgf")) {
		static const char *const after[] = {"printsgf", "final_score", "showboard"};
		char load[PATH_MAX + 16];
		snprintf(load, sizeof(load), "loadsgf %s", full);
		add_line(sc, load, strlen(load));
		for (int i = 0; i < 3; i++)
			add_line(sc, after[i], strlen(after[i]));
		return true;
	}
	snprintf(sc->dir, sizeof(sc->dir), "%.*s", (int)(slash - full), full);
	FILE *f = fopen(full, "rb");
	if (!f) {
		fprintf(stderr, "oom-gtp: cannot read %s\n", path);
		return false;
	}
	struct strbuf text = STRBUF_INIT;
	char chunk[4096];
	for (size_t n; (n = fread(chunk, 1, sizeof(chunk), f)) > 0;)
		sb_add(&text, chunk, n);
	fclose(f);
	need(!text.failed ? text.buf : NULL);
	for (size_t start = 0; start < text.len;) {
		const char *newline = memchr(text.buf + start, '\n', text.len - start);
		const size_t len =
			newline ? (size_t)(newline - text.buf) - start : text.len - start;
		add_line(sc, text.buf + start, len);
		start += len + 1;
	}
	sb_release(&text);
	return true;
}

/* Makes room in sb for n bytes, outside the count: the harness's buffers
 * stand for main.c's, whose failures the process run tests. */
static void reserve(struct strbuf *sb, size_t n)
{
	need(sb_reserve(sb, n) ? sb : NULL);
}

static struct engine_options run_options;

/* A fresh session, its initialisation counted; false if it failed. */
static bool runner_start(struct runner *r, size_t longest_line)
{
	memset(r, 0, sizeof(*r));
	r->s = need(malloc(sizeof(*r->s)));
	r->scratch = need(malloc(longest_line + 1));
	reserve(&r->out, 1 << 16);
	reserve(&r->err, 1 << 12);
	oom_counting(true);
	const bool ok = session_init(r->s, &run_options);
	oom_counting(false);
	if (!ok) {
		free(r->s);
		r->s = NULL;
	}
	return ok;
}

static void runner_stop(struct runner *r)
{
	if (r->s) {
		session_free(r->s);
		free(r->s);
	}
	free(r->scratch);
	sb_release(&r->out);
	sb_release(&r->err);
	memset(r, 0, sizeof(*r));
}

/* Sends one line (counted if counted); whether it was answered. */
static bool runner_send(struct runner *r, const char *line, size_t len, bool counted)
{
	memcpy(r->scratch, line, len);
	r->scratch[len] = '\0';
	sb_reset(&r->out);
	sb_reset(&r->err);
	oom_counting(counted);
	const bool answered = session_handle_line(r->s, r->scratch, len, &r->out, &r->err);
	oom_counting(false);
	return answered;
}

/* The state to compare across sessions: the clocks charge real time. */
static void comparable_state(const struct engine *e, struct engine_state *st)
{
	engine_state_take(e, st);
	memset(st->clock, 0, sizeof(st->clock));
}

/* Each run of digits as one '#', for the answers that vary (a count of
 * playouts may gain a digit on a machine less loaded). */
static void mask_digits(char *text)
{
	char *out = text;
	bool in_digits = false;
	for (; *text; text++) {
		const bool digit = *text >= '0' && *text <= '9';
		if (!digit)
			*out++ = *text;
		else if (!in_digits)
			*out++ = '#';
		in_digits = digit;
	}
	*out = '\0';
}

/* Each analysis line as "info": where a search shows what it found is
 * decided by the clock (the batches it reports between); the lines, their
 * number and the rest of the answer are not. */
static void mask_info_lines(char *text)
{
	char *out = text;
	for (bool line_start = true; *text;) {
		if (line_start && strncmp(text, "info ", 5) == 0) {
			text += strcspn(text, "\n");
			memcpy(out, "info", 4);
			out += 4;
			continue;
		}
		line_start = *text == '\n';
		*out++ = *text++;
	}
	*out = '\0';
}

static void mask(enum mask how, char *text)
{
	if (how == MASK_DIGITS)
		mask_digits(text);
	else if (how == MASK_INFO_LINES)
		mask_info_lines(text);
}

/* What the run found: faults, and the runs and injection points tried. */
struct tally {
	long once, from, faults;
	int shown;
};

static void fault(struct tally *t, const struct script *sc, const char *mode, long n, int i,
		  const char *what, const char *got, const char *want)
{
	t->faults++;
	if (t->shown++ >= MAX_FAULTS_SHOWN)
		return;
	fprintf(stderr, "%s: allocation %ld failing%s: line %d \"%.80s\": %s\n", sc->name, n, mode,
		i + 1, i >= 0 ? sc->line[i] : "(session_init)", what);
	if (got)
		fprintf(stderr, "  got:      %.400s\n", got);
	if (want)
		fprintf(stderr, "  expected: %.400s\n", want);
}

static bool is_oom_answer(const char *response)
{
	if (response[0] != '?')
		return false;
	size_t id = strspn(response + 1, "0123456789");
	return strcmp(response + 1 + id, " out of memory\n\n") == 0;
}

/* Whether the answer is a stream (analysis) that memory cut short: its
 * head ("=" and the id on a line of their own), the lines it had, the
 * empty line that ends it, and stderr saying why. */
static bool is_cut_stream(const char *response, const char *err)
{
	if (response[0] != '=')
		return false;
	const size_t id = strspn(response + 1, "0123456789");
	const size_t len = strlen(response);
	return response[1 + id] == '\n' && len >= 2 && strcmp(response + len - 2, "\n\n") == 0 &&
	       strstr(err, "out of memory") != NULL;
}

/* One run of the script with the shim's rule set (mode, n), the failing
 * session F beside the shadow S; false if a fault was found. For mode
 * OOM_NEVER, counts the allocations into *count (and checks F against S
 * all the same). */
static bool run(const struct script *sc, enum oom_mode mode, long n, long *count, struct tally *t)
{
	const char *label = mode == OOM_FROM ? " and every later one" : "";
	snprintf(current_case, sizeof(current_case), "%s, allocation %ld failing%s", sc->name, n,
		 label);
	size_t longest = 0;
	for (int i = 0; i < sc->count; i++)
		longest = sc->len[i] > longest ? sc->len[i] : longest;
	struct runner f, s;
	oom_set(OOM_NEVER, 0);
	if (!runner_start(&s, longest)) {
		fault(t, sc, label, n, -1, "the shadow session could not start", NULL, NULL);
		return false;
	}
	oom_set(mode, n);
	if (!runner_start(&f, longest)) {
		const bool held = oom_failed() > 0;
		if (!held)
			fault(t, sc, label, n, -1, "session_init failed, no allocation did", NULL,
			      NULL);
		runner_stop(&f);
		runner_stop(&s);
		return held;
	}
	bool held = true;
	for (int i = 0; i < sc->count && held && !f.s->quit; i++) {
		struct engine_state before, after, shadow;
		engine_state_take(&f.s->engine, &before);
		const long failed_before = oom_failed();
		const bool answered = runner_send(&f, sc->line[i], sc->len[i], true);
		const bool failed_here = oom_failed() > failed_before;
		engine_state_take(&f.s->engine, &after);
		if (!game_check_invariants(&f.s->engine.game)) {
			fault(t, sc, label, n, i, "the game broke its invariants", NULL, NULL);
			held = false;
			break;
		}
		/* Refused for memory, or a stream memory cut short, nothing
		 * changed: the shadow never sees the line, as if it had not
		 * come. */
		const bool cut = answered && failed_here && is_cut_stream(f.out.buf, f.err.buf);
		if (answered && failed_here && (is_oom_answer(f.out.buf) || cut) &&
		    engine_state_equal(&before, &after)) {
			if (strncmp(f.out.buf + 1, sc->id[i], strlen(sc->id[i])) != 0 ||
			    f.out.buf[1 + strlen(sc->id[i])] != (cut ? '\n' : ' ')) {
				fault(t, sc, label, n, i, "out of memory without the line's id",
				      f.out.buf, NULL);
				held = false;
			}
			runner_send(&s, "", 0, false);
			continue;
		}
		const bool shadow_answered = runner_send(&s, sc->line[i], sc->len[i], false);
		mask(sc->masked[i], f.out.buf);
		mask(sc->masked[i], s.out.buf);
		comparable_state(&f.s->engine, &after);
		comparable_state(&s.s->engine, &shadow);
		if (answered != shadow_answered || strcmp(f.out.buf, s.out.buf) != 0) {
			const bool oom = answered && is_oom_answer(f.out.buf);
			fault(t, sc, label, n, i,
			      oom && !failed_here ? "out of memory, but no allocation failed"
			      : oom               ? "out of memory, but the state changed"
						  : "a wrong answer",
			      answered ? f.out.buf : "(no answer)",
			      shadow_answered ? s.out.buf : "(no answer)");
			held = false;
		} else if (strcmp(f.err.buf, s.err.buf) != 0) {
			fault(t, sc, label, n, i, "other text for stderr", f.err.buf, s.err.buf);
			held = false;
		} else if (!engine_state_equal(&after, &shadow)) {
			fault(t, sc, label, n, i, "the same answer, another state", f.out.buf,
			      NULL);
			held = false;
		}
		if (s.s->quit != f.s->quit) {
			fault(t, sc, label, n, i, "quit in one session only", NULL, NULL);
			held = false;
		}
	}
	if (count)
		*count = oom_count();
	else if (held && mode == OOM_ONCE && oom_failed() == 0) {
		fault(t, sc, label, n, sc->count - 1,
		      "the allocation never came (a run that differs)", NULL, NULL);
		held = false;
	}
	runner_stop(&f);
	runner_stop(&s);
	return held;
}

/* Every injection point of one file; false if one did not hold. */
static bool inject(const struct script *sc, long every, long from_every, struct tally *t)
{
	if (sc->dir[0] && chdir(sc->dir) != 0) {
		fprintf(stderr, "oom-gtp: cannot enter %s\n", sc->dir);
		return false;
	}
	t->shown = 0;
	long count, again;
	const long faults = t->faults;
	if (!run(sc, OOM_NEVER, 0, &count, t) || !run(sc, OOM_NEVER, 0, &again, t))
		return false;
	if (again != count) {
		fprintf(stderr, "%s: %ld allocations, then %ld: the run is not repeatable\n",
			sc->name, count, again);
		t->faults++;
		return false;
	}
	long once = 0, from = 0;
	for (long n = 1; n <= count; n += every, once++)
		run(sc, OOM_ONCE, n, NULL, t);
	for (long n = 1; from_every > 0 && n <= count; n += from_every, from++)
		run(sc, OOM_FROM, n, NULL, t);
	t->once += once;
	t->from += from;
	printf("%s: %d lines, %ld allocations, %ld + %ld injection points, %s\n", sc->name,
	       sc->count, count, once, from, t->faults == faults ? "held" : "FAILED");
	fflush(stdout);
	return t->faults == faults;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The files of folder ending in one of the two endings, sorted, appended
 * to *paths. */
static void list_folder(const char *folder, const char *a, const char *b, char ***paths, int *count)
{
	DIR *d = opendir(folder);
	if (!d) {
		fprintf(stderr, "oom-gtp: cannot list %s\n", folder);
		exit(2);
	}
	const int first = *count;
	for (struct dirent *entry; (entry = readdir(d));) {
		if (!ends_with(entry->d_name, a) && !(b && ends_with(entry->d_name, b)))
			continue;
		*paths = need(realloc(*paths, (size_t)(*count + 1) * sizeof(**paths)));
		const size_t size = strlen(folder) + strlen(entry->d_name) + 2;
		(*paths)[*count] = need(malloc(size));
		snprintf((*paths)[*count], size, "%s/%s", folder, entry->d_name);
		(*count)++;
	}
	closedir(d);
	qsort(*paths + first, (size_t)(*count - first), sizeof(**paths), by_name);
}

static int usage(void)
{
	fputs("usage: oom-gtp [--every K] [--from-every K] [--judge-playouts N]\n"
	      "               [--judge-threads T] FILE...\n"
	      "       oom-gtp [options] --full ROOT\n",
	      stderr);
	return 2;
}

int main(int argc, char **argv)
{
	/* Under valgrind (ISHI_TEST_LIGHT, as helpers.h reads it), a sample. */
	const char *light = getenv("ISHI_TEST_LIGHT");
	const bool sample = light && *light && strcmp(light, "0") != 0;
	long every = sample ? 32 : 1, from_every = sample ? 128 : 1;
	const char *full = NULL;
	engine_options_default(&run_options);
	run_options.seed = 1;
	run_options.seed_given = true;
	run_options.think_cap = 0.001;
	run_options.playout_cap = 100;
	run_options.judge_playouts = 20;
	run_options.verbose = true; /* the diagnostics' paths too */
	char **paths = NULL;
	int count = 0, i = 1;
	for (; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
		char *end;
		if (i + 1 >= argc)
			return usage();
		if (strcmp(argv[i], "--full") == 0) {
			full = argv[++i];
			continue;
		}
		const long value = strtol(argv[++i], &end, 10);
		if (*end || value < 0)
			return usage();
		if (strcmp(argv[i - 1], "--every") == 0 && value > 0)
			every = value;
		else if (strcmp(argv[i - 1], "--from-every") == 0)
			from_every = value;
		else if (strcmp(argv[i - 1], "--judge-playouts") == 0 &&
			 value <= JUDGE_MAX_PLAYOUTS)
			run_options.judge_playouts = (int)value;
		else if (strcmp(argv[i - 1], "--judge-threads") == 0 && value >= 1 &&
			 value <= JUDGE_MAX_THREADS)
			run_options.judge_threads = (int)value;
		else
			return usage();
	}
	if (full) {
		char folder[PATH_MAX];
		snprintf(folder, sizeof(folder), "%s/gtp-scripts", full);
		list_folder(folder, ".tst", ".gtp", &paths, &count);
		snprintf(folder, sizeof(folder), "%s/tests/sgf-corpus", full);
		list_folder(folder, ".sgf", NULL, &paths, &count);
	}
	for (; i < argc; i++) {
		paths = need(realloc(paths, (size_t)(count + 1) * sizeof(*paths)));
		paths[count] = need(malloc(strlen(argv[i]) + 1));
		strcpy(paths[count++], argv[i]);
	}
	if (count == 0)
		return usage();
	const int fatal[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGALRM};
	for (size_t k = 0; k < sizeof(fatal) / sizeof(*fatal); k++)
		signal(fatal[k], on_fatal);
	oom_counting(false);
	char home[PATH_MAX];
	if (!getcwd(home, sizeof(home)))
		return 2;
	struct tally t = {0, 0, 0, 0};
	int failed_files = 0;
	const clock_t start = clock();
	for (int k = 0; k < count; k++) {
		struct script sc;
		/* Paths are read from where the program started. */
		if (chdir(home) != 0 || !load_script(paths[k], &sc))
			return 2;
		failed_files += !inject(&sc, every, from_every, &t);
		free_script(&sc);
		free(paths[k]);
	}
	free(paths);
	printf("oom-gtp: %d files, %ld injection points tried (%ld failing once, %ld failing "
	       "from there on), %ld faults in %d files, %.1f s\n",
	       count, t.once + t.from, t.once, t.from, t.faults, failed_files,
	       (double)(clock() - start) / CLOCKS_PER_SEC);
	return t.faults ? 1 : 0;
}
