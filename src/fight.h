/*
 * fight.h - the fights that the seki reading (seki.h) reads, found on the
 * board: which chains and empty points a fight holds, numbered on a local
 * board of at most FIGHT_POINTS points so that a set of them is a 64-bit
 * word, and which stones around it stand for live walls.
 *
 * A closed fight is a cluster of chains with the empty regions they touch,
 * every stone next to one of its empty points one of its chains, so that
 * no play outside it changes anything inside. An open fight is built
 * around chains in doubt: their liberties and the small empty regions they
 * touch (SMALL_REGION points, fight.c), with the chains around them that
 * the fight may take (seki_read_open says which), the empty points around
 * it owned by one colour or the other. Either is read only while it holds
 * few empty points (FIGHT_MAX_EMPTY) and every wall around it has two
 * liberties or more. No I/O.
 */
#ifndef ISHI_FIGHT_H
#define ISHI_FIGHT_H

#include "board.h"

#include <stdbool.h>
#include <stdint.h>

/* The points of a local board, and the empty points a fight may hold to
 * be read. */
enum { FIGHT_POINTS = 64, FIGHT_MAX_EMPTY = 10 };

/* A fight on its local board: its stones and empty points numbered 0..n-1
 * in board order, with each local point's neighbours among them, and the
 * points next to a wall of each colour (a stone of that colour outside,
 * or an empty point that colour owns). */
struct fight {
	int n;
	uint64_t all;               /* the n local points */
	int point[FIGHT_POINTS];    /* the board point of each local one */
	uint64_t nbr[FIGHT_POINTS]; /* local neighbours */
	uint64_t stone[2];          /* the stones at the start */
	uint64_t wall[2];           /* points next to a wall of that colour */
};

/* What bounds the fights a reading builds: for closed ones, the chains
 * never in one (exclude); for open ones, the chains that may stand for
 * walls (alive), those that always do (firm), and the empty points each
 * colour owns (owned[2]). */
struct fight_bounds {
	const struct bitboard *exclude, *alive, *firm, *owned;
};

/* Builds into *out the closed fight around the chain through p. False if
 * its empty regions hold more than FIGHT_MAX_EMPTY points, if it holds
 * a chain of `exclude`, if it does not fit a local board, or if a wall
 * around it is in atari. *stones gets its stones either way, so that the
 * caller skips them. */
bool fight_gather(const struct board *b, int p, const struct fight_bounds *f, struct fight *out,
		  struct bitboard *stones);

/* Builds into *out the open fight around the chain through p, taking in
 * chains until no more is taken (seki_read_open); if that fight cannot be
 * read, once more taking in fewer: a wall with two liberties of its own
 * then stands. False, as for fight_gather, if it holds too many empty
 * points, does not fit, or has a wall in atari, and if it touches an
 * empty point that no colour owns. *stones gets the stones gathered so
 * far either way. */
bool fight_gather_open(const struct board *b, int p, const struct fight_bounds *f,
		       struct fight *out, struct bitboard *stones);

/* Adds the board points of the local set `set` to *out. */
void fight_to_board(const struct fight *k, uint64_t set, struct bitboard *out);

/* The stones next to the fight's points from outside: the walls its
 * reading takes for alive. */
void fight_walls(const struct board *b, const struct fight *k, struct bitboard *walls);

#endif
