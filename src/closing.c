/*
 * closing.c - the last moves of a finished game, played out.
 */
#include "closing.h"
#include "closing_impl.h"

#include "atari.h"
#include "game.h"
#include "score.h"

#include <limits.h>
#include <stdlib.h>

/* The biggest open region a closing fills; a bigger one is still open
 * ground, not a border, and is left to the judge's playouts (judge.h). 4
 * gives the recorded result on fewer records of the people's corpus
 * (tests/endings/human-corpus.md), 16 or 30 on as many; a smaller bound
 * keeps the estimate of a game in its middle with the playouts. */
enum { CLOSING_REGION = 8 };

/* The plays a closing may try (closing_tried_play) before it stops,
 * which bounds its time: each costs a board copy and a count, and those
 * that look for a forced answer (margin_answered) count too. A 25x25 board of walls
 * with 160 dame in regions of 4, by territory, reaches the bound, in 0.2 s
 * of processor time here; the closings of the people's corpus try a median
 * of 6, at most 1,726 (Mlily/03/P05). */
enum { CLOSING_TRIES = 5000 };

/* The rules' count of pos, its dead stones off and teire taken
 * (score_settled), without prisoners. */
static void settle(const struct closing *k, const struct position *pos, struct score *out)
{
	struct position alive;
	score_alive(&k->b.grid, pos, &k->dead, &alive);
	score_settled(&k->b.grid, &alive, k->seki, !k->area, out);
}

/* Black's margin in a count of settle's (territory: without prisoners,
 * which the caller adds). */
static int margin_of(const struct closing *k, const struct score *s)
{
	return k->area ? (int)s->area_margin : (int)s->territory_margin;
}

/* Black's margin in the rules' count of pos, as margin_of. */
static int margin(const struct closing *k, const struct position *pos)
{
	struct score s;
	settle(k, pos, &s);
	return margin_of(k, &s);
}

/* Plays c at p on b (board_check accepted it), returning the stones it
 * took that were not dead: a dead stone is a prisoner already. */
static int play(const struct closing *k, struct board *b, int c, int p)
{
	struct bitboard taken;
	board_captures_of(b, c, p, &taken);
	bb_andnot(&b->grid, &taken, &taken, &k->dead);
	board_play(b, c, p);
	return bb_count(&b->grid, &taken);
}

/* Of the stones of `dead`, those still on b (a play may have taken some). */
static void dead_on_board(const struct board *b, const struct bitboard *dead, struct bitboard *out)
{
	struct bitboard stones;
	bb_or(&b->grid, &stones, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_and(&b->grid, out, dead, &stones);
}

/* Whether `set` (NULL: none) holds a point of `chain`. */
static bool meets(const struct grid *g, const struct bitboard *chain, const struct bitboard *set)
{
	if (!set)
		return false;
	struct bitboard both;
	bb_and(g, &both, chain, set);
	return !bb_is_empty(g, &both);
}

/* Whether the chain through the stone on p has a stone in seki. */
static bool in_seki(const struct closing *k, const struct board *b, int p)
{
	struct bitboard chain;
	board_chain(b, p, &chain);
	return meets(&b->grid, &chain, k->seki);
}

/* Whether c may play p at all: legal, not a retaking of the ko, and
 * taking no live stone of the game's own: those the verdict left alive stay
 * so, and a closing that would take them misplayed (players do not let a
 * living group die in the dame). */
static bool legal(const struct closing *k, const struct board *b, int c, int p)
{
	if (!board_may_play(b, c, p))
		return false;
	struct bitboard taken;
	board_captures_of(b, c, p, &taken);
	bb_andnot(&b->grid, &taken, &taken, &k->placed);
	bb_andnot(&b->grid, &taken, &taken, &k->dead);
	return bb_is_empty(&b->grid, &taken);
}

/* Whether the chain through the stone on p has, with the opponent to
 * move on b, three liberties or more, or two it survives the filling of
 * (atari_survives_fills). */
static bool enough_liberties(struct closing *k, const struct board *b, int p)
{
	const int libs = board_liberties(b, p);
	return libs >= 3 ||
	       (libs == 2 && atari_survives_fills(b, p, &k->dead, &k->filled, &k->answered));
}

/* Whether the chain through the stone on p is safe on b for a careful
 * closing move: in seki, or with enough liberties. */
static bool chain_safe(struct closing *k, const struct board *b, int p)
{
	return in_seki(k, b, p) || enough_liberties(k, b, p);
}

int closing_tried_play(struct closing *k, int c, int p)
{
	if (k->tries == 0 || !legal(k, &k->b, c, p))
		return -1;
	k->tries--;
	board_copy(&k->tried, &k->b);
	const int taken = play(k, &k->tried, c, p);
	return board_is_stone(&k->tried, p) ? taken : -1;
}

/* As closing_tried_play, for a careful closing move: one that leaves its
 * chain safe. */
static int try_play(struct closing *k, int c, int p)
{
	const int taken = closing_tried_play(k, c, p);
	return taken >= 0 && chain_safe(k, &k->tried, p) ? taken : -1;
}

/* Whether a live stone of the opponent's touches `chain`, of colour c. */
static bool hemmed_by_live(const struct closing *k, const struct bitboard *chain, int c)
{
	const struct grid *g = &k->b.grid;
	struct bitboard foes;
	bb_zero(&foes);
	bb_dilate(g, &foes, chain);
	bb_and(g, &foes, &foes, &k->b.pos.stone[c ^ 1]);
	bb_andnot(g, &foes, &foes, &k->dead);
	return !bb_is_empty(g, &foes);
}

/* The stones of c's chains in atari, live and not in seki, that a live
 * stone of the opponent's touches. A chain in atari that only dead stones
 * touch needs no save: the stones around it are c's prisoners already, and
 * players leave it so. */
static void in_atari(const struct closing *k, int c, struct bitboard *out)
{
	const struct board *b = &k->b;
	const struct grid *g = &b->grid;
	struct bitboard todo = b->pos.stone[c];
	bb_zero(out);
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard chain;
		board_chain(b, p, &chain);
		bb_andnot(g, &todo, &todo, &chain);
		if (board_liberties(b, p) != 1 || meets(g, &chain, k->seki) ||
		    meets(g, &chain, &k->dead) || !hemmed_by_live(k, &chain, c))
			continue;
		bb_or(g, out, out, &chain);
	}
}

