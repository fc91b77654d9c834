/*
 * test_json.c - the JSON reader: every token of RFC 8259's grammar, strings
 * decoded with every escape, what it refuses and where, and input of any
 * size read in fixed memory.
 */
#include "helpers.h"

#include "json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tokens of text as one line: "{ name=ko string=SIMPLE }", a string's
 * decoded bytes shown as they are (those not printable as \xNN), a number
 * as its text; an error as "error@N: why" (N counted from 0) ends it. */
static const char *tokens(const char *text, size_t length)
{
	static char out[4096];
	struct json_reader r;
	struct json_token t;
	size_t n = 0;
	json_begin(&r, text, length);
	out[0] = '\0';
	for (;;) {
		const enum json_kind kind = json_next(&r, &t);
		const char *sep = n ? " " : "";
		if (kind == JSON_END)
			break;
		if (kind == JSON_ERROR) {
			n += (size_t)snprintf(out + n, sizeof(out) - n, "%serror@%zu: %s", sep,
					      r.error_at, r.error);
			/* Later calls answer the same. */
			ck_assert_int_eq(json_next(&r, &t), JSON_ERROR);
			break;
		}
		static const char *const names[] = {
			"",      "",        "{", "}",    "[",     "]",
			"name=", "string=", "",  "true", "false", "null"};
		n += (size_t)snprintf(out + n, sizeof(out) - n, "%s%s", sep, names[kind]);
		if (kind == JSON_NAME || kind == JSON_STRING) {
			const size_t kept =
				t.string_length < JSON_KEPT ? t.string_length : JSON_KEPT;
			for (size_t i = 0; i < kept; i++) {
				const unsigned char c = (unsigned char)t.string[i];
				n += (size_t)snprintf(out + n, sizeof(out) - n,
						      c >= ' ' && c < 127 ? "%c" : "\\x%02X", c);
			}
			ck_assert_int_eq(t.string[kept], '\0');
		}
		if (kind == JSON_NUMBER)
			n += (size_t)snprintf(out + n, sizeof(out) - n, "%.*s", (int)t.length,
					      text + t.at);
		ck_assert_uint_lt(n, sizeof(out) - 1);
	}
	/* JSON_END stays. */
	if (strstr(out, "error@") == NULL)
		ck_assert_int_eq(json_next(&r, &t), JSON_END);
	return out;
}

static const char *tokens_of(const char *text)
{
	return tokens(text, strlen(text));
}

