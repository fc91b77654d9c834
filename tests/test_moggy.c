/*
 * test_moggy.c - the heavy playout policy (moggy.h).
 *
 * Each rule is shown firing on a position made for it, with every rate
 * 1: a capture, the largest of two, an escape by extension (none into a
 * ladder) and by capture, no escape where none gains liberties, a
 * pattern's reply, and a self-atari refused. What the policy reads from the playout board (the
 * chains in atari, self-ataris, the 3x3 codes) is checked against the
 * rules board over random positions, and its pattern table against its
 * symmetries. Its playouts run through playout_many with the rules core
 * as the referee on several sizes: every move legal and no eye of the
 * mover's filled, the proposals played when they are light moves, only
 * self-ataris refused; and they end, and repeat with the seed; with every
 * rate 0 they are the light playouts.
 */
#include "helpers.h"

#include "moggy.h"
#include "pboard.h"
#include "playout.h"
#include "rng.h"

#include <stdlib.h>
#include <string.h>

/* A policy with every rule always tried; shared by the tests, built once
 * per test (it is some 8 KB). */
static struct moggy *always(void)
{
	struct moggy *m = malloc(sizeof(*m));
	ck_assert_ptr_nonnull(m);
	const struct moggy_rates rates = {1, 1, 1, 1};
	moggy_init(m, &rates);
	return m;
}

/* The diagram's position on a playout board, and its game. */
static void setup(struct game *g, struct pboard *pb, const char *diagram)
{
	game_from_diagram(g, diagram, BLACK);
	pboard_from_board(pb, &g->board);
}

/* What the policy proposes for c after the opponent's play at `last`. */
static int proposal(const struct moggy *m, const struct pboard *pb, int c, int last)
{
	struct rng r;
	rng_seed(&r, 1);
	return moggy_choose(&m->base, pb, c, last, &r);
}

START_TEST(test_moggy_capture)
{
	/* White's last play at C3 leaves its two stones in atari at D3:
	 * Black takes them... */
	struct moggy *m = always();
	struct game g;
	struct pboard pb;
	setup(&g, &pb,
	      ". . . . .\n"
	      ". X X . .\n"
	      "X O O . .\n"
	      ". X X . .\n"
	      ". . . . .\n");
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "B3")), pt(&g, "D3"));
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "B4")), 0);
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "C3")), pt(&g, "D3"));
	game_free(&g);
	/* ...and so after White's D4, a diagonal neighbour of the chain. */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". X X O .\n"
	      "X O O . .\n"
	      ". X X . .\n"
	      ". . . . .\n");
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "D4")), pt(&g, "D3"));
	game_free(&g);
	free(m);
}
END_TEST

START_TEST(test_moggy_capture_largest)
{
	/* Around White's last play at D3, three white chains in atari: D3
	 * itself and C5-C4 at C3, E2 at E1. The bigger is taken... */
	struct moggy *m = always();
	struct game g;
	struct pboard pb;
	setup(&g, &pb,
	      ". X O X .\n"
	      ". X O X .\n"
	      ". . . O X\n"
	      ". . . X O\n"
	      ". . . . .\n");
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "C5")), pt(&g, "C3"));
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "E2")), pt(&g, "E1"));
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "D3")), pt(&g, "C3"));
	game_free(&g);
	/* ...and the single stone when it is alone in atari. */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". . . . .\n"
	      ". . . O X\n"
	      ". . . X O\n"
	      ". . . . .\n");
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "D3")), pt(&g, "E1"));
	game_free(&g);
	free(m);
}
END_TEST

