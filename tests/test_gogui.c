/*
 * test_gogui.c - the GoGui extension commands, through whole command lines
 * as GoGui sends them: the analyze menu, move sequences, setup stones and
 * the side to move after setup. A command that fails must leave the game
 * exactly as it was, or GoGui would be out of sync without knowing it.
 */
#include "helpers.h"

#include "driver.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

START_TEST(test_gogui_analyze_commands_format)
{
	static const char *const types[] = {"none",   "string",  "hstring", "pstring", "hpstring",
					    "plist",  "pspairs", "bwboard", "cboard",  "dboard",
					    "sboard", "eplist",  "param",   "gfx",     "var",
					    "varb",   "varw",    "varc",    "varp",    "varpo"};
	char menu[4096];
	ck_assert_uint_lt(strlen(ok("gogui-analyze_commands")), sizeof(menu));
	strcpy(menu, ok("gogui-analyze_commands"));
	char labels[64][64];
	int entries = 0;
	for (char *line = strtok(menu, "\n"); line; line = strtok(NULL, "\n")) {
		/* type/label/command, nothing else, no empty field. */
		char type[32], label[64], command[64], extra;
		ck_assert_msg(sscanf(line, "%31[^/]/%63[^/]/%63[^/]%c", type, label, command,
				     &extra) == 3,
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
	ok("boardsize 9");
	ok("gogui-play_sequence b E5 w C3 b D3");
	char menu[4096];
	strcpy(menu, ok("gogui-analyze_commands"));
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
		ck_assert_msg(gtp(filled)[0] == '=', "'%s' failed", filled);
		ran++;
	}
	ck_assert_int_ge(ran, 8);
}
END_TEST

START_TEST(test_gogui_play_sequence_plays_in_order)
{
	ok("boardsize 5");
	ok("gogui-play_sequence B C3 w D4 b pass W b2 B c4");
	ck_assert_str_eq(ok("move_history"), "black C4\nwhite B2\nblack pass\nwhite D4\nblack C3");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	ck_assert(game_check_invariants(&e->game));
	/* Nothing to play is no error. */
	ok("gogui-play_sequence");
	ck_assert_int_eq(game_moves(&e->game), 5);
	/* The same colour twice, and a capture inside the sequence. */
	ok("clear_board");
	ok("gogui-play_sequence b A1 w A2 w B1 b pass");
	ck_assert_str_eq(ok("color A1"), "empty");
	ck_assert_str_eq(ok("captures white"), "1");
}
END_TEST

START_TEST(test_gogui_play_sequence_same_as_plays)
{
	/* A whole random 19x19 game as one line ends where the same moves sent
	 * one by one end. */
	ok("boardsize 19");
	struct strbuf line = STRBUF_INIT;
	sb_adds(&line, "gogui-play_sequence");
	for (int i = 0; i < 300; i++) {
		char command[32];
		snprintf(command, sizeof(command), "genmove %c", "bw"[i % 2]);
		sb_addf(&line, " %c %s", "BW"[i % 2], ok(command));
	}
	struct engine_state played, sequenced;
	engine_state_take(e, &played);
	ok("clear_board");
	ok(line.buf);
	engine_state_take(e, &sequenced);
	ck_assert(engine_state_equal(&played, &sequenced));
	sb_release(&line);
}
END_TEST

START_TEST(test_gogui_play_sequence_fails_whole)
{
	ok("boardsize 5");
	ok("play b C3");
	/* Occupied, as the first, a middle and the last move. */
	refused("gogui-play_sequence w C3 b D4", "illegal move: W C3");
	refused("gogui-play_sequence w D4 b E5 w C3 b A1", "illegal move: W C3");
	refused("gogui-play_sequence w D4 b E5 w D4", "illegal move: W D4");
	/* Suicide of a two-stone chain. */
	ok("clear_board");
	refused("gogui-play_sequence w B1 b A2 b C1 b B2 w A1", "illegal move: W A1");
	/* A ko recapture after a capture made inside the same sequence: the
	 * captured stone must come back. */
	ok("clear_board");
	ok("gogui-play_sequence b A1 w B1 b B2 w C2 b pass w D1");
	refused("gogui-play_sequence b C1 w B1", "illegal move: W B1");
	ck_assert_str_eq(ok("color B1"), "white");
	/* Off this board, and text that is no move at all. */
	refused("gogui-play_sequence b E5 w F6", "illegal move: W F6");
	refused("gogui-play_sequence b A1 w", "syntax error");
	refused("gogui-play_sequence b A1 x B2", "syntax error");
	refused("gogui-play_sequence b A1 w Z99", "syntax error");
	refused("gogui-play_sequence b A1 w I3", "syntax error");
	refused("gogui-play_sequence b resign", "syntax error");
	refused("gogui-play_sequence A1 b", "syntax error");
}
END_TEST

START_TEST(test_gogui_setup_places_start)
{
	ok("boardsize 9");
	ok("gogui-setup B D4 W E5 b c3 w j9");
	ck_assert_str_eq(ok("list_stones black"), "C3 D4");
	ck_assert_str_eq(ok("list_stones white"), "E5 J9");
	ck_assert_int_eq(game_to_move(&e->game), BLACK);
	ck_assert_int_eq(e->game.handicap, 0);
	/* Setup is not a move: undo cannot take it back. */
	refused("undo", "cannot undo");
	ok("play b A1");
	ok("undo");
	ck_assert_str_eq(ok("list_stones white"), "E5 J9");
	ck_assert(game_check_invariants(&e->game));
	/* No stones at all is a valid setup of an empty board. */
	ok("clear_board");
	ok("gogui-setup");
	ck_assert_int_eq(game_moves(&e->game), 0);
}
END_TEST

START_TEST(test_gogui_setup_refused)
{
	ok("boardsize 3");
	refused("gogui-setup b A1 w A1", "bad vertex list");
	refused("gogui-setup b A1 b A1", "bad vertex list");
	refused("gogui-setup w B2 b B2", "bad vertex list");
	refused("gogui-setup b pass", "bad vertex list");
	refused("gogui-setup b D4", "bad vertex list");
	refused("gogui-setup b A1 w", "syntax error");
	refused("gogui-setup red A1", "syntax error");
	refused("gogui-setup b A0", "syntax error");
	/* White A1 with no liberty. */
	refused("gogui-setup w A1 b A2 b B1", "chain without liberties");
	/* Only on an empty board before any move. */
	ok("play b B2");
	refused("gogui-setup w A1", "board not empty");
	ok("clear_board");
	ok("play b pass");
	refused("gogui-setup w A1", "board not empty");
	ok("clear_board");
	ok("set_free_handicap A1 C3");
	refused("gogui-setup w B2", "board not empty");
}
END_TEST

START_TEST(test_gogui_setup_starts_history)
{
	/* The ko rules count positions from the setup on: recreating the setup
	 * position itself is a positional superko. It shows Black having just
	 * taken a ko at B1; White takes back, both pass (so simple ko would
	 * allow it), and Black may not take again. */
	ok("boardsize 4");
	ok("gogui-setup b A1 b B2 b C1 w C2 w D1");
	ok("gogui-setup_player w");
	ok("play w B1");
	ck_assert_str_eq(ok("captures white"), "1");
	ok("play b pass");
	ok("play w pass");
	ck_assert_str_eq(ok("is_legal b C1"), "0");
	e->game.rules.ko = KO_SIMPLE;
	ck_assert_str_eq(ok("is_legal b C1"), "1");
}
END_TEST

START_TEST(test_gogui_setup_player)
{
	ok("boardsize 9");
	ok("gogui-setup b D4 w E5");
	ok("gogui-setup_player W");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	ok("gogui-setup_player b");
	ck_assert_int_eq(game_to_move(&e->game), BLACK);
	ck_assert_str_eq(ok("list_stones black"), "D4");
	refused("gogui-setup_player", "syntax error");
	refused("gogui-setup_player red", "syntax error");
	refused("gogui-setup_player b w", "syntax error");
	ok("play b pass");
	refused("gogui-setup_player b", "moves already played");
	/* After handicap stones White moves; GoGui may say otherwise, and the
	 * stones stay handicap stones. */
	ok("clear_board");
	ok("fixed_handicap 4");
	ck_assert_int_eq(game_to_move(&e->game), WHITE);
	ok("gogui-setup_player black");
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
	return run_cases("gogui", cases, CASE_COUNT(cases), driver_setup, driver_teardown, 60);
}
