/*
 * game.c - history, repetition rules, undo and setup.
 */
#include "game.h"

#include "grow.h"
#include "zobrist.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* --- Positions: checkpoints stored whole, moves in between as changes --- */

static uint64_t *stored(const struct game *g, int i)
{
	return &g->positions[(size_t)i * POSITION_WORDS];
}

static void store(struct game *g, int i, const struct position *pos)
{
	const int words = g->board.grid.words;
	uint64_t *w = stored(g, i);
	for (int k = 0; k < words; k++) {
		w[k] = pos->stone[BLACK].w[k];
		w[words + k] = pos->stone[WHITE].w[k];
	}
}

static void unstore(const struct game *g, int i, struct position *out)
{
	const int words = g->board.grid.words;
	const uint64_t *w = stored(g, i);
	memset(out, 0, sizeof(*out));
	for (int k = 0; k < words; k++) {
		out->stone[BLACK].w[k] = w[k];
		out->stone[WHITE].w[k] = w[words + k];
	}
}

/* The end of record r's removed stones in game.removed. */
static int removed_end(const struct game *g, int r)
{
	return r + 1 < g->length ? g->records[r + 1].removed : g->removed_count;
}

void game_position_of(const struct game *g, int r, struct position *out)
{
	assert(r >= 0 && r < g->length);
	int from = r;
	while (g->records[from].checkpoint < 0)
		from--;
	unstore(g, g->records[from].checkpoint, out);
	/* Records after a checkpoint are moves: place, then remove. */
	for (int k = from + 1; k <= r; k++) {
		const struct record *rec = &g->records[k];
		if (rec->point != PASS)
			bb_set(&out->stone[rec->colour], rec->point);
		for (int i = rec->removed; i < removed_end(g, k); i++) {
			bb_clear(&out->stone[BLACK], g->removed[i]);
			bb_clear(&out->stone[WHITE], g->removed[i]);
		}
	}
}

static bool same_position(const struct grid *grid, const struct position *a,
			  const struct position *b)
{
	return bb_equal(grid, &a->stone[BLACK], &b->stone[BLACK]) &&
	       bb_equal(grid, &a->stone[WHITE], &b->stone[WHITE]);
}

/* Whether record r left exactly the position pos. */
static bool record_is(const struct game *g, int r, const struct position *pos)
{
	struct position then;
	game_position_of(g, r, &then);
	return same_position(&g->board.grid, &then, pos);
}

/* --- The hash index: linear probing, removals only in reverse order of
 * insertion, which restores the table exactly. --- */

static uint32_t home_slot(const struct game *g, uint64_t hash)
{
	return (uint32_t)(hash ^ hash >> 32) & (uint32_t)(g->index_size - 1);
}

static void index_insert(struct game *g, int record)
{
	uint32_t i = home_slot(g, g->records[record].hash);
	while (g->index[i])
		i = (i + 1) & (uint32_t)(g->index_size - 1);
	g->index[i] = (uint32_t)record + 1;
}

static void index_remove(struct game *g, int record)
{
	uint32_t i = home_slot(g, g->records[record].hash);
	while (g->index[i] != (uint32_t)record + 1)
		i = (i + 1) & (uint32_t)(g->index_size - 1);
	g->index[i] = 0;
}

/* The first indexed record whose position is `pos` with hash `hash`, with
 * `to_move` next unless to_move is -1; -1 if there is none. */
static int index_find(const struct game *g, uint64_t hash, const struct position *pos, int to_move)
{
	for (uint32_t i = home_slot(g, hash); g->index[i];
	     i = (i + 1) & (uint32_t)(g->index_size - 1)) {
		const struct record *r = &g->records[g->index[i] - 1];
		if (r->hash == hash && (to_move < 0 || r->to_move == to_move) &&
		    record_is(g, (int)g->index[i] - 1, pos))
			return (int)g->index[i] - 1;
	}
	return -1;
}

/* Whether any indexed record has this hash (a quick test before the exact
 * one, which must rebuild positions). */
static bool index_has(const struct game *g, uint64_t hash)
{
	for (uint32_t i = home_slot(g, hash); g->index[i];
	     i = (i + 1) & (uint32_t)(g->index_size - 1))
		if (g->records[g->index[i] - 1].hash == hash)
			return true;
	return false;
}