START_TEST(test_moggy_escape)
{
	/* White's D3 puts Black's C3 in atari: Black extends at C2, which
	 * gives it three liberties... */
	struct moggy *m = always();
	struct game g;
	struct pboard pb;
	setup(&g, &pb,
	      ". . . . .\n"
	      ". . O . .\n"
	      ". O X O .\n"
	      ". . . . .\n"
	      ". . . . .\n");
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "D3")), pt(&g, "C2"));
	game_free(&g);
	/* ...but not at A3 after White's C3 here, where two liberties are a
	 * ladder on the edge (test_ladder has the extension to two
	 * liberties that a stone on the path lets out); the patterns, off,
	 * would answer C3 themselves. */
	struct moggy *no_pattern = malloc(sizeof(*no_pattern));
	ck_assert_ptr_nonnull(no_pattern);
	const struct moggy_rates escape_only = {1, 1, 0, 1};
	moggy_init(no_pattern, &escape_only);
	setup(&g, &pb,
	      ". . . . .\n"
	      ". O . . .\n"
	      ". X O . .\n"
	      ". O . . .\n"
	      ". . . . .\n");
	ck_assert_int_eq(proposal(no_pattern, &pb, BLACK, pt(&g, "C3")), PASS);
	game_free(&g);
	free(no_pattern);
	/* Nor where the extension would leave none: no proposal. */
	setup(&g, &pb,
	      ". O . . .\n"
	      "O X O . .\n"
	      "O X O . .\n"
	      "O . O . .\n"
	      ". O . . .\n");
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "B3")), pt(&g, "B2"));
	ck_assert(moggy_is_self_atari(&pb, BLACK, pt(&g, "B2"), NULL));
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "C3")), PASS);
	game_free(&g);
	/* White's B3 puts B2 in atari, and its C2 is in atari: with the
	 * capture rule off, the escape takes C2 at D2 rather than extend at
	 * B1. */
	struct moggy *no_capture = malloc(sizeof(*no_capture));
	ck_assert_ptr_nonnull(no_capture);
	const struct moggy_rates rates = {0, 1, 1, 1};
	moggy_init(no_capture, &rates);
	setup(&g, &pb,
	      ". . . . .\n"
	      ". . . . .\n"
	      ". O X . .\n"
	      "O X O . .\n"
	      ". . X . .\n");
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "B2")), pt(&g, "B1"));
	ck_assert_int_eq(moggy_atari_liberty(&pb, pt(&g, "C2")), pt(&g, "D2"));
	ck_assert_int_eq(proposal(no_capture, &pb, BLACK, pt(&g, "B3")), pt(&g, "D2"));
	game_free(&g);
	free(no_capture);
	free(m);
}
END_TEST

START_TEST(test_moggy_pattern)
{
	/* Black's stone at C4 and White's at D4, White having played D4:
	 * the hane at D3, under White's stone, is the diagonal attachment
	 * and the magari; C3 is no pattern. The proposal is one of the
	 * matches. */
	struct moggy *m = always();
	struct game g;
	struct pboard pb;
	setup(&g, &pb,
	      ". . . . . . .\n"
	      ". . . . . . .\n"
	      ". . . . . . .\n"
	      ". . X O . . .\n"
	      ". . . . . . .\n"
	      ". . . . . . .\n"
	      ". . . . . . .\n");
	/* X O above, empty row around D3: the non-cutting hane (XO.). */
	ck_assert(moggy_pattern_at(m, &pb, pt(&g, "D3")));
	ck_assert(moggy_pattern_at(m, &pb, pt(&g, "C5")));
	ck_assert(!moggy_pattern_at(m, &pb, pt(&g, "E4")));
	ck_assert(!moggy_pattern_at(m, &pb, pt(&g, "F6")));
	const int p = proposal(m, &pb, BLACK, pt(&g, "D4"));
	ck_assert(p != PASS && moggy_pattern_at(m, &pb, p));
	game_free(&g);
	/* The cut: C4 between White's B4 and C3... */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". X O . .\n"
	      ". O . . .\n"
	      ". . . . .\n"
	      ". . . . .\n");
	ck_assert(moggy_pattern_at(m, &pb, pt(&g, "C3")));
	/* The other match next to B3 is A4, Black's descent to the edge
	 * (sagari) under its B4. */
	ck_assert(moggy_pattern_at(m, &pb, pt(&g, "A4")));
	ck_assert(!moggy_pattern_at(m, &pb, pt(&g, "B2")));
	const int cut = proposal(m, &pb, BLACK, pt(&g, "B3"));
	ck_assert(cut == pt(&g, "C3") || cut == pt(&g, "A4"));
	game_free(&g);
	/* ...but not when the cutting stone would be in atari at once. */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". X O . .\n"
	      ". O . O .\n"
	      ". . O . .\n"
	      ". . . . .\n");
	ck_assert(!moggy_pattern_at(m, &pb, pt(&g, "C3")));
	game_free(&g);
	/* Nothing around a lone stone in the open, nor after a pass. */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". . . . .\n"
	      ". . O . .\n"
	      ". . . . .\n"
	      ". . . . .\n");
	ck_assert_int_eq(proposal(m, &pb, BLACK, pt(&g, "C3")), PASS);
	ck_assert_int_eq(proposal(m, &pb, BLACK, PASS), PASS);
	game_free(&g);
	free(m);
}
END_TEST

