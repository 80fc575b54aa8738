/* API_VERSION_STATUS_RETURNING: out = 2 * in0 (f32[4]); a negative input is a failure. */
#include "xlac_ffi.h"

void cc_scale2(void *out, const void **in, XlaCustomCallStatus *status) {
  const float *x = (const float *)in[0];
  float *y = (float *)out;
  for (int i = 0; i < 4; i++) {
    if (x[i] < 0) {
      static const char msg[] = "cc_scale2: negative input";
      XlaCustomCallStatusSetFailure(status, msg, sizeof msg - 1);
      return;
    }
    y[i] = 2.0f * x[i];
  }
  XlaCustomCallStatusSetSuccess(status);
}
