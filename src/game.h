/*
 * game.h - a game of Go: the board, whose turn it is, and the whole history,
 * with the ko and superko rules decided from that history.
 *
 * The history is a list of records. Record 0 is the start: the empty board,
 * or the board after handicap or other setup stones (setup, not moves, so it
 * can never be undone). Each later record is a move (a stone or a pass) or a
 * mid-game setup, and holds the Zobrist hash of the position it left, who is
 * to move then, and the prisoner counts. Every position of the history is
 * kept exactly: stored whole at checkpoints (the start, each setup, and
 * every CHECKPOINT_EVERY records), and in between as the stone each move
 * placed and the stones it removed. Records are indexed by hash, once per
 * distinct position and situation, so a repetition check is one probe, and
 * every hash match is confirmed against the earlier position rebuilt from
 * its checkpoint: a hash collision can never reject a legal move.
 *
 * Ko rules, all on that one mechanism (a play that passes never repeats
 * anything, so passes are always legal):
 * - simple: a play may not recreate the position before the last move;
 * - positional superko: nor any earlier position of the game;
 * - situational superko: nor any earlier position that had the same player
 *   to move next.
 *
 * Undo rebuilds the board by replaying from the nearest setup record, so the
 * board after an undo is exactly, field for field, the board before the
 * move. Only game_init, game_reserve, game_play and game_add_setup
 * allocate (to grow the history), and game_legal_under (a replay); they
 * report failure instead of exiting.
 */
#ifndef ISHI_GAME_H
#define ISHI_GAME_H

#include "board.h"
#include "rules.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
	CHECKPOINT_EVERY = 32,
	POSITION_WORDS = 2 * (BB_WORDS - 1), /* room for the largest board */
};

enum record_kind { RECORD_START, RECORD_MOVE, RECORD_SETUP };

struct record {
	uint64_t hash;       /* of the position after this record */
	int32_t checkpoint;  /* the position stored whole for it, or -1 */
	int32_t removed;     /* where its removed stones start in game.removed */
	int32_t captures[2]; /* stones captured by black and white so far */
	int16_t point;       /* for moves: the point, or PASS */
	int8_t kind;         /* enum record_kind */
	int8_t colour;       /* for moves: the mover */
	int8_t to_move;      /* who moves next */
	bool indexed;        /* whether this record is in the hash index */
};

struct game {
	struct board board;
	struct rules rules;
	double komi;  /* never -0, which would be shown as "-0" */
	int handicap; /* handicap stones in the start position */
	int length;   /* records in the history, at least 1 */
	size_t record_capacity;
	struct record *records;
	/* Checkpoint positions, POSITION_WORDS words each: the board's words
	 * of the black plane, then those of the white plane. */
	int position_count;
	size_t position_capacity;
	uint64_t *positions;
	/* The stones each move removed, record after record. */
	int removed_count;
	size_t removed_capacity;
	uint16_t *removed;
	uint32_t *index; /* open addressing on the hash: record number + 1 */
	int index_size;  /* a power of two, at least twice the records */
};

/* An empty game on a board of the given size, komi 7.5, default rules.
 * Returns false if memory ran out (then nothing needs freeing). */
bool game_init(struct game *g, int size);
void game_free(struct game *g);

/* Clears the board and the history, keeping size, komi and rules. */
void game_clear(struct game *g);

/* Clears the game onto a board of another size (1..25). */
void game_resize(struct game *g, int size);

/* Whether c may play at p now: MOVE_OK, or why not. p is a point or PASS;
 * any other index, VERTEX_OFF_BOARD too, is MOVE_OFF_BOARD. */
enum move_result game_check(const struct game *g, int c, int p);

/* The points where c may play now (game_check), passes apart. */
void game_legal_moves(const struct game *g, int c, struct bitboard *out);

/* Plays c at p if game_check allows it; otherwise changes nothing and says
 * why. The other colour is to move afterwards. */
enum move_result game_play(struct game *g, int c, int p);

/* Makes room in the history for one more record, so that the next
 * game_play or game_add_setup cannot run out of memory: for a caller that
 * must not fail once it has begun a move (the player's draw). False if
 * memory ran out; the game is unchanged either way. */
bool game_reserve(struct game *g);

/* Takes back the last n records (moves or mid-game setups). Returns false,
 * changing nothing, if there are fewer than n. */
bool game_undo(struct game *g, int n);

/* Number of records after the start (moves and mid-game setups). */
static inline int game_moves(const struct game *g)
{
	return g->length - 1;
}

/* Starts the game afresh from an arrangement of stones (handicap or setup),
 * with `to_move` to play and `handicap` counted as handicap stones. Returns
 * false, changing nothing, if some chain would have no liberty or memory ran
 * out. */
bool game_set_start(struct game *g, const struct position *pos, int to_move, int handicap);

/* Replaces the arrangement in the middle of the game (setup stones in a game
 * record), recorded so that it can be undone. Same failures. */
bool game_add_setup(struct game *g, const struct position *pos, int to_move);

/* The hash of the current position. */
static inline uint64_t game_hash(const struct game *g)
{
	return g->records[g->length - 1].hash;
}

static inline const struct record *game_last(const struct game *g)
{
	return &g->records[g->length - 1];
}

/* Who is to move: the other colour than the last mover, or as set up. */
static inline int game_to_move(const struct game *g)
{
	return g->records[g->length - 1].to_move;
}

/* Stones captured so far by colour c (including suicided stones of the other
 * colour, which are the opponent's prisoners). */
static inline int game_captures(const struct game *g, int c)
{
	return g->records[g->length - 1].captures[c];
}

/* Whether some position of the history, as indexed for the ko rules, has
 * this hash: a quick test, which a hash collision can make true, for a
 * search that looks ahead of the game (game_check is the exact one). */
bool game_seen(const struct game *g, uint64_t hash);

/* Whether the last two records are passes. */
bool game_two_passes(const struct game *g);

/* Whether the game is over: two passes, and under pass stones (AGA) the
 * last of them White's. */
bool game_is_over(const struct game *g);

/* Whether every move of g would have been legal under rules r, since a
 * change of rules may not make the game so far illegal: MOVE_OK; else the
 * result of the first move refused, or MOVE_NO_MEMORY if memory ran out
 * for the replay (setups are legal under any rules). */
enum move_result game_legal_under(const struct game *g, const struct rules *r);

/* The position recorded by record r (0 <= r < length). */
void game_position_of(const struct game *g, int r, struct position *out);

/* Rebuilds the hash index from the records (after tests forge a hash). */
void game_rebuild_index(struct game *g);

/* Verifies the board invariants and that the stored hash and position of the
 * last record equal those of the board. For tests and debug builds. */
bool game_check_invariants(const struct game *g);

#endif
