/*
 * main.c - the only file that touches stdin, stdout and stderr.
 *
 * Reads GTP lines of any length (up to a sanity bound far above any real
 * command), hands each to the engine, and writes each response whole.
 * Responses are flushed before the engine waits for input, so a controller
 * always has every answer to what it sent; commands piped in a batch are
 * answered with one write for many. EOF ends the engine with status 0.
 *
 * The input stays live while a command thinks (think.h): the engine asks
 * input_news between batches of its work, which flushes the answers
 * before it, polls stdin without waiting and reads what came into a buffer
 * of its own (the line being handled lives in the main one, which must not
 * move under it), so that the next line stops the think. Commands still
 * run one at a time, in order: that line is handled once the think has
 * stopped and its command answered.
 */
#include "cmdline.h"
#include "options.h"
#include "session.h"
#include "utc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#ifndef ISHI_VERSION
#define ISHI_VERSION "0"
#endif

/* A line longer than this is answered with an error, not buffered. */
/* Input is read in chunks; answers to batched input are written once they
 * reach FLUSH_AT bytes, or before waiting for more input. */
enum { MAX_LINE = 16 << 20, READ_CHUNK = 4096, FLUSH_AT = 16384 };

struct input {
	int fd;
	char *buf;
	size_t start, end, alloc;
	bool eof;
	/* Read while a command ran, to go after buf's contents once it has
	 * ended; late_line: a newline among it. */
	struct strbuf late;
	bool late_line;
};

/* Reads more input at the end of the buffer; false at EOF or error. */
static bool fill(struct input *in)
{
	if (in->start > 0 && in->start == in->end)
		in->start = in->end = 0;
	if (in->alloc - in->end < READ_CHUNK) {
		if (in->start > 0) {
			memmove(in->buf, in->buf + in->start, in->end - in->start);
			in->end -= in->start;
			in->start = 0;
		}
		if (in->alloc - in->end < READ_CHUNK) {
			size_t want = in->alloc ? 2 * in->alloc : 2 * READ_CHUNK;
			char *bigger = realloc(in->buf, want);
			if (!bigger)
				return false;
			in->buf = bigger;
			in->alloc = want;
		}
	}
	for (;;) {
		ssize_t n = read(in->fd, in->buf + in->end, in->alloc - in->end - 1);
		if (n > 0) {
			in->end += (size_t)n;
			return true;
		}
		if (n < 0 && errno == EINTR)
			continue;
		in->eof = true;
		return false;
	}
}

/* Appends what was read while a command ran to the buffer. False if
 * memory ran out. */
static bool take_late(struct input *in)
{
	if (in->late.failed)
		return false;
	const size_t n = in->late.len;
	if (n == 0)
		return true;
	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (in->alloc - in->end < n + 1) {
		size_t want = in->alloc ? in->alloc : 2 * READ_CHUNK;
		while (want - in->end < n + 1)
			want *= 2;
		char *bigger = realloc(in->buf, want);
		if (!bigger)
			return false;
		in->buf = bigger;
		in->alloc = want;
	}
	memcpy(in->buf + in->end, in->late.buf, n);
	in->end += n;
	sb_reset(&in->late);
	in->late_line = false;
	return true;
}

/* Whether a whole line is buffered. */
static char *buffered_newline(const struct input *in)
{
	return memchr(in->buf + in->start, '\n', in->end - in->start);
}

static bool write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, data, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		data += n;
		len -= (size_t)n;
	}
	return true;
}

/* What the loop and a thinking command share: the input, the answers not
 * yet written, and the exit status. */
struct io {
	struct input in;
	struct strbuf out, err;
	size_t written; /* bytes of out written so far, for the log's place in it */
	int status;     /* 1 once a write failed or memory ran out */
	/* --log: the answer of the command running is logged from
	 * answer_from (counted as `written` is) as it goes out, so that a
	 * streamed one is logged too. */
	FILE *log;
	bool answering;
	size_t answer_from;
};

static void log_answer(struct io *io);

/* Writes the answers held; false (and status 1) if the write failed. */
static bool flush_out(struct io *io)
{
	/* An answer memory cut short (a stream's line) is not sent: the loop
	 * stops on the mark, which stays. */
	if (io->out.failed) {
		io->status = 1;
		return false;
	}
	if (io->out.len && !write_all(1, io->out.buf, io->out.len))
		io->status = 1;
	io->written += io->out.len;
	sb_reset(&io->out);
	return io->status == 0;
}