/* The code of the 3x3 transformed: turned a quarter, mirrored, or with
 * the colours exchanged. */
static uint32_t code_map(uint32_t code, const int from[8], bool swap)
{
	uint32_t out = 0;
	for (int i = 0; i < 8; i++) {
		uint32_t v = code >> (2 * from[i]) & 3;
		if (swap && (v == 1 || v == 2))
			v ^= 3;
		out |= v << (2 * i);
	}
	return out;
}

static bool in_table(const struct moggy *m, uint32_t code)
{
	return m->patterns[code / 64] >> (code % 64) & 1;
}

START_TEST(test_moggy_table_symmetric)
{
	/* Positions 0 1 2 / 3 . 4 / 5 6 7: a quarter turn takes each to
	 * another, a mirror swaps the columns. The table is the same under
	 * each and under the colours' exchange, and holds some thousands of
	 * codes (most of them with off-board points no board has), not the
	 * empty neighbourhood, and not most. */
	struct moggy *m = always();
	const int turn[8] = {5, 3, 0, 6, 1, 7, 4, 2}, mirror[8] = {2, 1, 0, 4, 3, 7, 6, 5},
		  same[8] = {0, 1, 2, 3, 4, 5, 6, 7};
	int count = 0;
	for (uint32_t code = 0; code < MOGGY_CODES; code++) {
		const bool in = in_table(m, code);
		count += in;
		quick_assert(in_table(m, code_map(code, turn, false)) == in);
		quick_assert(in_table(m, code_map(code, mirror, false)) == in);
		quick_assert(in_table(m, code_map(code, same, true)) == in);
	}
	ck_assert_int_gt(count, 500);
	ck_assert_int_lt(count, MOGGY_CODES / 2);
	ck_assert(!in_table(m, 0));
	free(m);
}
END_TEST

START_TEST(test_moggy_self_atari_refused)
{
	/* Black at B2 would join A3-B3 and B1 and leave the four stones
	 * one liberty: refused. Black's A2 captures A1: permitted; so is D4,
	 * in the open. White's A2 would leave A2-A1 one liberty: refused. */
	struct moggy *m = always();
	struct game g;
	struct pboard pb;
	struct rng r;
	rng_seed(&r, 3);
	setup(&g, &pb,
	      ". . . . .\n"
	      "O O . . .\n"
	      "X X O . .\n"
	      ". . O . .\n"
	      "O X O . .\n");
	int stones = 0;
	ck_assert(moggy_is_self_atari(&pb, BLACK, pt(&g, "B2"), &stones));
	ck_assert_int_eq(stones, 4);
	ck_assert(!moggy_permit(&m->base, &pb, BLACK, pt(&g, "B2"), &r));
	ck_assert(!moggy_is_self_atari(&pb, BLACK, pt(&g, "A2"), NULL));
	ck_assert(moggy_permit(&m->base, &pb, BLACK, pt(&g, "A2"), &r));
	ck_assert(moggy_permit(&m->base, &pb, BLACK, pt(&g, "D4"), &r));
	ck_assert(moggy_is_self_atari(&pb, WHITE, pt(&g, "A2"), &stones));
	ck_assert_int_eq(stones, 2);
	ck_assert(!moggy_permit(&m->base, &pb, WHITE, pt(&g, "A2"), &r));
	game_free(&g);
	/* A lone stone's self-atari, the throw-in at B1, is permitted. */
	setup(&g, &pb,
	      ". . . . .\n"
	      ". . . . .\n"
	      ". . . . .\n"
	      "O O O . .\n"
	      ". . O . .\n");
	ck_assert(moggy_is_self_atari(&pb, BLACK, pt(&g, "B1"), &stones));
	ck_assert_int_eq(stones, 1);
	ck_assert(moggy_permit(&m->base, &pb, BLACK, pt(&g, "B1"), &r));
	game_free(&g);
	/* With the rate 0 nothing is refused. */
	const struct moggy_rates never = {1, 1, 1, 0};
	moggy_init(m, &never);
	setup(&g, &pb,
	      ". . . . .\n"
	      "O O . . .\n"
	      "X X O . .\n"
	      ". . O . .\n"
	      "O X O . .\n");
	ck_assert(moggy_permit(&m->base, &pb, BLACK, pt(&g, "B2"), &r));
	game_free(&g);
	free(m);
}
END_TEST

