/*
 * score.h - area scoring.
 *
 * A player's area is their stones plus the empty regions that border only
 * their stones. An empty region that borders both colours (or none, on an
 * empty board) is neutral and counts for nobody. Every stone on the board
 * counts as alive, so a seki scores as it stands: its stones for their
 * owners, its shared liberties for nobody. Komi goes to White.
 */
#ifndef ISHI_SCORE_H
#define ISHI_SCORE_H

#include "board.h"

#include <stddef.h>

struct area_score {
	int stones[2];
	int territory[2];
	int neutral;
	struct bitboard owned[2]; /* territory points of each colour */
};

void score_area(const struct grid *g, const struct position *pos, struct area_score *out);

/* Black's area minus White's area minus komi. */
double score_margin(const struct area_score *s, double komi);

/* The margin of score_area for the position on b. Quick when no two empty
 * points touch, as at the end of a light playout: each empty point is then
 * a region of its own, which the neighbour masks settle. */
double score_board_margin(const struct board *b, double komi);

/* Writes a margin as GTP and SGF write results: "B+3.5", "W+0.5", or "0"
 * for a draw. Returns the length written, truncating to fit `size`. */
int score_format(double margin, char *buf, size_t size);

#endif
