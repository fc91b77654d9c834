/*
 * thread.h - threads with a stack of a known size.
 *
 * The C libraries give a new thread different stacks: glibc the process's
 * stack limit (8 MB as a rule), musl 128 KB, less than a search thread's
 * ladder reading takes (ladder.h: a playout board of 8.5 KB copied per step
 * of the chase, up to some eighty steps). thread_start gives every thread
 * THREAD_STACK bytes whatever the library, which only the pages a thread
 * touches take from memory.
 */
#ifndef ISHI_THREAD_H
#define ISHI_THREAD_H

#include <pthread.h>
#include <stdbool.h>

enum { THREAD_STACK = 4 << 20 };

/* pthread_create with a stack of THREAD_STACK bytes: false if the thread
 * could not start. */
bool thread_start(pthread_t *thread, void *(*run)(void *), void *arg);

#endif
