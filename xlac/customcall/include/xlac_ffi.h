/*
 * xlac_ffi.h: everything a custom-call author needs to write targets that xlac-compiled code
 * (and the xlac interpreter) can call. Standalone: it includes only <stddef.h> and <stdint.h>.
 *
 *   cc -shared -fPIC $(xlac ffi-header --cflags) my_targets.c -o libmy_targets.so
 *
 * It declares, with the memory layout of XLA's own C headers so that code written against them
 * compiles unchanged:
 *
 *   1. XLA's typed FFI C API (xla/ffi/api/c_api.h, API 0.1): XLA_FFI_CallFrame, XLA_FFI_Buffer,
 *      XLA_FFI_Attrs (always sorted by name), XLA_FFI_Scalar / _Array / _ByteSpan, the
 *      XLA_FFI_Api function table and XLA_FFI_Error. A typed-FFI target is
 *          XLA_FFI_Error *target(XLA_FFI_CallFrame *call_frame);
 *      Tuples are flattened: every leaf is one argument or result buffer.
 *   2. The legacy status API (xla/service/custom_call_status.h): XlaCustomCallStatus and its
 *      two setters, for API versions 1-3 (CPU signatures):
 *          void target(void *out, const void **in);                               version 1
 *          void target(void *out, const void **in, XlaCustomCallStatus *status);  version 2
 *          void target(void *out, const void **in, const char *opaque,
 *                      size_t opaque_len, XlaCustomCallStatus *status);           version 3
 *      A tuple result makes `out` an array of pointers (one per element, nested for nested
 *      tuples); a tuple operand `in[i]` is such an array too.
 *   3. xlac's registration table (XlacCustomCallEntry, exported as `xlac_custom_calls`) and
 *      `xlac_ffi_api`, the XLA_FFI_Api that objects from `xlac compile` pass to typed-FFI
 *      targets: link xlac's runtime (`xlac ffi-header --runtime` prints the C file) or define
 *      your own table with that name.
 *
 * Symbols: in an object from `xlac compile`, a custom call to target T is a call to the
 * undefined symbol T when T is a C identifier, else to xlac_cc_<T with every byte outside
 * [A-Za-z0-9] written as _XX in lowercase hex>. Your own object defines it; the linker joins them.
 */
#ifndef XLAC_FFI_H_
#define XLAC_FFI_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ==== 1. XLA typed FFI C API ================================================================
 * Guarded with XLA's own include guard: include either header (or both, XLA's first). */
#ifndef XLA_FFI_API_C_API_H_
#define XLA_FFI_API_C_API_H_

#define XLA_FFI_STRUCT_SIZE(struct_type, last_field) \
  (offsetof(struct_type, last_field) + sizeof(((struct_type *)0)->last_field))

#define XLA_FFI_DEFINE_STRUCT_TRAITS(sname, last_field) \
  typedef struct sname sname;                           \
  enum { sname##_STRUCT_SIZE = XLA_FFI_STRUCT_SIZE(sname, last_field) }

typedef struct XLA_FFI_Api XLA_FFI_Api;
typedef struct XLA_FFI_InternalApi XLA_FFI_InternalApi;

typedef enum {
  XLA_FFI_Extension_Metadata = 1
} XLA_FFI_Extension_Type;

struct XLA_FFI_Extension_Base {
  size_t struct_size;
  XLA_FFI_Extension_Type type;
  struct XLA_FFI_Extension_Base *next;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Extension_Base, next);

#define XLA_FFI_API_MAJOR 0
#define XLA_FFI_API_MINOR 1

struct XLA_FFI_Api_Version {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  int major_version; /* out */
  int minor_version; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Api_Version, minor_version);

/* Errors. NULL means success. The caller of a handler owns the returned error. */
typedef struct XLA_FFI_Error XLA_FFI_Error;

typedef enum {
  XLA_FFI_Error_Code_OK = 0,
  XLA_FFI_Error_Code_CANCELLED = 1,
  XLA_FFI_Error_Code_UNKNOWN = 2,
  XLA_FFI_Error_Code_INVALID_ARGUMENT = 3,
  XLA_FFI_Error_Code_DEADLINE_EXCEEDED = 4,
  XLA_FFI_Error_Code_NOT_FOUND = 5,
  XLA_FFI_Error_Code_ALREADY_EXISTS = 6,
  XLA_FFI_Error_Code_PERMISSION_DENIED = 7,
  XLA_FFI_Error_Code_RESOURCE_EXHAUSTED = 8,
  XLA_FFI_Error_Code_FAILED_PRECONDITION = 9,
  XLA_FFI_Error_Code_ABORTED = 10,
  XLA_FFI_Error_Code_OUT_OF_RANGE = 11,
  XLA_FFI_Error_Code_UNIMPLEMENTED = 12,
  XLA_FFI_Error_Code_INTERNAL = 13,
  XLA_FFI_Error_Code_UNAVAILABLE = 14,
  XLA_FFI_Error_Code_DATA_LOSS = 15,
  XLA_FFI_Error_Code_UNAUTHENTICATED = 16
} XLA_FFI_Error_Code;

struct XLA_FFI_Error_Create_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  const char *message;
  XLA_FFI_Error_Code errc;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Error_Create_Args, errc);

