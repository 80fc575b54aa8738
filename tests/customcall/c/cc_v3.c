/* API_VERSION_STATUS_RETURNING_UNIFIED with a tuple operand and a tuple result:
 *   in[0] = (a f32[4], b f32[4]) as an array of two pointers, in[1] = k s32[];
 *   out   = (a + b * opaque, a - b) as an array of two pointers, opaque = a decimal factor.
 * An empty opaque or a negative k is a failure. */
#include "xlac_ffi.h"

void cc_pair(void *out, const void **in, const char *opaque, size_t opaque_len, XlaCustomCallStatus *status) {
  const void *const *pair = (const void *const *)in[0];
  const float *a = (const float *)pair[0], *b = (const float *)pair[1];
  const int32_t *k = (const int32_t *)in[1];
  float **res = (float **)out;
  float factor = 0;
  if (opaque_len == 0) {
    XlaCustomCallStatusSetFailure(status, "cc_pair: empty opaque", 100);
    return;
  }
  if (*k < 0) {
    static const char msg[] = "cc_pair: negative k";
    XlaCustomCallStatusSetFailure(status, msg, sizeof msg - 1);
    return;
  }
  for (size_t i = 0; i < opaque_len && opaque[i] >= '0' && opaque[i] <= '9'; i++) factor = factor * 10 + (opaque[i] - '0');
  for (int i = 0; i < 4; i++) {
    res[0][i] = a[i] + b[i] * factor + (float)*k;
    res[1][i] = a[i] - b[i];
  }
}