/* A stone of the biggest chain of `stones`, whole chains of k->b; -1 if
 * none. */
static int biggest(const struct closing *k, const struct bitboard *stones)
{
	const struct grid *g = &k->b.grid;
	struct bitboard todo = *stones;
	int best = -1, most = 0;
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard chain;
		board_chain(&k->b, p, &chain);
		bb_andnot(g, &todo, &todo, &chain);
		const int n = bb_count(g, &chain);
		if (n > most) {
			most = n;
			best = p;
		}
	}
	return best;
}

/* The points a closing may fill, from s, settle's count of k->b: those of
 * the regions of at most CLOSING_REGION empty points that border live
 * stones of both colours or hold a teire, but not next to a seki. */
static void open_points(const struct closing *k, const struct score *s, struct bitboard *out)
{
	const struct grid *g = &k->b.grid;
	*out = s->neutral_points;
	struct bitboard todo = s->neutral_points;
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard seed, region;
		bb_zero(&seed);
		bb_set(&seed, p);
		bb_fill(g, &region, &seed, &s->neutral_points);
		bb_andnot(g, &todo, &todo, &region);
		if (bb_count(g, &region) > CLOSING_REGION)
			bb_andnot(g, out, out, &region);
	}
	bb_andnot(g, out, out, &k->near_seki);
}

int closing_margin_tried(const struct closing *k, int c, int taken)
{
	int m = margin(k, &k->tried.pos);
	if (!k->area)
		m += (c == BLACK ? 1 : -1) * taken;
	return m;
}

/* c's cheapest careful play, not next to a seki, that saves c's chain
 * through p, in atari: at its liberty, or taking a chain beside it in atari
 * (dead stones too: taking them is the teire that a filled dame made
 * necessary), which leaves it the liberty it had and the points taken, or,
 * taken at that liberty, joins it to the careful stone. PASS if none. */
static int careful_save(struct closing *k, int c, int p)
{
	const struct grid *g = &k->b.grid;
	struct bitboard points, takes;
	board_liberty_points(&k->b, p, &points);
	atari_takes_beside(&k->b, p, &takes);
	bb_or(g, &points, &points, &takes);
	bb_andnot(g, &points, &points, &k->near_seki);
	const int sign = c == BLACK ? 1 : -1;
	int best = PASS, best_margin = INT_MIN;
	for (int l; (l = bb_first(g, &points)) >= 0;) {
		bb_clear(&points, l);
		const int taken = try_play(k, c, l);
		if (taken < 0)
			continue;
		const int m = sign * closing_margin_tried(k, c, taken);
		if (m > best_margin) {
			best_margin = m;
			best = l;
		}
	}
	return best;
}

/* The points where c might mend its chain `chain`: next to it, or to an
 * opponent's chain beside it (a liberty taken from the stones that would
 * take it), not next to a seki nor in the opponent's territory (`settled`,
 * settle's count of k->b). */
