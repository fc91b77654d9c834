/*
 * analysis.c - reading analysis requests and writing their lines.
 */
#include "analysis.h"

#include "board.h"
#include "coord.h"
#include "number.h"

#include <math.h>
#include <string.h>

/* A count as KataGo takes them: 0 to a billion. */
static bool read_count(const char *text, int *out)
{
	const long n = number_int(text);
	if (n < 0 || n > 1000000000)
		return false;
	*out = (int)n;
	return true;
}

static bool read_interval(const char *text, double *seconds)
{
	double cs;
	if (!number_real_in(text, 0, 8640000, &cs)) /* a day */
		return false;
	*seconds = cs / 100 < ANALYSIS_MIN_INTERVAL ? ANALYSIS_MIN_INTERVAL : cs / 100;
	return true;
}

/* avoid or allow: COLOR V,V,... DEPTH, into the colour, the points named
 * (a pass among them left out: it stays) and the depth. */
static bool read_moves(char **argv, const struct grid *g, struct uct_ban *ban)
{
	const long depth = number_int(argv[2]);
	ban->colour = coord_parse_colour(argv[0]);
	if (ban->colour < 0 || depth < 1)
		return false;
	ban->until = (int)depth; /* number_int's are ints */
	struct bitboard *set = &ban->points;
	bb_zero(set);
	for (char *v = argv[1]; *v;) {
		char *end = strchr(v, ',');
		if (end)
			*end = '\0';
		if (*v) {
			const int p = coord_parse_vertex(g, v);
			if (p < 0)
				return false;
			if (p != PASS)
				bb_set(set, p);
		}
		if (!end)
			break;
		v = end + 1;
	}
	return true;
}

bool analysis_parse(int argc, char **argv, const struct grid *g, int to_move,
		    enum analysis_dialect dialect, struct analysis_request *q, const char **why)
{
	memset(q, 0, sizeof(*q));
	q->dialect = dialect;
	q->colour = to_move;
	q->interval = ANALYSIS_DEFAULT_INTERVAL;
	int i = 0;
	if (i < argc && coord_parse_colour(argv[i]) >= 0)
		q->colour = coord_parse_colour(argv[i++]);
	if (i < argc && read_interval(argv[i], &q->interval))
		i++;
	bool avoided = false, allowed = false;
	*why = "syntax error";
	while (i < argc) {
		const char *key = argv[i++];
		if (i >= argc)
			return false;
		const char *value = argv[i++];
		if (strcmp(key, "interval") == 0) {
			if (!read_interval(value, &q->interval))
				return false;
		} else if (strcmp(key, "minmoves") == 0) {
			if (!read_count(value, &q->min_moves))
				return false;
		} else if (strcmp(key, "maxmoves") == 0) {
			if (!read_count(value, &q->max_moves))
				return false;
		} else if (strcmp(key, "avoid") == 0 || strcmp(key, "allow") == 0) {
			const bool allow = strcmp(key, "allow") == 0;
			/* One allow, or avoids: KataGo's rule. */
			if (allow ? avoided || allowed : allowed) {
				*why = "avoid and allow together";
				return false;
			}
			if (q->bans.count == UCT_MAX_BANS) {
				*why = "too many avoid keys";
				return false;
			}
			struct uct_ban *ban = &q->bans.ban[q->bans.count];
			if (i + 2 > argc || !read_moves(argv + i - 1, g, ban))
				return false;
			i += 2;
			if (allow) /* a ban of every other point */
				bb_andnot(g, &ban->points, &g->onboard, &ban->points);
			q->bans.count++;
			avoided |= !allow;
			allowed |= allow;
		} else if (strcmp(key, "playouts") == 0) {
			int n;
			if (!read_count(value, &n) || n == 0)
				return false;
			q->playouts = n;
		} else if (dialect == ANALYSIS_KATA &&
			   (strcmp(key, "rootInfo") == 0 || strcmp(key, "ownership") == 0)) {
			if (strcmp(value, "true") && strcmp(value, "false"))
				return false;
			const bool on = strcmp(value, "true") == 0;
			if (strcmp(key, "rootInfo") == 0)
				q->root_info = on;
			else
				q->ownership = on;
		} else {
			*why = "unknown analysis key";
			return false;
		}
	}
	return true;
}

