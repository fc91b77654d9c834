/*
 * test_rules.c - rule sets: the presets by name, and the defaults.
 */
#include "helpers.h"

#include "rules.h"

START_TEST(test_rules_presets)
{
	static const struct {
		const char *name;
		enum ko_rule ko;
		bool suicide;
	} names[] = {
		{"Chinese", KO_POSITIONAL, false},     {"CHINESE", KO_POSITIONAL, false},
		{"Tromp-Taylor", KO_POSITIONAL, true}, {"tromp taylor", KO_POSITIONAL, true},
		{"AGA", KO_SITUATIONAL, false},        {"NZ", KO_SITUATIONAL, true},
		{"New Zealand", KO_SITUATIONAL, true}, {"new_zealand", KO_SITUATIONAL, true},
		{"Japanese", KO_SIMPLE, false},        {"korean", KO_SIMPLE, false},
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		struct rules r = {.ko = KO_SIMPLE, .allow_suicide = true};
		ck_assert_msg(rules_from_name(names[i].name, &r), "%s unknown", names[i].name);
		ck_assert_int_eq(r.ko, names[i].ko);
		ck_assert_int_eq(r.allow_suicide, names[i].suicide);
	}
	static const char *const unknown[] = {"", "Ing", "GOE", "chinese rules of 1988 and more"};
	for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
		struct rules r = {.ko = KO_SITUATIONAL, .allow_suicide = true};
		ck_assert(!rules_from_name(unknown[i], &r));
		ck_assert(r.ko == KO_SITUATIONAL && r.allow_suicide);
	}
	/* Every named rule set reads back from its name; the default is
	 * Chinese; simple ko with suicide has no name. */
	for (int ko = KO_SIMPLE; ko <= KO_SITUATIONAL; ko++)
		for (int suicide = 0; suicide < 2; suicide++) {
			struct rules r = {.ko = (enum ko_rule)ko, .allow_suicide = suicide},
				     back = rules_default();
			const char *name = rules_name(&r);
			if (!name)
				continue;
			ck_assert(rules_from_name(name, &back));
			ck_assert(back.ko == r.ko && back.allow_suicide == r.allow_suicide);
		}
	struct rules simple_suicide = {.ko = KO_SIMPLE, .allow_suicide = true},
		     defaults = rules_default();
	ck_assert_ptr_null(rules_name(&simple_suicide));
	ck_assert_str_eq(rules_name(&defaults), "Chinese");
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"presets", test_rules_presets},
	};
	return run_cases("rules", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
