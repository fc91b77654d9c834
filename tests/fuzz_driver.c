/*
 * fuzz_driver.c - runs a fuzz target (fuzz_sgf.c, fuzz_gtp.c) without
 * libFuzzer, so that every compiler and every CI run exercises it: over each
 * file in the directories named on the command line, and over every prefix
 * of each (a truncated file is the commonest broken input).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads a whole file; NULL if it cannot be read. */
static uint8_t *slurp(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t alloc = 1 << 12, len = 0;
	uint8_t *buf = malloc(alloc);
	size_t n;
	while (buf && (n = fread(buf + len, 1, alloc - len, f)) > 0) {
		len += n;
		if (len == alloc) {
			uint8_t *bigger = realloc(buf, alloc *= 2);
			if (!bigger)
				free(buf);
			buf = bigger;
		}
	}
	fclose(f);
	*size = len;
	return buf;
}

int main(int argc, char **argv)
{
	int files = 0;
	for (int i = 1; i < argc; i++) {
		DIR *dir = opendir(argv[i]);
		if (!dir) {
			fprintf(stderr, "fuzz_driver: cannot open %s\n", argv[i]);
			return EXIT_FAILURE;
		}
		struct dirent *entry;
		while ((entry = readdir(dir))) {
			if (entry->d_name[0] == '.')
				continue;
			char path[4096];
			snprintf(path, sizeof(path), "%s/%s", argv[i], entry->d_name);
			size_t size;
			uint8_t *data = slurp(path, &size);
			if (!data) {
				fprintf(stderr, "fuzz_driver: cannot read %s\n", path);
				return EXIT_FAILURE;
			}
			for (size_t len = 0; len <= size; len++)
				LLVMFuzzerTestOneInput(data, len);
			free(data);
			files++;
		}
		closedir(dir);
	}
	printf("%d files, and every prefix of each, went through the fuzz target\n", files);
	return files > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
