/*
 * coord.c - vertex and colour text.
 */
#include "coord.h"

#include "board.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

char coord_column_letter(int x)
{
	/* I is skipped, so that it is never confused with J or 1. */
	return (char)('A' + x + (x >= 8));
}

int coord_parse_vertex(const struct grid *g, const char *text)
{
	if (strcasecmp(text, "pass") == 0)
		return PASS;
	int letter = toupper((unsigned char)text[0]);
	if (letter < 'A' || letter > 'Z' || letter == 'I')
		return VERTEX_MALFORMED;
	int x = letter - 'A' - (letter > 'I');
	int row = 0, digits = 0;
	for (const char *s = text + 1; *s; s++) {
		if (!isdigit((unsigned char)*s) || digits == 2)
			return VERTEX_MALFORMED;
		row = row * 10 + (*s - '0');
		digits++;
	}
	if (digits == 0 || text[1] == '0' || row > BOARD_MAX_SIZE)
		return VERTEX_MALFORMED;
	if (x >= g->size || row > g->size)
		return VERTEX_OFF_BOARD;
	return grid_point(g, x, row - 1);
}

int coord_parse_colour(const char *text)
{
	if (strcasecmp(text, "b") == 0 || strcasecmp(text, "black") == 0)
		return BLACK;
	if (strcasecmp(text, "w") == 0 || strcasecmp(text, "white") == 0)
		return WHITE;
	return -1;
}

void coord_format(const struct grid *g, int p, char *buf)
{
	if (p == PASS) {
		strcpy(buf, "pass");
		return;
	}
	int x = grid_x(g, p), row = grid_y(g, p) + 1, n = 0;
	buf[n++] = coord_column_letter(x);
	if (row >= 10)
		buf[n++] = (char)('0' + row / 10);
	buf[n++] = (char)('0' + row % 10);
	buf[n] = '\0';
}
