/*
 * seki.c - fights read out on their local board (fight.h).
 */
#include "seki.h"

#include "fight.h"
#include "rng.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A fight being read: its local board, and the table of positions read.
 * The table holds one reading at a time,
 * SEKI_MAX_OPEN_NODES entries at most; it starts small and doubles whenever
 * a reading fills two thirds of it, so probes stay short (and always end)
 * and most judgements, whose readings are small, touch a few kilobytes, not
 * the 6 MB a full table takes. */
enum { TABLE_MAX = 1 << 18 };
#if defined(ISHI_DEBUG_CHECKS)
enum { TABLE_START = 4 }; /* debug builds grow it all the time, to check that */
#else
enum { TABLE_START = 1 << 8 };
#endif
_Static_assert(SEKI_MAX_NODES <= SEKI_MAX_OPEN_NODES && SEKI_MAX_OPEN_NODES < TABLE_MAX * 2 / 3,
	       "a reading must leave free slots");

struct entry {
	uint64_t black, white;
	uint32_t stamp; /* the reading that wrote it: any other's is free */
	int8_t ko;      /* the point the side to move may not retake, or -1 */
	uint8_t side;   /* 1 + to_move + 2 * passes + 4 * captures left */
	bool holds;     /* the value: the defender holds */
};

struct cluster {
	struct fight f;
	uint64_t in_atari; /* stones of chains with one liberty at the start */
	bool allow_suicide;
	bool open; /* an open fight (seki_read_open) */
	/* The reading going on: whether the defender keeps every stone of
	 * `target`, one of his chains at the start, or else takes as many
	 * stones of `spare`, the attacker's chains that must live (or that he
	 * would give up to take the target). */
	int defender;
	uint64_t target, spare;
	struct entry *table;
	uint32_t size; /* of the table, a power of two */
	uint32_t stamp;
	int nodes;
	bool overflow;      /* too many positions: the reading gives up */
	bool out_of_memory; /* the table could not grow: the reading gives up too */
};

/* The points of `within` connected to local point `from`. */
static uint64_t flood(const struct cluster *k, uint64_t within, int from)
{
	uint64_t set = (uint64_t)1 << from, frontier = set;
	while (frontier) {
		const int i = ctz64(frontier);
		frontier &= frontier - 1;
		const uint64_t more = k->f.nbr[i] & within & ~set;
		set |= more;
		frontier |= more;
	}
	return set;
}

static uint64_t neighbours(const struct cluster *k, uint64_t set)
{
	uint64_t out = 0;
	for (; set; set &= set - 1)
		out |= k->f.nbr[ctz64(set)];
	return out;
}

/* Whether a local chain of colour c breathes: it has an empty neighbour,
 * or touches a live wall of its colour. */
static bool breathes(const struct cluster *k, uint64_t chain, uint64_t empty, int c)
{
	return (neighbours(k, chain) & empty) || (chain & k->f.wall[c]);
}

/* c plays on local point q of stones[]: false if that is illegal. Else
 * stones[] is the position after it, taken[] the stones each colour lost
 * (its own only by an allowed suicide), and *ko the point the other side
 * may not retake at once, or -1. */
static bool local_play(const struct cluster *k, uint64_t stones[2], int c, int q, int taken[2],
		       int *ko)
{
	uint64_t mine = stones[c] | (uint64_t)1 << q, theirs = stones[c ^ 1], captured = 0;
	for (uint64_t near = k->f.nbr[q] & theirs; near; near &= near - 1) {
		if (!(theirs >> ctz64(near) & 1))
			continue; /* taken with a chain met before */
		const uint64_t chain = flood(k, theirs, ctz64(near));
		if (!breathes(k, chain, k->f.all & ~(mine | theirs), c ^ 1)) {
			theirs &= ~chain;
			captured |= chain;
		}
	}
	taken[c] = 0;
	taken[c ^ 1] = popcount64(captured);
	const uint64_t own = flood(k, mine, q);
	const uint64_t empty = k->f.all & ~(mine | theirs);
	*ko = -1;
	if (!breathes(k, own, empty, c)) {
		if (own == (uint64_t)1 << q || !k->allow_suicide)
			return false;
		mine &= ~own;
		taken[c] = popcount64(own);
	} else if (captured && at_most_one_bit(captured) && own == (uint64_t)1 << q &&
		   !(own & k->f.wall[c]) && at_most_one_bit(k->f.nbr[q] & empty)) {
		/* One stone took one stone and has that point as its one
		 * liberty: the other side may not take it back at once. */
		*ko = ctz64(captured);
	}
	stones[c] = mine;
	stones[c ^ 1] = theirs;
	return true;
}

