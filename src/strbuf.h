/*
 * strbuf.h - growable, always NUL-terminated text buffers.
 *
 * A buffer that fails to grow keeps what it had and sets `failed`, so callers
 * can write freely and check once at the end. Adding nothing never
 * allocates, and so never fails.
 */
#ifndef ISHI_STRBUF_H
#define ISHI_STRBUF_H

#include <stdbool.h>
#include <stddef.h>

struct strbuf {
	char *buf; /* "" until something is added */
	size_t len;
	size_t alloc;
	bool failed;
};

#define STRBUF_INIT                                                                                \
	{                                                                                          \
		(char *)"", 0, 0, false                                                            \
	}

void sb_init(struct strbuf *sb);
void sb_release(struct strbuf *sb);
/* Empties the buffer, keeping its memory (and so any room reserved). */
void sb_reset(struct strbuf *sb);
/* Cuts the text back to its first len bytes (nothing if it is shorter),
 * keeping `failed` as it is. */
void sb_truncate(struct strbuf *sb, size_t len);
/* Makes room for n more bytes, so that adding up to n bytes cannot fail;
 * false, setting `failed`, if memory ran out. */
bool sb_reserve(struct strbuf *sb, size_t n);
void sb_add(struct strbuf *sb, const char *data, size_t n);
void sb_adds(struct strbuf *sb, const char *s);
void sb_addc(struct strbuf *sb, char c);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void sb_addf(struct strbuf *sb, const char *fmt, ...);
/* Removes trailing newlines and spaces. */
void sb_rtrim(struct strbuf *sb);

#endif
