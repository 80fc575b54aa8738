/* xlac's threading runtime: one persistent pool of worker threads behind one function.
 *
 *   void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
 *                          void *ctx, int64_t n, int64_t grain);
 *
 * calls fn(ctx, b, e) on disjoint chunks [b, e) covering [0, n), each at least `grain` long
 * (except the last), on the calling thread and the pool's workers, and returns when all are
 * done. Chunks are handed out through an atomic counter, so uneven chunks balance themselves.
 * A call made from inside a chunk (nested parallelism), or while another thread owns the pool,
 * runs serially on the caller: never a deadlock, never oversubscription.
 *
 * Threads: XLAC_NUM_THREADS, else the CPUs this process may run on. Workers spin briefly
 * after a job (back-to-back loops of one module then start in microseconds), then sleep.
 *
 * Build: cc -O2 -fPIC -shared -pthread parallel.c (xlac does this itself for host runs; link
 * it into programs that call objects compiled with threads enabled).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

typedef void (*xlac_task_fn)(void *ctx, int64_t begin, int64_t end);

#define MAX_THREADS 256
#define SPIN_ROUNDS 4000

static struct {
    pthread_once_t once;
    pthread_mutex_t owner;      /* held by the thread running a parallel job */
    pthread_mutex_t mu;         /* guards sleeping and waking */
    pthread_cond_t work_cv, done_cv;
    int nthreads;               /* workers + the caller */
    xlac_task_fn fn;
    void *ctx;
    int64_t n, chunk;
    _Atomic int64_t next;       /* start of the next unclaimed chunk */
    _Atomic int busy;           /* workers still inside the current job */
    _Atomic uint64_t generation;
} pool = {PTHREAD_ONCE_INIT, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
          PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER};

static _Thread_local int inside_job;

/* One round of a spin-wait: a pause, and now and then the CPU offered to another thread
 * (on a busy machine the thread we wait for may need this very CPU). */
static inline void cpu_relax(int round) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
    if ((round & 15) == 15) sched_yield();
}

static void run_chunks(void) {
    int64_t n = pool.n, chunk = pool.chunk;
    for (;;) {
        int64_t begin = atomic_fetch_add(&pool.next, chunk);
        if (begin >= n) return;
        int64_t end = begin + chunk < n ? begin + chunk : n;
        pool.fn(pool.ctx, begin, end);
    }
}

static uint64_t wait_for_job(uint64_t seen) {
    for (int i = 0; i < SPIN_ROUNDS; i++) {
        uint64_t g = atomic_load_explicit(&pool.generation, memory_order_acquire);
        if (g != seen) return g;
        cpu_relax(i);
    }
    pthread_mutex_lock(&pool.mu);
    uint64_t g;
    while ((g = atomic_load_explicit(&pool.generation, memory_order_acquire)) == seen)
        pthread_cond_wait(&pool.work_cv, &pool.mu);
    pthread_mutex_unlock(&pool.mu);
    return g;
}

static void *worker(void *arg) {
    (void)arg;
    inside_job = 1;
    uint64_t seen = 0;
    for (;;) {
        seen = wait_for_job(seen);
        run_chunks();
        if (atomic_fetch_sub_explicit(&pool.busy, 1, memory_order_acq_rel) == 1) {
            pthread_mutex_lock(&pool.mu);
            pthread_cond_signal(&pool.done_cv);
            pthread_mutex_unlock(&pool.mu);
        }
    }
    return NULL;
}

static int configured_threads(void) {
    const char *env = getenv("XLAC_NUM_THREADS");
    if (env && atoi(env) > 0) return atoi(env) < MAX_THREADS ? atoi(env) : MAX_THREADS;
#ifdef CPU_COUNT
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set) < MAX_THREADS ? CPU_COUNT(&set) : MAX_THREADS;
#endif
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (n < MAX_THREADS ? (int)n : MAX_THREADS) : 1;
}

static void start_pool(void) {
    int want = configured_threads();
    pool.nthreads = 1;
    for (int i = 1; i < want; i++) {
        pthread_t t;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        if (pthread_create(&t, &attr, worker, NULL) == 0) pool.nthreads++;
        pthread_attr_destroy(&attr);
    }
}

int xlac_num_threads(void) {
    pthread_once(&pool.once, start_pool);
    return pool.nthreads;
}

void xlac_parallel_for(xlac_task_fn fn, void *ctx, int64_t n, int64_t grain) {
    if (n <= 0) return;
    if (grain < 1) grain = 1;
    int threads = xlac_num_threads();
    if (inside_job || threads == 1 || n <= grain || pthread_mutex_trylock(&pool.owner) != 0) {
        fn(ctx, 0, n);
        return;
    }
    int64_t chunk = (n + 4 * (int64_t)threads - 1) / (4 * (int64_t)threads);
    pool.fn = fn;
    pool.ctx = ctx;
    pool.n = n;
    pool.chunk = chunk > grain ? chunk : grain;
    atomic_store(&pool.next, 0);
    atomic_store(&pool.busy, threads - 1);
    pthread_mutex_lock(&pool.mu);
    atomic_fetch_add_explicit(&pool.generation, 1, memory_order_release);
    pthread_cond_broadcast(&pool.work_cv);
    pthread_mutex_unlock(&pool.mu);
    inside_job = 1;
    run_chunks();
    inside_job = 0;
    for (int i = 0; i < SPIN_ROUNDS && atomic_load_explicit(&pool.busy, memory_order_acquire) > 0; i++)
        cpu_relax(i);
    if (atomic_load_explicit(&pool.busy, memory_order_acquire) > 0) {
        pthread_mutex_lock(&pool.mu);
        while (atomic_load_explicit(&pool.busy, memory_order_acquire) > 0)
            pthread_cond_wait(&pool.done_cv, &pool.mu);
        pthread_mutex_unlock(&pool.mu);
    }
    pthread_mutex_unlock(&pool.owner);
}
