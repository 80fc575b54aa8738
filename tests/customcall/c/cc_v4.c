/* API_VERSION_TYPED_FFI: out = alpha * x + y for f32 buffers of any shape (alpha: f32 attr).
 * A "fail" string attribute makes it fail with that text. Optionally exports a registration
 * table (-DCC_TABLE) naming the same function "table.axpy". */
#include "xlac_ffi.h"

static XLA_FFI_Error *fail(const XLA_FFI_CallFrame *f, const char *msg) {
  return xlac_ffi_error(f->api, XLA_FFI_Error_Code_INVALID_ARGUMENT, msg);
}

XLA_FFI_Error *cc_axpy(XLA_FFI_CallFrame *f) {
  if (f->struct_size < XLA_FFI_CallFrame_STRUCT_SIZE) return fail(f, "call frame too small");
  if (f->stage != XLA_FFI_ExecutionStage_EXECUTE) return 0;
  if (f->args.size != 2 || f->rets.size != 1) return fail(f, "cc_axpy: takes 2 arguments, 1 result");
  XLA_FFI_Buffer *x = xlac_ffi_arg(f, 0), *y = xlac_ffi_arg(f, 1), *r = xlac_ffi_ret(f, 0);
  if (x->struct_size < XLA_FFI_Buffer_STRUCT_SIZE) return fail(f, "buffer struct too small");
  if (x->dtype != XLA_FFI_DataType_F32 || y->dtype != XLA_FFI_DataType_F32 || r->dtype != XLA_FFI_DataType_F32)
    return fail(f, "cc_axpy: f32 only");
  int64_t fail_at = xlac_ffi_attr_index(&f->attrs, "fail");
  if (fail_at >= 0) {
    static char text[256];
    const XLA_FFI_ByteSpan *s = (const XLA_FFI_ByteSpan *)f->attrs.attrs[fail_at];
    size_t n = s->len < 255 ? s->len : 255;
    for (size_t i = 0; i < n; i++) text[i] = s->ptr[i];
    text[n] = 0;
    return fail(f, text);
  }
  int64_t a = xlac_ffi_attr_index(&f->attrs, "alpha");
  if (a < 0 || f->attrs.types[a] != XLA_FFI_AttrType_SCALAR) return fail(f, "cc_axpy: missing alpha");
  const XLA_FFI_Scalar *alpha = (const XLA_FFI_Scalar *)f->attrs.attrs[a];
  if (alpha->dtype != XLA_FFI_DataType_F32) return fail(f, "cc_axpy: alpha must be f32");
  int64_t n = 1;
  for (int64_t d = 0; d < x->rank; d++) n *= x->dims[d];
  const float *xs = (const float *)x->data, *ys = (const float *)y->data;
  float *rs = (float *)r->data, al = *(const float *)alpha->value;
  for (int64_t i = 0; i < n; i++) rs[i] = al * xs[i] + ys[i];
  return 0;
}

#ifdef CC_TABLE
const XlacCustomCallEntry xlac_custom_calls[] = {
    {"table.axpy", (void *)cc_axpy, XLAC_API_VERSION_TYPED_FFI},
    {0, 0, 0},
};
#endif
