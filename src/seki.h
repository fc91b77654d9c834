/*
 * seki.h - closed fights read out: seki found by reading rather than
 * guessed (random playouts fill the shared liberties of a seki and break
 * it), and the chains such a fight kills.
 *
 * A cluster is a set of chains, none pass-alive, with the empty regions
 * they touch, closed: every stone next to one of its empty points belongs to
 * one of its chains. So its chains have no liberty outside it, no play
 * outside the cluster changes anything inside it, and the fight inside can be read
 * alone, on a local board of the cluster's points, the stones around it
 * standing for live walls (a local chain touching a wall stone of its colour
 * is connected to it and is never taken; a wall in atari is no wall, and
 * its cluster is not read). A cluster of one colour is a group alone in its
 * eye space: bent four, bulky five and the like.
 *
 * A cluster with a few liberties (SEKI_MAX_LIBERTIES) is read to the end,
 * once with each side playing first: both play on its points or pass, with
 * captures, retakes and sacrifices, no local position repeated, each side
 * taking as many stones and losing as few as it can; the fight ends when
 * both pass. A chain lives if it is still on the board at the end of the
 * line its opponent starts. One that lives only if its own side starts is
 * unsettled, and dead (its owner should have made it safe before passing),
 * whoever is to move: the verdict of a finished position does not depend on
 * the turn. Only in a race that either side wins by starting (unsettled
 * chains of both colours in one cluster) are the unsettled chains alive:
 * neither side has taken the other. Living chains of both colours that share
 * liberties are in seki:
 * with or without an eye each, bigger eyes, several chains. Reading is bounded
 * (SEKI_MAX_NODES positions per cluster); a fight too big to read is left
 * to the playouts too.
 */
#ifndef ISHI_SEKI_H
#define ISHI_SEKI_H

#include "board.h"

#include <stdbool.h>

enum { SEKI_MAX_LIBERTIES = 10, SEKI_MAX_NODES = 20000 };

/* The empty points a cluster may hold: SEKI_MAX_LIBERTIES. */

/* What reading settled: stones of living chains in seki, of other living
 * chains, and of chains that die. */
struct seki_result {
	struct bitboard seki, alive, dead;
};

/* Reads every cluster of b. Chains in `exclude`
 * (pass-alive ones, and those dead for certain) are never part of a
 * cluster. Returns false if memory ran out (then *out holds what was read
 * before). */
bool seki_read(const struct board *b, bool allow_suicide, const struct bitboard *exclude,
	       struct seki_result *out);

#endif
