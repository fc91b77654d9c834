/*
 * thread.c - threads with a stack of a known size.
 */
#include "thread.h"

bool thread_start(pthread_t *thread, void *(*run)(void *), void *arg)
{
	pthread_attr_t attr;
	if (pthread_attr_init(&attr) != 0)
		return false;
	const bool started = pthread_attr_setstacksize(&attr, THREAD_STACK) == 0 &&
			     pthread_create(thread, &attr, run, arg) == 0;
	pthread_attr_destroy(&attr);
	return started;
}
