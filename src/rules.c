/*
 * rules.c - the table of named rule sets.
 */
#include "rules.h"

#include "number.h"

#include <float.h>
#include <math.h>
#include <string.h>

struct rules rules_default(void)
{
	struct rules r = {.ko = KO_POSITIONAL, .allow_suicide = false};
	return r;
}

bool rules_equal(const struct rules *a, const struct rules *b)
{
	return a->ko == b->ko && a->allow_suicide == b->allow_suicide &&
	       a->all_alive == b->all_alive;
}

bool rules_komi_accept(double k, double *komi)
{
	if (!isfinite(k) || fabs(k) > FLT_MAX)
		return false;
	*komi = k == 0 ? 0 : k;
	return true;
}

bool rules_komi_from_text(const char *text, double *komi)
{
	double k;
	return number_real(text, &k) && rules_komi_accept(k, komi);
}

static const struct preset {
	const char *name;
	const char *keys[2]; /* names as rules_from_name folds them */
	enum ko_rule ko;
	bool allow_suicide;
} presets[] = {
	{"Chinese", {"chinese", NULL}, KO_POSITIONAL, false},
	{"Tromp-Taylor", {"tromptaylor", NULL}, KO_POSITIONAL, true},
	{"AGA", {"aga", NULL}, KO_SITUATIONAL, false},
	{"NZ", {"nz", "newzealand"}, KO_SITUATIONAL, true},
	{"Japanese", {"japanese", "korean"}, KO_SIMPLE, false},
};

enum { PRESET_COUNT = sizeof(presets) / sizeof(presets[0]) };

/* Lower-case letters and digits of name, or false if that is too long to
 * be any preset's name. */
static bool fold(const char *name, char *out, size_t size)
{
	size_t n = 0;
	for (const char *s = name; *s; s++) {
		char c = *s;
		if (c >= 'A' && c <= 'Z')
			c = (char)(c - 'A' + 'a');
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
			continue;
		if (n + 1 == size)
			return false;
		out[n++] = c;
	}
	out[n] = '\0';
	return true;
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

bool rules_from_name(const char *name, struct rules *out)
{
	char key[32];
	if (!fold(name, key, sizeof(key)))
		return false;
	for (int i = 0; i < PRESET_COUNT; i++)
		for (int k = 0; k < 2; k++)
			if (presets[i].keys[k] && strcmp(presets[i].keys[k], key) == 0) {
				out->ko = presets[i].ko;
				out->allow_suicide = presets[i].allow_suicide;
				return true;
			}
	return false;
}

const char *rules_name(const struct rules *r)
{
	for (int i = 0; i < PRESET_COUNT; i++)
		if (presets[i].ko == r->ko && presets[i].allow_suicide == r->allow_suicide)
			return presets[i].name;
	return NULL;
}
