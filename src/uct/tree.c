/*
 * uct/tree.c - the arena of the search tree.
 */
#include "uct/tree.h"

#include <stdlib.h>
#include <string.h>

enum { FIRST_CAPACITY = 4096 };

/* Makes room for `need` nodes in all, doubling within the bound. */
static bool reserve(struct uct_tree *t, size_t need)
{
	if (need <= t->capacity)
		return true;
	if (need > t->max_nodes)
		return false;
	size_t capacity = t->capacity ? t->capacity : FIRST_CAPACITY;
	while (capacity < need)
		capacity *= 2;
	if (capacity > t->max_nodes)
		capacity = t->max_nodes;
	struct uct_node *nodes = realloc(t->nodes, capacity * sizeof(*nodes));
	if (!nodes)
		return false;
	t->nodes = nodes;
	t->capacity = capacity;
	return true;
}

bool uct_tree_init(struct uct_tree *t, size_t max_nodes, int move)
{
	memset(t, 0, sizeof(*t));
	t->max_nodes = max_nodes < UCT_TREE_MIN_NODES ? UCT_TREE_MIN_NODES : max_nodes;
	if (!reserve(t, 2))
		return false;
	memset(t->nodes, 0, 2 * sizeof(*t->nodes));
	t->nodes[1].move = (uint16_t)move;
	t->count = 2;
	t->root = 1;
	return true;
}

void uct_tree_free(struct uct_tree *t)
{
	free(t->nodes);
	memset(t, 0, sizeof(*t));
}

uint32_t uct_tree_expand(struct uct_tree *t, uint32_t i, int n)
{
	const size_t need = t->count + (size_t)n;
	if (need > UINT32_MAX || need > t->max_nodes) {
		t->full = true;
		return 0;
	}
	if (!reserve(t, need)) {
		t->full = t->out_of_memory = true;
		return 0;
	}
	const uint32_t first = (uint32_t)t->count;
	memset(&t->nodes[first], 0, (size_t)n * sizeof(*t->nodes));
	t->count += (size_t)n;
	t->nodes[i].children = first;
	t->nodes[i].child_count = (uint16_t)n;
	return first;
}

uint32_t uct_tree_child(const struct uct_tree *t, uint32_t i, int move)
{
	const struct uct_node *node = &t->nodes[i];
	for (uint32_t k = 0; k < node->child_count; k++)
		if (t->nodes[node->children + k].move == move)
			return node->children + k;
	return 0;
}

/* The nodes of the subtree below i, i itself included. */
static size_t subtree_size(const struct uct_tree *t, uint32_t i)
{
	size_t n = 1;
	const struct uct_node *node = &t->nodes[i];
	for (uint32_t k = 0; k < node->child_count; k++)
		n += subtree_size(t, node->children + k);
	return n;
}

/* Copies the children of src's node i below dst's node j, block by block,
 * depth first. */
static void copy_below(struct uct_tree *dst, uint32_t j, const struct uct_tree *src, uint32_t i)
{
	const struct uct_node *from = &src->nodes[i];
	if (!from->child_count) {
		dst->nodes[j].children = 0;
		return;
	}
	const uint32_t first = (uint32_t)dst->count;
	memcpy(&dst->nodes[first], &src->nodes[from->children],
	       from->child_count * sizeof(*dst->nodes));
	dst->count += from->child_count;
	dst->nodes[j].children = first;
	for (uint32_t k = 0; k < from->child_count; k++)
		copy_below(dst, first + k, src, from->children + k);
}

bool uct_tree_copy(struct uct_tree *dst, const struct uct_tree *src, uint32_t i)
{
	memset(dst, 0, sizeof(*dst));
	dst->max_nodes = src->max_nodes;
	const size_t n = subtree_size(src, i) + 1;
	if (!reserve(dst, n < 2 ? 2 : n))
		return false;
	memset(&dst->nodes[0], 0, sizeof(*dst->nodes));
	dst->nodes[1] = src->nodes[i];
	dst->count = 2;
	dst->root = 1;
	copy_below(dst, 1, src, i);
	return true;
}