bool game_seen(const struct game *g, uint64_t hash)
{
	return index_has(g, hash);
}

/* --- Storage --- */

/* Makes room for one more record, one more checkpoint, and the stones one
 * move can remove. */
static bool reserve(struct game *g)
{
	void *records = g->records, *removed = g->removed;
	bool ok = grow(&records, &g->record_capacity, (size_t)g->length + 1, sizeof(struct record));
	g->records = records;
	ok = ok && grow(&removed, &g->removed_capacity,
			(size_t)(g->removed_count + g->board.grid.size * g->board.grid.size),
			sizeof(uint16_t));
	g->removed = removed;
	void *positions = g->positions;
	ok = ok && grow(&positions, &g->position_capacity, (size_t)g->position_count + 1,
			POSITION_WORDS * sizeof(uint64_t));
	g->positions = positions;
	if (!ok)
		return false;
	if ((size_t)g->index_size >= 2 * g->record_capacity)
		return true;
	int size = (int)(2 * g->record_capacity);
	uint32_t *index = calloc((size_t)size, sizeof(uint32_t));
	if (!index)
		return false;
	free(g->index);
	g->index = index;
	g->index_size = size;
	game_rebuild_index(g);
	return true;
}

void game_rebuild_index(struct game *g)
{
	memset(g->index, 0, (size_t)g->index_size * sizeof(uint32_t));
	for (int r = 0; r < g->length; r++)
		if (g->records[r].indexed)
			index_insert(g, r);
}

/* Appends a record for the board as it now is; `removed` holds the stones
 * a move took off (NULL for none). reserve() must have succeeded. A
 * position and situation already in the index is not indexed again, which
 * keeps long runs of passes cheap. */
static void push_record(struct game *g, struct record r, const struct bitboard *removed)
{
	const struct position *pos = &g->board.pos;
	r.indexed = index_find(g, r.hash, pos, r.to_move) < 0;
	r.checkpoint = -1;
	if (r.kind != RECORD_MOVE || g->length % CHECKPOINT_EVERY == 0) {
		r.checkpoint = g->position_count;
		store(g, g->position_count++, pos);
	}
	r.removed = g->removed_count;
	if (removed) {
		int q;
		BB_FOR_EACH(q, removed, g->board.grid.words)
		{
			g->removed[g->removed_count++] = (uint16_t)q;
		}
	}
	g->records[g->length] = r;
	if (r.indexed)
		index_insert(g, g->length);
	g->length++;
}

static void pop_record(struct game *g)
{
	const struct record *r = &g->records[g->length - 1];
	if (r->indexed)
		index_remove(g, g->length - 1);
	if (r->checkpoint >= 0)
		g->position_count--;
	g->removed_count = r->removed;
	g->length--;
}

static struct record start_record(const struct game *g, int to_move)
{
	struct record r;
	memset(&r, 0, sizeof(r));
	r.hash = zobrist_hash(&g->board.grid, &g->board.pos);
	r.kind = RECORD_START;
	r.colour = -1;
	r.point = PASS;
	r.to_move = (int8_t)to_move;
	return r;
}

/* Empties the history down to a start record for the current board. The
 * history always has room for one record. */
static void restart(struct game *g, int to_move, int handicap)
{
	g->length = 0;
	g->position_count = 0;
	g->removed_count = 0;
	memset(g->index, 0, (size_t)g->index_size * sizeof(uint32_t));
	g->handicap = handicap;
	push_record(g, start_record(g, to_move), NULL);
}

bool game_init(struct game *g, int size)
{
	assert(size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE);
	memset(g, 0, sizeof(*g));
	g->rules = rules_default();
	g->komi = 7.5;
	board_clear(&g->board, size);
	if (!reserve(g)) {
		game_free(g);
		return false;
	}
	restart(g, BLACK, 0);
	return true;
}

void game_free(struct game *g)
{
	free(g->records);
	free(g->removed);
	g->removed = NULL;
	free(g->positions);
	free(g->index);
	g->records = NULL;
	g->positions = NULL;
	g->index = NULL;
}

