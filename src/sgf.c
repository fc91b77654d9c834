/*
 * sgf.c - the SGF reader: one pass over the bytes, no recursion.
 *
 * A game tree is "(" sequence {game tree} ")", a sequence one or more nodes,
 * a node ";" and properties. The parser needs no stack to follow that: a
 * depth counter and one state say everything the next token may be.
 * Because the main line is the first variation at every fork, it is exactly
 * the nodes read before the first ")": once a game tree closes, the first
 * path from the root to a leaf is complete.
 */
#include "sgf.h"

#include "grow.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What may come next. */
enum state {
	EXPECT_NODE,     /* after "(": a node must start the game tree */
	IN_NODE,         /* after ";" or a property: a property, node, or tree */
	AFTER_VARIATION, /* after a nested ")": another variation, or ")" */
};

struct parser {
	const unsigned char *data;
	size_t len, pos;
	struct sgf *tree;
	struct strbuf *error;
	bool keep; /* on the main line: store what is read */
};

void sgf_init(struct sgf *tree)
{
	memset(tree, 0, sizeof(*tree));
}

void sgf_free(struct sgf *tree)
{
	free(tree->nodes);
	free(tree->properties);
	free(tree->values);
	free(tree->text);
	sgf_init(tree);
}

/* SGF white space: the C locale's, spelled out so no locale can change it. */
static bool is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_upper(unsigned char c)
{
	return c >= 'A' && c <= 'Z';
}

static bool is_lower(unsigned char c)
{
	return c >= 'a' && c <= 'z';
}

static void skip_space(struct parser *p)
{
	while (p->pos < p->len && is_space(p->data[p->pos]))
		p->pos++;
}

/* Reports a message at byte `at`, as a line and a column counted from 1. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static bool
fail_at(struct parser *p, size_t at, const char *fmt, ...)
{
	char message[128];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(message, sizeof(message), fmt, ap);
	va_end(ap);
	size_t line = 1, line_start = 0;
	for (size_t i = 0; i < at; i++)
		if (p->data[i] == '\n') {
			line++;
			line_start = i + 1;
		}
	sb_addf(p->error, "line %zu, column %zu: %s", line, at - line_start + 1, message);
	return false;
}

static bool fail_here(struct parser *p, const char *message)
{
	return fail_at(p, p->pos, "%s", message);
}

static bool out_of_memory(struct parser *p)
{
	return fail_at(p, p->pos, "out of memory");
}

static bool add_node(struct parser *p)
{
	struct sgf *t = p->tree;
	if (!p->keep)
		return true;
	if (t->node_count == SGF_MAX_NODES)
		return fail_at(p, p->pos, "more nodes on the main line than the limit of %d",
			       SGF_MAX_NODES);
	void *nodes = t->nodes;
	if (!grow(&nodes, &t->node_alloc, t->node_count + 1, sizeof(*t->nodes)))
		return out_of_memory(p);
	t->nodes = nodes;
	struct sgf_node n = {t->property_count, 0};
	t->nodes[t->node_count++] = n;
	return true;
}

static bool add_property(struct parser *p, const char *name)
{
	struct sgf *t = p->tree;
	if (t->property_count == SGF_MAX_PROPERTIES)
		return fail_at(p, p->pos, "more properties on the main line than the limit of %d",
			       SGF_MAX_PROPERTIES);
	void *properties = t->properties;
	if (!grow(&properties, &t->property_alloc, t->property_count + 1, sizeof(*t->properties)))
		return out_of_memory(p);
	t->properties = properties;
	struct sgf_property *prop = &t->properties[t->property_count++];
	memset(prop, 0, sizeof(*prop));
	strcpy(prop->name, name);
	prop->first_value = t->value_count;
	t->nodes[t->node_count - 1].property_count++;
	return true;
}

/* Appends one byte of a value to the text. */
static bool add_byte(struct parser *p, char c)
{
	struct sgf *t = p->tree;
	if (t->text_length == SGF_MAX_VALUE_BYTES)
		return fail_at(p, p->pos, "values on the main line longer than the limit of %d MiB",
			       SGF_MAX_VALUE_BYTES >> 20);
	void *text = t->text;
	if (!grow(&text, &t->text_alloc, t->text_length + 1, 1))
		return out_of_memory(p);
	t->text = text;
	t->text[t->text_length++] = c;
	return true;
}

static bool start_value(struct parser *p)
{
	struct sgf *t = p->tree;
	if (t->value_count == SGF_MAX_VALUES)
		return fail_at(p, p->pos, "more values on the main line than the limit of %d",
			       SGF_MAX_VALUES);
	void *values = t->values;
	if (!grow(&values, &t->value_alloc, t->value_count + 1, sizeof(*t->values)))
		return out_of_memory(p);
	t->values = values;
	struct sgf_value v = {t->text_length, 0};
	t->values[t->value_count++] = v;
	t->properties[t->property_count - 1].value_count++;
	return true;
}