static struct entry *slot(struct cluster *k, const uint64_t stones[2], int side, int ko)
{
	const uint64_t key =
		rng_mix64(stones[0] * 3 + rng_mix64(stones[1] ^ (uint64_t)(side + 64 * (ko + 1))));
	const uint32_t mask = k->size - 1;
	for (uint32_t i = (uint32_t)key & mask;; i = (i + 1) & mask) {
		struct entry *e = &k->table[i];
		if (e->stamp != k->stamp || (e->side == side && e->ko == ko &&
					     e->black == stones[0] && e->white == stones[1]))
			return e;
	}
}

/* Doubles the table, keeping the reading's entries; false if memory ran
 * out (the table is then as it was). */
static bool grow(struct cluster *k)
{
	struct entry *old = k->table;
	const uint32_t old_size = k->size;
	struct entry *table = calloc((size_t)old_size * 2, sizeof(*table));
	if (!table)
		return false;
	k->table = table;
	k->size = old_size * 2;
	for (uint32_t i = 0; i < old_size; i++) {
		if (old[i].stamp == k->stamp) {
			const uint64_t stones[2] = {old[i].black, old[i].white};
			*slot(k, stones, old[i].side, old[i].ko) = old[i];
		}
	}
	free(old);
	return true;
}

/* A state of the fight: who is to play, after how many passes, where he
 * may not retake a ko (-1: anywhere), and how many captures may still
 * happen. Without captures every move fills a point, so a line ends; the
 * count of captures ends lines of retakes and of stones played back into
 * points just taken, so the reading always ends. */
struct turn {
	int colour, passes, ko, captures;
};

/* The captures a line may have: enough for a sacrifice, a throw-in, the
 * capture that settles the fight, and one more for a sacrifice that leaves
 * a shape to kill (stones given up to leave a bent four in the corner,
 * which a ko then takes). Six would read longer sacrifices, such as stones
 * given up to leave a bulky five, but change verdicts four get right
 * (human-corpus.md).
 *
 * A defender who takes as many stones as BIG_CAPTURE holds: no eye space
 * of that size can be killed. An attacker who takes that many has won the
 * fight, the eye space his for life, and the line ends there too: read
 * on, it is the costliest part of the reading (the positions in the space
 * left) and the least telling. Stones in atari from the start do not count
 * for him: taking them is no fight won (dead stones in his eye). In a
 * cluster of two fights apart, the defender must then keep the other
 * one's stones too; no reading of the corpora lost by it. */
enum { MAX_CAPTURES = 4, BIG_CAPTURE = 7 };

/* Whether the target lost a stone in `stones`. */
static bool target_lost(const struct cluster *k, const uint64_t stones[2])
{
	return (stones[k->defender] & k->target) != k->target;
}

/* Whether the defender holds at the end of a line, with `stones` on the
 * board: the target whole, or taken only for as many stones of the
 * attacker's `spare`. */
static bool held_at_end(const struct cluster *k, const uint64_t stones[2])
{
	return !target_lost(k, stones) ||
	       popcount64(k->spare & ~stones[k->defender ^ 1]) >= popcount64(k->target);
}

/* Whether the defender holds from here on, both sides at their best: two
 * passes end the fight, or the last capture a line may have does. Once
 * the target lost a stone, the line goes on only while the attacker has
 * spare stones the defender may take in return. */
