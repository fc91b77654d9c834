/*
 * test_rules.c - rule sets: the presets by name, the switches by KataGo's
 * keys, KataGo's JSON both ways, and the handicap bonus.
 */
#include "helpers.h"

#include "rules.h"

#include <stdlib.h>
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
	struct rules_why why;
	ck_assert(rules_set(&r, "ko", "simple", &why) && r.ko == KO_SIMPLE);
	ck_assert(rules_set(&r, "SCORE", "Territory", &why) && r.scoring == SCORING_TERRITORY);
	ck_assert(rules_set(&r, "tax", "SEKI", &why) && r.tax == TAX_SEKI);
	ck_assert(rules_set(&r, "whiteHandicapBonus", "N-1", &why) && r.bonus == BONUS_N_MINUS_ONE);
	ck_assert(rules_set(&r, "suicide", "TRUE", &why) && r.allow_suicide);
	ck_assert(rules_set(&r, "friendlyPassOk", "false", &why) && r.all_alive);
	ck_assert(rules_set(&r, "passStones", "true", &why) && r.pass_stones);
	ck_assert(rules_set(&r, "hasButton", "false", &why));
	/* Refused, changing nothing, with the key and the reason. */
	const struct rules before = r;
	static const char *const refused[][3] = {
		{"hasButton", "true", "hasButton: ishi has no button"},
		{"tax", "ALL", "tax: \"ALL\" is not NONE or SEKI"},
		{"ko", "SPIGHT", "ko: \"SPIGHT\" is not SIMPLE, POSITIONAL or SITUATIONAL"},
		{"komi", "7", "komi is not a rule here: use the komi command"},
		{"suicide", "yes", "suicide: \"yes\" is not true or false"},
		{"", "", "unknown rule \"\""},
		{"scoring", "", "scoring: \"\" is not AREA or TERRITORY"},
		{"ko\"\\", "1", "unknown rule \"ko\\\"\\\\\""},
		{"ko", "\x01\n\xe6\x97\xa5",
		 "ko: \"\\x01\\x0A\\xE6\\x97\\xA5\" is not SIMPLE, "
		 "POSITIONAL or SITUATIONAL"},
		{"ko", "0123456789012345678901234567890123456789",
		 "ko: \"01234567890123456789012345678901\"... is not SIMPLE, POSITIONAL or "
		 "SITUATIONAL"},
	};
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		ck_assert(!rules_set(&r, refused[i][0], refused[i][1], &why));
		ck_assert_str_eq(why.text, refused[i][2]);
		ck_assert(rules_equal(&r, &before));
	}
}
END_TEST

/* rules_parse(text) must refuse, with this reason, changing nothing. */
static void refused_json(const char *text, const char *reason)
{
	struct rules kept = rules_default();
	const struct rules defaults = rules_default();
	struct rules_why why;
	ck_assert_msg(!rules_parse(text, &kept, &why), "%s was taken", text);
	ck_assert_msg(strcmp(why.text, reason) == 0, "%s: '%s', not '%s'", text, why.text, reason);
	ck_assert(rules_equal(&kept, &defaults));
}