/* Reads "[...]" at p->pos: escapes resolved, soft line breaks removed. */
static bool read_value(struct parser *p)
{
	const size_t open = p->pos++;
	if (p->keep && !start_value(p))
		return false;
	for (;;) {
		if (p->pos == p->len)
			return fail_at(p, open, "value not closed by ']' before the end of file");
		unsigned char c = p->data[p->pos++];
		if (c == ']')
			break;
		if (c == '\\') {
			if (p->pos == p->len)
				continue;
			c = p->data[p->pos++];
			if (c == '\n' || c == '\r') {
				/* A two-byte line break is CRLF or LFCR, never CRCR
				 * or LFLF (those are two breaks). */
				unsigned char next = p->pos < p->len ? p->data[p->pos] : 0;
				if ((next == '\n' || next == '\r') && next != c)
					p->pos++;
				continue;
			}
		}
		if (p->keep && !add_byte(p, (char)c))
			return false;
	}
	if (p->keep) {
		struct sgf *t = p->tree;
		if (!add_byte(p, '\0'))
			return false;
		struct sgf_value *v = &t->values[t->value_count - 1];
		v->length = t->text_length - 1 - v->offset;
	}
	return true;
}

/* Reads a property name and its values, p->pos being on a letter. */
static bool read_property(struct parser *p)
{
	const size_t start = p->pos;
	char name[SGF_MAX_NAME + 1];
	size_t n = 0;
	for (; p->pos < p->len; p->pos++) {
		unsigned char c = p->data[p->pos];
		if (is_lower(c))
			continue;
		if (!is_upper(c))
			break;
		if (n == SGF_MAX_NAME)
			return fail_at(p, start, "property name over %d capitals", SGF_MAX_NAME);
		name[n++] = (char)c;
	}
	name[n] = '\0';
	if (n == 0)
		return fail_at(p, start, "property name without a capital letter");
	skip_space(p);
	if (p->pos == p->len || p->data[p->pos] != '[')
		return fail_here(p, "property without a value (expected '[')");
	if (p->keep && !add_property(p, name))
		return false;
	do {
		if (!read_value(p))
			return false;
		skip_space(p);
	} while (p->pos < p->len && p->data[p->pos] == '[');
	return true;
}

static bool unexpected(struct parser *p)
{
	unsigned char c = p->data[p->pos];
	if (c > ' ' && c < 127)
		return fail_at(p, p->pos, "unexpected '%c'", c);
	return fail_at(p, p->pos, "unexpected byte 0x%02x", c);
}

/* Parses the first game tree; p->pos is just after its "(". */
static bool parse_tree(struct parser *p)
{
	size_t depth = 1;
	enum state state = EXPECT_NODE;
	for (;;) {
		skip_space(p);
		if (p->pos == p->len)
			return fail_at(p, p->pos, "the file ends inside %zu open game tree%s",
				       depth, depth == 1 ? "" : "s");
		switch (p->data[p->pos]) {
		case ';':
			if (state == AFTER_VARIATION)
				return fail_here(p, "a node after a variation");
			p->pos++;
			if (!add_node(p))
				return false;
			state = IN_NODE;
			break;
		case '(':
			if (state == EXPECT_NODE)
				return fail_here(p, "a game tree that starts without a node");
			p->pos++;
			depth++;
			state = EXPECT_NODE;
			break;
		case ')':
			if (state == EXPECT_NODE)
				return fail_here(p, "an empty game tree");
			p->pos++;
			p->keep = false;
			if (--depth == 0)
				return true;
			state = AFTER_VARIATION;
			break;
		default:
			if (!is_upper(p->data[p->pos]) && !is_lower(p->data[p->pos]))
				return unexpected(p);
			if (state != IN_NODE)
				return fail_here(p, "a property outside a node");
			if (!read_property(p))
				return false;
		}
	}
}

bool sgf_parse(struct sgf *tree, const char *data, size_t len, struct strbuf *error)
{
	sgf_free(tree);
	if (len > SGF_MAX_INPUT) {
		sb_addf(error, "%zu bytes, more than the limit of %d MiB", len,
			SGF_MAX_INPUT >> 20);
		return false;
	}
	struct parser p = {(const unsigned char *)data, len, 0, tree, error, true};
	const unsigned char *open = len ? memchr(data, '(', len) : NULL;
	if (!open) {
		sb_adds(error, "no game tree: no '(' in the file");
		return false;
	}
	p.pos = (size_t)(open - p.data) + 1;
	if (!parse_tree(&p)) {
		sgf_free(tree);
		return false;
	}
	return true;
}

const struct sgf_property *sgf_find(const struct sgf *tree, uint32_t n, const char *name)
{
	const struct sgf_node *node = &tree->nodes[n];
	for (uint32_t i = 0; i < node->property_count; i++) {
		const struct sgf_property *prop = &tree->properties[node->first_property + i];
		if (strcmp(prop->name, name) == 0)
			return prop;
	}
	return NULL;
}

const char *sgf_value(const struct sgf *tree, const struct sgf_property *p, uint32_t i,
		      size_t *length)
{
	const struct sgf_value *v = &tree->values[p->first_value + i];
	if (length)
		*length = v->length;
	return tree->text + v->offset;
}
