/*
 * helpers.h - shared by the Check suites: boards from ASCII diagrams, points
 * from vertex text, and a main() that runs one suite.
 *
 * A diagram is a Go diagram as printed, top row first: 'X' black, 'O' white,
 * '.' or '+' empty; spaces are ignored, rows end at '\n'.
 */
#ifndef ISHI_TEST_HELPERS_H
#define ISHI_TEST_HELPERS_H

#include "board.h"
#include "game.h"
#include "player.h"

#include <check.h>

/* ck_assert for loops that check millions of things: Check marks every
 * passing ck_assert with a write to its pipe, which would dominate. */
#define quick_assert(expr)                                                                         \
	do {                                                                                       \
		if (!(expr))                                                                       \
			ck_abort_msg("Assertion '%s' failed", #expr);                              \
	} while (0)

#define quick_assert_msg(expr, ...)                                                                \
	do {                                                                                       \
		if (!(expr))                                                                       \
			ck_abort_msg(__VA_ARGS__);                                                 \
	} while (0)

/* The position a diagram shows; its size is the number of rows. */
int diagram_position(const char *diagram, struct position *pos);

/* A game whose start position is the diagram, `to_move` to play. */
void game_from_diagram(struct game *g, const char *diagram, int to_move);

/* The point of a vertex on this board (or PASS); fails the test if bad. */
int pt(const struct game *g, const char *vertex);

/* Plays a move that must be legal, and checks every invariant after it. */
void must_play(struct game *g, int c, const char *vertex);

/* Whether ISHI_TEST_LIGHT is set, as `meson test --setup valgrind` and the
 * sanitizer and debug-check builds set it: then the loops that run millions
 * of plays run a tenth of their rounds (repeats), so that they finish under
 * memcheck and the checks in minutes. */
bool light_run(void);
int repeats(int n);

/* The search player's settings: `playouts` a move, resigning below
 * `resign` (0: never), the judge at its default effort. */
struct player_settings mcts_settings(int64_t playouts, double resign);

/* A search player told of g with these settings; the caller frees it. */
struct player *mcts_player(uint64_t seed, const struct game *g, const struct player_settings *s);

/* The search player's genmove (or a peek) for c, within `playouts`
 * playouts and no clock. */
int mcts_ask(struct player *p, const struct game *g, int c, int64_t playouts, unsigned how);

struct test_case {
	const char *name;
	const TTest *test;
};

/* Runs the cases as one suite, each in its own TCase with the fixture (NULL
 * for none) and timeout (seconds) given; returns the exit status. */
int run_cases(const char *suite, const struct test_case *cases, size_t count, SFun setup,
	      SFun teardown, double timeout);

#define CASE_COUNT(cases) (sizeof(cases) / sizeof((cases)[0]))

#endif
