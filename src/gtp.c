/*
 * gtp.c - preprocessing, parsing and framing.
 */
#include "gtp.h"

#include "grow.h"

#include <stdlib.h>
#include <string.h>

size_t gtp_preprocess(char *line, size_t len)
{
	size_t out = 0;
	bool blank = true;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)line[i];
		if (c == '#')
			break;
		if (c == '\t')
			c = ' ';
		else if (c < 32 || c == 127)
			continue;
		blank &= c == ' ';
		line[out++] = (char)c;
	}
	line[out] = '\0';
	return blank ? 0 : out;
}

static bool push_arg(struct gtp_command *cmd, char *arg)
{
	void *argv = cmd->argv;
	bool ok = grow(&argv, &cmd->argv_alloc, (size_t)cmd->argc + 1, sizeof(char *));
	cmd->argv = argv;
	if (ok)
		cmd->argv[cmd->argc++] = arg;
	return ok;
}

/* The next space-separated token from *cursor, NUL-terminated in place. */
static char *next_token(char **cursor)
{
	char *s = *cursor;
	while (*s == ' ')
		s++;
	if (!*s) {
		*cursor = s;
		return NULL;
	}
	char *start = s;
	while (*s && *s != ' ')
		s++;
	if (*s)
		*s++ = '\0';
	*cursor = s;
	return start;
}

bool gtp_parse(char *line, struct gtp_command *cmd)
{
	cmd->has_id = false;
	cmd->id = 0;
	cmd->error = NULL;
	cmd->name = NULL;
	cmd->argc = 0;
	char *cursor = line;
	char *token = next_token(&cursor);
	uint64_t id;
	const enum number_read read =
		token ? number_digits(token, GTP_MAX_ID, &id) : NUMBER_MALFORMED;
	if (read == NUMBER_TOO_BIG) {
		cmd->error = "id out of range";
		return true;
	}
	if (read == NUMBER_OK) {
		cmd->has_id = true;
		cmd->id = (long)id;
		token = next_token(&cursor);
	}
	if (!token) {
		cmd->error = "empty command";
		return true;
	}
	cmd->name = token;
	while ((token = next_token(&cursor)))
		if (!push_arg(cmd, token))
			return false;
	return true;
}

void gtp_command_free(struct gtp_command *cmd)
{
	free(cmd->argv);
	cmd->argv = NULL;
	cmd->argc = cmd->argv_alloc = 0;
}

void gtp_frame(struct strbuf *out, bool success, const struct gtp_command *cmd, const char *text)
{
	sb_addc(out, success ? '=' : '?');
	if (cmd->has_id)
		sb_addf(out, "%ld", cmd->id);
	sb_addc(out, ' ');
	size_t len = strlen(text);
	while (len && (text[len - 1] == '\n' || text[len - 1] == ' '))
		len--;
	for (size_t i = 0; i < len; i++) {
		sb_addc(out, text[i]);
		if (text[i] == '\n' && i + 1 < len && text[i + 1] == '\n')
			sb_addc(out, ' ');
	}
	sb_add(out, "\n\n", 2);
}

void gtp_frame_head(struct strbuf *out, const struct gtp_command *cmd)
{
	sb_addc(out, '=');
	if (cmd->has_id)
		sb_addf(out, "%ld", cmd->id);
	sb_addc(out, '\n');
}
