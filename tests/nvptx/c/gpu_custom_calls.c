/* GPU custom-call targets with XLA's GPU signature, for the nvptx tests. Under the stand-in
   driver and the simulator "device" pointers are host pointers, so plain C loops do the work a
   real target would launch on `stream`. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct CUstream_st *CUstream;
typedef struct { int failed; unsigned message_len; char message[1016]; } status_t;

/* buffers: x (f32[4]), out (f32[4]); out = x * atof(opaque) */
void gpu_scale(CUstream stream, void **buffers, const char *opaque, size_t opaque_len, status_t *status) {
  (void)stream;
  char text[64] = {0};
  memcpy(text, opaque, opaque_len < 63 ? opaque_len : 63);
  const float *x = (const float *)buffers[0];
  float *out = (float *)buffers[1];
  float k = (float)atof(text);
  for (int i = 0; i < 4; ++i) out[i] = x[i] * k;
  status->failed = 0;
}

void gpu_fail(CUstream stream, void **buffers, const char *opaque, size_t opaque_len, status_t *status) {
  (void)stream; (void)buffers; (void)opaque; (void)opaque_len;
  static const char msg[] = "matrix is singular";
  memcpy(status->message, msg, sizeof msg);
  status->message_len = sizeof msg - 1;
  status->failed = 1;
}
