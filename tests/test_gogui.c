/*
 * test_gogui.c - the GoGui extension commands, through whole command lines
 * as GoGui sends them: the analyze menu, move sequences, setup stones and
 * the side to move after setup. A command that fails must leave the game
 * exactly as it was, or GoGui would be out of sync without knowing it.
 */
#include "helpers.h"

#include "engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct engine *e;
static struct strbuf response, diagnostics;

static void setup(void)
{
	struct engine_options o;
	engine_options_default(&o);
	o.seed = 7;
	e = malloc(sizeof(*e));
	ck_assert(engine_init(e, &o));
}

static void teardown(void)
{
	engine_free(e);
	free(e);
	sb_release(&response);
	sb_release(&diagnostics);
}

/* The whole framed response to one command line. */
static const char *gtp(const char *line)
{
	size_t len = strlen(line);
	char *copy = malloc(len + 1);
	memcpy(copy, line, len + 1);
	sb_reset(&response);
	sb_reset(&diagnostics);
	engine_handle_line(e, copy, len, &response, &diagnostics);
	free(copy);
	return response.buf;
}

/* Sends a line that must succeed; the result text without "= " and the
 * final empty line. */
static const char *result(const char *line)
{
	const char *r = gtp(line);
	ck_assert_msg(strncmp(r, "= ", 2) == 0, "'%.60s' failed: %s", line, r);
	response.buf[response.len - 2] = '\0';
	return r + 2;
}

/* What the game is: everything these commands could change. */
struct game_state {
	struct position pos;
	uint64_t hash;
	int size, length, to_move, handicap, captures[2];
};

static void game_state(struct game_state *s)
{
	memset(s, 0, sizeof(*s));
	const struct game *g = &e->game;
	s->pos = g->board.pos;
	s->hash = game_hash(g);
	s->size = g->board.grid.size;
	s->length = g->length;
	s->to_move = game_to_move(g);
	s->handicap = g->handicap;
	s->captures[BLACK] = game_captures(g, BLACK);
	s->captures[WHITE] = game_captures(g, WHITE);
}

/* Sends a line that must fail with this message and leave the game as it
 * was. */
static void fails(const char *line, const char *message)
{
	struct game_state before, after;
	game_state(&before);
	char expected[256];
	snprintf(expected, sizeof(expected), "? %s\n\n", message);
	ck_assert_str_eq(gtp(line), expected);
	game_state(&after);
	ck_assert_msg(memcmp(&before, &after, sizeof(before)) == 0, "'%s' changed the game", line);
	ck_assert(game_check_invariants(&e->game));
}

START_TEST(test_gogui_analyze_commands_format)
{
	static const char *const types[] = {"none",   "string",  "hstring", "pstring", "hpstring",
	                                    "plist",  "pspairs", "bwboard", "cboard",  "dboard",
	                                    "sboard", "eplist",  "param",   "gfx",     "var",
	                                    "varb",   "varw",    "varc",    "varp",    "varpo"};
	char menu[4096];
	ck_assert_uint_lt(strlen(result("gogui-analyze_commands")), sizeof(menu));
	strcpy(menu, result("gogui-analyze_commands"));
	char labels[64][64];
	int entries = 0;
	for (char *line = strtok(menu, "\n"); line; line = strtok(NULL, "\n")) {
		/* type/label/command, nothing else, no empty field. */
		char type[32], label[64], command[64], extra;
		ck_assert_msg(
		    sscanf(line, "%31[^/]/%63[^/]/%63[^/]%c", type, label, command, &extra) == 3,
		    "bad entry '%s'", line);
		bool known_type = false;
		for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
			known_type = known_type || strcmp(type, types[i]) == 0;
		ck_assert_msg(known_type, "unknown type in '%s'", line);
		for (int i = 0; i < entries; i++)
			ck_assert_msg(strcmp(labels[i], label) != 0, "label twice: %s", label);
		ck_assert_int_lt(entries, 64);
		strcpy(labels[entries++], label);
		/* The command is one of ours. */
		char known[96];
		sscanf(command, "%63s", known + snprintf(known, 32, "known_command "));
		ck_assert_msg(strcmp(gtp(known), "= true\n\n") == 0, "no command in '%s'", line);
	}
	ck_assert_int_ge(entries, 8);
}
END_TEST

