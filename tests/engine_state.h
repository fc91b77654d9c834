/*
 * engine_state.h - everything a GTP command could change, taken as a value,
 * so that a test can check that a refused command changed nothing. Used by
 * the Check suites (driver.c) and the GTP fuzz target alike.
 */
#ifndef ISHI_TEST_ENGINE_STATE_H
#define ISHI_TEST_ENGINE_STATE_H

#include "engine.h"

#include <stdbool.h>

struct engine_state {
	struct position pos;
	uint64_t hash, seed, rng;
	int size, empty_count, length, to_move, handicap, captures[2];
	int ko_point, ko_colour; /* ko_colour is 0 without a ko point */
	double komi;
	struct rules rules;
	bool score_all_alive;
	int judge_playouts, resign_from_move;
	bool size_chosen;
	struct time_settings time;
	struct timeman_clock clock[2];
	double move_time;
	int64_t playouts;
	double resign_rate;
	int player_kind, tree_mb;
	char record_result[64];
	/* Digests of the move and position history, record by record, and of
	 * the record printsgf writes (its judged result aside: that follows
	 * from the rest). */
	uint64_t history, sgf;
};

void engine_state_take(const struct engine *e, struct engine_state *s);

/* Field by field: structs may differ in their padding. */
bool engine_state_equal(const struct engine_state *a, const struct engine_state *b);

#endif
