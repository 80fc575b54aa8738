/* A plain C caller for one object `xlac compile --entry model` wrote, for running it under
 * valgrind (test_valgrind.py). Usage: prog DIR. Reads DIR/in<i>.bin (parameter i's bytes in its
 * physical layout), calls the entry with exactly-sized heap buffers (so memcheck sees any read
 * or write past a buffer, and any use of uninitialised scratch), writes DIR/out<j>.bin. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

static void *buffer(size_t bytes) {
  void *p = NULL;
  if (posix_memalign(&p, 64, bytes ? bytes : 1) != 0) return NULL;
  return p;
}

static int is_token(const xlac_buffer_info *b) { return strcmp(b->dtype, "token") == 0; }

int main(int argc, char **argv) {
  const xlac_model_info *m = &model_info;
  void *params[64] = {0}, *results[64] = {0};
  char path[4096];
  int i, status;
  if (argc != 2 || m->num_params > 64 || m->num_results > 64) {
    fprintf(stderr, "usage: %s DIR (at most 64 parameters and results)\n", argv[0]);
    return 2;
  }
  for (i = 0; i < m->num_params; ++i) {
    const xlac_buffer_info *b = &m->params[i];
    FILE *f;
    if (is_token(b)) continue;
    params[i] = buffer(b->bytes);
    snprintf(path, sizeof path, "%s/in%d.bin", argv[1], i);
    f = fopen(path, "rb");
    if (!params[i] || !f || fread(params[i], 1, b->bytes, f) != b->bytes) {
      fprintf(stderr, "cannot read %zu bytes from %s\n", b->bytes, path);
      return 2;
    }
    fclose(f);
  }
  for (i = 0; i < m->num_results; ++i) {
    size_t bytes = m->results[i].bytes;
#ifdef SHORT_RESULT /* the test that proves memcheck is watching: one result 4 bytes short */
    if (i == 0 && bytes >= 4) bytes -= 4;
#endif
    if (!is_token(&m->results[i]) && !(results[i] = buffer(bytes))) return 2;
  }
  void *temp = buffer(m->temp_bytes);
  status = m->entry(params, results, temp);
  if (status != XLAC_STATUS_OK) {
    fprintf(stderr, "the entry returned status %d\n", status);
    return 3;
  }
  for (i = 0; i < m->num_results; ++i) {
    FILE *f;
    if (is_token(&m->results[i])) continue;
    snprintf(path, sizeof path, "%s/out%d.bin", argv[1], i);
    f = fopen(path, "wb");
#ifndef SHORT_RESULT
    if (!f || fwrite(results[i], 1, m->results[i].bytes, f) != m->results[i].bytes) return 2;
#endif
    fclose(f);
    free(results[i]);
  }
  for (i = 0; i < m->num_params; ++i) free(params[i]);
  free(temp);
  return 0;
}
