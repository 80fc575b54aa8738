/* xlac's threading runtime: one persistent pool of worker threads behind one function.
 *
 *   void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
 *                          void *ctx, int64_t n, int64_t grain);
 *
 * calls fn(ctx, b, e) on disjoint chunks [b, e) covering [0, n), each at least `grain` long,
 * on the calling thread and the pool's workers, and returns when all are done. Chunks are
 * handed out through an atomic counter, so uneven chunks balance themselves; there are up to
 * 16 per thread (fewer where `grain` says so), their lengths within one of each other. With 4
 * per thread of a fixed length, the last chunk was a remainder and few heavy iterations split
 * unevenly: 44 GEMM tiles on 2 threads in chunks of 6 went 24 : 20.
 * A call made from inside a chunk (nested parallelism), or while another thread owns the pool,
 * runs serially on the caller: never a deadlock, never oversubscription.
 *
 * Threads: XLAC_NUM_THREADS, else the CPUs this process may run on. Workers spin for a while
 * after a job, then sleep: XLAC_SPIN_US microseconds (default 2000; 0: sleep at once), as
 * OpenMP runtimes do (libgomp's GOMP_SPINCOUNT, KMP_BLOCKTIME): loops of one module, and the
 * next call of a model run in a loop, then start in microseconds, not after a wake-up (below).
 * A spinning worker yields its CPU every few rounds, so a thread that needs it gets it.
 * A job is open to workers only while its caller is still running chunks: the caller never
 * waits for a worker that had not joined by then (a sleeping worker's wake-up took 0.3 ms to
 * several ms on a KVM guest, longer than many loops), only for those inside; a late worker
 * joins the next loop instead.
 *
 * Lifecycle: the pool starts on the first parallel loop. `xlac_pool_shutdown()` stops and joins
 * the workers (it waits for a loop in flight to finish); later loops run serially on the caller.
 * It runs by itself when the library is unloaded or the process exits (a destructor), so no
 * worker is ever left executing code that is about to be unmapped; xlac's host loader also
 * calls it from Python's atexit and builds the library with -z nodelete. A child process made
 * by fork() starts with no pool and builds its own on its first loop.
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
#include <time.h>
#include <unistd.h>

typedef void (*xlac_task_fn)(void *ctx, int64_t begin, int64_t end);

#define MAX_THREADS 256
#define SPIN_ROUNDS 4000

enum { POOL_IDLE, POOL_RUNNING, POOL_STOPPED };

static struct {
    pthread_mutex_t life;       /* guards starting and stopping the pool */
    pthread_mutex_t owner;      /* held by the thread running a parallel job */
    pthread_mutex_t mu;         /* guards sleeping and waking */
    pthread_cond_t work_cv, done_cv;
    _Atomic int state;          /* POOL_IDLE, POOL_RUNNING or POOL_STOPPED */
    int nthreads;               /* workers + the caller */
    pthread_t workers[MAX_THREADS];
    int nworkers;
    xlac_task_fn fn;
    void *ctx;
    int64_t n, chunks;
    int64_t spin_ns;            /* how long an idle worker spins before it sleeps */
    _Atomic int64_t next;       /* start of the next unclaimed chunk */
    _Atomic int busy;           /* workers between joining a job and leaving it */
    _Atomic uint64_t open_job;  /* the generation of the job workers may join; 0: none */
    _Atomic int stop;           /* set (with a new generation) to make the workers return */
    _Atomic uint64_t generation;
} pool = {.life = PTHREAD_MUTEX_INITIALIZER, .owner = PTHREAD_MUTEX_INITIALIZER,
          .mu = PTHREAD_MUTEX_INITIALIZER, .work_cv = PTHREAD_COND_INITIALIZER,
          .done_cv = PTHREAD_COND_INITIALIZER, .state = POOL_IDLE, .nthreads = 1};

static _Thread_local int inside_job;
static pthread_once_t atfork_once = PTHREAD_ONCE_INIT;

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
    int64_t n = pool.n, chunks = pool.chunks;
    for (;;) {
        int64_t k = atomic_fetch_add(&pool.next, 1);
        if (k >= chunks) return;
        pool.fn(pool.ctx, k * n / chunks, (k + 1) * n / chunks);  /* chunk k of `chunks` near-equal ones */
    }
}

static int64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static uint64_t wait_for_job(uint64_t seen) {
    int64_t deadline = now_ns() + pool.spin_ns;
    for (int i = 0; pool.spin_ns > 0; i++) {
        uint64_t g = atomic_load_explicit(&pool.generation, memory_order_acquire);
        if (g != seen) return g;
        cpu_relax(i);
        if ((i & 63) == 63 && now_ns() > deadline) break;
    }
    pthread_mutex_lock(&pool.mu);
    uint64_t g;
    while ((g = atomic_load_explicit(&pool.generation, memory_order_acquire)) == seen)
        pthread_cond_wait(&pool.work_cv, &pool.mu);
    pthread_mutex_unlock(&pool.mu);
    return g;
}

static void *worker(void *arg) {
    uint64_t seen = (uint64_t)(uintptr_t)arg;
    inside_job = 1;
    for (;;) {
        seen = wait_for_job(seen);
        if (atomic_load_explicit(&pool.stop, memory_order_acquire)) return NULL;
        /* Join, then check the job is still open (both sequentially consistent, as the
         * caller's close and its count of who is inside): either the caller sees this
         * worker and waits for it, or this worker sees the job closed and leaves it. */
        atomic_fetch_add(&pool.busy, 1);
        if (atomic_load(&pool.open_job) == seen) run_chunks();
        if (atomic_fetch_sub(&pool.busy, 1) == 1) {
            pthread_mutex_lock(&pool.mu);
            pthread_cond_signal(&pool.done_cv);
            pthread_mutex_unlock(&pool.mu);
        }
    }
}

