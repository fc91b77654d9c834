/*
 * rules.c - rule sets: the switches, the presets, and their names.
 */
#include "rules.h"

#include "number.h"

#include <math.h>
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

bool rules_score_from_name(const char *name, struct rules *r)
{
	for (int i = 0; i < 2; i++)
		if (strcmp(name, rules_score_names[i]) == 0) {
			r->all_alive = i == 1;
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

/* The index of value among names (case ignored), or -1. */
static int one_of(const char *value, const char *const *names, int count)
{
	for (int i = 0; i < count; i++)
		if (strcasecmp(value, names[i]) == 0)
			return i;
	return -1;
}

static const char *const ko_names[] = {"SIMPLE", "POSITIONAL", "SITUATIONAL"};
static const char *const scoring_names[] = {"AREA", "TERRITORY"};
static const char *const tax_names[] = {"NONE", "SEKI"};
static const char *const bonus_names[] = {"0", "N", "N-1"};
static const char *const bool_names[] = {"false", "true"};

bool rules_set(struct rules *r, const char *key, const char *value, const char **error)
{
	struct rules next = *r;
	int i;
	*error = NULL;
	if (strcasecmp(key, "ko") == 0) {
		if ((i = one_of(value, ko_names, 3)) < 0)
			*error = "ko is SIMPLE, POSITIONAL or SITUATIONAL";
		else
			next.ko = (enum ko_rule)i;
	} else if (strcasecmp(key, "scoring") == 0 || strcasecmp(key, "score") == 0) {
		if ((i = one_of(value, scoring_names, 2)) < 0)
			*error = "scoring is AREA or TERRITORY";
		else
			next.scoring = (enum scoring_rule)i;
	} else if (strcasecmp(key, "tax") == 0) {
		if ((i = one_of(value, tax_names, 2)) < 0)
			*error = "tax is NONE or SEKI";
		else
			next.tax = (enum tax_rule)i;
	} else if (strcasecmp(key, "whiteHandicapBonus") == 0) {
		if ((i = one_of(value, bonus_names, 3)) < 0)
			*error = "whiteHandicapBonus is 0, N or N-1";
		else
			next.bonus = (enum handicap_bonus)i;
	} else if (strcasecmp(key, "suicide") == 0 || strcasecmp(key, "friendlyPassOk") == 0 ||
		   strcasecmp(key, "passStones") == 0 || strcasecmp(key, "hasButton") == 0) {
		if ((i = one_of(value, bool_names, 2)) < 0)
			*error = "the value is true or false";
		else if (strcasecmp(key, "suicide") == 0)
			next.allow_suicide = i;
		else if (strcasecmp(key, "friendlyPassOk") == 0)
			next.all_alive = !i;
		else if (strcasecmp(key, "passStones") == 0)
			next.pass_stones = i;
		else if (i)
			*error = "ishi has no button";
	} else {
		*error = "unknown rule";
	}
	if (*error)
		return false;
	*r = next;
	return true;
}

/* --- KataGo's JSON form: an object of string and boolean values --- */

static const char *skip_space(const char *s)
{
	while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')
		s++;
	return s;
}

/* A JSON string without escapes at *s, copied into buf, or a bare true or
 * false; moves *s past it. False for anything else or for one too long. */
static bool json_token(const char **s, char *buf, size_t size)
{
	const char *p = skip_space(*s);
	size_t n = 0;
	if (*p == '"') {
		for (p++; *p != '"'; p++) {
			if (!*p || *p == '\\' || (unsigned char)*p < ' ' || n + 1 >= size)
				return false;
			buf[n++] = *p;
		}
		p++;
	} else {
		while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		       (*p >= '0' && *p <= '9')) {
			if (n + 1 >= size)
				return false;
			buf[n++] = *p++;
		}
		if (n == 0)
			return false;
	}
	buf[n] = '\0';
	*s = p;
	return true;
}

static bool parse_json(const char *text, struct rules *out, const char **error)
{
	struct rules r = presets[TROMP_TAYLOR].rules;
	const char *s = skip_space(text);
	*error = "malformed rules: a JSON object of rule names and values was expected";
	if (*s++ != '{')
		return false;
	s = skip_space(s);
	if (*s == '}') {
		*out = r;
		return *skip_space(s + 1) == '\0';
	}
	for (;;) {
		char key[32], value[32];
		if (!json_token(&s, key, sizeof(key)))
			return false;
		s = skip_space(s);
		if (*s++ != ':' || !json_token(&s, value, sizeof(value)))
			return false;
		const char *why;
		if (strcmp(key, "komi") == 0) {
			*error = "komi is not a rule here: use the komi command";
			return false;
		}
		if (!rules_set(&r, key, value, &why)) {
			*error = why;
			return false;
		}
		s = skip_space(s);
		if (*s == '}')
			break;
		if (*s++ != ',')
			return false;
	}
	if (*skip_space(s + 1) != '\0')
		return false;
	*out = r;
	return true;
}

bool rules_parse(const char *text, struct rules *out, const char **error)
{
	if (*skip_space(text) == '{')
		return parse_json(text, out, error);
	*error = "unknown rules";
	return rules_from_name(text, out);
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