START_TEST(test_rules_json)
{
	/* KataGo's answer for every preset reads back as the same rules. */
	static const char *const presets[] = {"chinese", "japanese", "aga", "nz", "tromp-taylor"};
	for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		struct rules r, back;
		struct strbuf json = STRBUF_INIT;
		struct rules_why why;
		ck_assert(rules_from_name(presets[i], &r));
		rules_to_json(&r, &json);
		ck_assert_msg(rules_parse(json.buf, &back, &why), "%s: %s", json.buf, why.text);
		ck_assert(rules_equal(&r, &back));
		sb_release(&json);
	}
	/* Missing keys are Tromp-Taylor's; white space is JSON's; keys and
	 * names ignore case, as rules_set's do; escapes are read. */
	struct rules r, tt;
	struct rules_why why;
	ck_assert(rules_from_name("tromp-taylor", &tt));
	ck_assert(rules_parse(" { } ", &r, &why) && rules_equal(&r, &tt));
	ck_assert(
		rules_parse("\t{ \"ko\" : \"SIMPLE\" ,\r\n\"scoring\":\"TERRITORY\"}\n", &r, &why));
	ck_assert(r.ko == KO_SIMPLE && r.scoring == SCORING_TERRITORY && r.allow_suicide);
	ck_assert(rules_parse("{\"ko\":\"\\u0053IMPLE\",\"\\u0073uicide\":false}", &r, &why));
	ck_assert(r.ko == KO_SIMPLE && !r.allow_suicide);
	ck_assert(
		rules_parse("{\"KO\":\"situational\",\"score\":\"territory\",\"hasButton\":false,"
			    "\"friendlyPassOk\":false,\"passStones\":true}",
			    &r, &why));
	ck_assert(r.ko == KO_SITUATIONAL && r.scoring == SCORING_TERRITORY && r.all_alive &&
		  r.pass_stones);
	/* Text that is not JSON, wherever it breaks (before a switch ishi
	 * refuses, or after one), and the key whose value it was. */
	static const char *const malformed[][2] = {
		{"{", "malformed JSON at byte 2: the text ends before the object's '}'"},
		{"{ko:SIMPLE}", "malformed JSON at byte 2: a name in double quotes was expected"},
		{"{\"ko\":SIMPLE}",
		 "ko: malformed JSON at byte 7: a value was expected (a string needs double "
		 "quotes)"},
		{"{\"ko\"}", "malformed JSON at byte 6: ':' was expected after the name"},
		{"{\"ko\":}", "ko: malformed JSON at byte 7: a value was expected"},
		{"{\"ko\":\"SIMPLE\",}",
		 "malformed JSON at byte 16: a name in double quotes was expected"},
		{"{\"ko\":\"SIMPLE\"} x",
		 "malformed JSON at byte 17: the text goes on after the value"},
		{"{\"ko\":\"SIMPLE\" \"tax\":\"NONE\"}",
		 "malformed JSON at byte 16: ',' or '}' was expected"},
		{"{\"ko\":\"SPIGHT\",}",
		 "malformed JSON at byte 16: a name in double quotes was expected"},
		{"{\"komi\":7,\"ko\":\"SIMPLE\"",
		 "malformed JSON at byte 24: the text ends before "
		 "the object's '}'"},
		{"{\"ko\":\"SIM\nPLE\"}",
		 "ko: malformed JSON at byte 11: a control character in a string (escape it)"},
		{"{\"ko\":\"\\uD800\"}",
		 "ko: malformed JSON at byte 8: a lone surrogate (\\uD800 to \\uDFFF outside a "
		 "pair)"},
		{"{\"ko\":[1,}", "ko: malformed JSON at byte 10: a value was expected"},
		{"{\"ko\":\"SIMPLE\"\xff}", "malformed JSON at byte 15: ',' or '}' was expected"},
		{"{\"k\xff\":1}", "malformed JSON at byte 4: a string that is not UTF-8"},
	};
	for (size_t i = 0; i < sizeof(malformed) / sizeof(malformed[0]); i++)
		refused_json(malformed[i][0], malformed[i][1]);
	/* JSON that ishi refuses: the first key at fault, and why. */
	static const char *const refused[][2] = {
		{"{\"suicide\":\"true\"}", "suicide: true or false, not a string"},
		{"{\"friendlyPassOk\":1}", "friendlyPassOk: true or false, not a number"},
		{"{\"passStones\":null}", "passStones: true or false, not null"},
		{"{\"hasButton\":true}", "hasButton: ishi has no button"},
		{"{\"ko\":\"SPIGHT\"}", "ko: \"SPIGHT\" is not SIMPLE, POSITIONAL or SITUATIONAL"},
		{"{\"ko\":true}",
		 "ko: a string (SIMPLE, POSITIONAL or SITUATIONAL), not a boolean"},
		{"{\"ko\":[\"SIMPLE\"]}",
		 "ko: a string (SIMPLE, POSITIONAL or SITUATIONAL), not an array"},
		{"{\"tax\":{\"a\":[{}]}}", "tax: a string (NONE or SEKI), not an object"},
		{"{\"tax\":\"ALL\"}", "tax: \"ALL\" is not NONE or SEKI"},
		{"{\"whiteHandicapBonus\":0}",
		 "whiteHandicapBonus: a string (0, N or N-1), not a number"},
		{"{\"komi\":7}", "komi is not a rule here: use the komi command"},
		{"{\"ko\":\"SIMPLE\",\"ko\":\"SIMPLE\"}", "duplicate key \"ko\""},
		{"{\"ko\":\"SIMPLE\",\"KO\":\"SIMPLE\"}",
		 "duplicate key \"KO\" (the rule \"ko\" again)"},
		{"{\"scoring\":\"AREA\",\"score\":\"AREA\"}",
		 "duplicate key \"score\" (the rule \"scoring\" again)"},
		{"{\"k\\\"o\":\"SIMPLE\"}", "unknown rule \"k\\\"o\""},
		{"{\"button\":true}", "unknown rule \"button\""},
		{"{\"\\u006bo\\u0000\":1}", "unknown rule \"ko\\x00\""},
		{"{\"ko\":\"SIMPLE\\u0000\"}",
		 "ko: \"SIMPLE\\x00\" is not SIMPLE, POSITIONAL or SITUATIONAL"},
		{"{\"ko\":\"\\u65e5\\n\"}",
		 "ko: \"\\xE6\\x97\\xA5\\x0A\" is not SIMPLE, POSITIONAL or SITUATIONAL"},
		/* The first refusal is the one given. */
		{"{\"ko\":\"SIMPLE\",\"tax\":\"ALL\",\"ko\":\"SPIGHT\"}",
		 "tax: \"ALL\" is not NONE or SEKI"},
		{"nonsense", "unknown rules"},
		{"[\"ko\"]", "unknown rules"},
	};
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
		refused_json(refused[i][0], refused[i][1]);
}
END_TEST

