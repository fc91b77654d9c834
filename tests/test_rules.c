/*
 * test_rules.c - rule sets: the presets by name, the switches by KataGo's
 * keys, KataGo's JSON both ways, and the handicap bonus.
 */
#include "helpers.h"

#include "rules.h"

#include <string.h>

START_TEST(test_rules_presets)
{
	static const struct {
		const char *name;
		enum ko_rule ko;
		bool suicide;
		enum scoring_rule scoring;
		enum tax_rule tax;
		enum handicap_bonus bonus;
		bool pass_stones, all_alive;
	} names[] = {
		{"Chinese", KO_POSITIONAL, false, SCORING_AREA, TAX_NONE, BONUS_N, false, false},
		{"chinese-kgs", KO_POSITIONAL, false, SCORING_AREA, TAX_NONE, BONUS_N, false,
		 false},
		{"Tromp-Taylor", KO_POSITIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false,
		 true},
		{"tromp taylor", KO_POSITIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false,
		 true},
		{"AGA", KO_SITUATIONAL, false, SCORING_AREA, TAX_NONE, BONUS_N_MINUS_ONE, true,
		 false},
		{"NZ", KO_SITUATIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false, false},
		{"new_zealand", KO_SITUATIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false,
		 false},
		{" (New Zealand!) ", KO_SITUATIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE,
		 false, false},
		{"Tromp\tTaylor\n", KO_POSITIONAL, true, SCORING_AREA, TAX_NONE, BONUS_NONE, false,
		 true},
		{"Japanese", KO_SIMPLE, false, SCORING_TERRITORY, TAX_SEKI, BONUS_NONE, false,
		 false},
		{"korean", KO_SIMPLE, false, SCORING_TERRITORY, TAX_SEKI, BONUS_NONE, false, false},
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		struct rules r = {.ko = KO_SIMPLE, .allow_suicide = true};
		ck_assert_msg(rules_from_name(names[i].name, &r), "%s unknown", names[i].name);
		ck_assert_int_eq(r.ko, names[i].ko);
		ck_assert_int_eq(r.allow_suicide, names[i].suicide);
		ck_assert_int_eq(r.scoring, names[i].scoring);
		ck_assert_int_eq(r.tax, names[i].tax);
		ck_assert_int_eq(r.bonus, names[i].bonus);
		ck_assert_int_eq(r.pass_stones, names[i].pass_stones);
		ck_assert_int_eq(r.all_alive, names[i].all_alive);
	}
	/* Names ignore case, spaces and punctuation, and nothing else: not a
	 * byte above 127 (the UTF-8 of 日本 after "japanese"), nor a control
	 * character. */
	static const char *const unknown[] = {"",
					      "Ing",
					      "GOE",
					      "chinese rules of 1988 and more",
					      "japanese\xe6\x97\xa5\xe6\x9c\xac",
					      "\xc3\xa9japanese",
					      "japanese\x01",
					      "aga\x7f",
					      "nz\xff"};
	for (size_t i = 0; i < sizeof(unknown) / sizeof(unknown[0]); i++) {
		struct rules r = {.ko = KO_SITUATIONAL, .allow_suicide = true};
		ck_assert(!rules_from_name(unknown[i], &r));
		ck_assert(r.ko == KO_SITUATIONAL && r.allow_suicide);
	}
	/* Every preset reads back from the name rules_name gives it; the
	 * default is Chinese; simple ko with area scoring has no name. */
	static const char *const presets[] = {"chinese", "japanese", "aga", "nz", "tromp-taylor"};
	for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		struct rules r, back;
		ck_assert(rules_from_name(presets[i], &r));
		ck_assert(rules_from_name(rules_name(&r), &back));
		ck_assert(rules_equal(&r, &back));
	}
	struct rules simple = rules_default(), defaults = rules_default();
	simple.ko = KO_SIMPLE;
	ck_assert_ptr_null(rules_name(&simple));
	ck_assert_str_eq(rules_name(&defaults), "Chinese");
}
END_TEST