/* think_input.poll: what came for a command that thinks: a whole line, a
 * line too long to keep, or the end of input (NEWS_LINE); or the answers
 * could not be written (NEWS_GONE). Flushes the answers before the command
 * first, so that the controller has them while it thinks; reads what is
 * there without waiting, into the late buffer. */
static enum think_news input_news(void *arg)
{
	struct io *io = arg;
	struct input *in = &io->in;
	log_answer(io);
	if (!flush_out(io))
		return NEWS_GONE;
	/* What a thinking command shows on stderr (GoGui's live graphics). */
	if (io->err.len) {
		write_all(2, io->err.buf, io->err.len);
		sb_reset(&io->err);
	}
	if (in->eof || in->late_line || buffered_newline(in) || in->late.len > MAX_LINE)
		return NEWS_LINE;
	for (;;) {
		struct pollfd ready = {.fd = in->fd, .events = POLLIN};
		const int n = poll(&ready, 1, 0);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return NEWS_NONE;
		char chunk[READ_CHUNK];
		const ssize_t got = read(in->fd, chunk, sizeof(chunk));
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			in->eof = true;
			return NEWS_LINE;
		}
		sb_add(&in->late, chunk, (size_t)got);
		if (memchr(chunk, '\n', (size_t)got))
			in->late_line = true;
		if (in->late_line || in->late.len > MAX_LINE || in->late.failed)
			return NEWS_LINE;
	}
}

/* A seed nobody chose: from the OS, else from the clock and process id. */
static uint64_t fresh_seed(void)
{
	uint64_t seed = 0;
	int fd = open("/dev/urandom", O_RDONLY);
	if (fd >= 0) {
		ssize_t n = read(fd, &seed, sizeof(seed));
		close(fd);
		if (n == (ssize_t)sizeof(seed))
			return seed;
	}
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000007u ^ (uint64_t)ts.tv_nsec ^ (uint64_t)getpid() << 32;
}

/* Appends traffic to the log, one protocol line per log line, each stamped
 * with the UTC time to the microsecond and its direction: "<" read from
 * the controller, ">" written to it. Control characters are shown escaped
 * (\r, \t, \xNN), since a stray one is what people debug with a log. */
static void log_traffic(FILE *log, const char *direction, const char *text, size_t len)
{
	if (!log)
		return;
	struct timeval tv;
	gettimeofday(&tv, NULL);
	char stamp[UTC_STAMP_SIZE];
	utc_stamp(tv.tv_sec, stamp);
	/* Every line, the empty ones too: they end responses, and a controller
	 * may send them. */
	for (size_t i = 0;; i++) {
		fprintf(log, "%s.%06ld %s ", stamp, (long)tv.tv_usec, direction);
		for (; i < len && text[i] != '\n'; i++) {
			unsigned char c = (unsigned char)text[i];
			if (c == '\r')
				fputs("\\r", log);
			else if (c == '\t')
				fputs("\\t", log);
			else if (c < 32 || c == 127)
				fprintf(log, "\\x%02x", c);
			else
				putc(c, log);
		}
		putc('\n', log);
		if (i + 1 >= len)
			break;
	}
	fflush(log);
}

/* Logs what of the running command's answer is in io->out and not logged
 * yet. */
static void log_answer(struct io *io)
{
	if (!io->log || !io->answering)
		return;
	const size_t from = io->answer_from > io->written ? io->answer_from - io->written : 0;
	if (from < io->out.len)
		log_traffic(io->log, ">", io->out.buf + from, io->out.len - from);
	io->answer_from = io->written + io->out.len;
}

