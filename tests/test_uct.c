/*
 * test_uct.c - the search player (player_mcts.c, uct/): legal under the
 * rules in force, reproducible, a tree kept through moves and dropped on
 * other changes, peeks that change nothing, the end of the game (passing,
 * cleanup, resigning), a bounded tree, tactics a search must see, and a
 * tree that threads search at once.
 */
#include "helpers.h"

#include "player.h"
#include "uct/report.h"
#include "uct/search.h"

#include <stdlib.h>
#include <string.h>

/* Plays p's move on g and tells p. */
static void play(struct player *p, struct game *g, const struct player_settings *s, int c, int move)
{
	ck_assert_int_eq(game_play(g, c, move), MOVE_OK);
	player_changed(p, g, s, CHANGE_MOVE);
}

/* Self-play of the search, every move refereed by game_play; the moves to
 * out (up to n), returns how many were played. */
static int self_play(uint64_t seed, int size, enum ko_rule ko, int64_t playouts, int *out, int n)
{
	struct game g;
	ck_assert(game_init(&g, size));
	g.rules.ko = ko;
	const struct player_settings s = mcts_settings(playouts, 0);
	struct player *p = mcts_player(seed, &g, &s);
	int moves = 0, c = BLACK;
	while (moves < n && !game_two_passes(&g)) {
		const int m = mcts_ask(p, &g, c, playouts, 0);
		ck_assert_int_ge(m, 0);
		quick_assert_msg(game_check(&g, c, m) == MOVE_OK, "move %d illegal", m);
		quick_assert(m == PASS || !board_is_eye(&g.board, c, m));
		play(p, &g, &s, c, m);
		out[moves++] = m;
		c ^= 1;
	}
	player_free(p);
	game_free(&g);
	return moves;
}

START_TEST(test_uct_deterministic)
{
	/* 40 moves, or 16 in a light run: the determinism shows in either. */
	int a[40], b[40], other[40];
	const int moves = light_run() ? 16 : 40;
	const int na = self_play(5, 9, KO_POSITIONAL, 200, a, moves);
	const int nb = self_play(5, 9, KO_POSITIONAL, 200, b, moves);
	ck_assert_int_eq(na, nb);
	ck_assert_mem_eq(a, b, (size_t)na * sizeof(int));
	const int no = self_play(6, 9, KO_POSITIONAL, 200, other, moves);
	ck_assert(no != na || memcmp(a, other, (size_t)na * sizeof(int)) != 0);
}
END_TEST

/* Whole games on small boards under each ko rule: every move legal, and
 * the games end. */
START_TEST(test_uct_games_are_legal)
{
	static const enum ko_rule rules[] = {KO_SIMPLE, KO_POSITIONAL, KO_SITUATIONAL};
	int moves[400];
	for (int k = 0; k < 3; k++)
		for (int size = 3; size <= 7; size += 2) {
			const int n = self_play((uint64_t)(k * 10 + size), size, rules[k], 64,
						moves, 400);
			ck_assert_int_lt(n, 400);
		}
}
END_TEST

/* Black took a ko, and both passed: White's retake would repeat the start,
 * which positional superko forbids (simple ko would allow it). White is
 * far behind, so it must play on, and the capture is what its priors like
 * best. */
START_TEST(test_uct_superko)
{
	struct game g;
	game_from_diagram(&g,
			  ". . . . . . . . .\n"
			  ". . . . . . . . .\n"
			  ". . . . . . . . .\n"
			  ". . . X O . . . .\n"
			  ". . X O . O . . .\n"
			  ". . . X O . . . .\n"
			  ". . . . . . . . .\n"
			  ". . . . . . . . .\n"
			  ". . . . . . . . .\n",
			  BLACK);
	g.komi = -60;
	must_play(&g, BLACK, "E5");
	must_play(&g, WHITE, "pass");
	must_play(&g, BLACK, "pass");
	const int retake = pt(&g, "D5");
	ck_assert_int_eq(game_check(&g, WHITE, retake), MOVE_SUPERKO);
	const struct player_settings s = mcts_settings(500, 0);
	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct player *p = mcts_player(seed, &g, &s);
		const int m = mcts_ask(p, &g, WHITE, 500, 0);
		ck_assert_int_ne(m, retake);
		ck_assert_int_ne(m, PASS);
		ck_assert_int_eq(game_check(&g, WHITE, m), MOVE_OK);
		player_free(p);
	}
	g.rules.ko = KO_SIMPLE;
	ck_assert_int_eq(game_check(&g, WHITE, retake), MOVE_OK);
	game_free(&g);
}
END_TEST

