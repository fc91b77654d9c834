/*
 * json.h - a reader of JSON text (RFC 8259), one token at a time, made to
 * take untrusted input: it allocates nothing, has no recursion, keeps a
 * fixed amount of state, and reads each byte once. A leaf module: it knows
 * no Go; the rules read KataGo's JSON form through it (rules.h).
 *
 * The reader checks the whole grammar of the RFC: one value, with white
 * space (space, tab, line feed, carriage return, nothing else) around and
 * between tokens; objects, arrays, strings, numbers and the literals true,
 * false and null. Beyond the RFC's grammar, as I-JSON (RFC 7493) asks, it
 * refuses text that is not UTF-8 and escapes of lone surrogates (\uD800 to
 * \uDFFF not in a pair). Nesting is limited to JSON_MAX_DEPTH. Duplicate
 * names are the caller's to refuse: the reader knows no names but the one
 * it is reading.
 *
 * A string (a value or an object's name) comes decoded, every escape
 * resolved (\uXXXX and surrogate pairs into UTF-8): its first JSON_KEPT
 * bytes are kept in the token, the rest only counted, since callers compare
 * strings with short names and quote them in messages. A number comes as
 * its span of the text, which the grammar has checked.
 *
 * After the first error every call answers JSON_ERROR again, with the same
 * reason and offset.
 */
#ifndef ISHI_JSON_H
#define ISHI_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum json_kind {
	JSON_ERROR,      /* the text breaks the grammar: see json_reader.error */
	JSON_END,        /* the value and the white space after it are read */
	JSON_OBJECT,     /* '{' */
	JSON_OBJECT_END, /* '}' */
	JSON_ARRAY,      /* '[' */
	JSON_ARRAY_END,  /* ']' */
	JSON_NAME,       /* a member's name (its ':' is read with it) */
	JSON_STRING,
	JSON_NUMBER,
	JSON_TRUE,
	JSON_FALSE,
	JSON_NULL,
};

enum {
	JSON_MAX_DEPTH = 64, /* objects and arrays open at once */
	JSON_KEPT = 64,      /* bytes of a decoded string a token keeps */
};

struct json_token {
	enum json_kind kind;
	size_t at;     /* the offset of its first byte in the text */
	size_t length; /* of its text: a string's with its quotes and escapes */
	/* A name or a string, decoded: its first JSON_KEPT bytes and a NUL
	 * after them (the string may hold NULs of its own: \u0000), and the
	 * length of the whole. */
	char string[JSON_KEPT + 1];
	size_t string_length;
};

struct json_reader {
	const char *text;
	size_t length, at;
	uint64_t objects;  /* bit d: whether the container at depth d + 1 is an object */
	int depth;         /* objects and arrays open */
	int expect;        /* what the grammar allows next (json.c) */
	const char *error; /* after JSON_ERROR: what is wrong, a phrase */
	size_t error_at;   /* and the offset of the byte where it is */
};

/* Starts reading text, length bytes of any kind (NULs too). */
void json_begin(struct json_reader *r, const char *text, size_t length);

/* Reads the next token into *t and returns its kind: the tokens of the
 * value in order, then JSON_END (again at every later call), or JSON_ERROR
 * where the text breaks the grammar. */
enum json_kind json_next(struct json_reader *r, struct json_token *t);

#endif
