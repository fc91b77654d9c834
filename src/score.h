/*
 * score.h - the result of a game: one path from a position, what the end of
 * the game settled about it (a verdict: dead stones, seki, open borders) and
 * the rules to the area, territory, prisoners and margin.
 *
 * Area scoring: a player's area is their live stones plus the empty regions
 * (the points of dead stones among them, once removed) that border only
 * their live stones, and the points a verdict claims for them in regions
 * not closed yet. A region that borders both colours, or none (an empty
 * board), is otherwise neutral and counts for nobody; so a seki scores as it
 * stands: its stones for their owners, its shared liberties for nobody.
 * Komi goes to White.
 */
#ifndef ISHI_SCORE_H
#define ISHI_SCORE_H

#include "board.h"

#include <stddef.h>

struct game;

/* What the end of the game settled about the stones and the empty points
 * (the dead-stone judge's verdict, judge.h). */
struct verdict {
	struct bitboard dead;       /* stones taken off as dead: the other side's prisoners */
	struct bitboard seki;       /* live stones in seki */
	struct bitboard claimed[2]; /* empty points of regions that border both colours,
				     * each colour's once its borders close */
};

struct score {
	int stones[2];            /* live stones of each colour */
	int territory[2];         /* points of the regions each colour surrounds */
	int neutral;              /* points of regions that count for nobody */
	int prisoners[2];         /* stones each colour took: captured and dead */
	double margin;            /* Black's points minus White's, komi included */
	struct bitboard owned[2]; /* the territory points of each colour */
	struct bitboard neutral_points;
};

/* Scores g by its rules and komi, as the verdict v settles it (NULL: every
 * stone alive, and the board counted as it stands). */
void score_game(const struct game *g, const struct verdict *v, struct score *out);

/* Area scoring of a bare position, every stone alive: out's prisoners are
 * 0 and its margin is at komi 0. */
void score_position(const struct grid *g, const struct position *pos, struct score *out);

/* The area margin for the position on b at komi, every stone alive. Quick
 * when no two empty points touch, as at the end of a light playout: each
 * empty point is then a region of its own, which the neighbour masks
 * settle. */
double score_board_margin(const struct board *b, double komi);

/* Writes a margin as GTP and SGF write results: "B+3.5", "W+0.5", or "0"
 * for a draw. Returns the length written, truncating to fit `size`. */
int score_format(double margin, char *buf, size_t size);

#endif
