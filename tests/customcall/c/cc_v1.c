/* API_VERSION_ORIGINAL: void f(void *out, const void **in). out = in0 + 1 (f32[4]). */
#include "xlac_ffi.h"

void cc_add_one(void *out, const void **in) {
  const float *x = (const float *)in[0];
  float *y = (float *)out;
  for (int i = 0; i < 4; i++) y[i] = x[i] + 1.0f;
}
