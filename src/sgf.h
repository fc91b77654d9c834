/*
 * sgf.h - a reader for SGF FF[4] game records, made to take untrusted input.
 *
 * The reader parses a buffer in memory (it does no I/O) and keeps the main
 * line of the first game tree: the root node, then at every fork the first
 * variation. Every byte of that game tree is still checked against the
 * grammar, so a broken variation makes the whole file fail. Anything before
 * the first '(' and after the end of the first game tree is ignored (mail
 * headers, further games of a collection).
 *
 * Syntax accepted (SGF FF[4], section 3):
 * - white space between any two tokens, and between a property's name and
 *   its first value;
 * - property names of upper-case letters; lower-case letters in them are
 *   skipped, as FF[1]-FF[3] allowed ("AddBlack" is AB);
 * - one or more values per property; inside a value, "\" makes the next byte
 *   literal (so "\]" and "\\"), and "\" before a line break (LF, CR, CRLF or
 *   LFCR) removes both: a soft line break. Other bytes, NUL included, are
 *   kept as they are; the reader does not interpret value types.
 *
 * Limits, each reported with a clear error rather than exceeded: the input
 * size, the number of main-line nodes, properties and values, the bytes of
 * their values, and the length of a property name. Nesting depth costs
 * nothing (the parser is a loop with a counter, not a recursion), so 100000
 * nested variations are as cheap as one. Memory stays proportional to what
 * the main line holds, and time to the input size.
 */
#ifndef ISHI_SGF_H
#define ISHI_SGF_H

#include "strbuf.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
	SGF_MAX_INPUT = 64 << 20,       /* bytes of input */
	SGF_MAX_NODES = 250000,         /* nodes on the main line */
	SGF_MAX_PROPERTIES = 1000000,   /* properties on the main line */
	SGF_MAX_VALUES = 4000000,       /* values on the main line */
	SGF_MAX_VALUE_BYTES = 16 << 20, /* their bytes, once unescaped */
	SGF_MAX_NAME = 15,              /* upper-case letters of a name */
};

struct sgf_value {
	uint32_t offset; /* of the text in sgf.text, NUL-terminated */
	uint32_t length; /* the text may hold NULs: use the length */
};

struct sgf_property {
	char name[SGF_MAX_NAME + 1];
	uint32_t first_value; /* index in sgf.values */
	uint32_t value_count; /* at least 1 */
};

struct sgf_node {
	uint32_t first_property; /* index in sgf.properties */
	uint32_t property_count;
};

/* The main line: nodes[0] is the root. Each node's properties, and each
 * property's values, are contiguous and in file order. */
struct sgf {
	struct sgf_node *nodes;
	struct sgf_property *properties;
	struct sgf_value *values;
	char *text;
	uint32_t node_count, property_count, value_count, text_length;
	size_t node_alloc, property_alloc, value_alloc, text_alloc;
};

/* An empty tree, which sgf_free accepts. */
void sgf_init(struct sgf *tree);

void sgf_free(struct sgf *tree);

/* Parses an SGF buffer of len bytes (any bytes) into tree, replacing what it
 * held. Returns false if the input is not SGF, breaks a limit, or memory ran
 * out; then error gets one line (without a newline) saying what and where
 * ("line 3, column 7: ..."), and the tree is left empty. */
bool sgf_parse(struct sgf *tree, const char *data, size_t len, struct strbuf *error);

/* The first property of node n with that name, or NULL. */
const struct sgf_property *sgf_find(const struct sgf *tree, uint32_t n, const char *name);

/* Value i of a property, NUL-terminated; its length in *length if that is
 * not NULL. */
const char *sgf_value(const struct sgf *tree, const struct sgf_property *p, uint32_t i,
		      size_t *length);

#endif
