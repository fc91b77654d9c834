/*
 * json.c - a reader of JSON text, one token at a time: the grammar as a
 * state (what may come next) and a stack of one bit per open container.
 */
#include "json.h"

#include <string.h>

/* What the grammar allows next. */
enum expect {
	EXPECT_VALUE,          /* at the start, after ':' or after ',' in an array */
	EXPECT_VALUE_OR_CLOSE, /* after '[' */
	EXPECT_NAME,           /* after ',' in an object */
	EXPECT_NAME_OR_CLOSE,  /* after '{' */
	EXPECT_AFTER,          /* after a value in a container: ',' or its close */
	EXPECT_DONE,           /* after the value: white space only */
	EXPECT_FAILED,
};

void json_begin(struct json_reader *r, const char *text, size_t length)
{
	r->text = text;
	r->length = length;
	r->at = 0;
	r->objects = 0;
	r->depth = 0;
	r->expect = EXPECT_VALUE;
	r->error = NULL;
	r->error_at = 0;
}

static enum json_kind fail(struct json_reader *r, size_t at, const char *why)
{
	r->expect = EXPECT_FAILED;
	r->error = why;
	r->error_at = at;
	return JSON_ERROR;
}

/* The four bytes RFC 8259 counts as white space. */
static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool in_object(const struct json_reader *r)
{
	return (r->objects >> (r->depth - 1)) & 1;
}

/* What follows a complete value: the rest of its container, or nothing. */
static void after_value(struct json_reader *r)
{
	r->expect = r->depth ? EXPECT_AFTER : EXPECT_DONE;
}

/* Appends one decoded byte: kept while there is room, always counted. */
static void put(struct json_token *t, unsigned char byte)
{
	if (t->string_length < JSON_KEPT)
		t->string[t->string_length] = (char)byte;
	t->string_length++;
}

/* Appends a code point (at most U+10FFFF, no surrogate) as UTF-8. */
static void put_code_point(struct json_token *t, uint32_t cp)
{
	if (cp < 0x80) {
		put(t, (unsigned char)cp);
	} else if (cp < 0x800) {
		put(t, (unsigned char)(0xC0 | cp >> 6));
		put(t, (unsigned char)(0x80 | (cp & 0x3F)));
	} else if (cp < 0x10000) {
		put(t, (unsigned char)(0xE0 | cp >> 12));
		put(t, (unsigned char)(0x80 | ((cp >> 6) & 0x3F)));
		put(t, (unsigned char)(0x80 | (cp & 0x3F)));
	} else {
		put(t, (unsigned char)(0xF0 | cp >> 18));
		put(t, (unsigned char)(0x80 | ((cp >> 12) & 0x3F)));
		put(t, (unsigned char)(0x80 | ((cp >> 6) & 0x3F)));
		put(t, (unsigned char)(0x80 | (cp & 0x3F)));
	}
}

/* The bytes of the UTF-8 sequence at s (n bytes left), 0 if it is not
 * well formed: no overlong form, no surrogate, nothing above U+10FFFF
 * (the Unicode standard's table 3-7). */
static size_t utf8_sequence(const unsigned char *s, size_t n)
{
	const unsigned char c = s[0];
	size_t length;
	unsigned char low = 0x80, high = 0xBF; /* the second byte's range */
	if (c >= 0xC2 && c <= 0xDF)
		length = 2;
	else if (c >= 0xE0 && c <= 0xEF)
		length = 3;
	else if (c >= 0xF0 && c <= 0xF4)
		length = 4;
	else
		return 0;
	if (c == 0xE0)
		low = 0xA0; /* below: overlong */
	else if (c == 0xED)
		high = 0x9F; /* above: a surrogate */
	else if (c == 0xF0)
		low = 0x90; /* below: overlong */
	else if (c == 0xF4)
		high = 0x8F; /* above: beyond U+10FFFF */
	if (n < length || s[1] < low || s[1] > high)
		return 0;
	for (size_t i = 2; i < length; i++)
		if (s[i] < 0x80 || s[i] > 0xBF)
			return 0;
	return length;
}