static bool holds(struct cluster *k, const uint64_t stones[2], struct turn t)
{
	if (t.passes == 2)
		return held_at_end(k, stones);
	const int side = 1 + t.colour + 2 * t.passes + 4 * t.captures;
	struct entry *e = slot(k, stones, side, t.ko);
	if (e->stamp == k->stamp)
		return e->holds;
	if (++k->nodes > (k->open ? SEKI_MAX_OPEN_NODES : SEKI_MAX_NODES) ||
	    ((uint32_t)k->nodes * 3 > k->size * 2 && k->size >= TABLE_MAX)) {
		k->overflow = true;
		return true;
	}
	/* A table that could not grow is no reading too big to make: the
	 * verdict without it would be a guess given as the judge's. */
	if ((uint32_t)k->nodes * 3 > k->size * 2 && !grow(k)) {
		k->overflow = k->out_of_memory = true;
		return true;
	}
	/* The defender needs one move that holds, the attacker one that
	 * does not; a pass is a move. The likeliest come first: the target's
	 * liberties, then the other points, and a pass first for the
	 * defender, last for the attacker. */
	const bool defending = t.colour == k->defender;
	const uint64_t empty = k->f.all & ~(stones[0] | stones[1]);
	const uint64_t near =
		neighbours(k, flood(k, stones[k->defender], ctz64(k->target))) & empty;
	int order[FIGHT_POINTS + 1], moves = 0;
	if (defending)
		order[moves++] = -1;
	for (uint64_t m = near; m; m &= m - 1)
		order[moves++] = ctz64(m);
	for (uint64_t m = empty & ~near; m; m &= m - 1)
		order[moves++] = ctz64(m);
	if (!defending)
		order[moves++] = -1;
	bool found = false;
	for (int i = 0; i < moves && !found && !k->overflow; i++) {
		const int q = order[i];
		uint64_t next[2] = {stones[0], stones[1]};
		struct turn after = {t.colour ^ 1, t.passes + 1, -1, t.captures};
		bool held;
		if (q >= 0) {
			int taken[2];
			if (q == t.ko || !local_play(k, next, t.colour, q, taken, &after.ko))
				continue;
			after.passes = 0;
			const bool lost = target_lost(k, next);
			if (k->open && lost && after.ko >= 0 && !target_lost(k, stones) &&
			    (stones[k->defender] & ~next[k->defender] & k->in_atari))
				/* In an open fight, a chain left in atari at the
				 * end of a game that a ko capture takes holds: its
				 * owner connects the ko once the dame are filled,
				 * as players do. (A ko the attacker must first
				 * make, with an atari its owner has no time to
				 * answer, is his to win.) */
				held = true;
			/* a loss ends the line unless a trade may make up for it */
			else if (lost && (!k->spare || held_at_end(k, next)))
				held = held_at_end(k, next);
			else if (!lost && taken[k->defender ^ 1] >= BIG_CAPTURE)
				held = true;
			else if (!lost && popcount64(stones[k->defender] & ~next[k->defender] &
						     ~k->in_atari) >= BIG_CAPTURE)
				held = false;
			else if (taken[BLACK] + taken[WHITE] > 0 && after.captures-- == 0)
				held = held_at_end(k, next); /* the last capture */
			else
				held = holds(k, next, after);
		} else {
			held = holds(k, next, after);
		}
		found = held == defending;
	}
	const bool value = found == defending;
	e = slot(k, stones, side, t.ko); /* the table filled in below */
	e->black = stones[0];
	e->white = stones[1];
	e->side = (uint8_t)side;
	e->ko = (int8_t)t.ko;
	e->holds = value;
	e->stamp = k->stamp;
	return value;
}

/* Whether chain `target` of colour c keeps all its stones from `stones`,
 * with `first` to play first, or takes a stone of `spare` on the way;
 * *overflow if the reading gave up. */
static bool survives_from(struct cluster *k, const uint64_t stones[2], int c, uint64_t target,
			  uint64_t spare, int first)
{
	k->defender = c;
	k->target = target;
	k->spare = spare;
	k->stamp++;
	k->nodes = 0;
	const struct turn t = {first, 0, -1, MAX_CAPTURES};
	return holds(k, stones, t);
}

/* survives_from the cluster's position at the start. */
static bool survives(struct cluster *k, int c, uint64_t target, uint64_t spare, int first)
{
	return survives_from(k, k->f.stone, c, target, spare, first);
}

/* The points a chain of `set` is in a race with: its neighbours, and the
 * neighbours of its liberties among `empty` (a chain there shares one). */
static uint64_t racing(const struct cluster *k, uint64_t set, uint64_t empty)
{
	const uint64_t reach = neighbours(k, set);
	return reach | neighbours(k, reach & empty);
}

/* Whether c may fill local point q and keep the chain it joins whole
 * with the opponent to play first. */
static bool fills_safely(struct cluster *k, int c, int q)
{
	uint64_t next[2] = {k->f.stone[0], k->f.stone[1]};
	int taken[2], ko;
	return local_play(k, next, c, q, taken, &ko) &&
	       survives_from(k, next, c, flood(k, next[c], q), 0, c ^ 1);
}

/* Whether `set` holds a point that neither side may fill safely
 * (fills_safely): a seki's liberty. A reading that gives up leaves
 * k->overflow set. */
static bool has_seki_liberty(struct cluster *k, uint64_t set)
{
	for (; set; set &= set - 1) {
		const int q = ctz64(set);
		if (!fills_safely(k, BLACK, q) && !fills_safely(k, WHITE, q))
			return true;
	}
	return false;
}

