/*
 * fuzz_gtp.c - a libFuzzer target for the GTP engine: the input is a session,
 * fed line by line as main.c feeds it.
 *
 * Any line may be refused, but none may crash, leak or hang the engine; every
 * line that holds a command gets one framed response ("=" or "?", ending in
 * a blank line); the game keeps its invariants after every line; and a
 * command answered with an error changes nothing. Lines that mention SGF
 * once preprocessed (which drops control characters, so the test looks at a
 * preprocessed copy) are skipped: loadsgf and printsgf name files, and a
 * fuzzer must not read or write files (fuzz_sgf.c covers the SGF code). A
 * failed check aborts, which the fuzzer and the plain driver (fuzz_driver.c)
 * both report.
 */
#include "engine_state.h"
#include "gtp.h"
#include "session.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(bool ok, const char *what, const char *line)
{
	if (!ok) {
		fprintf(stderr, "fuzz_gtp: %s after the line \"%s\"\n", what, line);
		abort();
	}
}

/* Whether a response holds exactly one blank line, at its end. */
static bool one_response(const char *text, size_t len)
{
	if (len < 3 || (text[0] != '=' && text[0] != '?'))
		return false;
	for (size_t i = 0; i + 1 < len; i++)
		if (text[i] == '\n' && text[i + 1] == '\n')
			return i + 2 == len;
	return false;
}

/* Whether a line mentions SGF, in any case. */
static bool names_sgf(const char *line, size_t len)
{
	for (size_t i = 0; i + 3 <= len; i++)
		if ((line[i] | 0x20) == 's' && (line[i + 1] | 0x20) == 'g' &&
		    (line[i + 2] | 0x20) == 'f')
			return true;
	return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct session *s = malloc(sizeof(*s));
	struct engine_options options;
	engine_options_default(&options);
	options.seed = 1;
	options.seed_given = true;
	options.verbose = true;      /* the diagnostics paths too */
	options.judge_playouts = 20; /* the judge's paths, at a fuzzer's pace */
	options.think_cap = 0.001;   /* and thinks */
	options.playout_cap = 100;   /* and searches */
	check(s && session_init(s, &options), "out of memory", "");
	const struct engine *e = &s->engine;
	/* The raw line for the engine, and a copy preprocessed the same way
	 * to see what it will run and to show in messages (the engine edits
	 * its line in place). */
	char *line = malloc(size + 1), *clean = malloc(size + 1);
	struct strbuf out = STRBUF_INIT, err = STRBUF_INIT;
	check(line && clean, "out of memory", "");
	size_t start = 0;
	while (start < size && !s->quit) {
		const uint8_t *newline = memchr(data + start, '\n', size - start);
		const size_t len = newline ? (size_t)(newline - (data + start)) : size - start;
		memcpy(line, data + start, len);
		line[len] = '\0';
		memcpy(clean, line, len + 1);
		start += len + 1;
		if (names_sgf(clean, gtp_preprocess(clean, len)))
			continue;
		struct engine_state before, after;
		engine_state_take(e, &before);
		sb_reset(&out);
		const bool answered = session_handle_line(s, line, len, &out, &err);
		engine_state_take(e, &after);
		check(!out.failed && !err.failed, "out of memory", clean);
		if (answered) {
			check(one_response(out.buf, out.len),
			      "a response not framed as one response", clean);
			check(out.buf[0] == '=' || engine_state_equal(&before, &after),
			      "a refused command changed the game", clean);
		} else {
			check(out.len == 0, "a response to a line without a command", clean);
		}
		check(game_check_invariants(&e->game), "the game breaks its invariants", clean);
		sb_reset(&err);
	}
	sb_release(&out);
	sb_release(&err);
	free(line);
	free(clean);
	session_free(s);
	free(s);
	return 0;
}
