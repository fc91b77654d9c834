/*
 * reference.c - the slow reference board.
 */
#include "reference.h"

#include <string.h>

static bool on_board(const struct ref_position *p, int x, int y)
{
	return x >= 0 && y >= 0 && x < p->size && y < p->size;
}

static const int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};

/* Marks the chain at (x, y) in `mark` and returns its liberty count. */
static int chain_and_liberties(const struct ref_position *p, int x, int y,
			       bool mark[REF_MAX][REF_MAX])
{
	bool seen_liberty[REF_MAX][REF_MAX];
	memset(seen_liberty, 0, sizeof(seen_liberty));
	int colour = p->cell[x][y], libs = 0;
	int queue[REF_MAX * REF_MAX][2], head = 0, tail = 0;
	memset(mark, 0, sizeof(bool) * REF_MAX * REF_MAX);
	mark[x][y] = true;
	queue[tail][0] = x, queue[tail][1] = y, tail++;
	while (head < tail) {
		int cx = queue[head][0], cy = queue[head][1];
		head++;
		for (int d = 0; d < 4; d++) {
			int nx = cx + dx[d], ny = cy + dy[d];
			if (!on_board(p, nx, ny))
				continue;
			if (p->cell[nx][ny] == REF_EMPTY && !seen_liberty[nx][ny]) {
				seen_liberty[nx][ny] = true;
				libs++;
			} else if (p->cell[nx][ny] == colour && !mark[nx][ny]) {
				mark[nx][ny] = true;
				queue[tail][0] = nx, queue[tail][1] = ny, tail++;
			}
		}
	}
	return libs;
}

int ref_liberties(const struct ref_position *p, int x, int y)
{
	bool mark[REF_MAX][REF_MAX];
	return chain_and_liberties(p, x, y, mark);
}

/* Removes the chain at (x, y) if it has no liberty; returns stones removed. */
static int remove_if_dead(struct ref_position *p, int x, int y)
{
	bool mark[REF_MAX][REF_MAX];
	if (chain_and_liberties(p, x, y, mark) > 0)
		return 0;
	int removed = 0;
	for (int i = 0; i < p->size; i++)
		for (int j = 0; j < p->size; j++)
			if (mark[i][j]) {
				p->cell[i][j] = REF_EMPTY;
				removed++;
			}
	return removed;
}

static bool same_stones(const struct ref_position *a, const struct ref_position *b)
{
	for (int x = 0; x < a->size; x++)
		for (int y = 0; y < a->size; y++)
			if (a->cell[x][y] != b->cell[x][y])
				return false;
	return true;
}

/* The position after the play, and whether it was a suicide. The rules in
 * order: place, remove opponent chains without liberties, then the own. */
static struct ref_position after(const struct ref_position *now, int colour, int x, int y,
				 int *suicided)
{
	struct ref_position next = *now;
	int other = 3 - colour;
	next.cell[x][y] = colour;
	for (int d = 0; d < 4; d++) {
		int nx = x + dx[d], ny = y + dy[d];
		if (on_board(&next, nx, ny) && next.cell[nx][ny] == other)
			next.captures[colour] += remove_if_dead(&next, nx, ny);
	}
	*suicided = remove_if_dead(&next, x, y);
	next.captures[other] += *suicided;
	next.to_move = other;
	return next;
}

enum ref_result ref_check(const struct ref_game *g, int colour, int x, int y)
{
	const struct ref_position *now = ref_now(g);
	if (x < 0)
		return REF_OK;
	if (!on_board(now, x, y))
		return REF_OFF_BOARD;
	if (now->cell[x][y] != REF_EMPTY)
		return REF_OCCUPIED;
	int suicided;
	struct ref_position next = after(now, colour, x, y, &suicided);
	if (suicided && (!g->allow_suicide || suicided == 1))
		return REF_SUICIDE;
	bool ko = g->length >= 2 && same_stones(&g->history[g->length - 2], &next);
	if (g->ko == REF_KO_SIMPLE)
		return ko ? REF_KO : REF_OK;
	for (int i = 0; i < g->length; i++) {
		if (g->ko == REF_KO_SITUATIONAL && g->history[i].to_move != next.to_move)
			continue;
		if (same_stones(&g->history[i], &next))
			return ko ? REF_KO : REF_SUPERKO;
	}
	return REF_OK;
}

