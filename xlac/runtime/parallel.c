/* xlac's threading runtime: one persistent pool of worker threads behind one function.
 *
 *   void xlac_parallel_for(void (*fn)(void *ctx, int64_t begin, int64_t end),
 *                          void *ctx, int64_t n, int64_t grain);
 *   void xlac_parallel_for_capped(void (*fn)(void *ctx, int64_t begin, int64_t end),
 *                                 void *ctx, int64_t n, int64_t grain, int64_t max_threads);
 *
 * calls fn(ctx, b, e) on disjoint chunks [b, e) covering [0, n), each at least `grain` long,
 * on the calling thread and the pool's workers, and returns when all are done. Chunks are
 * handed out through an atomic counter, so uneven chunks balance themselves; there are up to
 * 16 per thread (fewer where `grain` says so), their lengths within one of each other. With 4
 * per thread of a fixed length, the last chunk was a remainder and few heavy iterations split
 * unevenly: 44 GEMM tiles on 2 threads in chunks of 6 went 24 : 20.
 * The capped form runs the loop on at most `max_threads` threads (the caller and
 * max_threads - 1 workers; 0 or less: no cap): objects compiled with `xlac compile --threads N`
 * call it with N, those compiled with `--threads auto` (and host runs) call xlac_parallel_for.
 * Every object of a process shares the one pool; a cap only limits how many of its workers
 * take part in a loop.
 * A call made from inside a chunk (nested parallelism), or while another thread owns the pool,
 * runs serially on the caller: never a deadlock, never oversubscription.
 *
 * Threads, decided when the pool starts (the first loop, or xlac_num_threads()):
 * XLAC_NUM_THREADS when set; else the CPUs this process may run on (sched_getaffinity), fewer
 * when its cgroup's CPU quota allows fewer (cgroup v2 cpu.max, v1 cpu.cfs_quota_us /
 * cpu.cfs_period_us, rounded up; the tightest of the process's cgroup and those above it), as a
 * container limited to 4 CPUs on a 64-core server should start 4 threads, not 64.
 * XLAC_CGROUP_ROOT replaces /sys/fs/cgroup (for tests). Workers spin for a while
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    _Atomic int seats;          /* workers the open job still takes (its cap less the caller) */
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
        /* a seat is taken only of the open job: its caller set them before opening it, and
         * the next job's caller resets them only after every worker inside has left */
        if (atomic_load(&pool.open_job) == seen && atomic_fetch_sub(&pool.seats, 1) > 0) run_chunks();
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

#define CGROUP_PATH 4096

/* A small file's text, NUL-terminated; 0 when it cannot be read or is empty. */
static int read_small(const char *path, char *buf, size_t size) {
    FILE *f = fopen(path, "r");
    if (!f) return 0;
    size_t n = fread(buf, 1, size - 1, f);
    fclose(f);
    buf[n] = 0;
    return n > 0;
}

/* The CPUs a quota of `quota` per `period` lets run at once, rounded up; 0: no limit. */
static int quota_cpus(long long quota, long long period) {
    if (quota <= 0 || period <= 0) return 0;
    long long n = (quota + period - 1) / period;
    return n < MAX_THREADS ? (int)n : MAX_THREADS;
}

/* cgroup v2: cpu.max is "QUOTA PERIOD", or "max PERIOD" for none. */
static int v2_limit(const char *dir) {
    char path[CGROUP_PATH], text[64];
    long long quota, period;
    if (snprintf(path, sizeof path, "%s/cpu.max", dir) >= (int)sizeof path || !read_small(path, text, sizeof text))
        return 0;
    return sscanf(text, "%lld %lld", &quota, &period) == 2 ? quota_cpus(quota, period) : 0;
}

/* cgroup v1: cpu.cfs_quota_us (-1 for none) per cpu.cfs_period_us. */
static int v1_limit(const char *dir) {
    char path[CGROUP_PATH], text[64];
    long long quota, period;
    if (snprintf(path, sizeof path, "%s/cpu.cfs_quota_us", dir) >= (int)sizeof path ||
        !read_small(path, text, sizeof text) || sscanf(text, "%lld", &quota) != 1)
        return 0;
    if (snprintf(path, sizeof path, "%s/cpu.cfs_period_us", dir) >= (int)sizeof path ||
        !read_small(path, text, sizeof text) || sscanf(text, "%lld", &period) != 1)
        return 0;
    return quota_cpus(quota, period);
}

static int tighter(int a, int b) { return a == 0 ? b : b == 0 ? a : a < b ? a : b; }

