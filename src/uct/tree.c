/*
 * uct/tree.c - the arena of the search tree, in chunks that never move.
 */
#include "uct/tree.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* The largest bound: indices are 32 bits, and the ends of chunks take
 * some of them besides the nodes. */
#define MAX_BOUND ((size_t)1 << 31)

/* Entries of the chunk table for a bound of n nodes: every chunk but the
 * last was left for a block that did not fit, so it holds at least
 * UCT_CHUNK_NODES - (UCT_MAX_CHILDREN - 1) nodes in use. */
static size_t table_size(size_t n)
{
	return n / (UCT_CHUNK_NODES - (UCT_MAX_CHILDREN - 1)) + 1;
}

/* Finds the place of a block of n nodes, at t->next or at the start of
 * the next chunk if it would cross into that one, and allocates its chunk
 * if it is new: of UCT_CHUNK_NODES nodes, or fewer when the bound leaves
 * less room (every later block of the bound then fits in it). False if
 * memory ran out. */
static bool place(struct uct_tree *t, size_t n, size_t *at)
{
	size_t i = t->next;
	if ((i & (UCT_CHUNK_NODES - 1)) + n > UCT_CHUNK_NODES)
		i = (i | (UCT_CHUNK_NODES - 1)) + 1;
	const size_t k = i >> UCT_CHUNK_SHIFT;
	assert(k <= t->chunk_count && k < table_size(t->max_nodes));
	if (k == t->chunk_count) {
		const size_t room = t->max_nodes - t->count;
		const size_t nodes = room < UCT_CHUNK_NODES ? room : UCT_CHUNK_NODES;
		t->chunks[k] = malloc(nodes * sizeof(struct uct_node));
		if (!t->chunks[k])
			return false;
		t->chunk_count++;
	}
	*at = i;
	return true;
}

bool uct_tree_init(struct uct_tree *t, size_t max_nodes, int move)
{
	memset(t, 0, sizeof(*t));
	t->max_nodes = max_nodes < UCT_TREE_MIN_NODES ? UCT_TREE_MIN_NODES
		       : max_nodes > MAX_BOUND        ? MAX_BOUND
						      : max_nodes;
	t->chunks = calloc(table_size(t->max_nodes), sizeof(*t->chunks));
	size_t at;
	if (!t->chunks || !place(t, 2, &at)) {
		uct_tree_free(t);
		return false;
	}
	memset(uct_tree_node(t, 0), 0, 2 * sizeof(struct uct_node));
	uct_tree_node(t, 1)->move = (uint16_t)move;
	t->count = t->next = 2;
	t->root = 1;
	return true;
}

void uct_tree_free(struct uct_tree *t)
{
	for (size_t k = 0; k < t->chunk_count; k++)
		free(t->chunks[k]);
	free(t->chunks);
	memset(t, 0, sizeof(*t));
}

uint32_t uct_tree_expand(struct uct_tree *t, uint32_t i, const struct uct_node *from, int n)
{
	assert(n > 0 && n <= UCT_MAX_CHILDREN);
	if (t->count + (size_t)n > t->max_nodes) {
		t->full = true;
		return 0;
	}
	size_t at;
	if (!place(t, (size_t)n, &at)) {
		t->full = t->out_of_memory = true;
		return 0;
	}
	memcpy(uct_tree_node(t, (uint32_t)at), from, (size_t)n * sizeof(*from));
	t->next = at + (size_t)n;
	t->count += (size_t)n;
	struct uct_node *node = uct_tree_node(t, i);
	node->children = (uint32_t)at;
	/* The block is written: readers that see the count see it. */
	atomic_store_explicit(&node->child_count, (uint16_t)n, memory_order_release);
	return (uint32_t)at;
}

uint32_t uct_tree_child(const struct uct_tree *t, uint32_t i, int move)
{
	uint32_t first;
	const unsigned n = uct_tree_children(t, i, &first);
	for (uint32_t k = 0; k < n; k++)
		if (uct_tree_node(t, first + k)->move == move)
			return first + k;
	return 0;
}

/* Copies the children of src's node i below dst's node j (a copy of i),
 * block by block, depth first; false if memory ran out. */
static bool copy_below(struct uct_tree *dst, uint32_t j, const struct uct_tree *src, uint32_t i)
{
	uint32_t from;
	const unsigned n = uct_tree_children(src, i, &from);
	if (!n)
		return true;
	size_t at;
	if (!place(dst, n, &at))
		return false;
	memcpy(uct_tree_node(dst, (uint32_t)at), uct_tree_node(src, from),
	       n * sizeof(struct uct_node));
	dst->next = at + n;
	dst->count += n;
	uct_tree_node(dst, j)->children = (uint32_t)at;
	for (uint32_t k = 0; k < n; k++)
		if (!copy_below(dst, (uint32_t)at + k, src, from + k))
			return false;
	return true;
}

bool uct_tree_copy(struct uct_tree *dst, const struct uct_tree *src, uint32_t i)
{
	if (!uct_tree_init(dst, src->max_nodes, 0))
		return false;
	memcpy(uct_tree_node(dst, 1), uct_tree_node(src, i), sizeof(struct uct_node));
	if (!copy_below(dst, 1, src, i)) {
		uct_tree_free(dst);
		return false;
	}
	return true;
}

size_t uct_tree_bytes(size_t n)
{
	const size_t chunks = table_size(n);
	return (n + (chunks - 1) * (UCT_MAX_CHILDREN - 1)) * sizeof(struct uct_node) +
	       chunks * sizeof(struct uct_node *);
}
