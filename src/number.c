/*
 * number.c - strict number parsing.
 */
#include "number.h"

#include <errno.h>
#include <stdlib.h>

enum number_read number_digits(const char *text, uint64_t max, uint64_t *value)
{
	if (!*text)
		return NUMBER_MALFORMED;
	uint64_t v = 0;
	bool too_big = false;
	for (; *text; text++) {
		if (*text < '0' || *text > '9')
			return NUMBER_MALFORMED;
		const unsigned digit = (unsigned)(*text - '0');
		/* Stop growing before v * 10 + digit could pass max; read on,
		 * since a later non-digit still makes the text malformed. */
		too_big = too_big || v > max / 10 || (v == max / 10 && digit > max % 10);
		if (!too_big)
			v = v * 10 + digit;
	}
	if (too_big)
		return NUMBER_TOO_BIG;
	*value = v;
	return NUMBER_OK;
}

long number_int(const char *text)
{
	/* A leading '+' is taken, as GNU Go takes it (sscanf's %d). */
	uint64_t value;
	const enum number_read read =
		number_digits(text + (*text == '+' || *text == '-'), NUMBER_INT_MAX, &value);
	if (read == NUMBER_MALFORMED)
		return NUMBER_INT_MALFORMED;
	return *text == '-' || read == NUMBER_TOO_BIG ? NUMBER_INT_OUT_OF_RANGE : (long)value;
}

bool number_u64(const char *text, uint64_t *out)
{
	return number_digits(text + (*text == '+'), UINT64_MAX, out) == NUMBER_OK;
}

bool number_real(const char *text, double *out)
{
	const char *s = text + (*text == '+' || *text == '-');
	size_t digits = 0;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			digits++;
	if (*s || digits == 0)
		return false;
	errno = 0;
	const double value = strtod(text, NULL);
	if (errno == ERANGE)
		return false;
	*out = value;
	return true;
}

bool number_real_in(const char *text, double low, double high, double *out)
{
	double value;
	if (!number_real(text, &value) || !(value >= low && value <= high))
		return false;
	*out = value + 0.0;
	return true;
}
