/*
 * rules.h - the rules a game is played by: the ko rule, suicide, and the
 * komi a game accepts; and the named rule sets, as SGF's RU property and
 * players name them.
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

#include <stdbool.h>

enum ko_rule { KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL };

struct rules {
	enum ko_rule ko;
	bool allow_suicide; /* of two or more stones; see board_check */
	bool all_alive;     /* no stone is judged dead at the end (Tromp-Taylor) */
};

/* Default rules: positional superko, suicide forbidden, dead stones
 * judged. */
struct rules rules_default(void);

/* Whether two rule sets are the same in every field. */
bool rules_equal(const struct rules *a, const struct rules *b);

/* The komi a game keeps for k: k, with -0 made 0 (it would print as "-0").
 * False for what no float holds (nan, infinities, beyond FLT_MAX). */
bool rules_komi_accept(double k, double *komi);

/* The komi that text writes as number_real reads a real number, if
 * rules_komi_accept takes it; false, leaving *komi unchanged, otherwise. */
bool rules_komi_from_text(const char *text, double *komi);

/* The ways the end of a game is scored: dead stones judged (the default),
 * or every stone alive (Tromp-Taylor), by name. */
extern const char *const rules_score_names[2];

/* Sets r->all_alive from a name of rules_score_names; false, changing
 * nothing, for any other. */
bool rules_score_from_name(const char *name, struct rules *r);

/* The preset a name means, matched ignoring case and every character that
 * is not a letter or a digit ("Tromp-Taylor", "tromp taylor", "new_zealand",
 * "NZ"). Returns false, leaving *out unchanged, for a name it does not
 * know. */
bool rules_from_name(const char *name, struct rules *out);

/* The name of the first preset in the table above with exactly these rules
 * (the name SGF's RU should carry), or NULL if no preset has them. */
const char *rules_name(const struct rules *r);

#endif
