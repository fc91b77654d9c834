/*
 * test_utc.c - the UTC calendar: dates that trip calendars (leap days of
 * the 4th, 100th and 400th years, the epoch, the ends of the range), then
 * the C library's gmtime on times spread over years 0 to 9999.
 */
#include "helpers.h"

#include "utc.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *stamp(int64_t seconds)
{
	static char out[UTC_STAMP_SIZE];
	utc_stamp(seconds, out);
	return out;
}

START_TEST(test_utc_known)
{
	ck_assert_str_eq(stamp(0), "1970-01-01 00:00:00");
	ck_assert_str_eq(stamp(-1), "1969-12-31 23:59:59");
	ck_assert_str_eq(stamp(951782399), "2000-02-28 23:59:59");
	ck_assert_str_eq(stamp(951782400), "2000-02-29 00:00:00");
	ck_assert_str_eq(stamp(951868800), "2000-03-01 00:00:00");
	ck_assert_str_eq(stamp(4107456000), "2100-02-28 00:00:00");
	ck_assert_str_eq(stamp(4107542400), "2100-03-01 00:00:00");
	ck_assert_str_eq(stamp(1796601599), "2026-12-06 23:59:59");
	ck_assert_str_eq(stamp(-62167219200), "0000-01-01 00:00:00");
	ck_assert_str_eq(stamp(253402300799), "9999-12-31 23:59:59");
	/* Outside years 0 to 9999: their ends. */
	ck_assert_str_eq(stamp(-62167219201), "0000-01-01 00:00:00");
	ck_assert_str_eq(stamp(INT64_MIN), "0000-01-01 00:00:00");
	ck_assert_str_eq(stamp(253402300800), "9999-12-31 23:59:59");
	ck_assert_str_eq(stamp(INT64_MAX), "9999-12-31 23:59:59");
}
END_TEST

START_TEST(test_utc_against_gmtime)
{
	/* Steps of 5 days and 7,777 seconds: every day of the month and every
	 * hour come round, 717,568 times (where time_t has 64 bits). */
	const int64_t step = 5 * 86400 + 7777;
	int compared = 0;
	for (int64_t t = -62167219200; t <= 253402300799; t += step) {
		const time_t seconds = (time_t)t;
		struct tm tm;
		if ((int64_t)seconds != t || !gmtime_r(&seconds, &tm))
			continue;
		char expected[64];
		snprintf(expected, sizeof(expected), "%04d-%02d-%02d %02d:%02d:%02d",
			 tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
			 tm.tm_sec);
		ck_assert_str_eq(stamp(t), expected);
		compared++;
	}
	if (sizeof(time_t) >= 8)
		ck_assert_int_eq(compared, 717568);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"known", test_utc_known},
		{"against_gmtime", test_utc_against_gmtime},
	};
	return run_cases("utc", cases, CASE_COUNT(cases), NULL, NULL, 60);
}
