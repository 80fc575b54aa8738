/* bench/devices.py's compiled-object row: the all-reduce module `xlac compile` built for 2
 * devices, called from C under mpirun (its collectives from xlac/runtime/collectives_mpi.c),
 * beside a bare MPI_Allreduce of the same buffer; medians of 10 after a warm-up, in ms, printed
 * by rank 0 as "<object ms> <bare ms>". Every rank checks the object's sum against MPI's. */
#define _POSIX_C_SOURCE 200112L
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "allreduce.h"

#define REPEAT 10

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *t) {
  qsort(t, REPEAT, sizeof(double), cmp);
  return (t[REPEAT / 2 - 1] + t[REPEAT / 2]) / 2;
}

int main(int argc, char **argv) {
  size_t n = ALLREDUCE_PARAM0_BYTES / sizeof(float), i;
  float *x, *got, *want;
  void *temp, *params[1], *results[1];
  double t_obj[REPEAT], t_bare[REPEAT];
  int rank, k, bad = 0;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  x = malloc(ALLREDUCE_PARAM0_BYTES);
  got = malloc(ALLREDUCE_PARAM0_BYTES);
  want = malloc(ALLREDUCE_PARAM0_BYTES);
  if (posix_memalign(&temp, 64, ALLREDUCE_TEMP_BYTES ? ALLREDUCE_TEMP_BYTES : 1) || !x || !got || !want) return 1;
  for (i = 0; i < n; ++i) x[i] = (float)((i * 7 + (size_t)rank * 13) % 23) - 11.0f;
  params[0] = x;
  results[0] = got;
  if (allreduce(params, results, temp) != XLAC_STATUS_OK) {
    fprintf(stderr, "rank %d: %s\n", rank, (const char *)temp);
    MPI_Abort(MPI_COMM_WORLD, 1);
  }
  MPI_Allreduce(x, want, (int)n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
  bad = memcmp(got, want, ALLREDUCE_PARAM0_BYTES) != 0;
  for (k = 0; k < REPEAT; ++k) {
    double t0;
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    MPI_Allreduce(x, want, (int)n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    t_bare[k] = MPI_Wtime() - t0;
    MPI_Barrier(MPI_COMM_WORLD);
    t0 = MPI_Wtime();
    allreduce(params, results, temp);
    t_obj[k] = MPI_Wtime() - t0;
  }
  if (rank == 0) printf("%.2f %.2f %d\n", median(t_obj) * 1e3, median(t_bare) * 1e3, bad);
  MPI_Finalize();
  return bad;
}
