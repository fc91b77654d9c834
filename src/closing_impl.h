/*
 * closing_impl.h - what the closing's files share, not part of its
 * interface (closing.h): its state, and the steps and plays one file
 * asks of the other. closing.c plays steps 1 to 4 and runs the whole;
 * closing_teire.c finds step 5's teire.
 */
#ifndef ISHI_CLOSING_IMPL_H
#define ISHI_CLOSING_IMPL_H

#include "board.h"

#include <stdbool.h>

/* The teire a closed position may get (step 5), each followed by the
 * rest of the closing, and the readings it may make to find them (its
 * plays count among CLOSING_TRIES): they bound its time. */
enum { TEIRE_ROUNDS = 8, TEIRE_READINGS = 64 };

/* The boards a closing plays on: the game, a play tried on it, and two
 * boards for reading whether a chain there is safe: the opponent's fill,
 * and the answer to it. */
struct closing {
	struct board b, tried, filled, answered;
	const struct bitboard *seki;
	struct bitboard placed;    /* the stones the closing played */
	struct bitboard dead;      /* the verdict's dead stones still on the board */
	struct bitboard near_seki; /* the stones in seki and their neighbours */
	int tries;                 /* left of CLOSING_TRIES */
	int readings;              /* left of TEIRE_READINGS */
	bool out_of_memory;        /* a reading of step 5's could not be made */
	bool area;
	struct closing *ahead; /* where a play's forced answer is found; NULL in it */
};

/* Plays c at p on k->tried (a copy of k->b) if it is legal, its stone
 * stays, and the closing has a try left. Returns the stones taken, or -1
 * (and k->tried in any state) if not. */
int closing_tried_play(struct closing *k, int c, int p);

/* Black's margin after c's play on k->tried, which took `taken` stones. */
int closing_margin_tried(const struct closing *k, int c, int taken);

/* Plays c's closing move p on k->b, adding to captured[c] the stones it
 * took. */
void closing_place(struct closing *k, int c, int p, int captured[2]);

/* Step 5, once both sides passed: plays a teire that a closed fight of
 * the closed position needs, and returns the colour that played it; -1
 * if none is needed or found (closing_teire.c). */
int closing_add_teire(struct closing *k, bool allow_suicide, int captured[2]);

#endif