typedef XLA_FFI_Error *XLA_FFI_Error_Create(XLA_FFI_Error_Create_Args *args);

struct XLA_FFI_Error_GetMessage_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Error *error;
  const char *message; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Error_GetMessage_Args, message);

typedef void XLA_FFI_Error_GetMessage(XLA_FFI_Error_GetMessage_Args *args);

struct XLA_FFI_Error_Destroy_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Error *error;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Error_Destroy_Args, error);

typedef void XLA_FFI_Error_Destroy(XLA_FFI_Error_Destroy_Args *args);

/* Element types: the numbers of xla::PrimitiveType (xla_data.proto). */
typedef enum {
  XLA_FFI_DataType_INVALID = 0,
  XLA_FFI_DataType_PRED = 1,
  XLA_FFI_DataType_S1 = 30,
  XLA_FFI_DataType_S2 = 26,
  XLA_FFI_DataType_S4 = 21,
  XLA_FFI_DataType_S8 = 2,
  XLA_FFI_DataType_S16 = 3,
  XLA_FFI_DataType_S32 = 4,
  XLA_FFI_DataType_S64 = 5,
  XLA_FFI_DataType_U1 = 31,
  XLA_FFI_DataType_U2 = 27,
  XLA_FFI_DataType_U4 = 22,
  XLA_FFI_DataType_U8 = 6,
  XLA_FFI_DataType_U16 = 7,
  XLA_FFI_DataType_U32 = 8,
  XLA_FFI_DataType_U64 = 9,
  XLA_FFI_DataType_F16 = 10,
  XLA_FFI_DataType_F32 = 11,
  XLA_FFI_DataType_F64 = 12,
  XLA_FFI_DataType_BF16 = 16,
  XLA_FFI_DataType_C64 = 15,
  XLA_FFI_DataType_C128 = 18,
  XLA_FFI_DataType_TOKEN = 17,
  XLA_FFI_DataType_F8E5M2 = 19,
  XLA_FFI_DataType_F8E3M4 = 29,
  XLA_FFI_DataType_F8E4M3 = 28,
  XLA_FFI_DataType_F8E4M3FN = 20,
  XLA_FFI_DataType_F8E4M3B11FNUZ = 23,
  XLA_FFI_DataType_F8E5M2FNUZ = 24,
  XLA_FFI_DataType_F8E4M3FNUZ = 25,
  XLA_FFI_DataType_F4E2M1FN = 32,
  XLA_FFI_DataType_F8E8M0FNU = 33
} XLA_FFI_DataType;

/* One argument or result: `data` is dense, in the layout the HLO gives the operand (the
 * custom call's operand_layout_constraints when it has them; JAX asks for column-major
 * matrices). `dims` are the logical dimensions. A token has dtype TOKEN and no data. */
struct XLA_FFI_Buffer {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_DataType dtype;
  void *data;
  int64_t rank;
  int64_t *dims; /* length == rank */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Buffer, dims);

typedef enum { XLA_FFI_ArgType_BUFFER = 1 } XLA_FFI_ArgType;
typedef enum { XLA_FFI_RetType_BUFFER = 1 } XLA_FFI_RetType;

