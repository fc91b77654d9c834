/*
 * atari.h - chains short of liberties, read one play deep: where a chain
 * in atari gets out (its liberty, or taking stones beside it that are in
 * atari too), and whether a chain of two liberties lives through the
 * opponent's play on either, when that play may also put other chains in
 * atari (a double atari). The closing's careful moves ask it (closing.h).
 *
 * Plays are tried on boards the caller lends, so that nothing is
 * allocated. Ko is the board's simple-ko fact only (board_may_play). No I/O.
 */
#ifndef ISHI_ATARI_H
#define ISHI_ATARI_H

#include "board.h"

#include <stdbool.h>

/* The points where the owner of the chain through the stone on p (p must
 * hold a stone) would take an opponent's chain beside it that is in
 * atari: each such chain's last liberty. `out` is overwritten. */
void atari_takes_beside(const struct board *b, int p, struct bitboard *out);

/* Whether the chain through the stone on p, which must have exactly two
 * liberties on b, lives through the opponent's play on either: in atari
 * then, it gets out with one play (extending, or taking stones in atari
 * beside it), and that same play also gives two liberties back to every
 * other chain of its colour that the opponent's stone put in atari, but
 * for those of `dead`: the verdict's dead stones, prisoners already and
 * not worth a save (not NULL; an empty set for none). The chain through p
 * itself counts even where it joined stones of `dead`. `filled` and
 * `answered` are overwritten. */
bool atari_survives_fills(const struct board *b, int p, const struct bitboard *dead,
			  struct board *filled, struct board *answered);

#endif
