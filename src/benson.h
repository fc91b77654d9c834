/*
 * benson.h - unconditional life (Benson, 1976): the chains that stay on the
 * board even if their owner passes for ever, and the regions they enclose
 * where the opponent can never live. Certain, quick, and silent on every
 * shape that is not settled yet.
 *
 * An X-enclosed region is a maximal connected set of points that hold no
 * stone of X. It is vital to an X chain if every empty point of it is a
 * liberty of that chain (every point of it, when a suicide of two or more
 * stones is allowed, since the opponent may then empty its own stones out
 * of it). Benson's algorithm keeps a set of chains and of regions: it drops
 * every chain with fewer than two vital regions among those kept, then every
 * region next to a dropped chain, until nothing changes. The chains left are
 * pass-alive: the opponent cannot capture any of them, whatever he plays.
 *
 * A region bordered only by pass-alive chains of X in which every point
 * neighbours a stone of X is X's for certain: no point of it can ever be an
 * eye of the opponent, so his stones there can always be captured and he
 * cannot capture the stones around them.
 */
#ifndef ISHI_BENSON_H
#define ISHI_BENSON_H

#include "board.h"

#include <stdbool.h>

struct benson {
	struct bitboard alive[2];     /* the stones of each colour's pass-alive chains */
	struct bitboard territory[2]; /* regions each colour owns for certain: their
				       * empty points and the opponent's stones */
};

/* Runs Benson's algorithm for both colours on the position of b. */
void benson_analyse(const struct board *b, bool allow_suicide, struct benson *out);

#endif
