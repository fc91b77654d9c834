/*
 * ladder.h - ladders read on the playout board.
 *
 * A chain in atari that extends to two liberties can be chased: the
 * opponent ataris it again, it extends again, and so on, until it reaches
 * three liberties (it escapes), captures a chasing stone (it escapes), or
 * is left with one (it is caught). Playouts that run such a chain out, and
 * a tree that believes it, misjudge every ladder on a big board; these
 * answer the question by playing the chase out on copies of the board,
 * both ataris tried at every step.
 *
 * A reading stops after LADDER_PLAYS plays and then says the chain escapes:
 * an unread ladder is not a capture. No I/O, no allocation; the board
 * given is never changed.
 */
#ifndef ISHI_LADDER_H
#define ISHI_LADDER_H

#include "pboard.h"

#include <stdbool.h>

/* The plays a reading may make: the longest chase, across a 25x25 board
 * from corner to corner (23 steps, each with the atari tried in vain; 120
 * plays read no chase past 21 steps), and no deeper than a thread's stack
 * holds (a copy of the board per step: ladder.c). */
enum { LADDER_PLAYS = 160 };

/* The distinct liberties of the chain headed by h, counted up to `most`,
 * the first of them (up to two) in libs. */
int ladder_liberties(const struct pboard *b, int h, int most, int libs[2]);

/* Whether c's chain in atari at lib is caught if it extends there: the
 * extension is no light move of c's, or leaves one liberty, or two and the
 * opponent captures it in a ladder. Captures it could make instead are
 * not asked about. */
bool ladder_escape_caught(const struct pboard *b, int c, int lib);

/* Whether c's play at p (a light move) ataris a chain of the opponent's
 * that then cannot escape: every chain it leaves in atari next to p is
 * caught when it extends, and it leaves at least one. */
bool ladder_atari_catches(const struct pboard *b, int c, int p);

#endif
