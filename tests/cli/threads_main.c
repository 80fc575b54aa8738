/* A program that calls model() from an object compiled with `xlac compile --threads ...
 * --entry model` of test_cli_threads.py's elementwise module (y = tanh(exp(x))), linked with
 * xlac/runtime/parallel.c. The runtime's entries are wrapped (ld --wrap) to see what the
 * object asks of the pool and which threads run its chunks; every chunk pauses 0.2 ms, so
 * each worker the pool lets in has time to join. Prints
 *   pool P threads U cap C
 * (P: xlac_num_threads(), U: the most distinct threads that ran one loop's chunks, C: the cap
 * the object passed, -1 if it called the uncapped entry) and exits 0 when the results are right. */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model.h"

typedef void (*task_fn)(void *, int64_t, int64_t);
void __real_xlac_parallel_for(task_fn, void *, int64_t, int64_t);
/* weak: the program still links against a runtime without the capped entry */
void __real_xlac_parallel_for_capped(task_fn, void *, int64_t, int64_t, int64_t) __attribute__((weak));
int xlac_num_threads(void);

struct loop {
    task_fn fn;
    void *ctx;
    pthread_mutex_t mu;
    pthread_t seen[256];
    int nseen;
};

static int most_threads;
static long long cap = -1;

static void record(void *p, int64_t begin, int64_t end) {
    struct loop *l = p;
    pthread_t me = pthread_self();
    pthread_mutex_lock(&l->mu);
    int known = 0;
    for (int i = 0; i < l->nseen; i++) known |= pthread_equal(l->seen[i], me);
    if (!known && l->nseen < 256) l->seen[l->nseen++] = me;
    pthread_mutex_unlock(&l->mu);
    struct timespec pause = {0, 200 * 1000};
    nanosleep(&pause, NULL);
    l->fn(l->ctx, begin, end);
}

static void done(struct loop *l) {
    if (l->nseen > most_threads) most_threads = l->nseen;
    pthread_mutex_destroy(&l->mu);
}

void __wrap_xlac_parallel_for(task_fn fn, void *ctx, int64_t n, int64_t grain) {
    struct loop l = {.fn = fn, .ctx = ctx, .mu = PTHREAD_MUTEX_INITIALIZER};
    __real_xlac_parallel_for(record, &l, n, grain);
    done(&l);
}

void __wrap_xlac_parallel_for_capped(task_fn fn, void *ctx, int64_t n, int64_t grain, int64_t max_threads) {
    struct loop l = {.fn = fn, .ctx = ctx, .mu = PTHREAD_MUTEX_INITIALIZER};
    cap = max_threads;
    __real_xlac_parallel_for_capped(record, &l, n, grain, max_threads);
    done(&l);
}

int main(void) {
    const xlac_model_info *info = &model_info;
    size_t n = info->params[0].bytes / sizeof(float);
    float *x = aligned_alloc(64, info->params[0].bytes), *y = aligned_alloc(64, info->results[0].bytes);
    void *temp = aligned_alloc(64, info->temp_bytes ? (info->temp_bytes + 63) / 64 * 64 : 64);
    for (size_t i = 0; i < n; i++) x[i] = (float)(i % 1000) / 1000.0f - 0.5f;
    void *params[] = {x}, *results[] = {y};
    for (int run = 0; run < 3; run++) {
        memset(y, 0, info->results[0].bytes);
        if (model(params, results, temp) != XLAC_STATUS_OK) return 1;
        for (size_t i = 0; i < n; i++)
            if (fabsf(y[i] - tanhf(expf(x[i]))) > 1e-5f) {
                fprintf(stderr, "wrong value at %zu: %g\n", i, (double)y[i]);
                return 1;
            }
    }
    printf("pool %d threads %d cap %lld\n", xlac_num_threads(), most_threads, cap);
    return 0;
}
