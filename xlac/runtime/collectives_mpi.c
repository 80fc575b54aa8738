/* The collectives of objects `xlac compile` builds for N devices, over MPI: one device per rank.
 *
 *   xlac compile model.hlo -o model.o        # a module with num_partitions=4 (or replica_count)
 *   mpicc -c $(xlac ffi-header --cflags) $(xlac ffi-header --collectives-runtime) -o coll.o
 *   mpicc main.c model.o coll.o -lm -o main && mpirun -np 4 ./main
 *
 * The object's collectives are custom calls (API_VERSION_STATUS_RETURNING_UNIFIED) to the
 * functions here: xlac_device_id, xlac_all_gather, xlac_collective_permute and
 * xlac_all_reduce_<add|multiply|maximum|minimum>_<f32|f64|s32|s64|u32|u64>; everything else a
 * collective does (other reductions with its to_apply, picking this device's chunk) is compiled
 * code (xlac/passes/lower_collectives.py). Device d is rank d of the
 * communicator: MPI_COMM_WORLD unless the program calls xlac_collectives_set_comm first. MPI is
 * initialized here if the program has not done it (and finalized at exit then).
 *
 * Every device runs the same program, so every pair of devices issues its messages in the same
 * order; MPI keeps messages between two ranks on one communicator and tag in order, which is
 * all the matching there is. A failure (a world of the wrong size) fails the custom call: the
 * entry returns XLAC_STATUS_CUSTOM_CALL_FAILED with the message in temp. A rank that dies ends
 * the job (MPI's default error handler), so no device waits forever for it.
 */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xlac_ffi.h"

#define XLAC_COLLECTIVES_TAG 7311
#define XLAC_MAX_MESSAGE (1 << 30) /* bytes per MPI message: counts are ints */

static MPI_Comm xlac_comm = MPI_COMM_NULL;

static void xlac_finalize_at_exit(void) {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Finalize();
}

/* Use `comm` (duplicated) for the devices: rank d is device d. Call before the model runs. */
int xlac_collectives_set_comm(MPI_Comm comm) {
  if (xlac_comm != MPI_COMM_NULL) MPI_Comm_free(&xlac_comm);
  return MPI_Comm_dup(comm, &xlac_comm);
}

static void xlac_fail(XlaCustomCallStatus *status, const char *name, const char *what, long a, long b) {
  char message[600];
  snprintf(message, sizeof message, "'%s': ", name);
  snprintf(message + strlen(message), sizeof message - strlen(message), what, a, b);
  XlaCustomCallStatusSetFailure(status, message, strlen(message));
}

static int xlac_ensure_comm(void) {
  int initialized = 0;
  if (xlac_comm != MPI_COMM_NULL) return 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    if (MPI_Init(NULL, NULL) != MPI_SUCCESS) return -1;
    atexit(xlac_finalize_at_exit);
  }
  return MPI_Comm_dup(MPI_COMM_WORLD, &xlac_comm) == MPI_SUCCESS ? 0 : -1;
}

/* opaque: "<count> <count> <instruction name>" */
static void xlac_parse(const char *opaque, size_t len, long *a, long *b, char *name, size_t name_size) {
  char text[600];
  int used = 0;
  size_t n = len < sizeof text - 1 ? len : sizeof text - 1;
  memcpy(text, opaque, n);
  text[n] = 0;
  *a = *b = 0;
  name[0] = 0;
  if (sscanf(text, "%ld %ld %n", a, b, &used) >= 2 && used > 0) {
    snprintf(name, name_size, "%s", text + used);
  } else if (sscanf(text, "%ld %n", a, &used) >= 1 && used > 0) {
    snprintf(name, name_size, "%s", text + used);
  }
}

/* Post sends/receives of `bytes` in messages of at most XLAC_MAX_MESSAGE bytes. */
static int xlac_post(int send, void *buf, size_t bytes, int peer, MPI_Request **reqs, int *n, int *cap) {
  size_t off = 0;
  do {
    size_t piece = bytes - off < (size_t)XLAC_MAX_MESSAGE ? bytes - off : (size_t)XLAC_MAX_MESSAGE;
    if (*n == *cap) {
      int grown = *cap ? *cap * 2 : 16;
      MPI_Request *r = (MPI_Request *)realloc(*reqs, (size_t)grown * sizeof(MPI_Request));
      if (!r) return -1;
      *reqs = r;
      *cap = grown;
    }
    if (send) {
      if (MPI_Isend((char *)buf + off, (int)piece, MPI_BYTE, peer, XLAC_COLLECTIVES_TAG, xlac_comm, &(*reqs)[*n]))
        return -1;
    } else if (MPI_Irecv((char *)buf + off, (int)piece, MPI_BYTE, peer, XLAC_COLLECTIVES_TAG, xlac_comm,
                         &(*reqs)[*n])) {
      return -1;
    }
    (*n)++;
    off += piece;
  } while (off < bytes);
  return 0;
}