typedef enum {
  XLA_FFI_AttrType_ARRAY = 1,
  XLA_FFI_AttrType_DICTIONARY = 2, /* attrs[i] points to a nested XLA_FFI_Attrs */
  XLA_FFI_AttrType_SCALAR = 3,     /* attrs[i] points to an XLA_FFI_Scalar */
  XLA_FFI_AttrType_STRING = 4      /* attrs[i] points to an XLA_FFI_ByteSpan */
} XLA_FFI_AttrType;

typedef struct XLA_FFI_ExecutionContext XLA_FFI_ExecutionContext;

typedef struct XLA_FFI_TypeId {
  int64_t type_id;
} XLA_FFI_TypeId;

/* Strings are not NUL-terminated in general: use `len`. */
typedef struct XLA_FFI_ByteSpan {
  const char *ptr;
  size_t len;
} XLA_FFI_ByteSpan;

/* `value` points to one element of `dtype` (PRED: one byte, 0 or 1). */
typedef struct XLA_FFI_Scalar {
  XLA_FFI_DataType dtype;
  void *value;
} XLA_FFI_Scalar;

/* `size` elements of `dtype` at `data`. */
typedef struct XLA_FFI_Array {
  XLA_FFI_DataType dtype;
  size_t size;
  void *data;
} XLA_FFI_Array;

typedef struct XLA_FFI_Future XLA_FFI_Future;

struct XLA_FFI_Future_Create_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Future *future; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Future_Create_Args, extension_start);

typedef XLA_FFI_Error *XLA_FFI_Future_Create(XLA_FFI_Future_Create_Args *args);

struct XLA_FFI_Future_SetAvailable_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Future *future;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Future_SetAvailable_Args, future);

typedef XLA_FFI_Error *XLA_FFI_Future_SetAvailable(XLA_FFI_Future_SetAvailable_Args *args);

struct XLA_FFI_Future_SetError_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Future *future;
  XLA_FFI_Error *error;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Future_SetError_Args, error);

typedef XLA_FFI_Error *XLA_FFI_Future_SetError(XLA_FFI_Future_SetError_Args *args);

/* xlac calls handlers once per execution, with stage EXECUTE. */
typedef enum {
  XLA_FFI_ExecutionStage_INSTANTIATE = 0,
  XLA_FFI_ExecutionStage_PREPARE = 1,
  XLA_FFI_ExecutionStage_INITIALIZE = 2,
  XLA_FFI_ExecutionStage_EXECUTE = 3
} XLA_FFI_ExecutionStage;

struct XLA_FFI_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  int64_t size;
  XLA_FFI_ArgType *types; /* length == size */
  void **args;            /* length == size; each an XLA_FFI_Buffer* */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Args, args);

struct XLA_FFI_Rets {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  int64_t size;
  XLA_FFI_RetType *types; /* length == size */
  void **rets;            /* length == size; each an XLA_FFI_Buffer* */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Rets, rets);

/* Attributes are always sorted by name (bytewise), so handlers may binary-search. */
struct XLA_FFI_Attrs {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  int64_t size;
  XLA_FFI_AttrType *types;  /* length == size */
  XLA_FFI_ByteSpan **names; /* length == size */
  void **attrs;             /* length == size */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Attrs, attrs);

struct XLA_FFI_CallFrame {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  const XLA_FFI_Api *api;
  XLA_FFI_ExecutionContext *ctx; /* opaque; pass it back to the api functions only */
  XLA_FFI_ExecutionStage stage;
  XLA_FFI_Args args;
  XLA_FFI_Rets rets;
  XLA_FFI_Attrs attrs;
  XLA_FFI_Future *future; /* out; xlac leaves it NULL and does not wait on futures */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_CallFrame, attrs);

typedef XLA_FFI_Error *XLA_FFI_Handler(XLA_FFI_CallFrame *call_frame);

typedef struct XLA_FFI_Handler_Bundle {
  XLA_FFI_Handler *instantiate; /* optional */
  XLA_FFI_Handler *prepare;     /* optional */
  XLA_FFI_Handler *initialize;  /* optional */
  XLA_FFI_Handler *execute;     /* required */
} XLA_FFI_Handler_Bundle;

