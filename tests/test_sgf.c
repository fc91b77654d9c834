/*
 * test_sgf.c - the SGF reader (sgf.h) on valid, broken and hostile input.
 */
#include "helpers.h"

#include "rng.h"
#include "sgf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static struct sgf tree;
static struct strbuf error = STRBUF_INIT;

static void teardown(void)
{
	sgf_free(&tree);
	sb_release(&error);
}

static bool parse_bytes(const char *data, size_t len)
{
	sb_reset(&error);
	return sgf_parse(&tree, data, len, &error);
}

static bool parse(const char *text)
{
	return parse_bytes(text, strlen(text));
}

/* Parses text, which must fail with an error that contains `expected`. */
static void parse_refused(const char *text, const char *expected)
{
	ck_assert_msg(!parse(text), "'%s' was accepted", text);
	ck_assert_msg(strstr(error.buf, expected), "'%s': error '%s', expected '%s'", text,
		      error.buf, expected);
	ck_assert_uint_eq(tree.node_count, 0);
}

/* Value i of property `name` in node n; the test fails if there is none. */
static const char *value(uint32_t n, const char *name, uint32_t i)
{
	ck_assert_uint_lt(n, tree.node_count);
	const struct sgf_property *p = sgf_find(&tree, n, name);
	ck_assert_msg(p, "no %s in node %u", name, n);
	ck_assert_uint_lt(i, p->value_count);
	return sgf_value(&tree, p, i, NULL);
}

/* A buffer of `count` copies of `unit` between `head` and `tail`. */
static char *repeat(const char *head, const char *unit, size_t count, const char *tail, size_t *len)
{
	size_t h = strlen(head), u = strlen(unit), t = strlen(tail);
	*len = h + u * count + t;
	char *buf = malloc(*len + 1);
	ck_assert_ptr_nonnull(buf);
	memcpy(buf, head, h);
	for (size_t i = 0; i < count; i++)
		memcpy(buf + h + i * u, unit, u);
	memcpy(buf + h + u * count, tail, t + 1);
	return buf;
}

