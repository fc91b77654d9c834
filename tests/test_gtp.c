/*
 * test_gtp.c - GTP preprocessing, parsing and framing (no engine).
 */
#include "helpers.h"

#include "gtp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *preprocessed(const char *input, size_t len)
{
	static char buf[256];
	memcpy(buf, input, len);
	size_t n = gtp_preprocess(buf, len);
	return n ? buf : NULL;
}

START_TEST(test_gtp_preprocess)
{
	ck_assert_str_eq(preprocessed("name", 4), "name");
	ck_assert_str_eq(preprocessed("12\tname\r", 8), "12 name");
	ck_assert_str_eq(preprocessed("na\x01me\x7f", 6), "name");
	ck_assert_str_eq(preprocessed("na\0me", 5), "name");
	ck_assert_str_eq(preprocessed("play b d4 # a comment", 21), "play b d4 ");
	ck_assert_ptr_null(preprocessed("# interrupt", 11));
	ck_assert_ptr_null(preprocessed("", 0));
	ck_assert_ptr_null(preprocessed("  \t \r", 5));
	ck_assert_ptr_null(preprocessed("   # only a comment", 19));
	/* Bytes above 127 are not control characters: kept. */
	ck_assert_str_eq(preprocessed("echo \xe7\x9f\xb3", 8), "echo \xe7\x9f\xb3");
}
END_TEST

static struct gtp_command cmd;

static void parse(const char *line)
{
	static char buf[256];
	strcpy(buf, line);
	ck_assert(gtp_parse(buf, &cmd));
}

START_TEST(test_gtp_parse)
{
	parse("name");
	ck_assert(!cmd.has_id && !cmd.error);
	ck_assert_str_eq(cmd.name, "name");
	ck_assert_int_eq(cmd.argc, 0);
	parse("  12   play  b   d4  ");
	ck_assert(cmd.has_id && cmd.id == 12);
	ck_assert_str_eq(cmd.name, "play");
	ck_assert_int_eq(cmd.argc, 2);
	ck_assert_str_eq(cmd.argv[0], "b");
	ck_assert_str_eq(cmd.argv[1], "d4");
	parse("007 name");
	ck_assert(cmd.has_id && cmd.id == 7);
	parse("2147483647 name");
	ck_assert(cmd.has_id && cmd.id == 2147483647);
	parse("2147483648 name");
	ck_assert_str_eq(cmd.error, "id out of range");
	ck_assert(!cmd.has_id);
	parse("99999999999999999999999 name");
	ck_assert_str_eq(cmd.error, "id out of range");
	parse("000000000000000000042 name");
	ck_assert(cmd.has_id && cmd.id == 42 && !cmd.error);
	parse("12");
	ck_assert(cmd.has_id && cmd.id == 12);
	ck_assert_str_eq(cmd.error, "empty command");
	/* Not an id: a name, however odd. */
	parse("-5 name");
	ck_assert(!cmd.has_id);
	ck_assert_str_eq(cmd.name, "-5");
	parse("1.5 name");
	ck_assert(!cmd.has_id);
	ck_assert_str_eq(cmd.name, "1.5");
	/* Many arguments grow the array. */
	char many[2048] = "set_free_handicap";
	for (int i = 0; i < 300; i++)
		strcat(many, " a1");
	ck_assert(gtp_parse(many, &cmd));
	ck_assert_int_eq(cmd.argc, 300);
	gtp_command_free(&cmd);
}
END_TEST

static struct strbuf out;

static const char *framed(bool ok, const char *id_line, const char *text)
{
	parse(id_line);
	sb_reset(&out);
	gtp_frame(&out, ok, &cmd, text);
	return out.buf;
}

START_TEST(test_gtp_frame)
{
	ck_assert_str_eq(framed(true, "name", "ishi"), "= ishi\n\n");
	ck_assert_str_eq(framed(true, "12 name", "ishi"), "=12 ishi\n\n");
	ck_assert_str_eq(framed(false, "3 foo", "unknown command"), "?3 unknown command\n\n");
	ck_assert_str_eq(framed(true, "clear_board", ""), "= \n\n");
	ck_assert_str_eq(framed(true, "x", "a\nb\n\n"), "= a\nb\n\n");
	/* Never an empty line inside a response. */
	ck_assert_str_eq(framed(true, "x", "a\n\nb"), "= a\n \nb\n\n");
	gtp_command_free(&cmd);
	sb_release(&out);
}
END_TEST

START_TEST(test_gtp_number_real_in)
{
	/* The seconds of --move-time, ishi-param move_time and ishi-think. */
	double v = 7;
	ck_assert(number_real_in("0", 0, 10, &v) && v == 0);
	ck_assert(number_real_in("-0", 0, 10, &v) && v == 0 && !signbit(v));
	ck_assert(number_real_in("10", 0, 10, &v) && v == 10);
	ck_assert(number_real_in(".5", 0, 10, &v) && v == 0.5);
	v = 7;
	static const char *const refused[] = {"-1", "10.5", "1e1", "nan", "inf", "", "5s", " 5"};
	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
		ck_assert_msg(!number_real_in(refused[i], 0, 10, &v) && v == 7, "took '%s'",
			      refused[i]);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"preprocess", test_gtp_preprocess},
		{"parse", test_gtp_parse},
		{"frame", test_gtp_frame},
		{"number_real_in", test_gtp_number_real_in},
	};
	return run_cases("gtp", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
