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