START_TEST(test_gogui_analyze_commands_run)
{
	/* Each entry, with GoGui's wildcards filled in, works on a game. */
	result("boardsize 9");
	result("gogui-play_sequence b E5 w C3 b D3");
	char menu[4096];
	strcpy(menu, result("gogui-analyze_commands"));
	int ran = 0;
	for (char *line = strtok(menu, "\n"); line; line = strtok(NULL, "\n")) {
		const char *command = strchr(strchr(line, '/') + 1, '/') + 1;
		char filled[128];
		size_t n = 0;
		for (const char *s = command; *s && n + 8 < sizeof(filled); s++) {
			const char *with = NULL;
			if (s[0] == '%' && s[1]) {
				with = s[1] == 'm'   ? "w"
				       : s[1] == 'c' ? "b"
				       : s[1] == 'p' ? "C3"
				                     : "5";
				s++;
			}
			n += (size_t)snprintf(filled + n, sizeof(filled) - n, "%s",
			                      with ? with : (char[]){*s, '\0'});
		}
		filled[n] = '\0';
		ck_assert_msg(gtp(filled)[0] == '=', "'%s' failed: %s", filled, response.buf);
		ran++;
	}
	ck_assert_int_ge(ran, 8);
}
END_TEST

START_TEST(test_gogui_play_sequence_plays_in_order)
{
	result("boardsize 5");
	result("gogui-play_sequence B C3 w D4 b pass W b2 B c4");
	ck_assert_str_eq(result("move_history"),
	                 "black C4\nwhite B2\nblack pass\nwhite D4\nblack C3");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	ck_assert(game_check_invariants(&e->game));
	/* Nothing to play is no error. */
	result("gogui-play_sequence");
	ck_assert_int_eq(game_moves(&e->game), 5);
	/* The same colour twice, and a capture inside the sequence. */
	result("clear_board");
	result("gogui-play_sequence b A1 w A2 w B1 b pass");
	ck_assert_str_eq(result("color A1"), "empty");
	ck_assert_str_eq(result("captures white"), "1");
}
END_TEST

START_TEST(test_gogui_play_sequence_same_as_plays)
{
	/* A whole random 19x19 game as one line ends where the same moves sent
	 * one by one end. */
	result("boardsize 19");
	struct strbuf line = STRBUF_INIT;
	sb_adds(&line, "gogui-play_sequence");
	for (int i = 0; i < 300; i++) {
		char command[32];
		snprintf(command, sizeof(command), "genmove %c", "bw"[i % 2]);
		sb_addf(&line, " %c %s", "BW"[i % 2], result(command));
	}
	struct game_state played, sequenced;
	game_state(&played);
	result("clear_board");
	result(line.buf);
	game_state(&sequenced);
	ck_assert(memcmp(&played, &sequenced, sizeof(played)) == 0);
	sb_release(&line);
}
END_TEST

START_TEST(test_gogui_play_sequence_fails_whole)
{
	result("boardsize 5");
	result("play b C3");
	/* Occupied, as the first, a middle and the last move. */
	fails("gogui-play_sequence w C3 b D4", "illegal move: W C3");
	fails("gogui-play_sequence w D4 b E5 w C3 b A1", "illegal move: W C3");
	fails("gogui-play_sequence w D4 b E5 w D4", "illegal move: W D4");
	/* Suicide of a two-stone chain. */
	result("clear_board");
	fails("gogui-play_sequence w B1 b A2 b C1 b B2 w A1", "illegal move: W A1");
	/* A ko recapture after a capture made inside the same sequence: the
	 * captured stone must come back. */
	result("clear_board");
	result("gogui-play_sequence b A1 w B1 b B2 w C2 b pass w D1");
	fails("gogui-play_sequence b C1 w B1", "illegal move: W B1");
	ck_assert_str_eq(result("color B1"), "white");
	/* Off this board, and text that is no move at all. */
	fails("gogui-play_sequence b E5 w F6", "illegal move: W F6");
	fails("gogui-play_sequence b A1 w", "syntax error");
	fails("gogui-play_sequence b A1 x B2", "syntax error");
	fails("gogui-play_sequence b A1 w Z99", "syntax error");
	fails("gogui-play_sequence b A1 w I3", "syntax error");
	fails("gogui-play_sequence b resign", "syntax error");
	fails("gogui-play_sequence A1 b", "syntax error");
}
END_TEST

