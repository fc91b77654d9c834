/*
 * rules.h - named rule sets, as SGF's RU property and players name them.
 *
 * ishi always scores by area (stones plus surrounded empty points), whatever
 * the preset: a preset chooses only the ko rule and whether a suicide of two
 * or more stones is allowed. So "Japanese" here means Japanese ko (simple
 * ko), not Japanese territory counting.
 *
 *	preset        ko rule               suicide
 *	Chinese       positional superko    forbidden   (ishi's default)
 *	Tromp-Taylor  positional superko    allowed
 *	AGA           situational superko   forbidden
 *	NZ            situational superko   allowed     ("New Zealand")
 *	Japanese      simple ko             forbidden   ("Korean" too)
 */
#ifndef ISHI_RULES_H
#define ISHI_RULES_H

#include "game.h"

#include <stdbool.h>

/* The preset a name means, matched ignoring case and every character that
 * is not a letter or a digit ("Tromp-Taylor", "tromp taylor", "new_zealand",
 * "NZ"). Returns false, leaving *out unchanged, for a name it does not
 * know. */
bool rules_from_name(const char *name, struct rules *out);

/* The name of the first preset in the table above with exactly these rules
 * (the name SGF's RU should carry), or NULL if no preset has them. */
const char *rules_name(const struct rules *r);

#endif