/* A game on `size` under the playout rules, `moves` random moves of any
 * kind from the empty board. */
static void random_start(struct game *g, int size, struct rng *r, int moves)
{
	quick_assert(game_init(g, size));
	g->rules.ko = KO_SIMPLE;
	g->rules.allow_suicide = false;
	int c = BLACK;
	for (int i = 0; i < moves && g->board.empty_count > 0; i++) {
		const int p = g->board.empties[rng_below(r, (uint32_t)g->board.empty_count)];
		if (game_play(g, c, p) == MOVE_OK)
			c = colour_other(c);
	}
}

/* The chain at p after c plays there, on a copy of the rules board: its
 * stones and liberties; false if the play captures. */
static bool after_play(const struct board *b, int c, int p, int *stones, int *libs)
{
	struct board copy;
	board_copy(&copy, b);
	const int before = copy.empty_count;
	board_play(&copy, c, p);
	struct bitboard chain;
	board_chain(&copy, p, &chain);
	*stones = bb_count(&copy.grid, &chain);
	*libs = board_liberties(&copy, p);
	return copy.empty_count == before - 1;
}

START_TEST(test_moggy_reads_as_the_rules_board)
{
	/* Over random positions of several sizes: each stone's atari
	 * liberty, each legal play's self-atari and stones, and each point's
	 * code, as the rules board has them. */
	int ataris = 0, self_ataris = 0;
	for (int size = 3; size <= 19; size += 2) {
		for (int k = 0; k < 6; k++) {
			struct game g;
			struct rng r;
			rng_seed(&r, (uint64_t)(size * 10 + k));
			random_start(&g, size, &r, size * size * (k + 1) / 4);
			const struct board *b = &g.board;
			struct pboard pb;
			pboard_from_board(&pb, b);
			for (int p = 0; p < b->grid.points; p++) {
				const int at = board_at(b, p);
				if (at == AT_OFF)
					continue;
				const uint32_t code = moggy_code(&pb, p);
				const ptrdiff_t s = b->grid.stride;
				const ptrdiff_t around[8] = {-s - 1, -s,    -s + 1, -1,
							     1,      s - 1, s,      s + 1};
				for (int i = 0; i < 8; i++)
					quick_assert((int)(code >> (2 * i) & 3) ==
						     board_at(b, p + (int)around[i]));
				if (at != AT_EMPTY) {
					const int want = board_liberties(b, p) == 1
								 ? board_last_liberty(b, p)
								 : 0;
					quick_assert(moggy_atari_liberty(&pb, p) == want);
					ataris += want != 0;
					continue;
				}
				for (int c = BLACK; c <= WHITE; c++) {
					if (board_check(b, c, p, false) != MOVE_OK) {
						quick_assert(
							moggy_is_self_atari(&pb, c, p, NULL) ||
							(p == b->ko_point && c == b->ko_colour));
						continue;
					}
					int stones, libs, mine;
					const bool quiet = after_play(b, c, p, &stones, &libs);
					const bool self = moggy_is_self_atari(&pb, c, p, &mine);
					quick_assert(self == (quiet && libs <= 1));
					quick_assert(self == moggy_is_self_atari(&pb, c, p, NULL));
					quick_assert(mine == stones);
					if (stones >= 2)
						quick_assert(self == board_is_self_atari(b, c, p));
					self_ataris += self;
				}
			}
			game_free(&g);
		}
	}
	ck_assert_int_gt(ataris, 100);
	ck_assert_int_gt(self_ataris, 100);
}
END_TEST

/* What the policy did in one move, told by a policy that wraps it; the
 * referee reads and clears it after each move, and keeps counts. */
struct log {
	int offered;
	int asked[MAX_POINTS];
	bool refused[MAX_POINTS];
	int64_t moves, offers, taken, refusals;
};

struct logged {
	struct playout_policy base;
	const struct moggy *moggy;
	struct log *log;
};

static int logged_choose(const struct playout_policy *self, const struct pboard *b, int c, int last,
			 struct rng *r)
{
	const struct logged *l = (const struct logged *)self;
	const int p = moggy_choose(&l->moggy->base, b, c, last, r);
	l->log->offered = p;
	if (p != PASS) {
		/* Every proposal is a light move: a copy plays it. */
		quick_assert(pboard_is_candidate(b, c, p));
		l->log->offers++;
	}
	return p;
}