START_TEST(test_gogui_setup_places_start)
{
	result("boardsize 9");
	result("gogui-setup B D4 W E5 b c3 w j9");
	ck_assert_str_eq(result("list_stones black"), "C3 D4");
	ck_assert_str_eq(result("list_stones white"), "E5 J9");
	ck_assert_int_eq(game_to_move(&e->game), BLACK);
	ck_assert_int_eq(e->game.handicap, 0);
	/* Setup is not a move: undo cannot take it back. */
	fails("undo", "cannot undo");
	result("play b A1");
	result("undo");
	ck_assert_str_eq(result("list_stones white"), "E5 J9");
	ck_assert(game_check_invariants(&e->game));
	/* No stones at all is a valid setup of an empty board. */
	result("clear_board");
	result("gogui-setup");
	ck_assert_int_eq(game_moves(&e->game), 0);
}
END_TEST

START_TEST(test_gogui_setup_refused)
{
	result("boardsize 3");
	fails("gogui-setup b A1 w A1", "bad vertex list");
	fails("gogui-setup b A1 b A1", "bad vertex list");
	fails("gogui-setup w B2 b B2", "bad vertex list");
	fails("gogui-setup b pass", "bad vertex list");
	fails("gogui-setup b D4", "bad vertex list");
	fails("gogui-setup b A1 w", "syntax error");
	fails("gogui-setup red A1", "syntax error");
	fails("gogui-setup b A0", "syntax error");
	/* White A1 with no liberty. */
	fails("gogui-setup w A1 b A2 b B1", "chain without liberties");
	/* Only on an empty board before any move. */
	result("play b B2");
	fails("gogui-setup w A1", "board not empty");
	result("clear_board");
	result("play b pass");
	fails("gogui-setup w A1", "board not empty");
	result("clear_board");
	result("set_free_handicap A1 C3");
	fails("gogui-setup w B2", "board not empty");
}
END_TEST

START_TEST(test_gogui_setup_starts_history)
{
	/* The ko rules count positions from the setup on: recreating the setup
	 * position itself is a positional superko. It shows Black having just
	 * taken a ko at B1; White takes back, both pass (so simple ko would
	 * allow it), and Black may not take again. */
	result("boardsize 4");
	result("gogui-setup b A1 b B2 b C1 w C2 w D1");
	result("gogui-setup_player w");
	result("play w B1");
	ck_assert_str_eq(result("captures white"), "1");
	result("play b pass");
	result("play w pass");
	ck_assert_str_eq(result("is_legal b C1"), "0");
	e->game.rules.ko = KO_SIMPLE;
	ck_assert_str_eq(result("is_legal b C1"), "1");
}
END_TEST

START_TEST(test_gogui_setup_player)
{
	result("boardsize 9");
	result("gogui-setup b D4 w E5");
	result("gogui-setup_player W");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	result("gogui-setup_player b");
	ck_assert_int_eq(game_to_move(&e->game), BLACK);
	ck_assert_str_eq(result("list_stones black"), "D4");
	fails("gogui-setup_player", "syntax error");
	fails("gogui-setup_player red", "syntax error");
	fails("gogui-setup_player b w", "syntax error");
	result("play b pass");
	fails("gogui-setup_player b", "moves already played");
	/* After handicap stones White moves; GoGui may say otherwise, and the
	 * stones stay handicap stones. */
	result("clear_board");
	result("fixed_handicap 4");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	result("gogui-setup_player black");
	ck_assert_int_eq(game_to_move(&e->game), BLACK);
	ck_assert_int_eq(e->game.handicap, 4);
	ck_assert(game_check_invariants(&e->game));
}
END_TEST

int main(void)
{
	const struct test_case cases[] = {
		{"analyze_commands_format", test_gogui_analyze_commands_format},
		{"analyze_commands_run", test_gogui_analyze_commands_run},
		{"play_sequence_plays_in_order", test_gogui_play_sequence_plays_in_order},
		{"play_sequence_same_as_plays", test_gogui_play_sequence_same_as_plays},
		{"play_sequence_fails_whole", test_gogui_play_sequence_fails_whole},
		{"setup_places_start", test_gogui_setup_places_start},
		{"setup_refused", test_gogui_setup_refused},
		{"setup_starts_history", test_gogui_setup_starts_history},
		{"setup_player", test_gogui_setup_player},
	};
	return run_cases("gogui", cases, CASE_COUNT(cases), setup, teardown, 60);
}