enum XLA_FFI_Handler_TraitsBits {
  XLA_FFI_HANDLER_TRAITS_COMMAND_BUFFER_COMPATIBLE = 1u << 0
};

typedef uint32_t XLA_FFI_Handler_Traits;

struct XLA_FFI_Handler_Register_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ByteSpan name;
  XLA_FFI_ByteSpan platform;
  XLA_FFI_Handler_Bundle bundle;
  XLA_FFI_Handler_Traits traits;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Handler_Register_Args, traits);

typedef XLA_FFI_Error *XLA_FFI_Handler_Register(XLA_FFI_Handler_Register_Args *args);

struct XLA_FFI_TypeId_Register_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ByteSpan name;
  XLA_FFI_TypeId *type_id; /* in-out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_TypeId_Register_Args, type_id);

typedef XLA_FFI_Error *XLA_FFI_TypeId_Register(XLA_FFI_TypeId_Register_Args *args);

struct XLA_FFI_ExecutionContext_Get_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  XLA_FFI_TypeId *type_id;
  void *data; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_ExecutionContext_Get_Args, data);

typedef XLA_FFI_Error *XLA_FFI_ExecutionContext_Get(XLA_FFI_ExecutionContext_Get_Args *args);

struct XLA_FFI_State_Set_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  XLA_FFI_TypeId *type_id;
  void *state;
  void (*deleter)(void *state);
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_State_Set_Args, deleter);

typedef XLA_FFI_Error *XLA_FFI_State_Set(XLA_FFI_State_Set_Args *args);

struct XLA_FFI_State_Get_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  XLA_FFI_TypeId *type_id;
  void *state; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_State_Get_Args, state);

typedef XLA_FFI_Error *XLA_FFI_State_Get(XLA_FFI_State_Get_Args *args);

struct XLA_FFI_Stream_Get_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  void *stream; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Stream_Get_Args, stream);

typedef XLA_FFI_Error *XLA_FFI_Stream_Get(XLA_FFI_Stream_Get_Args *args);

struct XLA_FFI_DeviceMemory_Allocate_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  size_t size;
  size_t alignment;
  void *data; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_DeviceMemory_Allocate_Args, data);

typedef XLA_FFI_Error *XLA_FFI_DeviceMemory_Allocate(XLA_FFI_DeviceMemory_Allocate_Args *args);

struct XLA_FFI_DeviceMemory_Free_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  size_t size;
  void *data;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_DeviceMemory_Free_Args, data);

typedef XLA_FFI_Error *XLA_FFI_DeviceMemory_Free(XLA_FFI_DeviceMemory_Free_Args *args);

typedef void XLA_FFI_Task(void *data);

struct XLA_FFI_ThreadPool_Schedule_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  XLA_FFI_Task *task;
  void *data;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_ThreadPool_Schedule_Args, data);

typedef XLA_FFI_Error *XLA_FFI_ThreadPool_Schedule(XLA_FFI_ThreadPool_Schedule_Args *args);

struct XLA_FFI_ThreadPool_NumThreads_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  int64_t *num_threads; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_ThreadPool_NumThreads_Args, num_threads);

typedef XLA_FFI_Error *XLA_FFI_ThreadPool_NumThreads(XLA_FFI_ThreadPool_NumThreads_Args *args);

struct XLA_FFI_RunId_Get_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  int64_t run_id; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_RunId_Get_Args, run_id);

typedef XLA_FFI_Error *XLA_FFI_RunId_Get(XLA_FFI_RunId_Get_Args *args);

struct XLA_FFI_DeviceOrdinal_Get_Args {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_ExecutionContext *ctx;
  int32_t device_ordinal; /* out */
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_DeviceOrdinal_Get_Args, device_ordinal);

typedef XLA_FFI_Error *XLA_FFI_DeviceOrdinal_Get(XLA_FFI_DeviceOrdinal_Get_Args *args);

struct XLA_FFI_Metadata {
  size_t struct_size;
  XLA_FFI_Api_Version api_version;
  XLA_FFI_Handler_Traits traits;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Metadata, traits);