/* The value of the four hex digits at s (n bytes left), or -1. */
static long hex4(const char *s, size_t n)
{
	if (n < 4)
		return -1;
	long v = 0;
	for (int i = 0; i < 4; i++) {
		const char c = s[i];
		const int d = is_digit(c)            ? c - '0'
			      : c >= 'a' && c <= 'f' ? c - 'a' + 10
			      : c >= 'A' && c <= 'F' ? c - 'A' + 10
						     : -1;
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* The escape at text[*i] (a backslash), decoded into t; moves *i past it. */
static bool escape(struct json_reader *r, size_t *i, struct json_token *t)
{
	static const char plain[] = "\"\\/bfnrt", decoded[] = "\"\\/\b\f\n\r\t";
	const size_t at = *i, left = r->length - at;
	const char e = left >= 2 ? r->text[at + 1] : '\0';
	const char *which = e ? strchr(plain, e) : NULL;
	if (which) {
		put(t, (unsigned char)decoded[which - plain]);
		*i = at + 2;
		return true;
	}
	if (e != 'u') {
		fail(r, at, "a bad escape: \\ then one of \"\\/bfnrtu");
		return false;
	}
	const long u = hex4(r->text + at + 2, left - 2);
	if (u < 0) {
		fail(r, at, "\\u needs four hex digits");
		return false;
	}
	uint32_t cp = (uint32_t)u;
	*i = at + 6;
	if (cp >= 0xD800 && cp <= 0xDFFF) {
		/* A surrogate stands only as the first of a pair, each escaped:
		 * UTF-16's way of writing a code point above U+FFFF. */
		const long low = left >= 12 && r->text[at + 6] == '\\' && r->text[at + 7] == 'u'
					 ? hex4(r->text + at + 8, left - 8)
					 : -1;
		if (cp > 0xDBFF || low < 0xDC00 || low > 0xDFFF) {
			fail(r, at, "a lone surrogate (\\uD800 to \\uDFFF outside a pair)");
			return false;
		}
		cp = 0x10000 + ((cp - 0xD800) << 10) + ((uint32_t)low - 0xDC00);
		*i = at + 12;
	}
	put_code_point(t, cp);
	return true;
}

/* The string at text[r->at] (its opening quote), decoded into t. */
static bool string(struct json_reader *r, struct json_token *t)
{
	const unsigned char *s = (const unsigned char *)r->text;
	size_t i = r->at + 1;
	t->string_length = 0;
	for (;;) {
		if (i == r->length) {
			fail(r, r->at, "a string without its closing quote");
			return false;
		}
		const unsigned char c = s[i];
		if (c == '"')
			break;
		if (c < 0x20) {
			fail(r, i, "a control character in a string (escape it)");
			return false;
		}
		if (c == '\\') {
			if (!escape(r, &i, t))
				return false;
		} else if (c < 0x80) {
			put(t, c);
			i++;
		} else {
			const size_t n = utf8_sequence(s + i, r->length - i);
			if (n == 0) {
				fail(r, i, "a string that is not UTF-8");
				return false;
			}
			for (size_t k = 0; k < n; k++)
				put(t, s[i + k]);
			i += n;
		}
	}
	t->string[t->string_length < JSON_KEPT ? t->string_length : JSON_KEPT] = '\0';
	t->length = i + 1 - r->at;
	r->at = i + 1;
	return true;
}

/* The digits at text[*i], at least one, moving *i past them. */
static bool digits(const struct json_reader *r, size_t *i)
{
	const size_t start = *i;
	while (*i < r->length && is_digit(r->text[*i]))
		++*i;
	return *i > start;
}

/* The number at text[r->at]: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static enum json_kind number(struct json_reader *r, struct json_token *t)
{
	const char *s = r->text;
	size_t i = r->at;
	if (s[i] == '-')
		i++;
	if (i < r->length && s[i] == '0') {
		if (++i < r->length && is_digit(s[i]))
			return fail(r, i, "a number with a leading zero");
	} else if (!digits(r, &i)) {
		return fail(r, i, "a number needs a digit after its '-'");
	}
	if (i < r->length && s[i] == '.' && (++i, !digits(r, &i)))
		return fail(r, i, "a number needs digits after its '.'");
	if (i < r->length && (s[i] == 'e' || s[i] == 'E')) {
		if (++i < r->length && (s[i] == '+' || s[i] == '-'))
			i++;
		if (!digits(r, &i))
			return fail(r, i, "a number needs digits in its exponent");
	}
	t->length = i - r->at;
	r->at = i;
	after_value(r);
	return JSON_NUMBER;
}

/* true, false or null at text[r->at]. */
static enum json_kind literal(struct json_reader *r, struct json_token *t)
{
	static const struct {
		const char *text;
		enum json_kind kind;
	} literals[] = {{"true", JSON_TRUE}, {"false", JSON_FALSE}, {"null", JSON_NULL}};
	for (size_t k = 0; k < sizeof(literals) / sizeof(literals[0]); k++) {
		const size_t n = strlen(literals[k].text);
		if (r->length - r->at >= n && memcmp(r->text + r->at, literals[k].text, n) == 0) {
			t->length = n;
			r->at += n;
			after_value(r);
			return literals[k].kind;
		}
	}
	return fail(r, r->at, "a literal that is not true, false or null");
}

/* Opens an object or an array at text[r->at]. */
static enum json_kind open_container(struct json_reader *r, struct json_token *t, bool object)
{
	if (r->depth == JSON_MAX_DEPTH)
		return fail(r, r->at, "objects and arrays nested more than 64 deep");
	r->objects = (r->objects & ~((uint64_t)1 << r->depth)) | (uint64_t)object << r->depth;
	r->depth++;
	r->at++;
	t->length = 1;
	r->expect = object ? EXPECT_NAME_OR_CLOSE : EXPECT_VALUE_OR_CLOSE;
	return object ? JSON_OBJECT : JSON_ARRAY;
}

static enum json_kind close_container(struct json_reader *r, struct json_token *t)
{
	const bool object = in_object(r);
	r->depth--;
	r->at++;
	t->length = 1;
	after_value(r);
	return object ? JSON_OBJECT_END : JSON_ARRAY_END;
}

static enum json_kind value(struct json_reader *r, struct json_token *t)
{
	const char c = r->text[r->at];
	if (c == '{' || c == '[')
		return open_container(r, t, c == '{');
	if (c == '"') {
		if (!string(r, t))
			return JSON_ERROR;
		after_value(r);
		return JSON_STRING;
	}
	if (c == '-' || is_digit(c))
		return number(r, t);
	if (c == 't' || c == 'f' || c == 'n')
		return literal(r, t);
	if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'')
		return fail(r, r->at, "a value was expected (a string needs double quotes)");
	return fail(r, r->at, "a value was expected");
}

/* A member's name and the ':' after it. */
static enum json_kind name(struct json_reader *r, struct json_token *t)
{
	if (r->text[r->at] != '"')
		return fail(r, r->at, "a name in double quotes was expected");
	if (!string(r, t))
		return JSON_ERROR;
	while (r->at < r->length && is_space(r->text[r->at]))
		r->at++;
	if (r->at == r->length || r->text[r->at] != ':')
		return fail(r, r->at, "':' was expected after the name");
	r->at++;
	r->expect = EXPECT_VALUE;
	return JSON_NAME;
}

/* Where the text ended too soon, what it lacks. */
static enum json_kind ended(struct json_reader *r)
{
	if (r->depth == 0)
		return fail(r, r->at, "no value: the text is empty");
	return fail(r, r->at,
		    in_object(r) ? "the text ends before the object's '}'"
				 : "the text ends before the array's ']'");
}

enum json_kind json_next(struct json_reader *r, struct json_token *t)
{
	t->length = 0;
	t->string_length = 0;
	t->string[0] = '\0';
	for (;;) {
		if (r->expect == EXPECT_FAILED) {
			t->at = r->error_at;
			return t->kind = JSON_ERROR;
		}
		while (r->at < r->length && is_space(r->text[r->at]))
			r->at++;
		t->at = r->at;
		if (r->at == r->length) {
			if (r->expect == EXPECT_DONE)
				return t->kind = JSON_END;
			return t->kind = ended(r);
		}
		const char c = r->text[r->at];
		switch ((enum expect)r->expect) {
		case EXPECT_VALUE_OR_CLOSE:
			if (c == ']')
				return t->kind = close_container(r, t);
			return t->kind = value(r, t);
		case EXPECT_VALUE:
			return t->kind = value(r, t);
		case EXPECT_NAME_OR_CLOSE:
			if (c == '}')
				return t->kind = close_container(r, t);
			return t->kind = name(r, t);
		case EXPECT_NAME:
			return t->kind = name(r, t);
		case EXPECT_AFTER:
			if (c == ',') {
				/* Not a token: what it allows next is. */
				r->at++;
				r->expect = in_object(r) ? EXPECT_NAME : EXPECT_VALUE;
				continue;
			}
			if (c == (in_object(r) ? '}' : ']'))
				return t->kind = close_container(r, t);
			return t->kind = fail(r, r->at,
					      in_object(r) ? "',' or '}' was expected"
							   : "',' or ']' was expected");
		case EXPECT_DONE:
			return t->kind = fail(r, r->at, "the text goes on after the value");
		case EXPECT_FAILED:
			break;
		}
		return t->kind = JSON_ERROR;
	}
}
