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

/* How good p is for the next free handicap stone, given `near`, its distance
 * to the nearest stone placed: far from the stones and from the stones'
 * mirror images across the edge; then on a line near the handicap line;
 * then central. Larger is better. */
static long free_score(const struct grid *g, int p, int near)
{
	const int size = g->size, x = grid_x(g, p), y = grid_y(g, p);
	const int edges[4] = {x + 1, y + 1, size - x, size - y};
	int edge = edges[0];
	for (int i = 1; i < 4; i++)
		edge = edges[i] < edge ? edges[i] : edge;
	const int spread = near < 2 * edge - 1 ? near : 2 * edge - 1;
	const int line_cap = size >= 13 ? 4 : (size + 1) / 2;
	const int line = edge < line_cap ? edge : line_cap;
	const int off_centre = abs(2 * x - (size - 1)) + abs(2 * y - (size - 1));
	return ((long)spread * 64 + line) * 4096 - off_centre;
}

int handicap_free(const struct grid *g, int n, int *points)
{
	const int size = g->size;
	if (n < 2 || n >= size * size)
		return 0;
	int fixed = handicap_max_fixed(size);
	int k = handicap_fixed(g, n < fixed ? n : fixed, points);
	/* near[p]: steps from p to the nearest stone placed so far. */
	int near[MAX_POINTS];
	for (int p = 0; p < g->points; p++)
		near[p] = 4 * BOARD_MAX_SIZE;
	for (int i = 0; i < n; i++) {
		if (i >= k) {
			int best = -1;
			long best_score = 0;
			for (int y = 0; y < size; y++)
				for (int x = 0; x < size; x++) {
					int p = grid_point(g, x, y);
					long score = free_score(g, p, near[p]);
					if (near[p] > 0 && (best < 0 || score > best_score)) {
						best = p;
						best_score = score;
					}
				}
			points[k++] = best;
		}
		const int px = grid_x(g, points[i]), py = grid_y(g, points[i]);
		for (int y = 0; y < size; y++)
			for (int x = 0; x < size; x++) {
				int p = grid_point(g, x, y), d = abs(x - px) + abs(y - py);
				near[p] = d < near[p] ? d : near[p];
			}
	}
	return k;
}
