/*
 * test_handicap.c - the fixed placement table of GTP v2 for every size and
 * count, and free placement.
 */
#include "helpers.h"

#include "coord.h"
#include "handicap.h"

#include <stdio.h>
#include <string.h>

/* The placement of n stones on size x size, as vertices in order. */
static const char *fixed(int size, int n)
{
	static char text[128];
	struct grid g;
	bb_grid_init(&g, size);
	int points[9];
	int k = handicap_fixed(&g, n, points);
	text[0] = '\0';
	for (int i = 0; i < k; i++) {
		char v[8];
		coord_format(&g, points[i], v);
		strcat(text, i ? " " : "");
		strcat(text, v);
	}
	return text;
}

START_TEST(test_handicap_spec_table)
{
	/* Spec 4.1.1: the 19x19 sequence for every count. */
	ck_assert_str_eq(fixed(19, 2), "D4 Q16");
	ck_assert_str_eq(fixed(19, 3), "D4 Q16 D16");
	ck_assert_str_eq(fixed(19, 4), "D4 Q16 D16 Q4");
	ck_assert_str_eq(fixed(19, 5), "D4 Q16 D16 Q4 K10");
	ck_assert_str_eq(fixed(19, 6), "D4 Q16 D16 Q4 D10 Q10");
	ck_assert_str_eq(fixed(19, 7), "D4 Q16 D16 Q4 D10 Q10 K10");
	ck_assert_str_eq(fixed(19, 8), "D4 Q16 D16 Q4 D10 Q10 K4 K16");
	ck_assert_str_eq(fixed(19, 9), "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10");
	/* Third line up to 12x12, fourth from 13x13. */
	ck_assert_str_eq(fixed(7, 4), "C3 E5 C5 E3");
	ck_assert_str_eq(fixed(8, 4), "C3 F6 C6 F3");
	ck_assert_str_eq(fixed(9, 9), "C3 G7 C7 G3 C5 G5 E3 E7 E5");
	ck_assert_str_eq(fixed(10, 4), "C3 H8 C8 H3");
	ck_assert_str_eq(fixed(11, 9), "C3 J9 C9 J3 C6 J6 F3 F9 F6");
	ck_assert_str_eq(fixed(12, 4), "C3 K10 C10 K3");
	ck_assert_str_eq(fixed(13, 9), "D4 K10 D10 K4 D7 K7 G4 G10 G7");
	ck_assert_str_eq(fixed(15, 9), "D4 M12 D12 M4 D8 M8 H4 H12 H8");
	ck_assert_str_eq(fixed(17, 9), "D4 O14 D14 O4 D9 O9 J4 J14 J9");
	ck_assert_str_eq(fixed(25, 9), "D4 W22 D22 W4 D13 W13 N4 N22 N13");
	ck_assert_str_eq(fixed(9, 5), "C3 G7 C7 G3 E5");
	ck_assert_str_eq(fixed(13, 6), "D4 K10 D10 K4 D7 K7");
	ck_assert_str_eq(fixed(9, 3), "C3 G7 C7");
}
END_TEST

START_TEST(test_handicap_every_size_and_count)
{
	for (int size = 1; size <= 25; size++) {
		struct grid g;
		bb_grid_init(&g, size);
		const int max = size < 7 ? 0 : size % 2 && size >= 9 ? 9 : 4;
		ck_assert_int_eq(handicap_max_fixed(size), max);
		const int line = size >= 13 ? 3 : 2;
		for (int n = 0; n <= 12; n++) {
			int points[9];
			int k = handicap_fixed(&g, n, points);
			ck_assert_int_eq(k, n >= 2 && n <= max ? n : 0);
			struct bitboard seen;
			bb_zero(&seen);
			for (int i = 0; i < k; i++) {
				const int x = grid_x(&g, points[i]), y = grid_y(&g, points[i]);
				ck_assert(bb_test(&g.onboard, points[i]) &&
					  !bb_test(&seen, points[i]));
				bb_set(&seen, points[i]);
				/* Every stone on the handicap line or the centre line. */
				ck_assert(x == line || x == size - 1 - line || x == size / 2);
				ck_assert(y == line || y == size - 1 - line || y == size / 2);
			}
			if (k >= 4) {
				/* Mirror symmetric: the set is its own reflection. */
				for (int i = 0; i < k; i++)
					ck_assert(bb_test(
						&seen,
						grid_point(&g, size - 1 - grid_x(&g, points[i]),
							   grid_y(&g, points[i]))));
			}
		}
	}
}
END_TEST

START_TEST(test_handicap_free)
{
	struct grid g;
	bb_grid_init(&g, 19);
	int points[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	/* Up to nine, the fixed placement. */
	ck_assert_int_eq(handicap_free(&g, 4, points), 4);
	int fixed_points[9];
	handicap_fixed(&g, 4, fixed_points);
	ck_assert(memcmp(points, fixed_points, sizeof(int) * 4) == 0);
	/* Beyond, and on boards without a table: every count, distinct. */
	static const int sizes[] = {2, 5, 7, 19};
	for (int s = 0; s < 4; s++) {
		const int size = sizes[s];
		bb_grid_init(&g, size);
		for (int n = 2; n < size * size; n++) {
			ck_assert_int_eq(handicap_free(&g, n, points), n);
			struct bitboard seen;
			bb_zero(&seen);
			for (int i = 0; i < n; i++) {
				ck_assert(bb_test(&g.onboard, points[i]) &&
					  !bb_test(&seen, points[i]));
				bb_set(&seen, points[i]);
			}
		}
		ck_assert_int_eq(handicap_free(&g, size * size, points), 0);
		ck_assert_int_eq(handicap_free(&g, 1, points), 0);
	}
	bb_grid_init(&g, 1);
	ck_assert_int_eq(handicap_free(&g, 2, points), 0);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"spec_table", test_handicap_spec_table},
		{"every_size_and_count", test_handicap_every_size_and_count},
		{"free", test_handicap_free},
	};
	return run_cases("handicap", cases, CASE_COUNT(cases), NULL, NULL, 120);
}