static bool logged_permit(const struct playout_policy *self, const struct pboard *b, int c, int p,
			  struct rng *r)
{
	const struct logged *l = (const struct logged *)self;
	const bool permit = moggy_permit(&l->moggy->base, b, c, p, r);
	l->log->asked[p]++;
	l->log->refused[p] = !permit;
	l->log->refusals += !permit;
	return permit;
}

/* The referee: the rules core, played alongside from the job's start. */
struct referee {
	const struct board *start;
	struct game game;
	struct log *log;
	int cap, moves, passes;
	int64_t playouts;
};

static void restart(struct referee *ref)
{
	quick_assert(game_set_start(&ref->game, &ref->start->pos, BLACK, 0));
	ref->game.board.ko_point = 0;
	ref->moves = ref->passes = 0;
}

static bool rules_candidate(const struct game *g, int c, int p)
{
	return board_at(&g->board, p) == AT_EMPTY && game_check(g, c, p) == MOVE_OK &&
	       !board_is_eye(&g->board, c, p);
}

static void referee_move(void *arg, const struct pboard *pb, int c, int p)
{
	struct referee *ref = arg;
	struct game *g = &ref->game;
	const struct board *b = &g->board;
	struct log *log = ref->log;
	for (int q = 0; q < b->grid.points; q++) {
		if (!log->asked[q])
			continue;
		quick_assert(log->asked[q] == 1);
		/* Only self-ataris of two stones or more are refused. */
		if (log->refused[q] && rules_candidate(g, c, q))
			quick_assert(board_is_self_atari(b, c, q));
	}
	if (log->offered != PASS) {
		quick_assert_msg(p == log->offered, "a proposal not played");
		log->taken++;
	}
	if (p != PASS)
		quick_assert_msg(rules_candidate(g, c, p), "a move the rules refuse");
	quick_assert(game_play(g, c, p) == MOVE_OK);
	struct position pos;
	pboard_position(pb, &pos);
	for (int k = BLACK; k <= WHITE; k++)
		quick_assert(bb_equal(&b->grid, &pos.stone[k], &b->pos.stone[k]));
	log->offered = PASS;
	memset(log->asked, 0, sizeof(log->asked));
	memset(log->refused, 0, sizeof(log->refused));
	log->moves++;
	ref->passes = p == PASS ? ref->passes + 1 : 0;
	if (++ref->moves == ref->cap || ref->passes == 2) {
		ref->playouts++;
		restart(ref);
	}
}

START_TEST(test_moggy_refereed)
{
	/* Heavy playouts from the empty board and from odd positions on
	 * several sizes, refereed move by move. Proposals are made and
	 * played, and some self-ataris refused. */
	struct log *log = calloc(1, sizeof(*log));
	struct referee *ref = calloc(1, sizeof(*ref));
	struct pboard *scratch = malloc(sizeof(*scratch));
	struct moggy *m = malloc(sizeof(*m));
	ck_assert(log && ref && scratch && m);
	moggy_init(m, NULL);
	const struct logged policy = {{logged_choose, logged_permit}, m, log};
	log->offered = PASS;
	const int sizes[] = {5, 7, 9, 13, 19};
	for (size_t k = 0; k < CASE_COUNT(sizes); k++) {
		const int size = sizes[k];
		for (int from = 0; from < 2; from++) {
			struct game start;
			struct rng r;
			rng_seed(&r, (uint64_t)(31 * size + from));
			random_start(&start, size, &r, from ? size * size / 2 : 0);
			start.board.ko_point = 0;
			ref->start = &start.board;
			ref->log = log;
			ref->cap = playout_move_cap(size);
			ref->playouts = 0;
			ck_assert(game_init(&ref->game, size));
			ref->game.rules.ko = KO_SIMPLE;
			restart(ref);
			const struct playout_job job = {.start = &start.board,
							.to_move = BLACK,
							.last = PASS,
							.count = repeats(size <= 9 ? 60 : 8),
							.komi = 7.5,
							.policy = &policy.base,
							.on_move = referee_move,
							.hook_arg = ref};
			struct playout_tally tally = {0, 0, 0, 0};
			playout_many(&job, scratch, &r, &tally);
			ck_assert_int_eq(ref->playouts, job.count);
			ck_assert_int_eq(tally.capped, 0);
			game_free(&ref->game);
			game_free(&start);
		}
	}
	ck_assert_int_gt(log->offers, log->moves / 20);
	ck_assert_int_eq(log->taken, log->offers);
	ck_assert_int_gt(log->refusals, 10);
	free(m);
	free(scratch);
	free(ref);
	free(log);
}
END_TEST