START_TEST(test_rules_switches)
{
	struct rules r = rules_default();
	const char *why;
	ck_assert(rules_set(&r, "ko", "simple", &why) && r.ko == KO_SIMPLE);
	ck_assert(rules_set(&r, "SCORE", "Territory", &why) && r.scoring == SCORING_TERRITORY);
	ck_assert(rules_set(&r, "tax", "SEKI", &why) && r.tax == TAX_SEKI);
	ck_assert(rules_set(&r, "whiteHandicapBonus", "N-1", &why) && r.bonus == BONUS_N_MINUS_ONE);
	ck_assert(rules_set(&r, "suicide", "TRUE", &why) && r.allow_suicide);
	ck_assert(rules_set(&r, "friendlyPassOk", "false", &why) && r.all_alive);
	ck_assert(rules_set(&r, "passStones", "true", &why) && r.pass_stones);
	ck_assert(rules_set(&r, "hasButton", "false", &why));
	/* Refused, changing nothing. */
	const struct rules before = r;
	static const char *const refused[][2] = {
		{"hasButton", "true"}, {"tax", "ALL"}, {"ko", "SPIGHT"}, {"komi", "7"},
		{"suicide", "yes"},    {"", ""},       {"scoring", ""},
	};
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		ck_assert(!rules_set(&r, refused[i][0], refused[i][1], &why));
		ck_assert_ptr_nonnull(why);
		ck_assert(rules_equal(&r, &before));
	}
}
END_TEST

START_TEST(test_rules_json)
{
	/* KataGo's answer for every preset reads back as the same rules. */
	static const char *const presets[] = {"chinese", "japanese", "aga", "nz", "tromp-taylor"};
	for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		struct rules r, back;
		struct strbuf json = STRBUF_INIT;
		const char *why;
		ck_assert(rules_from_name(presets[i], &r));
		rules_to_json(&r, &json);
		ck_assert_msg(rules_parse(json.buf, &back, &why), "%s: %s", json.buf, why);
		ck_assert(rules_equal(&r, &back));
		sb_release(&json);
	}
	/* Missing keys are Tromp-Taylor's; white space is allowed. */
	struct rules r, tt;
	const char *why;
	ck_assert(rules_from_name("tromp-taylor", &tt));
	ck_assert(rules_parse(" { } ", &r, &why) && rules_equal(&r, &tt));
	ck_assert(rules_parse("{ \"ko\" : \"SIMPLE\" ,\"scoring\":\"TERRITORY\"}", &r, &why));
	ck_assert(r.ko == KO_SIMPLE && r.scoring == SCORING_TERRITORY && r.allow_suicide);
	/* Broken forms change nothing. */
	static const char *const broken[] = {
		"{",
		"{\"ko\"}",
		"{\"ko\":}",
		"{\"ko\":\"SIMPLE\",}",
		"{\"ko\":\"SIMPLE\"} x",
		"{\"k\\\"o\":\"SIMPLE\"}",
		"{\"ko\":\"SIMPLE\" \"tax\":\"NONE\"}",
		"{\"komi\":7}",
		"nonsense",
	};
	for (size_t i = 0; i < sizeof(broken) / sizeof(broken[0]); i++) {
		struct rules kept = rules_default();
		ck_assert_msg(!rules_parse(broken[i], &kept, &why), "%s was taken", broken[i]);
		const struct rules defaults = rules_default();
		ck_assert(rules_equal(&kept, &defaults));
	}
}
END_TEST

START_TEST(test_rules_handicap_bonus)
{
	struct rules r = rules_default();
	ck_assert_int_eq(rules_handicap_bonus(&r, 4), 4);
	ck_assert_int_eq(rules_handicap_bonus(&r, 0), 0);
	r.bonus = BONUS_N_MINUS_ONE;
	ck_assert_int_eq(rules_handicap_bonus(&r, 4), 3);
	r.bonus = BONUS_NONE;
	ck_assert_int_eq(rules_handicap_bonus(&r, 4), 0);
	r.bonus = BONUS_N;
	r.scoring = SCORING_TERRITORY;
	ck_assert_int_eq(rules_handicap_bonus(&r, 4), 0);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"presets", test_rules_presets},
		{"switches", test_rules_switches},
		{"json", test_rules_json},
		{"handicap_bonus", test_rules_handicap_bonus},
	};
	return run_cases("rules", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