struct XLA_FFI_Metadata_Extension {
  XLA_FFI_Extension_Base extension_base;
  XLA_FFI_Metadata *metadata;
};

XLA_FFI_DEFINE_STRUCT_TRAITS(XLA_FFI_Metadata_Extension, metadata);

/* The function table. Handlers reach the runtime only through call_frame->api. Each field has
 * its function type's name; in C++ the type is named with `::` so g++ accepts the pun. */
#ifdef __cplusplus
#define XLAC_FFI_FIELD_(fn_type) ::fn_type *fn_type
#else
#define XLAC_FFI_FIELD_(fn_type) fn_type *fn_type
#endif
struct XLA_FFI_Api {
  size_t struct_size;
  XLA_FFI_Extension_Base *extension_start;
  XLA_FFI_Api_Version api_version;
  XLA_FFI_InternalApi *internal_api;

  XLAC_FFI_FIELD_(XLA_FFI_Error_Create);
  XLAC_FFI_FIELD_(XLA_FFI_Error_GetMessage);
  XLAC_FFI_FIELD_(XLA_FFI_Error_Destroy);
  XLAC_FFI_FIELD_(XLA_FFI_Handler_Register);
  XLAC_FFI_FIELD_(XLA_FFI_Stream_Get);
  XLAC_FFI_FIELD_(XLA_FFI_TypeId_Register);
  XLAC_FFI_FIELD_(XLA_FFI_ExecutionContext_Get);
  XLAC_FFI_FIELD_(XLA_FFI_State_Set);
  XLAC_FFI_FIELD_(XLA_FFI_State_Get);
  XLAC_FFI_FIELD_(XLA_FFI_DeviceMemory_Allocate);
  XLAC_FFI_FIELD_(XLA_FFI_DeviceMemory_Free);
  XLAC_FFI_FIELD_(XLA_FFI_ThreadPool_Schedule);
  XLAC_FFI_FIELD_(XLA_FFI_ThreadPool_NumThreads);
  XLAC_FFI_FIELD_(XLA_FFI_Future_Create);
  XLAC_FFI_FIELD_(XLA_FFI_Future_SetAvailable);
  XLAC_FFI_FIELD_(XLA_FFI_Future_SetError);
  XLAC_FFI_FIELD_(XLA_FFI_RunId_Get);
  XLAC_FFI_FIELD_(XLA_FFI_DeviceOrdinal_Get);
};

#undef XLAC_FFI_FIELD_

/* (XLA_FFI_Api is typedef'd above; C99 forbids repeating a typedef.) */
enum { XLA_FFI_Api_STRUCT_SIZE = XLA_FFI_STRUCT_SIZE(XLA_FFI_Api, XLA_FFI_DeviceOrdinal_Get) };

#endif /* XLA_FFI_API_C_API_H_ */

/* ==== 2. Legacy status (API versions 2 and 3) =============================================
 * A target reports failure with XlacCustomCallStatusSetFailure; the module then stops and its
 * entry function returns XLAC_STATUS_CUSTOM_CALL_FAILED with the message in its temp buffer.
 * The struct is xlac's (XLA keeps it opaque): never rely on its fields, use the setters.
 * They are inline here, so a library built against this header needs no xlac symbol; xlac's
 * runtime also exports them, for code built against XLA's custom_call_status.h. */
#ifndef XLA_SERVICE_CUSTOM_CALL_STATUS_H_
#define XLA_SERVICE_CUSTOM_CALL_STATUS_H_

#define XLAC_STATUS_MESSAGE_BYTES 1016 /* longest message kept, with its NUL */

typedef struct XlaCustomCallStatus_ {
  int32_t failed;       /* 0: success (the initial state), 1: failure */
  uint32_t message_len; /* bytes in message, without the NUL */
  char message[XLAC_STATUS_MESSAGE_BYTES];
} XlaCustomCallStatus;

#ifdef XLAC_FFI_STATUS_EXTERN
void XlaCustomCallStatusSetSuccess(XlaCustomCallStatus *status);
void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message,
                                   size_t message_len);