/* The tree follows the moves played, and is dropped on an undo and on a
 * change of komi. */
START_TEST(test_uct_tree_reuse)
{
	struct game g;
	ck_assert(game_init(&g, 9));
	const struct player_settings s = mcts_settings(400, 0);
	struct player *p = mcts_player(1, &g, &s);
	const int first = mcts_ask(p, &g, BLACK, 400, 0);
	ck_assert_int_eq(player_mcts_info(p)->reused, 0);
	play(p, &g, &s, BLACK, first);
	const int reply = mcts_ask(p, &g, WHITE, 400, 0);
	ck_assert_int_gt(player_mcts_info(p)->reused, 0);
	play(p, &g, &s, WHITE, reply);
	mcts_ask(p, &g, BLACK, 400, 0);
	ck_assert_int_gt(player_mcts_info(p)->reused, 0);

	ck_assert(game_undo(&g, 1));
	player_changed(p, &g, &s, CHANGE_POSITION);
	mcts_ask(p, &g, WHITE, 400, 0);
	ck_assert_int_eq(player_mcts_info(p)->reused, 0);

	g.komi = 6.5;
	player_changed(p, &g, &s, CHANGE_KOMI);
	mcts_ask(p, &g, WHITE, 400, 0);
	ck_assert_int_eq(player_mcts_info(p)->reused, 0);
	player_free(p);
	game_free(&g);
}
END_TEST

/* A peek leaves the player as it was, and genmove then plays what it
 * answered. */
START_TEST(test_uct_peek)
{
	struct game g;
	ck_assert(game_init(&g, 9));
	must_play(&g, BLACK, "E5");
	must_play(&g, WHITE, "C3");
	const struct player_settings s = mcts_settings(300, 0.1);
	struct player *p = mcts_player(3, &g, &s);
	mcts_ask(p, &g, BLACK, 300, 0);
	ck_assert(game_undo(&g, 0));
	const uint64_t before = player_digest(p);
	const int peeked = mcts_ask(p, &g, BLACK, 300, PLAYER_PEEK);
	ck_assert_uint_eq(player_digest(p), before);
	ck_assert_int_eq(mcts_ask(p, &g, BLACK, 300, PLAYER_PEEK), peeked);
	ck_assert_int_eq(mcts_ask(p, &g, BLACK, 300, 0), peeked);
	ck_assert_uint_ne(player_digest(p), before);
	player_free(p);
	game_free(&g);
}
END_TEST

/* With no way to win (komi 90 on 9x9), Black resigns on its third move;
 * with resigning off, never. */
START_TEST(test_uct_resign)
{
	for (int on = 0; on <= 1; on++) {
		struct game g;
		ck_assert(game_init(&g, 9));
		g.komi = 90;
		const struct player_settings s = mcts_settings(500, on ? 0.1 : 0);
		struct player *p = mcts_player(2, &g, &s);
		int m = 0;
		for (int move = 1; move <= 4; move++) {
			m = mcts_ask(p, &g, BLACK, 500, 0);
			if (m == PLAYER_RESIGN) {
				ck_assert(on);
				ck_assert_int_eq(move, PLAYER_MCTS_RESIGN_MOVES);
				break;
			}
			play(p, &g, &s, BLACK, m);
			play(p, &g, &s, WHITE, PASS);
		}
		ck_assert(on ? m == PLAYER_RESIGN : m != PLAYER_RESIGN);
		player_free(p);
		game_free(&g);
	}
}
END_TEST

/* In a handicap game White does not resign early, however hopeless. */
START_TEST(test_uct_no_early_resign_in_handicap)
{
	struct game g;
	ck_assert(game_init(&g, 9));
	struct position pos;
	memset(&pos, 0, sizeof(pos));
	bb_set(&pos.stone[BLACK], pt(&g, "C3"));
	bb_set(&pos.stone[BLACK], pt(&g, "G7"));
	ck_assert(game_set_start(&g, &pos, WHITE, 2));
	g.komi = -90;
	const struct player_settings s = mcts_settings(300, 0.1);
	struct player *p = mcts_player(2, &g, &s);
	for (int move = 1; move <= 4; move++) {
		const int m = mcts_ask(p, &g, WHITE, 300, 0);
		ck_assert_int_ne(m, PLAYER_RESIGN);
		play(p, &g, &s, WHITE, m);
		play(p, &g, &s, BLACK, PASS);
	}
	player_free(p);
	game_free(&g);
}
END_TEST

