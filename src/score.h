/*
 * score.h - the result of a game: one path from a position, what the end of
 * the game settled about it (a verdict: dead stones, seki) and
 * the rules (rules.h) to the area, territory, prisoners and margin.
 *
 * The count is the rules' and every scoring program's, from the verdict's
 * dead stones: they come off, and a player's territory is then the empty
 * regions (the points of the dead stones among them) that border only their
 * live stones. A region that borders live stones of both colours counts for
 * nobody: dame, the shared liberties of a seki, and an open border or a gap
 * in a wall not yet closed, whoever would close it (what play would make of
 * it is an estimate's, judge.h). A region that borders no live stone
 * belongs to the side that killed the dead stones in it, if they are all of
 * one colour; else (an empty board) to nobody. So a seki scores as it
 * stands, its eyes for their owner. Komi goes to White.
 * - Area scoring: live stones plus territory; White also gets the rules'
 *   handicap bonus (0, N or N-1 for N handicap stones).
 * - Territory scoring: territory plus prisoners (stones captured, dead
 *   stones taken off, and with pass stones one for each pass of the
 *   opponent); with tax SEKI the eyes of groups in seki count for nobody.
 *   A point the owner must still fill (teire) is no territory: once the
 *   dame are filled (the neutral points but a seki's liberties; for each
 *   colour's chains, the dame next to its stones by itself and the rest by
 *   the other), a chain of live stones, not in seki, left with one liberty
 *   in its own territory must connect there, and the point counts for
 *   nobody, until no chain is short.
 * Both margins are computed; `margin` is the one of the rules in force. They
 * agree when both players have had as many turns (passes counted as stones,
 * as AGA's pass stones make them) and the handicap bonus is N - 1.
 */
#ifndef ISHI_SCORE_H
#define ISHI_SCORE_H

#include "board.h"

#include <stddef.h>

struct game;

/* What the end of the game settled about the stones (the dead-stone
 * judge's verdict, judge.h). */
struct verdict {
	struct bitboard dead; /* stones taken off as dead: the other side's prisoners */
	struct bitboard seki; /* live stones in seki */
};

struct score {
	int stones[2];      /* live stones of each colour */
	int territory[2];   /* points of the regions each colour surrounds */
	int neutral;        /* points of regions that count for nobody */
	int prisoners[2];   /* stones each colour took: captured and dead, and
			     * pass stones when the rules have them */
	int handicap_bonus; /* White's, under area scoring */
	double area_margin; /* Black's points minus White's, komi included */
	double territory_margin;
	double margin;            /* the one of the rules in force */
	struct bitboard owned[2]; /* the territory points of each colour, as the
				   * rules in force count them */
	struct bitboard neutral_points;
};

/* Scores g by its rules and komi, as the verdict v settles it (NULL: every
 * stone alive, and the board counted as it stands). */
void score_game(const struct game *g, const struct verdict *v, struct score *out);

/* The dame among `neutral` points: those next to no stone of `seki` (NULL:
 * none), which either side may fill, where a seki's liberties may not be. */
void score_dame(const struct grid *g, const struct bitboard *neutral, const struct bitboard *seki,
		struct bitboard *out);

/* score_position of the live stones `alive` (no dead stone among them),
 * and under territory counting each side's teire taken from its territory
 * as score_game takes them, seki being the stones in seki: at komi 0, no
 * prisoners. */
void score_settled(const struct grid *g, const struct position *alive, const struct bitboard *seki,
		   bool territory, struct score *out);

/* The live stones of pos: those of `dead` (NULL: none) off. */
void score_alive(const struct grid *g, const struct position *pos, const struct bitboard *dead,
		 struct position *out);

/* An estimate, not the count: what the score would become if play went on.
 * score_game's count, but of `closed`, the live stones (score_alive) with
 * the moves of a closing played on them (closing.h), c having taken
 * captured[c] stones in those moves; then each point of claimed[c] that
 * it counts for nobody (and claimed[c ^ 1] does not hold) counted for c,
 * as the judge's playouts expect the open borders the closing left to
 * close (judge.h), but by territory none next to live stones of both
 * colours, a dame whoever fills it; by area, an odd dame left (a neutral
 * point next to no seki) for the side to move, as the two would fill them
 * in turn. */
void score_estimate(const struct game *g, const struct verdict *v, const struct position *closed,
		    const int captured[2], const struct bitboard claimed[2], struct score *out);

/* Area scoring of a bare position, every stone alive: out's prisoners are
 * 0, and its margins are the area margin at komi 0. */
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
