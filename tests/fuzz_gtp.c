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
#include "engine.h"
#include "gtp.h"

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

/* What a command could change. */
struct state {
	int size, length, handicap, to_move, captures[2], ko_point, ko_colour;
	uint64_t hash, seed, rng;
	double komi;
	struct rules rules;
	struct position pos;
	struct time_settings time;
	struct clock_left left[2];
};

static void take_state(const struct engine *e, struct state *s)
{
	const struct game *g = &e->game;
	s->size = g->board.grid.size;
	s->length = g->length;
	s->handicap = g->handicap;
	s->to_move = game_to_move(g);
	s->captures[0] = game_captures(g, 0);
	s->captures[1] = game_captures(g, 1);
	s->ko_point = g->board.ko_point;
	s->ko_colour = g->board.ko_point ? g->board.ko_colour : 0;
	s->hash = game_hash(g);
	s->seed = e->seed;
	s->rng = e->rng.state;
	s->komi = g->komi;
	s->rules = g->rules;
	s->pos = g->board.pos;
	s->time = e->time;
	s->left[0] = e->left[0];
	s->left[1] = e->left[1];
}

static bool same_clock(const struct clock_left *a, const struct clock_left *b)
{
	return a->known == b->known && a->time == b->time && a->stones == b->stones;
}

/* Field by field: structs may differ in their padding. */
static bool same_state(const struct state *a, const struct state *b)
{
	return a->size == b->size && a->length == b->length && a->handicap == b->handicap &&
	       a->to_move == b->to_move && a->captures[0] == b->captures[0] &&
	       a->captures[1] == b->captures[1] && a->ko_point == b->ko_point &&
	       a->ko_colour == b->ko_colour && a->hash == b->hash && a->seed == b->seed &&
	       a->rng == b->rng && a->komi == b->komi && a->rules.ko == b->rules.ko &&
	       a->rules.allow_suicide == b->rules.allow_suicide &&
	       memcmp(&a->pos, &b->pos, sizeof(a->pos)) == 0 &&
	       a->time.system == b->time.system && a->time.main_time == b->time.main_time &&
	       a->time.byo_time == b->time.byo_time && a->time.byo_count == b->time.byo_count &&
	       same_clock(&a->left[0], &b->left[0]) && same_clock(&a->left[1], &b->left[1]);
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
	struct engine *e = malloc(sizeof(*e));
	struct engine_options options;
	engine_options_default(&options);
	options.seed = 1;
	options.seed_given = true;
	check(e && engine_init(e, &options), "out of memory", "");
	/* The raw line for the engine, and a copy preprocessed the same way
	 * to see what it will run. */
	char *line = malloc(size + 1), *clean = malloc(size + 1);
	struct strbuf out = STRBUF_INIT, err = STRBUF_INIT;
	check(line && clean, "out of memory", "");
	size_t start = 0;
	while (start < size && !e->quit) {
		const uint8_t *newline = memchr(data + start, '\n', size - start);
		const size_t len = newline ? (size_t)(newline - (data + start)) : size - start;
		memcpy(line, data + start, len);
		line[len] = '\0';
		memcpy(clean, line, len + 1);
		start += len + 1;
		if (names_sgf(clean, gtp_preprocess(clean, len)))
			continue;
		/* The engine edits the line in place: messages show the
		 * preprocessed copy. */
		const char *shown = clean;
		struct state before, after;
		take_state(e, &before);
		sb_reset(&out);
		const bool answered = engine_handle_line(e, line, len, &out, &err);
		take_state(e, &after);
		check(!out.failed && !err.failed, "out of memory", shown);
		if (answered) {
			check(one_response(out.buf, out.len), "a response not framed as one response",
			      shown);
			check(out.buf[0] == '=' || same_state(&before, &after),
			      "a refused command changed the game", shown);
		} else {
			check(out.len == 0, "a response to a line without a command", shown);
		}
		check(game_check_invariants(&e->game), "the game breaks its invariants", shown);
		sb_reset(&err);
	}
	sb_release(&out);
	sb_release(&err);
	free(line);
	free(clean);
	engine_free(e);
	free(e);
	return 0;
}
