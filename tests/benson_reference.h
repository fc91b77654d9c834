/*
 * benson_reference.h - Benson's algorithm kept plain, for differential
 * tests of src/benson.c: every chain and every region a set of points,
 * vitality a subset test, as the algorithm is stated (benson.h). Some
 * 90 kB of sets for one colour's parts; it lives only in tests/.
 */
#ifndef ISHI_TEST_BENSON_REFERENCE_H
#define ISHI_TEST_BENSON_REFERENCE_H

#include "benson.h"

#include <stdbool.h>

/* What benson_analyse finds, found the plain way. */
void ref_benson(const struct board *b, bool allow_suicide, struct benson *out);

#endif
