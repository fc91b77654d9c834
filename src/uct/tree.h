/*
 * uct/tree.h - the search tree: nodes in one arena, bounded in number,
 * read and written by several threads at once.
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
 * The arena is a table of chunks of UCT_CHUNK_NODES nodes, made for the
 * bound (max_nodes) when the tree is made; chunks are allocated as the
 * tree grows, and a block of children never crosses from one chunk to the
 * next (the end of a chunk that a block does not fit in stays unused). So
 * nodes never move: a thread may read a node while another expands the
 * tree. An expansion that finds no room leaves the node a leaf and the
 * tree as it was (the search goes on without growing it), and growth that
 * fails for want of memory does the same. Re-rooting copies the subtree
 * below a node into a fresh arena, so that what the moves played cut off
 * is freed. No I/O.
 *
 * Threads. The statistics and flags are atomics read and written in
 * relaxed order (UCT_LOAD, UCT_STORE, UCT_ADD): a value a moment old
 * chooses a child as well, and an addition of UCT_ADD that races with
 * another thread's may lose one of the two, at the cost of one playout's
 * weight, as in Fuego's lock-free tree; `playouts` alone counts exactly
 * (atomic_fetch_add), so that the root's playouts are the iterations. A
 * block of children is written in full before its parent's child_count
 * publishes it (a release store that uct_tree_children reads with
 * acquire). uct_tree_expand must be called by one thread at a time (the
 * search holds its lock around it); every other function here is for a
 * tree no thread is searching.
 */
#ifndef ISHI_UCT_TREE_H
#define ISHI_UCT_TREE_H

#include "bitboard.h"

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A node's flags: a child that a search found illegal under the ko rules
 * in force (it repeats a position), never chosen again. */
enum { UCT_NODE_ILLEGAL = 1 };

struct uct_node {
	uint32_t children;            /* index of the first child; 0: a leaf */
	_Atomic uint16_t child_count; /* children in the block; set last */
	uint16_t move;                /* the point played, or PASS */
	_Atomic uint32_t playouts;    /* real visits through this node */
	_Atomic uint16_t flags;       /* UCT_NODE_ILLEGAL */
	_Atomic float visits, wins;   /* prior's virtual visits included */
	_Atomic float amaf_visits, amaf_wins;
};

/* A node's statistics, in relaxed order; UCT_ADD may lose to a race. */
#define UCT_LOAD(field)     atomic_load_explicit(&(field), memory_order_relaxed)
#define UCT_STORE(field, v) atomic_store_explicit(&(field), (v), memory_order_relaxed)
#define UCT_ADD(field, v)   UCT_STORE(field, UCT_LOAD(field) + (v))

/* Nodes a chunk holds (2 MB), a power of two: node i is node i % that of
 * chunk i / that. The largest block, every point of 25x25 and the pass,
 * leaves at most 625 nodes of a chunk unused, under 1%. */
enum {
	UCT_CHUNK_SHIFT = 16,
	UCT_CHUNK_NODES = 1 << UCT_CHUNK_SHIFT,
	UCT_MAX_CHILDREN = BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1,
};

struct uct_tree {
	struct uct_node **chunks; /* the table, enough chunks for the bound */
	size_t chunk_count;       /* allocated so far */
	size_t count;             /* nodes in use, index 0 included */
	size_t next;              /* the first index no block took yet */
	size_t max_nodes;         /* the bound, on count */
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
	return &t->chunks[i >> UCT_CHUNK_SHIFT][i & (UCT_CHUNK_NODES - 1)];
}

/* The number of children of node i (0: a leaf), and in *first the index
 * of the first: they are nodes *first to *first + the number - 1, in one
 * chunk, so that uct_tree_node(t, *first) + k is the k-th. */
static inline unsigned uct_tree_children(const struct uct_tree *t, uint32_t i, uint32_t *first)
{
	const struct uct_node *n = uct_tree_node(t, i);
	const unsigned count = atomic_load_explicit(&n->child_count, memory_order_acquire);
	*first = count ? n->children : 0; /* written before count, if at all */
	return count;
}

/* Gives node i a block of n children (at most UCT_MAX_CHILDREN), copies
 * of the n nodes of `from`, and returns the index of the first, or 0 (the
 * tree unchanged, marked full) if the bound or memory allows no more (then
 * marked out_of_memory too: unlike the bound, that does not come the same
 * way each time). Threads may read the tree meanwhile: node i gets its
 * children only once they are written. */
uint32_t uct_tree_expand(struct uct_tree *t, uint32_t i, const struct uct_node *from, int n);

/* Makes dst a tree of its own whose root is a copy of src's node i and
 * whose nodes are copies of the subtree below it, with src's bound.
 * Returns false if memory ran out (then nothing needs freeing). */
bool uct_tree_copy(struct uct_tree *dst, const struct uct_tree *src, uint32_t i);

/* The child of node i that plays `move`, or 0. */
uint32_t uct_tree_child(const struct uct_tree *t, uint32_t i, int move);

/* The most bytes a tree of at most n nodes takes: its nodes, the ends of
 * chunks left unused, and the table. */
size_t uct_tree_bytes(size_t n);

#endif