/* A rate as the dialect writes it. */
static void add_rate(struct strbuf *out, const struct analysis_request *q, const char *key,
		     double rate)
{
	if (q->dialect == ANALYSIS_LZ)
		sb_addf(out, " %s %d", key, (int)lround(rate * 10000));
	else
		sb_addf(out, " %s %.6f", key, rate);
}

static void add_vertex(struct strbuf *out, const struct grid *g, int p)
{
	char v[8];
	coord_format(g, p, v);
	sb_addc(out, ' ');
	sb_adds(out, v);
}

/* The lower bound of a win rate over n playouts, by the normal
 * approximation at 95%: what Leela Zero's lcb orders by. 0 without any. */
static double lower_bound(double rate, int64_t n)
{
	if (n <= 0)
		return 0;
	const double bound = rate - 1.96 * sqrt(rate * (1 - rate) / (double)n);
	return bound < 0 ? 0 : bound;
}

void analysis_format_gfx(const struct uct_report *rep, const struct grid *g, int colour,
			 struct strbuf *out)
{
	if (rep->count == 0 || rep->moves[0].playouts == 0)
		return;
	const struct uct_report_move *best = &rep->moves[0];
	if (rep->has_stats) {
		/* GoGui's influence is Black's. */
		sb_adds(out, "INFLUENCE");
		int p;
		BB_FOR_EACH(p, &g->onboard, g->words)
		{
			add_vertex(out, g, p);
			sb_addf(out, " %.2f",
				colour == BLACK ? rep->ownership[p] : -rep->ownership[p]);
		}
		sb_addc(out, '\n');
	}
	sb_adds(out, "VAR");
	for (int d = 0; d < best->pv_length; d++) {
		sb_adds(out, (colour ^ d) & 1 ? " w" : " b");
		add_vertex(out, g, best->pv[d]);
	}
	sb_adds(out, "\nLABEL");
	for (int k = 0; k < rep->count && k < ANALYSIS_GFX_MOVES && rep->moves[k].playouts; k++)
		if (rep->moves[k].move != PASS) {
			add_vertex(out, g, rep->moves[k].move);
			sb_addf(out, " %d", (int)lround(100 * rep->moves[k].win_rate));
		}
	char v[8];
	coord_format(g, best->move, v);
	sb_addf(out, "\nTEXT %lld playouts, best %s %.1f%%", (long long)rep->playouts, v,
		100 * best->win_rate);
	if (rep->has_stats)
		sb_addf(out, ", lead %+.1f", best->score);
	sb_addc(out, '\n');
}

void analysis_format(const struct analysis_request *q, const struct uct_report *rep,
		     const struct grid *g, struct strbuf *out)
{
	int shown = 0;
	for (int k = 0; k < rep->count; k++) {
		const struct uct_report_move *m = &rep->moves[k];
		if ((q->max_moves && shown >= q->max_moves) ||
		    (m->playouts == 0 && shown >= q->min_moves))
			break;
		const int order = shown++;
		if (order)
			sb_addc(out, ' ');
		sb_adds(out, "info move");
		add_vertex(out, g, m->move);
		sb_addf(out, " visits %lld", (long long)m->playouts);
		add_rate(out, q, "winrate", m->win_rate);
		if (q->dialect == ANALYSIS_KATA && rep->has_stats)
			sb_addf(out, " scoreMean %.6f scoreLead %.6f", m->score, m->score);
		add_rate(out, q, "prior", m->prior);
		add_rate(out, q, "lcb", lower_bound(m->win_rate, m->playouts));
		sb_addf(out, " order %d pv", order);
		for (int d = 0; d < m->pv_length; d++)
			add_vertex(out, g, m->pv[d]);
	}
	/* An empty line would end the answer. */
	if (!shown)
		return;
	if (q->root_info) {
		sb_addf(out, " rootInfo visits %lld", (long long)rep->playouts);
		add_rate(out, q, "winrate", rep->win_rate);
		if (rep->has_stats)
			sb_addf(out, " scoreLead %.6f", rep->score);
	}
	if (q->ownership && rep->has_stats) {
		sb_adds(out, " ownership");
		for (int y = g->size - 1; y >= 0; y--)
			for (int x = 0; x < g->size; x++)
				sb_addf(out, " %.4f", rep->ownership[grid_point(g, x, y)]);
	}
	sb_addc(out, '\n');
}