enum ref_result ref_play(struct ref_game *g, int colour, int x, int y)
{
	enum ref_result r = ref_check(g, colour, x, y);
	if (r != REF_OK || g->length == REF_HISTORY)
		return r;
	struct ref_position next = *ref_now(g);
	if (x >= 0) {
		int suicided;
		next = after(ref_now(g), colour, x, y, &suicided);
	}
	next.to_move = 3 - colour;
	g->history[g->length++] = next;
	return REF_OK;
}

void ref_init(struct ref_game *g, int size, enum ref_ko ko, bool allow_suicide)
{
	g->ko = ko;
	g->allow_suicide = allow_suicide;
	g->length = 1;
	memset(&g->history[0], 0, sizeof(g->history[0]));
	g->history[0].size = size;
	g->history[0].to_move = REF_BLACK;
}

void ref_undo(struct ref_game *g)
{
	if (g->length > 1)
		g->length--;
}

const struct ref_position *ref_now(const struct ref_game *g)
{
	return &g->history[g->length - 1];
}

bool ref_is_eye(const struct ref_position *p, int colour, int x, int y)
{
	if (p->cell[x][y] != REF_EMPTY)
		return false;
	for (int d = 0; d < 4; d++) {
		int nx = x + dx[d], ny = y + dy[d];
		if (on_board(p, nx, ny) && p->cell[nx][ny] != colour)
			return false;
	}
	int opponent_diagonals = 0;
	bool edge = x == 0 || y == 0 || x == p->size - 1 || y == p->size - 1;
	for (int ddx = -1; ddx <= 1; ddx += 2)
		for (int ddy = -1; ddy <= 1; ddy += 2)
			if (on_board(p, x + ddx, y + ddy) &&
			    p->cell[x + ddx][y + ddy] == 3 - colour)
				opponent_diagonals++;
	return opponent_diagonals < (edge ? 1 : 2);
}

int ref_area_difference(const struct ref_position *p)
{
	int diff = 0;
	bool done[REF_MAX][REF_MAX];
	memset(done, 0, sizeof(done));
	for (int x = 0; x < p->size; x++) {
		for (int y = 0; y < p->size; y++) {
			if (p->cell[x][y] == REF_BLACK)
				diff++;
			else if (p->cell[x][y] == REF_WHITE)
				diff--;
			if (p->cell[x][y] != REF_EMPTY || done[x][y])
				continue;
			/* An empty region: who does it touch? */
			int queue[REF_MAX * REF_MAX][2], head = 0, tail = 0, count = 0;
			bool touches[3] = {false, false, false};
			done[x][y] = true;
			queue[tail][0] = x, queue[tail][1] = y, tail++;
			while (head < tail) {
				int cx = queue[head][0], cy = queue[head][1];
				head++;
				count++;
				for (int d = 0; d < 4; d++) {
					int nx = cx + dx[d], ny = cy + dy[d];
					if (!on_board(p, nx, ny))
						continue;
					touches[p->cell[nx][ny]] = true;
					if (p->cell[nx][ny] == REF_EMPTY && !done[nx][ny]) {
						done[nx][ny] = true;
						queue[tail][0] = nx, queue[tail][1] = ny, tail++;
					}
				}
			}
			if (touches[REF_BLACK] && !touches[REF_WHITE])
				diff += count;
			if (touches[REF_WHITE] && !touches[REF_BLACK])
				diff -= count;
		}
	}
	return diff;
}