static int64_t configured_spin_ns(void) {
    const char *env = getenv("XLAC_SPIN_US");
    long us = env && *env ? atol(env) : 2000;
    return us > 0 ? (int64_t)us * 1000 : 0;
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

/* In a child made by fork() only the forking thread exists: forget the parent's workers
 * (and any lock a parent thread held), so the child's first loop starts a pool of its own. */
static void after_fork_in_child(void) {
    pthread_mutex_init(&pool.life, NULL);
    pthread_mutex_init(&pool.owner, NULL);
    pthread_mutex_init(&pool.mu, NULL);
    pthread_cond_init(&pool.work_cv, NULL);
    pthread_cond_init(&pool.done_cv, NULL);
    pool.nworkers = 0;
    pool.nthreads = 1;
    atomic_store(&pool.stop, 0);
    atomic_store(&pool.busy, 0);
    atomic_store(&pool.open_job, 0);
    atomic_store(&pool.state, POOL_IDLE);
    inside_job = 0;
}

static void register_atfork(void) { pthread_atfork(NULL, NULL, after_fork_in_child); }

/* Called with pool.life held. */
static void start_pool(void) {
    pthread_once(&atfork_once, register_atfork);
    int want = configured_threads();
    pool.spin_ns = configured_spin_ns();
    uint64_t now = atomic_load(&pool.generation);
    atomic_store(&pool.stop, 0);
    pool.nworkers = 0;
    for (int i = 1; i < want; i++) {
        if (pthread_create(&pool.workers[pool.nworkers], NULL, worker, (void *)(uintptr_t)now) != 0) break;
        pool.nworkers++;
    }
    pool.nthreads = pool.nworkers + 1;
    atomic_store_explicit(&pool.state, POOL_RUNNING, memory_order_release);
}

int xlac_num_threads(void) {
    int state = atomic_load_explicit(&pool.state, memory_order_acquire);
    if (state == POOL_IDLE) {
        pthread_mutex_lock(&pool.life);
        if (atomic_load(&pool.state) == POOL_IDLE) start_pool();
        pthread_mutex_unlock(&pool.life);
        state = atomic_load_explicit(&pool.state, memory_order_acquire);
    }
    return state == POOL_RUNNING ? pool.nthreads : 1;
}

void xlac_pool_shutdown(void) {
    if (inside_job) return;  /* from a chunk or a worker: the job in flight could never end */
    pthread_mutex_lock(&pool.life);
    if (atomic_load(&pool.state) != POOL_RUNNING) {
        atomic_store(&pool.state, POOL_STOPPED);
        pthread_mutex_unlock(&pool.life);
        return;
    }
    pthread_mutex_lock(&pool.owner);  /* waits for a job in flight on another thread */
    atomic_store_explicit(&pool.stop, 1, memory_order_release);
    pthread_mutex_lock(&pool.mu);
    atomic_fetch_add_explicit(&pool.generation, 1, memory_order_release);
    pthread_cond_broadcast(&pool.work_cv);
    pthread_mutex_unlock(&pool.mu);
    for (int i = 0; i < pool.nworkers; i++) pthread_join(pool.workers[i], NULL);
    pool.nworkers = 0;
    pool.nthreads = 1;
    atomic_store_explicit(&pool.state, POOL_STOPPED, memory_order_release);
    pthread_mutex_unlock(&pool.owner);
    pthread_mutex_unlock(&pool.life);
}

/* Runs when the library is unloaded, or at exit for a program the runtime is linked into. */
__attribute__((destructor)) static void stop_pool_at_unload(void) { xlac_pool_shutdown(); }

void xlac_parallel_for(xlac_task_fn fn, void *ctx, int64_t n, int64_t grain) {
    if (n <= 0) return;
    if (grain < 1) grain = 1;
    int threads = xlac_num_threads();
    if (inside_job || threads == 1 || n <= grain || pthread_mutex_trylock(&pool.owner) != 0) {
        fn(ctx, 0, n);
        return;
    }
    if (atomic_load_explicit(&pool.state, memory_order_acquire) != POOL_RUNNING) {
        /* stopped between the check above and taking the pool */
        pthread_mutex_unlock(&pool.owner);
        fn(ctx, 0, n);
        return;
    }
    threads = pool.nthreads;
    int64_t chunks = 16 * (int64_t)threads;
    pool.fn = fn;
    pool.ctx = ctx;
    pool.n = n;
    pool.chunks = chunks < n / grain ? chunks : n / grain;  /* n > grain here: at least 1 */
    atomic_store(&pool.next, 0);
    /* only the owner (or shutdown, holding the owner lock) starts a generation */
    uint64_t job = atomic_load(&pool.generation) + 1;
    atomic_store(&pool.open_job, job);
    pthread_mutex_lock(&pool.mu);
    atomic_store_explicit(&pool.generation, job, memory_order_release);
    pthread_cond_broadcast(&pool.work_cv);
    pthread_mutex_unlock(&pool.mu);
    inside_job = 1;
    run_chunks();
    inside_job = 0;
    atomic_store(&pool.open_job, 0);  /* every chunk is claimed: wait only for who is inside */
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
