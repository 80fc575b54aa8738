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

/* Typed FFI with a stream: out = alpha * x (f32, any shape); fails unless XLA_FFI_Stream_Get
   answers (the runtime passes the stream its kernels use: NULL, the legacy default stream). */
#include "xlac_ffi.h"

XLA_FFI_Error *gpu_ffi_scale(XLA_FFI_CallFrame *f) {
  if (f->stage != XLA_FFI_ExecutionStage_EXECUTE) return 0;
  XLA_FFI_Stream_Get_Args sa = {XLA_FFI_Stream_Get_Args_STRUCT_SIZE, 0, f->ctx, (void *)1};
  XLA_FFI_Error *err = f->api->XLA_FFI_Stream_Get(&sa);
  if (err) return err;
  if (sa.stream != 0) return xlac_ffi_error(f->api, XLA_FFI_Error_Code_INTERNAL, "unexpected stream");
  XLA_FFI_Buffer *x = xlac_ffi_arg(f, 0), *r = xlac_ffi_ret(f, 0);
  int64_t a = xlac_ffi_attr_index(&f->attrs, "alpha");
  if (a < 0) return xlac_ffi_error(f->api, XLA_FFI_Error_Code_INVALID_ARGUMENT, "gpu_ffi_scale: missing alpha");
  float alpha = *(const float *)((const XLA_FFI_Scalar *)f->attrs.attrs[a])->value;
  int64_t n = 1;
  for (int64_t d = 0; d < x->rank; d++) n *= x->dims[d];
  for (int64_t i = 0; i < n; i++) ((float *)r->data)[i] = alpha * ((const float *)x->data)[i];
  return 0;
}
