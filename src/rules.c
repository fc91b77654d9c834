/*
 * rules.c - rule sets: the switches, the presets, and their names.
 */
#include "rules.h"

#include "json.h"
#include "number.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

static const struct preset {
	const char *name;    /* as SGF's RU carries it */
	const char *keys[3]; /* names as fold() leaves them */
	struct rules rules;
} presets[] = {
	{"Chinese",
	 {"chinese", "chineseogs", "chinesekgs"},
	 {KO_POSITIONAL, false, SCORING_AREA, TAX_NONE, BONUS_N, false, false}},
	{"Japanese",
	 {"japanese", NULL, NULL},
	 {KO_SIMPLE, false, SCORING_TERRITORY, TAX_SEKI, BONUS_NONE, false, false}},
	{"Korean",
	 {"korean", NULL, NULL},
	 {KO_SIMPLE, false, SCORING_TERRITORY, TAX_SEKI, BONUS_NONE, false, false}},
	{"AGA",
	 {"aga", NULL, NULL},
	 {KO_SITUATIONAL, false, SCORING_AREA, TAX_NONE, BONUS_N_MINUS_ONE, true, false}},
	{"NZ",
	 {"nz", "newzealand", NULL},
	 {KO_SITUATIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false, false}},
	{"Tromp-Taylor",
	 {"tromptaylor", NULL, NULL},
	 {KO_POSITIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false, true}},
};

enum { PRESET_COUNT = sizeof(presets) / sizeof(presets[0]), TROMP_TAYLOR = 5 };

struct rules rules_default(void)
{
	return presets[0].rules;
}

bool rules_equal(const struct rules *a, const struct rules *b)
{
	return a->ko == b->ko && a->allow_suicide == b->allow_suicide && a->scoring == b->scoring &&
	       a->tax == b->tax && a->bonus == b->bonus && a->pass_stones == b->pass_stones &&
	       a->all_alive == b->all_alive;
}

int rules_handicap_bonus(const struct rules *r, int handicap)
{
	if (r->scoring != SCORING_AREA || handicap <= 0)
		return 0;
	return r->bonus == BONUS_N ? handicap : r->bonus == BONUS_N_MINUS_ONE ? handicap - 1 : 0;
}

bool rules_komi_accept(double k, double *komi)
{
	if (!isfinite(k) || fabs(k) > RULES_MAX_KOMI)
		return false;
	*komi = k == 0 ? 0 : k;
	return true;
}

bool rules_komi_from_text(const char *text, double *komi)
{
	double k;
	return number_real(text, &k) && rules_komi_accept(k, komi);
}

const char *const rules_score_names[2] = {"judged", "tromp-taylor"};

bool rules_score_from_name(const char *name, bool *all_alive)
{
	for (int i = 0; i < 2; i++)
		if (strcmp(name, rules_score_names[i]) == 0) {
			*all_alive = i == 1;
			return true;
		}
	return false;
}

/* Lower-case letters and digits of name, the ASCII spaces and punctuation
 * between them skipped; false if name holds anything else (a control
 * character, a byte above 127: "japanese\xe6\x97\xa5" is no name of
 * Japanese's) or is too long to be any preset's name. */
static bool fold(const char *name, char *out, size_t size)
{
	static const char skipped[] = " \t\n\v\f\r!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
	size_t n = 0;
	for (const char *s = name; *s; s++) {
		char c = *s;
		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (strchr(skipped, c))
			continue;
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) || n + 1 == size)
			return false;
		out[n++] = c;
	}
	out[n] = '\0';
	return true;
}

bool rules_from_name(const char *name, struct rules *out)
{
	char key[32];
	if (!fold(name, key, sizeof(key)))
		return false;
	for (int i = 0; i < PRESET_COUNT; i++)
		for (int k = 0; k < 3; k++)
			if (presets[i].keys[k] && strcmp(presets[i].keys[k], key) == 0) {
				*out = presets[i].rules;
				return true;
			}
	return false;
}

