/*
 * sgf_game.h - games as SGF records: a game from the main line a reader
 * parsed (sgf.h), and a game written out as SGF FF[4]. No I/O.
 *
 * Coordinates: an SGF point is two letters, the column from the left then
 * the row from the TOP, 'a' being the first; so "aa" is the top left corner
 * (A19 on 19x19) and "as" the bottom left (A1). Boards up to 25x25 need only
 * 'a' to 'y'.
 */
#ifndef ISHI_SGF_GAME_H
#define ISHI_SGF_GAME_H

#include "game.h"
#include "sgf.h"
#include "strbuf.h"

#include <stdbool.h>

/*
 * Replays the main line of a parsed record into g, which must be an
 * initialised game; its komi and rules are kept where the record says
 * nothing. Read from the root: GM (1 or absent), SZ (square, 1 to 25;
 * default 19; "19" or "19:19"), KM (an SGF real), HA, and RU (a preset of
 * rules.h; an unknown name keeps the rules). In any node, setup first (AB,
 * AW, AE with compressed lists like "aa:cc", and PL), then a move (B or W,
 * where "" is a pass, and "tt" too on boards up to 19x19). Setup in the root
 * makes the start position; later it is a mid-game setup record.
 *
 * The side to move is PL where given; otherwise the colour after the last
 * move; at the start, White after a handicap of two stones or more (HA[2]
 * and up), else Black.
 *
 * move_limit > 0 stops before the move_limit-th move of the main line (its
 * node's setup is applied), with that move's colour to move unless its node
 * holds PL (a mid-game setup record says so where the colour after the last
 * move is the other); 0 replays everything.
 *
 * Returns false if the record cannot be a game for ishi: a property value
 * it cannot read, a point off the board, two moves in one node, setup that
 * leaves a chain without liberties, a move illegal under the rules in force
 * (after RU), or memory running out. Then error gets one line saying why and
 * g holds a partial game, to be freed or cleared but not trusted.
 */
bool sgf_game_load(struct game *g, const struct sgf *tree, int move_limit, struct strbuf *error);

/*
 * Appends g to out as an SGF FF[4] record that sgf_game_load reads back
 * into the same records: the root with FF, GM, AP, SZ, KM, RU (when the
 * rules are a preset), HA (when there is a handicap), the start position
 * (AB, AW) and PL when it is not the default; RE[result] unless result is
 * NULL; then a node per record: B or W ("" for a pass,
 * never "tt"), or a mid-game setup (AE, AB, AW from the position before, and
 * PL). The text is ASCII and has no empty line; it ends with a newline.
 */
void sgf_game_write(const struct game *g, const char *result, struct strbuf *out);

/* The result a record's root gives (RE), made printable ASCII and cut to
 * fit `size`: false, with buf empty, if it has none. */
bool sgf_game_result(const struct sgf *tree, char *buf, size_t size);

#endif
