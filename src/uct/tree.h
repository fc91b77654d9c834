/*
 * uct/tree.h - the search tree: nodes in one arena, bounded in number.
 *
 * A node stands for a move and the position it leads to. Its statistics
 * are from the view of the player who made the move: `wins` out of
 * `visits`, where the visits include the prior's virtual ones (uct/prior.h)
 * and `playouts` counts only the real ones; `amaf_wins` out of
 * `amaf_visits` are the all-moves-as-first statistics of MC-RAVE (the
 * playouts below the parent in which the mover played this point first).
 * The children of a node are one block of the arena, made at once when the
 * node is expanded, so that a node names them by the index of the first
 * and their number. Index 0 is never a node: it means none.
 *
 * The arena grows by doubling up to a bound (max_nodes) set when it is
 * made; an expansion that finds no room leaves the node a leaf and the tree
 * as it was (the search goes on without growing it), and growth that fails
 * for want of memory does the same. Re-rooting copies the subtree below a
 * node into a fresh arena, so that what the moves played cut off is freed.
 * No I/O.
 */
#ifndef ISHI_UCT_TREE_H
#define ISHI_UCT_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A node's flags: a child that a search found illegal under the ko rules
 * in force (it repeats a position), never chosen again. */
enum { UCT_NODE_ILLEGAL = 1 };

struct uct_node {
	uint32_t children;    /* index of the first child; 0: a leaf */
	uint16_t child_count; /* children in the block */
	uint16_t move;        /* the point played, or PASS */
	uint32_t playouts;    /* real visits through this node */
	uint16_t flags;       /* UCT_NODE_ILLEGAL */
	float visits, wins;   /* prior's virtual visits included */
	float amaf_visits, amaf_wins;
};

struct uct_tree {
	struct uct_node *nodes; /* nodes[0] is none */
	size_t count;           /* nodes in use, index 0 included */
	size_t capacity;        /* allocated */
	size_t max_nodes;       /* the bound */
	uint32_t root;
	bool full;          /* an expansion found no room */
	bool out_of_memory; /* ... because an allocation failed, not the bound */
};

/* The smallest bound the tree takes: a root and a full 25x25 block. */
enum { UCT_TREE_MIN_NODES = 1024 };

/* An empty tree with a root node for `move` (unexpanded), at most
 * max_nodes nodes (at least UCT_TREE_MIN_NODES). Returns false if memory
 * ran out (then nothing needs freeing). */
bool uct_tree_init(struct uct_tree *t, size_t max_nodes, int move);

void uct_tree_free(struct uct_tree *t);

static inline struct uct_node *uct_tree_node(const struct uct_tree *t, uint32_t i)
{
	return &t->nodes[i];
}

/* Gives node i a block of n children, their statistics zero and their
 * moves unset; returns the index of the first, or 0 (the tree unchanged,
 * marked full) if the bound or memory allows no more (then marked
 * out_of_memory too: unlike the bound, that does not come the same way
 * each time). The nodes array may
 * move: pointers into it do not survive the call. */
uint32_t uct_tree_expand(struct uct_tree *t, uint32_t i, int n);

/* Makes dst a tree of its own whose root is a copy of src's node i and
 * whose nodes are copies of the subtree below it, with src's bound.
 * Returns false if memory ran out (then nothing needs freeing). */
bool uct_tree_copy(struct uct_tree *dst, const struct uct_tree *src, uint32_t i);

/* The child of node i that plays `move`, or 0. */
uint32_t uct_tree_child(const struct uct_tree *t, uint32_t i, int move);

/* Bytes a tree of n nodes takes. */
static inline size_t uct_tree_bytes(size_t n)
{
	return n * sizeof(struct uct_node);
}

#endif