const char *rules_name(const struct rules *r)
{
	for (int i = 0; i < PRESET_COUNT; i++)
		if (rules_equal(&presets[i].rules, r))
			return presets[i].name;
	return NULL;
}

static const char *const ko_names[] = {"SIMPLE", "POSITIONAL", "SITUATIONAL"};
static const char *const scoring_names[] = {"AREA", "TERRITORY"};
static const char *const tax_names[] = {"NONE", "SEKI"};
static const char *const bonus_names[] = {"0", "N", "N-1"};
static const char *const bool_names[] = {"false", "true"};

/* The switches, by KataGo's keys: those with names take one of them (a
 * JSON string), the others true or false (a JSON boolean). */
enum rule_switch {
	SWITCH_KO,
	SWITCH_SCORING,
	SWITCH_TAX,
	SWITCH_BONUS,
	SWITCH_SUICIDE,
	SWITCH_FRIENDLY_PASS,
	SWITCH_PASS_STONES,
	SWITCH_BUTTON,
	SWITCH_COUNT
};

static const struct {
	const char *key, *alias;
	const char *const *names; /* NULL: true or false */
	int count;
	const char *choices; /* the names, as a message lists them */
} switches[SWITCH_COUNT] = {
	{"ko", NULL, ko_names, 3, "SIMPLE, POSITIONAL or SITUATIONAL"},
	{"scoring", "score", scoring_names, 2, "AREA or TERRITORY"},
	{"tax", NULL, tax_names, 2, "NONE or SEKI"},
	{"whiteHandicapBonus", NULL, bonus_names, 3, "0, N or N-1"},
	{"suicide", NULL, NULL, 2, "true or false"},
	{"friendlyPassOk", NULL, NULL, 2, "true or false"},
	{"passStones", NULL, NULL, 2, "true or false"},
	{"hasButton", NULL, NULL, 2, "true or false"},
};

/* A switch's value: text, from rules_set, where true and false are text
 * too, or a JSON value of some kind, a string's decoded bytes. */
enum value_kind {
	VALUE_TEXT,
	VALUE_STRING,
	VALUE_BOOLEAN,
	VALUE_NUMBER,
	VALUE_NULL,
	VALUE_ARRAY,
	VALUE_OBJECT
};

static const char *const kind_names[] = {"text", "a string", "a boolean", "a number",
					 "null", "an array", "an object"};

struct value {
	enum value_kind kind;
	const char *text; /* its length bytes, which may hold NULs */
	size_t length;
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static bool
refuse(struct rules_why *why, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why->text, sizeof(why->text), fmt, ap);
	va_end(ap);
	return false;
}

/* Room for what quote writes. */
enum { QUOTE_SIZE = RULES_QUOTED + 8 };

/* The first kept bytes of a text of length bytes, as a message quotes it:
 * in double quotes, at most RULES_QUOTED characters between them (then
 * "..." after them if that cut it), the quote and the backslash escaped by
 * a backslash and a byte that is not printable ASCII as \xNN. */
static const char *quote(const char *text, size_t kept, size_t length, char out[QUOTE_SIZE])
{
	size_t n = 0, i = 0;
	out[n++] = '"';
	for (; i < kept; i++) {
		const unsigned char c = (unsigned char)text[i];
		char piece[5];
		if (c == '"' || c == '\\')
			snprintf(piece, sizeof(piece), "\\%c", c);
		else if (c >= ' ' && c < 127)
			snprintf(piece, sizeof(piece), "%c", c);
		else
			snprintf(piece, sizeof(piece), "\\x%02X", c);
		const size_t width = strlen(piece);
		if (n - 1 + width > RULES_QUOTED)
			break;
		memcpy(out + n, piece, width);
		n += width;
	}
	out[n++] = '"';
	if (i < length)
		n += (size_t)snprintf(out + n, QUOTE_SIZE - n, "...");
	out[n] = '\0';
	return out;
}

/* Whether text[0..length) is name, case ignored. */
static bool same(const char *text, size_t length, const char *name)
{
	return strlen(name) == length && strncasecmp(text, name, length) == 0;
}

