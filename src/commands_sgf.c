/*
 * commands_sgf.c - loadsgf and printsgf: game records from and to files.
 *
 * The reader and writer (sgf.h, sgf_game.h) work on memory; the files are
 * opened here. A file is read whole, and only if it is a regular file no
 * larger than the reader's input limit, so no path (a FIFO, /dev/zero, a
 * huge file) can block the engine or exhaust its memory.
 */
#include "commands.h"

#include "score.h"
#include "sgf.h"
#include "sgf_game.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Reads the regular file at path into data; false with the reason in why. */
static bool read_file(const char *path, struct strbuf *data, struct strbuf *why)
{
	/* Non-blocking, so that opening a FIFO cannot wait for a writer. */
	int fd = open(path, O_RDONLY | O_NONBLOCK);
	if (fd < 0) {
		sb_adds(why, strerror(errno));
		return false;
	}
	struct stat st;
	bool ok = true;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		sb_adds(why, "not a regular file");
		ok = false;
	} else if (st.st_size > SGF_MAX_INPUT) {
		sb_addf(why, "larger than the limit of %d MiB", SGF_MAX_INPUT >> 20);
		ok = false;
	}
	char chunk[1 << 16];
	while (ok) {
		ssize_t n = read(fd, chunk, sizeof(chunk));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			sb_adds(why, strerror(errno));
			ok = false;
		} else if (n == 0) {
			break;
		} else if (data->len + (size_t)n > SGF_MAX_INPUT) {
			/* The file grew after fstat. */
			sb_addf(why, "larger than the limit of %d MiB", SGF_MAX_INPUT >> 20);
			ok = false;
		} else {
			sb_add(data, chunk, (size_t)n);
		}
	}
	close(fd);
	if (ok && data->failed) {
		sb_adds(why, "out of memory");
		ok = false;
	}
	return ok;
}

/* Replays the record into a scratch game and, only if all of it loads,
 * puts that game in place of the engine's. */
static bool load(struct engine *e, const struct sgf *tree, int move_limit, struct strbuf *why)
{
	struct game *scratch = malloc(sizeof(*scratch));
	const struct game *now = engine_game(e);
	if (!scratch || !game_init(scratch, now->board.grid.size)) {
		free(scratch);
		sb_adds(why, "out of memory");
		return false;
	}
	scratch->komi = now->komi;
	scratch->rules = now->rules;
	bool ok = sgf_game_load(scratch, tree, move_limit, why);
	if (ok) {
		/* The record's own result stands until the game changes; a
		 * record loaded only up to some move has not got there. */
		char result[sizeof(e->record_result)] = "";
		if (move_limit == 0)
			sgf_game_result(tree, result, sizeof(result));
		engine_load_game(e, scratch, result);
	} else {
		game_free(scratch);
	}
	free(scratch);
	return ok;
}

/* Whether a reason the reader, the loader or read_file gave says memory
 * ran out (as each puts it: the reason ends so), or could not be kept. */
static bool ran_out(const struct strbuf *why)
{
	static const char tail[] = "out of memory";
	const size_t n = sizeof(tail) - 1;
	return why->failed || (why->len >= n && memcmp(why->buf + why->len - n, tail, n) == 0);
}

static bool report(struct engine *e, struct reply *r, const char *command, const char *path,
		   const struct strbuf *why, const char *message)
{
	if (e->verbose)
		sb_addf(&r->diagnostics, "%s: %s: %s\n", command, path, why->buf);
	return cmd_fail(r, message);
}

/* loadsgf FILE [MOVE]: reads the SGF game record in FILE and replays its
 * main line (see sgf_game.h): board size, komi, rules, handicap and setup,
 * then the moves up to, not including, move number MOVE (counted from 1;
 * 0 or none: all of them). "syntax error" for a MOVE that is not a
 * non-negative integer; "cannot load file", changing nothing, if the file
 * cannot be read, is not SGF, or is not a game ishi can replay (with
 * --verbose, stderr says why), and "out of memory" if that is why. Answers nothing on success. */
bool cmd_loadsgf(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc < 1 || argc > 2)
		return cmd_fail(r, "syntax error");
	long move_limit = argc == 2 ? number_int(argv[1]) : 0;
	if (move_limit < 0)
		return cmd_fail(r, "syntax error");
	struct strbuf data = STRBUF_INIT, why = STRBUF_INIT;
	struct sgf tree;
	sgf_init(&tree);
	bool ok = read_file(argv[0], &data, &why) && sgf_parse(&tree, data.buf, data.len, &why) &&
		  load(e, &tree, (int)move_limit, &why);
	sb_release(&data);
	sgf_free(&tree);
	if (!ok)
		report(e, r, "loadsgf", argv[0], &why,
		       ran_out(&why) ? "out of memory" : "cannot load file");
	sb_release(&why);
	return ok;
}

/* The result printsgf writes, into *out: the loaded record's own, while
 * the game is as loaded; else, once the game is over (game_is_over), the
 * judged score; else none (NULL). False if memory ran out to judge. */
static bool result_of(struct engine *e, char buf[64], const char **out)
{
	*out = NULL;
	if (e->record_result[0]) {
		*out = e->record_result;
		return true;
	}
	if (!game_is_over(engine_game(e)))
		return true;
	struct score s;
	if (!engine_score(e, &s))
		return false;
	score_format(s.margin, buf, 64);
	*out = buf;
	return true;
}

/* printsgf [FILE]: the game as an SGF FF[4] record (see sgf_game.h): as
 * the response when no FILE is given, else written to FILE (replacing it)
 * with an empty response. "cannot save file" if FILE cannot be written. */
bool cmd_printsgf(struct engine *e, int argc, char **argv, struct reply *r)
{
	if (argc > 1)
		return cmd_fail(r, "syntax error");
	struct strbuf sgf = STRBUF_INIT, why = STRBUF_INIT;
	char buf[64];
	const char *result;
	bool ok = result_of(e, buf, &result);
	if (ok)
		sgf_game_write(engine_game(e), result, &sgf);
	ok = ok && !sgf.failed;
	if (!ok) {
		cmd_fail(r, "out of memory");
	} else if (argc == 0) {
		sb_add(&r->text, sgf.buf, sgf.len);
	} else {
		FILE *f = fopen(argv[0], "wb");
		bool written = f && fwrite(sgf.buf, 1, sgf.len, f) == sgf.len;
		if (!f || fclose(f) != 0 || !written) {
			sb_adds(&why, strerror(errno));
			ok = report(e, r, "printsgf", argv[0], &why, "cannot save file");
		}
	}
	sb_release(&sgf);
	sb_release(&why);
	return ok;
}