START_TEST(test_rules_json_large)
{
	/* 16 MiB of input: the reason stays one short line of printable
	 * ASCII, its quotes cut. */
	const size_t size = 16u << 20;
	char *text = malloc(size + 1);
	ck_assert_ptr_nonnull(text);
	static const char *const shapes[][2] = {
		{"{\"", "\":1}"},             /* an unknown key that long */
		{"{\"ko\":\"", "\"}"},        /* a value */
		{"{\"ko\":[", "1]}"},         /* an array, of 16 MiB of '[' */
		{"{\"ko\":\"SIMPLE\" ", "}"}, /* white space */
	};
	const char fill[] = {'a', '\xe6', '[', ' '};
	for (size_t k = 0; k < sizeof(shapes) / sizeof(shapes[0]); k++) {
		const size_t head = strlen(shapes[k][0]), tail = strlen(shapes[k][1]);
		memcpy(text, shapes[k][0], head);
		memset(text + head, fill[k], size - head - tail);
		memcpy(text + size - tail, shapes[k][1], tail + 1);
		struct rules r = rules_default();
		struct rules_why why;
		const bool taken = rules_parse(text, &r, &why);
		ck_assert_int_eq(taken, k == 3);
		if (taken)
			continue;
		ck_assert_uint_lt(strlen(why.text), 160);
		for (const char *c = why.text; *c; c++)
			ck_assert(*c >= ' ' && *c < 127);
	}
	free(text);
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
		{"json_large", test_rules_json_large},
		{"handicap_bonus", test_rules_handicap_bonus},
	};
	return run_cases("rules", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