/* A finished game: Black's 45 points to White's 36. */
static const char *const finished =
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n"
	". . . . X O . . .\n";

/* After White's pass Black passes when that wins, and not when it loses
 * (higher komi): passing must give nothing away. */
START_TEST(test_uct_pass)
{
	struct game g;
	game_from_diagram(&g, finished, WHITE);
	must_play(&g, WHITE, "pass");
	const struct player_settings s = mcts_settings(300, 0);
	struct player *p = mcts_player(1, &g, &s);
	ck_assert_int_eq(mcts_ask(p, &g, BLACK, 300, 0), PASS);
	g.komi = 10.5;
	player_changed(p, &g, &s, CHANGE_KOMI);
	ck_assert_int_ne(mcts_ask(p, &g, BLACK, 300, 0), PASS);
	player_free(p);
	game_free(&g);
}
END_TEST

/* A dead white stone in Black's area: genmove passes after White's pass
 * (it counts as Black's prisoner), kgs-genmove_cleanup captures it first. */
START_TEST(test_uct_cleanup)
{
	struct game g;
	game_from_diagram(&g,
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". O . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n"
			  ". . . . X O . . .\n",
			  WHITE);
	must_play(&g, WHITE, "pass");
	const struct player_settings s = mcts_settings(1000, 0);
	struct player *p = mcts_player(1, &g, &s);
	ck_assert_int_eq(mcts_ask(p, &g, BLACK, 1000, 0), PASS);
	const int dead = pt(&g, "B5");
	int moves = 0, m;
	while ((m = mcts_ask(p, &g, BLACK, 1000, PLAYER_CLEANUP)) != PASS && moves < 8) {
		play(p, &g, &s, BLACK, m);
		play(p, &g, &s, WHITE, PASS);
		moves++;
	}
	ck_assert_int_eq(m, PASS);
	ck_assert_int_ge(moves, 1);
	ck_assert_int_ne(board_at(&g.board, dead), WHITE + 1);
	player_free(p);
	game_free(&g);
}
END_TEST

/* White's chain of five in atari, its one liberty H6. */
static const char *const five_in_atari =
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . X X X X X . .\n"
	". X O O O O O . .\n"
	". . X X X X X . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n"
	". . . . . . . . .\n";

/* A search for Black on g, in a new tree t that the caller frees, of
 * `playouts` playouts from a generator seeded with `seed`. */
static struct uct_result search(struct uct_tree *t, const struct game *g,
				const struct uct_settings *s, uint64_t seed, int64_t playouts)
{
	ck_assert(uct_tree_init(t, s->max_nodes, PASS));
	struct rng r;
	rng_seed(&r, seed);
	const struct timeman_budget budget = {0, 0, false};
	struct think think;
	think_begin(&think, THINK_MOVE, &budget, playouts, NULL);
	struct uct_result res;
	ck_assert(uct_search_run(t, g, BLACK, s, &think, &r, NULL, &res));
	return res;
}

/* A chain of five in atari: the player to move captures it, or saves it if
 * it is its own. */
START_TEST(test_uct_tactics)
{
	for (int c = BLACK; c <= WHITE; c++) {
		struct game g;
		game_from_diagram(&g, five_in_atari, c);
		const struct player_settings s = mcts_settings(1000, 0);
		struct player *p = mcts_player(4, &g, &s);
		ck_assert_int_eq(mcts_ask(p, &g, c, 1000, 0), pt(&g, "H6"));
		player_free(p);
		game_free(&g);
	}
}
END_TEST

/* A tree held to its smallest bound on 19x19 stops growing, and the search
 * still answers a legal move. */
START_TEST(test_uct_bounded)
{
	struct game g;
	ck_assert(game_init(&g, 19));
	struct uct_settings s;
	uct_search_default_settings(&s);
	s.max_nodes = UCT_TREE_MIN_NODES;
	struct uct_tree t;
	const struct uct_result res = search(&t, &g, &s, 1, 300);
	ck_assert(res.full);
	ck_assert_uint_le(t.count, UCT_TREE_MIN_NODES);
	ck_assert_int_eq(game_check(&g, BLACK, res.move), MOVE_OK);
	uct_tree_free(&t);
	game_free(&g);
}
END_TEST

