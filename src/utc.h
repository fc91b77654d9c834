/*
 * utc.h - a time as the UTC calendar writes it, computed by hand. A leaf
 * module: it knows no Go.
 *
 * The C library's localtime and strftime bring in its time-zone machinery
 * (the zone files' reader, sscanf, every strftime conversion): in a
 * static build some 110 kB of the program's 1.1 MB, which the kernel pages
 * in with the code around it, for a stamp in the traffic log.
 */
#ifndef ISHI_UTC_H
#define ISHI_UTC_H

#include <stdint.h>

/* "YYYY-MM-DD hh:mm:ss" and its terminating NUL. */
enum { UTC_STAMP_SIZE = 20 };

/* Writes the UTC date and time `seconds` after 1970-01-01 00:00:00 UTC
 * (before it if negative) into stamp, for years 0 to 9999; a time before
 * them is written as 0000-01-01 00:00:00, one after as 9999-12-31
 * 23:59:59. */
void utc_stamp(int64_t seconds, char stamp[UTC_STAMP_SIZE]);

#endif