/* Reads the cluster k; false if the reading gave up. Else *out gets
 * what it settles (the caller gives it the stones and walls). */
static bool settle(struct cluster *k, struct seki_cluster *out)
{
	/* Each chain as at the start: it lives if the opponent, playing first,
	 * cannot take a stone of it. If it lives only when its own side plays
	 * first, the fight is unsettled, and the chain is dead, as its owner
	 * should have made it safe before passing: whoever is to move, since
	 * the game is over. But in a race that either side wins by playing
	 * first (unsettled chains of both colours), neither has taken the
	 * other: their unsettled chains live, and the fight is a seki as it
	 * stands. */
	const bool both = k->f.stone[BLACK] && k->f.stone[WHITE];
	const uint64_t empty = k->f.all & ~(k->f.stone[0] | k->f.stone[1]);
	k->in_atari = 0;
	for (int c = BLACK; c <= WHITE; c++) {
		for (uint64_t todo = k->f.stone[c]; todo;) {
			const uint64_t chain = flood(k, k->f.stone[c], ctz64(todo));
			todo &= ~chain;
			if (at_most_one_bit(neighbours(k, chain) & empty) &&
			    !(chain & k->f.wall[c]))
				k->in_atari |= chain;
		}
	}
	uint64_t living[2] = {0, 0}, unsettled[2] = {0, 0}, dead = 0, raced = 0;
	for (int c = BLACK; c <= WHITE; c++) {
		for (uint64_t todo = k->f.stone[c]; todo && !k->overflow;) {
			const uint64_t chain = flood(k, k->f.stone[c], ctz64(todo));
			todo &= ~chain;
			if (survives(k, c, chain, 0, c ^ 1))
				living[c] |= chain;
			else if (both && survives(k, c, chain, 0, c))
				unsettled[c] |= chain;
			else
				dead |= chain;
		}
	}
	/* A race: an unsettled chain next to an unsettled chain of the other
	 * colour, or sharing a liberty with it. An unsettled chain in no race
	 * is one fight of several in the cluster, each its own. */
	for (int c = BLACK; c <= WHITE; c++) {
		for (uint64_t todo = unsettled[c]; todo;) {
			const uint64_t chain = flood(k, unsettled[c], ctz64(todo));
			todo &= ~chain;
			const uint64_t near = racing(k, chain, empty);
			if (near & unsettled[c ^ 1]) {
				living[c] |= chain;
				raced |= chain;
			} else
				dead |= chain;
		}
	}
	if (k->overflow)
		return false;
	/* Chains the opponent takes only by giving up as many stones of his
	 * own living chains are not his to take: the trade is no gain, and
	 * the players leave the fight as it stands. His dead chains next to
	 * them, or sharing a liberty with them, count too: the stone that
	 * takes them may fill the last liberty of such a chain, and be taken
	 * back with it, in a snapback. (A reading of the trade too big to make
	 * leaves them dead.) */
	for (int c = BLACK; c <= WHITE; c++) {
		const uint64_t mine = dead & k->f.stone[c], near = racing(k, mine, empty);
		uint64_t spare = living[c ^ 1];
		for (uint64_t seeds = dead & k->f.stone[c ^ 1] & near; seeds; seeds &= ~spare)
			spare |= flood(k, k->f.stone[c ^ 1], ctz64(seeds));
		if (mine && spare && survives(k, c, mine, spare, c ^ 1) && !k->overflow) {
			dead &= ~mine;
			living[c] |= mine;
		}
		k->overflow = false;
	}
	/* In an open fight, a chain in atari that only a ko takes holds
	 * (holds): its owner connects the ko in the end. But if connecting
	 * joins it to chains of its own that die, it dies with them. */
	for (int c = BLACK; k->open && c <= WHITE; c++) {
		for (uint64_t todo = living[c] & k->in_atari; todo;) {
			const uint64_t chain = flood(k, living[c], ctz64(todo));
			todo &= ~chain;
			const uint64_t joined = neighbours(k, neighbours(k, chain) & empty);
			if (joined & dead & k->f.stone[c]) {
				living[c] &= ~chain;
				dead |= chain;
			}
		}
	}
	bb_zero(&out->dead);
	bb_zero(&out->seki);
	bb_zero(&out->unsettled);
	out->guessed = false;
	fight_to_board(&k->f, dead, &out->dead);
	fight_to_board(&k->f, dead & (unsettled[BLACK] | unsettled[WHITE]), &out->unsettled);
	/* Living chains that share a liberty with a living chain of the other
	 * colour are in seki. In an open fight, where a chain may live by a
	 * wall and a liberty it shares be a dame, the seki is a guess unless
	 * each of its chains shares one that neither side may fill and none
	 * lives only as a race left as it stands. */
	for (int c = BLACK; c <= WHITE; c++) {
		for (uint64_t todo = living[c]; todo;) {
			const uint64_t chain = flood(k, living[c], ctz64(todo));
			todo &= ~chain;
			const uint64_t libs = neighbours(k, chain) & empty;
			const uint64_t shared = libs & neighbours(k, living[c ^ 1]);
			if (!shared)
				continue;
			fight_to_board(&k->f, chain, &out->seki);
			out->guessed |= k->open && ((chain & raced) ||
						    !has_seki_liberty(k, shared) || k->overflow);
			k->overflow = false;
		}
	}
	return true;
}

