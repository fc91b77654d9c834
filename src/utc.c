/*
 * utc.c - the UTC calendar.
 */
#include "utc.h"

#include <stdio.h>
#include <string.h>

enum { SECONDS_A_DAY = 86400, DAYS_IN_400_YEARS = 146097 };

/* Days from 0000-03-01 to 1970-01-01: counting from March on, the leap day
 * ends a year, and the calendar repeats every 400 years. */
enum { EPOCH_FROM_MARCH_0000 = 719468 };

/* Floor division, for times before 1970. */
static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

void utc_stamp(int64_t seconds, char stamp[UTC_STAMP_SIZE])
{
	const int64_t most = 253402300799;  /* 9999-12-31 23:59:59 */
	const int64_t least = -62167219200; /* 0000-01-01 00:00:00 */
	seconds = seconds < least ? least : seconds > most ? most : seconds;
	const int64_t days = floor_div(seconds, SECONDS_A_DAY) + EPOCH_FROM_MARCH_0000;
	const int64_t time = seconds - floor_div(seconds, SECONDS_A_DAY) * SECONDS_A_DAY;
	/* The day within its 400 years; the year within them, its days less
	 * the leap days before it (one at each 1,460 days of four years
	 * without their leap day, none at each 36,524 of a century but its
	 * 400th) over 365; the day within that year from March 1st. */
	const int64_t era = floor_div(days, DAYS_IN_400_YEARS);
	const int64_t day_of_era = days - era * DAYS_IN_400_YEARS;
	const int64_t year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 -
				     day_of_era / (DAYS_IN_400_YEARS - 1)) /
				    365;
	const int64_t day_of_year =
		day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
	/* Months from March run 31, 30, 31, 30, 31 days twice over, then 31
	 * and February's last: five months take 153 days, so that
	 * (5 d + 2) / 153 is the month of day d. */
	const int64_t month_from_march = (5 * day_of_year + 2) / 153;
	const int day = (int)(day_of_year - (153 * month_from_march + 2) / 5 + 1);
	const int month =
		(int)(month_from_march < 10 ? month_from_march + 3 : month_from_march - 9);
	const int year = (int)(era * 400 + year_of_era + (month <= 2));
	/* Room for any int, which the compiler cannot rule out; the clamp
	 * above makes it 19 characters. */
	char text[80];
	snprintf(text, sizeof(text), "%04d-%02d-%02d %02d:%02d:%02d", year, month, day,
		 (int)(time / 3600), (int)(time / 60 % 60), (int)(time % 60));
	memcpy(stamp, text, UTC_STAMP_SIZE - 1);
	stamp[UTC_STAMP_SIZE - 1] = '\0';
}