/* The index of v among names (case ignored), or -1. */
static int one_of(const struct value *v, const char *const *names, int count)
{
	for (int i = 0; i < count; i++)
		if (same(v->text, v->length, names[i]))
			return i;
	return -1;
}

/* The switch a key names (kept of its length bytes), or -1 with *why
 * saying why not. */
static int find_switch(const char *key, size_t kept, size_t length, struct rules_why *why)
{
	for (int i = 0; i < SWITCH_COUNT && kept == length; i++)
		if (same(key, length, switches[i].key) ||
		    (switches[i].alias && same(key, length, switches[i].alias)))
			return i;
	char q[QUOTE_SIZE];
	if (same(key, length, "komi"))
		refuse(why, "komi is not a rule here: use the komi command");
	else
		refuse(why, "unknown rule %s", quote(key, kept, length, q));
	return -1;
}

/* Sets switch i, which key (a name of it, as given) names, to v. */
static bool set_switch(struct rules *r, int i, const char *key, const struct value *v,
		       struct rules_why *why)
{
	char q[QUOTE_SIZE];
	int n;
	if (!switches[i].names) {
		if (v->kind != VALUE_TEXT && v->kind != VALUE_BOOLEAN)
			return refuse(why, "%s: true or false, not %s", key, kind_names[v->kind]);
		if ((n = one_of(v, bool_names, 2)) < 0)
			return refuse(why, "%s: %s is not true or false", key,
				      quote(v->text, v->length, v->length, q));
	} else {
		if (v->kind != VALUE_TEXT && v->kind != VALUE_STRING)
			return refuse(why, "%s: a string (%s), not %s", key, switches[i].choices,
				      kind_names[v->kind]);
		if ((n = one_of(v, switches[i].names, switches[i].count)) < 0)
			return refuse(why, "%s: %s is not %s", key,
				      quote(v->text, v->length < JSON_KEPT ? v->length : JSON_KEPT,
					    v->length, q),
				      switches[i].choices);
	}
	switch ((enum rule_switch)i) {
	case SWITCH_KO:
		r->ko = (enum ko_rule)n;
		break;
	case SWITCH_SCORING:
		r->scoring = (enum scoring_rule)n;
		break;
	case SWITCH_TAX:
		r->tax = (enum tax_rule)n;
		break;
	case SWITCH_BONUS:
		r->bonus = (enum handicap_bonus)n;
		break;
	case SWITCH_SUICIDE:
		r->allow_suicide = n;
		break;
	case SWITCH_FRIENDLY_PASS:
		r->all_alive = !n;
		break;
	case SWITCH_PASS_STONES:
		r->pass_stones = n;
		break;
	case SWITCH_BUTTON:
		if (n)
			return refuse(why, "%s: ishi has no button", key);
		break;
	case SWITCH_COUNT:
		break;
	}
	return true;
}

bool rules_set(struct rules *r, const char *key, const char *value, struct rules_why *why)
{
	const size_t length = strlen(key);
	const int i = find_switch(key, length, length, why);
	if (i < 0)
		return false;
	const struct value v = {VALUE_TEXT, value, strlen(value)};
	struct rules next = *r;
	if (!set_switch(&next, i, key, &v, why))
		return false;
	*r = next;
	return true;
}

/* --- KataGo's JSON form: an object of switches --- */

/* The JSON text breaks the grammar: where and how, and the key whose value
 * it was reading, if any. */
static bool malformed(const struct json_reader *reader, const char *key, struct rules_why *why)
{
	return refuse(why, "%s%smalformed JSON at byte %zu: %s", key ? key : "", key ? ": " : "",
		      reader->error_at + 1, reader->error);
}

/* One member of the object: its key and its value, set in r, unless a
 * switch already given. */
