/*
 * debug.h - checks for the hot paths, on only in builds configured with
 * -Ddebug_checks=true (the test builds of CI): there DEBUG_ASSERT checks the
 * preconditions that headers state for the functions of the playout loop,
 * and the board's invariants after every play; elsewhere it costs nothing.
 * Code off the hot paths uses assert() itself.
 */
#ifndef ISHI_DEBUG_H
#define ISHI_DEBUG_H

#include <assert.h>

#if defined(ISHI_DEBUG_CHECKS)
#define DEBUG_ASSERT(expr) assert(expr)
#else
#define DEBUG_ASSERT(expr) ((void)0)
#endif

#endif
