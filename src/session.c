/*
 * session.c - one command line in, one framed response out.
 */
#include "session.h"

#include "commands.h"

#include <string.h>

bool session_init(struct session *s, const struct engine_options *o)
{
	memset(s, 0, sizeof(*s));
	sb_init(&s->reply.text);
	sb_init(&s->reply.diagnostics);
	if (!sb_reserve(&s->reply.text, SESSION_REPLY_ROOM) ||
	    !sb_reserve(&s->reply.diagnostics, SESSION_DIAGNOSTICS_ROOM) ||
	    !engine_init(&s->engine, o)) {
		sb_release(&s->reply.text);
		sb_release(&s->reply.diagnostics);
		return false;
	}
	return true;
}

void session_free(struct session *s)
{
	engine_free(&s->engine);
	gtp_command_free(&s->command);
	sb_release(&s->reply.text);
	sb_release(&s->reply.diagnostics);
}

/* Editors on some systems start a saved script with a UTF-8 byte order
 * mark; it is not part of the first command. */
static size_t skip_bom(struct session *s, const char *line, size_t len)
{
	bool first = !s->started;
	s->started = true;
	return first && len >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
}

bool session_handle_long_line(struct session *s, char *head, size_t len, const char *why,
			      struct strbuf *out, struct strbuf *err)
{
	/* A comment in the head holds all the rest: the command is whole. */
	if (memchr(head, '#', len))
		return session_handle_line(s, head, len, out, err);
	size_t bom = skip_bom(s, head, len);
	len = gtp_preprocess(head + bom, len - bom);
	/* The head ends anywhere, perhaps inside a number: only tokens
	 * before its last space are whole. */
	char *line = head + bom;
	while (len > 0 && line[len - 1] != ' ')
		len--;
	struct gtp_command *cmd = &s->command;
	cmd->has_id = false;
	if (len > 0) {
		line[len - 1] = '\0';
		if (!gtp_parse(line, cmd))
			cmd->has_id = false;
	}
	gtp_frame(out, false, cmd, why);
	return true;
}

bool session_idle(struct session *s)
{
	const bool due = s->engine.ponder_due;
	engine_ponder(&s->engine); /* out of memory: nothing lost, nothing to say */
	return due && s->engine.ponder;
}

bool session_handle_line(struct session *s, char *line, size_t len, struct strbuf *out,
			 struct strbuf *err)
{
	size_t bom = skip_bom(s, line, len);
	line += bom;
	len -= bom;
	if (gtp_preprocess(line, len) == 0)
		return false;
	/* The reply's buffers keep their memory, and so their room. */
	struct reply *r = &s->reply;
	r->ok = r->quit = r->streaming = false;
	sb_reset(&r->text);
	sb_reset(&r->diagnostics);
	struct gtp_command *cmd = &s->command;
	r->stream = out;
	r->stream_err = err;
	r->command = cmd;
	if (!gtp_parse(line, cmd)) {
		cmd_fail(r, "out of memory");
	} else if (cmd->error) {
		cmd_fail(r, cmd->error);
	} else {
		const struct command *c = cmd_find(cmd->name);
		if (!c)
			cmd_fail(r, "unknown command");
		else
			r->ok = c->run(&s->engine, cmd->argc, cmd->argv, r);
	}
	/* Only an answer that changes nothing can be too long for the room,
	 * and the message fits in it. */
	if (r->text.failed)
		r->ok = cmd_fail(r, "out of memory");
	if (r->streaming) {
		/* The head said success: a failure since goes to stderr. */
		if (!r->ok)
			sb_addf(&r->diagnostics, "ishi: %s\n", r->text.buf);
		else if (r->text.len)
			sb_addf(out, "%s\n", r->text.buf);
		sb_addc(out, '\n');
	} else {
		gtp_frame(out, r->ok, cmd, r->text.buf);
	}
	sb_add(err, r->diagnostics.buf, r->diagnostics.len);
	s->quit |= r->ok && r->quit;
	return true;
}