static bool member(struct rules *r, const struct json_token *key, const struct json_token *value,
		   unsigned *given, struct rules_why *why)
{
	const int i = find_switch(key->string,
				  key->string_length < JSON_KEPT ? key->string_length : JSON_KEPT,
				  key->string_length, why);
	if (i < 0)
		return false;
	char q[QUOTE_SIZE];
	if (*given & 1u << i) {
		if (strcmp(key->string, switches[i].key) == 0)
			return refuse(
				why, "duplicate key %s",
				quote(key->string, key->string_length, key->string_length, q));
		return refuse(why, "duplicate key %s (the rule \"%s\" again)",
			      quote(key->string, key->string_length, key->string_length, q),
			      switches[i].key);
	}
	*given |= 1u << i;
	struct value v = {VALUE_STRING, value->string, value->string_length};
	switch (value->kind) {
	case JSON_TRUE:
	case JSON_FALSE:
		v.kind = VALUE_BOOLEAN;
		v.text = bool_names[value->kind == JSON_TRUE];
		v.length = strlen(v.text);
		break;
	case JSON_NUMBER:
		v.kind = VALUE_NUMBER;
		break;
	case JSON_NULL:
		v.kind = VALUE_NULL;
		break;
	case JSON_ARRAY:
		v.kind = VALUE_ARRAY;
		break;
	case JSON_OBJECT:
		v.kind = VALUE_OBJECT;
		break;
	default:
		break;
	}
	return set_switch(r, i, key->string, &v, why);
}

/* A key as messages name it: as given if it is a word (every key ishi
 * knows is), else quoted. */
static void name_key(const struct json_token *key, char out[QUOTE_SIZE])
{
	static const char letters[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
	const size_t n = key->string_length;
	if (n > 0 && n <= RULES_QUOTED && strspn(key->string, letters) == n) {
		memcpy(out, key->string, n + 1);
		return;
	}
	quote(key->string, n < JSON_KEPT ? n : JSON_KEPT, n, out);
}

/* The whole text is read before a switch is refused, so that text that is
 * not JSON is refused as such wherever it breaks: KataGo parses first too.
 * The reader keeps the tokens it is at, the switch given notes, and *why
 * the first refusal: nothing grows with the text. */
static bool parse_json(const char *text, struct rules *out, struct rules_why *why)
{
	struct rules r = presets[TROMP_TAYLOR].rules;
	struct json_reader reader;
	struct json_token key, value;
	unsigned given = 0;
	bool refused = false;
	json_begin(&reader, text, strlen(text));
	if (json_next(&reader, &value) != JSON_OBJECT)
		return reader.error ? malformed(&reader, NULL, why)
				    : refuse(why, "a JSON object of rules was expected");
	for (;;) {
		const enum json_kind kind = json_next(&reader, &key);
		if (kind == JSON_OBJECT_END)
			break;
		if (kind != JSON_NAME)
			return malformed(&reader, NULL, why);
		char label[QUOTE_SIZE];
		name_key(&key, label);
		if (json_next(&reader, &value) == JSON_ERROR)
			return malformed(&reader, label, why);
		if (!refused)
			refused = !member(&r, &key, &value, &given, why);
		/* A value of a kind no switch takes, read to its end. */
		while (reader.depth > 1)
			if (json_next(&reader, &value) == JSON_ERROR)
				return malformed(&reader, label, why);
	}
	if (json_next(&reader, &value) != JSON_END)
		return malformed(&reader, NULL, why);
	if (refused)
		return false;
	*out = r;
	return true;
}

bool rules_parse(const char *text, struct rules *out, struct rules_why *why)
{
	if (text[strspn(text, " \t\n\r")] == '{')
		return parse_json(text, out, why);
	if (rules_from_name(text, out))
		return true;
	return refuse(why, "unknown rules");
}

void rules_to_json(const struct rules *r, struct strbuf *out)
{
	sb_addf(out,
		"{\"friendlyPassOk\":%s,\"hasButton\":false,\"ko\":\"%s\",\"passStones\":%s,"
		"\"scoring\":\"%s\",\"suicide\":%s,\"tax\":\"%s\",\"whiteHandicapBonus\":\"%s\"}",
		bool_names[!r->all_alive], ko_names[r->ko], bool_names[r->pass_stones],
		scoring_names[r->scoring], bool_names[r->allow_suicide], tax_names[r->tax],
		bonus_names[r->bonus]);
}