/* A free entry at the end of r's clusters; NULL if memory ran out. */
static struct seki_cluster *new_entry(struct seki_reading *r)
{
	if (r->count == r->capacity) {
		const int capacity = r->capacity ? r->capacity * 2 : 8;
		struct seki_cluster *more = realloc(r->cluster, (size_t)capacity * sizeof(*more));
		if (!more)
			return NULL;
		r->cluster = more;
		r->capacity = capacity;
	}
	return &r->cluster[r->count];
}

/* Reads the fights that `gathered` builds around the chains of todo,
 * into *out. */
static bool read_fights(const struct board *b, bool allow_suicide, struct bitboard todo,
			const struct fight_bounds *f,
			bool (*gathered)(const struct board *, int, const struct fight_bounds *,
					 struct fight *, struct bitboard *),
			struct seki_reading *out)
{
	const struct grid *g = &b->grid;
	out->count = out->capacity = 0;
	out->cluster = NULL;
	struct cluster *k = malloc(sizeof(*k));
	struct entry *table = k ? calloc(TABLE_START, sizeof(*table)) : NULL;
	bool ok = k && table;
	if (ok) {
		k->table = table;
		k->size = TABLE_START;
		k->stamp = 0; /* the table's entries are all of stamp 0: free from 1 on */
		k->out_of_memory = false;
		k->open = f->owned != NULL;
	}
	for (int p; ok && (p = bb_first(g, &todo)) >= 0;) {
		struct bitboard stones;
		const bool readable = gathered(b, p, f, &k->f, &stones);
		bb_andnot(g, &todo, &todo, &stones);
		bb_clear(&todo, p);
		if (!readable)
			continue;
		struct seki_cluster *entry = new_entry(out);
		if (!entry) {
			ok = false;
			break;
		}
		k->allow_suicide = allow_suicide;
		k->overflow = false;
		if (settle(k, entry)) {
			entry->stones = stones;
			fight_walls(b, &k->f, &entry->walls);
			out->count++;
		}
		ok = !k->out_of_memory;
	}
	free(k && table ? k->table : table); /* grow may have replaced it */
	free(k);
	return ok;
}

bool seki_read(const struct board *b, bool allow_suicide, const struct bitboard *exclude,
	       struct seki_reading *out)
{
	const struct grid *g = &b->grid;
	struct bitboard todo;
	bb_or(g, &todo, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_andnot(g, &todo, &todo, exclude);
	const struct fight_bounds closed = {exclude, NULL, NULL, NULL};
	return read_fights(b, allow_suicide, todo, &closed, fight_gather, out);
}

bool seki_read_near(const struct board *b, bool allow_suicide, const struct bitboard *near,
		    struct seki_reading *out)
{
	const struct grid *g = &b->grid;
	struct bitboard todo, none;
	bb_or(g, &todo, &b->pos.stone[BLACK], &b->pos.stone[WHITE]);
	bb_and(g, &todo, &todo, near);
	bb_zero(&none);
	const struct fight_bounds closed = {&none, NULL, NULL, NULL};
	return read_fights(b, allow_suicide, todo, &closed, fight_gather, out);
}

bool seki_read_open(const struct board *b, bool allow_suicide, const struct bitboard *doubt,
		    const struct bitboard *alive, const struct bitboard *firm,
		    const struct bitboard owned[2], struct seki_reading *out)
{
	const struct fight_bounds open = {NULL, alive, firm, owned};
	return read_fights(b, allow_suicide, *doubt, &open, fight_gather_open, out);
}

void seki_reading_free(struct seki_reading *r)
{
	free(r->cluster);
	r->cluster = NULL;
	r->count = r->capacity = 0;
}