/* The children of the root of t played more often than its move at p. */
static int played_more(const struct uct_tree *t, int p)
{
	uint32_t first;
	const unsigned n = uct_tree_children(t, t->root, &first);
	const uint32_t child = uct_tree_child(t, t->root, p);
	ck_assert_uint_ne(child, 0);
	const uint32_t at = UCT_LOAD(uct_tree_node(t, child)->playouts);
	int more = 0;
	for (unsigned k = 0; k < n; k++)
		more += UCT_LOAD(uct_tree_node(t, first + k)->playouts) > at;
	return more;
}

/* On two threads the search runs exactly the think's playouts, its tree
 * counts every one, and it still sees the capture: H6 is among its four
 * most played moves (Black wins here whatever it plays, and the ataris
 * around H6 capture too, so two threads' timing may prefer another: in 400
 * searches H6 was the most played in 396 and third once, and under
 * valgrind, which runs one thread at a time, it came third). */
START_TEST(test_uct_threads)
{
	struct game g;
	game_from_diagram(&g, five_in_atari, BLACK);
	struct uct_settings s;
	uct_search_default_settings(&s);
	s.threads = 2;
	s.early_stop = false;
	for (int round = 0; round < 3; round++) {
		struct uct_tree t;
		const struct uct_result res = search(&t, &g, &s, (uint64_t)round, 2000);
		ck_assert_int_eq(res.iterations, 2000);
		ck_assert_int_eq(res.root_visits, 2000);
		ck_assert_int_le(played_more(&t, pt(&g, "H6")), 3);
		uct_tree_free(&t);
	}
	game_free(&g);
}
END_TEST

/* Checks that no node of the subtree below i has fewer playouts than its
 * children together; returns the nodes of the subtree, i included. */
static size_t check_counts(const struct uct_tree *t, uint32_t i)
{
	uint32_t first;
	const unsigned n = uct_tree_children(t, i, &first);
	size_t nodes = 1;
	uint64_t below = 0;
	for (unsigned k = 0; k < n; k++) {
		below += UCT_LOAD(uct_tree_node(t, first + k)->playouts);
		nodes += check_counts(t, first + k);
	}
	quick_assert_msg(UCT_LOAD(uct_tree_node(t, i)->playouts) >= below,
			 "node %u: fewer playouts than its children", (unsigned)i);
	return nodes;
}

/* On four threads at once, a 19x19 tree over several chunks adds up: the
 * root's playouts are the iterations, no node has fewer than its children,
 * and every node in use is in the tree (no leaf was given two blocks);
 * the same once a bound of a little more than two chunks fills it. */
START_TEST(test_uct_threads_add_up)
{
	struct game g;
	ck_assert(game_init(&g, 19));
	struct uct_settings s;
	uct_search_default_settings(&s);
	s.threads = 4;
	s.early_stop = false;
	const size_t bounds[] = {UCT_DEFAULT_NODES, 2 * UCT_CHUNK_NODES + 5000};
	/* 2000 playouts grow some 210,000 nodes (207k and 211k in two runs),
	 * past two chunks (131,072) and the second round's bound; 1200 fell
	 * short of three chunks once. */
	const int playouts = light_run() ? 2000 : 3000;
	for (int round = 0; round < 2; round++) {
		s.max_nodes = bounds[round];
		struct uct_tree t;
		const struct uct_result res = search(&t, &g, &s, (uint64_t)round, playouts);
		ck_assert_int_eq(res.iterations, playouts);
		ck_assert_int_eq(res.root_visits, playouts);
		ck_assert_uint_gt(t.chunk_count, 2);
		ck_assert_uint_le(t.count, s.max_nodes);
		ck_assert(res.full == (round == 1));
		ck_assert_uint_eq(check_counts(&t, t.root) + 1, t.count);
		ck_assert_int_eq(game_check(&g, BLACK, res.move), MOVE_OK);
		uct_tree_free(&t);
	}
	game_free(&g);
}
END_TEST

/* Checks that no child of node i, `colour`'s moves at `ply`, that bans
 * forbid has a playout, nor any below them. */
static void check_bans(const struct uct_tree *t, uint32_t i, int ply, int colour,
		       const struct uct_bans *bans)
{
	uint32_t first;
	const unsigned n = uct_tree_children(t, i, &first);
	for (unsigned k = 0; k < n; k++) {
		const struct uct_node *child = uct_tree_node(t, first + k);
		quick_assert_msg(!uct_banned(bans, ply, colour, child->move) ||
					 UCT_LOAD(child->playouts) == 0,
				 "a banned move tried at ply %d", ply);
		check_bans(t, first + k, ply + 1, colour ^ 1, bans);
	}
}