static int xlac_wait(MPI_Request *reqs, int n) {
  int rc = n ? MPI_Waitall(n, reqs, MPI_STATUSES_IGNORE) : MPI_SUCCESS;
  free(reqs);
  return rc == MPI_SUCCESS ? 0 : -1;
}

/* out: s32[], this device's id. opaque: "<devices> <name>". */
void xlac_device_id(void *out, const void **in, const char *opaque, size_t opaque_len,
                    XlaCustomCallStatus *status) {
  long devices = 0, unused = 0;
  int rank = 0, size = 0;
  char name[400];
  (void)in;
  xlac_parse(opaque, opaque_len, &devices, &unused, name, sizeof name);
  if (xlac_ensure_comm()) {
    xlac_fail(status, name, "MPI could not be initialized", 0, 0);
    return;
  }
  MPI_Comm_rank(xlac_comm, &rank);
  MPI_Comm_size(xlac_comm, &size);
  if (size != devices) {
    xlac_fail(status, name, "the module is built for %ld devices, but the MPI world has %ld ranks", devices,
              size);
    return;
  }
  *(int32_t *)out = rank;
}

/* out: every group member's operand, stacked in group order. in: operand, s32[1,G] group.
   opaque: "<operand bytes> <G> <name>". */
void xlac_all_gather(void *out, const void **in, const char *opaque, size_t opaque_len,
                     XlaCustomCallStatus *status) {
  long bytes = 0, size = 0;
  int rank = 0, n = 0, cap = 0, j;
  char name[400];
  MPI_Request *reqs = NULL;
  const int32_t *group = (const int32_t *)in[1];
  xlac_parse(opaque, opaque_len, &bytes, &size, name, sizeof name);
  if (xlac_ensure_comm()) {
    xlac_fail(status, name, "MPI could not be initialized", 0, 0);
    return;
  }
  MPI_Comm_rank(xlac_comm, &rank);
  for (j = 0; j < size; ++j) {
    char *slot = (char *)out + (size_t)j * (size_t)bytes;
    if (group[j] == rank) {
      memcpy(slot, in[0], (size_t)bytes);
      continue;
    }
    if (xlac_post(0, slot, (size_t)bytes, group[j], &reqs, &n, &cap) ||
        xlac_post(1, (void *)in[0], (size_t)bytes, group[j], &reqs, &n, &cap)) {
      free(reqs);
      xlac_fail(status, name, "MPI could not exchange with device %ld", group[j], 0);
      return;
    }
  }
  if (xlac_wait(reqs, n)) xlac_fail(status, name, "the MPI exchange failed", 0, 0);
}

/* Is the group every device, in order? Then MPI_Allreduce on the devices' communicator does it
   (subgroups gather instead: a communicator per group would need every rank to agree when to
   split, and objects of several models share this runtime). */
static int xlac_whole_world(const int32_t *group, long size) {
  int world = 0;
  long j;
  MPI_Comm_size(xlac_comm, &world);
  if (size != world) return 0;
  for (j = 0; j < size; ++j)
    if (group[j] != j) return 0;
  return 1;
}

/* out: the operand reduced over the group. in: operand, s32[1,G] group, s32[] site. opaque:
   "<operand bytes> <G> <name>". Over every device, sums and products, and integer max/min, are
   MPI_Allreduce (MPI picks the order, as XLA's reductions may); otherwise (a subgroup, float
   max/min: MPI's MAX/MIN drop NaN where XLA keeps it) the operands are gathered and reduced here
   in group order. */
