/*
 * player.h - move generators behind one small interface, so that a stronger
 * player can sit beside the random one.
 *
 * A generator returns a point that game_check accepts for colour c, or PASS.
 * It draws only from the rng it is given and never changes the game: run it
 * on a copy of the rng to know what it would play without disturbing the
 * next draw.
 */
#ifndef ISHI_PLAYER_H
#define ISHI_PLAYER_H

#include "game.h"
#include "rng.h"

typedef int (*move_generator)(const struct game *g, int c, struct rng *r);

/* The random player: uniform over the plays that are legal under the game's
 * rules and do not fill one of c's own eyes (board_is_eye); PASS when there
 * are none. It draws from the set of empty points without replacement until
 * one qualifies, so every candidate is equally likely, the cost never
 * exceeds one test per empty point, and the choice depends only on the
 * position, the history and the generator. */
int player_random(const struct game *g, int c, struct rng *r);

#endif
