/*
 * number.h - numbers from text, read strictly: GTP ids and arguments, the
 * command lines of ishi and ishi-bench. A leaf module: it knows no Go.
 *
 * Integers are decimal digits only (at least one, leading zeros allowed),
 * read without overflowing: no spaces, no hexadecimal, no locale.
 */
#ifndef ISHI_NUMBER_H
#define ISHI_NUMBER_H

#include <stdbool.h>
#include <stdint.h>

/* What number_digits finds in a text. */
enum number_read { NUMBER_OK, NUMBER_MALFORMED, NUMBER_TOO_BIG };

/* The largest value number_int returns: 2^31 - 1, the GTP spec's int. */
enum { NUMBER_INT_MAX = 2147483647 };

/* Reads text as decimal digits only and, if that is all, sets *value:
 * NUMBER_OK, NUMBER_MALFORMED for anything but digits, or NUMBER_TOO_BIG
 * for a value above max. */
enum number_read number_digits(const char *text, uint64_t max, uint64_t *value);

/* The int in [0, NUMBER_INT_MAX] that text writes as an optional '+' and
 * digits; NUMBER_INT_MALFORMED if text is no integer, NUMBER_INT_OUT_OF_RANGE
 * if it is a '-' and digits or a value above NUMBER_INT_MAX. */
enum { NUMBER_INT_MALFORMED = -1, NUMBER_INT_OUT_OF_RANGE = -2 };
long number_int(const char *text);

/* An unsigned 64-bit integer written as number_int reads one; false for
 * anything else, a value above 2^64 - 1 too. */
bool number_u64(const char *text, uint64_t *out);

/* A plain decimal number, the whole text: an optional sign, digits, and
 * optionally a point and more digits ("6.5", "-3", "+.5", "7."), with one
 * digit at least; false for anything else: exponents, hexadecimal, spaces,
 * "inf" and "nan" too. */
bool number_real(const char *text, double *out);

/* A number as number_real reads it, from low to high, -0 read as 0 (so
 * that it is never shown as "-0"); false for anything else. */
bool number_real_in(const char *text, double low, double high, double *out);

#endif
