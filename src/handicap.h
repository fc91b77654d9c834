/*
 * handicap.h - where handicap stones go.
 *
 * Fixed placement follows the GTP v2 specification (section 4.1.1): defined
 * for sizes 7 to 25; the stones stand on the third line up to 12x12 and on
 * the fourth line from 13x13; 2 to 9 stones on odd sizes from 9x9, 2 to 4 on
 * 7x7 and on even sizes. In the specification's order: two opposite corners,
 * then the other two, the centre for an odd count, the side midpoints left and
 * right, then top and bottom.
 */
#ifndef ISHI_HANDICAP_H
#define ISHI_HANDICAP_H

#include "bitboard.h"

/* The largest fixed handicap on this size (0 if there is none). */
int handicap_max_fixed(int size);

/* Writes the points of an n-stone fixed handicap in the specification's
 * order and returns n, or returns 0 if n stones have no fixed placement. */
int handicap_fixed(const struct grid *g, int n, int points[9]);

/* Chooses n stones (2 <= n < number of points) for a free handicap: the
 * fixed placement as far as it goes, then each further stone where it is
 * farthest from the stones placed and from their mirror images across the
 * nearest edge, preferring the handicap line, then the centre. Returns how
 * many were placed: n, or 0 if n is out of range. */
int handicap_free(const struct grid *g, int n, int *points);

#endif
