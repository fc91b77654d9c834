/*
 * grow.h - growable arrays.
 */
#ifndef ISHI_GROW_H
#define ISHI_GROW_H

#include <stdbool.h>
#include <stddef.h>

/* Makes room for `needed` items of `size` bytes in *array, whose room is
 * *capacity items: doubles from 64 until it fits. Returns false, leaving
 * both unchanged, if memory runs out or the room would pass 2^28 items. */
bool grow(void **array, size_t *capacity, size_t needed, size_t size);

#endif
