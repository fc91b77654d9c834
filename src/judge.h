/*
 * judge.h - the dead-stone judge: which chains are alive, dead or in seki
 * at the end of a game, as a careful human scorer would say before
 * counting, and whose the unsettled empty points would become if play went
 * on (an estimate, which the count leaves out).
 *
 * In this order, each step leaving the next only what it could not settle:
 * 1. A played-out position (neither side has a legal play left but to fill
 *    an eye of its own, as when two random players passed) is final:
 *    nothing is dead, and the board counts as it stands.
 * 2. Benson's algorithm (benson.h): pass-alive chains are alive, and the
 *    opponent's stones in regions they own for certain are dead.
 * 3. Seki (seki.h), read out, not guessed: seki chains are alive and their
 *    shared liberties neutral; a chain that dies in a closed fight if the
 *    opponent plays first is dead. A reading takes the stones around its
 *    fight for live walls: where the playouts of step 4 clearly kill one of
 *    those walls (in three playouts of four), or another reading does, the
 *    fight is not closed after all, and its chains are judged by the
 *    playouts too; but a seki, nothing else dead in its fight, whose walls
 *    of one colour only fall is broken: the other side takes their points
 *    as liberties and the seki's stones of their colour (a wall a reading
 *    kills may die to a sacrifice random play seldom finds).
 * 4. Every other chain by Monte Carlo ownership: playouts from the position
 *    (ownership.h), half of them with Black first and half with White,
 *    count who owns each point at their ends; a chain whose points end as
 *    the opponent's more often than as its own, in the playouts its
 *    opponent started, is dead. The playouts capture
 *    one-eyed groups (a play that captures is legal, eye or not) and groups
 *    with many liberties alike, and they save and capture chains in atari,
 *    play the vital point of a space a capture leaves, win a race of two
 *    liberties each by the atari, and shun self-atari as players do, so
 *    that a living group is not killed by a random game's accident.
 *    A chain they kill but leave in doubt (a lead under a half either way)
 *    lives if it is one with a living chain of its colour: the two share two
 *    liberties, or one where the opponent's stone is taken at once, and the
 *    joined chain would have three liberties (the opponent's approach there
 *    is answered by connecting, a reply random play misses). A chain they
 *    leave in doubt is then read in its open fight (seki_read_open), where
 *    one can be bounded by the stones they leave alive and the empty points
 *    a colour owns in three playouts of four; what the reading settles
 *    stands, except a seki it only guessed (seki_read_open) and a chain it
 *    kills that is one in the same way with a chain the playouts clearly
 *    leave alive.
 * 5. For an estimate only, not for the count: the empty points of regions
 *    that still border both colours once the dead stones are gone (an open
 *    border, a gap not yet closed) go to the colour that owns them in most
 *    playouts (CLAIM_SHARE); true dame, which either side may fill, and the
 *    liberties of a seki stay neutral. The estimate plays out the small
 *    regions first (closing.h) and takes these claims for the open ground
 *    left; the count (score.h) gives such regions to nobody, as the rules
 *    do.
 *
 * The game is over, so whose turn it is changes nothing: no step reads the
 * side to move, and one more pass leaves the verdict as it was.
 *
 * Deterministic: the playouts draw from a generator seeded by the settings'
 * seed and the position's hash (which the side to move is no part of), so
 * the same position always gets the same verdict, and judging never touches
 * another random stream. Bounded: the
 * playouts are counted, and each is capped in moves; once a quarter of them
 * leave every chain and open point clear (in three playouts of four), the
 * rest are not played. No I/O.
 */
#ifndef ISHI_JUDGE_H
#define ISHI_JUDGE_H

#include "board.h"
#include "score.h"

#include <stdbool.h>
#include <stdint.h>

struct game;

/* JUDGE_MAX_PLAYOUTS bounds the judge's time: on one thread, a final_score
 * of a 19x19 position a third of the way into a game, where no playout
 * ends early, takes some 50 to 70 microseconds a playout (measured: 1.5 s
 * of processor time at 30,000, 2.0 s at 40,000; on a slower machine, five
 * such positions took 1.8 to 2.05 s at 30,000 and 1.3 to 1.5 s at 25,000),
 * so the most it takes stays under 2 seconds. JUDGE_MAX_PLAYOUTS_WHY is
 * how the settings refuse more. */
enum { JUDGE_DEFAULT_PLAYOUTS = 1000, JUDGE_MAX_PLAYOUTS = 25000, JUDGE_MAX_THREADS = 64 };
#define JUDGE_MAX_PLAYOUTS_WHY "the judge's playouts are 0 to 25000"

struct judge_settings {
	int playouts; /* for step 4, at most; 0 leaves every unsettled chain alive */
	int threads;  /* to play them on (below 1 counts as 1): the verdict is the same */
	uint64_t seed;
};

enum chain_status { STATUS_ALIVE, STATUS_DEAD, STATUS_SEKI };

struct judgement {
	struct verdict verdict;        /* what score_game takes */
	struct bitboard claimed[2];    /* step 5: open points each colour would take */
	struct bitboard certain;       /* points Benson settled: pass-alive chains, their
					* certain territory and the dead stones in it */
	int16_t ownership[MAX_POINTS]; /* -1000 (White's in every playout) .. 1000 (Black's) */
	int playouts;                  /* played for this judgement */
	bool played_out;               /* step 1 decided everything */
};

/* Judges the position of g under its rules. Returns false if memory ran out
 * (then *out is the plain verdict: nothing dead). */
bool judge_game(const struct game *g, const struct judge_settings *s, struct judgement *out);

/* The status of the stone on p; p must hold a stone. */
enum chain_status judge_status(const struct judgement *j, const struct board *b, int p);

#endif