#else
static inline void XlaCustomCallStatusSetSuccess(XlaCustomCallStatus *status) {
  status->failed = 0;
  status->message_len = 0;
  status->message[0] = 0;
}

/* Copies at most message_len bytes of message, stopping early at a NUL (like XLA). */
static inline void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message,
                                                 size_t message_len) {
  size_t n = 0;
  while (message != 0 && n < message_len && n + 1 < XLAC_STATUS_MESSAGE_BYTES && message[n]) {
    status->message[n] = message[n];
    n++;
  }
  status->message[n] = 0;
  status->message_len = (uint32_t)n;
  status->failed = 1;
}
#endif
#endif /* XLA_SERVICE_CUSTOM_CALL_STATUS_H_ */

/* ==== 3. xlac ==============================================================================*/

/* XLA's CustomCallApiVersion numbers. */
#define XLAC_API_VERSION_ORIGINAL 1
#define XLAC_API_VERSION_STATUS_RETURNING 2
#define XLAC_API_VERSION_STATUS_RETURNING_UNIFIED 3
#define XLAC_API_VERSION_TYPED_FFI 4

/* Registration table. A library passed to `xlac run/compile --custom-call-lib` may export
 *
 *   const XlacCustomCallEntry xlac_custom_calls[] = {
 *     {"my_target", (void *)my_target, XLAC_API_VERSION_TYPED_FFI},
 *     {0, 0, 0}                          // a NULL name ends the table
 *   };
 *
 * to register targets whose name differs from their symbol, or to state their API version
 * (xlac then checks it against each call). Without a table, xlac looks a target up by its
 * symbol name (see the top of this file) and trusts the custom call's api_version. Objects from
 * `xlac compile` always call the symbol of the target's name: the table does not rename them. */
typedef struct XlacCustomCallEntry {
  const char *name;    /* custom_call_target; NULL ends the table */
  void *fn;            /* the target function */
  int32_t api_version; /* XLAC_API_VERSION_*; 0: take it from each custom call */
} XlacCustomCallEntry;

#define XLAC_CUSTOM_CALL_TABLE xlac_custom_calls

/* The XLA_FFI_Api objects from `xlac compile` put in call_frame->api: provided by xlac's
 * runtime C file (xlac/customcall/runtime/xlac_ffi_runtime.c), or by you. */
extern const XLA_FFI_Api xlac_ffi_api;

/* Conveniences for handlers (optional). */

/* An error with `message` (copied by the runtime); return it from the handler. */
static inline XLA_FFI_Error *xlac_ffi_error(const XLA_FFI_Api *api, XLA_FFI_Error_Code code,
                                            const char *message) {
  XLA_FFI_Error_Create_Args args;
  args.struct_size = XLA_FFI_Error_Create_Args_STRUCT_SIZE;
  args.extension_start = 0;
  args.message = message;
  args.errc = code;
  return api->XLA_FFI_Error_Create(&args);
}

/* Index of attribute `name` in `attrs` (binary search: attributes are sorted), or -1. */
static inline int64_t xlac_ffi_attr_index(const XLA_FFI_Attrs *attrs, const char *name) {
  int64_t lo = 0, hi = attrs->size - 1;
  while (lo <= hi) {
    int64_t mid = lo + (hi - lo) / 2;
    const XLA_FFI_ByteSpan *s = attrs->names[mid];
    size_t i = 0;
    int cmp = 0;
    while (cmp == 0 && i < s->len && name[i]) {
      cmp = (unsigned char)s->ptr[i] - (unsigned char)name[i];
      i++;
    }
    if (cmp == 0) cmp = (i < s->len) ? 1 : (name[i] ? -1 : 0);
    if (cmp == 0) return mid;
    if (cmp < 0) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}

/* The i-th argument / result buffer. */
static inline XLA_FFI_Buffer *xlac_ffi_arg(const XLA_FFI_CallFrame *frame, int64_t i) {
  return (XLA_FFI_Buffer *)frame->args.args[i];
}

static inline XLA_FFI_Buffer *xlac_ffi_ret(const XLA_FFI_CallFrame *frame, int64_t i) {
  return (XLA_FFI_Buffer *)frame->rets.rets[i];
}

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* XLAC_FFI_H_ */
