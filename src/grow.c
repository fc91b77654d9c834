/*
 * grow.c - growable arrays.
 */
#include "grow.h"

#include <stdlib.h>

bool grow(void **array, size_t *capacity, size_t needed, size_t size)
{
	if (needed <= *capacity)
		return true;
	size_t room = *capacity ? *capacity : 64;
	while (room < needed) {
		if (room >= (size_t)1 << 28)
			return false;
		room *= 2;
	}
	void *bigger = realloc(*array, room * size);
	if (!bigger)
		return false;
	*array = bigger;
	*capacity = room;
	return true;
}
