/* Calls the two models the CMake build compiled (mlp.h and cnn.h come from xlac_add_model).
 * Input element i of parameter p is ((7i + 13p) mod 23 - 11) / 16, exactly representable, so a
 * test can compute the same result with `xlac run`; results print as `model out<j>[<i>] = v`. */
#include <stdio.h>
#include <stdlib.h>

#include "cnn.h"
#include "mlp.h"

static int run(const xlac_model_info *m, const char *label) {
  void *params[16], *results[16];
  void *temp = NULL;
  int p, j, status;
  size_t i;
  if (m->num_params > 16 || m->num_results > 16) return 1;
  for (p = 0; p < m->num_params; ++p) {
    float *buf = malloc(m->params[p].bytes ? m->params[p].bytes : 1);
    for (i = 0; i < m->params[p].bytes / sizeof(float); ++i)
      buf[i] = (float)((long)((i * 7u + (size_t)p * 13u) % 23u) - 11) / 16.0f;
    params[p] = buf;
  }
  for (j = 0; j < m->num_results; ++j) results[j] = malloc(m->results[j].bytes ? m->results[j].bytes : 1);
  if (m->temp_bytes && posix_memalign(&temp, m->temp_align, m->temp_bytes) != 0) return 1;
  status = m->entry(params, results, temp);
  for (j = 0; j < m->num_results; ++j) {
    for (i = 0; i < m->results[j].bytes / sizeof(float); ++i)
      printf("%s out%d[%lu] = %.9g\n", label, j, (unsigned long)i, (double)((float *)results[j])[i]);
    free(results[j]);
  }
  for (p = 0; p < m->num_params; ++p) free(params[p]);
  free(temp);
  return status;
}

int main(void) {
  int status = run(&mlp_info, "mlp");
  return status ? status : run(&cnn_info, "cnn");
}
