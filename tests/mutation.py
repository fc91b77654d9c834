#!/usr/bin/env python3
"""A mutation run over the dead-stone judge (judge.c, seki.c, fight.c, benson.c,
ownership.c with the playout board's record of captures that it reads,
and the engine's cache of its verdict) and the estimate's closing
(closing.c and closing_teire.c, atari.c's reading of chains short of
liberties, and the board's board_may_play that both ask):
each mutant (a flipped comparison, a deleted call, a bound off by one) is
built in a copy of the tree, and the tests must fail on it (a test that
hangs past its time counts as failing). Prints each
mutant's fate and the share killed; exits 1 if one survived that is not
listed with the reason it cannot be caught.

    tests/mutation.py [--only SUBSTRING]... [--jobs N]
    tests/mutation.py --check

--check only checks that each mutant's text is still in its file, once
(meson test runs it, suite 'tools').

A mutant is killed by the GTP scripts and the unit tests that reach the
judge, or else by the endings corpora (tests/endings). Slow (some 20 s a mutant): a program to
run by hand, not a test of the suite.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (file, text, replacement, what the mutant breaks). Each text occurs once.
MUTANTS = [
    # judge.c
    ("src/judge.c", "if (!board_is_eye(b, c, p) && game_check(g, c, p) == MOVE_OK)",
     "if (game_check(g, c, p) == MOVE_OK)", "played out: eye fills count as plays"),
    ("src/judge.c", "c == BLACK ? 1000 : -1000", "c == BLACK ? 1000 : 1000",
     "plain ownership: White's as Black's"),
    ("src/judge.c", "const struct playout_ownership *first = &own[c ^ 1];",
     "const struct playout_ownership *first = &own[c];",
     "a chain judged in the playouts its owner started"),
    ("src/judge.c", "lead += first->owner[c][q] - first->owner[c ^ 1][q];",
     "lead += first->owner[c][q];", "a chain's lead counts only its owner's playouts"),
    ("src/judge.c", "\t\tif (chain_clarity(b, own, &chain) == IN_DOUBT)\n\t\t\treturn false;",
     "\t\tif (chain_clarity(b, own, &chain) == IN_DOUBT)\n\t\t\tcontinue;",
     "early stop: unsettled chains never hold it back"),
    ("src/judge.c", "if (top * 20 < n * 15)", "if (top * 20 < n * 10)",
     "early stop: open points half decided are clear"),
    ("src/judge.c", "(count + (first == BLACK)) / 2", "count",
     "each side starts all the playouts, not half"),
    ("src/judge.c", "clear_already(&g->board, own, settled, open))",
     "clear_already(&g->board, own, settled, open) && false)", "no early stop"),
    ("src/judge.c", "if (chain_lead(b, own, &chain) < 0)", "if (chain_lead(b, own, &chain) <= 0)",
     "a chain that breaks even is dead"),
    ("src/judge.c", "if (chain_lead(b, own, &chain) < 0)", "if (chain_lead(b, own, &chain) > 0)",
     "the chains that win are dead"),
    ("src/judge.c", "\tscore_dame(g, &s.neutral_points, &v->seki, &s.neutral_points);\n", "",
     "a seki's liberties claimed"),
    ("src/score.c", "\tif (seki)\n\t\tbb_dilate(g, &near, seki);\n", "",
     "a seki's liberties taken for dame"),
    ("src/judge.c", "if (own->owner[c][p] >= needed ||", "if (false ||",
     "no open point claimed by its share alone"),
    ("src/judge.c", "own->owner[c][p] > own->owner[c ^ 1][p]))",
     "own->owner[c][p] >= own->owner[c ^ 1][p]))", "ties claimed by the nearer side"),
    ("src/judge.c", "CLAIM_SHARE = 0.7;", "CLAIM_SHARE = 0.5;", "claims at a half"),
    ("src/judge.c", "static void revive(const struct board *b, struct bitboard *dead)\n{",
     "static void revive(const struct board *b, struct bitboard *dead)\n{\n\tif (b)\n\t\treturn;",
     "revive does nothing"),
    ("src/judge.c", "bb_is_empty(g, &living)) {", "!bb_is_empty(g, &living)) {",
     "revive: a chain with living neighbours revived"),
    ("src/judge.c", "!can_play(g, BLACK) && !can_play(g, WHITE);",
     "!can_play(g, BLACK) || !can_play(g, WHITE);", "played out when one side cannot play"),
    ("src/judge.c", "bb_and(grid, &dead, &certain.territory[c], &b->pos.stone[c ^ 1]);",
     "bb_zero(&dead);", "stones in Benson's territory not dead"),
    ("src/judge.c", "\t\tbb_or(grid, &settled, &settled, &certain.alive[c]);\n", "",
     "pass-alive chains judged again"),
    ("src/judge.c", "\t\tbb_or(g, &v->seki, &v->seki, &k->seki);\n\t\tbb_or(g, &v->dead, &v->dead, &k->dead);\n",
     "\t\tbb_or(g, &v->seki, &v->seki, &k->seki);\n", "what the reading kills not dead"),
    ("src/judge.c", "\tif (!read_open_fights(g, own, &settled, v)) {",
     "\tif (false && !read_open_fights(g, own, &settled, v)) {", "no open fight read"),
    ("src/judge.c", "\t\tif (k->guessed)\n\t\t\tcontinue;\n", "",
     "an open fight's guessed seki trusted"),
    ("src/judge.c", "\t\tbb_or(g, &v->seki, &v->seki, &k->seki);\n\t\tbb_or(g, &v->dead, &v->dead, &k->dead);\n",
     "\t\tbb_or(g, &v->dead, &v->dead, &k->dead);\n", "no seki in the verdict"),
    ("src/judge.c", "\t\tbb_or(g, &v->seki, &v->seki, &k->seki);\n\t\tbb_or(g, &killed",
     "\t\tbb_or(g, &killed", "no open fight's seki in the verdict"),
    ("src/judge.c", "\tbb_dilate(grid, &open, &v->seki);\n", "",
     "a seki's liberties left to the playouts"),
    ("src/judge.c", "\t\tif (!read_out && chain_clarity(b, own, &chain) == CLEARLY_DEAD)", "\t\tif (false)",
     "walls the playouts kill taken for alive"),
    ("src/judge.c", "if (!read_out && chain_clarity(b, own, &chain) == CLEARLY_DEAD)",
     "if (!read_out && chain_lead(b, own, &chain) < 0)",
     "walls the playouts kill once in two fall"),
    ("src/judge.c", "if (read_out && bb_test(&read->cluster[i].dead, p))",
     "if (read_out && false)", "walls another reading kills taken for alive"),
    ("src/judge.c", "1000 / both->playouts);", "100 / both->playouts);",
     "ownership a tenth of its scale"),
    ("src/judge.c", "\tbreak_walled_seki(b, read, v);\n", "",
     "a seki kept behind a wall an open fight kills"),
    ("src/judge.c", "fell[BLACK] != fell[WHITE])\n\t\treturn false;",
     "false)\n\t\treturn false;", "a seki behind a wall a reading kills left to the playouts"),
    ("src/judge.c", "bb_and(g, &taken, &k->seki, &b->pos.stone[c]);",
     "bb_and(g, &taken, &k->seki, &b->pos.stone[c ^ 1]);",
     "behind a fallen wall, the taker's seki stones die"),
    ("src/judge.c", "\tkeep_connected(g, own, &settled, &v->dead);\n", "",
     "no chain kept connected"),
    ("src/judge.c", "\t\t\tif (firm && joins_safely(b, c, p, chain))\n\t\t\t\treturn true;\n", "",
     "no connection through a point taken at once"),
    ("src/judge.c", "if (bb_count(g, &shared) >= 2 &&", "if (bb_count(g, &shared) >= 3 &&",
     "two shared liberties no connection"),
    ("src/judge.c", "\treturn bb_count(g, &libs) >= 3;", "\treturn bb_count(g, &libs) >= 2;",
     "a connection left with two liberties safe"),
    ("src/judge.c", "\t\tif (k->guessed)\n\t\t\tcontinue;\n",
     "\t\tif (!bb_is_empty(g, &k->seki))\n\t\t\tcontinue;\n", "no open fight's seki trusted"),
    ("src/seki.c", "!has_seki_liberty(k, shared)", "false",
     "an open fight's shared dame a seki's liberty"),
    ("src/seki.c", "((chain & raced) ||", "(false ||",
     "a race left as it stands trusted as a seki"),
    ("src/seki.c", "if (!fills_safely(k, BLACK, q) && !fills_safely(k, WHITE, q))",
     "if (!fills_safely(k, BLACK, q) || !fills_safely(k, WHITE, q))",
     "a point one side may fill a seki's liberty"),
    ("src/judge.c", "\tspare_joined(game, &alive, &killed, v);\n", "",
     "no chain the reading kills spared"),
    ("src/judge.c", "\tbb_andnot(g, &unsure, &unsure, alive);\n", "\tbb_zero(&unsure);\n",
     "a chain spared for a partner in doubt"),
    ("src/judge.c", "if (chain_clarity(b, own, &chain) == IN_DOUBT &&\n\t\t\t    joined_to_living",
     "if (chain_clarity(b, own, &chain) != CLEARLY_ALIVE &&\n\t\t\t    joined_to_living",
     "chains clearly dead kept connected"),
    ("src/board.c", "\tif (liberties != 1)\n\t\treturn false;\n\tfor (int d = BELOW; d <= ABOVE; d++) {",
     "\tif (liberties != 1)\n\t\treturn false;\n\treturn true;\n\tfor (int d = BELOW; d <= ABOVE; d++) {",
     "a stone taken in a ko taken at once"),
    ("src/board.c", "\tif (liberties != 1)\n\t\treturn false;\n\tfor", "\tif (liberties > 2)\n\t\treturn false;\n\tfor",
     "a lone stone of two liberties taken at once"),
    ("src/judge.c", "if (s->playouts == 0) {\n\t\trevive(b, &v->dead);",
     "if (s->playouts == 0) {", "no revive without playouts"),
    ("src/engine.c", "(CHANGE_MOVE | CHANGE_POSITION | CHANGE_RULES | CHANGE_JUDGE))",
     "(CHANGE_MOVE | CHANGE_POSITION | CHANGE_JUDGE))",
     "the judgement kept through a change of rules"),
    ("src/engine.c", "\t\te->game.rules = *r;\n\t\tannounce(e, CHANGE_RULES);",
     "\t\te->game.rules = *r;", "a change of rules announced to nobody"),
    # seki.c, and fight.c, which finds the fights it reads
    ("src/seki.c", "return (neighbours(k, chain) & empty) || (chain & k->f.wall[c]);",
     "return neighbours(k, chain) & empty;", "a chain at a live wall does not breathe"),
    ("src/seki.c", "if (own == (uint64_t)1 << q || !k->allow_suicide)",
     "if (!k->allow_suicide)", "one-stone suicide allowed in the reading"),
    ("src/seki.c", "*ko = ctz64(captured);", "*ko = -1;", "no ko in the reading"),
    ("src/fight.c", "SMALL_REGION = 4,", "SMALL_REGION = 6,",
     "an open fight takes in regions of six points whole"),
    ("src/seki.c", "\t\t\telse if (!lost && popcount64(stones[k->defender] & ~next[k->defender] &\n"
     "\t\t\t\t\t\t     ~k->in_atari) >= BIG_CAPTURE)\n\t\t\t\theld = false;\n",
     "", "a line read on past the attacker's big capture"),
    ("src/seki.c", "~k->in_atari) >= BIG_CAPTURE)", "~(uint64_t)0) >= BIG_CAPTURE)",
     "a big capture of dead stones ends a line"),
    ("src/seki.c", "if (t.passes == 2)\n\t\treturn held_at_end(k, stones);",
     "if (t.passes == 1)\n\t\treturn held_at_end(k, stones);",
     "one pass ends the fight"),
    ("src/seki.c", "MAX_CAPTURES = 4,", "MAX_CAPTURES = 1,", "one capture a line"),
    ("src/seki.c", "MAX_CAPTURES = 4,", "MAX_CAPTURES = 3,", "no capture a line for a sacrifice that leaves a shape to kill"),
    ("src/seki.c", "BIG_CAPTURE = 7 };", "BIG_CAPTURE = 2 };", "two stones taken hold"),
    ("src/seki.c", "if (near & unsettled[c ^ 1])", "if (true)", "any unsettled chain lives"),
    ("src/seki.c", "if (near & unsettled[c ^ 1])", "if (unsettled[c ^ 1])",
     "unsettled chains of both colours apart live as a race"),
    ("src/seki.c", "if (survives(k, c, chain, 0, c ^ 1))", "if (survives(k, c, chain, 0, c))",
     "a chain lives if it lives playing first"),
    ("src/seki.c", "const uint64_t shared = libs & neighbours(k, living[c ^ 1]);",
     "const uint64_t shared = 0;", "no seki found"),
    ("src/fight.c", "if (board_liberties(b, p) < 2)", "if (board_liberties(b, p) < 1)",
     "a wall in atari taken for a live one"),
    ("src/seki.c", "held = held_at_end(k, next);\n", "held = true;\n",
     "losing a stone holds"),
    ("src/seki.c", "if (mine && spare && survives(k, c, mine, spare, c ^ 1) && !k->overflow) {",
     "if (false) {", "no trade read: a capture that costs more is made"),
    ("src/seki.c", "\t\tfor (uint64_t seeds = dead & k->f.stone[c ^ 1] & near; seeds; seeds &= ~spare)\n"
     "\t\t\tspare |= flood(k, k->f.stone[c ^ 1], ctz64(seeds));\n", "",
     "no trade for dead stones: a snapback's stone taken"),
    ("src/seki.c", "dead & k->f.stone[c ^ 1] & near;", "dead & k->f.stone[c ^ 1];",
     "a trade for dead stones far away"),
    ("src/seki.c", "popcount64(k->spare & ~stones[k->defender ^ 1]) >= popcount64(k->target);",
     "popcount64(k->spare & ~stones[k->defender ^ 1]) > popcount64(k->target);",
     "an even trade made"),
    ("src/seki.c", "else if (!lost && taken[k->defender ^ 1] >= BIG_CAPTURE)",
     "else if (!lost && taken[k->defender] >= BIG_CAPTURE)", "a big capture counted for the attacker"),
    ("src/seki.c", "if (k->open && lost && after.ko >= 0 && !target_lost(k, stones) &&",
     "if (false &&", "a ko taken kills in an open fight"),
    ("src/seki.c", "(stones[k->defender] & ~next[k->defender] & k->in_atari))",
     "true)", "a ko the attacker makes is the owner's to connect"),
    ("src/seki.c", "(k->open ? SEKI_MAX_OPEN_NODES : SEKI_MAX_NODES)", "SEKI_MAX_NODES",
     "an open fight read no further than a closed one"),
    ("src/fight.c", "OPEN_WALL_LIBERTIES = 3,", "OPEN_WALL_LIBERTIES = 2,",
     "a wall with two liberties of its own stands in an open fight"),
    ("src/fight.c", "NARROW_WALL_LIBERTIES = 2 };", "NARROW_WALL_LIBERTIES = 3 };",
     "an open fight too big to read is not gathered again, narrower"),
    ("src/fight.c", "safe_liberties(b, board_colour(b, bb_first(g, &chain)), &outside, f->owned) < 2)",
     "safe_liberties(b, board_colour(b, bb_first(g, &chain)), &outside, f->owned) < 3)",
     "a wall with two eyes and no other liberty is taken into an open fight"),
    ("src/fight.c", "(info_empty_mask(info) == 0 && info_mask(info, c ^ 1) == 0) ||",
     "(info_empty_mask(info) == 0) ||",
     "a point next to the opponent's stones counts as an eye"),
    ("src/fight.c", "\tbb_andnot(g, &around, &around, f->firm);\n", "",
     "a chain a reading found alive is taken into an open fight"),
    ("src/judge.c", "bb_andnot(g, &firm, settled, &v->dead);", "bb_zero(&firm);",
     "no chain is firm in the open fights"),
    ("src/fight.c", "bb_andnot(g, out, &around, f->alive);", "bb_zero(out);",
     "chains in doubt around an open fight stand for walls"),
    ("src/fight.c", " ||\n\t\t\tbb_test(&owned[c], p);", ";",
     "a wall's liberties in its own territory not safe"),
    ("src/seki.c", "for (int c = BLACK; k->open && c <= WHITE; c++) {",
     "for (int c = BLACK; false && c <= WHITE; c++) {",
     "a chain an open fight leaves in atari next to dead stones lives"),
    ("src/seki.c", "if (joined & dead & k->f.stone[c]) {", "if (joined & ~dead & k->f.stone[c]) {",
     "a chain an open fight leaves in atari dies next to living stones"),
    # benson.c
    ("src/benson.c", "if (s->chain_kept[j] && vital_to[j] < 2) {",
     "if (s->chain_kept[j] && vital_to[j] < 1) {", "one vital region is enough"),
    ("src/benson.c", "if (r == NONE || (!allow_suicide && !bb_test(&b->empty, p)))",
     "if (r == NONE || (allow_suicide && !bb_test(&b->empty, p)))", "the suicide rule reversed"),
    ("src/benson.c", "\t\t\tif (both)\n", "\t\t\tif (true)\n",
     "a region vital to a chain next to some of its points only"),
    ("src/benson.c", "\t\t\tif (r != NONE)\n\t\t\t\ts->region_kept[r] = false;",
     "\t\t\tif (false)\n\t\t\t\ts->region_kept[r] = false;", "regions never dropped"),
    ("src/benson.c", "\t\tif (!bb_test(&near_alive, p))\n\t\t\tcertain[r] = false;\n", "",
     "big regions certain territory"),
    # ownership.c
    ("src/ownership.c", "\t    !moggy_is_self_atari(b, c, liberty, NULL))", "\t    true)",
     "rescue by a self-atari"),
    ("src/ownership.c", "if (take != 0 && !(take == b->ko_point && c == b->ko_colour))",
     "if (false)", "no capture of the last play in atari"),
    ("src/ownership.c", "return !moggy_is_big_self_atari(b, c, p);",
     "return b->size != 99 || !moggy_is_big_self_atari(b, c, p);", "random self-ataris"),
    ("src/ownership.c", "return take != 0 ? take : PASS;", "return take != 0 ? PASS : PASS;",
     "no rescue by capture"),
    ("src/ownership.c", "liberty != 0 ? rescue(b, c, q, liberty) : PASS;",
     "liberty != 0 && b->size == 99 ? rescue(b, c, q, liberty) : PASS;", "no rescue"),
    ("src/ownership.c", "\t\tconst int p = nakade_point(b, c, last + b->offset[ctz64(m)]);",
     "\t\tconst int p = b->size == 99 ? nakade_point(b, c, last + b->offset[ctz64(m)]) : PASS;",
     "no nakade"),
    ("src/ownership.c", "if (b->capture_point == last && b->captured >= 3) {",
     "if (b->captured >= 3) {", "a nakade in a space closed, not taken"),
    ("src/ownership.c", "\t\tif (pboard_mask(info, c))\n\t\t\treturn PASS;\n", "",
     "a nakade among the liberties of the play that took"),
    ("src/ownership.c", "if (b->capture_point == last && b->captured >= 3) {",
     "if (b->capture_point == last && b->captured >= 4) {", "no nakade after taking three stones"),
    ("src/pboard.c", "\tb->capture_point = p;\n", "", "no capture point kept"),
    ("src/pboard.c", "\tb->captured = removed;\n", "", "no capture size kept"),
    ("src/ownership.c", "\tif (n < 3)\n\t\treturn PASS;", "\tif (n < 2)\n\t\treturn PASS;",
     "a nakade in a two-point eye"),
    ("src/ownership.c", "(n == 5 && links == 5) ||", "(n == 5 && links == 6) ||",
     "no nakade in a bulky five"),
    ("src/ownership.c", "(n == 6 && most == 4 && links == 6)", "(n == 6 && most == 4 && links == 5)",
     "no nakade in a rabbity six"),
    ("src/ownership.c", "(n == 6 && most == 4 && links == 6)", "(n == 6 && links == 6)",
     "a rabbity six told by its links alone"),
    ("src/ownership.c", "\treturn race_point(b, c, last);",
     "\treturn b->size == 99 ? race_point(b, c, last) : PASS;", "no atari in a race"),
    ("src/ownership.c", "ladder_liberties(b, h, 3, libs) == 2;",
     "ladder_liberties(b, h, 3, libs) >= 2;", "a race of chains of three liberties"),
    ("src/ownership.c", "popcount64(pboard_empty_mask(here)) >= 3)\n\t\treturn PASS; /* next",
     "popcount64(pboard_empty_mask(here)) >= 2)\n\t\treturn PASS; /* next",
     "no race after a play of two liberties of its own"),
    ("src/ownership.c", "if (b->next[hq] == hq || !two_liberties(b, hq, mine))",
     "if (!two_liberties(b, hq, mine))", "a race for a lone stone"),
    ("src/ownership.c", "\t\t\tif (p != mine[0] && p != mine[1])\n\t\t\t\treturn p;",
     "\t\t\tif (p == mine[0] || p == mine[1])\n\t\t\t\treturn p;",
     "a race's shared liberty before the outside one"),
    ("src/ownership.c",
     "\t\t\t    moggy_is_self_atari(b, c, p, NULL))\n\t\t\t\tcontinue;\n\t\t\tif (p != mine",
     "\t\t\t    false)\n\t\t\t\tcontinue;\n\t\t\tif (p != mine", "a race's atari by a self-atari"),
    # closing.c, the estimate's closing
    ("src/closing.c", "\tbb_andnot(&b->grid, &taken, &taken, &k->placed);\n",
     "\tbb_zero(&taken);\n\t(void)k;\n", "the closing takes chains the verdict left alive"),
    ("src/closing.c", "taken >= 0 && chain_safe(k, &k->tried, p) ? taken : -1;",
     "taken >= 0 && (chain_safe(k, &k->tried, p) || true) ? taken : -1;",
     "the closing plays stones the opponent can take"),
    ("src/closing.c", "return libs >= 3 ||\n", "return libs >= 2 ||\n",
     "the closing takes two liberties for safe"),
    ("src/closing.c", "if (bb_count(g, &region) > CLOSING_REGION)",
     "if (bb_count(g, &region) > CLOSING_REGION * 100)", "the closing fills open ground"),
    ("src/closing.c", "\tbb_andnot(g, out, out, &k->near_seki);\n}\n", "}\n",
     "the closing fills next to a seki"),
    ("src/closing.c", "\topen_points(k, &settled, &open);\n",
     "\tstruct position alive;\n\tscore_alive(&b->grid, &b->pos, &k->dead, &alive);\n"
     "\tstruct score plain;\n\tscore_settled(&b->grid, &alive, k->seki, false, &plain);\n"
     "\topen_points(k, &plain, &open);\n", "the closing leaves teire points out"),
    ("src/closing.c", "(p = biggest(k, &unsaved)) >= 0;", "(p = biggest(k, &unsaved) * 0 - 1) >= 0;",
     "the closing saves no chain in atari"),
    ("src/closing.c", "\t\tbb_andnot(&b->grid, &unsaved, &unsaved, &chain);\n",
     "\t\tbb_andnot(&b->grid, &unsaved, &unsaved, &chain);\n\t\tbreak;\n",
     "the closing tries to save only the biggest chain in atari"),
    ("src/closing.c", "atari_takes_beside(&k->b, p, &takes);\n\tbb_or(g, &points, &points, &takes);\n",
     "atari_takes_beside(&k->b, p, &takes);\n", "a chain in atari saved only at its liberty"),
    ("src/atari.c", "\t\tataried_beside(filled, c, l, dead, &hit);\n",
     "\t\tataried_beside(filled, c, l, dead, &hit);\n\t\tbb_zero(&hit);\n\t\tbb_set(&hit, p);\n",
     "the closing blind to a double atari"),
    ("src/closing.c", "\t\tif (m > best_margin) {\n\t\t\tbest_margin = m;\n\t\t\tbest = l;",
     "\t\tif (best == PASS) {\n\t\t\tbest_margin = m;\n\t\t\tbest = l;",
     "a chain in atari saved at the first point found, not the cheapest"),
    ("src/closing.c", "const int swing = sign * (mover - other);",
     "const int swing = sign * (mover - now);\n\t\t(void)other;",
     "the closing's swing without the point denied"),
    ("src/board.h", "MOVE_OK && !(p == b->ko_point && c == b->ko_colour);", "MOVE_OK;",
     "the closing retakes a ko at once"),
    ("src/closing_teire.c", "closing_place(k, c, p, captured);\n\t\t\t\tplayed = c;", "played = c;",
     "no teire for the closed position's fights"),
    ("src/closing_teire.c", "if (takes[c] != level || takes[c ^ 1] == level)", "if (takes[c] != level)",
     "a teire for a fight that takes from both sides"),
    ("src/closing_teire.c", "return bb_is_empty(g, &lost) ? TAKES_NOTHING : TAKES_IF_FIRST;",
     "return bb_is_empty(g, &lost) ? TAKES_NOTHING : TAKES_NOTHING;",
     "no teire against dead stones that live if their owner plays first"),
    ("src/closing.c", " || !hemmed_by_live(k, &chain, c))", ")",
     "the closing saves a chain that only dead stones put in atari"),
    ("src/closing.c", "const int q = mend(k, c, p, settled);",
     "const int q = mend(k, c, p, settled) * 0 + PASS;", "no teire for a chain short of liberties"),
    ("src/atari.c", "\tin_atari(b, foes, &taken);\n",
     "\tin_atari(b, foes, &taken);\n\tbb_zero(&taken);\n",
     "a chain in atari gets out, or is saved, only at its liberty"),
    ("src/closing.c", "\tbb_or(g, out, out, &foes);\n", "",
     "a chain short of liberties mended only at its own"),
    ("src/closing.c", "\tstruct closing *n = k->ahead;\n", "\tstruct closing *n = NULL;\n",
     "the closing's swing blind to the answer a play forces"),
    ("src/closing.c", "(swing == best_swing && sente && !best_sente)",
     "(swing == best_swing && sente && !best_sente && false)", "a sente point not before a gote one of equal swing"),
    ("src/closing.c", "const bool sente = forces && !pressed;",
     "const bool sente = forces;\n\t\t(void)pressed;", "a point sente though the opponent was forced already"),
]

# The unit tests that reach the judge (the board's, for the point taken at
# once that connects chains; the rest of the rules core's own, the fuzzers'
# and the memory tests take long and never call it).
UNITS = ["board", "score", "judge", "engine", "commands", "commands_sgf", "sgf_game", "gogui", "player",
         "uct", "analysis", "playout", "closing", "atari"]

# Mutants no test catches, by what they change: name -> why.
EQUIVALENT = {
    "two shared liberties no connection":
        "since the playouts win races of two liberties each by the atari, they connect such "
        "chains themselves: asked three shared liberties, no record of the people's corpus "
        "changes (seed 1) and the test of Meijin/48/K02's D11-D12 passes; only 13x13-0014 "
        "moves, toward GNU Go's verdict, which is right there",
    "a chain that breaks even is dead":
        "a tie, as many stone-playouts for each side, which the heuristic breaks for life; "
        "55 of 3,000 random mid-game positions have one, no finished game does",
    "ties claimed by the nearer side":
        "a tie in the estimate's claims (ishi-estimate_score), which final_score never uses",
    "no open point claimed by its share alone":
        "the estimate's claims of points nearer to neither side, by the playouts' share: "
        "tuning of ishi-estimate_score, which final_score never uses",
    "a point sente though the opponent was forced already":
        "tuning of ishi-estimate_score, which final_score never uses: like for like "
        "1,229 exact and 1,304 winners on the people's corpus (Oza/71/K05's lost), "
        "against 1,229 and 1,305",
    "the closing leaves teire points out":
        "tuning of ishi-estimate_score, which final_score never uses: like for like "
        "1,220 exact and 1,303 winners on the people's corpus, against 1,229 and 1,305",
    "a teire for a fight that takes from both sides":
        "a fight whose reading takes as much from both sides (a seki or a race the "
        "verdict did not see, or dead stones of each that live if their owner plays "
        "first), read for White's teire: one estimate of the people's corpus changes "
        "(Meijin/46/S13, W+29.5 to W+30.5, its record W+0.5), no result or winner",
    "chains clearly dead kept connected":
        "a chain the playouts kill in three playouts of four that shares two liberties "
        "with a living chain, or a point taken at once: none in the corpora or the "
        "tests, as the playouts connect such a chain in most of them",
    "a wall's liberties in its own territory not safe":
        "a wall whose two liberties outside the fight lie in its own territory, taken in, "
        "makes the fight too big to read, which is then gathered again with walls of two "
        "liberties outside standing (NARROW_WALL_LIBERTIES): the same verdict on all 1,318 "
        "records of the people's corpus (seeds 1 and 2) and the GNU Go endings",
    "a chain spared for a partner in doubt":
        "a chain an open fight's reading kills, joined to a chain the same playouts "
        "left in doubt: none in the corpora (the same verdict on all 1,318 records and "
        "the GNU Go endings); kept out, as that partner's life was read in the same "
        "fight that killed the chain",
}


def run(cmd, cwd, timeout):
    try:
        r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
        return r.returncode
    except subprocess.TimeoutExpired:
        return -1


def check_texts():
    """0 if each mutant's text occurs once in its file and each reason
    names a mutant, else 1 with the ones that do not: a change that moves
    or rewrites the code a mutant mutates must move or rewrite the mutant."""
    problems = []
    for path, text, _, what in MUTANTS:
        with open(os.path.join(ROOT, path)) as f:
            n = f.read().count(text)
        if n != 1:
            problems.append(f"{path}: {what}: its text occurs {n} times")
    names = {what for _, _, _, what in MUTANTS}
    problems += [f"a reason for no mutant: {what}" for what in EQUIVALENT if what not in names]
    for p in problems:
        print(p)
    print(f"{len(MUTANTS)} mutants, {len(problems)} problems")
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[],
                    help="the mutants whose description has this (repeatable)")
    ap.add_argument("--jobs", type=int, default=1, help="meson test's processes")
    ap.add_argument("--check", action="store_true",
                    help="only check that each mutant's text occurs once in its file")
    args = ap.parse_args()
    if args.check:
        return check_texts()
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, stdout=subprocess.PIPE, text=True,
                           check=True).stdout.split("\0")
    work = tempfile.mkdtemp(prefix="ishi-mutation-")
    try:
        for f in files:
            if not f or not os.path.isfile(os.path.join(ROOT, f)):
                continue  # deleted in the work tree
            os.makedirs(os.path.join(work, os.path.dirname(f)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, f), os.path.join(work, f))
        modules = os.path.join(ROOT, "tests", "sabaki", "node_modules")
        if os.path.isdir(modules):
            os.symlink(modules, os.path.join(work, "tests", "sabaki", "node_modules"))
        build = os.path.join(work, "build")
        if run(["meson", "setup", build], work, 600) or run(["ninja", "-C", build], work, 1200):
            sys.exit("the unmutated tree does not build")
        test = ["meson", "test", "-C", build, "--no-rebuild", "--num-processes", str(args.jobs)]
        scripts = test + ["--suite", "gtp"]
        units = test + UNITS
        slow = test + ["endings-chinese", "endings-japanese", "endings-turn"]
        if run(scripts, work, 900) or run(units, work, 900) or run(slow, work, 900):
            sys.exit("the tests fail on the unmutated tree")
        killed = survived = stillborn = unexplained = 0
        for path, text, replacement, what in MUTANTS:
            if args.only and not any(o in what for o in args.only):
                continue
            target = os.path.join(work, path)
            with open(target) as f:
                source = f.read()
            if source.count(text) != 1:
                sys.exit(f"{path}: {text!r} occurs {source.count(text)} times")
            with open(target, "w") as f:
                f.write(source.replace(text, replacement))
            try:
                if run(["ninja", "-C", build], work, 600):
                    stillborn += 1
                    fate = "does not build"
                elif run(scripts, work, 900) or run(units, work, 900):
                    killed += 1
                    fate = "killed by the unit tests and the scripts"
                elif run(slow, work, 900):
                    killed += 1
                    fate = "killed by the endings corpora"
                else:
                    survived += 1
                    if what in EQUIVALENT:
                        fate = f"survived ({EQUIVALENT[what]})"
                    else:
                        unexplained += 1
                        fate = "SURVIVED"
            finally:
                with open(target, "w") as f:
                    f.write(source)
            print(f"{path}: {what}: {fate}", flush=True)
        total = killed + survived
        print(f"{killed} of {total} mutants killed ({100 * killed / max(total, 1):.0f}%), "
              f"{survived} survived, {stillborn} did not build")
        sys.exit(1 if unexplained else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
