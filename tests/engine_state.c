/*
 * engine_state.c - everything a GTP command could change, as a value.
 */
#include "engine_state.h"

#include "sgf_game.h"

#include <string.h>

/* FNV-1a, byte by byte. */
static uint64_t digest(uint64_t h, const void *data, size_t len)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < len; i++)
		h = (h ^ p[i]) * 0x100000001b3ull;
	return h;
}

static uint64_t history_digest(const struct game *g)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (int i = 0; i < g->length; i++) {
		const struct record *r = &g->records[i];
		const int fields[] = {r->point,   r->kind,        r->colour,
				      r->to_move, r->captures[0], r->captures[1]};
		h = digest(h, &r->hash, sizeof(r->hash));
		h = digest(h, fields, sizeof(fields));
	}
	return h;
}

static uint64_t sgf_digest(const struct engine *e)
{
	struct strbuf text = STRBUF_INIT;
	sgf_game_write(&e->game, e->record_result[0] ? e->record_result : NULL, &text);
	uint64_t h = digest(0xcbf29ce484222325ull, text.buf, text.len);
	sb_release(&text);
	return h;
}

void engine_state_take(const struct engine *e, struct engine_state *s)
{
	const struct game *g = &e->game;
	s->pos = g->board.pos;
	s->hash = game_hash(g);
	s->seed = e->seed;
	s->rng = player_digest(e->player);
	s->size = g->board.grid.size;
	s->empty_count = g->board.empty_count;
	s->length = g->length;
	s->to_move = game_to_move(g);
	s->handicap = g->handicap;
	s->captures[BLACK] = game_captures(g, BLACK);
	s->captures[WHITE] = game_captures(g, WHITE);
	s->ko_point = g->board.ko_point;
	s->ko_colour = g->board.ko_point ? g->board.ko_colour : 0;
	s->komi = g->komi;
	s->rules = g->rules;
	s->score_all_alive = e->score_all_alive;
	s->judge_playouts = e->judge_playouts;
	s->resign_from_move = e->resign_from_move;
	s->size_chosen = e->size_chosen;
	memcpy(s->record_result, e->record_result, sizeof(s->record_result));
	s->history = history_digest(g);
	s->sgf = sgf_digest(e);
	s->time = e->time;
	s->clock[BLACK] = e->clock[BLACK];
	s->clock[WHITE] = e->clock[WHITE];
	s->move_time = e->player_settings.move_time;
	s->playouts = e->player_settings.playouts;
	s->resign_rate = e->player_settings.resign_rate;
	s->player_kind = (int)e->player_kind;
	s->tree_mb = e->player_settings.tree_mb;
}

static bool same_clock(const struct timeman_clock *a, const struct timeman_clock *b)
{
	return a->main_left == b->main_left && a->period_left == b->period_left &&
	       a->count_left == b->count_left && a->estimated == b->estimated;
}

bool engine_state_equal(const struct engine_state *a, const struct engine_state *b)
{
	return memcmp(&a->pos, &b->pos, sizeof(a->pos)) == 0 && a->hash == b->hash &&
	       a->seed == b->seed && a->rng == b->rng && a->size == b->size &&
	       a->empty_count == b->empty_count && a->length == b->length &&
	       a->to_move == b->to_move && a->handicap == b->handicap &&
	       a->captures[BLACK] == b->captures[BLACK] &&
	       a->captures[WHITE] == b->captures[WHITE] && a->ko_point == b->ko_point &&
	       a->ko_colour == b->ko_colour && a->komi == b->komi &&
	       rules_equal(&a->rules, &b->rules) && a->score_all_alive == b->score_all_alive &&
	       a->judge_playouts == b->judge_playouts && a->time.system == b->time.system &&
	       a->time.main_time == b->time.main_time && a->time.byo_time == b->time.byo_time &&
	       a->time.byo_count == b->time.byo_count &&
	       same_clock(&a->clock[BLACK], &b->clock[BLACK]) &&
	       same_clock(&a->clock[WHITE], &b->clock[WHITE]) && a->move_time == b->move_time &&
	       a->playouts == b->playouts && a->resign_rate == b->resign_rate &&
	       a->player_kind == b->player_kind && a->tree_mb == b->tree_mb &&
	       a->resign_from_move == b->resign_from_move && a->size_chosen == b->size_chosen &&
	       strcmp(a->record_result, b->record_result) == 0 && a->history == b->history &&
	       a->sgf == b->sgf;
}
