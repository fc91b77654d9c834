/*
 * strbuf.c - growable text buffers.
 */
#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_init(struct strbuf *sb)
{
	struct strbuf empty = STRBUF_INIT;
	*sb = empty;
}

void sb_release(struct strbuf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	sb_init(sb);
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->alloc)
		sb->buf[0] = '\0';
	sb->failed = false;
}

void sb_truncate(struct strbuf *sb, size_t len)
{
	if (len < sb->len) {
		sb->len = len;
		sb->buf[len] = '\0'; /* len < sb->len: the buffer is allocated */
	}
}

/* Makes room for n more bytes and the terminator. */
static bool room_for(struct strbuf *sb, size_t n)
{
	if (sb->failed)
		return false;
	if (n < sb->alloc - sb->len && sb->alloc)
		return true;
	size_t want = sb->alloc ? sb->alloc : 64;
	while (want - sb->len <= n) {
		if (want > ((size_t)-1) / 4) {
			sb->failed = true;
			return false;
		}
		want *= 2;
	}
	char *bigger = realloc(sb->alloc ? sb->buf : NULL, want);
	if (!bigger) {
		sb->failed = true;
		return false;
	}
	if (!sb->alloc)
		bigger[0] = '\0';
	sb->buf = bigger;
	sb->alloc = want;
	return true;
}

bool sb_reserve(struct strbuf *sb, size_t n)
{
	return room_for(sb, n);
}

void sb_add(struct strbuf *sb, const char *data, size_t n)
{
	/* Nothing to add needs no memory, which may be short. */
	if (n == 0 || !room_for(sb, n))
		return;
	memcpy(sb->buf + sb->len, data, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void sb_adds(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_addc(struct strbuf *sb, char c)
{
	sb_add(sb, &c, 1);
}

void sb_addf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n <= 0 || !room_for(sb, (size_t)n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->buf + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

void sb_rtrim(struct strbuf *sb)
{
	while (sb->len && (sb->buf[sb->len - 1] == '\n' || sb->buf[sb->len - 1] == ' '))
		sb->len--;
	if (sb->alloc)
		sb->buf[sb->len] = '\0';
}