/* Whether a move at `ply` below node i, `move`, has a playout. */
static bool tried_at(const struct uct_tree *t, uint32_t i, int ply, int move)
{
	uint32_t first;
	const unsigned n = uct_tree_children(t, i, &first);
	for (unsigned k = 0; k < n; k++) {
		const struct uct_node *child = uct_tree_node(t, first + k);
		if (ply == 1 ? child->move == move && UCT_LOAD(child->playouts) > 0
			     : tried_at(t, first + k, ply - 1, move))
			return true;
	}
	return false;
}

/* Banned the capture at H6 in its first three plies, and White the escape
 * there at the second, the search tries neither where banned and plays
 * another move, and it reaches H6 deeper; without bans it captures. A
 * report under the bans shows H6 at none of the plies they ban it. */
START_TEST(test_uct_bans)
{
	struct game g;
	game_from_diagram(&g, five_in_atari, BLACK);
	const int h6 = pt(&g, "H6");
	struct uct_bans bans = {2, {{BLACK, 3, {{0}}}, {WHITE, 2, {{0}}}}};
	bb_set(&bans.ban[0].points, h6);
	bb_set(&bans.ban[1].points, h6);
	struct uct_settings s;
	uct_search_default_settings(&s);
	s.early_stop = false;
	for (int banned = 1; banned >= 0; banned--) {
		s.bans = banned ? &bans : NULL;
		struct uct_tree t;
		const struct uct_result res = search(&t, &g, &s, 1, 3000);
		if (banned) {
			ck_assert_int_ne(res.move, h6);
			check_bans(&t, t.root, 1, BLACK, &bans);
			ck_assert(tried_at(&t, t.root, 4, h6)); /* deeper than the bans */
		} else {
			ck_assert_int_eq(res.move, h6);
		}
		/* A report under the bans, of a tree searched without them too
		 * (a tree kept from another search), shows H6 nowhere they ban
		 * it. */
		struct uct_report *rep = malloc(sizeof(*rep));
		ck_assert_ptr_nonnull(rep);
		uct_report_make(&t, &g.board, BLACK, PASS, NULL, NULL, &bans, rep);
		ck_assert_int_gt(rep->count, 0);
		for (int k = 0; k < rep->count; k++)
			for (int d = 0; d < rep->moves[k].pv_length && d < 3; d++)
				ck_assert_int_ne(rep->moves[k].pv[d], h6);
		if (!banned) {
			/* White's escape H6 answers Black's other moves in the
			 * variations, unless White alone is banned from it at ply 2. */
			const struct uct_bans white = {1, {{WHITE, 2, bans.ban[1].points}}};
			const struct uct_bans *cases[] = {NULL, &white};
			for (int b = 0; b < 2; b++) {
				uct_report_make(&t, &g.board, BLACK, PASS, NULL, NULL, cases[b],
						rep);
				bool escape = false;
				for (int k = 0; k < rep->count; k++)
					escape |= rep->moves[k].pv_length > 1 &&
						  rep->moves[k].pv[1] == h6;
				ck_assert(escape == (b == 0));
			}
		}
		free(rep);
		uct_tree_free(&t);
	}
	/* Bans to ply 2 for both: Black's H6 tried at ply 3, none before. */
	struct uct_bans two = bans;
	two.ban[0].until = 2;
	s.bans = &two;
	struct uct_tree t;
	search(&t, &g, &s, 1, 3000);
	check_bans(&t, t.root, 1, BLACK, &two);
	ck_assert(tried_at(&t, t.root, 3, h6));
	uct_tree_free(&t);
	game_free(&g);
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"deterministic", test_uct_deterministic},
		{"bans", test_uct_bans},
		{"games_are_legal", test_uct_games_are_legal},
		{"superko", test_uct_superko},
		{"tree_reuse", test_uct_tree_reuse},
		{"peek", test_uct_peek},
		{"resign", test_uct_resign},
		{"no_early_resign_in_handicap", test_uct_no_early_resign_in_handicap},
		{"pass", test_uct_pass},
		{"cleanup", test_uct_cleanup},
		{"tactics", test_uct_tactics},
		{"bounded", test_uct_bounded},
		{"threads", test_uct_threads},
		{"threads_add_up", test_uct_threads_add_up},
	};
	return run_cases("uct", cases, CASE_COUNT(cases), NULL, NULL, 600);
}
