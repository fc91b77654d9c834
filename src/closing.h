/*
 * closing.h - the last moves of a finished game, played out: what play
 * would make of the dame and gaps the game ended with, for an estimate of
 * the score (the count leaves them to nobody, score.h).
 *
 * From the judged position, both sides play in turn, the side to move
 * first, as players close a game. By territory the dead stones lie on the
 * board until the end, as in play, so that a chain they leave short of
 * liberties needs its teire (they are prisoners either way, and may be
 * taken, never saved); by area, where a teire costs nothing, they come off
 * first.
 * 1. a chain in atari is saved, the biggest that can be, at the cheapest
 *    point where it is then safe: its liberty, or the last liberty of
 *    stones beside it in atari, dead ones too (a teire: the connection, or
 *    the capture inside its own territory, that a filled dame made
 *    necessary), unless only dead stones touch it: they are prisoners
 *    already, and players leave such a chain in atari;
 * 2. else a live chain of two liberties that the opponent's play on
 *    either would take (in atari then, it can neither extend nor take its
 *    way out: its other liberty a point where its stone takes nothing, as
 *    next to dead stones that still have a liberty of their own; or no one
 *    answer saves it and the other chains the same stone puts in atari) is
 *    mended: the cheapest point next to the chain or to the opponent's
 *    chains beside it, not in the opponent's territory, after which it is
 *    safe as below (a teire by territory, where it fills a point);
 * 3. else the point worth most of the regions of at most 8 empty points
 *    (CLOSING_REGION) that border live stones of both colours (dame, a gap
 *    between two walls; a gap into a bigger area makes one region with
 *    it) or hold a teire: the swing in the rules' count, teire taken
 *    (score_settled), between the mover's stone there and the opponent's,
 *    each followed by the answer it forces (the other side's step 1 or 2:
 *    a mend of a chain still out of atari is a teire the count does not
 *    see), so a point that closes a border or forces a teire goes before a
 *    plain dame; of equal swings, a sente one (the opponent must answer,
 *    and nothing forced him before);
 * 4. else a pass; two passes in a row end it.
 * 5. By territory, the teire the closed position's closed fights need
 *    (seki.h): where the reading of one takes from a side what the verdict
 *    gave it (a filled dame left a chain short of liberties, next to dead
 *    stones that could then fight back, or an eye space that dies if the
 *    opponent plays first), that side plays the cheapest point of the
 *    fight that takes less from it, and the closing goes on (at most
 *    TEIRE_ROUNDS times). Dead stones that would live, in seki too, if
 *    their owner played first need one as well, from the other side, once
 *    no fight takes more: a chain from its owner, or dead stones living as
 *    they stand (a teire then need only leave its fight taking less); a
 *    fight that takes as much from both sides gets none. By area a teire
 *    costs nothing.
 * A careful player's moves only: never a stone the opponent could then
 * put in atari beyond saving (a chain is safe with three liberties, or two
 * that leave it a way out when the opponent fills either, extending or
 * taking the stones in atari, that also saves every other chain the same
 * fill puts in atari: no double atari; atari.h), nor next to a seki, nor a play
 * that takes a chain the verdict left alive (a misplayed closing, not a
 * capture: players let no living group die in the dame). Bigger open regions are
 * open ground, left to the judge's playouts (judge.h, step 5).
 * Deterministic and bounded: it tries at most CLOSING_TRIES plays. No I/O.
 */
#ifndef ISHI_CLOSING_H
#define ISHI_CLOSING_H

#include "board.h"

#include <stdbool.h>

struct game;
struct verdict;

/* Closes g's game as the verdict v settles it (NULL: every stone alive):
 * plays out the last moves, g's side to move first, and leaves in *closed
 * the live stones then, c having taken captured[c] live stones in those
 * moves (the dead ones are prisoners already); score_estimate counts them.
 * Returns false, with the live stones (score_alive) unplayed on, if memory
 * ran out. */
bool closing_play(const struct game *g, const struct verdict *v, struct position *closed,
		  int captured[2]);

#endif