void game_clear(struct game *g)
{
	game_resize(g, g->board.grid.size);
}

void game_resize(struct game *g, int size)
{
	assert(size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE);
	board_clear(&g->board, size);
	restart(g, BLACK, 0);
}

/* --- Legality --- */

/* The hash after c plays at p, which board_check accepted, and the stones
 * the play removes (with p itself for a suicide). */
static uint64_t hash_after(const struct game *g, int c, int p, struct bitboard *removed)
{
	const struct board *b = &g->board;
	board_captures_of(b, c, p, removed);
	uint64_t hash = game_hash(g) ^ zobrist_key(c, p);
	int q;
	BB_FOR_EACH(q, removed, b->grid.words)
	{
		hash ^= zobrist_key(q == p ? c : board_colour(b, q), q);
	}
	return hash;
}

/* The position after the play of hash_after. */
static void position_after(const struct game *g, int c, int p, const struct bitboard *removed,
			   struct position *next)
{
	const struct grid *grid = &g->board.grid;
	*next = g->board.pos;
	bb_set(&next->stone[c], p);
	for (int k = BLACK; k <= WHITE; k++)
		bb_andnot(grid, &next->stone[k], &next->stone[k], removed);
}

/* Steps 1-3 of a play are the board's (on the board, empty, not suicide);
 * step 4 is the ko rule in force, judged on the whole resulting position:
 * hashes select the earlier positions that may be equal, and only equal
 * positions refuse the play. */
static enum move_result check(const struct game *g, int c, int p, uint64_t *hash,
			      struct bitboard *removed)
{
	*hash = game_hash(g);
	bb_zero(removed);
	if (p == PASS)
		return MOVE_OK;
	enum move_result r = board_check(&g->board, c, p, g->rules.allow_suicide);
	if (r != MOVE_OK)
		return r;
	*hash = hash_after(g, c, p, removed);
	const int before_last = g->length - 2;
	const bool maybe_ko = before_last >= 0 && g->records[before_last].hash == *hash;
	if (!maybe_ko && (g->rules.ko == KO_SIMPLE || !index_has(g, *hash)))
		return MOVE_OK;
	struct position next;
	position_after(g, c, p, removed, &next);
	const bool is_ko = maybe_ko && record_is(g, before_last, &next);
	switch (g->rules.ko) {
	case KO_SIMPLE:
		return is_ko ? MOVE_KO : MOVE_OK;
	case KO_POSITIONAL:
		if (is_ko)
			return MOVE_KO;
		return index_find(g, *hash, &next, -1) >= 0 ? MOVE_SUPERKO : MOVE_OK;
	case KO_SITUATIONAL:
		if (index_find(g, *hash, &next, colour_other(c)) < 0)
			return MOVE_OK;
		return is_ko ? MOVE_KO : MOVE_SUPERKO;
	}
	return MOVE_OK;
}

enum move_result game_check(const struct game *g, int c, int p)
{
	assert(c == BLACK || c == WHITE);
	uint64_t hash;
	struct bitboard removed;
	return check(g, c, p, &hash, &removed);
}

void game_legal_moves(const struct game *g, int c, struct bitboard *out)
{
	bb_zero(out);
	int p;
	BB_FOR_EACH(p, &g->board.empty, g->board.grid.words)
	{
		if (game_check(g, c, p) == MOVE_OK)
			bb_set(out, p);
	}
}

bool game_reserve(struct game *g)
{
	return reserve(g);
}

enum move_result game_play(struct game *g, int c, int p)
{
	uint64_t hash;
	struct bitboard removed;
	enum move_result r = check(g, c, p, &hash, &removed);
	if (r != MOVE_OK)
		return r;
	if (!reserve(g))
		return MOVE_NO_MEMORY;
	struct record rec = *game_last(g);
	rec.hash = hash;
	rec.kind = RECORD_MOVE;
	rec.colour = (int8_t)c;
	rec.point = (int16_t)p;
	rec.to_move = (int8_t)colour_other(c);
	if (p != PASS) {
		const int empty_before = g->board.empty_count;
		const int captured = board_play(&g->board, c, p);
		const int suicided = g->board.empty_count - empty_before + 1 - captured;
		rec.captures[c] += captured;
		rec.captures[colour_other(c)] += suicided;
	}
	push_record(g, rec, &removed);
	DEBUG_ASSERT(game_check_invariants(g));
	return MOVE_OK;
}

