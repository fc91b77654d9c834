/*
 * handicap.c - fixed and free handicap placement.
 */
#include "handicap.h"

#include <stdlib.h>

int handicap_max_fixed(int size)
{
	if (size < 7 || size > BOARD_MAX_SIZE)
		return 0;
	return size % 2 == 1 && size >= 9 ? 9 : 4;
}

int handicap_fixed(const struct grid *g, int n, int points[9])
{
	const int size = g->size;
	if (n < 2 || n > handicap_max_fixed(size))
		return 0;
	const int line = size >= 13 ? 3 : 2; /* 4th or 3rd line, from 0 */
	const int lo = line, hi = size - 1 - line, mid = size / 2;
	/* The specification's order for each count: corners first, the centre
	 * last for odd counts, sides in between. */
	const int corners[4][2] = {{lo, lo}, {hi, hi}, {lo, hi}, {hi, lo}};
	const int sides[4][2] = {{lo, mid}, {hi, mid}, {mid, lo}, {mid, hi}};
	int k = 0;
	for (int i = 0; i < (n < 4 ? n : 4); i++)
		points[k++] = grid_point(g, corners[i][0], corners[i][1]);
	const int side_count = n >= 8 ? 4 : n >= 6 ? 2 : 0;
	for (int i = 0; i < side_count; i++)
		points[k++] = grid_point(g, sides[i][0], sides[i][1]);
	if (n >= 5 && n % 2 == 1)
		points[k++] = grid_point(g, mid, mid);
	return k;
}

int handicap_free(const struct grid *g, int n, int *points)
{
	const int size = g->size;
	if (n < 2 || n >= size * size)
		return 0;
	int fixed = handicap_max_fixed(size);
	int k = handicap_fixed(g, n < fixed ? n : fixed, points);
	/* clearance[p]: steps from p to the nearest stone placed, or to just
	 * beyond the edge, so that stones keep away from the edge too. */
	int clearance[MAX_POINTS];
	for (int y = 0; y < size; y++) {
		for (int x = 0; x < size; x++) {
			const int edges[4] = {x + 1, y + 1, size - x, size - y};
			int best = edges[0];
			for (int i = 1; i < 4; i++)
				best = edges[i] < best ? edges[i] : best;
			clearance[grid_point(g, x, y)] = best;
		}
	}
	for (int i = 0; i < n; i++) {
		if (i >= k) {
			int best = -1;
			for (int y = 0; y < size; y++)
				for (int x = 0; x < size; x++) {
					int p = grid_point(g, x, y);
					if (clearance[p] > 0 && (best < 0 || clearance[p] > clearance[best]))
						best = p;
				}
			points[k++] = best;
		}
		const int px = grid_x(g, points[i]), py = grid_y(g, points[i]);
		for (int y = 0; y < size; y++)
			for (int x = 0; x < size; x++) {
				int p = grid_point(g, x, y), d = abs(x - px) + abs(y - py);
				clearance[p] = d < clearance[p] ? d : clearance[p];
			}
	}
	return k;
}