int main(int argc, char **argv)
{
	struct cli cli;
	struct strbuf text = STRBUF_INIT;
	int early = -1; /* the exit status when the options say not to run */
	switch (options_parse(argc, argv, &cli, &text)) {
	case OPTIONS_HELP:
		options_help(&text);
		fputs(text.buf, stdout);
		early = 0;
		break;
	case OPTIONS_VERSION:
		puts("ishi " ISHI_VERSION);
		early = 0;
		break;
	case OPTIONS_ERROR:
		fprintf(stderr, "ishi: %s\n", text.buf);
		early = 2;
		break;
	case OPTIONS_RUN:
		break;
	}
	sb_release(&text);
	if (early >= 0)
		return early;
	if (!cli.engine.seed_given)
		cli.engine.seed = fresh_seed();
	FILE *log = NULL;
	if (cli.log_path && !(log = fopen(cli.log_path, "a"))) {
		const char *why = strerror(errno);
		char quoted[CMDLINE_QUOTE_SIZE];
		fprintf(stderr, "ishi: cannot open log file %s: %s\n",
			cmdline_quote(cli.log_path, quoted), why);
		return 2;
	}
	/* A controller that goes away must not kill us mid-write. */
	signal(SIGPIPE, SIG_IGN);

	struct session *s = malloc(sizeof(*s));
	if (!s || !session_init(s, &cli.engine)) {
		/* session_init frees what it allocated before it failed. */
		fputs("ishi: out of memory\n", stderr);
		free(s);
		if (log)
			fclose(log);
		return 1;
	}
	if (cli.engine.verbose)
		fprintf(stderr, "ishi %s: seed %llu\n", ISHI_VERSION,
			(unsigned long long)s->engine.seed);

	struct io io = {
		.in = {.fd = 0, .late = STRBUF_INIT}, .out = STRBUF_INIT, .err = STRBUF_INIT};
	io.log = log;
	const struct think_input watch = {input_news, &io};
	engine_set_input(&s->engine, &watch);
	struct input *in = &io.in;
	bool skipping = false;       /* inside a line that cannot be kept */
	const char *skip_why = NULL; /* why not: too long, or memory */
	char head[64];               /* its start, for the id of the error */
	size_t head_len = 0;
	while (!s->quit && io.status == 0) {
		char *newline = in->end > in->start ? buffered_newline(in) : NULL;
		if (!newline && !in->eof) {
			/* About to wait: everyone must have their answers. */
			if (!flush_out(&io))
				break;
			/* Meanwhile the search may ponder, until input comes; what
			 * it read goes after what was there. */
			if (session_idle(s) && io.status == 0) {
				if (!take_late(in)) {
					fputs("ishi: out of memory\n", stderr);
					io.status = 1;
					break;
				}
				continue;
			}
			const char *why = in->end - in->start > MAX_LINE ? "line too long" : NULL;
			if (!why && !fill(in) && !in->eof) {
				if (in->start == in->end) {
					fputs("ishi: out of memory\n", stderr);
					io.status = 1;
					break;
				}
				why = "out of memory"; /* no room for more of this line */
			}
			if (why) {
				if (!skipping) {
					skip_why = why;
					head_len = in->end - in->start;
					if (head_len > sizeof(head) - 1)
						head_len = sizeof(head) - 1;
					memcpy(head, in->buf + in->start, head_len);
				}
				skipping = true;
				in->start = in->end;
			}
			continue;
		}
		if (!newline && in->start == in->end && !skipping)
			break; /* EOF after the last line */
		char *line = in->buf + in->start;
		size_t len = newline ? (size_t)(newline - line) : in->end - in->start;
		in->start += len + (newline != NULL);
		line[len] = '\0';
		if (len > MAX_LINE && !skipping) {
			/* One read can bring a whole line above the bound (from a
			 * file, reads are as large as the buffer): the bound holds
			 * however the line came. */
			head_len = sizeof(head) - 1;
			memcpy(head, line, head_len);
			skipping = true;
			skip_why = "line too long";
		}
		/* Where the answer starts, counted from the first byte ever
		 * answered: a command that thinks writes what was held before
		 * it (input_news), which moves its answer in io.out, and a
		 * streamed answer goes out in parts. */
		io.answering = true;
		io.answer_from = io.written + io.out.len;
		bool answered;
		if (skipping) {
			skipping = false;
			static const char not_kept[] = "(a line too long to keep)";
			log_traffic(log, "<", not_kept, sizeof(not_kept) - 1);
			answered = session_handle_long_line(s, head, head_len, skip_why, &io.out,
							    &io.err);
		} else {
			log_traffic(log, "<", line, len);
			answered = session_handle_line(s, line, len, &io.out, &io.err);
		}
		if (answered)
			log_answer(&io);
		io.answering = false;
		if (io.out.failed || io.err.failed) {
			/* An answer that could not be kept: the controller would
			 * wait for it for ever. */
			fputs("ishi: out of memory\n", stderr);
			io.status = 1;
			break;
		}
		if (io.err.len) {
			write_all(2, io.err.buf, io.err.len);
			sb_reset(&io.err);
		}
		/* What a thinking command read goes after what was there. */
		if (!take_late(in)) {
			fputs("ishi: out of memory\n", stderr);
			io.status = 1;
		}
		if (io.out.len >= FLUSH_AT)
			flush_out(&io);
	}
	if (io.status == 0)
		flush_out(&io);
	session_free(s);
	free(s);
	free(in->buf);
	sb_release(&in->late);
	sb_release(&io.out);
	sb_release(&io.err);
	if (log)
		fclose(log);
	return io.status;
}
