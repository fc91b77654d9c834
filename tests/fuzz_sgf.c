/*
 * fuzz_sgf.c - a libFuzzer target for the SGF reader and the game loader.
 *
 * Any bytes may be refused, but none may crash, leak, hang, or leave a game
 * that breaks its invariants; every refusal must say why; and a record that
 * loads must come back as the same game through the writer (the round trip
 * printsgf and loadsgf make). A failed check aborts, which the fuzzer and
 * the plain driver (fuzz_driver.c) both report.
 */
#include "sgf.h"
#include "sgf_game.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(bool ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_sgf: %s\n", what);
		abort();
	}
}

/* Whether b holds the same history as a, record by record. */
static bool same_history(const struct game *a, const struct game *b)
{
	if (a->board.grid.size != b->board.grid.size || a->length != b->length ||
	    a->komi != b->komi || a->handicap != b->handicap)
		return false;
	for (int i = 0; i < a->length; i++) {
		const struct record *r = &a->records[i], *s = &b->records[i];
		if (r->hash != s->hash || r->kind != s->kind || r->to_move != s->to_move ||
		    r->point != s->point || r->captures[0] != s->captures[0] ||
		    r->captures[1] != s->captures[1])
			return false;
	}
	return true;
}

/* Writes g, reads it back into `back`, and checks that nothing changed. */
static void round_trip(const struct game *g, struct game *back)
{
	struct strbuf text = STRBUF_INIT, error = STRBUF_INIT;
	struct sgf tree;
	sgf_init(&tree);
	sgf_game_write(g, NULL, &text);
	check(!text.failed, "out of memory writing");
	check(sgf_parse(&tree, text.buf, text.len, &error), "the writer's output does not parse");
	check(game_init(back, 19), "out of memory");
	back->rules = g->rules; /* rules without a name are not written */
	check(sgf_game_load(back, &tree, 0, &error), "the writer's output does not load");
	check(same_history(g, back), "the round trip changed the game");
	game_free(back);
	sgf_free(&tree);
	sb_release(&text);
	sb_release(&error);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgf tree;
	struct strbuf error = STRBUF_INIT;
	sgf_init(&tree);
	bool parsed = sgf_parse(&tree, (const char *)data, size, &error);
	check(parsed == (error.len == 0), "an error without a message, or a message without one");
	check(parsed == (tree.node_count > 0),
	      "a tree without a root, or a refusal that kept nodes");
	if (parsed) {
		struct game *g = malloc(sizeof(*g)), *back = malloc(sizeof(*back));
		check(g && back && game_init(g, 19), "out of memory");
		/* The last byte chooses a move limit too, to stop part way. */
		int limit = size > 0 ? data[size - 1] % 8 : 0;
		if (sgf_game_load(g, &tree, limit, &error)) {
			check(game_check_invariants(g), "a loaded game breaks its invariants");
			round_trip(g, back);
		} else {
			check(error.len > 0, "a load refused without a message");
		}
		game_free(g);
		free(g);
		free(back);
	}
	sgf_free(&tree);
	sb_release(&error);
	return 0;
}
