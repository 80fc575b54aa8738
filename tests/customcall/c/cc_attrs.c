/* A typed-FFI handler that decodes one attribute of every kind XLA passes and writes what it
 * read to its f64[16] result, using only xlac_ffi.h. */
#include "xlac_ffi.h"

static XLA_FFI_Error *fail(const XLA_FFI_CallFrame *f, const char *msg) {
  return xlac_ffi_error(f->api, XLA_FFI_Error_Code_INVALID_ARGUMENT, msg);
}

static const void *find(const XLA_FFI_Attrs *attrs, const char *name, XLA_FFI_AttrType type) {
  int64_t i = xlac_ffi_attr_index(attrs, name);
  return (i >= 0 && attrs->types[i] == type) ? attrs->attrs[i] : 0;
}

static double scalar(const XLA_FFI_Attrs *attrs, const char *name, XLA_FFI_DataType want, int *ok) {
  const XLA_FFI_Scalar *s = (const XLA_FFI_Scalar *)find(attrs, name, XLA_FFI_AttrType_SCALAR);
  if (!s || s->dtype != want) { *ok = 0; return 0; }
  switch (want) {
    case XLA_FFI_DataType_S8: return *(const int8_t *)s->value;
    case XLA_FFI_DataType_S16: return *(const int16_t *)s->value;
    case XLA_FFI_DataType_S32: return *(const int32_t *)s->value;
    case XLA_FFI_DataType_S64: return (double)*(const int64_t *)s->value;
    case XLA_FFI_DataType_U8: return *(const uint8_t *)s->value;
    case XLA_FFI_DataType_U32: return *(const uint32_t *)s->value;
    case XLA_FFI_DataType_F32: return *(const float *)s->value;
    case XLA_FFI_DataType_F64: return *(const double *)s->value;
    case XLA_FFI_DataType_PRED: return *(const uint8_t *)s->value;
    default: *ok = 0; return 0;
  }
}

XLA_FFI_Error *cc_attrs(XLA_FFI_CallFrame *f) {
  const XLA_FFI_Attrs *at = &f->attrs;
  int ok = 1;
  double *out = (double *)xlac_ffi_ret(f, 0)->data;
  /* sorted by name: check it */
  for (int64_t i = 1; i < at->size; i++) {
    const XLA_FFI_ByteSpan *p = at->names[i - 1], *q = at->names[i];
    size_t n = p->len < q->len ? p->len : q->len, k = 0;
    while (k < n && p->ptr[k] == q->ptr[k]) k++;
    if (k < n ? (unsigned char)p->ptr[k] > (unsigned char)q->ptr[k] : p->len > q->len)
      return fail(f, "attributes are not sorted");
  }
  out[0] = scalar(at, "a_i8", XLA_FFI_DataType_S8, &ok);
  out[1] = scalar(at, "b_i16", XLA_FFI_DataType_S16, &ok);
  out[2] = scalar(at, "c_i32", XLA_FFI_DataType_S32, &ok);
  out[3] = scalar(at, "d_i64", XLA_FFI_DataType_S64, &ok);
  out[4] = scalar(at, "e_ui8", XLA_FFI_DataType_U8, &ok);
  out[5] = scalar(at, "f_f32", XLA_FFI_DataType_F32, &ok);
  out[6] = scalar(at, "g_f64", XLA_FFI_DataType_F64, &ok);
  out[7] = scalar(at, "h_bool", XLA_FFI_DataType_PRED, &ok);
  if (!ok) return fail(f, "a scalar attribute is missing or has the wrong type");
  const XLA_FFI_ByteSpan *name = (const XLA_FFI_ByteSpan *)find(at, "name", XLA_FFI_AttrType_STRING);
  if (!name) return fail(f, "no string attribute 'name'");
  out[8] = (double)name->len;
  out[9] = name->len ? (double)(unsigned char)name->ptr[0] : -1;
  const XLA_FFI_Array *arr = (const XLA_FFI_Array *)find(at, "flags", XLA_FFI_AttrType_ARRAY);
  if (!arr || arr->dtype != XLA_FFI_DataType_S64) return fail(f, "no array<i64> attribute 'flags'");
  out[10] = 0;
  for (size_t i = 0; i < arr->size; i++) out[10] += (double)((const int64_t *)arr->data)[i];
  out[11] = (double)arr->size;
  const XLA_FFI_Array *w = (const XLA_FFI_Array *)find(at, "weights", XLA_FFI_AttrType_ARRAY);
  if (!w || w->dtype != XLA_FFI_DataType_F32 || w->size != 2) return fail(f, "no array<f32> 'weights'");
  out[12] = ((const float *)w->data)[0] * 10 + ((const float *)w->data)[1];
  const XLA_FFI_Attrs *dict = (const XLA_FFI_Attrs *)find(at, "options", XLA_FFI_AttrType_DICTIONARY);
  if (!dict) return fail(f, "no dictionary attribute 'options'");
  out[13] = scalar(dict, "depth", XLA_FFI_DataType_S32, &ok);
  const XLA_FFI_ByteSpan *mode = (const XLA_FFI_ByteSpan *)find(dict, "mode", XLA_FFI_AttrType_STRING);
  if (!ok || !mode) return fail(f, "options.depth (i32) / options.mode (string) missing");
  out[14] = (double)mode->len;
  out[15] = (double)at->size;
  return 0;
}