START_TEST(test_sgf_properties)
{
	ck_assert(parse("(;FF[4]GM[1]SZ[19];B[pd];W[dp]C[hello])"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_str_eq(value(0, "FF", 0), "4");
	ck_assert_str_eq(value(0, "SZ", 0), "19");
	ck_assert_str_eq(value(1, "B", 0), "pd");
	ck_assert_str_eq(value(2, "C", 0), "hello");
	ck_assert_ptr_null(sgf_find(&tree, 1, "W"));
	/* Several values, and an empty one. */
	ck_assert(parse("(;AB[aa][bb] [cc]\n[dd];B[])"));
	const struct sgf_property *ab = sgf_find(&tree, 0, "AB");
	ck_assert_uint_eq(ab->value_count, 4);
	ck_assert_str_eq(value(0, "AB", 3), "dd");
	ck_assert_str_eq(value(1, "B", 0), "");
	/* Properties keep their order; the first of a repeated name is found. */
	ck_assert(parse("(;C[one]AB[aa]C[two])"));
	ck_assert_uint_eq(tree.nodes[0].property_count, 3);
	ck_assert_str_eq(tree.properties[2].name, "C");
	ck_assert_str_eq(value(0, "C", 0), "one");
	/* An empty node. */
	ck_assert(parse("(;;;)"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_uint_eq(tree.nodes[1].property_count, 0);
}
END_TEST

START_TEST(test_sgf_escapes)
{
	ck_assert(parse("(;C[a \\] b \\\\ c \\: d \\x])"));
	ck_assert_str_eq(value(0, "C", 0), "a ] b \\ c : d x");
	/* Soft line breaks in all four spellings vanish; hard ones stay. */
	ck_assert(parse("(;C[1\\\n2\\\r\n3\\\n\r4\\\r5\n6\r\n7])"));
	ck_assert_str_eq(value(0, "C", 0), "12345\n6\r\n7");
	/* LF LF after a backslash is one soft break and one hard one. */
	ck_assert(parse("(;C[a\\\n\nb])"));
	ck_assert_str_eq(value(0, "C", 0), "a\nb");
	/* A backslash before the closing bracket escapes it. */
	parse_refused("(;C[a\\])", "not closed");
	/* NUL bytes inside values are kept, with the length. */
	static const char nul[] = "(;C[a\0b]B[aa])";
	ck_assert(parse_bytes(nul, sizeof(nul) - 1));
	size_t length;
	const char *text = sgf_value(&tree, sgf_find(&tree, 0, "C"), 0, &length);
	ck_assert_uint_eq(length, 3);
	ck_assert(memcmp(text, "a\0b", 4) == 0);
	ck_assert_str_eq(value(0, "B", 0), "aa");
}
END_TEST

START_TEST(test_sgf_white_space)
{
	ck_assert(parse(" \n\t(\r\n ; B [aa] \v\f; W\n[bb]\n(\n;B[cc]\n)\n)\n"));
	ck_assert_uint_eq(tree.node_count, 3);
	ck_assert_str_eq(value(1, "W", 0), "bb");
	ck_assert_str_eq(value(2, "B", 0), "cc");
}
END_TEST

START_TEST(test_sgf_old_names)
{
	/* FF[3] and older allowed lower-case letters, which are skipped. */
	ck_assert(parse("(;AddBlack[aa]CoPyright[x]SiZe[9];Black[bb])"));
	ck_assert_str_eq(value(0, "AB", 0), "aa");
	ck_assert_str_eq(value(0, "CP", 0), "x");
	ck_assert_str_eq(value(0, "SZ", 0), "9");
	ck_assert_str_eq(value(1, "B", 0), "bb");
	parse_refused("(;add[aa])", "without a capital");
	parse_refused("(;ABCDEFGHIJKLMNOP[x])", "over 15 capitals");
	ck_assert(parse("(;ABCDEFGHIJKLMNO[x])"));
}
END_TEST

START_TEST(test_sgf_variations)
{
	/* The main line takes the first variation at every fork. */
	ck_assert(parse("(;SZ[9];B[aa](;W[bb](;B[cc])(;B[dd]))(;W[ee];B[ff]))"));
	ck_assert_uint_eq(tree.node_count, 4);
	ck_assert_str_eq(value(1, "B", 0), "aa");
	ck_assert_str_eq(value(2, "W", 0), "bb");
	ck_assert_str_eq(value(3, "B", 0), "cc");
	/* A collection: the first game only. Text around it is ignored. */
	ck_assert(parse("Subject: a game\n(;B[aa];W[bb])(;B[cc]) trailing (;garbage"));
	ck_assert_uint_eq(tree.node_count, 2);
	ck_assert_str_eq(value(1, "W", 0), "bb");
	/* Variations off the main line are still checked. */
	parse_refused("(;B[aa](;W[bb])(;W[cc]x))", "without a capital");
	parse_refused("(;B[aa](;W[bb])(;W[cc))", "not closed");
}
END_TEST

START_TEST(test_sgf_syntax_errors)
{
	static const struct {
		const char *text, *error;
	} cases[] = {
		{"", "no game tree"},
		{"B[aa]", "no game tree"},
		{"(", "ends inside 1 open game tree"},
		{"(;B[aa](;W[bb]", "ends inside 2 open game trees"},
		{"()", "empty game tree"},
		{"((;B[aa]))", "starts without a node"},
		{"(B[aa])", "property outside a node"},
		{"(;B)", "without a value"},
		{"(;B [aa] 7)", "unexpected '7'"},
		{"(;B[aa]", "ends inside"},
		{"(;B[aa", "not closed"},
		{"(;B[aa](;W[bb]);B[cc])", "a node after a variation"},
		{"(;B[aa](;W[bb])C[x])", "property outside a node"},
		{"(;B[aa](;W[bb])())", "empty game tree"},
		{"(;\x01)", "unexpected byte 0x01"},
		{"(;]", "unexpected ']'"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		parse_refused(cases[i].text, cases[i].error);
	/* A NUL outside a value. */
	ck_assert(!parse_bytes("(;\0)", 4));
	ck_assert_str_eq(error.buf, "line 1, column 3: unexpected byte 0x00");
	/* Lines and columns count from 1. */
	parse_refused("(;B[aa]\n;W[bb]\n  ;!)", "line 3, column 4: unexpected '!'");
	parse_refused("(;C[open\nvalue", "line 1, column 4: value not closed");
}
END_TEST

START_TEST(test_sgf_truncated)
{
	/* Every proper prefix of a record is refused; none crashes. */
	static const char record[] =
		"(;FF[4]GM[1]SZ[9]C[a \\] b\\\nc]AB[aa:cc]\n;B[dd](;W[ee];B[])"
		"(;W[ff]C[x\\\\]))";
	for (size_t len = 0; len < sizeof(record) - 1; len++)
		quick_assert_msg(!parse_bytes(record, len), "prefix of %zu bytes accepted", len);
	ck_assert(parse(record));
	ck_assert_uint_eq(tree.node_count, 4);
}
END_TEST

START_TEST(test_sgf_deep_nesting)
{
	/* 100000 nested game trees, all on the main line. */
	size_t len;
	char *deep = repeat("", "(;B[aa]", 100000, "", &len);
	char *closed = repeat(deep, ")", 100000, "", &len);
	ck_assert(parse_bytes(closed, len));
	ck_assert_uint_eq(tree.node_count, 100000);
	ck_assert_str_eq(value(99999, "B", 0), "aa");
	/* The same, never closed. */
	ck_assert(!parse(deep));
	ck_assert(strstr(error.buf, "ends inside 100000 open game trees"));
	free(closed);
	free(deep);
	/* 100000 "(" without a node: refused at the second one. */
	char *opens = repeat("", "(", 100000, "", &len);
	ck_assert(!parse_bytes(opens, len));
	ck_assert_str_eq(error.buf, "line 1, column 2: a game tree that starts without a node");
	free(opens);
	/* Deep variations off the main line cost no memory. */
	char *side = repeat("(;B[aa](;W[bb])", "(;W[cc]", 100000, "", &len);
	char *whole = repeat(side, ")", 100001, "", &len);
	ck_assert(parse_bytes(whole, len));
	ck_assert_uint_eq(tree.node_count, 2);
	free(whole);
	free(side);
}
END_TEST

/* Seconds of processor time since `start`. */
static double since(clock_t start)
{
	return (double)(clock() - start) / CLOCKS_PER_SEC;
}

START_TEST(test_sgf_limits)
{
	size_t len;
	char *text;
	/* Too many nodes on the main line. */
	text = repeat("(", ";", SGF_MAX_NODES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more nodes on the main line than the limit of 250000"));
	free(text);
	text = repeat("(", ";", SGF_MAX_NODES, ")", &len);
	ck_assert(parse_bytes(text, len));
	free(text);
	/* Too many properties, and too many values. */
	text = repeat("(;", "C[]", SGF_MAX_PROPERTIES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more properties"));
	free(text);
	text = repeat("(;AB", "[]", SGF_MAX_VALUES + 1, ")", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more values"));
	free(text);
	/* An enormous value on the main line is refused; off it, skipped. */
	text = repeat("(;C[", "x", 40 << 20, "])", &len);
	clock_t start = clock();
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "longer than the limit of 16 MiB"));
	free(text);
	text = repeat("(;B[aa](;)(;C[", "\\]", 20 << 20, "]))", &len);
	ck_assert(parse_bytes(text, len));
	ck_assert_uint_eq(tree.node_count, 2);
	free(text);
	/* 100 MB is refused by its size alone. */
	text = repeat("(;C[", "x", 100 << 20, "])", &len);
	ck_assert(!parse_bytes(text, len));
	ck_assert(strstr(error.buf, "more than the limit of 64 MiB"));
	free(text);
	ck_assert_msg(since(start) < 30, "hostile inputs took %.1f s", since(start));
}
END_TEST

START_TEST(test_sgf_garbage)
{
	/* Random bytes, and random draws from SGF's alphabet: never a crash,
	 * and every refusal says something. */
	static const char alphabet[] = "();[]\\:ABWCabt \n\r\0";
	struct rng rng;
	rng_seed(&rng, 8);
	char buf[512];
	for (int round = 0; round < 20000; round++) {
		size_t len = rng_below(&rng, sizeof(buf));
		bool from_alphabet = round % 2;
		for (size_t i = 0; i < len; i++)
			buf[i] = from_alphabet ? alphabet[rng_below(&rng, sizeof(alphabet) - 1)]
					       : (char)rng_next(&rng);
		if (from_alphabet && len > 2)
			memcpy(buf, "(;", 2);
		if (!parse_bytes(buf, len))
			quick_assert(error.len > 0 && tree.node_count == 0);
	}
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"properties", test_sgf_properties},   {"escapes", test_sgf_escapes},
		{"white_space", test_sgf_white_space}, {"old_names", test_sgf_old_names},
		{"variations", test_sgf_variations},   {"syntax_errors", test_sgf_syntax_errors},
		{"truncated", test_sgf_truncated},     {"deep_nesting", test_sgf_deep_nesting},
		{"limits", test_sgf_limits},           {"garbage", test_sgf_garbage},
	};
	/* The hostile inputs take seconds under sanitizers. */
	return run_cases("sgf", cases, CASE_COUNT(cases), NULL, teardown, 120);
}
