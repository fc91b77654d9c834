/*
 * coord.h - GTP vertices and colours as text.
 *
 * A vertex is a column letter A..Z without I, then a row number 1..25, or
 * "pass"; A1 is the lower left corner (GTP v2, section 2.11). Colours are
 * "b", "black", "w" or "white". Parsing ignores case; output is upper-case
 * vertices and lower-case "pass".
 */
#ifndef ISHI_COORD_H
#define ISHI_COORD_H

#include "bitboard.h"

#include <stddef.h>

enum {
	VERTEX_MALFORMED = -1, /* not a vertex on any board */
	VERTEX_OFF_BOARD = -2, /* a vertex, but not on this board */
};

/* The point (or PASS) named by text on the board of geometry g, or one of
 * VERTEX_MALFORMED and VERTEX_OFF_BOARD. */
int coord_parse_vertex(const struct grid *g, const char *text);

/* BLACK, WHITE, or -1 if text names no colour. */
int coord_parse_colour(const char *text);

/* Writes p (or PASS) as a vertex; buf must hold at least 5 bytes. */
void coord_format(const struct grid *g, int p, char *buf);

/* The column letter of column x (0-based). */
char coord_column_letter(int x);

#endif