/* Rebuilds the board for the current last record: from the nearest start or
 * setup record, replaying the moves after it. */
static void rebuild_board(struct game *g)
{
	int from = g->length - 1;
	while (g->records[from].kind == RECORD_MOVE)
		from--;
	struct position start;
	unstore(g, g->records[from].checkpoint, &start);
	board_set_position(&g->board, g->board.grid.size, &start);
	for (int i = from + 1; i < g->length; i++) {
		const struct record *r = &g->records[i];
		if (r->point != PASS)
			board_play(&g->board, r->colour, r->point);
	}
}

bool game_undo(struct game *g, int n)
{
	if (n < 0 || n > game_moves(g))
		return false;
	for (int i = 0; i < n; i++)
		pop_record(g);
	rebuild_board(g);
	DEBUG_ASSERT(game_check_invariants(g));
	return true;
}

bool game_two_passes(const struct game *g)
{
	if (g->length < 3)
		return false;
	const struct record *a = &g->records[g->length - 1], *b = &g->records[g->length - 2];
	return a->kind == RECORD_MOVE && a->point == PASS && b->kind == RECORD_MOVE &&
	       b->point == PASS;
}

bool game_is_over(const struct game *g)
{
	return game_two_passes(g) && (!g->rules.pass_stones || game_last(g)->colour == WHITE);
}

enum move_result game_legal_under(const struct game *g, const struct rules *r)
{
	if (r->ko == g->rules.ko && r->allow_suicide == g->rules.allow_suicide)
		return MOVE_OK; /* only these two decide what is legal */
	struct game *replay = malloc(sizeof(*replay));
	if (!replay || !game_init(replay, g->board.grid.size)) {
		free(replay);
		return MOVE_NO_MEMORY;
	}
	replay->rules = *r;
	struct position pos;
	game_position_of(g, 0, &pos);
	/* The start and the setups were legal positions under any rules:
	 * only memory can fail them. */
	enum move_result result = game_set_start(replay, &pos, g->records[0].to_move, g->handicap)
					  ? MOVE_OK
					  : MOVE_NO_MEMORY;
	for (int i = 1; result == MOVE_OK && i < g->length; i++) {
		const struct record *rec = &g->records[i];
		if (rec->kind == RECORD_MOVE) {
			result = game_play(replay, rec->colour, rec->point);
		} else {
			game_position_of(g, i, &pos);
			if (!game_add_setup(replay, &pos, rec->to_move))
				result = MOVE_NO_MEMORY;
		}
	}
	game_free(replay);
	free(replay);
	return result;
}

/* --- Setup --- */

bool game_set_start(struct game *g, const struct position *pos, int to_move, int handicap)
{
	assert((to_move == BLACK || to_move == WHITE) && handicap >= 0);
	if (!board_position_is_valid(&g->board.grid, pos))
		return false;
	board_set_position(&g->board, g->board.grid.size, pos);
	restart(g, to_move, handicap);
	return true;
}

bool game_add_setup(struct game *g, const struct position *pos, int to_move)
{
	assert(to_move == BLACK || to_move == WHITE);
	if (!board_position_is_valid(&g->board.grid, pos) || !reserve(g))
		return false;
	struct record rec = *game_last(g);
	board_set_position(&g->board, g->board.grid.size, pos);
	rec.hash = zobrist_hash(&g->board.grid, &g->board.pos);
	rec.kind = RECORD_SETUP;
	rec.colour = -1;
	rec.point = PASS;
	rec.to_move = (int8_t)to_move;
	push_record(g, rec, NULL);
	return true;
}

bool game_check_invariants(const struct game *g)
{
	const struct record *last = game_last(g);
	return board_check_invariants(&g->board) &&
	       last->hash == zobrist_hash(&g->board.grid, &g->board.pos) &&
	       record_is(g, g->length - 1, &g->board.pos);
}
