/*
 * xlac_ffi_runtime.c: the runtime that objects from `xlac compile` need when they make custom
 * calls. Compile it once and link it with your program:
 *
 *   cc -c $(xlac ffi-header --cflags) $(xlac ffi-header --runtime) -o xlac_ffi_runtime.o
 *   cc main.c model.o my_targets.o xlac_ffi_runtime.o -lm
 *
 * It defines
 *   - xlac_ffi_api: the XLA_FFI_Api that compiled code puts in every typed-FFI call frame.
 *     Errors work (Error_Create copies the message; GetMessage; Destroy). The thread pool runs
 *     tasks inline on the calling thread and reports one thread; RunId and DeviceOrdinal are 0.
 *     Everything that needs XLA's runtime (streams, execution context, state, device memory,
 *     futures, handler registration) returns an UNIMPLEMENTED error.
 *   - XlaCustomCallStatusSetSuccess / XlaCustomCallStatusSetFailure as real functions, for
 *     targets compiled against XLA's own custom_call_status.h (xlac's header inlines them).
 *
 * Error_Create allocates with malloc (it is the only allocation, and only on failure paths);
 * if malloc fails, a static "out of memory" error stands in. Generated code never allocates.
 */
#define XLAC_FFI_STATUS_EXTERN 1
#include "xlac_ffi.h"

#include <stdlib.h>
#include <string.h>

struct XLA_FFI_Error {
  XLA_FFI_Error_Code code;
  char message[1]; /* NUL-terminated, allocated to length */
};

static struct {
  XLA_FFI_Error_Code code;
  char message[32];
} xlac_oom_error = {XLA_FFI_Error_Code_RESOURCE_EXHAUSTED, "out of memory"};

static XLA_FFI_Error *xlac_error_create(XLA_FFI_Error_Create_Args *args) {
  const char *msg = (args && args->message) ? args->message : "";
  size_t len = strlen(msg);
  XLA_FFI_Error *err = (XLA_FFI_Error *)malloc(sizeof(XLA_FFI_Error) + len);
  if (!err) return (XLA_FFI_Error *)(void *)&xlac_oom_error;
  err->code = args ? args->errc : XLA_FFI_Error_Code_UNKNOWN;
  memcpy(err->message, msg, len + 1);
  return err;
}

static void xlac_error_get_message(XLA_FFI_Error_GetMessage_Args *args) {
  args->message = args->error ? args->error->message : "";
}

static void xlac_error_destroy(XLA_FFI_Error_Destroy_Args *args) {
  if (args->error && args->error != (XLA_FFI_Error *)(void *)&xlac_oom_error) free(args->error);
}

static XLA_FFI_Error *xlac_unimplemented(const char *what) {
  XLA_FFI_Error_Create_Args args;
  args.struct_size = XLA_FFI_Error_Create_Args_STRUCT_SIZE;
  args.extension_start = NULL;
  args.message = what;
  args.errc = XLA_FFI_Error_Code_UNIMPLEMENTED;
  return xlac_error_create(&args);
}

#define XLAC_UNSUPPORTED(fn, args_type)                                               \
  static XLA_FFI_Error *xlac_##fn(args_type *args) {                                  \
    (void)args;                                                                       \
    return xlac_unimplemented("XLA_FFI_" #fn " is not available in xlac-compiled code"); \
  }

XLAC_UNSUPPORTED(Handler_Register, XLA_FFI_Handler_Register_Args)
XLAC_UNSUPPORTED(Stream_Get, XLA_FFI_Stream_Get_Args)
XLAC_UNSUPPORTED(TypeId_Register, XLA_FFI_TypeId_Register_Args)
XLAC_UNSUPPORTED(ExecutionContext_Get, XLA_FFI_ExecutionContext_Get_Args)
XLAC_UNSUPPORTED(State_Set, XLA_FFI_State_Set_Args)
XLAC_UNSUPPORTED(State_Get, XLA_FFI_State_Get_Args)
XLAC_UNSUPPORTED(DeviceMemory_Allocate, XLA_FFI_DeviceMemory_Allocate_Args)
XLAC_UNSUPPORTED(DeviceMemory_Free, XLA_FFI_DeviceMemory_Free_Args)
XLAC_UNSUPPORTED(Future_Create, XLA_FFI_Future_Create_Args)
XLAC_UNSUPPORTED(Future_SetAvailable, XLA_FFI_Future_SetAvailable_Args)
XLAC_UNSUPPORTED(Future_SetError, XLA_FFI_Future_SetError_Args)

static XLA_FFI_Error *xlac_ThreadPool_Schedule(XLA_FFI_ThreadPool_Schedule_Args *args) {
  if (args->task) args->task(args->data); /* inline: allowed by the FFI contract */
  return NULL;
}

static XLA_FFI_Error *xlac_ThreadPool_NumThreads(XLA_FFI_ThreadPool_NumThreads_Args *args) {
  if (args->num_threads) *args->num_threads = 1;
  return NULL;
}

static XLA_FFI_Error *xlac_RunId_Get(XLA_FFI_RunId_Get_Args *args) {
  args->run_id = 0;
  return NULL;
}

static XLA_FFI_Error *xlac_DeviceOrdinal_Get(XLA_FFI_DeviceOrdinal_Get_Args *args) {
  args->device_ordinal = 0;
  return NULL;
}

const XLA_FFI_Api xlac_ffi_api = {
    XLA_FFI_Api_STRUCT_SIZE,
    NULL,
    {XLA_FFI_Api_Version_STRUCT_SIZE, NULL, XLA_FFI_API_MAJOR, XLA_FFI_API_MINOR},
    NULL,
    xlac_error_create,
    xlac_error_get_message,
    xlac_error_destroy,
    xlac_Handler_Register,
    xlac_Stream_Get,
    xlac_TypeId_Register,
    xlac_ExecutionContext_Get,
    xlac_State_Set,
    xlac_State_Get,
    xlac_DeviceMemory_Allocate,
    xlac_DeviceMemory_Free,
    xlac_ThreadPool_Schedule,
    xlac_ThreadPool_NumThreads,
    xlac_Future_Create,
    xlac_Future_SetAvailable,
    xlac_Future_SetError,
    xlac_RunId_Get,
    xlac_DeviceOrdinal_Get,
};

void XlaCustomCallStatusSetSuccess(XlaCustomCallStatus *status) {
  status->failed = 0;
  status->message_len = 0;
  status->message[0] = 0;
}

void XlaCustomCallStatusSetFailure(XlaCustomCallStatus *status, const char *message,
                                   size_t message_len) {
  size_t n = 0;
  while (message && n < message_len && n + 1 < XLAC_STATUS_MESSAGE_BYTES && message[n]) {
    status->message[n] = message[n];
    n++;
  }
  status->message[n] = 0;
  status->message_len = (uint32_t)n;
  status->failed = 1;
}
