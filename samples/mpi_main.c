/* Runs one model `xlac compile` built for N devices, one device per MPI rank.
 *
 *   xlac compile tests/corpus/devices/row_parallel_matmul_psum.hlo -o build/psum.o
 *   mpicc -c $(xlac ffi-header --cflags) $(xlac ffi-header --collectives-runtime) -o build/coll.o
 *   mpicc -std=c99 -Ibuild -DXLAC_MODEL=main_0_spmd samples/mpi_main.c build/psum.o build/coll.o \
 *         -lm -o psum
 *   mpirun -np 4 ./psum in out      # rank r reads in.<k>.<r>.bin, writes out.<j>.<r>.bin
 *
 * XLAC_MODEL is the entry symbol (see the header's name). Parameter k of device r is the raw
 * buffer in `<in>.<k>.<r>.bin` (the layout the header describes); result j of device r goes to
 * `<out>.<j>.<r>.bin`. Without arguments every input element is 1 and each rank prints the
 * first element of each result. A failed call prints the model's message and exits 1.
 */
#define _POSIX_C_SOURCE 200112L /* posix_memalign */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef XLAC_MODEL
#error "compile with -DXLAC_MODEL=<entry symbol>"
#endif
#define XLAC_STR_(x) #x
#define XLAC_STR(x) XLAC_STR_(x)
#define XLAC_CAT_(a, b) a##b
#define XLAC_CAT(a, b) XLAC_CAT_(a, b)
#include XLAC_STR(XLAC_MODEL.h)
#define MODEL_INFO XLAC_CAT(XLAC_MODEL, _info)

static int read_file(const char *path, void *buf, size_t bytes) {
  FILE *f = fopen(path, "rb");
  size_t got;
  if (!f) return -1;
  got = fread(buf, 1, bytes, f);
  fclose(f);
  return got == bytes ? 0 : -1;
}

static int write_file(const char *path, const void *buf, size_t bytes) {
  FILE *f = fopen(path, "wb");
  size_t put;
  if (!f) return -1;
  put = fwrite(buf, 1, bytes, f);
  return fclose(f) == 0 && put == bytes ? 0 : -1;
}

int main(int argc, char **argv) {
  const xlac_model_info *m = &MODEL_INFO;
  void *params[64], *results[64], *temp;
  char path[4096];
  int rank = 0, k, status, failed = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (m->num_params > 64 || m->num_results > 64) {
    fprintf(stderr, "too many buffers for this driver\n");
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  for (k = 0; k < m->num_params; ++k) {
    params[k] = calloc(1, m->params[k].bytes ? m->params[k].bytes : 1);
    if (argc > 1) {
      snprintf(path, sizeof path, "%s.%d.%d.bin", argv[1], k, rank);
      if (read_file(path, params[k], m->params[k].bytes)) {
        fprintf(stderr, "rank %d: cannot read %zu bytes from %s\n", rank, m->params[k].bytes, path);
        MPI_Abort(MPI_COMM_WORLD, 1);
      }
    } else if (!strcmp(m->params[k].dtype, "f32")) {
      size_t i;
      for (i = 0; i < m->params[k].bytes / 4; ++i) ((float *)params[k])[i] = 1.0f;
    }
  }
  for (k = 0; k < m->num_results; ++k) results[k] = calloc(1, m->results[k].bytes ? m->results[k].bytes : 1);
  if (posix_memalign(&temp, m->temp_align < sizeof(void *) ? sizeof(void *) : m->temp_align,
                     m->temp_bytes ? m->temp_bytes : 1)) {
    fprintf(stderr, "rank %d: out of memory\n", rank);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  status = m->entry(params, results, temp);
  if (status != XLAC_STATUS_OK) {
    fprintf(stderr, "rank %d: %s\n", rank, (const char *)temp);
    failed = 1;
  }
  for (k = 0; !failed && k < m->num_results; ++k) {
    if (argc > 2) {
      snprintf(path, sizeof path, "%s.%d.%d.bin", argv[2], k, rank);
      if (write_file(path, results[k], m->results[k].bytes)) {
        fprintf(stderr, "rank %d: cannot write %s\n", rank, path);
        failed = 1;
      }
    } else if (!strcmp(m->results[k].dtype, "f32") && m->results[k].bytes) {
      printf("rank %d: out%d[0] = %g\n", rank, k, (double)((float *)results[k])[0]);
    }
  }
  MPI_Finalize();
  return failed;
}
