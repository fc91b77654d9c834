/*
 * rules.h - the rules a game is played by, the komi a game accepts, and the
 * named rule sets, as SGF's RU property, --rules, kgs-rules and KataGo's
 * kata-set-rules name them.
 *
 * The switches, in KataGo's vocabulary (its docs/GTP_Extensions.md) where
 * the idea is the same:
 *	ko                  SIMPLE, POSITIONAL or SITUATIONAL (superko)
 *	suicide             whether a suicide of two or more stones is legal
 *	scoring             AREA (stones and territory) or TERRITORY
 *	                    (territory and prisoners)
 *	tax                 NONE, or SEKI: under territory scoring, the eyes of
 *	                    groups in seki count for nobody
 *	whiteHandicapBonus  0, N or N-1: points White gets under area scoring
 *	                    for N handicap stones
 *	friendlyPassOk      false when every stone left on the board at the end
 *	                    counts alive (Tromp-Taylor): no stone is judged dead
 *	                    (the scoring method, --score, can ask the same of
 *	                    any rules, but is no rule: rule sets leave it)
 *	passStones          (ishi's own) AGA: each pass gives the opponent a
 *	                    prisoner, and a game ends only with White's pass, so
 *	                    that area and territory counts agree
 * KataGo's hasButton and tax ALL are refused: ishi has no such rule.
 *
 * The presets (none sets komi: as with KGS and KataGo, komi comes from the
 * komi command, --komi or SGF's KM):
 *	            ko           scoring    tax   suicide bonus  pass stones
 *	Chinese     positional   area       none  no      N      no  (default)
 *	Japanese    simple       territory  seki  no      0      no
 *	Korean      simple       territory  seki  no      0      no
 *	AGA         situational  area       none  no      N-1    yes
 *	NZ          situational  area       none  yes     0      no
 *	Tromp-Taylor positional  area       none  yes     0      no, every stone alive
 */
#ifndef ISHI_RULES_H
#define ISHI_RULES_H

#include "strbuf.h"

#include <stdbool.h>

enum ko_rule { KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL };
enum scoring_rule { SCORING_AREA, SCORING_TERRITORY };
enum tax_rule { TAX_NONE, TAX_SEKI };
enum handicap_bonus { BONUS_NONE, BONUS_N, BONUS_N_MINUS_ONE };

struct rules {
	enum ko_rule ko;
	bool allow_suicide; /* of two or more stones; see board_check */
	enum scoring_rule scoring;
	enum tax_rule tax;
	enum handicap_bonus bonus;
	bool pass_stones;
	bool all_alive; /* no stone is judged dead at the end (Tromp-Taylor) */
};

/* The default rules: the Chinese preset. */
struct rules rules_default(void);

/* Whether two rule sets are the same in every field. */
bool rules_equal(const struct rules *a, const struct rules *b);

/* The points White gets for `handicap` stones under r (0 under territory
 * scoring, where handicap stones count for nothing). */
int rules_handicap_bonus(const struct rules *r, int handicap);

/* The largest komi, either way: the GTP spec asks that a ridiculous komi be
 * accepted, and this one is, while its printed form stays exact. */
#define RULES_MAX_KOMI 1000000.0

/* The komi a game keeps for k: k, with -0 made 0 (it would print as "-0").
 * False for nan, infinities and beyond RULES_MAX_KOMI either way. */
bool rules_komi_accept(double k, double *komi);

/* The komi that text writes as a plain decimal number (number_real), if
 * rules_komi_accept takes it; false, leaving *komi unchanged, otherwise. */
bool rules_komi_from_text(const char *text, double *komi);

/* The scoring methods, by name, which --score and ishi-param score choose
 * apart from the rules (engine.h): dead stones judged (the default, which
 * rules that count every stone alive overrule), or every stone alive
 * (Tromp-Taylor's count), whatever the rules. */
extern const char *const rules_score_names[2];

/* Sets *all_alive from a name of rules_score_names (false for "judged",
 * true for "tromp-taylor"); false, changing nothing, for any other. */
bool rules_score_from_name(const char *name, bool *all_alive);

/* Why dead stones cannot be judged under rules with all_alive. */
#define RULES_ALL_ALIVE_WHY "the rules count every stone alive (friendlyPassOk false)"

/* The preset a name means, matched ignoring case and the ASCII spaces and
 * punctuation ("Tromp-Taylor", "tromp taylor", "new_zealand", "NZ"; KataGo's
 * "chinese-ogs" and "chinese-kgs" are Chinese). Returns false, leaving *out
 * unchanged, for a name it does not know, and for one holding any other
 * byte (a control character, a byte above 127: "japanese\xe6\x97\xa5"). */
bool rules_from_name(const char *name, struct rules *out);

/* The name of the first preset in the table above with exactly these rules
 * (the name SGF's RU should carry), or NULL if no preset has them. */
const char *rules_name(const struct rules *r);

/* Why rules_set or rules_parse refused: one line of printable ASCII that
 * names the key at fault and says what is wrong with it ("ko: \"SPIGHT\" is
 * not SIMPLE, POSITIONAL or SITUATIONAL"), whatever the input, since a GTP
 * answer and a command line's error quote it. What it quotes of the input
 * is cut to RULES_QUOTED characters, and a byte that is not printable ASCII
 * shows as \xNN. */
enum { RULES_WHY_SIZE = 192, RULES_QUOTED = 32 };
struct rules_why {
	char text[RULES_WHY_SIZE];
};

/* Sets one switch, by KataGo's key (or ishi's passStones; "score" is
 * "scoring" too) and value as text ("SIMPLE", "true"), case ignored in
 * both. False, changing nothing, with *why saying why, for a key or a value
 * ishi does not have. */
bool rules_set(struct rules *r, const char *key, const char *value, struct rules_why *why);

/* Rules from a name (rules_from_name) or KataGo's JSON form: an object of
 * switches (RFC 8259 JSON, read by json.h), whose keys and values are those
 * of rules_set, with a JSON boolean, true or false, for the switches that
 * are ("suicide":"true" is refused, as KataGo refuses it) and a JSON string
 * for the others. Its keys missing take Tromp-Taylor's values, as KataGo's
 * do. Refused, leaving *out unchanged, with *why saying why: text that is
 * not JSON (the first error, and its byte), then the first key that is
 * unknown, komi, given twice (or as both "score" and "scoring"), or with a
 * value of the wrong kind or ishi does not have. */
bool rules_parse(const char *text, struct rules *out, struct rules_why *why);

/* Appends r as kata-get-rules answers: a JSON object, keys sorted. */
void rules_to_json(const struct rules *r, struct strbuf *out);

#endif
