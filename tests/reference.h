/*
 * reference.h - a slow, obviously correct Go board for differential tests.
 *
 * A plain 2-D array, chains found by breadth-first search every time, the
 * whole history kept as full copies and compared cell by cell. Nothing is
 * incremental and nothing is clever: it is the judge of the bitboard core.
 * It lives only in tests/.
 */
#ifndef ISHI_TEST_REFERENCE_H
#define ISHI_TEST_REFERENCE_H

#include <stdbool.h>

enum { REF_EMPTY = 0, REF_BLACK = 1, REF_WHITE = 2, REF_MAX = 25, REF_HISTORY = 4096 };

enum ref_ko { REF_KO_SIMPLE, REF_KO_POSITIONAL, REF_KO_SITUATIONAL };

enum ref_result { REF_OK, REF_OFF_BOARD, REF_OCCUPIED, REF_SUICIDE, REF_KO, REF_SUPERKO };

struct ref_position {
	int size;
	signed char cell[REF_MAX][REF_MAX]; /* [x][y], y = 0 the bottom row */
	int to_move;                        /* REF_BLACK or REF_WHITE, for situational superko */
	int captures[3];                    /* stones captured by black [1] and white [2] */
};

struct ref_game {
	enum ref_ko ko;
	bool allow_suicide;
	int length; /* positions in history; the last is the current one */
	struct ref_position history[REF_HISTORY];
};

/* REF_BLACK or REF_WHITE for the core's BLACK or WHITE. */
static inline int ref_colour(int c)
{
	return c == 0 ? REF_BLACK : REF_WHITE;
}

void ref_init(struct ref_game *g, int size, enum ref_ko ko, bool allow_suicide);
/* Colour is REF_BLACK or REF_WHITE; x < 0 means a pass. */
enum ref_result ref_check(const struct ref_game *g, int colour, int x, int y);
enum ref_result ref_play(struct ref_game *g, int colour, int x, int y);
void ref_undo(struct ref_game *g);
const struct ref_position *ref_now(const struct ref_game *g);
/* Liberties of the chain at (x, y), which holds a stone. */
int ref_liberties(const struct ref_position *p, int x, int y);
/* The eye definition of the random player, point by point. */
bool ref_is_eye(const struct ref_position *p, int colour, int x, int y);
/* Area score: black area minus white area (no komi). */
int ref_area_difference(const struct ref_position *p);

#endif