static void mending_points(const struct closing *k, const struct bitboard *chain, int c,
			   const struct score *settled, struct bitboard *out)
{
	const struct board *b = &k->b;
	const struct grid *g = &b->grid;
	struct bitboard foes;
	bb_dilate(g, out, chain);
	bb_and(g, &foes, out, &b->pos.stone[c ^ 1]);
	bb_fill(g, &foes, &foes, &b->pos.stone[c ^ 1]);
	bb_dilate(g, &foes, &foes);
	bb_or(g, out, out, &foes);
	bb_and(g, out, out, &b->empty);
	bb_andnot(g, out, out, &k->near_seki);
	bb_andnot(g, out, out, &settled->owned[c ^ 1]);
}

/* c's cheapest careful point (try_play) after which the chain through p
 * has enough liberties (enough_liberties), of those the one leaving it
 * most; PASS if none. */
static int mend(struct closing *k, int c, int p, const struct score *settled)
{
	const struct grid *g = &k->b.grid;
	struct bitboard chain, points;
	board_chain(&k->b, p, &chain);
	mending_points(k, &chain, c, settled, &points);
	const int sign = c == BLACK ? 1 : -1;
	int best = PASS, best_margin = INT_MIN, best_libs = 0;
	for (int q; (q = bb_first(g, &points)) >= 0;) {
		bb_clear(&points, q);
		const int taken = try_play(k, c, q);
		if (taken < 0)
			continue;
		const int m = sign * closing_margin_tried(k, c, taken);
		const int libs = board_liberties(&k->tried, p);
		if ((m > best_margin || (m == best_margin && libs > best_libs)) &&
		    enough_liberties(k, &k->tried, p)) {
			best_margin = m;
			best_libs = libs;
			best = q;
		}
	}
	return best;
}

/* c's mending of a live chain of its own, not in seki, that a live stone
 * of the opponent's touches, with two liberties it does not survive the
 * filling of (atari_survives_fills): of the first such chain that mend finds a
 * point for; PASS if none. */
