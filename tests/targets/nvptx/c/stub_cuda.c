/* A stand-in CUDA driver for testing xlac's nvptx host objects without a GPU: device memory is
   host memory, and a "launch" calls the host-compiled twin of the kernel (the nvptx target's
   simulator writes those, with the kernels' names), found in xlac_sim_kernels[]. Only the
   entry points the generated host code calls are here. */
#include <stddef.h>
#include <string.h>

typedef struct {
  const char *name;
  void (*call)(void **params);
} xlac_sim_kernel;

extern const xlac_sim_kernel xlac_sim_kernels[];
extern const int xlac_sim_num_kernels;

int xlac_sim_launches = 0;
int xlac_sim_module_loads = 0;

int cuModuleLoadData(void **module, const void *image) {
  if (image == NULL) return 1; /* CUDA_ERROR_INVALID_VALUE */
  ++xlac_sim_module_loads;
  *module = (void *)image;
  return 0;
}

int cuModuleGetFunction(void **fn, void *module, const char *name) {
  (void)module;
  for (int k = 0; k < xlac_sim_num_kernels; ++k) {
    if (strcmp(xlac_sim_kernels[k].name, name) == 0) {
      *fn = (void *)&xlac_sim_kernels[k];
      return 0;
    }
  }
  return 500; /* CUDA_ERROR_NOT_FOUND */
}

int cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                   unsigned shared_bytes, void *stream, void **params, void **extra) {
  (void)gx; (void)gy; (void)gz; (void)bx; (void)by; (void)bz; (void)shared_bytes; (void)stream; (void)extra;
  if (gx == 0 || bx == 0 || bx > 1024) return 1; /* what the real driver refuses */
  ++xlac_sim_launches;
  ((const xlac_sim_kernel *)f)->call(params);
  return 0;
}

int cuMemcpyDtoDAsync_v2(unsigned long long dst, unsigned long long src, size_t n, void *stream) {
  (void)stream;
  memmove((void *)(size_t)dst, (const void *)(size_t)src, n);
  return 0;
}

int cuMemcpyDtoHAsync_v2(void *dst, unsigned long long src, size_t n, void *stream) {
  (void)stream;
  memcpy(dst, (const void *)(size_t)src, n);
  return 0;
}

int cuStreamSynchronize(void *stream) {
  (void)stream;
  return 0;
}

/* The rest of what xlac's Python runtime (xlac/targets/nvptx/cuda.py) binds, so the same stand-in
   built as a shared library tests the ctypes layer and CudaDevice end to end. */
#include <stdlib.h>

int cuInit(unsigned flags) { (void)flags; return 0; }
int cuDeviceGetCount(int *count) { *count = 1; return 0; }
int cuDeviceGet(int *dev, int ordinal) { *dev = ordinal; return ordinal == 0 ? 0 : 101; /* INVALID_DEVICE */ }
int cuDeviceGetName(char *name, int len, int dev) {
  (void)dev;
  strncpy(name, "xlac stand-in device", (size_t)len);
  return 0;
}
int cuDeviceGetAttribute(int *value, int attribute, int dev) {
  (void)dev;
  *value = attribute == 75 ? 9 : 0; /* compute capability 9.0 */
  return 0;
}
int cuDeviceTotalMem_v2(size_t *bytes, int dev) { (void)dev; *bytes = (size_t)1 << 30; return 0; }
static int primary_context;
int cuDevicePrimaryCtxRetain(void **ctx, int dev) { (void)dev; *ctx = &primary_context; return 0; }
int cuDevicePrimaryCtxRelease_v2(int dev) { (void)dev; return 0; }
int cuCtxSetCurrent(void *ctx) { return ctx == &primary_context ? 0 : 201; /* INVALID_CONTEXT */ }
int cuCtxSynchronize(void) { return 0; }
int cuModuleLoadDataEx(void **module, const void *image, unsigned n, int *options, void **values) {
  (void)n; (void)options; (void)values;
  return cuModuleLoadData(module, image);
}
int cuModuleUnload(void *module) { (void)module; return 0; }
int cuMemAlloc_v2(unsigned long long *ptr, size_t bytes) {
  void *p = aligned_alloc(256, (bytes + 255) / 256 * 256);
  if (p == NULL) return 2; /* OUT_OF_MEMORY */
  *ptr = (unsigned long long)(size_t)p;
  return 0;
}
int cuMemFree_v2(unsigned long long ptr) { free((void *)(size_t)ptr); return 0; }
int cuMemcpyHtoD_v2(unsigned long long dst, const void *src, size_t n) { memcpy((void *)(size_t)dst, src, n); return 0; }
int cuMemcpyDtoH_v2(void *dst, unsigned long long src, size_t n) { memcpy(dst, (const void *)(size_t)src, n); return 0; }
int cuMemcpyDtoD_v2(unsigned long long dst, unsigned long long src, size_t n) {
  memmove((void *)(size_t)dst, (const void *)(size_t)src, n);
  return 0;
}
int cuMemsetD8_v2(unsigned long long dst, unsigned char value, size_t n) { memset((void *)(size_t)dst, value, n); return 0; }
/* Events: a host clock (the stand-in runs every launch synchronously). */
#include <time.h>
int cuEventCreate(void **event, unsigned flags) {
  (void)flags;
  *event = calloc(1, sizeof(double));
  return *event == NULL ? 2 : 0;
}
int cuEventRecord(void *event, void *stream) {
  struct timespec ts;
  (void)stream;
  timespec_get(&ts, TIME_UTC); /* C11: the stand-in builds with -std=c11 */
  *(double *)event = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
  return 0;
}
int cuEventSynchronize(void *event) { (void)event; return 0; }
int cuEventElapsedTime(float *ms, void *start, void *end) { *ms = (float)(*(double *)end - *(double *)start); return 0; }
int cuEventDestroy_v2(void *event) { free(event); return 0; }
int cuGetErrorString(int status, const char **text) {
  *text = status == 500 ? "named symbol not found" : status == 2 ? "out of memory" : "stand-in driver error";
  return 0;
}
