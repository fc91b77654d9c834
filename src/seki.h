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
 * its cluster is not read). Each cluster read names its walls, so that a
 * caller who finds one of them dead after all can take the reading back.
 * A cluster of one colour is a group alone in its eye space: bent four,
 * bulky five and the like.
 *
 * A cluster with a few liberties (FIGHT_MAX_EMPTY, fight.h) is read to
 * the end, once with each side playing first: both play on its points or
 * pass, with captures, retakes and sacrifices (no ko retaken at once, but a line may
 * come back to a position by other captures: every line ends at its fifth
 * capture, or at a capture of seven stones or more, seki.c), each side
 * taking as many stones and losing as few as it can; the fight ends when
 * both pass. A chain lives if it is still on the
 * board at the end of the line its opponent starts. One that lives only if
 * its own side starts is unsettled, and dead (its owner should have made it
 * safe before passing), whoever is to move: the verdict of a finished
 * position does not depend on the turn. Only in a race that either side
 * wins by starting (an unsettled chain next to an unsettled chain of the
 * other colour, or sharing a liberty with it) are the unsettled chains
 * alive: neither side has taken the other. Unsettled chains of both colours
 * apart are fights of their own. And chains that the opponent can take only
 * by giving up as many stones of his own living chains, or of his dead ones
 * next to them (a snapback), live (read once more, the taking side then
 * holding on to those): the trade is no gain, and players leave such a
 * fight as it stands. Living chains of both colours
 * that share liberties are in seki: with or without an eye each, bigger
 * eyes, several chains. The reading also names its dead chains that were
 * unsettled, for the closing's teire (closing.h). Reading is bounded
 * (SEKI_MAX_NODES positions per reading of a chain, SEKI_MAX_OPEN_NODES in
 * an open fight); a fight too big to read is left to the playouts too.
 */
#ifndef ISHI_SEKI_H
#define ISHI_SEKI_H

#include "board.h"

#include <stdbool.h>

/* An open fight is read only around the chains the playouts leave in
 * doubt, a few a judgement, where a reading given up leaves a race to the
 * playouts' guess: it may read seven and a half times as far. (Closed
 * fights, read wherever they are, keep the smaller bound: past it some
 * read a seki the players did not count, human-corpus.md.) */
enum { SEKI_MAX_NODES = 20000, SEKI_MAX_OPEN_NODES = 150000 };

/* One cluster read out: the stones of its chains, the stones around it
 * that the reading took for live walls, and what it settled: its living
 * chains in seki, and its chains that die (the rest live). */
struct seki_cluster {
	struct bitboard stones, walls, seki, dead;
	/* Of the dead chains, those that live (in seki too) if their own side
	 * plays first (unsettled). */
	struct bitboard unsettled;
	bool guessed; /* in an open fight, a seki no reading's (seki_read_open) */
};

/* The clusters read, `count` of them in `cluster` (allocated; free with
 * seki_reading_free). */
struct seki_reading {
	int count, capacity;
	struct seki_cluster *cluster;
};

/* Reads every cluster of b into *out, which it sets up. Chains in `exclude`
 * (pass-alive ones, and those dead for certain) are never part of a
 * cluster. Returns false if memory ran out (then *out holds what was read
 * before, and must still be freed). */
bool seki_read(const struct board *b, bool allow_suicide, const struct bitboard *exclude,
	       struct seki_reading *out);

/* Reads, as seki_read with no chain excluded, only the clusters that hold
 * a stone of `near`. Returns false if memory ran out (then *out holds what
 * was read before, and must still be freed). */
bool seki_read_near(const struct board *b, bool allow_suicide, const struct bitboard *near,
		    struct seki_reading *out);

/* Reads the open fights around the chains of `doubt` into *out, which it
 * sets up: fights that are not closed, each made of chains in doubt, their
 * liberties and the small empty regions they touch, with every chain
 * around them that is not `alive`, or that keeps fewer than three
 * liberties of its own outside unless two of those are safe (a wall the
 * fight may take; an eye-shaped point, every neighbour a stone of the
 * chain's colour, only a capture fills, and one of owned[c] only an
 * invasion; a fight too big to read so is gathered again, a wall with two
 * such liberties standing), but never a chain of `firm` (one a reading
 * found alive), `alive` or not. The rest of the stones around
 * stand for live walls, and an empty point around must be one of owned[c],
 * which stands for a live wall of c (a fight next to a point nobody owns
 * is not read). A chain in atari at the start that a ko capture takes
 * holds there, as its owner connects the ko (a ko the attacker must first
 * make is his), unless connecting joins it to chains of its own that the
 * reading kills. A seki found there is `guessed` unless each of its chains
 * shares with the other colour a liberty that neither side may fill and
 * keep its chain whole, the opponent then to play first (a chain there may
 * live by a wall, and a liberty it shares be a dame), and none of them
 * lives only as a race left as it stands. Returns false if memory ran
 * out. */
bool seki_read_open(const struct board *b, bool allow_suicide, const struct bitboard *doubt,
		    const struct bitboard *alive, const struct bitboard *firm,
		    const struct bitboard owned[2], struct seki_reading *out);

/* Frees what seki_read allocated in r. */
void seki_reading_free(struct seki_reading *r);

#endif