START_TEST(test_json_grammar)
{
	static const char *const cases[][2] = {
		{"{}", "{ }"},
		{" \t\r\n{ \t\r\n} \t\r\n", "{ }"},
		{"[]", "[ ]"},
		{"{\"ko\":\"SIMPLE\",\"suicide\":true}",
		 "{ name=ko string=SIMPLE name=suicide true }"},
		{"{ \"a\" : [ 1 , -2.5e+3 , null , false , {} ] }",
		 "{ name=a [ 1 -2.5e+3 null false { } ] }"},
		{"[[[]],{\"\":[]}]", "[ [ [ ] ] { name= [ ] } ]"},
		/* Any value at the top, as the RFC allows. */
		{"\"text\"", "string=text"},
		{"0", "0"},
		{" true ", "true"},
		{"-0.0E-0", "-0.0E-0"},
		{"123456789012345678901234567890", "123456789012345678901234567890"},
		{"1e5", "1e5"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_str_eq(tokens_of(cases[i][0]), cases[i][1]);
}
END_TEST

START_TEST(test_json_strings)
{
	static const char *const cases[][2] = {
		/* Every escape of the RFC. */
		{"\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"", "string=\"\\/\\x08\\x0C\\x0A\\x0D\\x09"},
		/* \u, any case of hex digit, into UTF-8 of one to three bytes. */
		{"\"\\u0053IMPLE\"", "string=SIMPLE"},
		{"\"\\u00e9\\u00E9\"", "string=\\xC3\\xA9\\xC3\\xA9"},
		{"\"\\u65e5\"", "string=\\xE6\\x97\\xA5"},
		{"\"\\u0000\"", "string=\\x00"},
		/* A surrogate pair: one code point above U+FFFF, in four bytes. */
		{"\"\\uD834\\uDD1E\"", "string=\\xF0\\x9D\\x84\\x9E"},
		{"\"\\udbff\\udfff\"", "string=\\xF4\\x8F\\xBF\\xBF"},
		/* UTF-8 as it is, up to four bytes. */
		{"\"\xc3\xa9\xe6\x97\xa5\xf0\x9d\x84\x9e\"",
		 "string=\\xC3\\xA9\\xE6\\x97\\xA5\\xF0\\x9D\\x84\\x9E"},
		{"\"\x7f\"", "string=\\x7F"},
		{"{\"\\u006bo\":1}", "{ name=ko 1 }"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_str_eq(tokens_of(cases[i][0]), cases[i][1]);
	/* The first JSON_KEPT bytes are kept, the length is the whole. */
	char text[300];
	memset(text, 'a', sizeof(text));
	text[0] = '"';
	text[sizeof(text) - 1] = '"';
	struct json_reader r;
	struct json_token t;
	json_begin(&r, text, sizeof(text));
	ck_assert_int_eq(json_next(&r, &t), JSON_STRING);
	ck_assert_uint_eq(t.string_length, sizeof(text) - 2);
	ck_assert_uint_eq(t.length, sizeof(text));
	ck_assert_uint_eq(strlen(t.string), JSON_KEPT);
	ck_assert_int_eq(json_next(&r, &t), JSON_END);
}
END_TEST

START_TEST(test_json_refused)
{
	/* Each with the byte where it breaks. */
	static const char *const cases[][2] = {
		{"", "error@0: no value: the text is empty"},
		{"   ", "error@3: no value: the text is empty"},
		{"{ko:SIMPLE}", "{ error@1: a name in double quotes was expected"},
		{"{\"ko\":SIMPLE}",
		 "{ name=ko error@6: a value was expected (a string needs double quotes)"},
		{"{'ko':1}", "{ error@1: a name in double quotes was expected"},
		{"{\"ko\" 1}", "{ error@6: ':' was expected after the name"},
		{"{\"ko\":}", "{ name=ko error@6: a value was expected"},
		{"{\"ko\":1,}", "{ name=ko 1 error@8: a name in double quotes was expected"},
		{"{\"ko\":1 \"tax\":2}", "{ name=ko 1 error@8: ',' or '}' was expected"},
		{"[1,]", "[ 1 error@3: a value was expected"},
		{"[1 2]", "[ 1 error@3: ',' or ']' was expected"},
		{"[1}", "[ 1 error@2: ',' or ']' was expected"},
		{"{\"a\":1]", "{ name=a 1 error@6: ',' or '}' was expected"},
		{"{", "{ error@1: the text ends before the object's '}'"},
		{"{\"ko\":\"SIMPLE\"",
		 "{ name=ko string=SIMPLE error@14: the text ends before the object's '}'"},
		{"[", "[ error@1: the text ends before the array's ']'"},
		{"{} x", "{ } error@3: the text goes on after the value"},
		{"{}{}", "{ } error@2: the text goes on after the value"},
		/* White space is the RFC's four bytes: not a form feed, a vertical
		 * tab, a no-break space or a byte order mark. */
		{"\f{}", "error@0: a value was expected"},
		{"{\v}", "{ error@1: a name in double quotes was expected"},
		{"\xc2\xa0{}", "error@0: a value was expected"},
		{"\xef\xbb\xbf{}", "error@0: a value was expected"},
		/* Literals are lower case and whole. */
		{"True", "error@0: a value was expected (a string needs double quotes)"},
		{"tru", "error@0: a literal that is not true, false or null"},
		{"nul", "error@0: a literal that is not true, false or null"},
		{"truex", "true error@4: the text goes on after the value"},
		{"[truefalse]", "[ true error@5: ',' or ']' was expected"},
		/* Numbers as the RFC writes them: no '+', leading zero, bare '.',
		 * hex, infinity. */
		{"+1", "error@0: a value was expected"},
		{"01", "error@1: a number with a leading zero"},
		{"-", "error@1: a number needs a digit after its '-'"},
		{"-a", "error@1: a number needs a digit after its '-'"},
		{".5", "error@0: a value was expected"},
		{"1.", "error@2: a number needs digits after its '.'"},
		{"1.e5", "error@2: a number needs digits after its '.'"},
		{"1e", "error@2: a number needs digits in its exponent"},
		{"1e+", "error@3: a number needs digits in its exponent"},
		{"0x10", "0 error@1: the text goes on after the value"},
		{"Infinity", "error@0: a value was expected (a string needs double quotes)"},
		/* Strings: closed, no control character, good escapes, pairs of
		 * surrogates only, UTF-8 only. */
		{"\"abc", "error@0: a string without its closing quote"},
		{"\"a\nb\"", "error@2: a control character in a string (escape it)"},
		{"\"a\tb\"", "error@2: a control character in a string (escape it)"},
		{"\"\\x41\"", "error@1: a bad escape: \\ then one of \"\\/bfnrtu"},
		{"\"\\'\"", "error@1: a bad escape: \\ then one of \"\\/bfnrtu"},
		{"\"\\", "error@1: a bad escape: \\ then one of \"\\/bfnrtu"},
		{"\"\\u12\"", "error@1: \\u needs four hex digits"},
		{"\"\\u12G4\"", "error@1: \\u needs four hex digits"},
		{"\"\\uD834\"", "error@1: a lone surrogate (\\uD800 to \\uDFFF outside a pair)"},
		{"\"\\uD834x\"", "error@1: a lone surrogate (\\uD800 to \\uDFFF outside a pair)"},
		{"\"\\uD834\\u0041\"",
		 "error@1: a lone surrogate (\\uD800 to \\uDFFF outside a pair)"},
		{"\"\\uDD1E\\uD834\"",
		 "error@1: a lone surrogate (\\uD800 to \\uDFFF outside a pair)"},
		{"\"\\uD834\\uD834\"",
		 "error@1: a lone surrogate (\\uD800 to \\uDFFF outside a pair)"},
		{"\"\xff\"", "error@1: a string that is not UTF-8"},
		{"\"\x80\"", "error@1: a string that is not UTF-8"},
		{"\"\xc0\xaf\"", "error@1: a string that is not UTF-8"},         /* overlong '/' */
		{"\"\xe0\x80\xaf\"", "error@1: a string that is not UTF-8"},     /* overlong */
		{"\"\xed\xa0\x80\"", "error@1: a string that is not UTF-8"},     /* a surrogate */
		{"\"\xf4\x90\x80\x80\"", "error@1: a string that is not UTF-8"}, /* > U+10FFFF */
		{"\"\xf5\x80\x80\x80\"", "error@1: a string that is not UTF-8"},
		{"\"\xe6\x97\"", "error@1: a string that is not UTF-8"}, /* cut short */
		{"\"\xe6\x97", "error@1: a string that is not UTF-8"},
		{"\"\xc3\"", "error@1: a string that is not UTF-8"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(strcmp(tokens_of(cases[i][0]), cases[i][1]) == 0, "%s: %s, not %s",
			      cases[i][0], tokens_of(cases[i][0]), cases[i][1]);
	/* A NUL is a byte like any other: outside a string it is no token. */
	ck_assert_str_eq(tokens("{}\0", 3), "{ } error@2: the text goes on after the value");
	ck_assert_str_eq(tokens("\"a\0\"", 4),
			 "error@2: a control character in a string (escape it)");
}
END_TEST

START_TEST(test_json_depth)
{
	/* 64 open containers are read; the 65th is refused where it opens. */
	char text[2 * JSON_MAX_DEPTH + 3];
	for (int deep = JSON_MAX_DEPTH; deep <= JSON_MAX_DEPTH + 1; deep++) {
		for (int i = 0; i < deep; i++) {
			text[i] = '[';
			text[2 * deep - 1 - i] = ']';
		}
		struct json_reader r;
		struct json_token t;
		json_begin(&r, text, (size_t)(2 * deep));
		enum json_kind kind;
		int tokens_read = 0;
		while ((kind = json_next(&r, &t)) != JSON_END && kind != JSON_ERROR)
			tokens_read++;
		if (deep == JSON_MAX_DEPTH) {
			ck_assert_int_eq(kind, JSON_END);
			ck_assert_int_eq(tokens_read, 2 * deep);
		} else {
			ck_assert_int_eq(kind, JSON_ERROR);
			ck_assert_uint_eq(r.error_at, JSON_MAX_DEPTH);
		}
	}
	/* Objects and arrays alternate: each close is checked against its own
	 * open, at every depth. */
	ck_assert_str_eq(tokens_of("{\"a\":[{\"b\":[[]]}]}"), "{ name=a [ { name=b [ [ ] ] } ] }");
	ck_assert_str_eq(tokens_of("{\"a\":[{\"b\":[[]}]}"),
			 "{ name=a [ { name=b [ [ ] error@14: ',' or ']' was expected");
}
END_TEST

START_TEST(test_json_large)
{
	/* 16 MiB of anything is read in the reader's fixed memory, in one pass:
	 * a string that long, a deep run of arrays refused at once, and
	 * random bytes. */
	const size_t size = 16u << 20;
	char *text = malloc(size);
	ck_assert_ptr_nonnull(text);
	memset(text, 'x', size);
	text[0] = '[';
	text[1] = '"';
	text[size - 2] = '"';
	text[size - 1] = ']';
	struct json_reader r;
	struct json_token t;
	json_begin(&r, text, size);
	ck_assert_int_eq(json_next(&r, &t), JSON_ARRAY);
	ck_assert_int_eq(json_next(&r, &t), JSON_STRING);
	ck_assert_uint_eq(t.string_length, size - 4);
	ck_assert_int_eq(json_next(&r, &t), JSON_ARRAY_END);
	ck_assert_int_eq(json_next(&r, &t), JSON_END);
	memset(text, '[', size);
	json_begin(&r, text, size);
	while (json_next(&r, &t) == JSON_ARRAY)
		;
	ck_assert_ptr_nonnull(r.error);
	ck_assert_uint_eq(r.error_at, JSON_MAX_DEPTH);
	uint64_t x = 88172645463325252u;
	for (size_t i = 0; i < size; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		text[i] = "{}[]\":,\\ tfn0-.eu\"\"aA"[x % 21];
	}
	for (size_t start = 0; start < 64; start++) {
		json_begin(&r, text + start, size - start);
		enum json_kind kind;
		while ((kind = json_next(&r, &t)) != JSON_END && kind != JSON_ERROR)
			quick_assert(r.at <= size - start);
	}
	free(text);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"grammar", test_json_grammar}, {"strings", test_json_strings},
		{"refused", test_json_refused}, {"depth", test_json_depth},
		{"large", test_json_large},
	};
	return run_cases("json", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
