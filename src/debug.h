/*
 * debug.h - what the hot paths ask of the build. Checks, on only in builds
 * configured with -Ddebug_checks=true (the test builds of CI): there
 * DEBUG_ASSERT checks the preconditions that headers state for the
 * functions of the playout loop, and the board's invariants after every
 * play; elsewhere it costs nothing. Code off the hot paths uses assert()
 * itself. And ALWAYS_INLINE, for the steps of the playout loop and of the
 * draw (draw.h), whose calls would cost more than their work.
 */
#ifndef ISHI_DEBUG_H
#define ISHI_DEBUG_H

#include <assert.h>

#if defined(ISHI_DEBUG_CHECKS)
#define DEBUG_ASSERT(expr) assert(expr)
#else
#define DEBUG_ASSERT(expr) ((void)0)
#endif

/* A static function forced inline where the compiler allows it: each
 * caller gets code of its own, specialised to the constants it passes
 * (a colour, a stride, the functions a draw calls). */
#if defined(__GNUC__)
#define ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE static inline
#endif

#endif