static int mend_short_chain(struct closing *k, int c, const struct score *settled)
{
	const struct board *b = &k->b;
	const struct grid *g = &b->grid;
	struct bitboard todo = b->pos.stone[c];
	bb_andnot(g, &todo, &todo, &k->dead);
	for (int p; (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard chain;
		board_chain(b, p, &chain);
		bb_andnot(g, &todo, &todo, &chain);
		if (board_liberties(b, p) != 2 || meets(g, &chain, k->seki) ||
		    !hemmed_by_live(k, &chain, c) || enough_liberties(k, b, p))
			continue;
		const int q = mend(k, c, p, settled);
		if (q != PASS)
			return q;
	}
	return PASS;
}

/* c's forced move on k->b: step 1's save of a chain in atari, the biggest
 * that can be, or else step 2's mend of a chain that the opponent's next
 * fill would take; PASS if none. `settled`: settle's count of k->b. */
static int forced(struct closing *k, int c, const struct score *settled)
{
	const struct board *b = &k->b;
	struct bitboard unsaved;
	in_atari(k, c, &unsaved);
	for (int p; (p = biggest(k, &unsaved)) >= 0;) {
		const int q = careful_save(k, c, p);
		if (q != PASS)
			return q;
		struct bitboard chain;
		board_chain(b, p, &chain);
		bb_andnot(&b->grid, &unsaved, &unsaved, &chain);
	}
	return mend_short_chain(k, c, settled);
}

/* Black's margin after c's play at p on k->tried, which took `taken`
 * stones, and the opponent's forced answer to it, if any (its save or mend:
 * a teire the count alone does not see, and the tempo a sente play keeps).
 * Sets *forcing (if not NULL) to whether there was one; it may be a move
 * the opponent owed already (choose's `pressed`). Spends k->tries, and
 * plays on k->ahead's boards. */
static int margin_answered(struct closing *k, int c, int p, int taken, bool *forcing)
{
	if (forcing)
		*forcing = false;
	const int m = closing_margin_tried(k, c, taken);
	struct closing *n = k->ahead;
	if (!n)
		return m;
	board_copy(&n->b, &k->tried);
	n->placed = k->placed;
	bb_set(&n->placed, p);
	dead_on_board(&n->b, &k->dead, &n->dead);
	n->tries = k->tries;
	struct score settled;
	settle(n, &n->b.pos, &settled);
	const int q = forced(n, c ^ 1, &settled);
	const int answer_taken = q == PASS ? -1 : closing_tried_play(n, c ^ 1, q);
	k->tries = n->tries;
	if (answer_taken < 0)
		return m;
	if (forcing)
		*forcing = true;
	int after = closing_margin_tried(n, c ^ 1, answer_taken);
	if (!k->area)
		after += (c == BLACK ? 1 : -1) * taken;
	return after;
}

/* c's move in the closing, or PASS. */
static int choose(struct closing *k, int c)
{
	const struct board *b = &k->b;
	struct score settled;
	settle(k, &b->pos, &settled);
	struct bitboard open;
	open_points(k, &settled, &open);
	/* 1. A chain in atari saved; 2. a chain short of liberties mended. */
	const int q = forced(k, c, &settled);
	if (q != PASS)
		return q;
	/* 3. The open point worth most: the swing between c's stone there and
	 * the opponent's, each with the forced answer it gets; of equal
	 * swings, one the opponent must answer (sente: c keeps the move), if
	 * nothing forced the opponent before. */
	if (bb_is_empty(&b->grid, &open))
		return PASS;
	const int sign = c == BLACK ? 1 : -1;
	const int now = margin_of(k, &settled);
	const bool pressed = forced(k, c ^ 1, &settled) != PASS;
	int best = PASS, best_swing = INT_MIN;
	bool best_sente = false;
	for (int p; (p = bb_first(&b->grid, &open)) >= 0;) {
		bb_clear(&open, p);
		const int taken = try_play(k, c, p);
		if (taken < 0)
			continue;
		bool forces;
		const int mover = margin_answered(k, c, p, taken, &forces);
		const int their_taken = try_play(k, c ^ 1, p);
		const int other =
			their_taken < 0 ? now : margin_answered(k, c ^ 1, p, their_taken, NULL);
		const int swing = sign * (mover - other);
		const bool sente = forces && !pressed;
		if (swing > best_swing || (swing == best_swing && sente && !best_sente)) {
			best_swing = swing;
			best = p;
			best_sente = sente;
		}
	}
	return best;
}

void closing_place(struct closing *k, int c, int p, int captured[2])
{
	struct board *b = &k->b;
	captured[c] += play(k, b, c, p);
	bb_set(&k->placed, p);
	dead_on_board(b, &k->dead, &k->dead);
}

/* Plays the game on k->b to its close, `to_move` first. Adds to captured[c]
 * the stones c took. */
static void play_out(struct closing *k, int to_move, int captured[2])
{
	struct board *b = &k->b;
	const int limit = 2 * bb_count(&b->grid, &b->grid.onboard);
	int c = to_move, passes = 0;
	for (int moves = 0; moves < limit && passes < 2; moves++, c ^= 1) {
		const int p = choose(k, c);
		if (p == PASS) {
			board_pass(b);
			passes++;
			continue;
		}
		passes = 0;
		closing_place(k, c, p, captured);
	}
}

bool closing_play(const struct game *g, const struct verdict *v, struct position *closed,
		  int captured[2])
{
	score_alive(&g->board.grid, &g->board.pos, v ? &v->dead : NULL, closed);
	captured[BLACK] = captured[WHITE] = 0;
	/* Two closings, the second to look past a play (margin_answered), are
	 * too big for the stack of every thread. */
	struct closing *k = malloc(2 * sizeof(*k));
	if (!k)
		return false;
	k->seki = v ? &v->seki : NULL;
	bb_zero(&k->near_seki);
	if (v)
		bb_dilate(&g->board.grid, &k->near_seki, &v->seki);
	k->tries = CLOSING_TRIES;
	k->readings = TEIRE_READINGS;
	k->out_of_memory = false;
	k->area = g->rules.scoring == SCORING_AREA;
	/* What never changes of the closing that looks ahead: the rest
	 * margin_answered sets for each play. */
	k->ahead = k + 1;
	k->ahead->ahead = NULL;
	k->ahead->seki = k->seki;
	k->ahead->near_seki = k->near_seki;
	k->ahead->readings = 0;
	k->ahead->out_of_memory = false;
	k->ahead->area = k->area;
	bb_zero(&k->placed);
	/* By territory the dead stones lie on the board until the game ends,
	 * as in play, and a chain they leave short of liberties needs its
	 * teire, unless only dead stones touch it; by area a teire costs
	 * nothing, and they come off first. */
	bb_zero(&k->dead);
	if (k->area || !v) {
		board_set_position(&k->b, g->board.grid.size, closed);
	} else {
		board_copy(&k->b, &g->board);
		k->dead = v->dead;
	}
	play_out(k, game_to_move(g), captured);
	for (int round = 0; !k->area && v && round < TEIRE_ROUNDS && !k->out_of_memory; round++) {
		const int c = closing_add_teire(k, g->rules.allow_suicide, captured);
		if (c < 0)
			break;
		play_out(k, c ^ 1, captured);
	}
	const bool ok = !k->out_of_memory;
	if (ok)
		score_alive(&k->b.grid, &k->b.pos, &k->dead, closed);
	else
		captured[BLACK] = captured[WHITE] = 0;
	free(k);
	return ok;
}