/* The tightest limit of `mount`/`rel` and every folder above it up to `mount`: a cgroup's quota
 * bounds its descendants. In a container the process's path may name folders that do not
 * exist there (the container's own cgroup mounted as the root): those read as no limit. */
static int walk_up(const char *mount, const char *rel, int (*limit)(const char *)) {
    char path[CGROUP_PATH];
    size_t base = strlen(mount);
    if (base >= sizeof path) return 0;
    if (snprintf(path, sizeof path, "%s%s", mount, rel) >= (int)sizeof path) path[base] = 0;
    int best = 0;
    for (;;) {
        size_t len = strlen(path);
        while (len > base && path[len - 1] == '/') path[--len] = 0;
        best = tighter(best, limit(path));
        char *slash = len > base ? strrchr(path + base, '/') : NULL;
        if (!slash) return best;
        *slash = 0;
    }
}

/* Whether a comma-separated controller list of /proc/self/cgroup names `name`. */
static int has_controller(const char *list, const char *name) {
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        const char *end = strchr(p, ',');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == n && strncmp(p, name, n) == 0) return 1;
        if (!end) break;
        p = end + 1;
    }
    return 0;
}

/* The CPUs the cgroup CPU quota allows (v2 and v1) of the process whose membership file
 * (/proc/self/cgroup) is `membership`, with the hierarchies mounted at `root`; 0: no limit. */
static int cgroup_cpu_limit_at(const char *root, const char *membership) {
    char v2[CGROUP_PATH] = "", v1[CGROUP_PATH] = "", line[CGROUP_PATH + 128];
    FILE *f = fopen(membership, "r");  /* lines "ID:CONTROLLERS:PATH"; v2's is "0::PATH" */
    if (f) {
        while (fgets(line, sizeof line, f)) {
            line[strcspn(line, "\n")] = 0;
            char *controllers = strchr(line, ':'), *path = controllers ? strchr(controllers + 1, ':') : NULL;
            if (!path) continue;
            *path++ = 0;
            *controllers++ = 0;
            if (strcmp(line, "0") == 0 && !*controllers) snprintf(v2, sizeof v2, "%s", path);
            else if (has_controller(controllers, "cpu")) snprintf(v1, sizeof v1, "%s", path);
        }
        fclose(f);
    }
    int best = walk_up(root, v2, v2_limit);
    static const char *const v1_mounts[] = {"cpu", "cpu,cpuacct", "cpuacct,cpu"};
    for (size_t i = 0; i < sizeof v1_mounts / sizeof *v1_mounts; i++) {
        char mount[CGROUP_PATH];
        if (snprintf(mount, sizeof mount, "%s/%s", root, v1_mounts[i]) < (int)sizeof mount)
            best = tighter(best, walk_up(mount, v1, v1_limit));
    }
    return best;
}

/* This process's: XLAC_CGROUP_ROOT replaces /sys/fs/cgroup (tests, unusual mounts). */
static int cgroup_cpu_limit(void) {
    const char *root = getenv("XLAC_CGROUP_ROOT");
    return cgroup_cpu_limit_at(root && *root ? root : "/sys/fs/cgroup", "/proc/self/cgroup");
}

static int configured_threads(void) {
    const char *env = getenv("XLAC_NUM_THREADS");
    if (env && atoi(env) > 0) return atoi(env) < MAX_THREADS ? atoi(env) : MAX_THREADS;
    long n = 0;
#ifdef CPU_COUNT
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) n = CPU_COUNT(&set);
#endif
    if (n <= 0) n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n <= 0) n = 1;
    int quota = cgroup_cpu_limit();
    if (quota > 0 && quota < n) n = quota;
    return n < MAX_THREADS ? (int)n : MAX_THREADS;
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

void xlac_parallel_for_capped(xlac_task_fn fn, void *ctx, int64_t n, int64_t grain, int64_t max_threads) {
    if (n <= 0) return;
    if (grain < 1) grain = 1;
    int threads = xlac_num_threads();
    if (max_threads > 0 && max_threads < threads) threads = (int)max_threads;
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
    if (pool.nthreads < threads) threads = pool.nthreads;
    int64_t chunks = 16 * (int64_t)threads;
    pool.fn = fn;
    pool.ctx = ctx;
    pool.n = n;
    pool.chunks = chunks < n / grain ? chunks : n / grain;  /* n > grain here: at least 1 */
    atomic_store(&pool.next, 0);
    atomic_store(&pool.seats, threads - 1);
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

void xlac_parallel_for(xlac_task_fn fn, void *ctx, int64_t n, int64_t grain) {
    xlac_parallel_for_capped(fn, ctx, n, grain, 0);
}