#define XLAC_MAX(a, b, u) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) > (b) ? (a) : (b))
#define XLAC_MIN(a, b, u) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) < (b) ? (a) : (b))
#define XLAC_ADD(a, b, u) ((u)(a) + (u)(b)) /* integers wrap, as in XLA: through the unsigned type */
#define XLAC_MUL(a, b, u) ((u)(a) * (u)(b))
#define XLAC_ALL_REDUCE(kind, OP, MPI_OP, dtype, ctype, utype, MPI_TYPE, native)                             \
  void xlac_all_reduce_##kind##_##dtype(void *out, const void **in, const char *opaque, size_t opaque_len,  \
                                        XlaCustomCallStatus *status) {                                      \
    long bytes = 0, size = 0, count, i, j;                                                                   \
    char name[400];                                                                                          \
    ctype *acc = (ctype *)out, *parts;                                                                       \
    xlac_parse(opaque, opaque_len, &bytes, &size, name, sizeof name);                                        \
    count = bytes / (long)sizeof(ctype);                                                                     \
    if (xlac_ensure_comm()) {                                                                                \
      xlac_fail(status, name, "MPI could not be initialized", 0, 0);                                         \
      return;                                                                                                \
    }                                                                                                        \
    if ((native) && count <= INT_MAX && xlac_whole_world((const int32_t *)in[1], size)) {                    \
      if (MPI_Allreduce(in[0], out, (int)count, MPI_TYPE, MPI_OP, xlac_comm) != MPI_SUCCESS)                 \
        xlac_fail(status, name, "MPI_Allreduce failed", 0, 0);                                               \
      return;                                                                                                \
    }                                                                                                        \
    parts = (ctype *)malloc((size_t)(bytes * size) + 1);                                                     \
    if (!parts) {                                                                                            \
      xlac_fail(status, name, "out of memory for %ld bytes", bytes * size, 0);                              \
      return;                                                                                                \
    }                                                                                                        \
    xlac_all_gather(parts, in, opaque, opaque_len, status);                                                  \
    if (!status->failed) {                                                                                   \
      memcpy(acc, parts, (size_t)bytes);                                                                     \
      for (j = 1; j < size; ++j)                                                                             \
        for (i = 0; i < count; ++i) acc[i] = (ctype)OP(acc[i], parts[j * count + i], utype);                \
    }                                                                                                        \
    free(parts);                                                                                             \
  }
#define XLAC_ALL_REDUCE_KINDS(dtype, ctype, utype, MPI_TYPE, integer)                     \
  XLAC_ALL_REDUCE(add, XLAC_ADD, MPI_SUM, dtype, ctype, utype, MPI_TYPE, 1)               \
  XLAC_ALL_REDUCE(multiply, XLAC_MUL, MPI_PROD, dtype, ctype, utype, MPI_TYPE, 1)         \
  XLAC_ALL_REDUCE(maximum, XLAC_MAX, MPI_MAX, dtype, ctype, utype, MPI_TYPE, integer)     \
  XLAC_ALL_REDUCE(minimum, XLAC_MIN, MPI_MIN, dtype, ctype, utype, MPI_TYPE, integer)
XLAC_ALL_REDUCE_KINDS(f32, float, float, MPI_FLOAT, 0)
XLAC_ALL_REDUCE_KINDS(f64, double, double, MPI_DOUBLE, 0)
XLAC_ALL_REDUCE_KINDS(s32, int32_t, uint32_t, MPI_INT32_T, 1)
XLAC_ALL_REDUCE_KINDS(s64, int64_t, uint64_t, MPI_INT64_T, 1)
XLAC_ALL_REDUCE_KINDS(u32, uint32_t, uint32_t, MPI_UINT32_T, 1)
XLAC_ALL_REDUCE_KINDS(u64, uint64_t, uint64_t, MPI_UINT64_T, 1)

/* out: the source's operand (zeros if none). in: operand, s32[] source (-1: none), s32[1,T]
   targets (-1: none). opaque: "<operand bytes> <T> <name>". */
void xlac_collective_permute(void *out, const void **in, const char *opaque, size_t opaque_len,
                             XlaCustomCallStatus *status) {
  long bytes = 0, width = 0;
  int rank = 0, n = 0, cap = 0, j;
  char name[400];
  MPI_Request *reqs = NULL;
  int32_t source = *(const int32_t *)in[1];
  const int32_t *targets = (const int32_t *)in[2];
  xlac_parse(opaque, opaque_len, &bytes, &width, name, sizeof name);
  if (xlac_ensure_comm()) {
    xlac_fail(status, name, "MPI could not be initialized", 0, 0);
    return;
  }
  MPI_Comm_rank(xlac_comm, &rank);
  if (source < 0) {
    memset(out, 0, (size_t)bytes);
  } else if (source == rank) {
    memcpy(out, in[0], (size_t)bytes);
  } else if (xlac_post(0, out, (size_t)bytes, source, &reqs, &n, &cap)) {
    free(reqs);
    xlac_fail(status, name, "MPI could not receive from device %ld", source, 0);
    return;
  }
  for (j = 0; j < width; ++j) {
    if (targets[j] < 0 || targets[j] == rank) continue;
    if (xlac_post(1, (void *)in[0], (size_t)bytes, targets[j], &reqs, &n, &cap)) {
      free(reqs);
      xlac_fail(status, name, "MPI could not send to device %ld", targets[j], 0);
      return;
    }
  }
  if (xlac_wait(reqs, n)) xlac_fail(status, name, "the MPI exchange failed", 0, 0);
}
