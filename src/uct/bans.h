/*
 * uct/bans.h - moves a search may not try in its first plies: analysis's
 * `avoid` and `allow`, as KataGo has them.
 *
 * A ban forbids one colour's points in the plies 1 to `until` of the
 * search, the root's moves being ply 1 (`until` 1: the root only). The
 * pass is never banned: the search must always have a move. No I/O.
 */
#ifndef ISHI_UCT_BANS_H
#define ISHI_UCT_BANS_H

#include "board.h"

#include <stdbool.h>

/* KataGo takes any number of avoids; eight is more than a GUI sends. */
enum { UCT_MAX_BANS = 8 };

struct uct_ban {
	int colour, until;
	struct bitboard points;
};

struct uct_bans {
	int count;
	struct uct_ban ban[UCT_MAX_BANS];
};

/* Whether `colour` may not play `move` at `ply` (1: the root's moves);
 * bans may be NULL, none. */
static inline bool uct_banned(const struct uct_bans *bans, int ply, int colour, int move)
{
	if (!bans || move == PASS)
		return false;
	for (int k = 0; k < bans->count; k++) {
		const struct uct_ban *b = &bans->ban[k];
		if (b->colour == colour && ply <= b->until && bb_test(&b->points, move))
			return true;
	}
	return false;
}

#endif