/* Heavy playouts from a position, on `threads` threads. */
static void heavy(const struct moggy *m, const struct board *start, uint64_t seed, int threads,
		  struct playout_tally *tally, struct playout_ownership *own)
{
	memset(tally, 0, sizeof(*tally));
	playout_ownership_clear(own);
	const struct playout_job job = {.start = start,
					.to_move = BLACK,
					.count = 400,
					.komi = 7.5,
					.policy = m ? &m->base : NULL,
					.ownership = own};
	ck_assert(playout_many_parallel(&job, seed, threads, tally));
}

START_TEST(test_moggy_deterministic)
{
	/* The same seed gives the same playouts on one thread or two, another
	 * seed others, and the light policy others again; they all end, and
	 * are longer on average than none. */
	static struct playout_ownership own[4];
	struct playout_tally tally[4];
	struct moggy *m = malloc(sizeof(*m));
	ck_assert_ptr_nonnull(m);
	moggy_init(m, NULL);
	struct game g;
	struct rng r;
	rng_seed(&r, 8);
	random_start(&g, 9, &r, 20);
	heavy(m, &g.board, 5, 1, &tally[0], &own[0]);
	heavy(m, &g.board, 5, 2, &tally[1], &own[1]);
	heavy(m, &g.board, 6, 1, &tally[2], &own[2]);
	heavy(NULL, &g.board, 5, 1, &tally[3], &own[3]);
	ck_assert(memcmp(&tally[0], &tally[1], sizeof(tally[0])) == 0);
	ck_assert(memcmp(&own[0], &own[1], sizeof(own[0])) == 0);
	ck_assert(memcmp(&own[0], &own[2], sizeof(own[0])) != 0);
	ck_assert_int_ne(tally[0].moves, tally[3].moves);
	for (int i = 0; i < 4; i++) {
		ck_assert_int_eq(tally[i].playouts, 400);
		ck_assert_int_eq(tally[i].capped, 0);
	}
	game_free(&g);
	free(m);
}
END_TEST

START_TEST(test_moggy_rates_zero_is_light)
{
	/* With every rate 0 no rule is tried and nothing drawn for them, so
	 * the policy plays the light playouts exactly: the same tally and
	 * ownership as no policy from the same seed. With the default rates,
	 * other games. */
	static struct playout_ownership own[3];
	struct playout_tally tally[3];
	struct moggy *m = malloc(sizeof(*m));
	ck_assert_ptr_nonnull(m);
	const struct moggy_rates zero = {0, 0, 0, 0};
	moggy_init(m, &zero);
	struct game g;
	struct rng r;
	rng_seed(&r, 12);
	random_start(&g, 13, &r, 40);
	heavy(m, &g.board, 9, 1, &tally[0], &own[0]);
	heavy(NULL, &g.board, 9, 1, &tally[1], &own[1]);
	ck_assert(memcmp(&tally[0], &tally[1], sizeof(tally[0])) == 0);
	ck_assert(memcmp(&own[0], &own[1], sizeof(own[0])) == 0);
	moggy_init(m, NULL);
	heavy(m, &g.board, 9, 1, &tally[2], &own[2]);
	ck_assert(memcmp(&own[2], &own[1], sizeof(own[0])) != 0);
	game_free(&g);
	free(m);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"capture", test_moggy_capture},
		{"capture_largest", test_moggy_capture_largest},
		{"escape", test_moggy_escape},
		{"pattern", test_moggy_pattern},
		{"table_symmetric", test_moggy_table_symmetric},
		{"self_atari_refused", test_moggy_self_atari_refused},
		{"reads_as_the_rules_board", test_moggy_reads_as_the_rules_board},
		{"refereed", test_moggy_refereed},
		{"deterministic", test_moggy_deterministic},
		{"rates_zero_is_light", test_moggy_rates_zero_is_light},
	};
	return run_cases("moggy", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
