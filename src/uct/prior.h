/*
 * uct/prior.h - what a node knows before its first playout: virtual wins
 * and losses from a few rules of good shape, as Gelly and Silver's "prior
 * knowledge" (MoGo) and michi's and Pachi's cheap priors.
 *
 * Each child starts with `even` visits won half of the time (so that no
 * child looks certain before it is tried), and then, for c's move at p:
 * - a capture: wins for the stones taken, more when the capture frees a
 *   chain of c's in atari;
 * - an escape from atari: wins when the chain it extends has three
 *   liberties or more afterwards, losses when it has two and a ladder
 *   catches it (ladder.h);
 * - an atari that catches a chain in a ladder: wins;
 * - a self-atari (board_is_self_atari): losses;
 * - near the last move: wins by distance (1, 2 or 3 points away);
 * - in an empty area (no stone within three points): losses on the first
 *   two lines, wins on the third (as michi's priors).
 * A pass starts as a poor move (a search finds when it is right; the player
 * decides the end of the game from the judge, uct/player). Moves that fill
 * one of c's eyes never become children at all. No I/O.
 */
#ifndef ISHI_UCT_PRIOR_H
#define ISHI_UCT_PRIOR_H

#include "board.h"
#include "pboard.h"
#include "uct/tree.h"

/* The weights, in virtual visits. */
struct uct_prior {
	float even;              /* visits at one half for every child */
	float capture;           /* wins for a capture */
	float capture_per_stone; /* and for each stone taken, up to ten */
	float capture_saves;     /* more when the capture frees a chain in atari */
	float escape;            /* wins for an escape to three liberties or more */
	float self_atari;        /* losses */
	float ladder_escape;     /* losses for running into a ladder that catches */
	float ladder_atari;      /* wins for an atari whose ladder catches */
	float near[3];           /* wins at distance 1, 2, 3 from the last move */
	float edge;              /* losses for the first two lines in an empty area */
	float third_line;        /* wins for the third line in an empty area */
	float pass_wins, pass_visits;
};

/* The weights the search uses unless told. */
extern const struct uct_prior uct_prior_default;

/* Sets the statistics of `node` (a new child for c's move node->move on
 * b, the position before it, with pb the same position on a playout board,
 * `last` the move that led there or PASS) as the prior says; every field
 * but the move is written. */
void uct_prior_child(const struct uct_prior *w, const struct board *b, const struct pboard *pb,
		     int c, int last, struct uct_node *node);

#endif
