/* Calls one model `xlac compile` built, from plain C.
 *
 *   xlac compile samples/mlp.hlo -o build/mlp.o        # writes build/mlp.o and build/mlp.h
 *   cc -std=c99 -Wall -Werror -Ibuild -DXLAC_MODEL=mlp samples/main.c build/mlp.o -lm -o mlp
 *   ./mlp
 *
 * XLAC_MODEL is the entry symbol: the output file's name (mlp for -o build/mlp.o), or --entry.
 * Every input element gets a value from its parameter number and its position in the buffer
 * (fill_inputs below), so the program's output can be compared with `xlac run` on the same
 * arrays. Results are printed one value per line as `out<j>[<i>] = <value>`, i being the
 * position in the result buffer.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef XLAC_MODEL
#error "compile with -DXLAC_MODEL=<entry symbol>, e.g. -DXLAC_MODEL=mlp"
#endif
#define XLAC_STR_(x) #x
#define XLAC_STR(x) XLAC_STR_(x)
#define XLAC_CAT_(a, b) a##b
#define XLAC_CAT(a, b) XLAC_CAT_(a, b)
#include XLAC_STR(XLAC_MODEL.h)
#define MODEL_INFO XLAC_CAT(XLAC_MODEL, _info)

/* The value every input element gets: small, varied, exactly representable. */
static long pattern(int param, size_t i) { return (long)((i * 7u + (size_t)param * 13u) % 23u) - 11; }

static int fill(const xlac_buffer_info *b, int param, unsigned char *buf) {
  size_t n = b->bytes / (b->element_bytes ? (size_t)b->element_bytes : 1u), i;
  const char *t = b->dtype;
  for (i = 0; i < n; ++i) {
    long v = pattern(param, i);
    if (!strcmp(t, "f32")) ((float *)buf)[i] = (float)v / 16.0f;
    else if (!strcmp(t, "f64")) ((double *)buf)[i] = (double)v / 16.0;
    else if (!strcmp(t, "s8")) ((int8_t *)buf)[i] = (int8_t)v;
    else if (!strcmp(t, "s16")) ((int16_t *)buf)[i] = (int16_t)v;
    else if (!strcmp(t, "s32")) ((int32_t *)buf)[i] = (int32_t)v;
    else if (!strcmp(t, "s64")) ((int64_t *)buf)[i] = (int64_t)v;
    else if (!strcmp(t, "u8")) ((uint8_t *)buf)[i] = (uint8_t)(v + 11);
    else if (!strcmp(t, "u16")) ((uint16_t *)buf)[i] = (uint16_t)(v + 11);
    else if (!strcmp(t, "u32")) ((uint32_t *)buf)[i] = (uint32_t)(v + 11);
    else if (!strcmp(t, "u64")) ((uint64_t *)buf)[i] = (uint64_t)(v + 11);
    else if (!strcmp(t, "pred")) buf[i] = (unsigned char)((i + (size_t)param) % 2u);
    else {
      fprintf(stderr, "parameter %d: this program does not fill %s arrays\n", param, t);
      return 1;
    }
  }
  return 0;
}

static void print_result(const xlac_buffer_info *b, int j, const unsigned char *buf) {
  size_t n = b->bytes / (b->element_bytes ? (size_t)b->element_bytes : 1u), i;
  const char *t = b->dtype;
  int d;
  printf("out%d: %s[", j, t);
  for (d = 0; d < b->rank; ++d) printf(d ? ",%lld" : "%lld", (long long)b->dims[d]);
  printf("]\n");
  for (i = 0; i < n; ++i) {
    printf("out%d[%lu] = ", j, (unsigned long)i);
    if (!strcmp(t, "f32")) printf("%.9g\n", (double)((const float *)buf)[i]);
    else if (!strcmp(t, "f64")) printf("%.17g\n", ((const double *)buf)[i]);
    else if (!strcmp(t, "s8")) printf("%d\n", (int)((const int8_t *)buf)[i]);
    else if (!strcmp(t, "s16")) printf("%d\n", (int)((const int16_t *)buf)[i]);
    else if (!strcmp(t, "s32")) printf("%ld\n", (long)((const int32_t *)buf)[i]);
    else if (!strcmp(t, "s64")) printf("%lld\n", (long long)((const int64_t *)buf)[i]);
    else if (!strcmp(t, "u8")) printf("%u\n", (unsigned)((const uint8_t *)buf)[i]);
    else if (!strcmp(t, "u16")) printf("%u\n", (unsigned)((const uint16_t *)buf)[i]);
    else if (!strcmp(t, "u32")) printf("%lu\n", (unsigned long)((const uint32_t *)buf)[i]);
    else if (!strcmp(t, "u64")) printf("%llu\n", (unsigned long long)((const uint64_t *)buf)[i]);
    else if (!strcmp(t, "pred")) printf("%d\n", (int)buf[i]);
    else {
      size_t k;
      printf("0x");
      for (k = 0; k < (size_t)b->element_bytes; ++k) printf("%02x", buf[i * (size_t)b->element_bytes + k]);
      printf("\n");
    }
  }
}

/* malloc'd memory rounded up to `align` (a power of two); *base is what to free. */
static unsigned char *aligned(size_t bytes, size_t align, void **base) {
  uintptr_t p;
  *base = malloc(bytes + align);
  if (!*base) return NULL;
  p = ((uintptr_t)*base + align - 1u) & ~(uintptr_t)(align - 1u);
  return (unsigned char *)p;
}

int main(void) {
  const xlac_model_info *m = &MODEL_INFO;
  void *params[64];
  void *results[64];
  void *bases[130];
  int nbases = 0, k, failed = 0;
  unsigned char *temp;
  int32_t status;
  if (m->num_params > 64 || m->num_results > 64) {
    fprintf(stderr, "this program handles at most 64 parameters and results\n");
    return 2;
  }
  for (k = 0; k < m->num_params; ++k) {
    unsigned char *buf = aligned(m->params[k].bytes, 64, &bases[nbases++]);
    if (!buf || fill(&m->params[k], k, buf)) return 2;
    params[k] = buf;
  }
  for (k = 0; k < m->num_results; ++k) {
    results[k] = m->results[k].bytes ? aligned(m->results[k].bytes, 64, &bases[nbases++]) : NULL;
    if (m->results[k].bytes && !results[k]) return 2;
  }
  temp = aligned(m->temp_bytes, m->temp_align, &bases[nbases++]);
  if (!temp) return 2;

  status = m->entry(params, results, temp);
  if (status != XLAC_STATUS_OK) {
    fprintf(stderr, "%s returned status %ld\n", m->module_name, (long)status);
    failed = 1;
  } else {
    printf("model %s (%s): %d parameters, %d results, %lu bytes of temp\n", m->module_name, m->triple,
           (int)m->num_params, (int)m->num_results, (unsigned long)m->temp_bytes);
    for (k = 0; k < m->num_results; ++k)
      if (results[k]) print_result(&m->results[k], k, (const unsigned char *)results[k]);
  }
  for (k = 0; k < nbases; ++k) free(bases[k]);
  return failed;
}
